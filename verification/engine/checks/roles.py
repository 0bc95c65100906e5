"""Layer 3b: the claim relates the source's participants the other way round.

A claim that exchanges two participants between the parts of its source's relation ("the 42 V bus dropped
below 48 V" for "the 48 V bus dropped below 42 V"; 입학금/수업료 swapped between the clauses that say how each
is charged) covers every word of the source and so reads as supported. ``roles.find_swap`` reads which part
each participant belongs to; an exchange is a contradiction.
"""
from __future__ import annotations

from ..models import LEXICAL, Verdict
from ..roles import find_swap

# Below this coverage the claim is not a restatement of the evidence window, and the window's parts say
# little about the claim's.
MIN_COVERAGE = 0.7


def role_verdict(claim: str, verdict: Verdict) -> Verdict | None:
    """A contradiction when ``claim`` exchanges two participants of ``verdict``'s evidence, else None."""
    if verdict.supported is False or not verdict.evidence or (verdict.coverage or 0.0) < MIN_COVERAGE:
        return None
    swap = find_swap(claim, verdict.evidence)
    if swap is None:
        return None
    return Verdict(False, 0.85, LEXICAL, f"Contradicted: roles exchanged — {swap.describe()}.", verdict.evidence,
                   verdict.coverage, contradicts=True)
