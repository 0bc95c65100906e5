"""English word stems (Snowball), the one stemmer of BM25 tokens, extractive matching and the context check.

Questions and documents must reduce a word the same way ("replaced"/"replace" → "replac") wherever they are
compared, so every caller uses this function.
"""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=65536)
def english_stem(word: str) -> str:
    """The Snowball (Porter 2) stem of a lower-case English word."""
    return _stemmer().stemWord(word)


@lru_cache(maxsize=1)
def _stemmer():
    import snowballstemmer  # pure Python; loaded on first use

    return snowballstemmer.stemmer("english")
