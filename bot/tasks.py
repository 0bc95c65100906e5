"""Celery tasks of the Slack bot. Thin: take ids, call one service.

A stuck answer ends in a message in the thread after SLACK_ANSWER_TIMEOUT_SECONDS (the service's
watchdog; issue 9, point 5); Celery's soft and hard limits then stop the task itself. ``slack_answer``
is ``acks_late`` and the delivery remembers what was posted, so a redelivery never posts twice.
"""
from __future__ import annotations

from celery import shared_task
from django.conf import settings

from .services import Notice, assistant_greet, delivery_answer, notice_post


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    soft_time_limit=settings.SLACK_ANSWER_TIMEOUT_SECONDS + 10,
    time_limit=settings.SLACK_ANSWER_TIMEOUT_SECONDS + 30,
)
def slack_answer(delivery_id: int) -> None:
    delivery_answer(delivery_id=delivery_id)


@shared_task(soft_time_limit=30, time_limit=40)
def slack_notice(channel_id: str, user_id: str, thread_ts: str, text: str) -> None:
    notice_post(notice=Notice(channel_id, user_id, thread_ts, text))


@shared_task(soft_time_limit=30, time_limit=40)
def slack_greet(channel_id: str, thread_ts: str) -> None:
    assistant_greet(channel_id=channel_id, thread_ts=thread_ts)
