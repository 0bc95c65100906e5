"""The “what if” page: proposed thresholds for a channel (or the global ones), their effect on the last
N answers, and saving them once they look right."""
from __future__ import annotations

from dataclasses import replace

from django import forms
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views import View

from answering.thresholds import channel_thresholds_update, effective_thresholds, thresholds_update
from answering.whatif import thresholds_preview
from verification.models import MAX_EXCERPT, MAX_SOURCES, THRESHOLD_FIELDS

from .admin.common import channel_choices_labelled, channel_label


class WhatIfForm(forms.Form):
    channel = forms.ChoiceField(required=False, label="Channel")
    last = forms.IntegerField(min_value=1, max_value=200, initial=20, label="Last answers")
    confidence = forms.FloatField(min_value=0.5, max_value=1.0, label="Confidence threshold")
    max_sources = forms.IntegerField(min_value=1, max_value=MAX_SOURCES, label="Max sources")
    min_relevance = forms.FloatField(min_value=0.0, max_value=1.0, label="Min relevance")
    min_excerpt_length = forms.IntegerField(min_value=0, max_value=MAX_EXCERPT, label="Min excerpt (characters)")
    use_llm = forms.BooleanField(required=False, label="LLM verification")
    drop_uncertain = forms.BooleanField(required=False, label="Drop uncertain citations")
    with_llm = forms.BooleanField(required=False, label="Let the LLM judge take part in the preview (model calls)")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["channel"].choices = [("", "global (all channels)")] + channel_choices_labelled()

    def proposed(self, channel_id: str):
        base = effective_thresholds(channel_id=channel_id)
        return replace(base, **{f: self.cleaned_data[f] for f in THRESHOLD_FIELDS})


class WhatIfView(View):
    site = None
    template = "console/whatif.html"

    def get(self, request):
        channel = request.GET.get("channel", "")
        current = effective_thresholds(channel_id=channel)
        initial = {"channel": channel, "last": 20, **{f: getattr(current, f) for f in THRESHOLD_FIELDS}}
        for f in THRESHOLD_FIELDS:  # a link from a thresholds form carries its values
            if f in request.GET:
                initial[f] = request.GET[f] not in ("False", "false", "") if f in ("use_llm", "drop_uncertain") \
                    else request.GET[f]
        form = WhatIfForm(initial=initial)
        return self._render(request, form)

    def post(self, request):
        form = WhatIfForm(request.POST)
        if not form.is_valid():
            return self._render(request, form)
        channel = form.cleaned_data["channel"]
        if "_save" in request.POST:
            return self._save(request, form, channel)
        preview = thresholds_preview(channel_id=channel, proposed=form.proposed(channel),
                                     last=form.cleaned_data["last"], use_llm=form.cleaned_data["with_llm"])
        return self._render(request, form, {"preview": preview})

    def _save(self, request, form, channel: str):
        values = {f: form.cleaned_data[f] for f in THRESHOLD_FIELDS}
        try:
            if channel:
                row = channel_thresholds_update(channel_id=channel, values=values, changes_only=True)
            else:
                thresholds_update(values=values)
        except ValidationError as exc:
            messages.error(request, "; ".join(exc.messages))
            return self._render(request, form)
        if channel:
            messages.success(request, f"Thresholds of {channel_label(channel)} saved.")
            return HttpResponseRedirect(reverse("admin:answering_channelsettings_change", args=[row.pk]))
        messages.success(request, "Global thresholds saved.")
        return HttpResponseRedirect(reverse("admin:verification_thresholds_changelist"))

    def _render(self, request, form, extra=None):
        context = {**self.site.each_context(request), "title": "What if?", "subtitle": None, "form": form,
                   **(extra or {})}
        request.current_app = self.site.name
        return TemplateResponse(request, self.template, context)
