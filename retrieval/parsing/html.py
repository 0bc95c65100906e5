"""HTML parsing with BeautifulSoup.

Scripts, styles, navigation and other page chrome are dropped. The visible text
is rendered as lines: headings become Markdown-style ``#`` lines (so the
chunker sees them as section headings), list items become ``- item`` /
``1. item`` lines, table rows become ``cell | cell`` lines and every block
element starts a new line. If the page has a single ``<main>`` element, only
its content is used.
"""

from __future__ import annotations

import re

from bs4 import BeautifulSoup, Comment, Doctype, NavigableString, ProcessingInstruction, Tag

from textkit.language import detect_language

from .detect import declared_html_charset, decode_text
from .normalize import normalize_text, title_from_filename
from .types import HTML, ParsedDocument, ParsedPage, ParseError

_DROP = (
    "script", "style", "noscript", "template", "nav", "svg", "canvas", "iframe",
    "object", "embed", "button", "select", "option", "head", "footer", "form", "dialog",
)
_BLOCK = {
    "address", "article", "aside", "blockquote", "body", "center", "dd", "details", "div",
    "dl", "dt", "fieldset", "figcaption", "figure", "header", "hgroup", "hr", "main",
    "p", "section", "summary", "table", "tbody", "thead", "tfoot", "caption", "ul", "ol", "menu",
}
_HEADING = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_WS = re.compile(r"\s+")


class _Renderer:
    """Walks the tree and collects output lines."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.inline: list[str] = []

    # -- line buffer -------------------------------------------------------------
    def flush(self, prefix: str = "") -> None:
        text = _WS.sub(" ", "".join(self.inline)).strip()
        self.inline = []
        if text:
            self.lines.append(prefix + text)

    def text_of(self, node: Tag) -> str:
        sub = _Renderer()
        sub.walk_children(node)
        sub.flush()
        return " ".join(sub.lines)

    # -- traversal ---------------------------------------------------------------
    def walk_children(self, node: Tag) -> None:
        for child in node.children:
            self.walk(child)

    def walk(self, node) -> None:
        if isinstance(node, (Comment, Doctype, ProcessingInstruction)):
            return
        if isinstance(node, NavigableString):
            self.inline.append(str(node))
            return
        if not isinstance(node, Tag):
            return
        name = node.name.lower() if node.name else ""
        if name == "br":
            self.flush()
            return
        if name in _HEADING:
            self.flush()
            text = self.text_of(node)
            if text:
                self.lines.append("#" * _HEADING[name] + " " + text)
            return
        if name in ("ul", "ol", "menu"):
            self.flush()
            self.render_list(node, ordered=name == "ol", depth=0)
            return
        if name == "tr":
            self.flush()
            cells = [self.text_of(cell) for cell in node.find_all(["td", "th"], recursive=False)]
            cells = [c for c in cells if c]
            if cells:
                self.lines.append(" | ".join(cells))
            return
        if name == "pre":
            self.flush()
            for line in node.get_text().split("\n"):
                if line.strip():
                    self.lines.append(line.rstrip())
            return
        if name in _BLOCK or name == "li":
            self.flush()
            self.walk_children(node)
            self.flush()
            return
        if name in ("td", "th"):  # cells outside a <tr>
            self.walk_children(node)
            self.inline.append(" ")
            return
        self.walk_children(node)

    def render_list(self, node: Tag, *, ordered: bool, depth: int) -> None:
        try:
            number = int(node.get("start", 1))
        except (TypeError, ValueError):
            number = 1
        indent = "  " * depth
        for item in node.find_all("li", recursive=False):
            nested = list(item.find_all(["ul", "ol"], recursive=False))
            for child in nested:
                child.extract()
            sub = _Renderer()
            sub.walk_children(item)
            sub.flush()
            marker = f"{number}. " if ordered else "- "
            if sub.lines:
                self.lines.append(indent + marker + sub.lines[0])
                self.lines.extend(indent + "  " + line for line in sub.lines[1:])
            number += 1
            for child in nested:
                self.render_list(child, ordered=child.name == "ol", depth=depth + 1)


def _make_soup(text: str) -> BeautifulSoup:
    try:
        return BeautifulSoup(text, "lxml")
    except Exception:  # lxml missing or failing: fall back to the stdlib parser
        return BeautifulSoup(text, "html.parser")


def parse_html_document(data: bytes, *, filename: str) -> ParsedDocument:
    """Parse an HTML page into a single-page :class:`ParsedDocument`."""
    text, _encoding, warnings = decode_text(data, declared=declared_html_charset(data))
    soup = _make_soup(text)

    title = ""
    if soup.title and soup.title.string:
        title = _WS.sub(" ", soup.title.string).strip()
    if not title:
        h1 = soup.find("h1")
        if h1:
            title = _WS.sub(" ", h1.get_text(" ")).strip()

    for tag in soup.find_all(_DROP):
        tag.decompose()
    for tag in soup.find_all(attrs={"role": "navigation"}):
        tag.decompose()
    for tag in soup.find_all(attrs={"aria-hidden": "true"}):
        tag.decompose()
    for tag in soup.find_all(hidden=True):
        tag.decompose()

    mains = soup.find_all("main")
    root = mains[0] if len(mains) == 1 else (soup.body or soup)

    renderer = _Renderer()
    renderer.walk(root)
    renderer.flush()
    body = normalize_text("\n".join(renderer.lines))
    if not body:
        raise ParseError(f"empty document: no visible text found in {filename!r}")
    pages = (ParsedPage(number=1, text=body, has_text=True),)
    return ParsedDocument(
        title=title or title_from_filename(filename),
        pages=pages,
        language=detect_language(body),
        content_type=HTML,
        warnings=tuple(warnings),
    )
