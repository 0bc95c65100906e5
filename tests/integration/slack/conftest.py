"""Fixtures for the Slack bot's integration tests: signed requests into the real /slack/events view,
the fake Slack Web API (session, shared with the real Celery worker), the sample corpus."""
from __future__ import annotations

import itertools
import json
import re
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.conf import settings
from django.test import Client
from slack_sdk.signature import SignatureVerifier

from bot.app import slack_reset
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.slack_api import BOT_USER_ID, TEAM_ID

from ..conftest import SAMPLES, WorkerProcess, worker_environment

_ids = itertools.count(1)
_ts = itertools.count(1)


def new_ts() -> str:
    return f"{1800000000 + next(_ts)}.{int(time.time() * 1000) % 1000000:06d}"


def signature(body: str, timestamp: str, secret: str | None = None) -> str:
    return SignatureVerifier(secret or settings.SLACK_SIGNING_SECRET).generate_signature(timestamp=timestamp, body=body)


class SlackSender:
    """Sends signed requests the way Slack does (JSON events, form-encoded commands and interactivity)."""

    def __init__(self) -> None:
        self.client = Client()

    def post(self, raw: str, content_type: str, *, timestamp: str | None = None, sign: bool = True,
             secret: str | None = None, retry_num: int | None = None):
        timestamp = timestamp or str(int(time.time()))
        headers = {}
        if sign:
            headers["HTTP_X_SLACK_REQUEST_TIMESTAMP"] = timestamp
            headers["HTTP_X_SLACK_SIGNATURE"] = signature(raw, timestamp, secret)
        if retry_num:
            headers["HTTP_X_SLACK_RETRY_NUM"] = str(retry_num)
            headers["HTTP_X_SLACK_RETRY_REASON"] = "http_timeout"
        return self.client.post("/slack/events", data=raw, content_type=content_type, **headers)

    def event(self, event: dict, *, event_id: str | None = None, **kw):
        body = event_body(event, event_id=event_id)
        return self.post(json.dumps(body), "application/json", **kw), body

    def command(self, text: str, *, channel: str = "C0GENERAL", user: str = "U0ASKER", **kw):
        form = {"token": "x", "team_id": TEAM_ID, "channel_id": channel, "channel_name": "general",
                "user_id": user, "user_name": "asker", "command": "/ask", "text": text,
                "response_url": "https://hooks.slack.com/commands/T0TEST/1/abc",
                "trigger_id": f"trig-{next(_ids)}", "api_app_id": "A0FAKE"}
        return self.post(urlencode(form), "application/x-www-form-urlencoded", **kw)

    def interaction(self, payload: dict, **kw):
        return self.post(urlencode({"payload": json.dumps(payload)}), "application/x-www-form-urlencoded", **kw)


def event_body(event: dict, *, event_id: str | None = None) -> dict:
    return {
        "token": "x", "team_id": TEAM_ID, "api_app_id": "A0FAKE", "type": "event_callback",
        "event_id": event_id or f"Ev{next(_ids):08d}", "event_time": int(time.time()),
        "authorizations": [{"team_id": TEAM_ID, "user_id": BOT_USER_ID, "is_bot": True}],
        "event": event,
    }


def mention(text: str, *, channel: str = "C0GENERAL", user: str = "U0ASKER", ts: str | None = None,
            thread_ts: str | None = None) -> dict:
    event = {"type": "app_mention", "user": user, "text": f"<@{BOT_USER_ID}> {text}", "ts": ts or new_ts(),
             "channel": channel, "channel_type": "channel", "event_ts": "1"}
    if thread_ts:
        event["thread_ts"] = thread_ts
    return event


def message(text: str, *, channel: str = "C0GENERAL", user: str = "U0ASKER", ts: str | None = None,
            thread_ts: str | None = None, channel_type: str = "channel", **extra) -> dict:
    event = {"type": "message", "user": user, "text": text, "ts": ts or new_ts(), "channel": channel,
             "channel_type": channel_type, "event_ts": "1", **extra}
    if thread_ts:
        event["thread_ts"] = thread_ts
    return event


