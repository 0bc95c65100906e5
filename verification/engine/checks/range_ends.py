"""A range whose one end the claim moves: the sentence the claim restates gives the same start and another end.

"잔여석 수강신청은 2월 13일 10:00부터 15:00까지" against the row "| 2026. 2. 13.(금) | 10:00 ~ 14:00 |"; "Night patrols run
from 22:30 to 10:00 the next day" against "22:30 ~ 다음 날 08:00". The claim states a range of one kind (two clock
times, two amounts, two durations joined by ~, 부터 … 까지, from … to, between … and); the compared sentence states a
range of that kind with one end the same in the same place (start with start, end with end) and the other end another
value, and the claim's other end is stated nowhere in the cited source. The claim then states a different value of the
same kind in the same role: inaccurate. A range the sentence states as the claim does (any of its rows: a table of
opening hours per day) settles nothing here; nor does an end the source states elsewhere (a break "12:00 ~ 13:00"
inside the hours "09:00 ~ 17:30", Saturday's hours in the next sentence).
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..normalize import Quantity, extract
from .value_agreement import same

# What joins the two ends of a range, written between them (a date or a word may stand there too: "8월 3일 09:00 ~
# 8월 21일 18:00", "22:30 ~ 다음 날 08:00").
_JOIN = re.compile(r"~|～|–|—|(?<=\d)\s*-\s*(?=\d)|부터|에서|\b(?:to|until|till|through)\b", re.IGNORECASE)
# "and" (와/과) joins two ends only in "between A and B" / "A와 B 사이"; elsewhere it lists two values ("at 10:00
# and 14:00", "adults pay 10 euros and children 5 euros").
_AND = re.compile(r"\band\b|^\s*(?:와|과)(?=\s|$)", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+\S{0,3}$", re.IGNORECASE)
_BETWEEN_AFTER = re.compile(r"^\S{0,3}\s*사이")
MAX_GAP = 24  # characters between the two ends
# Kinds a range is read of: calendar parts are dates, compared whole by the entity layer.
_SKIPPED = frozenset({"yearcal", "monthofyear", "relday"})


@lru_cache(maxsize=4096)
def ranges(text: str) -> tuple[tuple[Quantity, Quantity], ...]:
    """The (start, end) pairs of ``text``: two values of one kind in a row, joined by a range word."""
    qs = [q for q in extract(text).quantities if q.dim not in _SKIPPED and not (q.dim == "clocktime" and q.ambiguous)]
    out = []
    for a, b in zip(qs, qs[1:]):
        if a.dim != b.dim or b.at[0] <= a.at[1]:
            continue
        gap = text[a.at[1]:b.at[0]]
        if len(gap) > MAX_GAP or a.value == b.value:
            continue
        joined = _JOIN.search(gap) or (_AND.search(gap) and (_BETWEEN_BEFORE.search(text[:a.at[0]])
                                                            or _BETWEEN_AFTER.search(text[b.at[1]:])))
        # A range of amounts or durations runs upwards; only a clock time wraps round ("22:30 ~ 08:00").
        if joined and (a.dim == "clocktime" or a.value < b.value):
            out.append((a, b))
    return tuple(out)


def moved_end(claim: str, evidence: str, source: str) -> str | None:
    """"the claim's range A–B (source: A–C)" when the claim keeps one end of the ``evidence``'s range and moves the
    other to a value the cited ``source`` does not state anywhere (see the module docstring); else None."""
    mine = ranges(claim)
    if not mine or not evidence:
        return None
    theirs = ranges(evidence)
    if not theirs:
        return None
    written = extract(source).quantities + extract(evidence).quantities
    for a, b in mine:
        if any(same(a, x) and same(b, y) for x, y in theirs):
            continue
        for x, y in theirs:
            if x.dim != a.dim:
                continue
            kept_start, kept_end = same(a, x) and not same(b, y), same(b, y) and not same(a, x)
            moved = b if kept_start else a if kept_end else None
            if moved is None or any(same(moved, s) for s in written):
                continue
            return f"the claim's range {a.raw}–{b.raw} (source: {x.raw}–{y.raw})"
    return None
