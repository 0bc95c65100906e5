"""PDF parsing with pypdf, page by page.

* Encrypted PDFs are opened with the empty user password (owner-password-only
  PDFs are common); otherwise a :class:`ParseError` asks for the password to be
  removed.
* Broken files raise :class:`ParseError` ("broken PDF: ...").
* A page without extractable text gets ``has_text=False`` and a warning
  ("page 3 has no text layer (scanned image?)"); if no page has text, the whole
  document is refused.
* Hard-wrapped lines are re-joined when the break is only a line wrap: the line
  is nearly full-width, does not end a sentence and the next line does not start
  a structural marker (제N조, ①, 1., -, Article ...). Real line breaks before
  articles, paragraphs, list items and headings are kept.
"""

from __future__ import annotations

import io
import logging
import re
import unicodedata

from pypdf import PdfReader
from pypdf.errors import DependencyError, FileNotDecryptedError, PyPdfError

from textkit.identifiers import CIRCLED_CLASS
from textkit.language import detect_language

from .normalize import garbled_share, normalize_text, title_from_filename
from .types import PDF, ParsedDocument, ParsedPage, ParseError

logger = logging.getLogger(__name__)

# A line that starts with one of these is never glued to the previous line.
STRUCTURE_START = re.compile(
    r"""^(?:
        제\s*\d+\s*(?:편|장|절|관|조|항|호)
      | 부\s*칙 | \[?별\s*표 | \[?별\s*지
      | """ + CIRCLED_CLASS + r"""
      | [가-하]\s*[.)]\s
      | \(?\d{1,3}[.)]\s | \d+(?:\.\d+)+\.?\s
      | [ⅰ-ⅿⅠ-Ⅿ]+[.)]\s | [IVX]{1,5}[.)]\s
      | [-*•·▪■□○●◦※▶►]\s?
      | (?:Article|ARTICLE|Section|SECTION|Chapter|CHAPTER|Part|PART|Annex|Appendix)\s+\w
      | §\s*\d
      | \|
    )""",
    re.X,
)
_SENTENCE_END = re.compile(r"""(?:[.!?。:;]|[다요음함됨임]\.?|[)\]】」』"'])$""")
_JUNK_TITLES = re.compile(r"^(?:untitled|microsoft word\b|document\d*|문서\d*|제목 없음|\s*)$", re.I)


def _display_width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def unwrap_lines(text: str) -> str:
    """Join lines that were broken only by the page width (see module docstring)."""
    lines = text.split("\n")
    widths = sorted(_display_width(line) for line in lines if line.strip())
    if len(widths) < 3:
        return text
    full = widths[int(len(widths) * 0.9) - 1 if len(widths) >= 10 else -1]
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        if out and stripped and out[-1].strip():
            prev = out[-1].rstrip()
            wrapped = (
                _display_width(prev) >= 0.8 * full
                and not _SENTENCE_END.search(prev)
                and not STRUCTURE_START.match(stripped)
            )
            if wrapped:
                if re.search(r"[A-Za-z]-$", prev) and stripped[:1].islower():
                    out[-1] = prev[:-1] + stripped  # English hyphenation
                else:
                    out[-1] = prev + " " + stripped
                continue
        out.append(line)
    return "\n".join(out)


_PAGE_NUMBER_LINE = re.compile(
    r"^(?:[-–—]\s*\d{1,4}\s*[-–—]|\d{1,4}|\d{1,4}\s*/\s*\d{1,4}|(?:page|p\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?"
    r"|\d{1,4}\s*(?:쪽|페이지)|\(?\s*\d{1,4}\s*\)?)$",
    re.I,
)