@pytest.fixture
def slack(fake_slack_api, celery_worker_process):
    """A sender of signed Slack requests; the fake Web API is reset per test (the worker is real)."""
    fake_slack_api.reset()
    slack_reset()
    return SlackSender()


@pytest.fixture
def corpus(chunk_store, transactional_db):
    """The sample corpus, ingested and committed so that the worker process sees it."""
    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.sources import documents_in, source_register_path

    for path in documents_in([SAMPLES]).files:
        source, _ = source_register_path(path=path)
        source_ingest(source_id=source.pk)
    assert not Source.objects.exclude(status=Source.Status.READY).exists()
    return chunk_store


def thread_posts(fake, channel: str, thread_ts: str, count: int = 1, timeout: float = 45.0):
    """Wait until ``count`` messages were posted in this thread; returns them."""
    def found(calls):
        posts = [c for c in calls if c.method == "chat.postMessage" and (c.response or {}).get("ok")
                 and c.body.get("channel") == channel and c.body.get("thread_ts") == thread_ts]
        return posts if len(posts) >= count else None

    return fake.wait_for(found, timeout)


def text_of(call) -> str:
    """Everything a person could read in a posted message (blocks and fallback text)."""
    return json.dumps(call.body.get("blocks") or [], ensure_ascii=False) + "\n" + (call.body.get("text") or "")


# --- a worker with a (fake) model, for the model's injection, long answers and failure paths ------

_SOURCE = re.compile(r"^\[†(\d+)\][^\n]*\n(.*?)(?=\n\n\[†\d+\]|\n\nQuestion:)", re.S | re.M)


def prompt_sources(body: dict) -> dict[int, str]:
    """The numbered sources of a citing prompt the fake model received."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    return {int(n): text for n, text in _SOURCE.findall(user)}


def source_sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.다])\s+|\n+", text)
    return [p.strip() for p in parts if len(p.strip()) >= 20 and not p.strip().startswith("#")]


@contextmanager
def swapped_worker(session_worker: WorkerProcess, **env: str):
    """Run the tests in the block against a worker with a different environment (the session worker
    is stopped meanwhile, so no task lands on the wrong one)."""
    session_worker.stop()
    worker = WorkerProcess({**worker_environment(), **env}, Path(settings.DATA_DIR) / "test-worker-swapped.log")
    worker.start()
    try:
        yield worker
    finally:
        worker.stop()
        session_worker.start()


@pytest.fixture(scope="module")
def model_worker(celery_worker_process, fake_slack_api):
    """A worker whose model is a fake OpenAI server, with a short Slack answer time limit (15 s)."""
    fake = FakeOpenAI().start()
    saved = {k: getattr(settings, k) for k in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL")}
    # This process embeds the corpus with the same fake model the worker queries with.
    settings.OPENAI_API_KEY, settings.OPENAI_BASE_URL, settings.OPENAI_MODEL = "test-key", fake.url, "fake-model"
    env = {"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": fake.url, "OPENAI_MODEL": "fake-model",
           "OPENAI_TIMEOUT_SECONDS": "30", "OPENAI_MAX_RETRIES": "1", "SLACK_ANSWER_TIMEOUT_SECONDS": "15"}
    try:
        with swapped_worker(celery_worker_process, **env):
            yield fake
    finally:
        for key, value in saved.items():
            setattr(settings, key, value)
        fake.stop()


@pytest.fixture
def fake_model(model_worker):
    model_worker.queues.clear()
    model_worker.requests.clear()
    model_worker.chat_handler = None
    return model_worker


def reply_within_45s(fake, event, channel):
    """The one reply in the question's thread, within 45 s, with the 👀 reaction cleared."""
    started = time.monotonic()
    (reply,) = thread_posts(fake, channel, event["ts"], timeout=45)
    assert time.monotonic() - started < 45
    fake.wait_for(lambda c: [x for x in c if x.method == "reactions.remove"], 10)
    return reply
