"""Text normalized for substring matching: case, width, whitespace and joiners do not count."""
from __future__ import annotations

import re
import unicodedata

_JOINERS = re.compile(r"[\s\-_·・]+")


def squash(text: str) -> str:
    """Lower-cased NFKC text without whitespace and joiners ("E-102 오류" → "e102오류")."""
    return _JOINERS.sub("", unicodedata.normalize("NFKC", text).lower())


def letter_count(text: str) -> int:
    return sum(1 for ch in text if ch.isalpha())
