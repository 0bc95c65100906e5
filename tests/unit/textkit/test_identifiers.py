"""Codes, articles, paragraphs: one reading, one normal form, one label."""
import pytest

from textkit.identifiers import (
    CIRCLED,
    article_label,
    article_parts,
    article_pattern,
    code_key,
    find_articles,
    find_codes,
    is_upper_code,
    paragraph_mark,
    paragraph_number,
)
from textkit.ranges import stated_ranges


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Error C4A15 on Joint 4", ("C4A15",)),
        ("C4A15 appears after power-on", ("C4A15",)),  # code + sub-code needs no context
        ("오류 코드 E102가 표시되면 전원을 끄십시오.", ("E102",)),
        ("If ERR-17 or err_18 shows", ("ERR17", "ERR18")),
        ("Error codes range from C0 to C55.", ("C0", "C55")),
        ("C12: communication timeout", ("C12",)),
        ("| C31 | Safety system |", ("C31",)),
        ("Alarm AL-12 means the battery is low.", ("AL12",)),
        ("PSU48 fault: replace the power supply.", ("PSU48",)),
        ("SK-G3 error on the gimbal", ("SKG3",)),
        ("코드 범위는 C0–C55이다.", ("C0", "C55")),
        ("Use an A4 sheet and M6 bolts, see page 12.", ()),
        ("성적은 A+(4.5)부터 F(0)까지이며 D0 이상을 취득하여야 한다.", ()),
        ("ISO 9001 and COVID-19 rules", ()),
        ("The PSU-48-600 unit ships with a cable.", ()),
        ("PM2.5 levels are reported daily.", ()),
        ("C4A15 and C4A15 again", ("C4A15",)),
    ],
)
def test_documents_yield_codes_only_where_a_code_is_meant(text, expected):
    assert find_codes(text) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("c4a15 에러가 떠요", ("C4A15",)),
        ("e102 뜨면 어떻게 해요", ("E102",)),
        ("PSU48 fault?", ("PSU48",)),
        ("Alarm AL-12", ("AL12",)),
        ("SK-G3 error", ("SKG3",)),
        ("What is C0-C55?", ("C0", "C55")),
        ("휴학은 몇 년까지 돼요?", ()),
    ],
)
def test_questions_are_read_loosely(question, expected):
    assert find_codes(question, question=True) == expected


def test_documents_are_read_strictly_where_questions_are_not():
    assert find_codes("c4a15 에러가 떠요") == ()


@pytest.mark.parametrize(
    ("raw", "normal"),
    [("c4a15", "C4A15"), ("E-102", "E102"), ("err_17", "ERR17"), ("ERR17", "ERR17"), ("C 12", "C12"), ("SK-G3", "SKG3")],
)
def test_codes_have_one_normal_form(raw, normal):
    assert code_key(raw) == normal


def test_upper_case_code_words():
    assert is_upper_code("E-102") and is_upper_code("C50")
    assert not is_upper_code("mp3") and not is_upper_code("Joint")


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("제25조에 따르면", ["제25조"]),
        ("제 3 조 의 02", ["제3조의2"]),
        ("제025조와 제26조", ["제25조", "제26조"]),
        ("See Article 5 and Art. 7-2.", ["Article 5", "Article 7-2"]),
        ("25조 원의 예산", []),
    ],
)
def test_articles_have_one_label(text, labels):
    assert find_articles(text) == labels


def test_article_labels_parse_back_and_match_every_spelling():
    assert article_label("03", "02") == "제3조의2"
    assert article_parts("제3조의2") == (3, 2)
    assert article_parts("Article 5") == (5, None)
    assert article_pattern("제25조").search("제 25 조(휴학)")
    assert article_pattern("제25조").search("Article 25 Leave")
    assert not article_pattern("제25조").search("제25조의2(창업휴학)")
    assert article_pattern("제25조의2").search("제25조의 2")


def test_paragraphs_run_from_one_to_fifty():
    assert len(CIRCLED) == 50
    assert paragraph_number(None, "㉑") == 21
    assert paragraph_number(None, "㊿") == 50
    assert paragraph_number("3", None) == 3
    assert paragraph_mark(21) == "㉑"
    assert paragraph_mark(51) == "제51항"


def test_ranges_name_the_widest_stated_range():
    codes, articles = stated_ranges([
        "Error codes range from C0 to C55.\n| C1–C3 | Power |",
        "이 규정은 제1조부터 제30조까지로 구성된다.",
    ])
    assert codes == [("C", "C0–C55")]
    assert articles == ["제1조–제30조"]


def test_table_rows_that_follow_one_another_make_one_range():
    codes, _ = stated_ranges(["| C0 | Info |\n| C1–C3 | Power |\n| C4–C9 | Motion |"])
    assert codes == [("C", "C0–C9")]
