"""Nothing stays stuck: which run answers a question, and what happens when that run's worker died.

``question_claim`` is how a run starts answering: it claims the question's lease
(retrieval/leases.py) unless the question is answered, given up, or held by a live run, and records
the Celery task it runs in (name and arguments, as the worker received them). That task is whatever
channel answers and delivers the question — ``answering.tasks.answer_question``, or the Slack bot's own
task that posts the answer — and it is what ``questions_reclaim`` sends again (``send_task`` by name:
answering imports no channel).

``questions_reclaim`` (Celery beat every ``CITEWISE_RECLAIM_INTERVAL_SECONDS``, and when a worker
starts) looks at questions whose lease ran out — the run holding them stopped renewing it, so its
worker died — and for each:

- not answered, started fewer than ``MAX_RUNS`` times, task known: queued again and its task re-sent;
- otherwise (a second death, or a command that answered in its own process and was killed): failed
  with ``WORKER_LOST``, and the task re-sent once more so that its channel tells the asker (the run
  refuses to answer a question given up, which the Slack task posts as the failure);
- answered, but the task died while delivering it (posting to Slack): the task re-sent, which
  delivers what is not delivered yet.

Exactly one answer either way: a claim never succeeds on an answered question, and a late redelivery
of the dead run's message (Redis redelivers after its visibility timeout) finds the question answered,
given up, or held by the live re-run.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from celery import current_app
from django.db.models import Q
from django.utils import timezone

from retrieval.leases import Lease, current_run, lease_claim

from .models import Question
from .pipeline import AnswerFailed

logger = logging.getLogger(__name__)

# A question runs at most this often (the first run and one re-run after its worker died).
MAX_RUNS = 2
WORKER_LOST = "The worker answering this question stopped before it finished"
_GIVE_UP = {
    "twice": f"{WORKER_LOST}, twice (it was restarted, killed or ran out of memory), so it was not answered. "
             "Please ask again; if it happens again, tell the administrator.",
    "process": f"{WORKER_LOST} (the command answering it was killed), so it was not answered. Please ask again.",
}


class AnswerNotRun(AnswerFailed):
    """This run does not answer the question: another live run holds it, or it was given up (the
    message says which, fit for the asker)."""


class AnswerHeldElsewhere(AnswerNotRun):
    """Another live run holds the question and will deliver its answer: this run has nothing to say
    (a duplicate copy of a task must not tell the asker anything, least of all that it failed)."""


def question_claim(*, question: Question) -> Lease | None:
    """Start answering ``question`` in this run; None when it is answered already (nothing to do).

    Raises AnswerNotRun when it was given up or a live run holds it."""
    run = current_run()
    fields: dict = {"status": Question.Status.ANSWERING}
    if run.task_name:
        fields.update(task_name=run.task_name, task_args={"args": run.task_args, "kwargs": run.task_kwargs})
    open_ = ~Q(status=Question.Status.ANSWERED) & ~Q(status=Question.Status.FAILED, error__startswith=WORKER_LOST)
    lease = lease_claim(model=Question, pk=question.pk, run=run, allowed=open_, until_task_ends=True, **fields)
    if lease is not None:
        return lease
    question.refresh_from_db()
    if question.status == Question.Status.ANSWERED and question.answer_id:
        logger.info("question.already_answered id=%s run=%s", question.pk, run.id)
        return None
    if question.status == Question.Status.FAILED and question.error.startswith(WORKER_LOST):
        raise AnswerNotRun(question.error)
    logger.warning("question.held_elsewhere id=%s run=%s holder=%s", question.pk, run.id, question.run_id)
    raise AnswerHeldElsewhere("This question is being answered already; the answer follows.")


@dataclass(frozen=True)
class QuestionsReclaimed:
    rerun: list[int] = field(default_factory=list)
    given_up: list[int] = field(default_factory=list)
    redelivered: list[int] = field(default_factory=list)  # answered; the dead run had not delivered it
    released: list[int] = field(default_factory=list)  # answered in a process that then died: nothing to do


def questions_reclaim() -> QuestionsReclaimed:
    """Re-run or give up the questions whose run died (their lease ran out); see the module docstring."""
    report = QuestionsReclaimed()
    now = timezone.now()
    for question in Question.objects.filter(lease_until__lt=now).order_by("lease_until"):
        decision, fields = _decide(question)
        # One conditional update: of two reclaimers at once (beat, a worker starting) only one acts.
        won = Question.objects.filter(pk=question.pk, run_id=question.run_id, lease_until=question.lease_until)
        if not won.update(lease_until=None, **fields):
            continue
        getattr(report, decision).append(question.pk)
        logger.warning("question.reclaimed id=%s action=%s run=%s runs=%s task=%s", question.pk, decision,
                       question.run_id, question.attempts, question.task_name or "-")
        if question.task_name and not _send(question) and decision == "rerun":
            # Not sent (the broker is down): expire the lease again so the next reclaim retries.
            Question.objects.filter(pk=question.pk, lease_until__isnull=True).update(lease_until=now)
    return report


def _decide(question: Question) -> tuple[str, dict]:
    if question.status == Question.Status.ANSWERED:
        return ("redelivered" if question.task_name else "released"), {}
    if question.task_name and question.attempts < MAX_RUNS:
        return "rerun", {"status": Question.Status.QUEUED}
    return "given_up", {
        "status": Question.Status.FAILED,
        "error": _GIVE_UP["twice" if question.task_name else "process"],
        "error_detail": f"run {question.run_id} stopped renewing its lease (runs started: {question.attempts}); "
                        "its worker or process died",
    }


def _send(question: Question) -> bool:
    call = question.task_args or {}
    try:
        current_app.send_task(question.task_name, args=call.get("args", []), kwargs=call.get("kwargs", {}))
    except Exception:  # the broker is down or refused: logged, retried by the next reclaim where it matters
        logger.exception("question.resend_failed id=%s task=%s", question.pk, question.task_name)
        return False
    return True
