"""Celery tasks of the verified-query pipeline. Thin: load by id, call one service.

The time limits are the documented ``CELERY_TASK_SOFT_TIME_LIMIT`` / ``CELERY_TASK_TIME_LIMIT``: a
question that runs out of time fails with a clear message instead of keeping its asker waiting.
``reclaim_questions`` runs on Celery beat (``CELERY_BEAT_SCHEDULE``) and once when a worker starts: it
re-runs, or fails, the questions whose worker died (answering/reclaim.py).
"""
from __future__ import annotations

import logging

from celery import shared_task
from celery.signals import worker_process_init, worker_ready

from .models import Question
from .reclaim import questions_reclaim
from .services import AnswerFailed, AnswerNotRun, question_answer
from .warmup import text_models_load

logger = logging.getLogger(__name__)


@worker_process_init.connect
def _load_text_models(**_kwargs) -> None:
    # Kiwi takes seconds to load, WordNet a third of one; pay that when the worker starts, not on the first question.
    text_models_load()


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
    except AnswerNotRun as exc:  # a live run holds it, or it was given up: nothing for this message to do
        logger.info("task.answer_question.not_run question=%s reason=%s", question_id, exc)
        return None
    except AnswerFailed as exc:
        # The failure is recorded on the question; outages get a bounded number of retries.
        raise self.retry(exc=exc, countdown=5) from exc


@shared_task(acks_late=True, soft_time_limit=60, time_limit=90)
def reclaim_questions() -> dict[str, list[int]]:
    """Re-run (or fail with a clear message) the questions whose worker died."""
    report = questions_reclaim()
    return {"rerun": report.rerun, "given_up": report.given_up, "redelivered": report.redelivered}


@worker_ready.connect
def _reclaim_when_a_worker_starts(**_) -> None:
    # The usual reason to start a worker is that one stopped: look at once rather than at the next beat.
    reclaim_questions.delay()
