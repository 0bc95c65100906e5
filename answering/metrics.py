"""Reads for the console (selectors): quality over time, per source and per channel, for the dashboard,
the sources page and the channel filters. Nothing here writes.
"""
from __future__ import annotations

import datetime as dt
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from django.db.models import Count, Q, QuerySet
from django.db.models.functions import TruncDate
from django.utils import timezone

from retrieval.models import Source
from verification.models import THRESHOLD_FIELDS, CitationCheck, CitationReview, ReviewItem, Thresholds, VerifiedAnswer

from .models import ChannelSettings, Question


def channel_choices() -> list[str]:
    """Every channel id the console knows of: configured, where questions came from, where sources are scoped."""
    ids = set(ChannelSettings.objects.values_list("channel_id", flat=True))
    ids |= set(Question.objects.exclude(channel_id="").values_list("channel_id", flat=True).distinct())
    ids |= set(Source.objects.exclude(channel_id="").values_list("channel_id", flat=True).distinct())
    return sorted(ids)


def channels_unconfigured() -> list[tuple[str, int]]:
    """Channels people asked in that have no settings yet (answered under the defaults), with how many
    questions, busiest first: the Channels page offers to configure them."""
    configured = ChannelSettings.objects.values("channel_id")
    rows = (Question.objects.exclude(channel_id="").exclude(channel_id__in=configured)
            .values("channel_id").annotate(n=Count("id")).order_by("-n", "channel_id"))
    return [(r["channel_id"], r["n"]) for r in rows]


def channel_names() -> dict[str, str]:
    """Channel id → the name staff gave it on the Channels page."""
    return dict(ChannelSettings.objects.exclude(name="").values_list("channel_id", "name"))


def answers_in(*, start: dt.date, end: dt.date, channel_id: str = "") -> QuerySet[VerifiedAnswer]:
    """Answers logged from ``start`` to ``end`` (inclusive, local dates), optionally of one channel."""
    tz = timezone.get_current_timezone()
    since = dt.datetime.combine(start, dt.time.min, tzinfo=tz)
    until = dt.datetime.combine(end + dt.timedelta(days=1), dt.time.min, tzinfo=tz)
    answers = VerifiedAnswer.objects.filter(created_at__gte=since, created_at__lt=until)
    if channel_id:
        answers = answers.filter(question__channel_id=channel_id)
    return answers


def source_citation_rates(*, answers: QuerySet[VerifiedAnswer] | None = None) -> dict[int, tuple[int, int]]:
    """Source id → (citations checked against it, of which inaccurate), over ``answers`` (default: all)."""
    checks = CitationCheck.objects.exclude(source_id=None)
    if answers is not None:
        checks = checks.filter(answer__in=answers)
    rows = checks.values("source_id").annotate(n=Count("id"), wrong=Count("id", filter=Q(status="inaccurate")))
    return {r["source_id"]: (r["n"], r["wrong"]) for r in rows}


@dataclass
class Day:
    date: dt.date
    answers: int = 0
    accuracy: float | None = None  # mean accuracy rate of the day's answers that had citations
    removed: int = 0  # citations removed or generalized
    flagged: int = 0  # answers that entered the review queue
    reviewed: int = 0  # reviews finished
    p50_ms: float | None = None
    p95_ms: float | None = None
    llm_calls: float | None = None  # model calls per answer


@dataclass
class Quality:
    days: list[Day]
    answers: int
    accuracy: float | None
    removed: int
    flagged: int
    open_reviews: int
    reviewed: int
    p50_ms: float | None
    p95_ms: float | None
    llm_calls: float | None
    agreement: Agreement
    changes: list[ThresholdChange] = field(default_factory=list)


@dataclass
class Agreement:
    """Reviewer verdicts against the engine's, on citations a reviewer could check."""

    total: int = 0
    agree: int = 0
    by_method: dict[str, tuple[int, int]] = field(default_factory=dict)  # method → (agree, total)

    @property
    def rate(self) -> float | None:
        return self.agree / self.total if self.total else None


@dataclass(frozen=True)
class ThresholdChange:
    at: dt.datetime
    scope: str  # "global" or a channel id
    who: str
    changes: str  # "confidence 0.7 → 0.8, max sources 5 → 3"


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    values = sorted(values)
    rank = max(0, min(len(values) - 1, round(q * len(values) + 0.5) - 1))
    return values[rank]


