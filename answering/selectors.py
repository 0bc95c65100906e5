"""Reads of answers for the entry points (bot, console): results by id, conversation context."""
from __future__ import annotations

from verification.models import VerifiedAnswer

from .models import Question
from .results import AnswerResult, answer_result


def answer_result_get(*, answer_id: int) -> AnswerResult:
    """The result of a stored answer; raises VerifiedAnswer.DoesNotExist."""
    return answer_result(VerifiedAnswer.objects.prefetch_related("checks").get(pk=answer_id))


def conversation_earlier(*, question: Question) -> tuple[str, str] | None:
    """(earlier question, its answer) of a follow-up: the context it is understood in."""
    parent = question.parent
    if parent is None:
        return None
    answer = parent.answer.corrected_answer if parent.answer_id else ""
    return parent.text, answer
