"""Socket Mode end to end: `manage.py runslackbot` (a real process, bolt's Socket Mode client) connects
through the fake Web API's apps.connections.open to a fake websocket server, acks envelopes at once,
and the real worker answers; a retried envelope is not answered twice."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings

from retrieval.weaviate_embedded import die_with_parent
from tests.fakes.slack_socket import FakeSocketMode

from ..conftest import ROOT, worker_environment
from .conftest import event_body, mention, text_of, thread_posts

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def socket_bot(slack, fake_slack_api):
    server = FakeSocketMode().start()
    fake_slack_api.socket_url = server.url
    log = Path(settings.DATA_DIR) / "test-runslackbot.log"
    env = {**worker_environment(), "SLACK_APP_TOKEN": "xapp-test-token"}
    with open(log, "wb") as out:
        process = subprocess.Popen([sys.executable, "manage.py", "runslackbot"], cwd=ROOT, env=env, stdout=out,
                                   stderr=subprocess.STDOUT, preexec_fn=die_with_parent)
    try:
        server.wait_connected(timeout=60)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        server.stop()
        fake_slack_api.socket_url = ""
    assert process.returncode in (0, -15), log.read_text()[-2000:]


def test_socket_mode_answers_a_mention_once_and_acks_at_once(socket_bot, fake_slack_api, corpus):
    opened = fake_slack_api.calls_of("apps.connections.open")
    assert opened and opened[0].headers["Authorization"] == "Bearer xapp-test-token"
    assert fake_slack_api.calls_of("auth.test")  # bolt's start-up check went to SLACK_API_URL

    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0SOCKET")
    body = event_body(event)
    sent = time.monotonic()
    envelope = socket_bot.send("events_api", body)
    ack = socket_bot.wait_ack(envelope)
    assert ack["_received_at"] - sent < 3
    retry = socket_bot.send("events_api", body, retry_attempt=1)
    socket_bot.wait_ack(retry)

    answer, references = thread_posts(fake_slack_api, "C0SOCKET", event["ts"], count=2)
    assert "2년" in text_of(answer) and "학칙" in text_of(references)
    time.sleep(2)
    assert len(fake_slack_api.posts("C0SOCKET")) == 2


def test_socket_mode_slash_command_acks_with_the_ephemeral_reply(socket_bot, fake_slack_api, corpus):
    payload = {"token": "x", "team_id": "T0TEST", "channel_id": "C0SOCKCMD", "user_id": "U0ASKER",
               "command": "/ask", "text": "등록금 납부기한은 언제인가요?", "trigger_id": "trig-sock",
               "response_url": "https://hooks.slack.com/commands/1", "api_app_id": "A0FAKE"}
    envelope = socket_bot.send("slash_commands", payload, accepts_response_payload=True)
    ack = socket_bot.wait_ack(envelope)
    assert "문서를 확인하고 있습니다" in ack["payload"]["text"]
    answer = fake_slack_api.wait_for(lambda c: fake_slack_api.posts("C0SOCKCMD"), 45)[0]
    assert "등록금" in text_of(answer)
