"""The Source model: one uploaded or ingested document and its ingestion state."""
from __future__ import annotations

from django.db import models


class Source(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        INGESTING = "ingesting", "Ingesting"
        READY = "ready", "Ready"
        PARTIAL = "partial", "Partially ingested"
        FAILED = "failed", "Failed"

    # Only these statuses are searchable; a source being (re)ingested or failed is never retrieved.
    SEARCHABLE = (Status.READY, Status.PARTIAL)

    name = models.CharField(max_length=255, help_text="Title shown in answers and references.")
    file = models.FileField(upload_to="sources/%Y/%m/", blank=True)
    path = models.CharField(
        max_length=1024, blank=True, help_text="Original path when ingested from the command line."
    )
    content_type = models.CharField(max_length=100, blank=True)
    checksum = models.CharField(max_length=64, blank=True, db_index=True)
    language = models.CharField(max_length=10, blank=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING)
    error = models.TextField(blank=True)
    warnings = models.TextField(blank=True)
    pages = models.PositiveIntegerField(default=0)
    pages_done = models.PositiveIntegerField(default=0)
    chunk_count = models.PositiveIntegerField(default=0)
    chunks_done = models.PositiveIntegerField(default=0)
    enabled = models.BooleanField(default=True)
    channel_id = models.CharField(
        max_length=64,
        blank=True,
        help_text="Slack channel ID this source is private to. Empty: every channel may use it.",
    )
    # Which run ingests it (retrieval/leases.py); retrieval/reclaim.py re-runs it once when that run died.
    run_id = models.CharField(max_length=255, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True, db_index=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    ingested_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def filename(self) -> str:
        from pathlib import Path

        if self.file:
            return Path(self.file.name).name
        return Path(self.path).name
