"""Korean BM25 tokens, one eojeol (space-separated word) at a time, remembered across chunks.

Each eojeol is analysed by Kiwi on its own rather than inside its sentence, and remembered:

- it then always gets the same tokens, in a question as in any document, which is what BM25 needs;
- words repeat, so much of the work is a dictionary lookup: 58 % of the words of KorNLI's 3,318 real
  sentences are repeats, and the share grows with the corpus. Kiwi costs 20-30 µs per character on
  whole sentences, which made tokenizing 80 % of ingestion time before; per word with the cache it is
  ~12 µs on that text (``benchmarks/bench_ingest.py`` prints both).

Alone, a word is ambiguous where its sentence is not: "오일" is oil or 오+일 (five days), "철회의" is
철회+의 or 철+회의, "주기" is a noun or 주다+기. So a word's tokens are the union of its two best
readings when the second is within ``MARGIN`` of the best (from the second, only nouns of two
syllables or more): the right noun is among them, at the price of some extra tokens (KorNLI: 96.8 %
of a whole-sentence analysis's content tokens kept, 6.7 % added). The same union on both sides keeps
questions and documents agreeing.

``prime`` analyses the words a batch of chunks has not seen yet in one call that Kiwi spreads over its
worker threads (one per core).
"""
from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from itertools import islice

from .morphology import readings_many
from .stopwords import KOREAN_SEARCH_LIGHT_WORDS

TOP_N = 2
MARGIN = 2.0  # natural-log probability: a reading up to e² ≈ 7× less likely than the best still counts

# Tags kept: nouns, numbers, verb/adjective lemmas, hanja, roots, adverbs.
_CONTENT = ("NNG", "NNP", "NR", "NP", "VV", "VA", "SN", "SH", "XR", "MAG")
# What Kiwi keeps something from: Hangul, digits (SN) and hanja (SH). Other words (Latin, symbols)
# would only be tagged SL/SW, which are not kept here (the Latin tokenizer handles them), so they are
# remembered as giving nothing without asking Kiwi.
_NEEDS_KIWI = re.compile(r"[\uac00-\ud7a3\u3400-\u4dbf\u4e00-\u9fff\d]")
# Brackets, quotes and punctuation around a word never make a token: stripped so that "(휴학)" and
# "휴학," share the entry of "휴학".
_EDGE_PUNCT = "()[]{}<>「」『』《》〈〉\"'“”‘’,.;:!?·…~"

# ~350 bytes an entry, so ~35 MB when full; then the older half goes (insertion order) and the common
# words come back at once.
MAX_WORDS = 100_000
_known: dict[str, tuple[str, ...]] = {}
_lock = threading.Lock()
_analysed = 0  # words sent to Kiwi since the last forget(), for the benchmark


def korean_tokens(text: str) -> list[str]:
    """Korean BM25 tokens of ``text``, word by word."""
    word_list = words(text)
    return tokens_of(word_list, prime([word_list]))


def prime(word_lists: Iterable[list[str]]) -> dict[str, tuple[str, ...]]:
    """Tokens of every word of ``word_lists``; the ones not seen yet are analysed in one call."""
    table: dict[str, tuple[str, ...]] = {}
    for_kiwi: list[str] = []
    for word in dict.fromkeys(w for word_list in word_lists for w in word_list):
        tokens = _known.get(word)
        if tokens is not None:
            table[word] = tokens
        elif needs_kiwi(word):
            for_kiwi.append(word)
        else:
            table[word] = _remember(word, ())
    for word, readings in zip(for_kiwi, _analyse(for_kiwi)):
        table[word] = _remember(word, _content(readings))
    return table


def tokens_of(word_list: list[str], table: dict[str, tuple[str, ...]]) -> list[str]:
    """The tokens of ``word_list`` in order, from the table ``prime`` returned for it."""
    out: list[str] = []
    for word in word_list:
        out.extend(table[word])
    return out


def words(text: str) -> list[str]:
    """The words of ``text``, stripped of edge punctuation."""
    return [w for w in (raw.strip(_EDGE_PUNCT) for raw in text.split()) if w]


def needs_kiwi(word: str) -> bool:
    return bool(_NEEDS_KIWI.search(word))


def forget() -> None:
    """Empty the cache (benchmarks measure a cold start with it)."""
    global _analysed
    with _lock:
        _known.clear()
        _analysed = 0


def analysed() -> int:
    """Words Kiwi analysed since the last ``forget()``."""
    return _analysed


def _analyse(word_list: list[str]):
    global _analysed
    if not word_list:
        return []
    with _lock:
        _analysed += len(word_list)
    return readings_many(word_list, top_n=TOP_N)


def _content(readings: list[tuple[list[tuple[str, str]], float]]) -> tuple[str, ...]:
    """Content tokens of the best reading, plus the nouns of the other readings close enough to it."""
    if not readings:
        return ()
    best_morphemes, best = readings[0]
    out = dict.fromkeys(_reading_tokens(best_morphemes))
    for analysed, score in readings[1:]:
        if score < best - MARGIN:
            break
        # Only nouns of two syllables or more: what the best reading missed ("오일", "철회"), not the
        # pronouns and single syllables other readings are full of ("내야" → 나).
        for lemma, tag in analysed:
            if tag in ("NNG", "NNP") and len(lemma) > 1 and lemma not in KOREAN_SEARCH_LIGHT_WORDS:
                out.setdefault(lemma.lower(), None)
    return tuple(out)


def _reading_tokens(analysed: list[tuple[str, str]]) -> list[str]:
    out: list[str] = []
    for i, (lemma, tag) in enumerate(analysed):
        if tag == "XSN" and out and i and analysed[i - 1][1].startswith("NN"):
            out.append(analysed[i - 1][0] + lemma)  # 감속 + 기 → also 감속기
            continue
        if tag.startswith(_CONTENT) and lemma not in KOREAN_SEARCH_LIGHT_WORDS:
            out.append(lemma.lower())
    return out


def _remember(word: str, tokens: tuple[str, ...]) -> tuple[str, ...]:
    with _lock:
        if len(_known) >= MAX_WORDS:
            for old in list(islice(_known, MAX_WORDS // 2)):
                del _known[old]
        _known[word] = tokens
    return tokens
