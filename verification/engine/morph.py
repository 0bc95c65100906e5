"""Korean-aware tokenization shared by the verification engine and the BM25 index.

Kiwi splits Korean words into morphemes, so "휴학은" and "휴학을" both reduce to "휴학" and
"초과할" to "초과". We keep content morphemes (nouns, verb/adjective stems as lemmas, numbers,
foreign words, roots) and drop particles and endings: they change from sentence to sentence without
changing what the sentence claims. English and other Latin text is lower-cased.
"""
from __future__ import annotations

import threading
from functools import lru_cache

# Kiwi tags we keep. N*: nouns, V*: verbs/adjectives (lemmatised), M*: determiners/adverbs
# (e.g. 안/못 carry negation), SL: foreign letters, SN: numbers, SH: hanja, XR: roots.
_CONTENT_PREFIXES = ("NN", "NR", "NP", "VV", "VA", "VX", "MAG", "SL", "SN", "SH", "XR", "W_")

_lock = threading.Lock()


@lru_cache(maxsize=1)
def _kiwi():
    # Loading the model takes ~1 s and ~300 MB, so one instance per process, created lazily.
    from kiwipiepy import Kiwi

    return Kiwi()


def morphemes(text: str) -> list[tuple[str, str]]:
    """(lemma, tag) pairs for every morpheme of ``text``."""
    if not text or not text.strip():
        return []
    kiwi = _kiwi()
    with _lock:  # Kiwi instances are not documented as thread-safe.
        tokens = kiwi.tokenize(text)
    out = []
    for tok in tokens:
        lemma = tok.lemma if tok.tag.startswith(("VV", "VA", "VX")) else tok.form
        out.append((lemma, tok.tag))
    return out


def content_tokens(text: str) -> list[str]:
    """Content morphemes of ``text`` in order, lower-cased; particles and endings removed."""
    return [
        lemma.lower()
        for lemma, tag in morphemes(text)
        if tag.startswith(_CONTENT_PREFIXES)
    ]


@lru_cache(maxsize=16384)
def analyze(text: str) -> tuple[tuple[str, str, int, int], ...]:
    """(lemma, tag, start, end) for every morpheme of ``text``, offsets into ``text``.

    Cached: the same source sentences are checked again and again (several claims, re-attribution,
    repeated questions), and Kiwi costs about 30 µs per character.
    """
    if not text or not text.strip():
        return ()
    kiwi = _kiwi()
    with _lock:
        tokens = kiwi.tokenize(text)
    return tuple(
        (tok.lemma if tok.tag.startswith(("VV", "VA", "VX")) else tok.form, tok.tag, tok.start, tok.start + tok.len)
        for tok in tokens
    )


def warm_up() -> None:
    """Load the model now (about a second) rather than inside the first request."""
    analyze("모델을 미리 불러옵니다.")
