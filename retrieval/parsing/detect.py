"""File-type detection (magic bytes first, extension second) and text decoding.

``detect_kind`` returns one of ``"pdf"``, ``"docx"``, ``"html"``, ``"markdown"``,
``"text"`` or raises :class:`ParseError` with a message the uploader can act on.

Rules:

* Binary signatures win: a ``report.txt`` that starts with ``%PDF-`` is parsed
  as a PDF (with a warning). Zip files are opened to tell DOCX from XLSX/PPTX.
* A file named ``.pdf``/``.docx`` whose bytes are text or HTML is refused: this
  is nearly always an error page or login page saved instead of the document.
* Text files choose HTML/Markdown/plain by content sniffing and extension, then
  the optional ``content_type`` hint.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import re
import zipfile
from dataclasses import dataclass

from .types import SUPPORTED_EXTENSIONS, ParseError

_SUPPORTED = " ".join(SUPPORTED_EXTENSIONS)

_EXTENSION_KIND = {
    ".pdf": "pdf",
    ".docx": "docx",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".md": "markdown",
    ".markdown": "markdown",
    ".txt": "text",
    ".text": "text",
}

_CONTENT_TYPE_KIND = {
    "application/pdf": "pdf",
    "application/x-pdf": "pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "text/html": "html",
    "application/xhtml+xml": "html",
    "text/markdown": "markdown",
    "text/x-markdown": "markdown",
    "text/plain": "text",
}

# Signatures of common binary formats we do not support, for clear messages.
_BINARY_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", ".png image"),
    (b"\xff\xd8\xff", ".jpg image"),
    (b"GIF87a", ".gif image"),
    (b"GIF89a", ".gif image"),
    (b"II*\x00", ".tiff image"),
    (b"MM\x00*", ".tiff image"),
    (b"{\\rtf", ".rtf"),
    (b"\x1f\x8b", ".gz archive"),
    (b"Rar!", ".rar archive"),
    (b"7z\xbc\xaf", ".7z archive"),
    (b"HWP Document File", ".hwp (HWP 3)"),
    (b"\x7fELF", "program (Linux executable)"),
    (b"MZ\x90\x00", "program (Windows executable)"),
)
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"

_HTML_SNIFF = re.compile(rb"^\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b", re.I | re.S)
_HTML_TAGS = re.compile(rb"<(?:html|head|body|div|p|table|h[1-6])\b[^>]*>", re.I)
_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_\-]+)""", re.I)


@dataclass(frozen=True)
class Detection:
    """Outcome of :func:`detect_kind`."""

    kind: str
    warnings: tuple[str, ...] = ()


def extension_of(filename: str) -> str:
    name = filename.replace("\\", "/").rsplit("/", 1)[-1]
    if "." not in name.lstrip("."):
        return ""
    return "." + name.rsplit(".", 1)[-1].lower()


def _unsupported(what: str) -> ParseError:
    return ParseError(f"unsupported file type {what} (supported: {_SUPPORTED})")


def _mismatch(filename: str, ext: str, what: str) -> ParseError:
    return ParseError(
        f"file type mismatch: {filename!r} is named {ext} but contains {what}; "
        "upload the real file or rename it to match its content"
    )


def _zip_kind(data: bytes, ext: str) -> str:
    try:
        names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    except (zipfile.BadZipFile, ValueError, OSError) as exc:
        if ext == ".docx":
            raise ParseError(f"broken DOCX: the file is not a readable zip package ({exc})") from exc
        raise _unsupported(ext or "(zip archive)") from exc
    if "word/document.xml" in names:
        return "docx"
    if any(n.startswith("xl/") for n in names):
        raise _unsupported(".xlsx (Excel workbook)")
    if any(n.startswith("ppt/") for n in names):
        raise _unsupported(".pptx (PowerPoint presentation); save it as PDF")
    if "mimetype" in names and any(n == "content.xml" for n in names):
        raise _unsupported(f"{ext or '.odt'} (OpenDocument); save it as DOCX or PDF")
    if "Contents/section0.xml" in names or any(n.startswith("Contents/") for n in names):
        raise _unsupported(".hwpx (Hangul); save it as PDF or DOCX")
    if ext == ".docx":
        raise ParseError("broken DOCX: the package has no word/document.xml")
    raise _unsupported(ext or "(zip archive)")


def looks_like_html(data: bytes) -> bool:
    head = data[:4096]
    if head.startswith(codecs.BOM_UTF8):
        head = head[3:]
    if _HTML_SNIFF.match(head):
        return True
    return len(_HTML_TAGS.findall(head)) >= 3


