"""Channels: where Citewise answers and how (per-channel settings arrive with the Slack bot)."""
from __future__ import annotations

from django.template.response import TemplateResponse
from django.views import View

from answering.metrics import channel_choices


class ChannelsView(View):
    site = None

    def get(self, request):
        context = {**self.site.each_context(request), "title": "Channels", "subtitle": None,
                   "channels": channel_choices()}
        request.current_app = self.site.name
        return TemplateResponse(request, "console/channels.html", context)
