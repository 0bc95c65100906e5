"""Extractive answers: without a model, answer with the source sentences that best match the question.

Each chosen sentence is quoted from its passage and cited with [†N], so what the verification engine
checks is the documents' own wording. Sentences are scored by how many of the question's content
morphemes they contain (particles and endings ignored), favouring earlier-ranked passages on ties.
"""
from __future__ import annotations

import re
from typing import Sequence

from verification.engine import Source
from verification.engine.morph import content_tokens

MAX_SENTENCES = 3
# Split after Korean/English sentence ends, and at line breaks (regulation paragraphs ①②, list items).
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|(?<=다\.)|\n+")
_MIN_LEN = 8


def sentences(text: str) -> list[str]:
    parts = [p.strip(" \t-•*") for p in _SENTENCE_END.split(text)]
    return [p for p in parts if len(p) >= _MIN_LEN]


def extractive_answer(question: str, sources: Sequence[Source]) -> str:
    wanted = set(content_tokens(question))
    if not wanted:
        return ""
    candidates: list[tuple[float, int, int, str]] = []
    for rank, source in enumerate(sources):
        for position, sentence in enumerate(sentences(source.text)):
            tokens = set(content_tokens(sentence))
            overlap = len(wanted & tokens)
            if overlap == 0:
                continue
            # Coverage of the question, lightly penalising later passages and later sentences.
            score = overlap / len(wanted) - 0.02 * rank - 0.001 * position
            candidates.append((score, rank, position, sentence))
    if not candidates:
        return ""
    candidates.sort(key=lambda c: c[0], reverse=True)
    best = candidates[0][0]
    chosen = [c for c in candidates if c[0] >= best * 0.6][:MAX_SENTENCES]
    chosen.sort(key=lambda c: (c[1], c[2]))  # read in document order
    return " ".join(_cited(sentence, rank + 1) for _, rank, _, sentence in chosen)


def _cited(sentence: str, number: int) -> str:
    """``sentence`` with its marker before the final punctuation: "…없다[†1]."."""
    sentence = sentence.rstrip()
    end = sentence[-1] if sentence[-1:] in ".!?。" else "."
    body = sentence[:-1] if sentence[-1:] in ".!?。" else sentence
    return f"{body}[†{number}]{end}"
