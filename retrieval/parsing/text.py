"""Markdown and plain-text parsing.

Both are one page unless the text contains form feeds (``\\f``, as produced by
``pdftotext``) or explicit page markers on a line of their own, e.g.
``<!-- page 3 -->``, ``--- page 3 ---``, ``=== Page 3 ===`` or ``[page 3]``;
a marker means "what follows is on page N".

Markdown keeps headings (``#``) and lists as lines; inline markup that would
disturb quoting (``**bold**``, links, images, backticks, HTML comments, table
separator rows, YAML front matter) is removed.
"""

from __future__ import annotations

import re

from textkit.identifiers import CIRCLED_CLASS
from textkit.language import detect_language

from .detect import decode_text
from .normalize import normalize_text, title_from_filename
from .types import MARKDOWN, TEXT, ParsedDocument, ParsedPage, ParseError

_PAGE_MARKER = re.compile(
    r"""^[ \t]*(?:
        <!--\s*page[\s:#]*(?P<a>\d+)\s*-->
      | (?:-{3,}|={3,})\s*(?:page|페이지)[\s:#]*(?P<b>\d+)\s*(?:-{3,}|={3,})?
      | \[\[?\s*(?:page|페이지|p\.)\s*(?P<c>\d+)\s*\]\]?
    )[ \t]*$""",
    re.I | re.M | re.X,
)

_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n(?:---|\.\.\.)\s*\n", re.S)
_ATX_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)
_SETEXT_HEADING = re.compile(r"^(?!\s*[-=*]+\s*$)([^\n]+)\n(?:=+|-+)[ \t]*$", re.M)
_IMAGE = re.compile(r"!\[([^\]\n]{0,300})\]\([^)\n]{0,500}\)")
_LINK = re.compile(r"\[([^\]\n]{1,300})\]\((?:[^()\n]|\([^()\n]{0,200}\)){0,500}\)")
_BOLD = re.compile(r"(\*\*|__)(?=\S)(.{1,300}?)(?<=\S)\1")
_CODE = re.compile(r"`([^`\n]{1,300})`")
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$", re.M)
_FENCE = re.compile(r"^\s*(```|~~~).*$", re.M)


def split_pages(text: str) -> list[tuple[int, str]]:
    """Split raw text into ``(page_number, text)`` by page markers or form feeds."""
    markers = list(_PAGE_MARKER.finditer(text))
    if markers:
        pages: dict[int, list[str]] = {}
        first = markers[0]
        before = text[: first.start()]
        if before.strip():
            pages.setdefault(1, []).append(before)
        for i, marker in enumerate(markers):
            number = int(marker.group("a") or marker.group("b") or marker.group("c"))
            end = markers[i + 1].start() if i + 1 < len(markers) else len(text)
            pages.setdefault(max(number, 1), []).append(text[marker.end() : end])
        return [(n, "\n".join(parts)) for n, parts in sorted(pages.items())]
    parts = text.split("\f")
    while len(parts) > 1 and not parts[-1].strip():
        parts.pop()
    return [(i, part) for i, part in enumerate(parts, start=1)]


def _remove_html_comments(text: str) -> str:
    """Remove ``<!-- ... -->`` in linear time (an unclosed comment is kept as text)."""
    out: list[str] = []
    pos = 0
    while True:
        start = text.find("<!--", pos)
        if start == -1:
            break
        end = text.find("-->", start + 4)
        if end == -1:
            break
        out.append(text[pos:start])
        pos = end + 3
    out.append(text[pos:])
    return "".join(out)


def _strip_markdown(text: str) -> str:
    """Remove inline markup. Patterns are length-bounded so hostile input stays linear."""
    text = _remove_html_comments(text)
    text = _IMAGE.sub(lambda m: m.group(1), text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _BOLD.sub(lambda m: m.group(2), text)
    text = _CODE.sub(lambda m: m.group(1), text)
    # Setext headings -> ATX so the chunker sees one heading syntax.
    text = re.sub(r"^([^\n#>|\-*\s][^\n]*)\n=+[ \t]*$", r"# \1", text, flags=re.M)
    text = re.sub(r"^([^\n#>|\-*\s][^\n]*)\n-{2,}[ \t]*$", r"## \1", text, flags=re.M)
    text = _TABLE_SEPARATOR.sub("", text)  # also removes horizontal rules
    text = _FENCE.sub("", text)
    return text


def _markdown_title(text: str) -> str | None:
    match = _ATX_HEADING.search(text)
    if match:
        return match.group(1).strip()
    match = _SETEXT_HEADING.search(text)
    return match.group(1).strip() if match else None


def _plain_title(text: str) -> str | None:
    """First line, if it looks like a title (short, no sentence end, not a list item)."""
    for line in text.split("\n"):
        line = line.strip()
        if not line:
            continue
        if len(line) <= 60 and not re.search(r"[.。:;,]$|다\.?$", line) and not re.match(
            r"^(?:제\s*\d+\s*조|" + CIRCLED_CLASS + r"|\d+[.)]|[-*•·]|Article\s+\d)", line
        ):
            return line
        return None
    return None


def parse_text_document(data: bytes, *, filename: str, markdown: bool) -> ParsedDocument:
    """Parse a Markdown (``markdown=True``) or plain-text file."""
    raw, _encoding, warnings = decode_text(data)
    raw = raw.replace("\r\n", "\n").replace("\r", "\n")
    title: str | None = None
    if markdown:
        front = _FRONT_MATTER.match(raw)
        if front:
            raw = raw[front.end() :]
            found = re.search(r"^title\s*:\s*[\"']?(.+?)[\"']?\s*$", front.group(1), re.M)
            if found:
                title = found.group(1).strip()
    pages: list[ParsedPage] = []
    for number, chunk in split_pages(raw):
        body = _strip_markdown(chunk) if markdown else chunk
        body = normalize_text(body)
        pages.append(ParsedPage(number=number, text=body, has_text=bool(body)))
    if not any(page.has_text for page in pages):
        raise ParseError(f"empty document: no text found in {filename!r}")
    full = "\n".join(page.text for page in pages)
    if title is None:
        title = _markdown_title(full) if markdown else _plain_title(full)
    return ParsedDocument(
        title=title or title_from_filename(filename),
        pages=tuple(pages),
        language=detect_language(full),
        content_type=MARKDOWN if markdown else TEXT,
        warnings=tuple(warnings),
    )
