"""A numbered name of the source put where the sentence that says the rest of the claim names another of its kind.

"A Harlund Level 2 certificate is enough for work on the converter" against "Work in the hub, on the converter and on
the pitch system needs a Harlund Level 3 certificate", in a source that names Level 2 elsewhere: the entity layer finds
"Level 2" in the source, so nothing is missing, yet the one sentence that says the rest of the claim names Level 3 in
that place. The numbered-name counterpart of ``displaced`` (figures): a claim that names one numbered thing of a kind
("Level 2", "Zone B3", "제2호") where the matching sentence names exactly one other of the same kind is inaccurate.

Only where the claim names one of that kind and the sentence one (a list or a range in either is left alone), and the
sentence holds the claim's words but ``OTHER_MISSING``: the claim is about what that sentence says.
"""
from __future__ import annotations

from ..normalize import extract
from .unsupported import is_figure

DISPLACED_COVERAGE = 0.75  # the sentence says most of the claim: it is the sentence the claim restates
OTHER_MISSING = 1  # words besides the number the sentence may lack ("enough" of "is enough for")


def displaced_name(claim: str, evidence: str, coverage: float, missing: tuple[str, ...]) -> str:
    """Why a numbered name of ``claim`` stands where ``evidence`` names another of its kind ("" when none does);
    ``coverage`` and ``missing``: how well ``evidence`` covers the claim's words."""
    if not evidence or coverage < DISPLACED_COVERAGE or sum(1 for t in missing if not is_figure(t)) > OTHER_MISSING:
        return ""
    said = extract(claim).numbered
    if not said:
        return ""
    stated = extract(evidence).numbered
    for head, first, last, _, _ in said:
        mine = [x for x in said if x[0] == head]
        theirs = [x for x in stated if x[0] == head]
        if len(mine) != 1 or len(theirs) != 1 or first != last or theirs[0][1] != theirs[0][2]:
            continue
        if theirs[0][1] != first:
            shown = evidence[theirs[0][3]:theirs[0][4]]
            return f"the source sentence names {shown} where the claim says {claim[mine[0][3]:mine[0][4]]}"
    return ""
