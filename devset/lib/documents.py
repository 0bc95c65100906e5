"""Documents of the development set and the passages a retriever would return from them.

A document's text is read as Citewise ingests it: Markdown and plain text as written, HTML as visible text
(page chrome dropped, headings and list items as lines), PDF and DOCX from the text source they are generated
from. The text is then cut into passages the way a structure-aware retriever returns them: one article
(제N조, with its ①② paragraphs and 제N호 items), one headed section, one FAQ question with its answer, a table
together with its header; a heading with no body of its own joins the next passage; a page break ends a
passage. Long blocks are cut at paragraph boundaries. Markup that a parser drops (``#``, ``**``, table
separator rows, comments) is removed, so a passage is the verbatim text the retriever would quote.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPLIT_FILE = ROOT / "devset" / "split.json"
MAX_PASSAGE = 1000

_ARTICLE = re.compile(r"^제\s*(\d+)\s*조(?:\s*의\s*(\d+))?\s*\(")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_TXT_HEADING = re.compile(r"^\d{1,2}\.\s+[A-Z][^.:|]{0,60}$")
_PAGEBREAK = re.compile(r"^\s*<!--\s*pagebreak\s*-->\s*$")
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_PARAGRAPH_START = re.compile(r"^(?:[①-⑳]|\d{1,2}\.\s|- |\| )")


@dataclass(frozen=True)
class Document:
    key: str
    file: str  # path relative to the repository root (what Citewise ingests)
    kind: str
    lang: str
    split: str
    text_file: str  # the text the facts quote (the file itself, or the source of a PDF/DOCX)
    title: str = ""

    @property
    def name(self) -> str:
        return Path(self.file).name


@dataclass
class Passage:
    doc: str  # document key
    id: str  # "제25조", "제28조#2", "4.3 C1B3 — DC bus voltage low", "Q4. …"
    text: str
    page: int = 1
    index: int = 0  # position in the document
    lines: list[str] = field(default_factory=list, repr=False)


def load_documents() -> list[Document]:
    return list(_load_documents())


@lru_cache(maxsize=1)
def _load_documents() -> tuple[Document, ...]:
    data = json.loads(SPLIT_FILE.read_text(encoding="utf-8"))
    docs = []
    for row in data["documents"]:
        doc = Document(key=row["key"], file=row["file"], kind=row["kind"], lang=row["lang"], split=row["split"],
                       text_file=row.get("text", row["file"]))
        title = html_title(doc) or _title(document_lines(doc)) or Path(doc.file).stem
        docs.append(Document(**{**doc.__dict__, "title": title}))
    keys = [d.key for d in docs]
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate document key in split.json")
    return tuple(docs)


# --------------------------------------------------------------------------- text
class _HtmlLines(HTMLParser):
    """Visible text of an HTML page as lines: ``# heading``, ``- item``, ``cell | cell``, paragraphs."""

    DROP = {"script", "style", "nav", "head", "footer", "noscript", "template", "form", "button"}
    BLOCK = {"p", "div", "section", "article", "main", "header", "table", "tbody", "thead", "ul", "ol", "body"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self.buf: list[str] = []
        self.prefix = ""
        self.skip = 0
        self.lists: list[list] = []  # [ordered, counter]
        self.row: list[str] | None = None
        self.cell: list[str] | None = None
        self.title = ""
        self.in_title = False

    def flush(self) -> None:
        text = re.sub(r"\s+", " ", "".join(self.buf)).strip()
        self.buf = []
        if text:
            self.lines.append(self.prefix + text)
        self.prefix = ""

    def handle_starttag(self, tag, attrs):
        if tag == "title":
            self.in_title = True
            return
        if tag in self.DROP:
            self.skip += 1
            return
        if self.skip:
            return
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self.flush()
            self.prefix = "#" * int(tag[1]) + " "
        elif tag in ("ul", "ol"):
            self.flush()
            self.lists.append([tag == "ol", 0])
        elif tag == "li":
            self.flush()
            if self.lists:
                self.lists[-1][1] += 1
                ordered, n = self.lists[-1]
                self.prefix = f"{n}. " if ordered else "- "
        elif tag == "tr":
            self.flush()
            self.row = []
        elif tag in ("td", "th"):
            self.cell = []
        elif tag == "br" or tag in self.BLOCK:
            self.flush()

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False
            return
        if tag in self.DROP:
            self.skip = max(0, self.skip - 1)
            return
        if self.skip:
            return
        if tag in ("td", "th") and self.row is not None and self.cell is not None:
            self.row.append(re.sub(r"\s+", " ", "".join(self.cell)).strip())
            self.cell = None
        elif tag == "tr" and self.row is not None:
            self.lines.append(" | ".join(self.row))
            self.row = None
        elif tag in ("ul", "ol"):
            self.flush()
            if self.lists:
                self.lists.pop()
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6", "li", "p") or tag in self.BLOCK:
            self.flush()

    def handle_data(self, data):
        if self.in_title:
            self.title += data
            return
        if self.skip:
            return
        if self.cell is not None:
            self.cell.append(data)
        else:
            self.buf.append(data)


def document_lines(doc: Document) -> list[str]:
    """The document as lines, Markdown-like (``#`` headings), with page breaks kept as ``<!-- pagebreak -->``."""
    raw = (ROOT / doc.text_file).read_text(encoding="utf-8")
    if doc.text_file.endswith((".html", ".htm")):
        parser = _HtmlLines()
        parser.feed(raw)
        parser.flush()
        return parser.lines
    return raw.split("\n")


def html_title(doc: Document) -> str:
    """The ``<title>`` of an HTML document (what a parser takes as its title), else ""."""
    if not doc.text_file.endswith((".html", ".htm")):
        return ""
    parser = _HtmlLines()
    parser.feed((ROOT / doc.text_file).read_text(encoding="utf-8"))
    return re.sub(r"\s+", " ", parser.title).strip()


def document_text(doc: Document) -> str:
    """The visible text of the whole document (markup removed), one line per line."""
    return "\n".join(_clean(line) for line in document_lines(doc) if _clean(line) is not None)


def _title(lines: list[str]) -> str:
    for line in lines:
        m = _HEADING.match(line.strip())
        if m and len(m.group(1)) == 1:
            return _inline(m.group(2))
    for line in lines:
        if line.strip():
            return line.strip()
    return ""


def _inline(text: str) -> str:
    text = re.sub(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1", r"\2", text)
    return re.sub(r"`([^`]+)`", r"\1", text).strip()


def _clean(line: str) -> str | None:
    """A line as a parser returns it, or None when the parser drops it."""
    s = line.strip()
    if _PAGEBREAK.match(s) or _TABLE_SEPARATOR.match(s) and "-" in s:
        return None
    m = _HEADING.match(s)
    if m:
        return _inline(m.group(2))
    return _inline(s)


# --------------------------------------------------------------------------- passages
def passages(doc: Document) -> list[Passage]:
    """The document cut into passages, in document order, with unique ids."""
    blocks: list[dict] = []
    page = 1
    pending_headings: list[str] = []  # headings without a body yet
    current: dict | None = None
    in_appendix = False
    is_txt = doc.text_file.endswith(".txt")

    def close():
        nonlocal current
        if current and any(x.strip() for x in current["lines"]):
            blocks.append(current)
        current = None

    for raw in document_lines(doc):
        s = raw.strip()
        if _PAGEBREAK.match(s):
            close()
            page += 1
            continue
        if not s:
            if current:
                current["lines"].append("")
            continue
        if _TABLE_SEPARATOR.match(s) and "-" in s:
            continue
        heading = _HEADING.match(s)
        txt_heading = is_txt and _TXT_HEADING.match(s) and not s.endswith(".")
        article = _ARTICLE.match(s)
        if heading or txt_heading:
            text = _inline(heading.group(2)) if heading else s
            in_appendix = bool(re.match(r"^(부칙|부\s*칙|Appendix)", text))
            close()
            pending_headings.append(text)
            continue
        if article:
            close()
            label = f"제{article.group(1)}조" + (f"의{article.group(2)}" if article.group(2) else "")
            current = {"id": ("부칙 " if in_appendix else "") + label, "lines": pending_headings + [_inline(s)],
                       "page": page}
            pending_headings = []
            continue
        if current is None:
            if pending_headings:
                current = {"id": pending_headings[-1], "lines": pending_headings[:], "page": page}
                pending_headings = []
            else:
                previous = blocks[-1]["id"].split("#")[0] + "#cont" if blocks else "title"
                current = {"id": previous, "lines": [], "page": page}
        current["lines"].append(_inline(s))
    close()

    out: list[Passage] = []
    seen: dict[str, int] = {}
    for block in blocks:
        for part_no, lines in enumerate(_cut(block["lines"]), 1):
            base = block["id"] if part_no == 1 else f"{block['id']}#{part_no}"
            n = seen.get(base, 0)
            seen[base] = n + 1
            pid = base if n == 0 else f"{base}#{n + 1}"
            text = "\n".join(lines).strip()
            text = re.sub(r"\n{3,}", "\n\n", text)
            out.append(Passage(doc=doc.key, id=pid, text=text, page=block["page"], index=len(out), lines=lines))
    return out


def _cut(lines: list[str]) -> list[list[str]]:
    """Cut a long block at paragraph boundaries. A table stays whole when it fits, otherwise its rows are
    cut into groups that each repeat the header row; a heading never ends up alone."""
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    if len("\n".join(lines)) <= MAX_PASSAGE:
        return [lines]
    units: list[list[str]] = []
    for line in lines:
        table_row = line.lstrip().startswith("|")
        continues_table = table_row and units and units[-1] and units[-1][-1].lstrip().startswith("|")
        if units and (continues_table or not (line.strip() == "" or _PARAGRAPH_START.match(line.strip()))):
            units[-1].append(line)
        elif line.strip() == "":
            if units:
                units[-1].append(line)
        else:
            units.append([line])
    expanded: list[list[str]] = []
    for unit in units:
        rows = [x for x in unit if x.strip()]
        if rows and rows[0].lstrip().startswith("|") and len("\n".join(rows)) > MAX_PASSAGE:
            header, group = rows[0], []
            for row in rows[1:]:
                if group and len("\n".join([header, *group, row])) > MAX_PASSAGE - 100:
                    expanded.append([header, *group])
                    group = []
                group.append(row)
            if group:
                expanded.append([header, *group])
        else:
            expanded.append(unit)
    pieces: list[list[str]] = [[]]
    for unit in expanded:
        body = [x for x in pieces[-1] if x.strip()]
        heading_only = len(body) <= 2 and len("\n".join(body)) < 80
        if body and not heading_only and len("\n".join(pieces[-1] + unit)) > MAX_PASSAGE:
            pieces.append([])
        pieces[-1].extend(unit)
    return [p for p in pieces if any(x.strip() for x in p)]


def find_passage(passages_: list[Passage], ref: str) -> Passage:
    """The passage ``ref`` names: its exact id, else the one id that starts with ``ref``."""
    exact = [p for p in passages_ if p.id == ref]
    if exact:
        return exact[0]
    prefix = [p for p in passages_ if p.id.startswith(ref)]
    if len(prefix) == 1:
        return prefix[0]
    where = passages_[0].doc if passages_ else "?"
    if not prefix:
        raise KeyError(f"{where}: no passage {ref!r}")
    raise KeyError(f"{where}: passage {ref!r} is ambiguous: {[p.id for p in prefix]}")
