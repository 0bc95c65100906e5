"""DOCX parsing with python-docx.

Body paragraphs and tables are read in document order. Heading styles become
Markdown-style ``#`` lines (``Title`` -> ``#``, ``Heading 1`` -> ``##`` ...), list paragraphs get their bullet or number, table
rows become ``cell | cell`` lines. Word's automatic numbering (e.g. a list
level formatted ``제%1조`` or ``①``) is rendered as text, because Korean
regulations often number their articles and paragraphs that way.

DOCX has no fixed pages; the document is one page unless it contains hard page
breaks (``<w:br w:type="page"/>`` or "page break before"), which start a new
page.
"""

from __future__ import annotations

import io
import re
import zipfile

from docx import Document
from docx.opc.exceptions import PackageNotFoundError
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph

from textkit.language import detect_language

from .normalize import normalize_text, title_from_filename
from .types import DOCX, ParsedDocument, ParsedPage, ParseError

_HEADING_STYLE = re.compile(r"^(?:heading|제목)\s*(\d)$", re.I)
_ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
_GANADA = "가나다라마바사아자차카타파하"
_CHOSUNG = "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"


def _roman(n: int) -> str:
    out = []
    for value, letters in _ROMAN:
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


def _format_number(n: int, fmt: str) -> str:
    if fmt == "decimalEnclosedCircle" or fmt == "decimalEnclosedCircleChinese":
        return chr(0x2460 + n - 1) if 1 <= n <= 20 else f"({n})"
    if fmt == "ganada":
        return _GANADA[(n - 1) % len(_GANADA)]
    if fmt == "chosung":
        return _CHOSUNG[(n - 1) % len(_CHOSUNG)]
    if fmt == "lowerLetter":
        return chr(ord("a") + (n - 1) % 26)
    if fmt == "upperLetter":
        return chr(ord("A") + (n - 1) % 26)
    if fmt == "lowerRoman":
        return _roman(n).lower()
    if fmt == "upperRoman":
        return _roman(n)
    if fmt == "decimalZero":
        return f"{n:02d}"
    return str(n)


class _Numbering:
    """Minimal emulation of Word list numbering (per numId counters)."""

    def __init__(self, document) -> None:
        self.levels: dict[str, dict[int, tuple[int, str, str]]] = {}
        self.counters: dict[str, dict[int, int]] = {}
        try:
            root = document.part.numbering_part.element
        except (NotImplementedError, KeyError, AttributeError):
            return
        abstract: dict[str, dict[int, tuple[int, str, str]]] = {}
        for node in root.findall(qn("w:abstractNum")):
            levels = {}
            for lvl in node.findall(qn("w:lvl")):
                ilvl = int(lvl.get(qn("w:ilvl"), "0"))
                start = lvl.find(qn("w:start"))
                fmt = lvl.find(qn("w:numFmt"))
                text = lvl.find(qn("w:lvlText"))
                levels[ilvl] = (
                    int(start.get(qn("w:val"), "1")) if start is not None else 1,
                    fmt.get(qn("w:val"), "decimal") if fmt is not None else "decimal",
                    text.get(qn("w:val"), "") if text is not None else "",
                )
            abstract[node.get(qn("w:abstractNumId"))] = levels
        for num in root.findall(qn("w:num")):
            ref = num.find(qn("w:abstractNumId"))
            if ref is not None:
                self.levels[num.get(qn("w:numId"))] = abstract.get(ref.get(qn("w:val")), {})

    def label(self, num_id: str, ilvl: int) -> str:
        levels = self.levels.get(num_id)
        if not levels or ilvl not in levels:
            return ""
        counters = self.counters.setdefault(num_id, {})
        start, fmt, text = levels[ilvl]
        counters[ilvl] = counters.get(ilvl, start - 1) + 1
        for deeper in [k for k in counters if k > ilvl]:
            del counters[deeper]
        if fmt == "bullet":
            return "-"
        if fmt == "none":
            return ""

        def substitute(match: re.Match) -> str:
            level = int(match.group(1)) - 1
            if level not in levels:
                return ""
            value = counters.get(level, levels[level][0])
            return _format_number(value, levels[level][1])

        return re.sub(r"%(\d)", substitute, text).strip()


