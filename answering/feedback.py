"""Feedback on answers (services): 👍/👎 and reports of a wrong citation, from Slack or the console.

A person's vote replaces their earlier vote on the same answer; a report is kept as written and puts
the answer in the console's review queue (a ``ReviewItem``, reopened if its review was done).
"""
from __future__ import annotations

from django.db import transaction

from verification.models import ReviewItem, VerifiedAnswer
from verification.review import review_item_flag

from .models import AnswerFeedback


class FeedbackRefused(ValueError):
    """The feedback names no existing answer or citation; the message is fit to show."""


@transaction.atomic
def feedback_record(
    *,
    answer_id: int,
    kind: str,
    user_id: str,
    user_name: str = "",
    channel_id: str = "",
    origin: str = VerifiedAnswer.Origin.SLACK,
    citation_number: int | None = None,
    reason: str = "",
) -> AnswerFeedback:
    answer = VerifiedAnswer.objects.select_for_update().filter(pk=answer_id).first()
    if answer is None:
        raise FeedbackRefused("That answer no longer exists.")
    if kind not in AnswerFeedback.Kind.values:
        raise FeedbackRefused(f"Unknown feedback {kind!r}.")
    if kind == AnswerFeedback.Kind.REPORT:
        numbers = {ref["number"] for ref in answer.references}
        if citation_number not in numbers:
            raise FeedbackRefused(f"Choose one of the answer's citations ({', '.join(map(str, sorted(numbers)))}).")
        feedback = AnswerFeedback.objects.create(
            answer=answer, kind=kind, citation_number=citation_number, reason=reason.strip()[:2000],
            user_id=user_id, user_name=user_name[:128], channel_id=channel_id, origin=origin,
        )
        review_item_flag(answer=answer, reasons=[ReviewItem.Reason.USER_REPORT])
        return feedback
    AnswerFeedback.objects.filter(
        answer=answer, user_id=user_id, kind__in=[AnswerFeedback.Kind.UP, AnswerFeedback.Kind.DOWN]
    ).delete()
    return AnswerFeedback.objects.create(
        answer=answer, kind=kind, user_id=user_id, user_name=user_name[:128], channel_id=channel_id, origin=origin
    )
