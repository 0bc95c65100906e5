"""The statement each marker governs (sentence splitting itself is textkit's, tested there)."""
import pytest

from verification.engine.citations import parse_markers
from verification.engine.claims import extract_claims, is_trivial


def claims_of(answer, n=3):
    parsed = parse_markers(answer, n)
    claims = extract_claims(answer, parsed.markers, parsed.body_end)
    return [claims[m.group].text for m in parsed.markers]


@pytest.mark.parametrize("answer, expected", [
    ("휴학은 통산 2년입니다[†1].", ["휴학은 통산 2년입니다"]),
    ("휴학은 통산 2년입니다.[†1]", ["휴학은 통산 2년입니다"]),
    ("휴학은 2년까지 가능하고[†1], 복학은 학기 전에 신청합니다[†2].", ["휴학은 2년까지 가능하고", "복학은 학기 전에 신청합니다"]),
    ("- 휴학은 2년까지 가능합니다[1]\n- 복학은 신청해야 합니다[2]", ["휴학은 2년까지 가능합니다", "복학은 신청해야 합니다"]),
    ('앞 문장. <cite data-source="a">휴학은 2년이다</cite> 뒤 문장.', ["휴학은 2년이다"]),
    ("「학칙」 제25조에 따르면, 휴학은 2년을 넘을 수 없습니다.", ["휴학은 2년을 넘을 수 없습니다"]),
    ("[†1] 휴학은 2년을 넘을 수 없습니다.", ["휴학은 2년을 넘을 수 없습니다"]),
])
def test_claim_is_the_text_the_marker_governs(answer, expected):
    assert claims_of(answer) == expected


@pytest.mark.parametrize("statement, trivial", [("네", True), ("1, 2", True), ("A1", True), ("휴학은 2년", False)])
def test_trivial_statements_are_recognised(statement, trivial):
    assert is_trivial(statement) is trivial


@pytest.mark.parametrize("answer, statement", [
    # A reference inside the clause does not cut it: the citation governs the whole sentence.
    ("미납 학생은 「학칙」 제28조에 따라 처리됩니다[†1].", "미납 학생은 「학칙」 제28조에 따라 처리됩니다"),
    # An attribution opening the sentence is not part of what the citation says.
    ("「학칙」 제25조에 따르면, 휴학은 2년입니다[†1].", "휴학은 2년입니다"),
])
def test_a_citation_after_a_regulation_reference_governs_the_right_clause(answer, statement):
    parsed = parse_markers(answer, 2)
    dagger = next(m for m in parsed.markers if m.form == "dagger")
    assert extract_claims(answer, parsed.markers, parsed.body_end)[dagger.group].text == statement
