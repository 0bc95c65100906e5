"""Every citation form is found, numbered as the contract says, and ordinary brackets are not."""
import pytest

from verification.engine.citations import parse_markers
from verification.engine.models import BRACKET, CITE, DAGGER, REFERENCE, REGULATION


def forms(answer, n=5):
    return [(m.form, m.number, m.target) for m in parse_markers(answer, n).markers]


@pytest.mark.parametrize("answer, expected", [
    ("휴학은 2년입니다[†1].", [(DAGGER, 1, 1)]),
    ("휴학은 2년입니다[1].", [(BRACKET, 1, 1)]),
    ("휴학은 2년입니다[†1][†2].", [(DAGGER, 1, 1), (DAGGER, 2, 2)]),
    ("Leave is two years [1, 2].", [(BRACKET, 1, 1), (BRACKET, 2, 2)]),
    ("Leave is two years [1-3].", [(BRACKET, 1, 1), (BRACKET, 2, 2), (BRACKET, 3, 3)]),
    ("휴학은 2년입니다.[†3] 등록금은 14일 전까지입니다[†1].", [(DAGGER, 3, 3), (DAGGER, 1, 1)]),
])
def test_numbered_markers_are_found_with_their_numbers(answer, expected):
    assert forms(answer) == expected


def test_adjacent_markers_share_one_claim_group():
    markers = parse_markers("휴학은 2년입니다[†1][†2]. 복학은 신청합니다[†3].", 3).markers
    assert markers[0].group == markers[1].group != markers[2].group


def test_cite_tag_is_found_with_source_and_url():
    m = parse_markers('<cite data-source="학칙.pdf" data-url="https://x/y">휴학은 2년이다</cite>', 1).markers[0]
    assert (m.form, m.cite_source, m.cite_url, m.number) == (CITE, "학칙.pdf", "https://x/y", 1)


@pytest.mark.parametrize("answer, article, paragraph, item", [
    ("「학칙」 제25조에 따르면 휴학은 2년이다.", "제25조", None, None),
    ("「학칙」 제3조의2에 따르면 휴학은 2년이다.", "제3조의2", None, None),
    ("「학칙」 제25조 제2항에 따르면 휴학은 2년이다.", "제25조", 2, None),
    ("「학칙」 제25조 ②에 따르면 휴학은 2년이다.", "제25조", 2, None),
    ("「학칙」 제25조 제1항 제3호에 따르면 휴학은 2년이다.", "제25조", 1, 3),
])
def test_regulation_references_are_parsed(answer, article, paragraph, item):
    m = parse_markers(answer, 1).markers[0]
    assert (m.form, m.regulation, m.article, m.paragraph, m.item) == (REGULATION, "학칙", article, paragraph, item)


@pytest.mark.parametrize("answer, text", [
    ("휴학은 2년입니다 [참조: 제3조 2항].", "제3조 2항"),
    ("휴학은 2년입니다 [출처: 학사 운영 안내].", "학사 운영 안내"),
])
def test_reference_markers_keep_their_text(answer, text):
    m = parse_markers(answer, 1).markers[0]
    assert (m.form, m.reference_text, m.number) == (REFERENCE, text, 1)


def test_non_numbered_forms_are_numbered_by_order_of_appearance():
    answer = '휴학은 2년입니다[†1]. <cite data-source="a">복학한다</cite> 「학칙」 제5조에 따르면 그렇다 [참조: 제3조].'
    assert [m.number for m in parse_markers(answer, 2).markers] == [1, 2, 3, 4]


@pytest.mark.parametrize("answer, fragment", [
    ("「학칙」에 따르면 휴학은 2년입니다.", "「학칙」 is cited without an article"),
    ("제25조에 따르면 휴학은 2년입니다.", "제25조 is cited without naming the regulation"),
])
def test_incomplete_regulation_forms_are_issues(answer, fragment):
    parsed = parse_markers(answer, 1)
    assert not parsed.markers
    assert any(fragment in issue for issue in parsed.issues)


def test_article_with_a_named_regulation_is_not_an_issue():
    assert not parse_markers("학칙 제25조에 따르면 휴학은 2년입니다.", 1).issues


@pytest.mark.parametrize("answer", [
    "답변입니다[†1].\n\n참고 자료\n[1] 학칙.pdf p.12\n[2] 등록금규정.pdf p.3",
    "답변입니다[†1].\n\n**References:**\n[1] 학칙.pdf",
    "답변입니다[†1].\n\n[1] 학칙.pdf, p.12\n[2] 등록금규정.pdf, p.3",
])
def test_reference_list_lines_are_not_citations(answer):
    parsed = parse_markers(answer, 2)
    assert [m.number for m in parsed.markers] == [1]
    assert parsed.body_end < len(answer)


@pytest.mark.parametrize("answer", [
    "2024년 보고서[2024]를 보세요.",
    "코드에서 `arr[1]`은 두 번째 원소입니다.",
    "자세한 내용은 [1](https://example.org) 링크를 보세요.",
])
def test_ordinary_brackets_in_prose_are_not_citations(answer):
    assert parse_markers(answer, 3).markers == ()


def test_out_of_range_dagger_is_still_a_citation():
    assert forms("휴학은 2년입니다[†9].", 2) == [(DAGGER, 9, 9)]


def test_a_cite_inside_a_cite_is_checked_on_its_own_words():
    from verification.engine import Source, verify_answer

    answer = ('<cite data-source="a.pdf">휴학은 통산 2년을 넘을 수 없고, '
              '<cite data-source="b.pdf">등록금은 학기 개시 30일 전까지 내야 한다</cite></cite>.')
    sources = [Source(text="휴학은 통산하여 2년을 초과할 수 없다.", file="a.pdf"),
               Source(text="등록금은 학기 개시 14일 전까지 납부한다.", file="b.pdf")]
    r = verify_answer(answer, sources)
    outer, inner = r.citations
    assert (outer.statement, outer.status, outer.action) == ("휴학은 통산 2년을 넘을 수 없고", "accurate", "kept")
    assert (inner.statement, inner.status, inner.action) == ("등록금은 학기 개시 30일 전까지 내야 한다", "inaccurate", "removed")
    assert "30일" not in r.corrected_answer and r.corrected_answer.count("<cite") == 1
