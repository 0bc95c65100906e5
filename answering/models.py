"""A question someone asked, wherever they asked it (command line, API, Slack, the console's playground).

The verified answer itself is verification's record (``VerifiedAnswer``); a question points at it once
answered, so that the verification log stays independent of how questions arrive.
"""
from __future__ import annotations

from django.db import models

from verification.models import VerifiedAnswer


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
