"""Playground: ask as a chosen channel and see the answer exactly as Slack would show it (the bot's own
Block Kit, rendered as HTML) beside its full verification log.

The question goes through the same services as a Slack question (``answering.services``), with the
channel's settings; it is answered here, in the request, so staff see the result at once.
"""
from __future__ import annotations

from django import forms
from django.contrib import messages
from django.template.response import TemplateResponse
from django.views import View

from answering.channels import channel_policy
from answering.models import Question
from answering.services import AnswerFailed, question_answer, question_submit

from .admin.common import channel_choices_labelled, channel_id_clean
from .admin.log import answer_page_context
from .slack_preview import slack_preview


class AskForm(forms.Form):
    question = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}), max_length=2000)
    channel = forms.ChoiceField(required=False, help_text="Ask as if in this channel: its sources and thresholds.")
    other_channel = forms.CharField(required=False, max_length=64, label="or another channel ID",
                                    help_text="A Slack channel ID, e.g. C0123ABCD.")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["channel"].choices = [("", "no channel (public sources, global thresholds)")] + channel_choices_labelled()

    def clean_other_channel(self):
        return channel_id_clean(self.cleaned_data.get("other_channel", ""))

    def channel_id(self) -> str:
        return self.cleaned_data.get("other_channel") or self.cleaned_data.get("channel") or ""


class PlaygroundView(View):
    site = None
    template = "console/playground/page.html"

    def get(self, request):
        return self._render(request, AskForm(initial={"channel": request.GET.get("channel", "")}))

    def post(self, request):
        form = AskForm(request.POST)
        if not form.is_valid():
            return self._render(request, form)
        channel = form.channel_id()
        try:
            question = question_submit(text=form.cleaned_data["question"], origin=Question.Origin.CONSOLE,
                                       channel_id=channel, user_id=request.user.get_username())
            result = question_answer(question=question)
        except AnswerFailed as exc:
            messages.error(request, str(exc))
            return self._render(request, form)
        answer = question.answer
        context = {
            **answer_page_context(answer, result),
            "slack": slack_preview(result, policy=channel_policy(channel_id=channel)),
            "asked_channel": channel,
        }
        return self._render(request, form, context)

    def _render(self, request, form, extra: dict | None = None):
        context = {
            **self.site.each_context(request),
            "title": "Playground",
            "subtitle": None,
            "form": form,
            **(extra or {}),
        }
        request.current_app = self.site.name
        return TemplateResponse(request, self.template, context)
