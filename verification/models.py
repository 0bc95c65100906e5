"""Verification records: verified answers, per-citation checks, and the thresholds.

VerifiedAnswer + CitationCheck are the verification log the console shows; Thresholds is the one
settings object (a single row) that retrieval and the engine read, editable in the console.
"""
from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from simple_history.models import HistoricalRecords

from verification import engine

# The knobs of engine.Thresholds, in the order the console shows them.
THRESHOLD_FIELDS = ("confidence", "max_sources", "min_relevance", "min_excerpt_length", "use_llm", "drop_uncertain")
MAX_EXCERPT = 2000
MAX_SOURCES = 20  # passages per question a channel may be given (the console's and the API's upper bound)


def threshold_constraints(prefix: str, *, nullable: bool = False) -> list[models.CheckConstraint]:
    """The thresholds' ranges as database constraints (the field validators say the same to a form), so a
    write that skips validation cannot store a confidence below a coin toss either."""
    ranges = {"confidence": (0.5, 1.0), "max_sources": (1, MAX_SOURCES), "min_relevance": (0.0, 1.0),
              "min_excerpt_length": (0, MAX_EXCERPT)}
    constraints = []
    for name, (low, high) in ranges.items():
        condition = models.Q(**{f"{name}__gte": low, f"{name}__lte": high})
        if nullable:
            condition |= models.Q(**{f"{name}__isnull": True})
        constraints.append(models.CheckConstraint(
            condition=condition, name=f"{prefix}_{name}_range", violation_error_message=f"{name} must be {low}–{high}."
        ))
    return constraints


class Thresholds(models.Model):
    """The global thresholds (one row). Each channel may override any of them (answering.ChannelSettings)."""

    confidence = models.FloatField(
        default=0.7, validators=[MinValueValidator(0.5), MaxValueValidator(1.0)],
        help_text="A verdict below this confidence is 'uncertain' (0.5–1: below a coin toss nothing is decided).",
    )
    max_sources = models.PositiveSmallIntegerField(
        default=5, validators=[MinValueValidator(1), MaxValueValidator(MAX_SOURCES)],
        help_text="Passages given to the model per question (1–20).",
    )
    min_relevance = models.FloatField(
        default=0.4, validators=[MinValueValidator(0.0), MaxValueValidator(1.0)],
        help_text="Passages scoring below this share of the best hit are not used (0–1).",
    )
    min_excerpt_length = models.PositiveSmallIntegerField(
        default=20, validators=[MaxValueValidator(MAX_EXCERPT)],
        help_text=f"Passages shorter than this many characters are not used (0–{MAX_EXCERPT}).",
    )
    use_llm = models.BooleanField(
        "LLM verification", default=True,
        help_text="Let the model judge citations the deterministic checks leave undecided (when a model is set up).",
    )
    drop_uncertain = models.BooleanField(
        "drop uncertain citations", default=False,
        help_text="Remove citations nothing could confirm instead of keeping them marked ⚠️.",
    )
    updated_at = models.DateTimeField(auto_now=True)
    history = HistoricalRecords(excluded_fields=["updated_at"])

    class Meta:
        verbose_name = "global thresholds"
        verbose_name_plural = "thresholds"
        constraints = threshold_constraints("thresholds")

    def __str__(self) -> str:
        return "Global thresholds"

    def save(self, *args, **kwargs):
        self.pk = 1  # a single row
        super().save(*args, **kwargs)

    def as_engine(self) -> engine.Thresholds:
        return engine.Thresholds(**{name: getattr(self, name) for name in THRESHOLD_FIELDS})

    @classmethod
    def current(cls) -> engine.Thresholds:
        row, _ = cls.objects.get_or_create(pk=1)
        return row.as_engine()


class VerifiedAnswer(models.Model):
    class Origin(models.TextChoices):
        CLI = "cli", "Command line"
        API = "api", "API"
        SLACK = "slack", "Slack"
        CONSOLE = "console", "Console"

    class Status(models.TextChoices):
        VERIFIED = "verified", "Verified"
        PARTIAL = "partial", "Partial"
        UNVERIFIED = "unverified", "Unverified"
        INSUFFICIENT = "insufficient", "Insufficient context"

    question_text = models.TextField(blank=True)
    origin = models.CharField(max_length=10, choices=Origin.choices, default=Origin.CLI)
    original_answer = models.TextField(blank=True)
    corrected_answer = models.TextField(blank=True)
    sources = models.JSONField(default=list)
    references = models.JSONField(default=list)
    status = models.CharField(max_length=14, choices=Status.choices)
    confidence = models.FloatField(default=0.0)
    accuracy_rate = models.FloatField(null=True, blank=True)
    removed_citations = models.JSONField(default=list)
    renumbering = models.JSONField(default=dict)
    issues = models.JSONField(default=list)
    hedges = models.JSONField(default=list)
    reasoning = models.TextField(blank=True)
    generator = models.CharField(max_length=100, blank=True)
    llm_calls = models.PositiveSmallIntegerField(default=0)
    retrieval_ms = models.FloatField(null=True, blank=True)
    generation_ms = models.FloatField(null=True, blank=True)
    verification_ms = models.FloatField(null=True, blank=True)
    total_ms = models.FloatField(null=True, blank=True)
    needs_review = models.BooleanField(default=False, db_index=True)  # an open item in the review queue
    # Why part of the document index could not be searched for this answer ("" when all of it answered).
    search_gap = models.TextField(blank=True)
    # The thresholds this answer was verified under (the channel's, or a request's own).
    thresholds = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "answer"
        verbose_name_plural = "verification log"

    def __str__(self) -> str:
        return f"{self.get_status_display()}: {self.question_text[:60]}"


