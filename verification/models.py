"""Verification records: verified answers, per-citation checks, and the thresholds.

VerifiedAnswer + CitationCheck are the verification log the console shows; Thresholds is the one
settings object (a single row) that retrieval and the engine read, editable in the console.
"""
from __future__ import annotations

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from verification import engine


class Thresholds(models.Model):
    confidence = models.FloatField(
        default=0.7, validators=[MinValueValidator(0.0), MaxValueValidator(1.0)],
        help_text="A verdict below this confidence is 'uncertain'.",
    )
    max_sources = models.PositiveSmallIntegerField(
        default=5, validators=[MinValueValidator(1), MaxValueValidator(20)],
        help_text="Passages given to the model per question.",
    )
    min_relevance = models.FloatField(
        default=0.4, validators=[MinValueValidator(0.0), MaxValueValidator(1.0)],
        help_text="Passages scoring below this share of the best hit are not used.",
    )
    min_excerpt_length = models.PositiveSmallIntegerField(
        default=20, help_text="Passages shorter than this many characters are not used."
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "thresholds"

    def __str__(self) -> str:
        return "Thresholds"

    def save(self, *args, **kwargs):
        self.pk = 1  # a single row
        super().save(*args, **kwargs)

    @classmethod
    def current(cls) -> engine.Thresholds:
        row, _ = cls.objects.get_or_create(pk=1)
        return engine.Thresholds(
            confidence=row.confidence,
            max_sources=row.max_sources,
            min_relevance=row.min_relevance,
            min_excerpt_length=row.min_excerpt_length,
        )


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
    needs_review = models.BooleanField(default=False, db_index=True)
    # Why part of the document index could not be searched for this answer ("" when all of it answered).
    search_gap = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.get_status_display()}: {self.question_text[:60]}"


class CitationCheck(models.Model):
    answer = models.ForeignKey(VerifiedAnswer, on_delete=models.CASCADE, related_name="checks")
    number = models.PositiveSmallIntegerField()
    new_number = models.PositiveSmallIntegerField(null=True, blank=True)
    form = models.CharField(max_length=20)
    source_index = models.PositiveSmallIntegerField(null=True, blank=True)
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
