"""Reads of answers for the entry points (bot, console): results by id, conversation context."""
from __future__ import annotations

from textkit.language import lang_of
from verification.models import VerifiedAnswer

from .models import Question
from .results import AnswerResult, answer_result


def answer_result_get(*, answer_id: int) -> AnswerResult:
    """The result of a stored answer; raises VerifiedAnswer.DoesNotExist."""
    return answer_result(VerifiedAnswer.objects.prefetch_related("checks").get(pk=answer_id))


def answer_language_get(*, answer_id: int) -> str:
    """The answer's language as its result states it (``AnswerResult.language``) from two columns, without
    building the result; "" when there is no such answer."""
    row = VerifiedAnswer.objects.filter(pk=answer_id).values_list("question_text", "corrected_answer").first()
    return lang_of(row[0] or row[1]) if row else ""


def question_language(*, text: str) -> str:
    """The language an answer to ``text`` is written in ("ko"/"en"), for replies sent before there is an
    answer; "en" for an empty text."""
    return lang_of(text) if text.strip() else "en"


def conversation_earlier(*, question: Question) -> tuple[str, str] | None:
    """(earlier question, its answer) of a follow-up: the context it is understood in."""
    parent = question.parent
    if parent is None:
        return None
    answer = parent.answer.corrected_answer if parent.answer_id else ""
    return parent.text, answer
