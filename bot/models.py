"""Slack delivery state: which Slack message a question came from and what the bot posted for it.

One row per question asked in Slack. Its unique ``event_id`` and ``message_key`` (channel + message ts,
or the slash command's trigger) make a retried or doubled event record nothing new (issue 9, point 8);
``posted`` keeps the ts of every message already posted, so a Celery task retried or redelivered after
posting does not post again. ``ChannelPace`` spaces posts to one channel a second apart across worker
processes.
"""
from __future__ import annotations

from django.db import models


class SlackDelivery(models.Model):
    class Trigger(models.TextChoices):
        MENTION = "mention", "@mention"
        DM = "dm", "Direct message"
        COMMAND = "command", "/ask"
        FOLLOW_UP = "follow_up", "Thread follow-up"

    class Visibility(models.TextChoices):
        PUBLIC = "public", "Everyone in the channel"
        ASKER = "asker", "Only the asker"

    question = models.OneToOneField("answering.Question", on_delete=models.CASCADE, related_name="slack")
    event_id = models.CharField(max_length=64, unique=True, null=True, blank=True)
    message_key = models.CharField(max_length=128, unique=True)
    trigger = models.CharField(max_length=10, choices=Trigger.choices)
    team_id = models.CharField(max_length=32, blank=True)
    channel_id = models.CharField(max_length=64)
    user_id = models.CharField(max_length=64)
    message_ts = models.CharField(max_length=32, blank=True)  # the asker's message (for the 👀 reaction)
    thread_ts = models.CharField(max_length=32, blank=True)  # where the answer goes; "" = a new message
    assistant_thread = models.BooleanField(default=False)  # a DM thread of Slack's assistant surface
    response_url = models.URLField(max_length=500, blank=True)
    visibility = models.CharField(max_length=8, choices=Visibility.choices, default=Visibility.PUBLIC)
    # {"answer": [ts, …], "references": [ts, …], "notice": [ts]}: what is already in Slack.
    posted = models.JSONField(default=dict, blank=True)
    answer_ts = models.CharField(max_length=32, blank=True, db_index=True)
    # What the asker is told: "answer", "failure" or "timeout". Claimed once, so a late answer and the
    # time-out notice never both go out.
    outcome = models.CharField(max_length=8, blank=True)
    progress_shown = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["channel_id", "thread_ts"])]
        verbose_name_plural = "Slack deliveries"

    def __str__(self) -> str:
        return f"{self.get_trigger_display()} in {self.channel_id} at {self.message_ts}"


class ChannelPace(models.Model):
    """When the next message may be posted to a channel (Slack: about one message per second)."""

    channel_id = models.CharField(max_length=64, primary_key=True)
    next_at = models.FloatField(default=0.0)  # epoch seconds
