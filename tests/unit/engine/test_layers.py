"""Each kind of error is caught by the cheapest layer that can see it; faithful claims are kept."""
import pytest
from engine_samples import HAKCHIK, MANUAL, SCHOLAR, TUITION

from verification.engine import Source, verify_answer

S = [HAKCHIK, TUITION, SCHOLAR]


def only(answer, sources=S, **kw):
    result = verify_answer(answer, sources, **kw)
    assert len(result.citations) == 1
    return result, result.citations[0]


@pytest.mark.parametrize("answer, method", [
    ("등록금은 학기 개시 15일 전까지 납부해야 합니다[†2].", "entity"),            # number
    ("등록금의 40%를 감면합니다[†3].", "entity"),                                 # percentage / amount
    ("평점 평균이 3.0 이상이면 등록금의 50%를 감면합니다[†3].", "entity"),           # decimal
    ("휴학은 통산하여 3년을 초과할 수 없습니다[†1].", "entity"),                     # duration
    ("휴학은 통산하여 2년을 초과할 수 있습니다[†1].", "entity"),                     # negated limit flipped
    ("학생은 질병이나 군 입대 등의 사유로 휴학할 수 없습니다[†1].", "lexical"),          # negation flipped
    ("Error C4A16 indicates an overcurrent on Joint 3[1].", "entity"),            # error code swap
])
def test_contradicted_claims_are_inaccurate_and_removed(answer, method):
    sources = [MANUAL] if "Error" in answer else S
    result, c = only(answer, sources)
    assert (c.status, c.method, c.action) == ("inaccurate", method, "removed")
    assert "[" not in result.corrected_answer


@pytest.mark.parametrize("answer", [
    "2024년 3월 2일까지 신청합니다[1].",
])
def test_wrong_date_is_inaccurate(answer):
    src = [Source(text="신청 기간은 2024년 3월 1일까지이다.", title="공지")]
    _, c = only(answer, src)
    assert (c.status, c.method) == ("inaccurate", "entity")


def test_entity_swap_is_not_passed_without_a_judge():
    # The source names the Control Box where the claim names a unit it never mentions (issue 12: another name
    # in the same role is inaccurate, not left to the judge).
    _, c = only("The Teach Pendant shows a red light when C4A15 occurs[1].", [MANUAL])
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert "Control Box" in c.explanation


def test_unsupported_addition_is_not_accurate_without_a_judge():
    # A clause whose own terms (지도교수, 면담, 필수) the source never mentions: the citation does not hold.
    _, c = only("휴학은 통산하여 2년을 초과할 수 없으며 매 학기 지도교수 면담이 필수입니다[†1].")
    assert c.status == "inaccurate" and c.action == "removed"
    # Two new words beside one the source has (학기) may be a rewording: left to the judge.
    _, c = only("휴학은 통산하여 2년을 초과할 수 없으며 매 학기 면담이 필수입니다[†1].")
    assert c.status == "uncertain" and c.action == "kept"


@pytest.mark.parametrize("answer, why", [
    ("휴학은 2년입니다[†7].", "points to source 7"),
    ('<cite data-source="없는문서.pdf">휴학은 2년입니다</cite>', "unknown source"),
    ("「학칙」 제99조에 따르면 휴학은 자유입니다.", "제99조"),
    ("「학칙」 제25조 제7항에 따르면 휴학은 자유입니다.", "no paragraph"),
    ("「없는규정」 제1조에 따르면 휴학은 자유입니다.", "not among the sources"),
])
def test_citations_to_nothing_fail_the_structural_check(answer, why):
    _, c = only(answer)
    assert (c.status, c.method) == ("inaccurate", "structural") and why in c.explanation
    assert c.action in ("removed", "generalized")


@pytest.mark.parametrize("answer, sources", [
    ("휴학은 통산 2년을 넘을 수 없습니다[†1].", S),                                  # other particles and endings
    ("통산하여 2년을 초과하는 휴학은 할 수 없습니다[†1].", S),                         # reordered
    ("등록금은 학기가 시작되기 14일 전까지 내야 해요[†2].", S),                        # colloquial register
    ("학기 개시 14일 전까지 등록금을 납부하여야 합니다[†2].", S),                       # reordered clause
    ("When C4A15 occurs, the controller stops the arm[1].", [MANUAL]),
    ("The controller is stopped and the arm halts when error C4A15 occurs[1].", [MANUAL]),  # English paraphrase
])
def test_faithful_paraphrases_are_kept(answer, sources):
    result, c = only(answer, sources)
    assert c.status != "inaccurate" and c.action == "kept" and c.new_number == 1
    assert result.corrected_answer.split("[")[0] == answer.split("[")[0]


@pytest.mark.parametrize("answer, sources", [
    ("휴학은 통산 2년을 넘을 수 없습니다[†1].", S),
    ("When C4A15 occurs, the controller stops the arm[1].", [MANUAL]),
])
def test_close_paraphrases_are_accurate_without_a_judge(answer, sources):
    result, c = only(answer, sources)
    assert (c.status, c.method) == ("accurate", "lexical")
    assert result.status == "verified" and result.llm_calls == 0


def test_a_korean_claim_over_an_english_source_is_left_to_the_judge():
    _, c = only("C4A15 오류가 나면 컨트롤러가 팔을 멈춥니다[1].", [MANUAL])
    assert c.status == "uncertain"


def test_repeated_statement_and_citation_are_checked_once_and_reported_twice():
    result = verify_answer("휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학은 통산 2년을 넘을 수 없습니다[†1].", S)
    assert [c.status for c in result.citations] == ["accurate", "accurate"]


def test_trivial_statement_is_skipped_and_left_out_of_the_score():
    result = verify_answer("네[†1]. 휴학은 통산 2년을 넘을 수 없습니다[†1].", S)
    assert result.citations[0].skipped and result.status == "verified"


def test_article_cited_only_by_number_gets_its_key_text():
    result, c = only("휴학에 관한 사항은 제25조에 따릅니다[†1].")
    assert (c.status, c.method) == ("accurate", "structural")
    assert "제25조(휴학)" in result.corrected_answer
    assert "휴학" in result.references[0].excerpt


@pytest.mark.parametrize("answer, signal", [
    ("When C4A15 occurs, the controller does not stop the arm[1].", "negated"),
    ("Only the Control Box shows a red light when C4A15 occurs[1].", "absolute"),
])
def test_english_negation_and_overstatement_are_contradictions(answer, signal):
    _, c = only(answer, [MANUAL])
    assert (c.status, c.method) == ("inaccurate", "lexical") and signal in c.explanation


def test_antonym_swap_is_a_contradiction():
    src = [Source(text="지원자 수는 전년 대비 12% 감소했다.", title="보고서")]
    _, c = only("지원자 수는 전년 대비 12% 증가했습니다[1].", src)
    assert (c.status, c.method) == ("inaccurate", "lexical") and "opposite word" in c.explanation


def test_a_two_sentence_evidence_window_keeps_each_sentences_flags():
    from verification.engine.analysis import analyse
    from verification.engine.checks.lexical import _merge

    window = _merge([analyse("신청서는 학과 사무실에 낸다."), analyse("신청자는 학생증을 제출해야 한다.")])
    assert (window.deontic, window.softened) == (True, False)
    window = _merge([analyse("신청서는 학과 사무실에 낸다."), analyse("그는 거의 오지 않았다.")])
    assert (window.deontic, window.softened) == (False, True)