def detect_kind(data: bytes, filename: str, content_type: str | None = None) -> Detection:
    """Decide how to parse ``data``; raise :class:`ParseError` when we cannot."""
    ext = extension_of(filename)
    ext_kind = _EXTENSION_KIND.get(ext)
    hint_kind = _CONTENT_TYPE_KIND.get((content_type or "").split(";")[0].strip().lower())

    if not data or not data.strip():
        raise ParseError(f"empty document: the file {filename!r} is empty")

    # 1. Binary signatures.
    if b"%PDF-" in data[:1024]:
        if ext_kind not in (None, "pdf"):
            return Detection("pdf", (f"file named {ext} is actually a PDF; parsed it as PDF",))
        return Detection("pdf")
    if data.startswith(b"PK\x03\x04"):
        kind = _zip_kind(data, ext)
        if ext_kind not in (None, "docx"):
            return Detection(kind, (f"file named {ext} is actually a DOCX; parsed it as DOCX",))
        return Detection(kind)
    if data.startswith(_OLE2):
        legacy = ext if ext in (".doc", ".xls", ".ppt", ".hwp", ".msg") else ".doc/.hwp"
        raise _unsupported(f"{legacy} (legacy binary Office/HWP format); save it as PDF or DOCX")
    for signature, what in _BINARY_SIGNATURES:
        if data.startswith(signature):
            if ext_kind is not None:  # "report.pdf" that is really a program or a photo: say what it is
                raise _mismatch(filename, ext, f"a {what.lstrip('.')}")
            raise _unsupported(f"{what}; scanned images need OCR first" if "image" in what else what)

    # 2. Text-like content.
    is_utf16 = data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    if not is_utf16 and b"\x00" in data[:8192]:
        if ext_kind is not None:
            raise _mismatch(filename, ext, "binary data")
        raise _unsupported(ext or "(binary file)")

    html = looks_like_html(data if not is_utf16 else decode_text(data)[0].encode("utf-8"))
    if ext_kind in ("pdf", "docx"):
        raise _mismatch(filename, ext, "HTML (an error or login page saved instead of the document?)" if html
                        else "plain text")
    if ext and ext_kind is None:
        raise _unsupported(ext)
    if html:
        if ext_kind in ("markdown", "text"):
            return Detection("html", (f"file named {ext} contains HTML; parsed it as HTML",))
        return Detection("html")
    if ext_kind is not None:
        return Detection(ext_kind)
    if hint_kind in ("markdown", "text", "html"):
        return Detection(hint_kind)
    if hint_kind is not None:  # e.g. claims PDF but is text
        raise ParseError(f"file type mismatch: declared as {content_type} but the bytes are plain text")
    return Detection("text")


def _hangul_ratio_of_non_ascii(text: str) -> float:
    non_ascii = [ch for ch in text if ord(ch) > 0x7F]
    if not non_ascii:
        return 1.0
    hangul = sum(1 for ch in non_ascii if 0xAC00 <= ord(ch) <= 0xD7A3 or 0x3130 <= ord(ch) <= 0x318F)
    symbols = sum(1 for ch in non_ascii if 0x2000 <= ord(ch) <= 0x33FF or 0xFF00 <= ord(ch) <= 0xFFEF)
    return (hangul + symbols) / len(non_ascii)


def decode_text(data: bytes, *, declared: str | None = None) -> tuple[str, str, tuple[str, ...]]:
    """Decode bytes of a text file; return ``(text, encoding, warnings)``.

    Order: BOM, the declared charset (HTML ``<meta charset>``), strict UTF-8,
    strict CP949 (a superset of EUC-KR, for Korean legacy files) when the result
    is mostly Hangul, Windows-1252 when the result is mostly Latin letters (with
    a warning), then UTF-8 with replacement characters and a warning.
    """
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace"), "utf-8-sig", ()
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace"), "utf-16", ()
    declared_name = None
    if declared:
        with contextlib.suppress(LookupError):
            declared_name = codecs.lookup(declared).name
    candidates = [declared_name] if declared_name else []
    candidates += [enc for enc in ("utf-8", "cp949") if enc != declared_name]
    for enc in candidates:
        try:
            text = data.decode(enc)
        except UnicodeDecodeError:
            continue
        # An undeclared CP949 guess must look Korean: Latin-1 bytes often decode as CP949 garbage.
        if enc == "cp949" and enc != declared_name and _hangul_ratio_of_non_ascii(text) < 0.6:
            continue
        return text, enc, ()
    try:  # Western legacy files (Windows-1252 / Latin-1)
        text = data.decode("cp1252")
        non_ascii = [ch for ch in text if ord(ch) > 0x7F]
        if non_ascii and sum(ch.isalpha() or ch in "‘’“”–—…€°±×·" for ch in non_ascii) >= 0.8 * len(non_ascii):
            return text, "cp1252", ("the text is not UTF-8; decoded it as Windows-1252 (Western European)",)
    except UnicodeDecodeError:
        pass
    text = data.decode("utf-8", errors="replace")
    return text, "utf-8", ("could not detect the text encoding (tried UTF-8 and CP949); undecodable bytes were replaced",)


def declared_html_charset(data: bytes) -> str | None:
    match = _CHARSET.search(data[:4096])
    return match.group(1).decode("ascii", "ignore") if match else None
