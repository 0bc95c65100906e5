"""Admin for questions: who asked what, where, and what became of it."""
from __future__ import annotations

from django.contrib import admin

from .models import Question


@admin.register(Question)
class QuestionAdmin(admin.ModelAdmin):
    list_display = ["created_at", "text", "origin", "channel_id", "status"]
    list_filter = ["status", "origin"]
    readonly_fields = [f.name for f in Question._meta.fields]
