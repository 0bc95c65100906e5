"""ALCE precision for multi-citation sentences, and re-attribution of wrong citations.

A sentence citing several sources keeps a citation only if it helps: ALCE's precision rule drops
citation c when c alone does not support the claim and the others do without it, and keeps all of
them when only their union supports it. A claim whose cited source does not hold it is moved to a
given source that does (same checks), instead of losing its citation.
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from textkit.identifiers import ARTICLE, ARTICLE_RE, article_label

from .checks.claim import check_claim, check_claim_joint, may_support
from .checks.entities import EntityReport, check_entities
from .checks.lexical import Support, _bigrams, best_support
from .checks.structural import Target, title_matches
from .checks.unsupported import specific_value
from .models import (
    ACCURATE,
    BRACKET,
    CITE,
    DAGGER,
    LEXICAL,
    REFERENCE,
    REGULATION,
    UNCERTAIN,
    Claim,
    Marker,
    Source,
    Verdict,
)
from .scoring import status_of

WEAK_COVERAGE = 0.5  # an undecided citation this weak loses to a source that clearly supports the claim
# Otherwise an undecided citation only gives way to a source that supports the claim decisively: one
# covering it this much more with a confident verdict …
WEAK_MARGIN = 0.3
CONFIDENT = 0.85
# … or one stating it near-verbatim and covering it somewhat more. An accurate citation never moves.
DECISIVE_CONFIDENCE = 0.93
DECISIVE_MARGIN = 0.15
# A prefilter, cheaper than analysing every source: one that supports a claim shares at least a third of its
# character pairs even when it words the claim otherwise (a half missed reworded Korean sources).
MIN_BIGRAM_SHARE = 0.35
# A cited source covering less than WEAK_COVERAGE of a claim is the wrong one when another given source
# states the claim nearly whole: this much of its words in one place, every value it states, the same
# polarity, nothing contradicting it. That source may still word it otherwise than the claim (so it is not
# "accurate" on its own), but it is where the claim comes from.
NEAR_COVERAGE = 0.8
# When the cited source states none of the claim's values, a source stating all of them needs only this much of
# the claim's words (values are what a claim is most about; a faithful citation always states them).
VALUES_NEAR_COVERAGE = 0.5
# A cited source holding less than this of the claim is a stray citation when exactly one other given source
# holds NEAR_COVERAGE of it, this much more, with all its values (``only_other``).
STRAY_COVERAGE = 0.4
STRAY_MARGIN = 0.4
# An article heading in a source: "제25조(휴학)".
_ARTICLE_HEADING = re.compile(ARTICLE + r"\s*[\(（]")


@dataclass
class Work:
    """Mutable working state of one marker inside the pipeline (never returned)."""

    marker: Marker
    claim: Claim
    target: Target
    verdict: Verdict
    skipped: bool = False
    new_source: int | None = None
    new_verdict: Verdict | None = None
    new_article: str = ""
    caption_at: int | None = None
    caption: str = ""
    governed_by: int | None = None  # group of the citation whose statement quotes this regulation reference


def best_other(claim: str, sources: Sequence[Source], exclude: set[int], thr: float,
               regulation: str = "") -> tuple[int, Verdict] | None:
    """The other source that supports the claim best (highest confidence, then coverage), if any does.

    ``regulation``: for a 「규정명」 reference, only sources of that regulation qualify — a re-attributed
    reference may name another article of the regulation, never another regulation.
    """
    best = None
    for i, _s, v in _candidates(claim, sources, exclude, regulation, may_be_supported=True):
        if status_of(v, thr) != ACCURATE:
            continue
        if best is None or (v.confidence, v.coverage or 0.0) > (best[1].confidence, best[1].coverage or 0.0):
            best = (i, v)
    return best


def _candidates(claim: str, sources: Sequence[Source], exclude: set[int], regulation: str = "", *,
                may_be_supported: bool = False) -> Iterator[tuple[int, Source, Verdict]]:
    """(number, source, the claim checked against it) of the other given sources that share enough of the
    claim's wording to be worth checking (MIN_BIGRAM_SHARE of its bigrams); with ``regulation``, only that
    regulation's sources; with ``may_be_supported`` (``best_other``, which wants a source that supports the
    claim), only sources with a window that comes near enough for the full check to find it supported."""
    cb = _bigrams(claim)
    for i, s in enumerate(sources, 1):
        if i in exclude or not s.text.strip():
            continue
        if regulation and not title_matches(regulation, s):
            continue
        if cb and len(cb & _bigrams(s.text)) < MIN_BIGRAM_SHARE * len(cb):
            continue
        if may_be_supported and not may_support(claim, s.text, s.title):
            continue  # no window comes near: ``check_claim`` could not find it supported
        yield i, s, check_claim(claim, s.text, s.article, s.title)


@lru_cache(maxsize=1024)
def _entities(claim: str, text: str) -> EntityReport:
    """The entity layer on one claim and one whole source, once per pair: ``near_other``, ``only_other``, the
    cited-text test and ALCE ask it of the same pairs."""
    return check_entities(claim, text)


@lru_cache(maxsize=1024)
def _support(claim: str, text: str, title: str) -> Support:
    """The window of a whole source that best covers the claim, once per (claim, source)."""
    return best_support(claim, text, context=title)


def near_other(claim: str, sources: Sequence[Source], exclude: set[int], thr: float,
               by_values: bool = False) -> tuple[int, Verdict] | None:
    """The other given source that states the claim nearly whole (see NEAR_COVERAGE), when exactly one does:
    two such sources leave the choice to the judge. ``by_values``: the cited source states none of the claim's
    values; a source stating them all and VALUES_NEAR_COVERAGE of its words will do."""
    floor = VALUES_NEAR_COVERAGE if by_values else NEAR_COVERAGE
    found = []
    for i, s, v in _candidates(claim, sources, exclude):
        if status_of(v, thr) == ACCURATE:
            found.append((i, v))
            continue
        if v.supported is not None or (v.coverage or 0.0) < floor:
            continue
        report = _entities(claim, s.text)
        if report.absent_values or report.conflicts or report.opposed:
            continue
        if (v.coverage or 0.0) < NEAR_COVERAGE and not report.matched_values:
            continue
        sup = _support(claim, s.text, s.title)
        if sup.polarity or sup.signals or sup.modality or not sup.same_language:
            continue
        found.append((i, v))
    return found[0] if len(found) == 1 else None


def only_other(claim: str, sources: Sequence[Source], exclude: set[int], cov: float) -> tuple[int, Verdict] | None:
    """The one other given source that holds nearly all the claim's words, every value it states and nothing
    against them, where the cited one holds little of it (below STRAY_COVERAGE): the claim comes from there,
    however it words what the polarity and modality layers could not settle ("하나만 교체하지 말고 쌍으로
    교체" against "쌍으로 교체하십시오"). None when no source, or more than one, does."""
    found = []
    for i, s, v in _candidates(claim, sources, exclude):
        if v.supported is False or (v.coverage or 0.0) < NEAR_COVERAGE or (v.coverage or 0.0) - cov < STRAY_MARGIN:
            continue
        report = _entities(claim, s.text)
        if report.absent_values or report.conflicts or report.opposed:
            continue
        if not _support(claim, s.text, s.title).same_language:
            continue
        found.append((i, v))
    return found[0] if len(found) == 1 else None


def _values_unstated(claim: str, scope: str) -> bool:
    """The cited text states none of the claim's values (and the claim has one a source would give in figures)."""
    report = _entities(claim, scope)
    return not report.matched_values and any(specific_value(v) for v in report.absent_values)


def _clearly_better(cov: float, other: Verdict) -> bool:
    """Whether a supporting source beats an undecided cited one that covers ``cov`` of the claim."""
    gain = (other.coverage or 1.0) - cov
    return (cov < WEAK_COVERAGE or (other.confidence >= CONFIDENT and gain >= WEAK_MARGIN)
            or (other.confidence >= DECISIVE_CONFIDENCE and gain >= DECISIVE_MARGIN))


def article_of(evidence: str, src: Source) -> str:
    """The article of ``src`` whose text holds ``evidence`` (for re-attributing a regulation reference)."""
    own = ARTICLE_RE.match(src.article.strip()) if src.article else None
    if own:
        return article_label(*own.groups())
    at = src.text.find(evidence[:40]) if evidence else -1
    heads = [m for m in _ARTICLE_HEADING.finditer(src.text) if at < 0 or m.start() <= at]
    return article_label(*heads[-1].groups()) if heads else ""


def apply_alce(works: list[Work], sources: Sequence[Source], thr: float) -> None:
    """ALCE precision for sentences citing several sources: keep joint support, drop what adds nothing."""
    groups: dict[int, list[Work]] = {}
    for w in works:
        groups.setdefault(w.marker.group, []).append(w)
    for ws in groups.values():
        live = [w for w in ws if w.target.verdict is None and not w.skipped and w.target.source_index]
        if len({w.target.source_index for w in live}) < 2:
            continue
        if any(status_of(w.verdict, thr) == ACCURATE for w in live):
            # Others support the claim; a member that barely covers it, or lacks a value the claim
            # states, adds nothing (ALCE precision).
            for w in live:
                if status_of(w.verdict, thr) == UNCERTAIN and w.verdict.method != "llm" and (
                        (w.verdict.coverage or 0.0) < WEAK_COVERAGE
                        or _entities(w.claim.text, w.target.scope).absent_values):
                    w.verdict = Verdict(False, max(thr, 0.75), w.verdict.method,
                                        "Dropped (ALCE precision): this source alone does not support the claim and "
                                        "the other citations do without it.", w.verdict.evidence, w.verdict.coverage)
            continue
        if any(w.verdict.method in ("entity",) for w in live):
            continue  # a contradicted value is not rescued by other sources

        def scopes(idx: set[int]) -> tuple[tuple[str, str, str], ...]:
            return tuple((sources[i - 1].text, sources[i - 1].article, sources[i - 1].title) for i in sorted(idx))

        v = check_claim_joint(live[0].claim.text, scopes({w.target.source_index for w in live}))
        if status_of(v, thr) != ACCURATE:
            continue
        for w in live:
            others = {x.target.source_index for x in live if x is not w} - {w.target.source_index}
            without = check_claim_joint(w.claim.text, scopes(others)) if others else None
            if without is not None and status_of(without, thr) == ACCURATE and status_of(w.verdict, thr) != ACCURATE:
                w.verdict = Verdict(False, without.confidence, v.method,
                                    "Dropped (ALCE precision): this source alone does not support the claim and "
                                    "the other citations do without it.", w.verdict.evidence)
            else:
                w.verdict = Verdict(True, v.confidence, v.method,
                                    "Supported jointly with the other sources cited for this sentence.", v.evidence)


def weak_citation(w: Work, works: list[Work], sources: Sequence[Source], thr: float) -> None:
    """Move an undecided citation to a source that supports its claim decisively (see ``_clearly_better``)."""
    if status_of(w.verdict, thr) != UNCERTAIN:
        return  # an accurate citation stays; an inaccurate one is re-attributed after the judge
    cov = w.verdict.coverage or 0.0
    group = {x.target.source_index for x in works if x.marker.group == w.marker.group and x.target.source_index}
    if w.marker.form in (REGULATION, REFERENCE) and w.target.article:
        # Another article (of the same regulation or another source) may hold the claim.
        other = best_other(w.claim.text, sources, set(), thr, w.marker.regulation)
        if other is None:
            return
        art = article_of(other[1].evidence, sources[other[0] - 1])
        if not art or (art == w.target.article and other[0] == w.target.source_index):
            return
        if not _clearly_better(cov, other[1]):
            return
        w.new_article = art
    else:
        if w.marker.form not in (DAGGER, BRACKET, CITE):
            return
        other = best_other(w.claim.text, sources, group, thr)
        if other is None or not _clearly_better(cov, other[1]):
            # The cited source covers little of the claim, or states none of its values: it loses to the one
            # given source that states the claim nearly whole, values included.
            lacking = _values_unstated(w.claim.text, w.target.scope)
            if cov >= WEAK_COVERAGE and not lacking:
                return
            other = near_other(w.claim.text, sources, group, thr, by_values=lacking)
            if other is None and cov < STRAY_COVERAGE:
                other = only_other(w.claim.text, sources, group, cov)
            if other is None or (not lacking and (other[1].coverage or 0.0) <= cov):
                return
    w.verdict = Verdict(False, max(thr, 0.8), LEXICAL,
                        f"The cited {'article' if w.new_article else 'source'} covers only {cov:.0%} of the claim; "
                        f"source {other[0]} supports it.", w.verdict.evidence, w.verdict.coverage)
    w.new_source, w.new_verdict = other


