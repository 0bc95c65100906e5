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

A named place is stated by a named place it is part of (``place_stated``: "cycling in Spain" where cover
"extends to Europe"), written with its capitals, unless the passage lists other parts of that place and not
it ("France and Italy" in Europe: Spain is not among them).
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from textkit.stopwords import ENGLISH_STOPWORDS
from textkit.wordnet import WordNetMissing, broader_nouns, containing_places, narrower_nouns

from .asked_english import lemmas_by_pos

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
    tags = lemmas_by_pos(word)
    return not tags or "ADJ" in tags or "NOUN" in tags and not {"VERB", "AUX"} & set(tags)


@lru_cache(maxsize=2048)
def _noun_lemmas(low: str) -> tuple[str, ...]:
    """``low`` and its lemmas ("bills" → bill), as WordNet's index holds them."""
    return tuple(sorted({low} | {f.lower() for forms in lemmas_by_pos(low).values() for f in forms}))


def place_stated(word: str, text: str) -> bool:
    """Whether ``text`` names a place the named place ``word`` is part of (``textkit.wordnet.containing_places``)
    and none of its other parts; places are matched as written with capitals ("Europe", not "west" of "west
    gate"). Without WordNet, no."""
    try:
        wholes = containing_places(word.lower())
    except WordNetMissing:
        return False
    return any(any(_named(n, text) for n in names) and not any(_named(o, text) for o in others)
               for names, others in wholes)


def _named(place: str, text: str) -> bool:
    """Whether ``text`` writes ``place`` (a WordNet lemma, in small letters) with its capitals, as whole words."""
    written = " ".join(w[:1].upper() + w[1:] for w in place.split())
    return written in text and bool(re.search(rf"(?<![A-Za-z]){re.escape(written)}(?![a-z])", text))
