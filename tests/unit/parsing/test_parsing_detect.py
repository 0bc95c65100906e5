"""File-type detection and refusal messages."""

from __future__ import annotations

import io
import zipfile

import pytest

from retrieval.parsing import HTML, MARKDOWN, PDF, TEXT, ParseError, parse_bytes, parse_file


def _zip(names):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in names:
            archive.writestr(name, "<x/>")
    return buffer.getvalue()


@pytest.mark.parametrize("data", [b"", b"   \n\t  \n"])
def test_empty_file_is_refused(data):
    with pytest.raises(ParseError, match=r"^empty document"):
        parse_bytes(data, filename="notes.txt")


def test_empty_file_on_disk_is_refused(tmp_path):
    path = tmp_path / "empty.pdf"
    path.write_bytes(b"")
    with pytest.raises(ParseError, match=r"^empty document"):
        parse_file(path)


@pytest.mark.parametrize(
    ("data", "filename", "what"),
    [
        (_zip(["[Content_Types].xml", "xl/workbook.xml"]), "budget.xlsx", ".xlsx"),
        (_zip(["[Content_Types].xml", "ppt/presentation.xml"]), "deck.pptx", ".pptx"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100, "규정.hwp", ".hwp"),
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 50, "scan.png", ".png"),
        (b"a,b,c\n1,2,3\n", "table.csv", ".csv"),
        (b"\x00\x01\x02binary", "blob.bin", ".bin"),
    ],
)
def test_unsupported_types_are_named_with_the_supported_list(data, filename, what):
    with pytest.raises(ParseError) as info:
        parse_bytes(data, filename=filename)
    message = str(info.value)
    assert message.startswith(f"unsupported file type {what}")
    assert "(supported: .pdf .docx .html .htm .md .markdown .txt)" in message


@pytest.mark.parametrize("filename", ["manual.pdf", "manual.docx"])
def test_html_saved_under_a_binary_extension_is_refused_clearly(filename):
    with pytest.raises(ParseError, match=r"^file type mismatch: .* contains HTML"):
        parse_bytes(b"<!DOCTYPE html><html><body><h1>Login required</h1></body></html>", filename=filename)


def test_pdf_bytes_under_a_text_extension_are_parsed_as_pdf_with_a_warning(sample_pdf_bytes):
    doc = parse_bytes(sample_pdf_bytes, filename="학칙.txt")
    assert doc.content_type == PDF
    assert doc.warnings[0] == "file named .txt is actually a PDF; parsed it as PDF"


def test_html_content_in_a_txt_file_is_parsed_as_html():
    doc = parse_bytes(b"<html><head><title>T</title></head><body><p>Hi there</p></body></html>", filename="page.txt")
    assert doc.content_type == HTML
    assert doc.pages[0].text == "Hi there"


@pytest.mark.parametrize(
    ("content_type", "expected"),
    [("text/markdown", MARKDOWN), ("text/plain", TEXT), ("text/html; charset=utf-8", HTML), (None, TEXT)],
)
def test_content_type_hint_is_used_when_there_is_no_extension(content_type, expected):
    data = b"<html><body><p>x</p></body></html>" if expected == HTML else b"# Title\n\nbody\n"
    assert parse_bytes(data, filename="upload", content_type=content_type).content_type == expected


def test_magic_bytes_win_over_the_content_type_hint(sample_pdf_bytes):
    assert parse_bytes(sample_pdf_bytes, filename="upload", content_type="text/plain").content_type == PDF


def test_missing_file_is_a_parse_error(tmp_path):
    with pytest.raises(ParseError, match=r"^file not found"):
        parse_file(tmp_path / "nope.pdf")


def test_unexpected_library_errors_become_parse_errors(monkeypatch, sample_pdf_bytes):
    import retrieval.parsing.pdf as pdf_module

    def explode(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(pdf_module, "PdfReader", explode)
    with pytest.raises(ParseError, match=r"^could not read this PDF file \(RuntimeError: boom\)"):
        parse_bytes(sample_pdf_bytes, filename="x.pdf")


@pytest.mark.parametrize(
    ("data", "filename", "what"),
    [
        (b"\x7fELF\x02\x01\x01" + b"\x00" * 60, "report.pdf", "a program (Linux executable)"),
        (b"MZ\x90\x00\x03" + b"\x00" * 60, "규정.docx", "a program (Windows executable)"),
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 50, "scan.pdf", "a png image"),
        (b"\x00\x01\x02binary", "terms.md", "binary data"),
    ],
)
def test_a_file_named_as_a_document_but_holding_something_else_says_so(data, filename, what):
    with pytest.raises(ParseError) as info:
        parse_bytes(data, filename=filename)
    message = str(info.value)
    assert message.startswith(f"file type mismatch: {filename!r} is named")
    assert f"contains {what}" in message and "supported:" not in message
