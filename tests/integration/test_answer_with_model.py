"""The pipeline with a configured model (a fake OpenAI-compatible server over real HTTP)."""
from __future__ import annotations

import re
import threading

import pytest
from django.core.management import CommandError, call_command

from answering.models import Question
from answering.services import question_answer
from tests.fakes.openai_server import Reply
from verification.models import VerifiedAnswer

pytestmark = pytest.mark.django_db


def _source_numbers(prompt: str, needle: str) -> tuple[int, int]:
    """(index of the source block holding ``needle``, index of another block) in the citing prompt."""
    blocks = re.split(r"\n(?=\[†\d+\] )", prompt)
    numbers = {int(re.match(r"\[†(\d+)\]", b.strip()).group(1)): b for b in blocks if b.strip().startswith("[†")}
    holding = next(n for n, b in numbers.items() if needle in b)
    other = next(n for n in numbers if n != holding)
    return holding, other


def test_a_miscited_model_answer_is_reattributed_to_the_supporting_passage(sample_corpus, fake_openai):
    supporting: list[int] = []

    def write_answer(body):
        prompt = body["messages"][1]["content"]
        if "Sources:" not in prompt:
            return '{"verdicts": []}'
        right, wrong = _source_numbers(prompt, "2년을 초과할 수 없다")
        supporting.append(right)
        return f"일반휴학은 재학 중 통산하여 2년을 초과할 수 없습니다[†{wrong}]."

    fake_openai.chat_handler = write_answer

    answer = question_answer(question=Question.objects.create(text="휴학은 최대 몇 년까지 할 수 있나요?"))

    assert answer.generator == "llm:fake-model"
    assert "2년" in answer.text and "[†1]" in answer.text
    assert answer.references[0].file == "학칙.pdf"
    assert "2년을 초과할 수 없다" in answer.references[0].excerpt
    (check,) = answer.citations
    assert check.action == "reattributed"
    stored = VerifiedAnswer.objects.get(pk=answer.answer_id)
    assert stored.references[0]["source_index"] == supporting[0]  # the passage that says it
    assert answer.llm_calls <= 2


def test_the_model_sees_numbered_sources_and_the_question(sample_corpus, fake_openai):
    fake_openai.default_chat = "등록금은 학기 개시일 14일 전까지 납부하여야 합니다[†1]."

    question_answer(question=Question.objects.create(text="등록금 납부기한은 언제인가요?"))

    prompt = fake_openai.calls("/chat/completions")[0]["messages"][1]["content"]
    assert "[†1]" in prompt and "등록금 납부기한은 언제인가요?" in prompt
    assert "14일" in prompt


def test_model_outage_gives_a_clear_reply_after_bounded_retries(sample_corpus, fake_openai):
    fake_openai.queue("chat", *[Reply(status=500, body={"error": {"message": "boom"}})] * 5)

    with pytest.raises(CommandError, match="could not write an answer"):
        call_command("ask", "등록금 납부기한은 언제인가요?")

    assert len(fake_openai.calls("/chat/completions")) == 3  # 1 try + OPENAI_MAX_RETRIES (2)
    question = Question.objects.get()
    assert question.status == Question.Status.FAILED and "HTTP 500" in question.error


def test_a_model_outage_is_reported_without_waiting_for_the_source_preparation(sample_corpus, fake_openai, monkeypatch):
    from verification import engine

    release, finished = threading.Event(), threading.Event()

    def slow_preparation(sources):
        release.wait(timeout=30)
        finished.set()

    monkeypatch.setattr(engine, "prepare_sources", slow_preparation)
    fake_openai.queue("chat", *[Reply(status=500, body={"error": {"message": "boom"}})] * 5)

    try:
        with pytest.raises(CommandError, match="could not write an answer"):
            call_command("ask", "등록금 납부기한은 언제인가요?")
        assert not finished.is_set()  # the user heard of the failure while the preparation still ran
    finally:
        release.set()


def test_unknown_code_costs_no_model_call(sample_corpus, fake_openai):
    answer = question_answer(question=Question.objects.create(text="What does error C999 mean?"))

    assert answer.status == "insufficient"
    assert fake_openai.calls("/chat/completions") == []
    assert "C999" in answer.text


def test_an_empty_model_reply_is_a_clear_failure_not_an_empty_answer(sample_corpus, fake_openai):
    fake_openai.default_chat = ""

    with pytest.raises(CommandError, match="empty answer"):
        call_command("ask", "등록금 납부기한은 언제인가요?")

    assert Question.objects.get().status == Question.Status.FAILED
