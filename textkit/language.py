"""Which language a text is in, from its share of Hangul.

A Hangul syllable carries roughly as much text as two Latin letters, so Latin letters count half: a
Korean document that quotes English terms ("Teach Pendant와 연결") stays Korean.
"""
from __future__ import annotations

import re

# Syllables, conjoining jamo and compatibility jamo.
_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")
_SYLLABLE = re.compile(r"[가-힣]")
# An answer or question is Korean from this share on: Hangul at least 30 % of its letters counted one
# for one (one syllable for every 7/3 Latin letters), i.e. a weighted share of 6/13.
KOREAN_FROM = 6 / 13


def has_hangul(text: str) -> bool:
    """Whether ``text`` holds a Hangul syllable (a Korean word rather than only jamo or Latin letters)."""
    return _SYLLABLE.search(text) is not None


def hangul_share(text: str) -> float | None:
    """Weighted share of Hangul among letters, or ``None`` if there are no letters."""
    # Counted by regex: a Python loop over every character was a fifth of ingestion time.
    hangul = len(_HANGUL.findall(text))
    latin = len(_LATIN_LETTER.findall(text))
    if hangul == 0 and latin == 0:
        return None
    return hangul / (hangul + latin / 2)


def detect_language(text: str, default: str = "en") -> str:
    """``"ko"``, ``"en"`` or ``"mixed"``: what a document (or a chunk of one) is written in."""
    share = hangul_share(text)
    if share is None:
        return default
    if share >= 0.6:
        return "ko"
    if share <= 0.15:
        return "en"
    return "mixed"


def lang_of(text: str) -> str:
    """``"ko"`` or ``"en"``: the language to answer a question (or rewrite an answer) in."""
    share = hangul_share(text)
    if share is None:
        return "ko" if not text else "en"
    return "ko" if share >= KOREAN_FROM else "en"
