"""Answering services: record a question, answer it (keeping its status), and hand back the result."""
from __future__ import annotations

import logging
from collections.abc import Mapping

from django.conf import settings
from django.utils import timezone

from verification.models import VerifiedAnswer

from .models import Question
from .pipeline import AnswerFailed, Progress, answer_write_and_verify
from .reclaim import AnswerHeldElsewhere, AnswerNotRun, question_claim
from .results import AnswerResult, answer_result
from .selectors import conversation_earlier

logger = logging.getLogger(__name__)

__all__ = ["AnswerFailed", "AnswerHeldElsewhere", "AnswerNotRun", "question_answer", "question_submit"]


def question_submit(
    *,
    text: str,
    origin: str,
    channel_id: str = "",
    user_id: str = "",
    thread_ts: str = "",
    parent: Question | None = None,
) -> Question:
    """Record a question to answer; an empty one is refused with a message fit for the asker."""
    text = text.strip()
    if not text:
        raise AnswerFailed("The question is empty: ask about something in the documents.")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # e.g. a command-line argument in another encoding
        raise AnswerFailed("The question is not valid UTF-8 text; type it again or check your terminal's encoding.") \
            from None
    if len(text) > settings.CITEWISE_MAX_QUESTION_CHARS:
        raise AnswerFailed(f"The question is {len(text):,} characters long; please ask in at most "
                           f"{settings.CITEWISE_MAX_QUESTION_CHARS:,} (CITEWISE_MAX_QUESTION_CHARS).")
    return Question.objects.create(
        text=text, origin=origin, channel_id=channel_id, user_id=user_id, thread_ts=thread_ts, parent=parent
    )


def question_answer(
    *, question: Question, progress: Progress | None = None, overrides: Mapping[str, object] | None = None
) -> AnswerResult:
    """Answer a stored question and return its result; raises AnswerFailed (the question is then marked
    failed with the reason) on outages and empty questions. ``overrides``: thresholds for this question
    only (see ``pipeline.answer_write_and_verify``).

    One run at a time: the run claims the question first (answering/reclaim.py). An answered question
    is not answered again (its stored result is returned); AnswerNotRun when a live run holds it or it
    was given up after its worker died."""
    lease = question_claim(question=question)
    if lease is None:
        return answer_result(question.answer, question=question)
    mine = Question.objects.filter(lease.held)  # a run that lost its lease (after a long stall) writes nothing
    try:
        answer = _answer(question, mine, progress, overrides)
        if not mine.update(
            status=Question.Status.ANSWERED, answered_at=timezone.now(), error="", error_detail="", answer=answer
        ):
            logger.error("question.lease_lost id=%s run=%s", question.pk, lease.run.id)
            raise AnswerHeldElsewhere("This question is being answered by another run; the answer follows.")
    finally:
        lease.end()
    question.refresh_from_db()
    return answer_result(answer, question=question)


def _answer(
    question: Question, mine, progress: Progress | None, overrides: Mapping[str, object] | None
) -> VerifiedAnswer:
    try:
        if not question.text.strip():
            raise AnswerFailed("The question is empty: ask about something in the documents.")
        return answer_write_and_verify(
            text=question.text.strip(), channel_id=question.channel_id, origin=question.origin, progress=progress,
            overrides=overrides,
            earlier=conversation_earlier(question=question),
        )
    except AnswerFailed as exc:
        mine.update(status=Question.Status.FAILED, error=str(exc), error_detail=exc.detail)
        raise
    except BaseException as exc:  # a bug, a database error or the task's time limit: never leave it "answering"
        mine.update(
            status=Question.Status.FAILED, error=f"internal error: {type(exc).__name__}", error_detail=repr(exc)[:2000]
        )
        raise