def strip_page_furniture(texts: list[str]) -> list[str]:
    """Remove page-number lines and running headers/footers.

    Only the first two and last two lines of a page are candidates. A page
    number ("- 3 -", "3 / 12", "Page 3 of 9") is removed wherever it is found in
    those positions; other lines are removed when the same line (digits
    ignored) appears at the top or bottom of at least 60% of 3+ pages.
    """
    def key(line: str) -> str:
        return re.sub(r"\d+", "#", line.strip())

    edges: list[list[str]] = []
    for text in texts:
        lines = [line for line in text.split("\n") if line.strip()]
        edges.append(lines[:2] + lines[-2:] if len(lines) > 4 else lines)
    counts: dict[str, int] = {}
    for lines in edges:
        for k in {key(line) for line in lines}:
            counts[k] = counts.get(k, 0) + 1
    pages_with_text = sum(1 for t in texts if t.strip())
    repeated = {k for k, n in counts.items() if pages_with_text >= 3 and n >= max(3, 0.6 * pages_with_text)}

    cleaned = []
    for text in texts:
        lines = text.split("\n")
        idx = [i for i, line in enumerate(lines) if line.strip()]
        candidates = set(idx[:2] + idx[-2:])
        keep = []
        for i, line in enumerate(lines):
            if i in candidates and (_PAGE_NUMBER_LINE.match(line.strip()) or key(line) in repeated):
                continue
            keep.append(line)
        cleaned.append("\n".join(keep))
    return cleaned


def _metadata_title(reader: PdfReader) -> str:
    try:
        meta = reader.metadata
        title = (meta.title if meta else None) or ""
    except Exception:  # metadata is optional and often malformed
        return ""
    title = re.sub(r"^Microsoft (?:Word|PowerPoint) - ", "", str(title)).strip()
    title = re.sub(r"\.(?:docx?|hwp|pptx?)$", "", title, flags=re.I)
    return "" if _JUNK_TITLES.match(title) else title


def _describe(exc: Exception) -> str:
    message = str(exc)
    lowered = message.lower()
    if "xref" in lowered or "startxref" in lowered or "cross-reference" in lowered:
        return "broken PDF: could not read the cross-reference table"
    if "eof" in lowered or "ended unexpectedly" in lowered or "truncated" in lowered:
        return "broken PDF: the file is truncated or damaged (unexpected end of data)"
    if "header" in lowered:
        return "broken PDF: the file does not start with a PDF header"
    return f"broken PDF: {message or type(exc).__name__}"


def parse_pdf_document(data: bytes, *, filename: str) -> ParsedDocument:
    """Parse a PDF given as bytes."""
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except (DependencyError, NotImplementedError) as exc:
                raise ParseError(f"encrypted PDF: remove the password and upload again ({exc})") from exc
            if not opened:
                raise ParseError("encrypted PDF: remove the password and upload again")
        page_objects = list(reader.pages)
    except ParseError:
        raise
    except FileNotDecryptedError as exc:
        raise ParseError("encrypted PDF: remove the password and upload again") from exc
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, IndexError,
            RecursionError, OSError, AssertionError) as exc:
        raise ParseError(_describe(exc)) from exc

    if not page_objects:
        raise ParseError("empty document: the PDF has no pages")

    warnings: list[str] = []
    raw_texts: list[str] = []
    for number, page in enumerate(page_objects, start=1):
        try:
            raw_texts.append(normalize_text(page.extract_text() or ""))
        except Exception as exc:  # one bad page must not lose the others
            logger.warning("pypdf failed on page %s of %s: %s", number, filename, exc)
            warnings.append(f"page {number} could not be read ({type(exc).__name__}); it was skipped")
            raw_texts.append("")

    pages: list[ParsedPage] = []
    for number, raw in enumerate(strip_page_furniture(raw_texts), start=1):
        text = normalize_text(unwrap_lines(raw))
        has_text = bool(text)
        if not has_text and any(w.startswith(f"page {number} could not") for w in warnings):
            pages.append(ParsedPage(number=number, text="", has_text=False))
            continue
        if not has_text:
            warnings.append(f"page {number} has no text layer (scanned image?)")
        elif garbled_share(text) > 0.3:
            warnings.append(
                f"page {number} text looks garbled (fonts without a Unicode mapping?); answers citing it may be wrong"
            )
        pages.append(ParsedPage(number=number, text=text, has_text=has_text))

    if not any(page.has_text for page in pages):
        count = len(pages)
        raise ParseError(
            f"empty document: no text found on any of {count} page{'s' if count != 1 else ''} "
            "(scanned images without a text layer? run OCR and upload again)"
        )
    full = "\n".join(page.text for page in pages)
    return ParsedDocument(
        title=_metadata_title(reader) or title_from_filename(filename),
        pages=tuple(pages),
        language=detect_language(full),
        content_type=PDF,
        warnings=tuple(warnings),
    )
