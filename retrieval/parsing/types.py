"""Value types shared by every parser: ``ParsedDocument``, ``ParsedPage``, ``ParseError``.

All of them are plain, immutable data so that they can be pickled into Celery
tasks, compared in tests and cached without surprises.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Canonical content types returned in ``ParsedDocument.content_type``.
PDF = "application/pdf"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
HTML = "text/html"
MARKDOWN = "text/markdown"
TEXT = "text/plain"

SUPPORTED_EXTENSIONS = (".pdf", ".docx", ".html", ".htm", ".md", ".markdown", ".txt")


class ParseError(Exception):
    """A document could not be turned into text.

    ``str(error)`` is a complete, human-readable English sentence fragment that
    can be shown to the uploader as is, e.g.
    ``"encrypted PDF: remove the password and upload again"``.
    """


@dataclass(frozen=True)
class ParsedPage:
    """One page of a document.

    ``number`` is 1-based. Formats without real pages (Markdown, text, HTML,
    DOCX) have a single page unless they contain form feeds or explicit page
    markers (hard page breaks in DOCX).
    """

    number: int
    text: str
    has_text: bool


@dataclass(frozen=True)
class ParsedDocument:
    """The text of an uploaded document, page by page, plus light metadata."""

    title: str
    pages: tuple[ParsedPage, ...]
    language: str  # "ko", "en" or "mixed"
    content_type: str
    warnings: tuple[str, ...] = field(default=())

    @property
    def text(self) -> str:
        """All page texts joined by blank lines (handy for logging and tests)."""
        return "\n\n".join(page.text for page in self.pages if page.has_text)

    @property
    def page_count(self) -> int:
        return len(self.pages)