def quality(*, start: dt.date, end: dt.date, channel_id: str = "") -> Quality:
    """Everything the dashboard charts, per day from ``start`` to ``end`` and in total."""
    answers = answers_in(start=start, end=end, channel_id=channel_id)
    days = {start + dt.timedelta(days=i): Day(start + dt.timedelta(days=i)) for i in range((end - start).days + 1)}
    seen: set[int] = set()
    per_day: dict[dt.date, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    answer_rows = answers.annotate(day=TruncDate("created_at")).values(
        "pk", "day", "accuracy_rate", "total_ms", "llm_calls", "removed_citations"
    ).annotate(n_checks=Count("checks"))
    for r in answer_rows:
        if r["pk"] in seen:
            continue
        seen.add(r["pk"])
        d = per_day[r["day"]]
        d["answers"].append(r["pk"])
        if r["n_checks"]:
            d["accuracy"].append(r["accuracy_rate"] or 0.0)
        if r["total_ms"] is not None:
            d["ms"].append(r["total_ms"])
        d["calls"].append(r["llm_calls"])
        d["removed"].append(len(r["removed_citations"] or []))
    items = ReviewItem.objects.filter(answer__in=answers)
    flagged = Counter(items.annotate(day=TruncDate("flagged_at")).values_list("day", flat=True))
    reviewed_items = items.filter(state=ReviewItem.State.DONE)
    reviewed = Counter(d for d in reviewed_items.annotate(day=TruncDate("done_at")).values_list("day", flat=True))
    for day, stats in days.items():
        d = per_day.get(day, {})
        stats.answers = len(d.get("answers", []))
        stats.accuracy = _mean(d.get("accuracy", []))
        stats.removed = sum(d.get("removed", []))
        stats.flagged = flagged.get(day, 0)
        stats.reviewed = reviewed.get(day, 0)
        stats.p50_ms = percentile(d.get("ms", []), 0.5)
        stats.p95_ms = percentile(d.get("ms", []), 0.95)
        stats.llm_calls = _mean(d.get("calls", []))
    all_ms = [ms for d in per_day.values() for ms in d.get("ms", [])]
    return Quality(
        days=list(days.values()),
        answers=len(seen),
        accuracy=_mean([a for d in per_day.values() for a in d.get("accuracy", [])]),
        removed=sum(s.removed for s in days.values()),
        flagged=sum(flagged.values()),
        open_reviews=items.filter(state__in=ReviewItem.OPEN).count(),
        reviewed=sum(reviewed.values()),
        p50_ms=percentile(all_ms, 0.5),
        p95_ms=percentile(all_ms, 0.95),
        llm_calls=_mean([c for d in per_day.values() for c in d.get("calls", [])]),
        agreement=reviewer_agreement(answers=answers),
        changes=threshold_changes(start=start, end=end, channel_id=channel_id),
    )


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def reviewer_agreement(*, answers: QuerySet[VerifiedAnswer]) -> Agreement:
    """How often reviewers gave the engine's verdict (citations they marked not checkable left out)."""
    reviews = CitationReview.objects.filter(citation__answer__in=answers).exclude(
        verdict=CitationReview.Verdict.NOT_CHECKABLE
    ).values_list("verdict", "citation__status", "citation__method")
    agreement = Agreement()
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for verdict, status, method in reviews:
        same = verdict == status
        agreement.total += 1
        agreement.agree += same
        per[method][0] += same
        per[method][1] += 1
    agreement.by_method = {m: (a, n) for m, (a, n) in sorted(per.items())}
    return agreement


_LABELS = {"confidence": "confidence", "max_sources": "max sources", "min_relevance": "min relevance",
           "min_excerpt_length": "min excerpt", "use_llm": "LLM verification", "drop_uncertain": "drop uncertain",
           "mention_only": "mention only", "source_scope": "source scope", "asker_only": "only to the asker"}


def threshold_changes(*, start: dt.date, end: dt.date, channel_id: str = "") -> list[ThresholdChange]:
    """Changes of the global thresholds and of channels' settings (only ``channel_id``'s, when given)
    from ``start`` to ``end`` (their history), oldest first."""
    tz = timezone.get_current_timezone()
    since = dt.datetime.combine(start, dt.time.min, tzinfo=tz)
    until = dt.datetime.combine(end + dt.timedelta(days=1), dt.time.min, tzinfo=tz)
    changes = history_changes(history=Thresholds.history.all(), scope="global", since=since, until=until)
    channels = ChannelSettings.history.all()
    if channel_id:
        channels = channels.filter(channel_id=channel_id)
    for cid in sorted(set(channels.values_list("channel_id", flat=True))):
        changes += history_changes(history=channels.filter(channel_id=cid), scope=cid, since=since, until=until)
    return sorted(changes, key=lambda c: c.at)


def history_changes(*, history, scope: str, since: dt.datetime | None = None,
                    until: dt.datetime | None = None) -> list[ThresholdChange]:
    """What each saved version of a thresholds row changed (simple-history records), oldest first."""
    changes = []
    if until is not None:
        history = history.filter(history_date__lt=until)
    records = list(history.order_by("history_date").select_related("history_user"))
    previous = None
    for record in records:
        if since is None or record.history_date >= since:
            if previous is None:
                what = ""  # the row's first version: nothing changed yet
            else:
                diff = record.diff_against(previous)
                what = ", ".join(
                    f"{_LABELS.get(c.field, c.field)} {_fmt(c.old)} → {_fmt(c.new)}"
                    for c in diff.changes if c.field in THRESHOLD_FIELDS or c.field in _EXTRA_FIELDS
                )
            if what:
                who = record.history_user.get_username() if record.history_user else "system"
                changes.append(ThresholdChange(record.history_date, scope, who, what))
        previous = record
    return changes


# Channel settings that are not thresholds but change how answers are given.
_EXTRA_FIELDS = ("enabled", "mention_only", "source_scope", "asker_only", "name")


def _fmt(value) -> str:
    if value is None:
        return "global"
    if isinstance(value, bool):
        return "on" if value else "off"
    return f"{value:g}" if isinstance(value, float) else str(value)
