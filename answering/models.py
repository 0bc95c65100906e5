"""A question someone asked, wherever they asked it (command line, API, Slack, the console's playground).

The verified answer itself is verification's record (``VerifiedAnswer``); a question points at it once
answered, so that the verification log stays independent of how questions arrive.
"""
from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from simple_history.models import HistoricalRecords

from verification.models import MAX_EXCERPT, MAX_SOURCES, VerifiedAnswer, threshold_constraints


class Question(models.Model):
    Origin = VerifiedAnswer.Origin

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        ANSWERING = "answering", "Answering"
        ANSWERED = "answered", "Answered"
        FAILED = "failed", "Failed"

    text = models.TextField()
    origin = models.CharField(max_length=10, choices=Origin.choices, default=Origin.CLI)
    channel_id = models.CharField(max_length=64, blank=True)
    user_id = models.CharField(max_length=64, blank=True)
    thread_ts = models.CharField(max_length=32, blank=True)
    # The earlier question of the same conversation (a follow-up in a thread): its question and answer
    # are the context this one is understood in.
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="follow_ups"
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.QUEUED)
    error = models.TextField(blank=True)  # what the asker was told
    error_detail = models.TextField(blank=True)  # the underlying error, for operators (no document text)
    answer = models.OneToOneField(
        VerifiedAnswer, null=True, blank=True, on_delete=models.SET_NULL, related_name="question"
    )
    # Which run answers it (retrieval/leases.py): the run's id, how long its lease lasts unless renewed,
    # how many runs started. The Celery task that answers and delivers it, as the worker received it,
    # so that answering/reclaim.py can run it again when that worker died (answering imports no channel).
    run_id = models.CharField(max_length=255, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True, db_index=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    task_name = models.CharField(max_length=200, blank=True)
    task_args = models.JSONField(default=dict, blank=True)  # {"args": [...], "kwargs": {...}}
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.text[:80]


class ChannelSettings(models.Model):
    """How Citewise behaves in one channel (Slack, or the console's playground asking "as" a channel).

    Channels without a row get the defaults: enabled, follow-ups without a mention, public and this
    channel's own sources, the global thresholds, answers visible to everybody.
    """

    class SourceScope(models.TextChoices):
        ALL = "all", "Public sources and this channel's own"
        CHANNEL = "channel", "Only sources private to this channel"
        PUBLIC = "public", "Only public sources"

    channel_id = models.CharField(max_length=64, unique=True, help_text="Slack channel ID, e.g. C0123ABCD.")
    name = models.CharField(max_length=100, blank=True, help_text="A name to recognise the channel by.")
    enabled = models.BooleanField(default=True, help_text="Answer questions in this channel at all.")
    mention_only = models.BooleanField(
        default=False, help_text="Answer only when mentioned: no follow-ups in a thread without a tag."
    )
    source_scope = models.CharField(max_length=8, choices=SourceScope.choices, default=SourceScope.ALL)
    asker_only = models.BooleanField(
        default=False, help_text="Show answers only to the person who asked (ephemeral), not the channel."
    )
    # Threshold overrides; empty: the global thresholds.
    # The same ranges as the global thresholds (verification.Thresholds), held by the database too.
    confidence = models.FloatField(
        null=True, blank=True, validators=[MinValueValidator(0.5), MaxValueValidator(1.0)]
    )
    max_sources = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(MAX_SOURCES)]
    )
    min_relevance = models.FloatField(
        null=True, blank=True, validators=[MinValueValidator(0.0), MaxValueValidator(1.0)]
    )
    min_excerpt_length = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MaxValueValidator(MAX_EXCERPT)]
    )
    use_llm = models.BooleanField(
        "LLM verification", null=True, blank=True,
        help_text="Let the model judge citations the deterministic checks leave undecided (empty: global).",
    )
    drop_uncertain = models.BooleanField(
        "drop uncertain citations", null=True, blank=True,
        help_text="Remove citations nothing could confirm instead of keeping them marked (empty: global).",
    )
    updated_at = models.DateTimeField(auto_now=True)
    # Who changed what, and when (the console's Channels page shows it and marks it on the dashboard).
    history = HistoricalRecords(excluded_fields=["updated_at"])

    class Meta:
        verbose_name = "channel"
        verbose_name_plural = "channels"
        constraints = threshold_constraints("channel", nullable=True)

    def __str__(self) -> str:
        return self.name or self.channel_id


class AnswerFeedback(models.Model):
    """What a person said about an answer: 👍, 👎, or a report of a wrong citation (review queue)."""

    class Kind(models.TextChoices):
        UP = "up", "👍"
        DOWN = "down", "👎"
        REPORT = "report", "Wrong citation reported"

    answer = models.ForeignKey(VerifiedAnswer, on_delete=models.CASCADE, related_name="feedback")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    citation_number = models.PositiveSmallIntegerField(null=True, blank=True)
    reason = models.TextField(blank=True)
    user_id = models.CharField(max_length=64, blank=True)
    # The person's Slack handle as the interaction carried it, so reviewers see who rather than an ID.
    user_name = models.CharField(max_length=128, blank=True)
    channel_id = models.CharField(max_length=64, blank=True)
    origin = models.CharField(max_length=10, choices=VerifiedAnswer.Origin.choices, default=VerifiedAnswer.Origin.SLACK)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    # A report is resolved when the review of its answer is finished; the bot then replies in the thread.
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    resolution = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at"]

    @property
    def reporter(self) -> str:
        """Who, as a reviewer reads it: "@name (U…)", the ID alone, or "someone"."""
        if self.user_name and self.user_id:
            return f"@{self.user_name} ({self.user_id})"
        return self.user_name and f"@{self.user_name}" or self.user_id or "someone"

    def __str__(self) -> str:
        return f"{self.get_kind_display()} on answer {self.answer_id}"
