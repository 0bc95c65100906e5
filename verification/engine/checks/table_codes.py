"""A code of a table's code column given by a claim to another row's item.

"Wayfarer Hotels, for example, appears as P-HRL" against a table whose rows read "Halden Rail | P-HRL | …" and
"Wayfarer Hotels | P-WFH | …": the source states P-HRL and names Wayfarer Hotels, so no value is missing, yet the table
binds P-HRL to another row. The table counterpart of ``code_labels`` (codes listed with labels in one sentence).

A table is read as row label (its first cell, a name) → code (the cell of a column whose cells are codes: letters and
digits joined by hyphens, "P-HRL", "F11", "AB-12"; not a single letter, which a claim writes as a word too). A claim
clause (a sentence, or a part after ";", "but", "and") that holds a code of the table and the label of another row,
but neither the code's own label nor the other row's code, binds the code to the wrong item: a contradiction. A
negated clause ("Wayfarer Hotels does not use the code P-HRL", "… is not P-HRL") denies that binding: it agrees.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from textkit.normalize import squash
from textkit.tables import cells, is_row, is_separator

from ..analysis import analyse

_CODE_CELL = re.compile(r"[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)+|[A-Z]{1,4}\d{1,6}[A-Z]?")
_CLAUSE = re.compile(r"[.;!?\n]|\b(?:but|and|while|whereas)\b|(?<=[가-힣])(?:고|며|지만)\s")
MIN_ROWS = 2  # a code column is one of at least two rows
MIN_LABEL_CHARS = 3  # a label this short ("A", "L1") names nothing reliably


@lru_cache(maxsize=1024)
def table_codes(text: str) -> Mapping[str, str]:
    """code → its row's label (as written) for every table of ``text`` with a code column; read-only (shared)."""
    out: dict[str, str] = {}
    block: list[list[str]] = []
    for line in [*text.splitlines(), ""]:
        if is_row(line):
            row = cells(line)
            if not is_separator(row):
                block.append(row)
            continue
        out.update({c: lab for c, lab in _pairs(block).items() if c not in out})
        block = []
    return MappingProxyType(out)


def _pairs(block: list[list[str]]) -> dict[str, str]:
    width = max((len(r) for r in block), default=0)
    for col in range(1, width):
        rows = [r for r in block if len(r) > col and _CODE_CELL.fullmatch(r[col])]
        codes = [r[col] for r in rows]
        if len(rows) < MIN_ROWS or len(set(codes)) != len(codes):
            continue
        labels = [r[0] for r in rows]
        if any(len(squash(lab)) < MIN_LABEL_CHARS or _CODE_CELL.fullmatch(lab) for lab in labels):
            continue
        return dict(zip(codes, labels, strict=True))
    return {}


def _names(label: str, clause: str) -> bool:
    return squash(label).lower() in squash(clause).lower()


@lru_cache(maxsize=4096)
def _code_pattern(code: str) -> re.Pattern[str]:
    # Built once per code: every clause of every claim is tested against each code of the source's tables.
    return re.compile(r"(?<![A-Za-z0-9-])" + re.escape(code) + r"(?![A-Za-z0-9-])")


def _holds_code(code: str, clause: str) -> bool:
    return _code_pattern(code).search(clause) is not None


def misbound_table_code(claim: str, source: str) -> tuple[str, str, str] | None:
    """(code, the other row's label the claim gives it, its own label) when a clause of ``claim`` does so; else None."""
    pairs = table_codes(source)
    if not pairs:
        return None
    for clause in _CLAUSE.split(claim):
        if analyse(clause).negations % 2:  # "… is not P-HRL": the clause denies the binding it names
            continue
        for code, own in pairs.items():
            if not _holds_code(code, clause) or _names(own, clause):
                continue
            for other_code, other in pairs.items():
                if other_code != code and _names(other, clause) and not _holds_code(other_code, clause):
                    return code, other, own
    return None
