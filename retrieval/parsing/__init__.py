"""Document parsing for Citewise: PDF, DOCX, HTML, Markdown and plain text.

Pure Python (no Django). Entry points::

    from retrieval.parsing import parse_file, parse_bytes, ParseError

    doc = parse_file(Path("samples/regulations/학칙.pdf"))
    doc.title, doc.language, [p.number for p in doc.pages], doc.warnings

``parse_bytes`` is the same for uploads held in memory. Both raise
:class:`ParseError` with a message that can be shown to the uploader.
The file type is detected from magic bytes first and the extension second
(see :mod:`retrieval.parsing.detect`).
"""

from __future__ import annotations

import logging
import pathlib

from .detect import detect_kind
from .types import (
    DOCX,
    HTML,
    MARKDOWN,
    PDF,
    SUPPORTED_EXTENSIONS,
    TEXT,
    ParsedDocument,
    ParsedPage,
    ParseError,
)

__all__ = [
    "DOCX",
    "HTML",
    "MARKDOWN",
    "PDF",
    "SUPPORTED_EXTENSIONS",
    "TEXT",
    "ParseError",
    "ParsedDocument",
    "ParsedPage",
    "parse_bytes",
    "parse_file",
]

logger = logging.getLogger(__name__)

# Refuse absurd uploads before reading them into parsers (bytes).
MAX_BYTES = 50 * 1024 * 1024


def parse_bytes(data: bytes, *, filename: str, content_type: str | None = None) -> ParsedDocument:
    """Parse an in-memory document. ``filename`` provides the extension and fallback title."""
    if len(data) > MAX_BYTES:
        raise ParseError(f"file too large: {len(data) // (1024 * 1024)} MB (limit {MAX_BYTES // (1024 * 1024)} MB)")
    detection = detect_kind(data, filename, content_type)
    try:
        doc = _parse(detection.kind, data, filename)
    except (ParseError, MemoryError):
        raise
    except Exception as exc:  # a parser library choked on a malformed file: report, don't crash ingestion
        logger.exception("unexpected error while parsing %s as %s", filename, detection.kind)
        raise ParseError(f"could not read this {detection.kind.upper()} file ({type(exc).__name__}: {exc})") from exc
    if detection.warnings:
        doc = ParsedDocument(
            title=doc.title,
            pages=doc.pages,
            language=doc.language,
            content_type=doc.content_type,
            warnings=detection.warnings + doc.warnings,
        )
    return doc


def _parse(kind: str, data: bytes, filename: str) -> ParsedDocument:
    if kind == "pdf":
        from .pdf import parse_pdf_document

        doc = parse_pdf_document(data, filename=filename)
    elif kind == "docx":
        from .docx import parse_docx_document

        doc = parse_docx_document(data, filename=filename)
    elif kind == "html":
        from .html import parse_html_document

        doc = parse_html_document(data, filename=filename)
    else:
        from .text import parse_text_document

        doc = parse_text_document(data, filename=filename, markdown=kind == "markdown")
    return doc


def parse_file(path: pathlib.Path, *, content_type: str | None = None) -> ParsedDocument:
    """Parse a document on disk."""
    path = pathlib.Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise ParseError(f"file not found: {path}") from exc
    except IsADirectoryError as exc:
        raise ParseError(f"not a file: {path}") from exc
    except OSError as exc:
        raise ParseError(f"could not read {path.name}: {exc.strerror or exc}") from exc
    return parse_bytes(data, filename=path.name, content_type=content_type)