def _paragraph_numbering(paragraph: Paragraph, style) -> tuple[str, int] | None:
    """(numId, ilvl) from the paragraph or its style, if the paragraph is numbered."""
    for ppr in (paragraph._p.pPr, getattr(style.element, "pPr", None) if style is not None else None):
        if ppr is None:
            continue
        num_pr = ppr.find(qn("w:numPr"))
        if num_pr is None:
            continue
        num_id = num_pr.find(qn("w:numId"))
        ilvl = num_pr.find(qn("w:ilvl"))
        if num_id is not None and num_id.get(qn("w:val")) not in (None, "0"):
            return num_id.get(qn("w:val")), int(ilvl.get(qn("w:val"), "0")) if ilvl is not None else 0
    return None


def _heading_level(paragraph: Paragraph, style) -> int | None:
    """1 for the Title style, 2-6 for headings, None for body text."""
    name = (style.name if style is not None else "") or ""
    if name.lower() == "title":
        return 1
    match = _HEADING_STYLE.match(name.strip())
    if match:  # "Title" is level 1, so "Heading 1" is level 2
        return max(2, min(6, int(match.group(1)) + 1))
    ppr = paragraph._p.pPr
    outline = ppr.find(qn("w:outlineLvl")) if ppr is not None else None
    if outline is not None:
        level = int(outline.get(qn("w:val"), "9"))
        if level < 5:
            return level + 2
    return None


def _table_lines(table: Table) -> list[str]:
    lines = []
    for row in table.rows:
        seen: set[int] = set()
        cells = []
        for cell in row.cells:
            if id(cell._tc) in seen:
                continue  # merged cells are repeated by python-docx
            seen.add(id(cell._tc))
            text = " ".join(p.text.strip() for p in cell.paragraphs if p.text.strip())
            for nested in cell.tables:
                text += " " + " / ".join(_table_lines(nested))
            if text.strip():
                cells.append(text.strip())
        if cells:
            lines.append(" | ".join(cells))
    return lines


def _iter_blocks(element, parent):
    """Paragraphs and tables in order, including those inside content controls (``w:sdt``)."""
    for child in element.iterchildren():
        if child.tag == qn("w:p"):
            yield Paragraph(child, parent)
        elif child.tag == qn("w:tbl"):
            yield Table(child, parent)
        elif child.tag == qn("w:sdt"):
            content = child.find(qn("w:sdtContent"))
            if content is not None:
                yield from _iter_blocks(content, parent)


def parse_docx_document(data: bytes, *, filename: str) -> ParsedDocument:
    """Parse a .docx file."""
    try:
        document = Document(io.BytesIO(data))
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise ParseError(f"broken DOCX: could not open the Word package ({exc})") from exc
    except Exception as exc:  # lxml XMLSyntaxError and friends
        raise ParseError(f"broken DOCX: {type(exc).__name__}: {exc}") from exc

    numbering = _Numbering(document)
    pages: list[list[str]] = [[]]
    title = (document.core_properties.title or "").strip()
    first_heading = ""

    body = document._body  # python-docx's BlockItemContainer for the main story
    for block in _iter_blocks(body._element, body):
        if isinstance(block, Table):
            pages[-1].extend(_table_lines(block))
            continue
        paragraph: Paragraph = block
        ppr = paragraph._p.pPr
        if ppr is not None and ppr.find(qn("w:pageBreakBefore")) is not None and any(pages[-1]):
            pages.append([])
        text = paragraph.text.strip()
        hard_break = bool(paragraph._p.xpath('.//w:br[@w:type="page"]'))
        if text:
            # Looked up once: python-docx scans every style of the document on each access.
            style = paragraph.style
            level = _heading_level(paragraph, style)
            numbered = _paragraph_numbering(paragraph, style)
            label = numbering.label(*numbered) if numbered else ""
            if label:
                text = f"{label} {text}"
            if level is not None:
                if not first_heading:
                    first_heading = text
                if not title and level == 1:  # the Title style
                    title = text
                text = "#" * level + " " + text
            pages[-1].append(text)
        if hard_break:
            pages.append([])

    parsed = []
    for number, lines in enumerate(pages, start=1):
        body = normalize_text("\n".join(lines))
        parsed.append(ParsedPage(number=number, text=body, has_text=bool(body)))
    while len(parsed) > 1 and not parsed[-1].has_text:
        parsed.pop()
    if not any(page.has_text for page in parsed):
        raise ParseError(f"empty document: no text found in {filename!r}")
    full = "\n".join(page.text for page in parsed)
    return ParsedDocument(
        title=title or first_heading or title_from_filename(filename),
        pages=tuple(parsed),
        language=detect_language(full),
        content_type=DOCX,
        warnings=(),
    )
