"""Reading a table the way a person does: which lines are rows, which row is the header, and each row
as a readable statement ("| 구분 | 금액 |" rows → "소형차 — 요금: 1,000원").

Documents reach Citewise as text lines: a Markdown table keeps its pipes, a DOCX or HTML table becomes
"cell | cell" lines, and ingestion drops Markdown's "---" separator line. So the header is found from the
rows themselves: a first row whose cells state no values (words, or only periods such as "2024년",
"7~9월", "Q3", "FY2024") over rows that do state values is a header. Every word of a rendered row is the
table's own, so the verification engine can check the statement against the passage like any sentence.

Pure Python, shared by the extractive generator and anything else that reads tables.
"""
from __future__ import annotations

import re

_SEPARATOR_CELL = re.compile(r"^:?-{2,}:?$")
# A period or a numbered category a column is about, not a value it states: years, months, quarters,
# halves, fiscal years, semesters, rounds and grades ("제2학기", "1차", "2종", "Tier 1", "Level 3").
_PERIOD = re.compile(
    r"(?:FY\s?)?(?:19|20)\d{2}(?:\s*년도?|\s*[-/~]\s*(?:19|20)?\d{2})?|\d{1,2}\s*(?:[~\-–]\s*\d{1,2}\s*)?월|"
    r"제?\s*\d{1,2}\s*(?:학기|학년|차년도|년차|차|회차|종|등급|급|단계|구간|순위)|"
    r"\b(?:tier|level|year|phase|step|grade|class|type|zone|group|round|stage|option)\s*\d{1,2}\b|"
    r"\d\s*(?:분기|반기)|[1-4]\s*Q|Q\s*[1-4]|H\s*[12]|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?=[\s,]|$)",
    re.I)
# Column headers that name no property of the value ("값", "value"): "약제 탱크 용량: 10 L" reads better
# than "약제 탱크 용량 — 값: 10 L".
_PLAIN_HEADERS = frozenset({"값", "내용", "설명", "비고", "세부 내용", "value", "values", "details", "detail",
                            "description", "notes", "note", "remarks", "content", "contents", "기준"})


def is_row(line: str) -> bool:
    """A table line: at least one pipe between two non-empty cells."""
    return line.count("|") >= 1 and len([c for c in cells(line) if c]) >= 2


def cells(line: str) -> list[str]:
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [c.strip() for c in body.split("|")]


def is_separator(row: list[str]) -> bool:
    return all(_SEPARATOR_CELL.match(c) or not c for c in row)


def pipe_blocks(text: str) -> list[list[str]]:
    """The runs of consecutive table lines of ``text`` that begin with a pipe ("| … |"), each line stripped;
    any other line ends a run."""
    blocks: list[list[str]] = [[]]
    for ln in text.splitlines():
        if ln.strip().startswith("|"):
            blocks[-1].append(ln.strip())
        elif blocks[-1]:
            blocks.append([])
    return [b for b in blocks if b]


def states_value(cell: str) -> bool:
    """Whether a cell states a value (a number other than a period it is about)."""
    return bool(re.search(r"\d", _PERIOD.sub(" ", cell)))


def header_and_rows(block: list[list[str]]) -> tuple[list[str] | None, list[list[str]]]:
    """The header row (or None) and the data rows of a block of table lines (as cells)."""
    rows = [r for r in block if not is_separator(r)]
    if len(rows) < 2:
        return None, rows
    has_separator = len(rows) != len(block)
    first, rest = rows[0], rows[1:]
    if has_separator:
        return first, rest
    # A first row stating no value over rows that state values is a header; so is one whose cells all
    # have no digits at all (a table of words: "코드 | 의미 | 조치").
    if not any(states_value(c) for c in first) and (
            any(states_value(c) for r in rest for c in r[1:]) or not any(re.search(r"\d", c) for c in first[1:])):
        return first, rest
    if _unlike_its_columns(first, rest):
        return first, rest
    return None, rows


def _shape(cell: str) -> str:
    """A cell's form with its numbers collapsed: "1,000원" and "25,500원" → "9원"."""
    return re.sub(r"\d[\d,.]*", "9", re.sub(r"\s+", "", cell))


def _unlike_its_columns(first: list[str], rest: list[list[str]]) -> bool:
    """Whether ``first`` differs in form from every numeric column below it: a fee table's header
    "1시간 | 1일" over "1,000원 | 8,000원" rows names durations where the rows state amounts."""
    if len(rest) < 2:
        return False
    verdicts = []
    for j in range(1, len(first)):
        column = [_shape(r[j]) for r in rest if len(r) == len(first) and r[j]]
        if len(column) < 2:
            continue
        common = max(set(column), key=column.count)
        if not re.search(r"\d", common) or column.count(common) * 3 < len(column) * 2:
            continue  # no one form of value in this column
        verdicts.append(_shape(first[j]) != common)
    return bool(verdicts) and all(verdicts)


def render_row(row: list[str], header: list[str] | None) -> str:
    """"label — h2: c2, h3: c3"; a two-column "item | value" table as "label — h2: value", or
    "label: value" when its header says nothing ("값", "value") or it has none."""
    label, rest = row[0], row[1:]
    if not label:
        return ", ".join(c for c in rest if c)
    if header and len(header) == len(row):
        pairs = [(h, c) for h, c in zip(header[1:], rest) if c]
        if len(pairs) == 1 and (not pairs[0][0] or pairs[0][0].lower() in _PLAIN_HEADERS):
            return f"{label}: {pairs[0][1]}"
        return f"{label} — " + ", ".join(_cell_with_header(h, c) for h, c in pairs)
    if len(rest) == 1:
        return f"{label}: {rest[0]}"
    return f"{label} — " + ", ".join(c for c in rest if c)


def rendered_rows(block: list[list[str]]) -> tuple[list[str] | None, list[str]]:
    """The header and every data row of ``block`` rendered as a statement.

    A row whose first cell is empty (a cell merged down the first column, as Markdown writes it) belongs
    to the group the row above it opened ("|  | 대형 | 2,000원 |" under "| 승용차 | 소형 | … |"): it is read
    with that group's label. A row short of cells (HTML and DOCX drop empty and merged cells) cannot be
    lined up with the header for sure, so it is read without it.
    """
    header, rows = header_and_rows(block)
    out, group = [], ""
    for row in rows:
        if header and row and not row[0] and group and len(row) == len(header):
            row = [group, *row[1:]]
        elif row and row[0]:
            group = row[0]
        out.append(render_row(row, header))
    return header, out


def _cell_with_header(header: str, cell: str) -> str:
    """"수업료: 6분의 5"; a header that ends in a number (a year: "2024") follows its value in brackets,
    "9,300 MWh (2024)", since "2024: 9,300" reads as a ratio or a clock; a header that names nothing
    ("비고", "notes") is left out."""
    if not header or header.lower() in _PLAIN_HEADERS:
        return cell
    if header[-1].isdigit():
        return f"{cell} ({header})"
    return f"{header}: {cell}"
