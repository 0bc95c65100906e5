"""Markdown and plain-text parsing, encodings and page markers."""

from __future__ import annotations

import pytest

from retrieval.parsing import MARKDOWN, TEXT, parse_bytes, parse_file

KOREAN = "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다.\n② 군휴학 기간은 산입하지 아니한다.\n"


def test_markdown_title_is_the_first_heading():
    doc = parse_bytes(b"Intro line\n\n# Robot Manual\n\n## 1. Safety\n", filename="m.md")
    assert doc.title == "Robot Manual"
    assert doc.content_type == MARKDOWN


def test_markdown_front_matter_title_wins_and_is_removed():
    doc = parse_bytes(b"---\ntitle: Terms of Use\nauthor: x\n---\n# Other\nBody.\n", filename="t.md")
    assert doc.title == "Terms of Use"
    assert "author" not in doc.pages[0].text


def test_markdown_inline_markup_is_removed_but_structure_kept():
    source = "# T\n\n- see **bold** and [the link](http://x.org/a_(b)) and `C4A15`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n<!-- hidden -->\n"
    doc = parse_bytes(source.encode(), filename="m.md")
    assert doc.pages[0].text == "# T\n\n- see bold and the link and C4A15\n\n| a | b |\n\n| 1 | 2 |"


def test_setext_headings_become_atx_headings():
    doc = parse_bytes(b"Manual\n======\n\nOverview\n--------\ntext\n", filename="s.md")
    assert doc.title == "Manual"
    assert doc.pages[0].text.split("\n")[:3] == ["# Manual", "", "## Overview"]


def test_form_feeds_split_pages():
    doc = parse_bytes(b"page one\fpage two\f\fpage four\f", filename="t.txt")
    assert [(p.number, p.has_text) for p in doc.pages] == [(1, True), (2, True), (3, False), (4, True)]
    assert doc.pages[3].text == "page four"


@pytest.mark.parametrize("marker", ["<!-- page {n} -->", "--- page {n} ---", "=== Page {n} ===", "[page {n}]", "[[p. {n}]]"])
def test_explicit_page_markers_set_page_numbers(marker):
    source = "intro\n" + marker.format(n=2) + "\nsecond\n" + marker.format(n=5) + "\nfifth\n"
    doc = parse_bytes(source.encode(), filename="t.md")
    assert [(p.number, p.text) for p in doc.pages] == [(1, "intro"), (2, "second"), (5, "fifth")]


@pytest.mark.parametrize("encoding", ["cp949", "euc-kr", "utf-8", "utf-8-sig", "utf-16"])
def test_korean_text_files_are_decoded(tmp_path, encoding):
    path = tmp_path / "학칙_발췌.txt"
    path.write_bytes(KOREAN.encode(encoding))
    doc = parse_file(path)
    assert doc.pages[0].text == KOREAN.strip()
    assert doc.language == "ko"
    assert doc.content_type == TEXT
    assert doc.warnings == ()


def test_cp949_only_characters_are_decoded(tmp_path):
    text = "똠방각하 햏 규정 안내"  # 똠/햏 exist in CP949 but not in EUC-KR
    path = tmp_path / "legacy.txt"
    path.write_bytes(text.encode("cp949"))
    assert parse_file(path).pages[0].text == text


def test_western_legacy_text_is_decoded_as_windows_1252_with_a_warning():
    doc = parse_bytes("Café résumé – 5 °C".encode("cp1252"), filename="x.txt")
    assert doc.pages[0].text == "Café résumé – 5 °C"
    assert "Windows-1252" in doc.warnings[0]


def test_undecodable_bytes_are_replaced_with_a_warning():
    doc = parse_bytes(b"Error \xff\x81 code list\n", filename="x.txt")  # invalid in UTF-8, CP949 and CP1252
    assert "Error" in doc.pages[0].text
    assert doc.warnings and "encoding" in doc.warnings[0]


def test_plain_text_title_is_a_short_first_line_else_the_filename():
    assert parse_bytes("여행자보험 약관\n\n제1조(목적) 목적이다.\n".encode(), filename="a.txt").title == "여행자보험 약관"
    assert parse_bytes("제1조(목적) 목적이다.\n".encode(), filename="보험_약관.txt").title == "보험 약관"


def test_whitespace_is_normalised_but_line_breaks_kept():
    doc = parse_bytes("a\u00a0\u00a0b\t c\u3000d  \r\n\r\n\r\n\r\nnext\u200b line".encode(), filename="w.txt")
    assert doc.pages[0].text == "a b c d\n\nnext line"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("휴학은 통산하여 2년을 초과할 수 없다.", "ko"),
        ("Error codes range from C0 to C55.", "en"),
        ("Teach Pendant의 비상정지 버튼을 누르면 the robot stops immediately and the brakes engage.", "mixed"),
        ("본 장비의 Control Box는 매년 점검한다.", "ko"),
    ],
)
def test_language_is_detected_from_the_hangul_share(text, language):
    assert parse_bytes(text.encode(), filename="l.txt").language == language


def test_sample_markdown_documents_parse(samples_dir):
    manual = parse_file(samples_dir / "manuals" / "CR6_협동로봇_유지보수_매뉴얼.md")
    assert manual.language == "en"
    assert "Error codes range from C0 to C55." in manual.pages[0].text
    tuition = parse_file(samples_dir / "regulations" / "등록금에_관한_규정.md")
    assert tuition.title == "등록금에 관한 규정"
    assert "제4조(납부기한) ① 등록금은 학기 개시일 14일 전까지 납부하여야 한다." in tuition.pages[0].text
