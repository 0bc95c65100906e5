"""Weaviate down: the asker is told in the thread within 45 s (a worker whose index is unreachable)."""
from __future__ import annotations

import pytest

from answering.models import Question

from .conftest import mention, reply_within_45s, swapped_worker, text_of

pytestmark = pytest.mark.django_db(transaction=True)


def test_weaviate_down_is_told_in_the_thread(slack, fake_slack_api, corpus, celery_worker_process):
    with swapped_worker(celery_worker_process, WEAVIATE_URL="http://127.0.0.1:9", WEAVIATE_GRPC_PORT="9"):
        event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0NOIDX")
        slack.event(event)
        reply = reply_within_45s(fake_slack_api, event, "C0NOIDX")
    assert "document index is unavailable" in text_of(reply)
    assert Question.objects.get(slack__message_ts=event["ts"]).status == Question.Status.FAILED
