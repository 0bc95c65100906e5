"""The dashboard (the console's home): quality over time as charts, filtered by channel and period.

Answers, accuracy, removed citations, flags and reviews per day; latency p50/p95 and model calls per
answer; reviewer agreement; per source its inaccurate-citation rate with re-ingest and disable; threshold
changes marked on the time axis. The figures come from ``answering.metrics``; this module shapes them
for unfold's chart components (Chart.js data as JSON).
"""
from __future__ import annotations

import datetime as dt
import json

from django import forms
from django.utils import timezone

from answering.metrics import answers_in, quality, source_citation_rates
from retrieval.models import Source

from .admin.common import channel_choices_labelled
from .navigation import navigation_links

PERIODS = [("7", "last 7 days"), ("30", "last 30 days"), ("90", "last 90 days"), ("custom", "from … to …")]
PRIMARY = "var(--color-primary-600)"
GREEN, RED, AMBER, BLUE, GREY = "#16a34a", "#dc2626", "#d97706", "#2563eb", "#9ca3af"


class DashboardFilter(forms.Form):
    channel = forms.ChoiceField(required=False)
    period = forms.ChoiceField(choices=PERIODS, required=False)
    start = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    end = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["channel"].choices = [("", "all channels")] + channel_choices_labelled()

    def clean(self):
        data = super().clean()
        if data.get("period") == "custom":
            if not data.get("start") or not data.get("end"):
                raise forms.ValidationError("Give both dates of a custom period.")
            if data["start"] > data["end"]:
                raise forms.ValidationError("The period ends before it starts.")
            if (data["end"] - data["start"]).days > 366:
                raise forms.ValidationError("Choose a period of at most a year.")
        return data

    def date_range(self) -> tuple[dt.date, dt.date]:
        today = timezone.localdate()
        data = self.cleaned_data if self.is_valid() else {}
        if data.get("period") == "custom":
            return data["start"], data["end"]
        days = int(data.get("period") or 30)
        return today - dt.timedelta(days=days - 1), today


def dashboard_context(request, context: dict) -> dict:
    form = DashboardFilter(request.GET or {"period": "30"})
    start, end = form.date_range()
    channel = form.cleaned_data.get("channel", "") if form.is_valid() else ""
    q = quality(start=start, end=end, channel_id=channel)
    labels = [d.date.strftime("%m-%d") for d in q.days]
    change_days = {c.at.astimezone(timezone.get_current_timezone()).date() for c in q.changes}
    marks = [d.date in change_days for d in q.days]

    def marker(top: float) -> dict:
        # Threshold changes on the time axis: a thin grey bar on each day the thresholds changed.
        return {"type": "bar", "label": "threshold change", "data": [top if m else None for m in marks],
                "backgroundColor": GREY, "maxBarThickness": 3}

    volume = {"labels": labels, "datasets": [
        {"type": "bar", "label": "answers", "data": [d.answers for d in q.days], "backgroundColor": PRIMARY},
        {"type": "line", "label": "flagged", "data": [d.flagged for d in q.days], "borderColor": AMBER},
        {"type": "line", "label": "reviews done", "data": [d.reviewed for d in q.days], "borderColor": GREEN},
        {"type": "line", "label": "removed citations", "data": [d.removed for d in q.days], "borderColor": RED},
        marker(max([d.answers for d in q.days] + [1])),
    ]}
    accuracy = {"labels": labels, "datasets": [
        {"type": "line", "label": "accuracy %", "borderColor": GREEN,
         "data": [None if d.accuracy is None else round(100 * d.accuracy, 1) for d in q.days]},
        marker(100),
    ]}
    latency = {"labels": labels, "datasets": [
        {"type": "line", "label": "p50 ms", "data": [_r(d.p50_ms) for d in q.days], "borderColor": BLUE},
        {"type": "line", "label": "p95 ms", "data": [_r(d.p95_ms) for d in q.days], "borderColor": RED},
        marker(max([d.p95_ms or 0 for d in q.days] + [1])),
    ]}
    calls = {"labels": labels, "datasets": [
        {"type": "line", "label": "model calls per answer", "borderColor": PRIMARY,
         "data": [None if d.llm_calls is None else round(d.llm_calls, 2) for d in q.days]},
        marker(max([d.llm_calls or 0 for d in q.days] + [1])),
    ]}
    agreement = q.agreement
    agreement_chart = {"labels": list(agreement.by_method), "datasets": [
        {"type": "bar", "label": "agreement %", "backgroundColor": GREEN,
         "data": [round(100 * a / n, 1) if n else None for a, n in agreement.by_method.values()]},
    ]}
    rates = source_citation_rates(answers=answers_in(start=start, end=end, channel_id=channel))
    sources = {s.pk: s for s in Source.objects.filter(pk__in=list(rates))}
    per_source = sorted(
        ({"source": sources[pk], "checked": n, "wrong": w, "rate": w / n} for pk, (n, w) in rates.items()
         if pk in sources),
        key=lambda r: (-r["rate"], -r["checked"]),
    )
    context.update({
        "filter_form": form,
        "period_start": start,
        "period_end": end,
        "channel": channel,
        "quality": q,
        "charts": {
            "volume": json.dumps(volume),
            "accuracy": json.dumps(accuracy),
            "latency": json.dumps(latency),
            "calls": json.dumps(calls),
            "agreement": json.dumps(agreement_chart),
        },
        "chart_options": json.dumps(_options()),
        "per_source": per_source[:20],
        "navigation": navigation_links(),
    })
    return context


def _r(value: float | None) -> float | None:
    return None if value is None else round(value)


def _options() -> dict:
    """Chart.js options: legends on (several series per chart), y axis labelled, no animation."""
    return {
        "animation": False,
        "responsive": True,
        "maintainAspectRatio": False,
        "plugins": {"legend": {"display": True, "position": "bottom",
                               "labels": {"boxWidth": 8, "boxHeight": 8, "usePointStyle": True}}},
        "scales": {"y": {"beginAtZero": True, "ticks": {"display": True}}, "x": {"ticks": {"maxTicksLimit": 10}}},
        "spanGaps": True,
    }
