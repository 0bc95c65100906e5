"""Layer 2: numbers, dates, amounts, codes, article numbers and names of a claim against its source.

A claim value that the source does not contain while the source states another value of the same
kind (another number of days, another error code, another article) is the clearest sign of a wrong
citation or a wrong claim, and is decided here as inaccurate. A value the source does not mention at
all decides nothing by itself, but it stops the lexical layer from calling the claim supported.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import ENTITY, Verdict
from ..normalize import Entities, Quantity, consistent, extract, name_in
from ..text import squash

# How sure a conflict makes us. Quantities and codes are unambiguous once normalized; names can be
# spelled differently in a source (transliteration), so a missing name is only "absent".
_ANY_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
QUANTITY_CONFLICT = 0.92
CODE_CONFLICT = 0.9
ARTICLE_CONFLICT = 0.85


@dataclass(frozen=True)
class EntityReport:
    conflicts: tuple[str, ...]  # human-readable, e.g. "15일 (source: 14일)"
    absent: tuple[str, ...]  # claim values the source does not mention
    matched: tuple[str, ...]
    confidence: float  # of the strongest conflict, 0 when none

    def verdict(self, evidence: str = "") -> Verdict | None:
        if not self.conflicts:
            return None
        return Verdict(False, self.confidence, ENTITY, "Mismatch with the source: " + "; ".join(self.conflicts), evidence)


def _same(a: Quantity, b: Quantity) -> bool:
    return a.dim == b.dim and abs(a.value - b.value) <= 1e-6 * max(1.0, abs(a.value))


def compare(claim: Entities, source: Entities, source_text: str, source_articles: tuple[str, ...] = ()) -> EntityReport:
    """Compare the claim's entities with the source's (``source_articles``: article metadata)."""
    conflicts: list[str] = []
    absent: list[str] = []
    matched: list[str] = []
    conf = 0.0
    seen: set[tuple[str, float]] = set()
    for q in claim.quantities:
        if (q.dim, q.value) in seen:
            continue
        seen.add((q.dim, q.value))
        if any(_same(q, s) for s in source.quantities):
            matched.append(q.raw)
            continue
        same_dim = [s for s in source.quantities if s.dim == q.dim]
        if q.bound and any(consistent(q, s.value) for s in same_dim if not s.bound):
            matched.append(q.raw)  # "100명 이상" is borne out by "160명" (not by another bound: "3.5 이상")
            continue
        others = [s.raw for s in same_dim]
        if others:
            conflicts.append(f"{q.raw} (source: {', '.join(dict.fromkeys(others[:3]))})")
            conf = max(conf, QUANTITY_CONFLICT)
        elif q.value in source.bare:
            matched.append(q.raw)  # the source states the number without the unit ("표 3")
        else:
            absent.append(q.raw)
    for code in sorted(claim.codes):
        if code in source.codes:
            matched.append(code)
        elif source.codes:
            conflicts.append(f"{code} (source: {', '.join(sorted(source.codes)[:3])})")
            conf = max(conf, CODE_CONFLICT)
        else:
            absent.append(code)
    src_articles = set(source.articles) | {a for a in source_articles if a}
    for art in sorted(claim.articles):
        label = "제" + art.replace("-", "조의") + ("조" if "-" not in art else "")
        if art in src_articles:
            matched.append(label)
        elif src_articles:
            conflicts.append(f"{label} (source: {', '.join(sorted(src_articles)[:3])})")
            conf = max(conf, ARTICLE_CONFLICT)
        else:
            absent.append(label)
    # Unit-less numbers: absent ones stop a lexical pass ("3회" may be written "3"), never conflict.
    numbers = set(source.bare) | {q.value for q in source.quantities} | {float(n.replace(",", "")) for n in
                                                                          _ANY_NUMBER.findall(source_text)}
    for value in sorted(claim.bare):
        if value not in numbers:
            absent.append(f"{value:g}")
    squashed = squash(source_text)
    for name in sorted(claim.names):
        (matched if name_in(name, squashed) else absent).append(name)
    return EntityReport(tuple(conflicts), tuple(absent), tuple(matched), conf)


def check_entities(claim_text: str, source_text: str, *, claim_names: tuple[str, ...] = (),
                   source_articles: tuple[str, ...] = ()) -> EntityReport:
    """Layer 2 on one claim/source pair."""
    return compare(extract(claim_text, claim_names), source_entities(source_text), source_text, source_articles)


_CACHE: dict[str, Entities] = {}


def source_entities(text: str) -> Entities:
    # Sources are re-checked for every claim citing them; extraction is regex work worth keeping.
    hit = _CACHE.get(text)
    if hit is None:
        if len(_CACHE) > 4096:
            _CACHE.clear()
        hit = _CACHE[text] = extract(text)
    return hit
