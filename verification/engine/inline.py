"""Regulation references that are part of what a statement says, not citations of it.

"미납 학생은 「학칙」 제28조에 따라 처리한다[†1]" quotes a rule of the cited source, which itself refers
to 「학칙」 제28조: the reference is content. It is checked with its statement (the [†1] claim, which
keeps the reference) and never rewritten — generalizing or re-attributing it would change what the
source says. A reference is content when a source's text mentions it (name and article together, as a
cross-reference, not as the source's own title) and either a numbered citation later in the same
sentence governs it, or the sentence as written is supported by such a source.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from textkit.identifiers import article_parts
from textkit.normalize import squash
from textkit.sentences import sentence_spans

from .checks.claim import check_claim
from .checks.structural import resolve
from .claims import clean_statement
from .models import BRACKET, DAGGER, REFERENCE, REGULATION, Marker, Source


def _pattern(marker: Marker) -> re.Pattern:
    name = r"\s*".join(re.escape(ch) for ch in squash(marker.regulation))
    number, sub = article_parts(marker.article)
    tail = rf"\s*의\s*{sub}(?!\d)" if sub else r"(?!\s*의\s*\d)(?!\d)"
    return re.compile(rf"[「『]?\s*{name}\s*[」』]?\s*(?:의\s*)?제\s*{number}\s*조{tail}")


def mentioning(marker: Marker, sources: Sequence[Source]) -> list[int]:
    """1-based indexes of the sources whose text mentions the marker's regulation and article."""
    if marker.form != REGULATION or not marker.regulation or not marker.article:
        return []
    pat = _pattern(marker)
    return [i for i, s in enumerate(sources, 1) if pat.search(s.text)]


def governed(answer: str, markers: Sequence[Marker], sources: Sequence[Source], body_end: int) -> dict[int, int]:
    """marker.order -> group id of the numbered citation that governs a regulation reference quoted in its
    statement: the reference comes first in the sentence, the citation closes it, a source mentions the
    reference, and no source is that regulation's article (then it is a citation, checked as such).
    Those references are left out of claim extraction: the statement keeps them."""
    spans = sentence_spans(answer, 0, body_end)
    out: dict[int, int] = {}
    for m in markers:
        if m.form != REGULATION:
            continue
        sent = next(((a, b) for a, b in spans if a <= m.span[0] < b), None)
        if sent is None:
            continue
        closing = [x for x in markers if x.form in (DAGGER, BRACKET, REFERENCE)
                   and m.span[1] <= x.span[0] and x.span[0] < sent[1]]
        if not closing:
            continue
        if mentioning(m, sources) and resolve(m, sources).verdict is not None:
            out[m.order] = closing[0].group
    return out


def quoted_support(answer: str, marker: Marker, sentence: tuple[int, int], sources: Sequence[Source],
                   thr: float) -> tuple[int, object] | None:
    """(source index, verdict) when a source that mentions the reference supports the sentence as written."""
    from .scoring import ACCURATE, status_of

    text = clean_statement(answer[sentence[0]:sentence[1]])
    best = None
    for i in mentioning(marker, sources):
        v = check_claim(text, sources[i - 1].text, sources[i - 1].article)
        if status_of(v, thr) == ACCURATE and (best is None or v.confidence > best[1].confidence):
            best = (i, v)
    return best
