"""Kiwi morphology: Korean words into morphemes, for the verification engine, the BM25 tokens and
the extractive generator.

Kiwi splits Korean words into morphemes, so "휴학은" and "휴학을" both reduce to "휴학" and
"초과할" to "초과". We keep content morphemes (nouns, verb/adjective stems as lemmas, numbers,
foreign words, roots) and drop particles and endings: they change from sentence to sentence without
changing what the sentence claims. English and other Latin text is lower-cased.
"""
from __future__ import annotations

import re
import threading
from bisect import bisect_left
from functools import lru_cache

# Kiwi tags we keep. N*: nouns, V*: verbs/adjectives (lemmatised), M*: determiners/adverbs
# (e.g. 안/못 carry negation), SL: foreign letters, SN: numbers, SH: hanja, XR: roots.
_CONTENT_PREFIXES = ("NN", "NR", "NP", "VV", "VA", "VX", "MAG", "SL", "SN", "SH", "XR", "W_")

_lock = threading.Lock()
# Kiwi reads a full stop after a Latin word as part of the word, and then cuts the word in two ("students." →
# "stu" + "dents.", "desk." → "d" + "esk."): the full stop is set apart before the analysis (see ``analyze``).
_LATIN_FULL_STOP = re.compile(r"(?<=[A-Za-z])\.(?=\s|$)")


@lru_cache(maxsize=1)
def _kiwi():
    # Loading the model takes ~1 s and ~300 MB, so one instance per process, created lazily. Its thread
    # pool (one thread per core) only serves calls with a list of texts (``readings_many``).
    import os

    from kiwipiepy import Kiwi

    return Kiwi(num_workers=os.cpu_count() or 1)


def morphemes(text: str) -> list[tuple[str, str]]:
    """(lemma, tag) pairs for every morpheme of ``text`` (through ``analyze``'s cache)."""
    return [(lemma, tag) for lemma, tag, _start, _end in analyze(text)]


def readings_many(texts: list[str], *, top_n: int) -> list[list[tuple[list[tuple[str, str]], float]]]:
    """The ``top_n`` best analyses of each text, as (morphemes, log-probability) pairs, best first;
    one call that Kiwi spreads over its worker threads."""
    if not texts:
        return []
    kiwi = _kiwi()
    with _lock:
        results = list(kiwi.analyze(texts, top_n=top_n))
    return [[([_lemma_tag(tok) for tok in tokens], score) for tokens, score in result] for result in results]


def _lemma_tag(tok) -> tuple[str, str]:
    return (tok.lemma if tok.tag.startswith(("VV", "VA", "VX")) else tok.form, tok.tag)


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
    # A space before each full stop that ends a Latin word; offsets are mapped back to ``text``.
    stops = [m.start() for m in _LATIN_FULL_STOP.finditer(text)]
    spaced = _LATIN_FULL_STOP.sub(" .", text) if stops else text
    with _lock:  # Kiwi instances are not documented as thread-safe.
        tokens = kiwi.tokenize(spaced)
    if not stops:
        return tuple((*_lemma_tag(tok), tok.start, tok.start + tok.len) for tok in tokens)

    # Where each full stop stands in ``spaced`` (after the spaces inserted before it and before the earlier ones).
    spaced_stops = [p + i for i, p in enumerate(stops)]

    def back(at: int) -> int:
        # Position ``at`` of ``spaced`` in ``text``: one inserted space before every full stop before it.
        return at - bisect_left(spaced_stops, at)

    return tuple((*_lemma_tag(tok), back(tok.start), back(tok.start + tok.len)) for tok in tokens)


def warm_up() -> None:
    """Load the model now (about a second) rather than inside the first request."""
    analyze("모델을 미리 불러옵니다.")


# Connective endings that join two statements ("…하며", "…하고", "…하지만"): the clause before one of
# them can end its sentence instead. Conditions ("…하면") and purposes ("…하도록") cannot.
_COORDINATING = frozenset({"고", "며", "으며", "지만", "는데", "은데", "ᆫ데", "나", "으나", "거나", "되", "으되"})


def final_form(word: str, style: str) -> str | None:
    """``word`` (one eojeol ending in a coordinating connective: "하며", "있으며", "가능하고") with a
    sentence-final ending instead, in ``style``: "formal" (…습니다), "polite" (…어요) or "plain"
    (…한다 / …이다). None when the word does not end in such a connective."""
    if not word or not word.strip():
        return None
    kiwi = _kiwi()
    with _lock:
        tokens = kiwi.tokenize(word)
    if len(tokens) < 2 or tokens[-1].tag != "EC" or tokens[-1].form not in _COORDINATING:
        return None
    morphs = [(t.form, t.tag) for t in tokens[:-1]]
    form, tag = morphs[-1]
    if style == "formal":
        ending = "습니다"
    elif style == "polite":
        ending = "어요"
    else:
        ending = "ᆫ다" if tag.startswith(("VV", "XSV")) or (tag.startswith("VX") and form in ("하", "않", "되")) else "다"
    try:
        with _lock:
            out = kiwi.join(morphs + [(ending, "EF")])
    except Exception:
        return None
    out = out.replace(" ", "")
    return out or None
