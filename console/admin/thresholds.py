"""Thresholds: the global values (one row), validated, with their change history (who changed what) and
a "what if" preview before saving. Channels override them on the Channels page.
"""
from __future__ import annotations

from urllib.parse import urlencode

from django import forms
from django.contrib import admin
from django.http import HttpResponseRedirect
from django.urls import reverse
from simple_history.admin import SimpleHistoryAdmin
from unfold.admin import ModelAdmin

from answering.channels import channels_overriding
from answering.metrics import history_changes
from verification.models import THRESHOLD_FIELDS, Thresholds


class ThresholdsForm(forms.ModelForm):
    class Meta:
        model = Thresholds
        fields = list(THRESHOLD_FIELDS)

    def clean(self):
        data = super().clean()
        if data.get("max_sources") and data.get("min_relevance") is not None and data["min_relevance"] >= 1.0 \
                and data["max_sources"] > 1:
            # Only the best hit scores 1.0 against itself: more sources could never be used.
            self.add_error("min_relevance", "At 1.0 only the best passage is ever used; lower it or set max sources to 1.")
        return data


@admin.register(Thresholds)
class ThresholdsAdmin(SimpleHistoryAdmin, ModelAdmin):
    form = ThresholdsForm
    fieldsets = [
        ("Retrieval", {"fields": ["max_sources", "min_relevance", "min_excerpt_length"]}),
        ("Verification", {"fields": ["confidence", "use_llm", "drop_uncertain"]}),
    ]
    history_list_display = list(THRESHOLD_FIELDS)
    change_form_after_template = "console/thresholds/history.html"
    warn_unsaved_form = True

    def has_add_permission(self, request):
        return False  # one row, made on first use

    def has_delete_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        # "Thresholds" is one set of values: go straight to it.
        row, _ = Thresholds.objects.get_or_create(pk=1)
        return HttpResponseRedirect(reverse("admin:verification_thresholds_change", args=[row.pk]))

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        row = Thresholds.objects.filter(pk=object_id).first() if object_id else None
        if row is not None:
            extra_context = {
                **(extra_context or {}),
                "recent_changes": list(reversed(history_changes(history=row.history.all(), scope="global")))[:10],
                "global_thresholds": True,
                "overriding_channels": channels_overriding(),
                "what_if_url": reverse("admin:what-if") + "?" + urlencode(
                    {"channel": "", **{f: getattr(row, f) for f in THRESHOLD_FIELDS}}
                ),
            }
        return super().changeform_view(request, object_id, form_url, extra_context)

