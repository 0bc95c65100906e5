"""The limit a table's column header gives the values under it.

"Event | Time limit | …" over "Half marathon | 3 h 15 min | …", "구분 | 최대 대여 기간" over "일반 | 14일": the cell
states the value, its header says the value is a maximum (or a minimum). Read without the header, "3 h 15 min" is
an exact value, and a claim's "a time limit of 15 h 15 min" (a maximum) looked borne out by it, since 3 h 15 min
lies within 15 h 15 min. Read with it, the two are two maximums of the same thing and are compared as such.

Only a cell whose one quantity has no comparison word of its own takes the header's limit; a header that says
both ("min / max") or neither gives none. Used by the entity layer (``checks.entities.source_entities``).
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from textkit.tables import cells, header_and_rows, is_row, is_separator

from .bounds import GE, LE

# Words of a column header that make its values limits. English as words; Korean as the nouns headers use.
_MAXIMUM = re.compile(r"\b(?:limits?|max(?:imum)?|cap|ceiling|up\s+to)\b|최대|상한|한도|최장|최고", re.I)
_MINIMUM = re.compile(r"\b(?:min(?:imum)?|at\s+least)\b|최소|하한|최저", re.I)


def _header_bound(header: str) -> str:
    upper, lower = bool(_MAXIMUM.search(header)), bool(_MINIMUM.search(header))
    if upper == lower:
        return ""
    return LE if upper else GE


def _lines(text: str):
    """(start offset, line) for every line of ``text``."""
    at = 0
    for ln in text.split("\n"):
        yield at, ln
        at += len(ln) + 1


def _cell_spans(line: str, start: int) -> list[tuple[int, int]]:
    """Where each cell of a table line lies in the text, in the order ``cells`` gives them."""
    bars = [i for i, ch in enumerate(line) if ch == "|"]
    edges = [-1] + bars + [len(line)]
    spans = [(start + a + 1, start + b) for a, b in zip(edges, edges[1:])]
    body = line.strip()
    if body.startswith("|"):
        spans = spans[1:]
    if body.endswith("|"):
        spans = spans[:-1]
    return spans


@lru_cache(maxsize=1024)
def limited_cells(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, bound) of every table cell of ``text`` whose column header makes its value a limit."""
    if "|" not in text:
        return ()
    out: list[tuple[int, int, str]] = []
    block: list[tuple[int, str]] = []
    for start, ln in list(_lines(text)) + [(len(text), "")]:
        if is_row(ln):
            block.append((start, ln))
            continue
        if len(block) >= 2:
            out += _block_cells(block)
        block = []
    return tuple(out)


def _block_cells(block: list[tuple[int, str]]) -> list[tuple[int, int, str]]:
    rows = [(start, ln, cells(ln)) for start, ln in block if not is_separator(cells(ln))]
    header, _ = header_and_rows([cells(ln) for _, ln in block])
    if header is None:
        return []
    bounds = [_header_bound(h) for h in header]
    if not any(bounds):
        return []
    out = []
    for start, ln, row in rows[1:]:
        spans = _cell_spans(ln, start)
        if len(row) != len(header) or len(spans) != len(row):
            continue
        out += [(a, b, bound) for (a, b), bound in zip(spans, bounds) if bound]
    return out


# Points in time and calendar values are not limited by a header word ("Latest check-in" is no "limit" word, and a
# "최대" over dates would be another reading); amounts, durations, counts and sizes are.
_POINTS = ("clocktime", "yearcal", "monthofyear", "dayofmonth", "date", "weekday")


def with_header_bounds(text: str, quantities: tuple) -> tuple:
    """``quantities`` of ``text`` with the limit of their column header, where a cell holds one exact quantity."""
    spans = limited_cells(text)
    if not spans:
        return quantities
    out = list(quantities)
    for a, b, bound in spans:
        inside = [i for i, q in enumerate(quantities) if a <= q.at[0] and q.at[1] <= b]
        if len(inside) != 1:
            continue
        q = quantities[inside[0]]
        if q.bound or q.dim in _POINTS:
            continue
        out[inside[0]] = replace(q, bound=bound, header=True)
    return tuple(out)
