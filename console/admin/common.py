"""Pieces the console's admin pages share: channel names and filters, confirmation dialogs."""
from __future__ import annotations

import re

from django import forms
from django.contrib import admin
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from unfold.dataclasses import ActionDialog

from answering.metrics import channel_choices, channel_names

_CHANNEL_ID = re.compile(r"[A-Za-z0-9_]{1,64}")


def channel_id_clean(value: str) -> str:
    """A Slack channel ID as typed by staff, upper-cased as Slack writes it; refuses anything else."""
    value = (value or "").strip()
    if value and not _CHANNEL_ID.fullmatch(value):
        raise forms.ValidationError("A Slack channel ID has Latin letters and digits only, e.g. C0123ABCD.")
    return value.upper()


def channel_label(channel_id: str, names: dict[str, str] | None = None) -> str:
    """"#general (C0123)" when the channel has a name in the console, else its id. ``names``: the
    names already read (a list page reads them once, not once per row)."""
    name = (channel_names() if names is None else names).get(channel_id)
    return f"{name} ({channel_id})" if name else channel_id


def channel_choices_labelled() -> list[tuple[str, str]]:
    """(id, label) of every channel known to the console, for filters and forms: one query for the names."""
    names = channel_names()
    return [(c, channel_label(c, names)) for c in channel_choices()]


class ChannelFilter(admin.SimpleListFilter):
    """Filter by Slack channel (``field``: the lookup holding the channel id)."""

    title = "channel"
    parameter_name = "channel"
    field = "channel_id"

    def lookups(self, request, model_admin):
        return [("-", "no channel")] + channel_choices_labelled()

    def queryset(self, request, queryset):
        value = self.value()
        if not value:
            return queryset
        return queryset.filter(**{self.field: "" if value == "-" else value})


def confirm(title: str, description: str, submit: str) -> ActionDialog:
    """A confirmation dialog: the action runs only when its form is posted (with the CSRF token)."""
    return ActionDialog(title=title, description=description, form_class=None, form_submit_text=submit)


def done(request: HttpRequest, url: str | None = None) -> HttpResponse:
    """After a dialog action: reload the page it was opened from (the dialog posts through htmx)."""
    if request.headers.get("HX-Request"):
        response = HttpResponse(status=204)
        response["HX-Redirect" if url else "HX-Refresh"] = url or "true"
        return response
    back = request.GET.get("next", "")  # a plain form elsewhere in the console (the dashboard's buttons)
    if back and url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()},
                                                require_https=request.is_secure()):
        return HttpResponseRedirect(back)
    return HttpResponseRedirect(url or "../")  # the action lives at <object>/<action>/
