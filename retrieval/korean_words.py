"""Korean BM25 tokens, one eojeol (space-separated word) at a time, remembered across chunks.

Each eojeol is analysed by Kiwi on its own rather than inside its sentence:

- it then always gets the same tokens, in a question as in any document, which is what BM25 needs;
- words repeat, so most of the work is a dictionary lookup. Two thirds of the eojeols of KorNLI's real
  premises are repeats, and the share grows with the corpus; Kiwi costs ~30 µs per character, which
  made tokenizing 80 % of ingestion time before (``benchmarks/bench_ingest.py`` prints both).
- per word, Kiwi keeps ~97 % of the content morphemes that a whole-sentence analysis gives.

``prime`` analyses the words a batch of chunks has not seen yet in one call that Kiwi spreads over its
worker threads (one per core), so ingestion uses both cores for the words that are new.
"""
from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from itertools import islice

from verification.engine.morph import morphemes, morphemes_many

# Tags kept: nouns, numbers, verb/adjective lemmas, hanja, roots, adverbs.
_CONTENT = ("NNG", "NNP", "NR", "NP", "VV", "VA", "SN", "SH", "XR", "MAG")
# Words that occur everywhere: in a short chunk they outweigh the one word that matters.
_LIGHT = frozenset(
    "하다 되다 있다 없다 이다 아니다 주다 받다 같다 보다 가다 오다 그렇다 어떻다 이렇다 "
    "수 것 때 등 중 및 경우 관련 대하 위하 통하 따르 더 좀 잘 또 이 그 저 어떤 무엇 뭐 왜 어디".split()
)
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
    return tokens_of(words(text))


def tokens_of(word_list: list[str]) -> list[str]:
    out: list[str] = []
    for word in word_list:
        tokens = _known.get(word)
        if tokens is None:
            tokens = _remember(word, _content(_analyse([word])[0]) if needs_kiwi(word) else ())
        out.extend(tokens)
    return out


def prime(word_lists: Iterable[list[str]]) -> int:
    """Analyse, in one multi-threaded Kiwi call, the words not seen yet; returns how many went to Kiwi."""
    new = [w for w in dict.fromkeys(w for words_ in word_lists for w in words_) if w not in _known]
    for_kiwi = []
    for word in new:
        if needs_kiwi(word):
            for_kiwi.append(word)
        else:
            _remember(word, ())
    for word, analysed in zip(for_kiwi, _analyse(for_kiwi)):
        _remember(word, _content(analysed))
    return len(for_kiwi)


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


def _analyse(word_list: list[str]) -> list[list[tuple[str, str]]]:
    global _analysed
    _analysed += len(word_list)
    if not word_list:
        return []
    if len(word_list) == 1:
        return [morphemes(word_list[0])]  # one new word of a question: no hand-off to Kiwi's threads
    return morphemes_many(word_list)


def _content(analysed: list[tuple[str, str]]) -> tuple[str, ...]:
    out: list[str] = []
    for i, (lemma, tag) in enumerate(analysed):
        if tag == "XSN" and out and i and analysed[i - 1][1].startswith("NN"):
            out.append(analysed[i - 1][0] + lemma)  # 감속 + 기 → also 감속기
            continue
        if tag.startswith(_CONTENT) and lemma not in _LIGHT:
            out.append(lemma.lower())
    return tuple(out)


def _remember(word: str, tokens: tuple[str, ...]) -> tuple[str, ...]:
    with _lock:
        if len(_known) >= MAX_WORDS:
            for old in list(islice(_known, MAX_WORDS // 2)):
                del _known[old]
        _known[word] = tokens
    return tokens
