"""A table value put under another column: "10~12월에는 92.4%까지 떨어졌다" where the source's table gives 92.4%
under 7~9월 and 86.1% under 10~12월.

A table binds each value to its row and its column. A claim that names one column of the table (its header as
written), not the column that holds the claim's value, and whose value the source's table holds in exactly one
cell, states that value of the other column; when the cell of the named column in the same row holds a
different value of the same unit, the claim contradicts the table. Read from the table's own header row: no
word list, and a claim that names the value's own column too (a comparison of two columns) is never read so.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit.normalize import squash
from textkit.tables import cells, is_separator, pipe_blocks

from .normalize import NUMBER, number_value

MIN_HEADER_CHARS = 2  # a header this short ("A", "%") names nothing reliably


@dataclass(frozen=True)
class Cell:
    value: float
    unit: str  # the cell without its number: "%", "USD", "건"
    text: str = ""  # as written


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]  # squashed, lower-cased
    shown: tuple[str, ...]  # as written
    rows: tuple[tuple[Cell | None, ...], ...]
    labels: tuple[str, ...] = ()  # per row: its first cell as written when that is a name, else ""


def _cell(text: str) -> Cell | None:
    nums = NUMBER.findall(text)
    if len(nums) != 1:
        return None
    unit = squash(NUMBER.sub("", text)).lower().strip("+-")
    return Cell(number_value(nums[0]), unit, text.strip())


@lru_cache(maxsize=512)
def tables(text: str) -> tuple[Table, ...]:
    out: list[Table] = []
    for lines in pipe_blocks(text):
        block = [r for r in (cells(ln) for ln in lines) if not is_separator(r)]
        if len(block) < 2:
            continue
        head = block[0]
        body = [r for r in block[1:] if len(r) == len(head)]
        rows = tuple(tuple(_cell(c) for c in r) for r in body)
        # A row's label: its first cell, when it is a name (not a value).
        labels = tuple(c[0].strip() if not NUMBER.search(c[0]) and len(squash(c[0])) >= MIN_HEADER_CHARS else ""
                       for c in body)
        out.append(Table(tuple(squash(h).lower() for h in head), tuple(h.strip() for h in head), rows, labels))
    return tuple(out)


# A column named as the point of comparison ("상반기보다 7.7% 줄었다", "up 5% from Q1"): the value belongs to
# another column the claim need not name.
# A column named as the owner of what the claim computes ("주간 요금의 절반") is one too, and
# a column named as what the value comes after ("최초 30분 이후 10분마다 500원", "after the first hour") is one too.
_KO_COMPARED = (r"\s*(?:의|보다|대비|에\s*비해|에\s*비하여|에서|부터|와\s*비교|과\s*비교|이후|이후에|후|뒤|을\s*넘|를\s*넘"
                r"|을\s*초과|를\s*초과|이\s*지나|가\s*지나|까지)")
_EN_COMPARED = (r"(?:than|from|over|versus|vs\.?|compared\s+(?:with|to)|since|after|beyond|past|exceeding|above|"
                r"below|up\s+to)\s+(?:the\s+|in\s+|first\s+)*")


def _compared(header: str, claim: str) -> bool:
    """Whether the claim names the column as what its value is measured against, or as the owner of what it
    computes ("주간 요금의 절반", "half of the daytime rate", "the daytime rate's half")."""
    return any(p.search(claim) for p in _comparisons(header))


@lru_cache(maxsize=1024)
def _comparisons(header: str) -> tuple[re.Pattern[str], ...]:
    """The patterns of ``_compared`` for one header, compiled once (a table's headers recur for every claim)."""
    h = re.escape(header.strip())
    return (re.compile(h + _KO_COMPARED), re.compile(_EN_COMPARED + h, re.IGNORECASE),
            re.compile(r"\bof\s+(?:the\s+)?" + h + "|" + h + r"'s", re.IGNORECASE))


@dataclass(frozen=True)
class ColumnSwap:
    claim_value: str
    claim_column: str
    source_column: str
    source_value: str

    def describe(self) -> str:
        return (f"the claim gives {self.claim_value} for “{self.claim_column}”, where the source's table gives "
                f"{self.claim_value} under “{self.source_column}” and {self.source_value} under “{self.claim_column}”")


def _shown(cell: Cell) -> str:
    if cell.text:
        return cell.text
    return f"{cell.value:g}{cell.unit}" if cell.unit in ("%", "건", "명", "원") else f"{cell.value:g} {cell.unit}".strip()


@lru_cache(maxsize=512)
def _prose_numbers(source: str) -> frozenset[float]:
    """The figures ``source`` states outside its tables (read once per source, not per claim value)."""
    return frozenset(number_value(n) for ln in source.splitlines() if not ln.strip().startswith("|")
                     for n in NUMBER.findall(ln))


def prepare_columns(source: str) -> None:
    """Read ``source``'s tables for the column checks ahead of verification (see ``prepare_sources``): its cells,
    the figures of its prose, and the patterns of each header (compiling one is most of a claim's first check)."""
    if "|" not in source:
        return
    _prose_numbers(source)
    for t in tables(source):
        for h in t.shown:
            _comparisons(h)


def find_column_swap(claim: str, source: str) -> ColumnSwap | None:
    """The claim's value held by one cell of ``source``'s tables, the claim naming another column of that table
    and not the value's own, where the named column's cell of the same row holds another value of the unit."""
    if "|" not in source:
        return None
    ts = tables(source)
    if not ts:
        return None
    said = squash(claim).lower()
    values = {number_value(n) for n in NUMBER.findall(claim)}
    for v in values:
        found = [(t, r, c) for t in ts for r, row in enumerate(t.rows) for c, cell in enumerate(row)
                 if cell is not None and cell.value == v]
        if len(found) != 1:
            continue
        t, r, c = found[0]
        if v in _prose_numbers(source):
            continue  # the source's text states the value too, perhaps of another column: not read from the table
        if c == 0 or t.header[c] in said:
            continue  # the value's own column is named (or it is the row's label)
        named = [k for k, h in enumerate(t.header) if k not in (0, c) and len(h) >= MIN_HEADER_CHARS and h in said
                 and not _compared(t.shown[k], claim)]
        # One column named, and no other header it is part of ("10~12월" inside "2024년10~12월").
        named = [k for k in named if not any(t.header[k] in t.header[j] for j in named if j != k)]
        if len(named) != 1:
            continue
        k = named[0]
        mine, theirs = t.rows[r][c], t.rows[r][k]
        if theirs is None or theirs.unit != mine.unit or theirs.value == v or theirs.value in values:
            continue
        return ColumnSwap(_shown(mine), t.shown[k], t.shown[c], _shown(theirs))
    return None


@dataclass(frozen=True)
class CellRebound:
    claim_value: str
    row: str
    column: str
    source_value: str

    def describe(self) -> str:
        return (f"the claim gives {self.claim_value} for “{self.row}” under “{self.column}”, where the source's "
                f"table gives {self.source_value}")


def find_cell_rebound(claim: str, source: str, unstated: frozenset[float]) -> CellRebound | None:
    """A claim value the source states nowhere (``unstated``), given for a row the claim names and the column
    it names right before the value ("The Basic plan has an annual limit of USD 1,000" against the row
    "| Basic | USD 5,000 | …" under "Annual limit"), where that cell holds another value of its unit."""
    if "|" not in source or not unstated:
        return None
    low = claim.lower()
    said = squash(claim).lower()
    for t in tables(source):
        rows = [r for r, row in enumerate(t.rows) if _label(t, r) and _label(t, r) in said]
        if len(rows) != 1:
            continue
        r = rows[0]
        for m in NUMBER.finditer(claim):
            v = number_value(m.group())
            if v not in unstated:
                continue
            k = _column_before(t, low, m.start(), claim)
            cell = t.rows[r][k] if k is not None else None
            if cell is None or cell.value == v or not cell.unit:
                continue
            if _compared(t.shown[k], claim):
                # "상반기보다 36,700건 늘었다": the column is what the value is measured against, not its own.
                continue
            near = squash(claim[max(0, m.start() - 6):m.end() + 6]).lower()
            if cell.unit not in near:
                continue  # another unit (or none): not the cell's kind of value
            return CellRebound(m.group(), t.labels[r], t.shown[k], _shown(cell))
    return None


def _label(t: Table, r: int) -> str:
    return squash(t.labels[r]).lower() if r < len(t.labels) else ""


def _column_before(t: Table, low: str, at: int, claim: str) -> int | None:
    """The column whose header the claim names last before offset ``at``, no other number between them."""
    best = None
    for k, h in enumerate(t.shown):
        if k == 0 or len(h) < MIN_HEADER_CHARS:
            continue
        i = low.rfind(h.lower(), 0, at)
        if i < 0 or NUMBER.search(claim, i + len(h), at):
            continue
        if best is None or i > best[0]:
            best = (i, k)
    return best[1] if best else None
