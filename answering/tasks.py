"""Celery tasks of the verified-query pipeline. Thin: load by id, call one service.

The time limits are the documented ``CELERY_TASK_SOFT_TIME_LIMIT`` / ``CELERY_TASK_TIME_LIMIT``: a
question that runs out of time fails with a clear message instead of keeping its asker waiting.
"""
from __future__ import annotations

import logging

from celery import shared_task
from celery.signals import worker_process_init

from .models import Question
from .services import AnswerFailed, question_answer

logger = logging.getLogger(__name__)


@worker_process_init.connect
def _load_morphology(**_kwargs) -> None:
    # Kiwi takes seconds to load; pay that when the worker starts, not on the first question.
    from textkit.morphology import warm_up

    warm_up()


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=2)
def answer_question(self, question_id: int) -> int | None:
    """Answer a stored question; returns the VerifiedAnswer id."""
    question = Question.objects.filter(pk=question_id).first()
    if question is None:
        logger.warning("task.answer_question.missing question=%s", question_id)
        return None
    if question.status == Question.Status.ANSWERED:
        # A redelivered message (worker lost after answering) must not answer twice.
        return question.answer_id
    try:
        return question_answer(question=question).answer_id
    except AnswerFailed as exc:
        # The failure is recorded on the question; outages get a bounded number of retries.
        raise self.retry(exc=exc, countdown=5) from exc
