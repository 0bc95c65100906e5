"""Line-level structure patterns: articles, headings, regulation titles, text clean-up."""

from __future__ import annotations

import pytest

from retrieval.parsing.structure import is_regulation_title, match_article


@pytest.mark.parametrize(
    ("line", "article", "title"),
    [
        ("제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다.", "제25조", "휴학"),
        ("제 25 조 (휴학)", "제25조", "휴학"),
        ("제3조의2(조기졸업) 수업연한 이전이라도", "제3조의2", "조기졸업"),
        ("제3조 의 2【정의】", "제3조의2", "정의"),
        ("제7조 삭제 <2020. 3. 1.>", "제7조", ""),
        ("제007조(목적)", "제7조", "목적"),
        ("Article 5", "Article 5", ""),
        ("Article 5 (Refunds)", "Article 5", "Refunds"),
        ("Article 12. Termination. Either party may terminate.", "Article 12", "Termination"),
        ("ARTICLE 3 - Definitions", "Article 3", "Definitions"),
    ],
)
def test_article_headings_are_recognised_and_normalised(line, article, title):
    found = match_article(line)
    assert found is not None
    assert found[:2] == (article, title)


@pytest.mark.parametrize(
    "line",
    [
        "제25조에 따라 휴학한 학생은",
        "제25조제1항에 따른 기간",
        "제25조 제1항의 기간",
        "제25조 및 제26조의 규정에도 불구하고",
        "제5조(정의)에 따른 학생",
        "Article 5 of this policy applies to refunds.",
        "제3장 학적",
        "25조(휴학)",
    ],
)
def test_references_and_other_lines_are_not_articles(line):
    assert match_article(line) is None


@pytest.mark.parametrize(
    ("title", "expected"),
    [("등록금에 관한 규정", True), ("학칙", True), ("안심 해외여행보험 서비스 이용약관", True),
     ("Staff Travel Regulations", True), ("휴학은 총장의 허가를 받아야 하는 규정", True),
     ("제적 학생은 재입학 규정에 따른다.", False), ("Maintenance intervals", False)],
)
def test_regulation_titles_are_detected_by_their_suffix(title, expected):
    assert is_regulation_title(title) is expected


@pytest.mark.parametrize(
    ("text", "garbled"),
    [("휴학은 2년까지 가능하다.", False), ("ㅎㅠㅎㅏㄱㅇㅡㄴ ㅇㅣㄴㅕㄴ", True), ("\ue000\ue001\ue002 abc", True), ("\ufffd\ufffd\ufffd", True)],
)
def test_garbled_text_layers_are_recognised(text, garbled):
    from retrieval.parsing.normalize import garbled_share

    assert (garbled_share(text) > 0.3) is garbled


def test_decomposed_hangul_is_composed():
    import unicodedata

    from retrieval.parsing.normalize import normalize_text

    assert normalize_text(unicodedata.normalize("NFD", "휴학 ① 제25조")) == "휴학 ① 제25조"
