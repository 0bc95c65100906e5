"""Admin for questions (who asked what, where, and what became of it), per-channel settings and
feedback on answers."""
from __future__ import annotations

from django.contrib import admin

from .models import AnswerFeedback, ChannelSettings, Question


@admin.register(Question)
class QuestionAdmin(admin.ModelAdmin):
    list_display = ["created_at", "text", "origin", "channel_id", "status"]
    list_filter = ["status", "origin"]
    readonly_fields = [f.name for f in Question._meta.fields]


@admin.register(ChannelSettings)
class ChannelSettingsAdmin(admin.ModelAdmin):
    list_display = ["channel_id", "name", "enabled", "mention_only", "source_scope", "asker_only"]
    list_filter = ["enabled", "mention_only", "source_scope", "asker_only"]
    search_fields = ["channel_id", "name"]
    fieldsets = [
        (None, {"fields": ["channel_id", "name", "enabled", "mention_only", "asker_only", "source_scope"]}),
        ("Threshold overrides (empty: the global thresholds)",
         {"fields": ["confidence", "max_sources", "min_relevance", "min_excerpt_length"]}),
    ]


@admin.register(AnswerFeedback)
class AnswerFeedbackAdmin(admin.ModelAdmin):
    list_display = ["created_at", "kind", "answer", "citation_number", "reason", "user_id", "channel_id"]
    list_filter = ["kind", "origin"]
    readonly_fields = [f.name for f in AnswerFeedback._meta.fields]
