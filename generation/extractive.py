"""Extractive answers: without a model, answer with the source sentences that best match the question.

Each chosen sentence is quoted from its passage and cited with [†N], so what the verification engine
checks is the documents' own wording. A sentence scores by the question morphemes it contains, each
weighted by how rare it is among the candidate sentences (particles, endings and light verbs such as
하다/있다 carry no weight), plus a bonus when the question asks for a quantity ("몇 년", "how many
days") and the sentence states one in that unit.
"""
from __future__ import annotations

import math
import re
from collections.abc import Sequence

from textkit.identifiers import ARTICLE, CIRCLED_CLASS
from textkit.morphology import content_tokens
from textkit.normalize import squash
from textkit.sentences import split_sentences
from textkit.stopwords import ENGLISH_STOPWORDS, KOREAN_SEARCH_LIGHT_WORDS

from .passages import CitablePassage

MAX_SENTENCES = 3
_MIN_LEN = 8
# Morphemes that appear in almost any sentence and say nothing about its topic.
_LIGHT = KOREAN_SEARCH_LIGHT_WORDS | ENGLISH_STOPWORDS
# A leading article header "제25조(휴학)" and paragraph marks ①…⑳ / "1." are structure, not content.
_HEADER = re.compile(r"^\s*(?:" + ARTICLE + r"\s*(?:\([^)]*\))?\s*)?(?:" + CIRCLED_CLASS + r"\s*|\d{1,2}\.\s+)?")
_ASKS_QUANTITY = re.compile(
    r"몇\s*(\S{1,3})|얼마|언제|기한|how (?:many|much|long)|\bwhen\b|deadline|maximum|minimum|최대|최소", re.I
)
_QUANTITY = re.compile(r"\d[\d,.]*\s*(?:[가-힣%]{1,3}|[a-zA-Z]{1,8})")


def extractive_answer(question: str, sources: Sequence[CitablePassage]) -> str:
    wanted = {t for t in content_tokens(question) if t not in _LIGHT}
    if not wanted:
        return ""
    candidates = [
        (rank, position, sentence, set(content_tokens(sentence)))
        for rank, source in enumerate(sources)
        for position, sentence in enumerate(_sentences(source.text))
    ]
    if not candidates:
        return ""
    idf = _idf(wanted, [tokens for *_, tokens in candidates])
    asks = _ASKS_QUANTITY.search(question)
    unit = asks.group(1) if asks and asks.group(1) else ""
    scored = []
    for rank, position, sentence, tokens in candidates:
        score = sum(idf[t] for t in wanted & tokens)
        if score == 0:
            continue
        if asks and _states_quantity(sentence, unit):
            score += max(idf.values())
        # Earlier-ranked passages and earlier sentences win ties.
        scored.append((score - 0.01 * rank - 0.001 * position, rank, position, sentence))
    if not scored:
        return ""
    scored.sort(key=lambda c: c[0], reverse=True)
    best = scored[0][0]
    chosen: list[tuple] = []
    said: set[str] = set()
    for c in scored:
        if c[0] < best * 0.6 or len(chosen) == MAX_SENTENCES:
            break
        key = squash(c[3])
        # A PDF repeats headers and boxed rules, sometimes with a label in front: say each sentence once.
        if not any(key in other or other in key for other in said):
            said.add(key)
            chosen.append(c)
    chosen.sort(key=lambda c: (c[1], c[2]))  # read in document order
    return " ".join(_cited(sentence, rank + 1) for _, rank, _, sentence in chosen)


def _sentences(text: str) -> list[str]:
    out = []
    for sentence in split_sentences(text):
        sentence = _HEADER.sub("", sentence, count=1).strip(" \t-•*")
        if len(sentence) >= _MIN_LEN and not sentence.startswith("#"):
            out.append(sentence)
    return out


def _idf(wanted: set[str], token_sets: list[set[str]]) -> dict[str, float]:
    n = len(token_sets)
    return {t: math.log(1 + n / (1 + sum(t in s for s in token_sets))) for t in wanted}


def _states_quantity(sentence: str, unit: str) -> bool:
    if unit:
        unit = unit.rstrip("?")[:1]  # "년까지" → "년": the counter is the first syllable
        return bool(re.search(rf"\d[\d,.]*\s*{re.escape(unit)}", sentence))
    return bool(_QUANTITY.search(sentence))


def _cited(sentence: str, number: int) -> str:
    """``sentence`` with its marker before the final punctuation: "…없다[†1]."."""
    sentence = sentence.rstrip()
    end = sentence[-1] if sentence[-1:] in ".!?。" else "."
    body = sentence[:-1] if sentence[-1:] in ".!?。" else sentence
    return f"{body}[†{number}]{end}"
