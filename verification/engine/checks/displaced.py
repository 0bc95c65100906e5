"""A value of the source put where the sentence that says the rest of the claim states another of its kind.

"You have 30 days to send a signed proof of loss" against "Send a signed proof of loss within 60 days of our
request", in a source that gives 30 days elsewhere: the entity layer finds "30 days" in the source, so no value is
missing, yet the one sentence that says every other word of the claim gives 60 days in that place. A value the claim
states where the matching source sentence states a different value of the same kind is inaccurate.

Only where the claim states one value of that kind and the sentence one (a range, a pair of figures or a table row
of several is left to the layers that read roles and columns), and the sentence holds every other word of the claim
but one: the claim is about what that sentence says.
"""
from __future__ import annotations

from ..normalize import Quantity, extract
from .unsupported import is_figure
from .value_agreement import same

DISPLACED_COVERAGE = 0.75  # the sentence says most of the claim: it is the sentence the claim restates
OTHER_MISSING = 1  # words besides the figure the sentence may lack (a name the source says as "we": "Harrowgate")


def _of_kind(quantities: tuple[Quantity, ...], dim: str) -> list[Quantity]:
    """Every quantity of ``quantities`` of the kind ``dim``."""
    return [x for x in quantities if x.dim == dim]


def displaced_value(claim: str, evidence: str, matched: tuple[str, ...], coverage: float,
                    missing: tuple[str, ...]) -> str:
    """Why a value of the claim (one the source states elsewhere: ``matched``) stands where ``evidence`` states another
    of its kind ("" when none does); ``coverage`` and ``missing``: how well ``evidence`` covers the claim's words."""
    if not matched or not evidence or coverage < DISPLACED_COVERAGE:
        return ""
    if not any(is_figure(t) for t in missing) or sum(1 for t in missing if not is_figure(t)) > OTHER_MISSING:
        return ""
    said = extract(claim).quantities
    stated = extract(evidence).quantities
    for q in said:
        if q.raw not in matched:
            continue
        mine, theirs = _of_kind(said, q.dim), _of_kind(stated, q.dim)
        if len(mine) != 1 or len(theirs) != 1 or same(q, theirs[0]):
            continue
        return f"the source sentence gives {theirs[0].raw} where the claim says {q.raw}"
    return ""
