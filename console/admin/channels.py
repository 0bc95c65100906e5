"""Channels: where and how Citewise answers — enabled, mention-only, answers public or only to the asker,
source scope — and per-channel threshold overrides, validated, with their history and a "what if"
preview. Also the questions people asked and the feedback they gave (read-only)."""
from __future__ import annotations

from urllib.parse import urlencode

from django import forms
from django.contrib import admin
from django.db.models import Count, Max
from django.urls import reverse
from simple_history.admin import SimpleHistoryAdmin
from unfold.admin import ModelAdmin
from unfold.decorators import display

from answering.metrics import channels_unconfigured, history_changes
from answering.models import AnswerFeedback, ChannelSettings, Question
from answering.thresholds import effective_thresholds
from verification.models import THRESHOLD_FIELDS, Thresholds

from .common import channel_id_clean

_TRISTATE = [("", "global"), ("true", "on"), ("false", "off")]


class ChannelForm(forms.ModelForm):
    class Meta:
        model = ChannelSettings
        fields = ["channel_id", "name", "enabled", "mention_only", "asker_only", "source_scope", *THRESHOLD_FIELDS]
        labels = {"asker_only": "Answers only to the asker", "mention_only": "Answer only when mentioned"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        globals_ = Thresholds.current()
        for name in THRESHOLD_FIELDS:
            field = self.fields[name]
            value = getattr(globals_, name)
            shown = ("on" if value else "off") if isinstance(value, bool) else value
            field.help_text = f"Empty: the global value ({shown})."
            if name in ("use_llm", "drop_uncertain"):
                self.fields[name] = forms.NullBooleanField(
                    required=False, label=field.label, help_text=field.help_text,
                    widget=forms.Select(choices=_TRISTATE),
                )

    def clean_channel_id(self):
        return channel_id_clean(self.cleaned_data["channel_id"])


@admin.register(ChannelSettings)
class ChannelSettingsAdmin(SimpleHistoryAdmin, ModelAdmin):
    form = ChannelForm
    list_display = ["channel_name", "enabled", "mention_only", "source_scope", "visibility", "overrides",
                    "answers", "last_answer"]
    list_display_links = ["channel_name"]
    list_filter = ["enabled", "mention_only", "source_scope", "asker_only"]
    search_fields = ["channel_id", "name"]
    fieldsets = [
        ("Channel", {"fields": ["channel_id", "name"]}),
        ("Behaviour", {"fields": ["enabled", "mention_only", "asker_only", "source_scope"]}),
        ("Threshold overrides (empty: the global thresholds)", {"fields": list(THRESHOLD_FIELDS)}),
    ]
    history_list_display = ["enabled", "mention_only", "asker_only", "source_scope", *THRESHOLD_FIELDS]
    change_form_after_template = "console/thresholds/history.html"
    warn_unsaved_form = True
    list_before_template = "console/channels/list_before.html"

    def changelist_view(self, request, extra_context=None):
        ids = list(ChannelSettings.objects.values_list("channel_id", flat=True))
        self._activity = {
            r["channel_id"]: (r["n"], r["last"])
            for r in Question.objects.filter(channel_id__in=ids).values("channel_id")
            .annotate(n=Count("id"), last=Max("created_at"))
        }
        extra_context = {**(extra_context or {}), "unconfigured": [
            (cid, n, reverse("admin:answering_channelsettings_add") + "?" + urlencode({"channel_id": cid}))
            for cid, n in channels_unconfigured()[:20]
        ]}
        return super().changelist_view(request, extra_context)

    @display(description="channel", ordering="channel_id")
    def channel_name(self, obj: ChannelSettings) -> str:
        return f"{obj.name} ({obj.channel_id})" if obj.name else obj.channel_id  # the row holds the name

    @display(description="answers visible to")
    def visibility(self, obj: ChannelSettings) -> str:
        return "the asker only" if obj.asker_only else "everyone"

    @display(description="threshold overrides")
    def overrides(self, obj: ChannelSettings) -> str:
        parts = []
        for name in THRESHOLD_FIELDS:
            value = getattr(obj, name)
            if value is not None:
                parts.append(f"{name.replace('_', ' ')} {('on' if value else 'off') if isinstance(value, bool) else value}")
        return ", ".join(parts) or "—"

    @display(description="questions")
    def answers(self, obj: ChannelSettings) -> int:
        return self._activity.get(obj.channel_id, (0, None))[0]

    @display(description="last question")
    def last_answer(self, obj: ChannelSettings):
        return self._activity.get(obj.channel_id, (0, None))[1] or "—"

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        row = ChannelSettings.objects.filter(pk=object_id).first() if object_id else None
        if row is not None:
            current = effective_thresholds(channel_id=row.channel_id)
            extra_context = {
                **(extra_context or {}),
                "recent_changes": list(reversed(history_changes(
                    history=ChannelSettings.history.filter(id=row.pk), scope=row.channel_id)))[:10],
                "what_if_url": reverse("admin:what-if") + "?" + urlencode(
                    {"channel": row.channel_id, **{f: getattr(current, f) for f in THRESHOLD_FIELDS}}
                ),
                "playground_url": reverse("admin:playground") + "?" + urlencode({"channel": row.channel_id}),
            }
        return super().changeform_view(request, object_id, form_url, extra_context)


@admin.register(Question)
class QuestionAdmin(ModelAdmin):
    """Who asked what, where, and what became of it (read-only)."""

    list_display = ["created_at", "text", "origin", "channel_id", "user_id", "status"]
    list_filter = ["status", "origin"]
    search_fields = ["text", "channel_id", "user_id"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(AnswerFeedback)
class AnswerFeedbackAdmin(ModelAdmin):
    """👍/👎 and reports from Slack (read-only; reports are worked in the review queue)."""

    list_display = ["created_at", "kind", "answer", "citation_number", "reason", "user_id", "channel_id",
                    "resolved_at"]
    list_filter = ["kind", "origin", "resolved_at"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
