"""From per-citation verdicts to statuses, the overall status, confidence, accuracy and reasoning.

A verdict becomes ``accurate``/``inaccurate`` only at or above the confidence threshold (0.7 by
default, set in the console); below it the citation is ``uncertain``. Trivial statements that were
skipped are left out of every score.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .models import (
    ACCURATE,
    GENERALIZED,
    INACCURATE,
    PARTIAL,
    REATTRIBUTED,
    REMOVED,
    UNCERTAIN,
    UNVERIFIED,
    VERIFIED,
    CitationResult,
    Verdict,
)


def status_of(verdict: Verdict, threshold: float) -> str:
    if verdict.supported is True and verdict.confidence >= threshold:
        return ACCURATE
    if verdict.supported is False and verdict.confidence >= threshold:
        return INACCURATE
    return UNCERTAIN


def overall(citations: Sequence[CitationResult]) -> tuple[str, float, float]:
    """(status, confidence, accuracy_rate) of an answer's citations."""
    checked = [c for c in citations if not c.skipped]
    if not checked:
        return UNVERIFIED, 0.0, 0.0
    accurate = sum(1 for c in checked if c.status == ACCURATE)
    holds = sum(1 for c in checked if c.status == ACCURATE or c.action == REATTRIBUTED)
    if accurate == len(checked):
        status = VERIFIED
    elif holds == 0:
        status = UNVERIFIED
    else:
        status = PARTIAL
    # How sure we are that the corrected answer's citations are right: a kept accurate citation or a
    # correction counts with its verdict's confidence; a kept uncertain one is a coin toss.
    parts = [0.5 if c.status == UNCERTAIN else c.confidence for c in checked]
    return status, round(sum(parts) / len(parts), 3), round(accurate / len(checked), 3)


def reasoning(citations: Sequence[CitationResult], status: str, llm_calls: int) -> str:
    checked = [c for c in citations if not c.skipped]
    if not checked:
        return "No citations to check."
    st = Counter(c.status for c in checked)
    act = Counter(c.action for c in checked)
    methods = Counter(c.method for c in checked if c.status != UNCERTAIN)
    parts = [f"{st[ACCURATE]}/{len(checked)} citations accurate"]
    for action, word in ((REMOVED, "removed"), (REATTRIBUTED, "re-attributed"), (GENERALIZED, "generalized")):
        if act[action]:
            parts.append(f"{act[action]} {word}")
    if st[UNCERTAIN]:
        parts.append(f"{st[UNCERTAIN]} uncertain")
    if methods:
        parts.append("decided by " + ", ".join(f"{m} {n}" for m, n in methods.most_common()))
    parts.append(f"{llm_calls} LLM call{'s' if llm_calls != 1 else ''}")
    return f"{status}: " + "; ".join(parts) + "."


__all__ = ["status_of", "overall", "reasoning", "ACCURATE", "INACCURATE", "UNCERTAIN"]
