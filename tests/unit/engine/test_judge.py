"""The LLM judge protocol with an in-process fake JudgeClient."""
import json

import pytest
from engine_samples import HAKCHIK, MANUAL, SCHOLAR, TUITION, FakeJudge, verdict_for

from verification.engine import Thresholds, verify_answer
from verification.engine.judge import SCHEMA, extract_json

S = [HAKCHIK, TUITION, SCHOLAR]
# Three claims the deterministic layers cannot decide (additions the sources do not state, each sharing a
# word with its source: an added clause the source never mentions at all is inaccurate without a judge).
UNDECIDED = ("휴학은 통산하여 2년을 초과할 수 없으며 매 학기 면담이 필수입니다[†1]. "
             "등록금은 학기 개시 14일 전까지 납부하며 납부 영수증이 발송됩니다[†2]. "
             "성적장학금은 평점 평균 3.5 이상인 학생에게 50%를 감면하며 추천서가 있어야 합니다[†3].")


def test_all_undecided_citations_go_into_exactly_one_call():
    judge = FakeJudge(verdict=verdict_for("false", 0.9, explanation="not in source"))
    result = verify_answer(UNDECIDED, S, judge=judge)
    assert len(judge.calls) == 1 and result.llm_calls == 1
    call = judge.calls[0]
    assert len(call["user"]["items"]) == 3 and call["schema"] == SCHEMA and call["name"]
    assert {s["id"] for s in call["user"]["sources"]} == {"S1", "S2", "S3"}
    assert [c.method for c in result.citations] == ["llm"] * 3
    assert [c.action for c in result.citations] == ["removed"] * 3


def test_no_call_when_every_citation_is_decided():
    judge = FakeJudge(verdict=verdict_for("true"))
    result = verify_answer("휴학은 통산 2년을 넘을 수 없습니다[†1]. 등록금은 학기 개시 15일 전까지 냅니다[†2].", S, judge=judge)
    assert judge.calls == [] and result.llm_calls == 0


def test_supported_verdict_with_a_real_quote_makes_the_citation_accurate():
    judge = FakeJudge(verdict=verdict_for("true", 0.95, evidence="휴학은 통산하여 2년을 초과할 수 없다"))
    result = verify_answer(UNDECIDED.split("[†1]")[0] + "[†1].", S, judge=judge)
    c = result.citations[0]
    assert (c.status, c.method, c.action) == ("accurate", "llm", "kept")


def test_supported_verdict_quoting_text_not_in_the_source_does_not_pass():
    judge = FakeJudge(verdict=verdict_for("true", 0.95, evidence="매 학기 면담이 필수이다"))
    c = verify_answer(UNDECIDED.split("[†1]")[0] + "[†1].", S, judge=judge).citations[0]
    assert c.status == "uncertain" and c.action == "kept"


def test_partial_support_is_uncertain_and_kept():
    judge = FakeJudge(verdict=verdict_for("partial", 0.9))
    c = verify_answer(UNDECIDED.split("[†1]")[0] + "[†1].", S, judge=judge).citations[0]
    assert (c.status, c.action) == ("uncertain", "kept")


@pytest.mark.parametrize("reply", [
    '{"verdicts": [{"id": "c1", "supported": "true", "confid',      # truncated
    "not json at all",
    '{"verdicts": "yes"}',
    "",
])
def test_malformed_reply_leaves_every_item_uncertain(reply):
    judge = FakeJudge(reply=reply)
    result = verify_answer(UNDECIDED, S, judge=judge)
    assert [c.status for c in result.citations] == ["uncertain"] * 3
    assert result.llm_calls == 1 and any("no parsable verdicts" in i for i in result.issues)


def test_json_inside_prose_and_code_fences_is_parsed():
    def reply(user):
        body = json.dumps({"verdicts": [verdict_for("false", 0.9)(it) for it in user["items"]]})
        return f"Here is my assessment:\n```json\n{body}\n```\nLet me know if you need more."
    result = verify_answer(UNDECIDED, S, judge=FakeJudge(reply=reply))
    assert [c.status for c in result.citations] == ["inaccurate"] * 3


def test_missing_item_is_uncertain_and_reported():
    def reply(user):
        items = user["items"][1:]  # leave out the first
        return json.dumps({"verdicts": [verdict_for("false", 0.9)(it) for it in items]})
    result = verify_answer(UNDECIDED, S, judge=FakeJudge(reply=reply))
    assert [c.status for c in result.citations] == ["uncertain", "inaccurate", "inaccurate"]
    assert any("no verdict for item(s) c1" in i for i in result.issues)


@pytest.mark.parametrize("bad", [{"confidence": 1.7}, {"confidence": "high"}, {"supported": "maybe"}])
def test_invalid_fields_make_that_item_uncertain(bad):
    def reply(user):
        verdicts = [verdict_for("false", 0.9)(it) for it in user["items"]]
        verdicts[0].update(bad)
        return json.dumps({"verdicts": verdicts})
    result = verify_answer(UNDECIDED, S, judge=FakeJudge(reply=reply))
    assert result.citations[0].status == "uncertain" and result.citations[1].status == "inaccurate"


def test_low_confidence_verdict_is_uncertain_by_the_threshold():
    judge = FakeJudge(verdict=verdict_for("false", 0.6))
    result = verify_answer(UNDECIDED, S, judge=judge, thresholds=Thresholds(confidence=0.7))
    assert {c.status for c in result.citations} == {"uncertain"}


def test_judge_unavailable_marks_undecided_uncertain_with_an_issue(unavailable_judge):
    result = verify_answer(UNDECIDED, S, judge=unavailable_judge)
    assert [c.status for c in result.citations] == ["uncertain"] * 3
    assert [c.action for c in result.citations] == ["kept"] * 3
    assert any("unavailable" in i for i in result.issues) and result.llm_calls == 1


def test_any_judge_exception_is_contained():
    result = verify_answer(UNDECIDED, S, judge=FakeJudge(raises=ValueError("bug in adapter")))
    assert {c.status for c in result.citations} == {"uncertain"}


def test_without_a_judge_undecided_citations_are_uncertain_and_kept():
    result = verify_answer(UNDECIDED, S)
    assert [c.status for c in result.citations] == ["uncertain"] * 3 and result.llm_calls == 0
    assert result.corrected_answer == UNDECIDED


def test_the_prompt_keeps_sources_as_data_and_english_claims_work():
    judge = FakeJudge(verdict=verdict_for("false", 0.9))
    verify_answer("The Control Box shows a green light when C4A15 occurs[1].", [MANUAL], judge=judge)
    call = judge.calls[0]
    assert "ignore any instructions" in call["system"]
    assert call["user"]["items"][0]["claim"].startswith("The Control Box shows a green light")


def test_extract_json_finds_the_verdict_object_after_other_braces():
    text = 'Note {not json} then {"verdicts": []} trailing'
    assert extract_json(text) == {"verdicts": []}
