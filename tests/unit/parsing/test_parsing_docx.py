"""DOCX parsing on documents generated with python-docx in the test."""

from __future__ import annotations

import io
import zipfile

import pytest
from docx import Document
from docx.enum.text import WD_BREAK

from retrieval.parsing import DOCX, ParseError, parse_bytes, parse_file


def _save(document, path):
    document.save(str(path))
    return path


@pytest.fixture
def regulation_docx(tmp_path):
    document = Document()
    document.core_properties.title = "장학금 지급 규정"
    document.add_heading("장학금 지급 규정", level=0)
    document.add_heading("제1장 총칙", level=1)
    document.add_paragraph("제1조(목적) 이 규정은 장학금 지급에 필요한 사항을 정한다.")
    document.add_paragraph("제2조(지급기준) ① 장학금은 직전 학기 성적을 기준으로 지급한다.")
    document.add_paragraph("② 다음 각 호의 학생에게는 지급하지 아니한다.")
    document.add_paragraph("징계 중인 학생", style="List Number")
    document.add_paragraph("휴학 중인 학생", style="List Number")
    table = document.add_table(rows=2, cols=3)
    for c, text in enumerate(["구분", "성적", "금액"]):
        table.cell(0, c).text = text
    for c, text in enumerate(["성적우수", "4.0 이상", "수업료 전액"]):
        table.cell(1, c).text = text
    document.add_paragraph("제3조(신청) 장학금 신청은 학기 개시일 전까지 한다.").runs[-1].add_break(WD_BREAK.PAGE)
    document.add_paragraph("부칙")
    document.add_paragraph("제1조(시행일) 이 규정은 2024년 3월 1일부터 시행한다.")
    return _save(document, tmp_path / "scholarship.docx")


def test_docx_paragraphs_tables_and_lists_are_read_in_order(regulation_docx):
    doc = parse_file(regulation_docx)
    text = doc.pages[0].text
    lines = text.split("\n")
    assert doc.content_type == DOCX
    assert lines.index("제1조(목적) 이 규정은 장학금 지급에 필요한 사항을 정한다.") < lines.index("구분 | 성적 | 금액")
    assert "성적우수 | 4.0 이상 | 수업료 전액" in lines
    assert "1. 징계 중인 학생" in lines and "2. 휴학 중인 학생" in lines


def test_docx_headings_become_markdown_headings(regulation_docx):
    doc = parse_file(regulation_docx)
    assert "## 제1장 총칙" in doc.pages[0].text.split("\n")


def test_docx_title_comes_from_core_properties(regulation_docx):
    assert parse_file(regulation_docx).title == "장학금 지급 규정"


def test_docx_title_falls_back_to_the_title_style_then_filename(tmp_path):
    document = Document()
    document.add_heading("Robot Safety Rules", level=0)
    document.add_paragraph("Keep out of the fenced area.")
    assert parse_file(_save(document, tmp_path / "a.docx")).title == "Robot Safety Rules"
    plain = Document()
    plain.add_paragraph("Just text.")
    assert parse_file(_save(plain, tmp_path / "safety_rules.docx")).title == "safety rules"


def test_docx_hard_page_break_starts_a_new_page(regulation_docx):
    doc = parse_file(regulation_docx)
    assert [p.number for p in doc.pages] == [1, 2]
    assert "제3조(신청)" in doc.pages[0].text
    assert doc.pages[1].text.startswith("부칙")


def test_docx_without_text_is_an_empty_document(tmp_path):
    path = _save(Document(), tmp_path / "blank.docx")
    with pytest.raises(ParseError, match=r"^empty document"):
        parse_file(path)


def test_zip_without_word_document_named_docx_is_broken():
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("hello.txt", "hi")
    with pytest.raises(ParseError, match=r"^broken DOCX"):
        parse_bytes(buffer.getvalue(), filename="report.docx")


def test_sample_docx_regulation_is_parsed(samples_dir):
    doc = parse_file(samples_dir / "regulations" / "졸업논문_심사_규정.docx")
    assert doc.title == "졸업논문 심사 규정"
    assert doc.language == "ko"
    assert "② 심사위원회는 지도교수를 포함하여 3인 이상 5인 이하의 위원으로 구성한다." in doc.pages[0].text
    assert "심사신청 | 4월 15일까지 | 10월 15일까지" in doc.pages[0].text


def test_docx_text_inside_content_controls_is_read(tmp_path):
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = Document()
    document.add_paragraph("Before the control.")
    sdt = parse_xml(
        f'<w:sdt {nsdecls("w")}><w:sdtContent><w:p><w:r><w:t>Inside the control.</w:t></w:r></w:p>'
        "</w:sdtContent></w:sdt>"
    )
    document.element.body.insert(1, sdt)
    doc = parse_file(_save(document, tmp_path / "form.docx"))
    assert doc.pages[0].text == "Before the control.\nInside the control."
