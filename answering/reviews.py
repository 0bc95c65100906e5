"""The review queue as staff work it (services): flag an answer, take it, record verdicts, finish it.

The queue's records and rules live in ``verification.review`` (reviewer verdicts are the verifier's
labelled data); this module is what the console calls, so that finishing a review also resolves what
people reported about the answer — and the bot, told through ``signals.report_resolved``, replies in
their Slack threads.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from textkit.language import lang_of
from verification.models import CitationCheck, CitationReview, ReviewItem, VerifiedAnswer
from verification.review import (
    ReviewRefused,
    citation_review_save,
    review_item_assign,
    review_item_complete,
    review_item_flag,
)

from .models import AnswerFeedback, Question
from .signals import report_resolved

__all__ = ["ReviewRefused", "answer_flag", "report_outcome", "reports_of", "review_finish", "review_take",
           "review_verdicts_save"]


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


@transaction.atomic
def review_finish(*, item: ReviewItem, user, note: str = "") -> ReviewItem:
    """Finish the review (every citation needs a verdict) and resolve what users reported about the
    answer; once that is committed, ``report_resolved`` tells the bot to reply in their threads."""
    item = review_item_complete(item=item, user=user, note=note)
    reports = list(AnswerFeedback.objects.select_for_update().filter(
        answer_id=item.answer_id, kind=AnswerFeedback.Kind.REPORT, resolved_at=None))
    verdicts = _verdicts_by_shown_number(item.answer_id)
    now = timezone.now()
    for report in reports:
        report.resolved_at, report.resolved_by = now, user
        report.resolution = verdicts.get(report.citation_number, "")
        report.save(update_fields=["resolved_at", "resolved_by", "resolution"])
    if reports:
        ids, answer_id = [r.pk for r in reports], item.answer_id
        transaction.on_commit(lambda: report_resolved.send(sender=AnswerFeedback, feedback_ids=ids, answer_id=answer_id))
    return item


def _verdicts_by_shown_number(answer_id: int) -> dict[int, str]:
    """Reviewer verdict per citation number as people saw it (the corrected answer's numbering): a
    number that several citations share takes the least favourable verdict."""
    rank = {CitationReview.Verdict.INACCURATE: 0, CitationReview.Verdict.NOT_CHECKABLE: 1,
            CitationReview.Verdict.ACCURATE: 2}
    verdicts: dict[int, str] = {}
    for number, verdict in CitationReview.objects.filter(
            citation__answer_id=answer_id, citation__new_number__isnull=False
    ).values_list("citation__new_number", "verdict"):
        if number not in verdicts or rank[verdict] < rank[verdicts[number]]:
            verdicts[number] = verdict
    return verdicts


@dataclass(frozen=True)
class Report:
    """A user's report as the review queue lists it."""

    who: str
    citation_number: int | None
    reason: str
    created_at: datetime
    channel_id: str
    resolved: bool
    resolution: str


_OUTCOMES = {"accurate": "the citation holds", "inaccurate": "the citation was wrong",
             "not_checkable": "not checkable", "": "reviewed"}


def reports_of(*, answer_id: int) -> list[Report]:
    return [
        Report(who=f.reporter, citation_number=f.citation_number, reason=f.reason,
               created_at=f.created_at, channel_id=f.channel_id, resolved=f.resolved_at is not None,
               resolution=_OUTCOMES.get(f.resolution, f.resolution))
        for f in AnswerFeedback.objects.filter(answer_id=answer_id, kind=AnswerFeedback.Kind.REPORT).order_by("created_at")
    ]


@dataclass(frozen=True)
class ReportOutcome:
    """What the reporter is told when the review of their report is finished (channel-neutral)."""

    feedback_id: int
    answer_id: int
    question_id: int | None
    channel_id: str
    user_id: str
    citation_number: int | None
    verdict: str  # accurate | inaccurate | not_checkable | "" (the citation was not reviewed as shown)
    note: str
    reviewed_answer: str  # the answer as the reviewers corrected it ("" when it stands as posted)
    language: str


def report_outcome(*, feedback_id: int) -> ReportOutcome | None:
    """The outcome of a resolved report, or None when it is not (or no longer) resolved."""
    report = AnswerFeedback.objects.filter(pk=feedback_id, resolved_at__isnull=False).select_related("answer").first()
    if report is None:
        return None
    item = ReviewItem.objects.filter(answer_id=report.answer_id).first()
    question = Question.objects.filter(answer_id=report.answer_id).only("pk", "text").first()
    return ReportOutcome(
        feedback_id=report.pk, answer_id=report.answer_id, question_id=question.pk if question else None,
        channel_id=report.channel_id, user_id=report.user_id, citation_number=report.citation_number,
        verdict=report.resolution, note=item.note if item else "",
        reviewed_answer=item.reviewed_answer if item else "",
        language=lang_of(report.answer.question_text or report.answer.corrected_answer),
    )
