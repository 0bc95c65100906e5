"""The Slack messages an answer becomes, as HTML: the bot's Block Kit builders, rendered by blockkit.

Until the Slack bot is installed there are no builders to call; the preview says so.
"""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.safestring import SafeString

from answering.results import AnswerResult


@dataclass(frozen=True)
class SlackPreview:
    answer: list[SafeString]  # the answer message(s)
    references: list[SafeString]  # the threaded references message(s)
    available: bool = True


def slack_preview(result: AnswerResult) -> SlackPreview:
    return SlackPreview(answer=[], references=[], available=False)
