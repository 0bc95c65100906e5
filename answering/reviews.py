"""The review queue as staff work it (services): flag an answer, take it, record verdicts, finish it.

The queue's records and rules live in ``verification.review`` (reviewer verdicts are the verifier's
labelled data); this module is what the console calls, so that finishing a review can also settle
what people reported about the answer.
"""
from __future__ import annotations

from collections.abc import Mapping

from django.db import transaction

from verification.models import CitationCheck, ReviewItem, VerifiedAnswer
from verification.review import (
    ReviewRefused,
    citation_review_save,
    review_item_assign,
    review_item_complete,
    review_item_flag,
)

__all__ = ["ReviewRefused", "answer_flag", "review_finish", "review_take", "review_verdicts_save"]


def answer_flag(*, answer: VerifiedAnswer, by) -> ReviewItem:
    """A member of staff puts an answer in the queue by hand."""
    return review_item_flag(answer=answer, reasons=[ReviewItem.Reason.MANUAL])


def review_take(*, item: ReviewItem, user) -> ReviewItem:
    """``user`` takes the item (it is then in review and assigned to them)."""
    return review_item_assign(item=item, assignee=user)


@transaction.atomic
def review_verdicts_save(*, item: ReviewItem, verdicts: Mapping[int, tuple[str, str]], reviewer) -> int:
    """Record verdicts (check id → (verdict, note)) on the item's citations; returns how many were saved.
    Ids of citations of other answers are refused."""
    checks = {c.pk: c for c in CitationCheck.objects.filter(answer_id=item.answer_id, pk__in=list(verdicts))}
    unknown = set(verdicts) - set(checks)
    if unknown:
        raise ReviewRefused("Some verdicts name citations of another answer; reload the page.")
    for pk, (verdict, note) in verdicts.items():
        citation_review_save(check=checks[pk], verdict=verdict, note=note, reviewer=reviewer)
    return len(verdicts)


def review_finish(*, item: ReviewItem, user, note: str = "") -> ReviewItem:
    """Finish the review (every citation needs a verdict)."""
    return review_item_complete(item=item, user=user, note=note)