class CitationCheck(models.Model):
    answer = models.ForeignKey(VerifiedAnswer, on_delete=models.CASCADE, related_name="checks")
    number = models.PositiveSmallIntegerField()
    new_number = models.PositiveSmallIntegerField(null=True, blank=True)
    form = models.CharField(max_length=20)
    source_index = models.PositiveSmallIntegerField(null=True, blank=True)
    # The retrieval Source of the passage at source_index (None for contract cases): per-source rates.
    source_id = models.PositiveIntegerField(null=True, blank=True, db_index=True)
    # A re-attributed citation: the passage (1-based) it now points at, and that passage's Source.
    reattributed_to = models.PositiveSmallIntegerField(null=True, blank=True)
    statement = models.TextField(blank=True)
    status = models.CharField(max_length=12)
    confidence = models.FloatField(default=0.0)
    method = models.CharField(max_length=12)
    explanation = models.TextField(blank=True)
    evidence = models.TextField(blank=True)
    action = models.CharField(max_length=14)

    class Meta:
        ordering = ["answer", "id"]

    def __str__(self) -> str:
        return f"[{self.number}] {self.status} ({self.method})"


class ReviewItem(models.Model):
    """An answer in the review queue: why it is there, where the review stands and who works on it."""

    class State(models.TextChoices):
        NEW = "new", "New"
        IN_REVIEW = "in_review", "In review"
        DONE = "done", "Done"

    class Reason(models.TextChoices):
        STATUS = "status", "Not fully verified"
        REMOVED = "removed", "Citations removed"
        LOW_CONFIDENCE = "low_confidence", "Confidence under the threshold"
        HEDGES = "hedges", "Hedged wording"
        USER_REPORT = "user_report", "Reported by a user"
        MANUAL = "manual", "Flagged by staff"
        SEARCH_GAP = "search_gap", "Part of the index did not answer"

    OPEN = (State.NEW, State.IN_REVIEW)

    answer = models.OneToOneField(VerifiedAnswer, on_delete=models.CASCADE, related_name="review")
    state = models.CharField(max_length=10, choices=State.choices, default=State.NEW, db_index=True)
    reasons = models.JSONField(default=list, blank=True)  # Reason values, in the order they arose
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="review_items"
    )
    # When the answer (last) entered the queue: the wait is counted from here, oldest first.
    flagged_at = models.DateTimeField(db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    done_at = models.DateTimeField(null=True, blank=True)
    done_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    note = models.TextField(blank=True, help_text="What the reviewer concluded, in a sentence or two.")
    # The answer corrected as the reviewers decided (their verdicts replace the engine's).
    reviewed_answer = models.TextField(blank=True)

    class Meta:
        ordering = ["flagged_at"]
        verbose_name = "review item"
        verbose_name_plural = "review queue"

    def __str__(self) -> str:
        return f"Review of answer {self.answer_id} ({self.get_state_display()})"

    @property
    def reason_labels(self) -> list[str]:
        labels = dict(self.Reason.choices)
        return [labels.get(r, r) for r in self.reasons]


class CitationReview(models.Model):
    """A reviewer's verdict on one citation, kept apart from the engine's (CitationCheck): labelled data.

    For a kept citation: does its source support the claim? For a removed or generalized one: was the
    removal right (``inaccurate`` confirms it, ``accurate`` restores the citation)? For a re-attributed
    one: does the source it now points at support the claim?
    """

    class Verdict(models.TextChoices):
        ACCURATE = "accurate", "Accurate"
        INACCURATE = "inaccurate", "Inaccurate"
        NOT_CHECKABLE = "not_checkable", "Not checkable"

    citation = models.OneToOneField(CitationCheck, on_delete=models.CASCADE, related_name="review")
    verdict = models.CharField(max_length=14, choices=Verdict.choices)
    note = models.TextField(blank=True)
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="citation_reviews"
    )
    reviewed_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["citation__answer", "citation__id"]

    def __str__(self) -> str:
        return f"{self.citation}: reviewer says {self.verdict}"

    @property
    def restores(self) -> bool:
        """The engine removed this citation and the reviewer says its source does support the claim."""
        return self.verdict == self.Verdict.ACCURATE and self.citation.action in ("removed", "generalized")
