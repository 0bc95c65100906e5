"""The references of a verified answer: for each kept citation, where its support is and what it says.

An excerpt is always the source's own sentence (or sentences) that the verdict rests on — never the
claim, a judge's paraphrase or a sentence of another source — at least ``min_excerpt_length`` long.
References are listed by number, one per (number, excerpt).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from textkit.normalize import squash

from .checks.lexical import best_evidence, source_sentences
from .correction import excerpt
from .models import REATTRIBUTED, Reference, Source
from .reattribution import Work


def _long_enough(text: str, src: Source, minimum: int) -> str:
    """Extend a too-short excerpt ("② 2년.") with the source sentences that follow it."""
    if len(text) >= minimum:
        return text
    sentences = list(source_sentences(src.text))
    for i, s in enumerate(sentences):
        if text and (text in s or s in text):
            out = s
            for nxt in sentences[i + 1:]:
                if len(out) >= minimum:
                    break
                out += " " + nxt
            return excerpt(out)
    return text


def source_passage(quote: str, src: Source) -> str:
    """The source sentence(s) holding ``quote`` (a judge's quote may be a fragment), or "" if none does."""
    q = squash(quote).rstrip("…").strip("\"'“”")
    if len(q) < 2:
        return ""
    for window, squashed in _windows(src.text):
        if q in squashed:
            return window
    return ""


def prepare_passages(text: str) -> None:
    """Read a source's runs of sentences ahead of verification (see ``prepare_sources``): what a reference's quote is
    looked up in."""
    _windows(text)


@lru_cache(maxsize=1024)
def _windows(text: str) -> tuple[tuple[str, str], ...]:
    """Runs of one, two and three sentences of ``text``, in that order, each with its squashed form (per source,
    not per quote)."""
    sentences = source_sentences(text)  # bullets ("②") stripped, as evidence windows are
    out = []
    for size in (1, 2, 3):
        for i in range(len(sentences) - size + 1):
            window = " ".join(sentences[i:i + size])
            out.append((window, squash(window)))
    return tuple(out)


def reference_excerpt(evidence: str, claim: str, src: Source, minimum: int) -> str:
    """What a reference quotes: the evidence sentence as the source writes it (never the claim or a
    paraphrase; when the verdict's evidence is not in this source, the source's best-matching
    sentence), extended to at least ``minimum`` characters."""
    text = source_passage(evidence, src) if evidence else ""
    if not text:
        text = best_evidence(claim, src.text) if claim.strip() else ""
    if not text:
        text = src.text
    return _long_enough(excerpt(text), src, minimum)


def build_references(works: list[Work], actions: dict, numbers: dict, sources: Sequence[Source],
                     min_excerpt: int = 0) -> list[Reference]:
    """One reference per (number, excerpt), ordered by number (then by first appearance)."""
    refs: list[Reference] = []
    seen: set[tuple[int, str]] = set()
    for w in sorted(works, key=lambda w: (numbers.get(w.marker.order, 10**6), w.marker.order)):
        n = numbers.get(w.marker.order)
        if n is None:
            continue
        idx = w.new_source if actions[w.marker.order] == REATTRIBUTED else w.target.source_index
        src = sources[idx - 1]
        v = w.new_verdict if actions[w.marker.order] == REATTRIBUTED and w.new_verdict else w.verdict
        text = reference_excerpt(v.evidence or (w.target.scope if idx == w.target.source_index else ""),
                                 w.claim.text, src, min_excerpt)
        if (n, text) in seen:
            continue
        seen.add((n, text))
        article = w.new_article or w.target.article or src.article
        refs.append(Reference(n, idx, src.title, src.file, src.page, src.url, text, article))
    return refs
