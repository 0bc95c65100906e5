"""A question's English noun said another way in the passages: WordNet's synonyms, kinds and hypernyms.

People name what they ask about in everyday words; documents use their own ("kitty" / cats,
"refund" / repayment, "furniture" / chairs). Before refusing a subject term no passage holds, the
answerability check (``addressing``) asks here whether a passage names it by a WordNet relative
(``textkit.wordnet``): a synonym always; a kind of it, or what it is a kind of, only when the question does
not narrow the noun by a word the passage lacks ("behavioural therapy" is neither every "treatment" nor a
"medication"), and what it is a kind of only when the passage names no other kind of that (a list of kinds
without it means it is not among them). Sister terms and antonyms never count ("monthly" / "annual",
"import" / "export"): WordNet is walked straight up or down, never up then down. Unlike the embeddings the
context check measured and rejected (``context``), these relations keep opposites and siblings apart.

Pure: the caller says how a word is looked for in its passages (``stated``). Used for English passages
only: through the bilingual table (a Korean noun's English forms, an English word's Korean ones) it was
tried and changed no calibration question either way.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from textkit.wordnet import broader_nouns, narrower_nouns

from .asked_english import _lemmas


def kin_stated(word: str, stated: Callable[[str], bool], narrowing: Sequence[str] = (),
               has: Callable[[str], bool] | None = None) -> bool:
    """Whether a WordNet relative of the English noun ``word`` is ``stated`` (see the module docstring);
    ``narrowing``: the question's words just before it ("behavioural" of "behavioural therapy"), which
    ``has`` (default ``stated``) must find for a kind or a hypernym to count."""
    lemmas = _noun_lemmas(word.lower())
    if any(stated(k) for lemma in lemmas for k in narrower_nouns(lemma, down=0) if len(k) >= 3):
        return True
    has = has or stated
    if any(_modifier(m) and not has(m) for m in narrowing):
        return False
    if any(stated(k) for lemma in lemmas for k in narrower_nouns(lemma) if len(k) >= 3):
        return True
    return any(any(stated(k) for k in names if len(k) >= 3) and not any(stated(k) for k in others if len(k) >= 3)
               for lemma in lemmas for names, others in broader_nouns(lemma))


def _modifier(word: str) -> bool:
    """Whether the word before a noun can narrow it: an adjective or noun ("behavioural", "hip"), or a word
    lemminflect does not know (a name, jargon); not a verb ("send furniture back", "cover therapy")."""
    tags = _lemmas(word)
    return not tags or "ADJ" in tags or "NOUN" in tags and not {"VERB", "AUX"} & set(tags)


@lru_cache(maxsize=2048)
def _noun_lemmas(low: str) -> tuple[str, ...]:
    """``low`` and its lemmas ("bills" → bill), as WordNet's index holds them."""
    return tuple(sorted({low} | {f.lower() for forms in _lemmas(low).values() for f in forms}))
