"""PDF parsing: the committed multi-page Korean sample and generated edge cases."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader, PdfWriter

from retrieval.parsing import PDF, ParseError, parse_bytes, parse_file
from retrieval.parsing.normalize import garbled_share
from retrieval.parsing.pdf import strip_page_furniture, unwrap_lines


def test_sample_pdf_has_several_pages_numbered_from_one(sample_pdf):
    doc = parse_file(sample_pdf)
    assert len(doc.pages) >= 3
    assert [page.number for page in doc.pages] == list(range(1, len(doc.pages) + 1))
    assert all(page.has_text for page in doc.pages)
    assert doc.content_type == PDF
    assert doc.warnings == ()


def test_sample_pdf_title_comes_from_metadata_and_language_is_korean(sample_pdf):
    doc = parse_file(sample_pdf)
    assert doc.title == "학칙"
    assert doc.language == "ko"


def test_sample_pdf_extracts_composed_hangul_not_jamo_or_mojibake(sample_pdf):
    doc = parse_file(sample_pdf)
    for page in doc.pages:
        assert garbled_share(page.text) == 0
    assert "휴학은 1회에 1년(2개 학기)을 초과할 수 없으며, 재학 중 통산하여 2년을 초과할 수 없다." in doc.text


@pytest.mark.parametrize(
    ("needle", "page"),
    [
        ("제1조(목적)", 1),
        ("제25조(휴학)", 2),
        ("제25조의2(창업휴학)", 2),
        ("제26조(복학)", 3),
        ("제28조(제적)", 3),
        ("② 제1항제2호에 따라 제적된 학생이", 4),
        ("제40조(졸업요건)", 5),
    ],
)
def test_sample_pdf_text_is_on_the_printed_page(sample_pdf, needle, page):
    doc = parse_file(sample_pdf)
    found = [p.number for p in doc.pages if needle in p.text]
    assert found == [page]


def test_sample_pdf_wrapped_lines_are_rejoined_but_article_lines_kept(sample_pdf):
    doc = parse_file(sample_pdf)
    lines = doc.pages[1].text.split("\n")
    article = next(line for line in lines if line.startswith("제24조(학적부)"))
    assert article.endswith("영구 보존한다.")
    assert any(line.startswith("② 일반휴학은") for line in lines)
    assert "1. 군휴학" in lines


def test_sample_pdf_page_number_footers_are_removed(sample_pdf):
    doc = parse_file(sample_pdf)
    for page in doc.pages:
        assert f"- {page.number} -" not in page.text


def test_image_only_page_is_kept_with_a_warning(pdf_builder):
    data = pdf_builder(["Chapter 1. Scope of the maintenance manual.", None, "Chapter 2. Daily checks of the arm."])
    doc = parse_bytes(data, filename="scan.pdf")
    assert [p.number for p in doc.pages] == [1, 2, 3]
    assert [p.has_text for p in doc.pages] == [True, False, True]
    assert doc.warnings == ("page 2 has no text layer (scanned image?)",)
    assert "Daily checks" in doc.pages[2].text


def test_pdf_without_any_text_layer_is_refused(pdf_builder):
    data = pdf_builder([None, None])
    with pytest.raises(ParseError, match=r"^empty document: no text found on any of 2 pages"):
        parse_bytes(data, filename="scan.pdf")


@pytest.mark.parametrize("keep", [100, 1000, 0.5, 0.9])
def test_truncated_pdf_is_a_broken_pdf_error(sample_pdf_bytes, keep):
    size = int(len(sample_pdf_bytes) * keep) if isinstance(keep, float) else keep
    with pytest.raises(ParseError, match=r"^broken PDF: "):
        parse_bytes(sample_pdf_bytes[:size], filename="학칙.pdf")


def test_pdf_header_followed_by_garbage_is_a_broken_pdf_error():
    with pytest.raises(ParseError, match=r"^broken PDF: "):
        parse_bytes(b"%PDF-1.7\n" + b"\x00\x01garbage" * 50, filename="x.pdf")


def _encrypt(data: bytes, user_password: str, owner_password: str, algorithm: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password=user_password, owner_password=owner_password, algorithm=algorithm)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _algorithms():
    # RC4 works with pypdf alone; AES needs the `cryptography` package.
    yield "RC4-128"
    try:
        import cryptography  # noqa: F401
    except ImportError:
        return
    yield "AES-256"


@pytest.mark.parametrize("algorithm", list(_algorithms()))
def test_password_protected_pdf_is_refused_with_instructions(sample_pdf_bytes, algorithm):
    data = _encrypt(sample_pdf_bytes, "secret", "owner", algorithm)
    with pytest.raises(ParseError, match=r"^encrypted PDF: remove the password and upload again"):
        parse_bytes(data, filename="학칙.pdf")


@pytest.mark.parametrize("algorithm", list(_algorithms()))
def test_pdf_with_only_an_owner_password_is_read(sample_pdf_bytes, algorithm):
    data = _encrypt(sample_pdf_bytes, "", "owner", algorithm)
    doc = parse_bytes(data, filename="학칙.pdf")
    assert "제25조(휴학)" in doc.pages[1].text


def test_title_falls_back_to_the_filename_without_metadata(pdf_builder):
    doc = parse_bytes(pdf_builder(["Some text on a page."]), filename="Robot_manual_v2.pdf")
    assert doc.title == "Robot manual v2"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a full-width line that does not end a sentence is glued to the next one
        (
            "제1조(목적) 이 규정은 학생의 학적 관리에 필요한 사항을 정함을\n목적으로 한다.\n제2조(정의) 짧다.\n끝.",
            "제1조(목적) 이 규정은 학생의 학적 관리에 필요한 사항을 정함을 목적으로 한다.\n제2조(정의) 짧다.\n끝.",
        ),
        # a line that starts a paragraph marker is never glued
        (
            "① 휴학은 통산하여 2년을 초과할 수 없으며 총장의 허가를 받아야 하고\n② 복학은 학기 개시일 전까지 한다.\n끝.",
            "① 휴학은 통산하여 2년을 초과할 수 없으며 총장의 허가를 받아야 하고\n② 복학은 학기 개시일 전까지 한다.\n끝.",
        ),
        # English hyphenation is undone
        (
            "Check the cables of every joint for wear and replace the main-\ntenance kit if needed.\nShort.\nEnd.",
            "Check the cables of every joint for wear and replace the maintenance kit if needed.\nShort.\nEnd.",
        ),
    ],
)
def test_unwrap_lines_joins_only_width_wrapped_lines(text, expected):
    assert unwrap_lines(text) == expected


def test_strip_page_furniture_removes_page_numbers_and_running_headers():
    bodies = ["Joints need grease.", "Brakes are tested.", "Cables wear out.", "Fans need filters."]
    pages = [f"Acme Manual\n{body}\nSee chapter {n}.\nA table follows.\nPage {n} of 4" for n, body in enumerate(bodies, 1)]
    cleaned = strip_page_furniture(pages)
    for n, (text, body) in enumerate(zip(cleaned, bodies), start=1):
        assert "Acme Manual" not in text
        assert f"Page {n} of 4" not in text
        assert body in text
