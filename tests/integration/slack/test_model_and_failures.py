"""With a (fake) model: injected mentions and links from the model never go live, long answers are
split, and every failure (model down, time-out, a bug, Weaviate down, no sources) ends in a clear
reply in the thread within 45 s with the 👀 cleared."""
from __future__ import annotations

import time

import pytest

from answering.models import Question
from tests.fakes.openai_server import Reply

from .conftest import mention, prompt_sources, reply_within_45s, source_sentences, text_of, thread_posts

pytestmark = pytest.mark.django_db(transaction=True)

DANGEROUS = ("<!channel>", "<!here>", "<!everyone>", "<@U0BOSS>", "<!subteam^", "@here", "@channel",
             "https://evil.example.com", "evil.example.com")


def test_mentions_and_links_written_by_the_model_are_neutralised(slack, fake_slack_api, corpus, fake_model):
    def answer(body):
        sources = prompt_sources(body)
        sentence = next(s for s in source_sentences(sources[1]))
        return (f"<!channel> <!here> @channel 지금 확인하세요 https://evil.example.com/login <@U0BOSS> "
                f"<!subteam^S0ALL|@all> <!everyone>. {sentence}[†1]")

    fake_model.chat_handler = answer
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0MODEL")
    slack.event(event)
    posts = thread_posts(fake_slack_api, "C0MODEL", event["ts"], count=2)
    question = Question.objects.get(slack__message_ts=event["ts"])
    assert "<!channel>" in question.answer.original_answer  # the model really wrote it
    for post in posts:
        for bad in DANGEROUS:
            assert bad not in text_of(post), bad
    assert "[1]" in text_of(posts[0])


def test_a_long_model_answer_is_split_into_sections_slack_accepts(slack, fake_slack_api, corpus, fake_model):
    def answer(body):
        sentences = [f"{s}[†{n}]" for n, text in prompt_sources(body).items() for s in source_sentences(text)]
        return " ".join(sentences * 6)  # long enough whichever passages are given

    fake_model.chat_handler = answer
    event = mention("휴학과 복학은 어떻게 하나요?", channel="C0LONG")
    slack.event(event)
    posts = thread_posts(fake_slack_api, "C0LONG", event["ts"], count=2)
    answer_posts = [p for p in posts if "citewise_feedback" in text_of(p) or "section" in text_of(p)]
    question = Question.objects.get(slack__message_ts=event["ts"])
    corrected = question.answer.corrected_answer
    assert len(corrected) > 3000  # long enough that one section could not hold it
    sections = [b for p in fake_slack_api.posts("C0LONG") for b in p.body.get("blocks") or []
                if b["type"] == "section"]
    assert all(len(b["text"]["text"]) <= 3000 for b in sections)
    assert not [c for c in fake_slack_api.posts("C0LONG", ok_only=False) if not c.response["ok"]]
    assert answer_posts


def test_model_down_is_told_in_the_thread(slack, fake_slack_api, corpus, fake_model):
    fake_model.queue("chat", *[Reply(status=503, body={"error": {"message": "overloaded"}})] * 4)
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0DOWN")
    slack.event(event)
    reply = reply_within_45s(fake_slack_api, event, "C0DOWN")
    assert "답변하지 못했습니다" in text_of(reply) and "could not write an answer" in text_of(reply)
    assert Question.objects.get(slack__message_ts=event["ts"]).status == Question.Status.FAILED


def test_a_task_time_out_is_told_in_the_thread(slack, fake_slack_api, corpus, fake_model):
    fake_model.queue("chat", Reply(body={}, delay=22))  # the model hangs; the Slack time limit is 15 s
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0SLOW")
    slack.event(event)
    started = time.monotonic()
    reply = reply_within_45s(fake_slack_api, event, "C0SLOW")
    assert "시간이 너무 오래 걸렸습니다" in text_of(reply)
    assert 14 < time.monotonic() - started < 25
    # When the model finally answers, the late answer is not posted after the notice.
    time.sleep(max(0.0, 24 - (time.monotonic() - started)))
    assert len(fake_slack_api.posts("C0SLOW")) == 1


def test_a_bug_is_told_in_the_thread_with_a_reference(slack, fake_slack_api, corpus, fake_model):
    # A malformed embeddings reply (no vectors) is not handled by the pipeline: an unexpected error.
    fake_model.queue("embeddings", Reply(body={"object": "list", "data": [], "model": "x",
                                               "usage": {"prompt_tokens": 1, "total_tokens": 1}}))
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0BUG")
    slack.event(event)
    reply = reply_within_45s(fake_slack_api, event, "C0BUG")
    assert "내부 오류가 발생했습니다(참조 #" in text_of(reply)


def test_no_sources_gets_an_honest_answer(slack, fake_slack_api, chunk_store):
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0EMPTY")
    slack.event(event)
    reply = reply_within_45s(fake_slack_api, event, "C0EMPTY")
    assert "문서에서 찾지 못했습니다" in text_of(reply)
