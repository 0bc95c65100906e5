"""The review queue (services): which answers need a person, and what the reviewers decided.

An answer enters the queue when verification flags it (not fully verified, citations removed,
confidence under the threshold, hedged wording) or when someone reports a wrong citation. A reviewer
takes it (in review), gives a verdict per citation — stored apart from the engine's, as labelled data —
and finishes it (done). A finished answer that is flagged again (a new report) comes back as new.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from verification import engine
from verification.engine import VerificationResult

from .models import CitationCheck, CitationReview, ReviewItem, VerifiedAnswer

Reason = ReviewItem.Reason
State = ReviewItem.State


class ReviewRefused(ValueError):
    """The review step cannot be taken as asked; the message says why (fit to show a reviewer)."""


def review_reasons(*, result: VerificationResult, thresholds: engine.Thresholds) -> list[str]:
    """Why a verified answer should be looked at by a person (empty: it need not be)."""
    reasons = []
    if result.status != "verified":
        reasons.append(Reason.STATUS)
    if result.removed_citations:
        reasons.append(Reason.REMOVED)
    if result.citations and result.confidence < thresholds.confidence:
        reasons.append(Reason.LOW_CONFIDENCE)
    if result.hedges:
        reasons.append(Reason.HEDGES)
    return [str(r) for r in reasons]


@transaction.atomic
def review_item_flag(*, answer: VerifiedAnswer, reasons: Iterable[str], at: datetime | None = None) -> ReviewItem:
    """Put ``answer`` in the queue for ``reasons`` (or add them to its item); a finished item reopens."""
    now = at or timezone.now()
    reasons = [str(r) for r in reasons]
    item = ReviewItem.objects.select_for_update().filter(answer=answer).first()
    if item is None:
        item = ReviewItem.objects.create(answer=answer, reasons=list(dict.fromkeys(reasons)), flagged_at=now)
    else:
        item.reasons = list(dict.fromkeys([*item.reasons, *reasons]))
        if item.state == State.DONE:
            item.state, item.flagged_at, item.done_at, item.done_by = State.NEW, now, None, None
        item.save()
    VerifiedAnswer.objects.filter(pk=answer.pk).update(needs_review=True)
    return item


def review_item_assign(*, item: ReviewItem, assignee) -> ReviewItem:
    """Give the item to a reviewer (None: back to nobody); a new item someone takes is in review."""
    if item.state == State.DONE:
        raise ReviewRefused("This review is done; a new report would reopen it.")
    item.assignee = assignee
    if assignee is not None and item.state == State.NEW:
        item.state, item.started_at = State.IN_REVIEW, timezone.now()
    item.save(update_fields=["assignee", "state", "started_at"])
    return item


@transaction.atomic
def citation_review_save(*, check: CitationCheck, verdict: str, reviewer, note: str = "") -> CitationReview:
    """Record a reviewer's verdict on one citation (replacing an earlier one); starts the review."""
    if verdict not in CitationReview.Verdict.values:
        raise ReviewRefused(f"Unknown verdict {verdict!r}: choose accurate, inaccurate or not checkable.")
    review, _ = CitationReview.objects.update_or_create(
        citation=check, defaults={"verdict": verdict, "note": note.strip()[:2000], "reviewer": reviewer}
    )
    item = ReviewItem.objects.select_for_update().filter(answer_id=check.answer_id).first()
    if item is not None and item.state == State.NEW:
        item.state, item.started_at = State.IN_REVIEW, timezone.now()
        item.assignee = item.assignee or reviewer
        item.save(update_fields=["state", "started_at", "assignee"])
    return review


@transaction.atomic
def review_item_complete(*, item: ReviewItem, user, note: str = "") -> ReviewItem:
    """Finish a review: every citation needs a verdict first. Keeps the answer as the reviewers
    corrected it when they overruled the engine (a citation restored or removed)."""
    item = ReviewItem.objects.select_for_update().get(pk=item.pk)
    if item.state == State.DONE:
        raise ReviewRefused("This review is already done.")
    checks = list(item.answer.checks.order_by("id").select_related("review"))
    missing = [c.number for c in checks if not hasattr(c, "review")]
    if missing:
        raise ReviewRefused(
            "Give a verdict on every citation first: " + ", ".join(f"[{n}]" for n in dict.fromkeys(missing)) + "."
        )
    item.reviewed_answer = reviewed_answer(answer=item.answer, checks=checks) or ""
    item.state, item.done_at, item.done_by = State.DONE, timezone.now(), user
    item.assignee = item.assignee or user
    item.note = note.strip()[:4000] or item.note
    item.save()
    VerifiedAnswer.objects.filter(pk=item.answer_id).update(needs_review=False)
    return item


def answer_sources(answer: VerifiedAnswer) -> list[engine.Source]:
    """The passages an answer was verified against, as the engine's sources."""
    names = {f.name for f in dataclasses.fields(engine.Source)}
    return [engine.Source(**{k: v for k, v in s.items() if k in names}) for s in answer.sources]


def answer_thresholds(answer: VerifiedAnswer) -> engine.Thresholds:
    """The thresholds an answer was verified under (the defaults for answers logged before they were kept)."""
    names = {f.name for f in dataclasses.fields(engine.Thresholds)}
    return engine.Thresholds(**{k: v for k, v in (answer.thresholds or {}).items() if k in names})


def reviewed_answer(*, answer: VerifiedAnswer, checks: Sequence[CitationCheck]) -> str | None:
    """The answer corrected with the reviewers' verdicts in place of the engine's, or None when the
    reviewers agree with what the engine did (the corrected answer stands)."""
    overrides: dict[int, bool] = {}
    overruled = False
    for order, check in enumerate(checks):
        review = getattr(check, "review", None)
        # A re-attributed citation's verdict is about the source it was moved to; the engine moves it
        # again on its own, so that verdict stays labelled data and does not rewrite the answer.
        if review is None or review.verdict == CitationReview.Verdict.NOT_CHECKABLE or check.action == "reattributed":
            continue
        supported = review.verdict == CitationReview.Verdict.ACCURATE
        overrides[order] = supported
        # Overruled: a removal the reviewer restores, or a kept citation the reviewer finds wrong.
        overruled |= supported != (check.action == "kept")
    if not overruled or not answer.original_answer:
        return None
    # The question reaches the citation checks only (``asked``), so the verdicts are those the answer was given.
    result = engine.verify_answer(
        answer.original_answer, answer_sources(answer), question="", thresholds=answer_thresholds(answer),
        judge=None, reviewed=overrides, asked=answer.question_text,
    )
    return result.corrected_answer
