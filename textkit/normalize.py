"""Text normalized for substring matching: case, width, whitespace and joiners do not count."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_JOINERS = re.compile(r"[\s\-_·・]+")


@lru_cache(maxsize=4096)  # a source's text is squashed for every claim compared with it
def squash(text: str) -> str:
    """Lower-cased NFKC text without whitespace and joiners ("E-102 오류" → "e102오류")."""
    return _JOINERS.sub("", unicodedata.normalize("NFKC", text).lower())


def letter_count(text: str) -> int:
    return sum(1 for ch in text if ch.isalpha())


# The only characters that match an ASCII letter under re.IGNORECASE without lower-casing to it one for one
# ("ı", "İ" for i, the Kelvin sign for k, "ſ" for s): a text holding one is read with the pattern itself.
ODD_FOLDS = frozenset("\u0131\u0130\u212a\u017f")


def may_hold(text: str, literal: str) -> bool:
    """Whether ``text`` may hold ``literal`` as a pattern matches it under re.IGNORECASE: False only when it
    certainly does not, so that a pattern made around the literal need not be compiled for this text."""
    if _HANGUL_ONLY.fullmatch(literal):
        return literal in text  # Hangul has no case: the pattern matches it as written
    if not literal.isascii() or not ODD_FOLDS.isdisjoint(text):
        return True
    return literal.lower() in text.lower()  # ASCII against a text without odd folds: one letter for one


_HANGUL_ONLY = re.compile(r"[가-힣]+")


def followed_by(text: str, literal: str, tail: re.Pattern[str]) -> bool:
    """Whether ``tail`` matches right after some occurrence of ``literal`` in ``text``: what
    ``re.search(re.escape(literal) + tail.pattern, text, tail.flags)`` finds (``tail`` compiled without
    re.IGNORECASE: the literal is matched as written), without compiling a pattern per literal — one with a class
    of Hangul ("[가-힣]") takes about 0.4 ms to compile, more than the rest of a claim's reading of a window."""
    at = text.find(literal)
    while at >= 0:
        if tail.match(text, at + len(literal)):
            return True
        at = text.find(literal, at + 1)
    return False


@lru_cache(maxsize=4096)  # a claim's figures are looked for in every sentence of its source
def standalone_figure(figure: str) -> re.Pattern[str]:
    """``figure`` ("28", "1.5") written as a number of its own: not a part of another ("128", "28,000", "2.28",
    "28.5"); a full stop right after it ends the sentence, not the number ("… 28.")."""
    return re.compile(rf"(?<![\d.,]){re.escape(figure)}(?![\d,]|\.\d)")
