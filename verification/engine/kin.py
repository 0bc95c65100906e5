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

WordNet knows rare senses and names, which a passage's words almost never mean; ``textkit.wordnet`` leaves
them out (a relative counts in its usual sense, as a noun more than a verb, never an instance: "get" is not
a "return", "Providence" not a "city"), and the caller matches a relative as a whole word, not by its stem.

Pure: the caller says how a word is looked for in its passages (``stated``). Used for English passages
only: for an English question's nouns, an English common noun in a Korean question ("kitty 보험료"), and a
Korean noun's English forms from the bilingual table ("환불" → refund / "repayment"); not an English word's
Korean forms (WordNet is English only).
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import lru_cache

from textkit.stopwords import ENGLISH_STOPWORDS
from textkit.wordnet import WordNetMissing, broader_nouns, narrower_nouns

from .asked_english import _lemmas

logger = logging.getLogger(__name__)
_warned: list[bool] = []


def kin_stated(word: str, stated: Callable[[str], bool], narrowing: Sequence[str] = (),
               has: Callable[[str], bool] | None = None) -> bool:
    """Whether a WordNet relative of the English noun ``word`` is ``stated`` (see the module docstring);
    ``narrowing``: the question's words just before it ("behavioural" of "behavioural therapy"), which
    ``has`` (default ``stated``) must find for a kind or a hypernym to count. Without WordNet installed (the
    startup check ``citewise.W002`` says so) no relative counts: the question is checked as before WordNet."""
    try:
        return _kin_stated(word, stated, narrowing, has)
    except WordNetMissing as exc:
        if not _warned:
            _warned.append(True)
            logger.warning("wordnet.missing error=%s", exc)
        return False


def _kin_stated(word: str, stated: Callable[[str], bool], narrowing: Sequence[str],
                has: Callable[[str], bool] | None) -> bool:
    lemmas = _noun_lemmas(word.lower())

    def said(kin: str) -> bool:  # a relative that is also a function word ("over", a part in cricket) is not one
        return len(kin) >= 3 and kin not in ENGLISH_STOPWORDS and stated(kin)

    if any(said(k) for lemma in lemmas for k in narrower_nouns(lemma, down=0)):
        return True
    if any(_modifier(m) and not (has or stated)(m) for m in narrowing):
        return False
    if any(said(k) for lemma in lemmas for k in narrower_nouns(lemma)):
        return True
    return any(any(said(k) for k in names) and not any(said(k) for k in others)
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
