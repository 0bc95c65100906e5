"""The LLM judge through the real openai client against a fake OpenAI-compatible server over HTTP."""
from __future__ import annotations

import json

import pytest

from answering.judge import judge_for
from tests.fakes.openai_server import Reply, chat_body
from verification import engine
from verification.services import case_verify

pytestmark = pytest.mark.django_db

SOURCE = {"title": "학칙", "file": "학칙.pdf", "page": 2,
          "text": "제25조(휴학) ① 일반휴학은 통산하여 2년을 초과할 수 없다. ② 군휴학 기간은 산입하지 아니한다."}
# The deterministic layers cannot decide these claims (no conflicting number, partial word overlap).
UNDECIDED = "학생은 재학 중 휴학을 여러 번 나누어 쓸 수 있습니다[†1]."
TWO_UNDECIDED = UNDECIDED + " 휴학 신청은 학기마다 다시 해야 합니다[†1]."


def _case(answer: str = UNDECIDED) -> engine.Case:
    return engine.case_from_dict({"id": "j1", "question": "일반휴학은 통산 몇 년까지 가능한가요?", "sources": [SOURCE],
                                  "answer": answer})


def _verdicts(body: dict, supported: str, confidence: float = 0.95) -> str:
    """Answer every item of the judge request with the same verdict."""
    items = json.loads(body["messages"][1]["content"])["items"]
    return json.dumps({"verdicts": [
        {"id": it["id"], "supported": supported, "confidence": confidence,
         "evidence": "일반휴학은 통산하여 2년을 초과할 수 없다", "explanation": "판단"} for it in items]})


def test_one_structured_call_decides_every_undecided_citation(fake_openai):
    fake_openai.chat_handler = lambda body: _verdicts(body, "false")

    result = case_verify(case=_case(TWO_UNDECIDED), judge=judge_for(use_llm=True), log_origin=None)

    calls = fake_openai.calls("/chat/completions")
    assert len(calls) == 1 and result["llm_calls"] == 1
    assert calls[0]["temperature"] == 0
    assert calls[0]["response_format"]["type"] == "json_schema"
    assert [c["method"] for c in result["citations"]] == ["llm", "llm"]
    assert all(c["status"] == "inaccurate" for c in result["citations"])
    assert "[†" not in result["corrected_answer"]


def test_a_supported_verdict_keeps_the_citation(fake_openai):
    fake_openai.chat_handler = lambda body: _verdicts(body, "true")

    result = case_verify(case=_case(), judge=judge_for(use_llm=True), log_origin=None)

    assert result["citations"][0]["status"] == "accurate"
    assert result["citations"][0]["method"] == "llm"
    assert "[†1]" in result["corrected_answer"]


def test_prose_around_the_json_is_still_read(fake_openai):
    fake_openai.chat_handler = lambda body: "Here are my verdicts:\n```json\n" + _verdicts(body, "true") + "\n```"

    result = case_verify(case=_case(), judge=judge_for(use_llm=True), log_origin=None)

    assert result["citations"][0]["status"] == "accurate"


def test_truncated_json_never_passes_a_citation(fake_openai):
    fake_openai.chat_handler = lambda body: _verdicts(body, "true")[:40]

    result = case_verify(case=_case(), judge=judge_for(use_llm=True), log_origin=None)

    assert result["citations"][0]["status"] == "uncertain"
    assert result["status"] != "verified"
    assert any("judge" in issue.lower() for issue in result["issues"])


def test_rate_limit_then_success_is_retried_and_counted_once(fake_openai):
    fake_openai.queue("chat", Reply(status=429, body={"error": {"message": "slow down"}},
                                    headers={"Retry-After": "0"}))
    fake_openai.chat_handler = lambda body: _verdicts(body, "true")

    result = case_verify(case=_case(), judge=judge_for(use_llm=True), log_origin=None)

    assert len(fake_openai.calls("/chat/completions")) == 2
    assert result["llm_calls"] == 1
    assert result["citations"][0]["status"] == "accurate"


def test_a_judge_that_times_out_leaves_citations_uncertain_after_bounded_retries(fake_openai, settings):
    settings.OPENAI_TIMEOUT_SECONDS = 0.3
    settings.OPENAI_MAX_RETRIES = 1
    slow = Reply(body=chat_body("{}"), delay=1.0)
    fake_openai.queue("chat", slow, slow, slow)

    result = case_verify(case=_case(), judge=judge_for(use_llm=True), log_origin=None)

    assert len(fake_openai.calls("/chat/completions")) == 2  # first try + one retry, then give up
    assert result["citations"][0]["status"] == "uncertain"
    assert any("unavailable" in issue for issue in result["issues"])


def test_no_model_call_when_the_deterministic_layers_decide(fake_openai):
    case = engine.case_from_dict({"sources": [SOURCE], "answer": "일반휴학은 통산하여 3년을 초과할 수 없다[†1]."})

    result = case_verify(case=case, judge=judge_for(use_llm=True), log_origin=None)

    assert fake_openai.calls("/chat/completions") == []
    assert result["citations"][0]["status"] == "inaccurate"
    assert result["citations"][0]["method"] == "entity"


def test_use_llm_false_skips_the_judge(fake_openai):
    case = engine.case_from_dict({"sources": [SOURCE], "answer": UNDECIDED, "use_llm": False})

    result = case_verify(case=case, judge=judge_for(use_llm=True), log_origin=None)

    assert fake_openai.calls("/chat/completions") == []
    assert result["citations"][0]["status"] == "uncertain"
    assert result["llm_calls"] == 0
