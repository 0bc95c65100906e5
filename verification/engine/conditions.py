"""How two sentences' conditions relate, read from their analyses (``analysis``): for the polarity checks.

"unless X" and "if … not X" are one condition (``same_condition``); "unless X" against "if X" is the condition
turned round (``opposite_condition``); a consequence "if X is not done" and an obligation X with the consequence
of breaking it are one condition too (``breach_condition``).
"""
from __future__ import annotations

from dataclasses import replace

from .analysis import Analysis


def same_condition(a: Analysis, b: Analysis) -> bool:
    """One side says "unless X" where the other says "if … not X" (either way round)."""
    return bool((a.unless & b.if_not) or (b.unless & a.if_not))


def opposite_condition(a: Analysis, b: Analysis) -> bool:
    """One side says "unless X" where the other says "if X": the condition turned round."""
    return not same_condition(a, b) and bool((a.unless & (b.if_yes - b.unless)) or (b.unless & (a.if_yes - a.unless)))


# "…하여야 하며, 이를 위반한 경우 …", "must be paid …, or you lose …": the obligation not met is the condition.
_BREACH = frozenset({"위반", "어기다", "불이행", "violat", "breach"})


def breach_condition(claim: Analysis, window: Analysis) -> tuple[Analysis, Analysis]:
    """One side states a consequence "if X is not done" ("알리지 않으면 해지할 수 있다"), the other the obligation X
    and the consequence of breaking it ("알려야 하며, 이를 위반한 경우 해지할 수 있다") or of not doing it ("must be paid
    by June 6 or you lose your place" / "those who have not paid … lose their place"): one condition. The pair with
    that condition's negation (and the breach word) taken out of both, so that what is left — the consequence — is
    compared as usual ("알리지 않으면 해지할 수 없다" still denies it); the pair unchanged when there is none."""
    pair = [claim, window]
    for i, j in ((0, 1), (1, 0)):
        a, b = pair[i], pair[j]
        if b.deontic and b.negative_words & _BREACH and a.if_not & a.negated & b.positive:
            pair[i] = _affirmed(a, a.if_not & a.negated)
            pair[j] = replace(b, negative_words=b.negative_words - _BREACH)
            return pair[0], pair[1]
        if a.unless and a.deontic and a.unless & b.negated:
            pair[j] = _affirmed(b, a.unless & b.negated)
            return pair[0], pair[1]
    return claim, window


def _affirmed(a: Analysis, words: frozenset[str]) -> Analysis:
    return replace(a, negated=a.negated - words, positive=a.positive | words, negations=max(0, a.negations - 1))
