"""The Slack messages an answer becomes, as HTML: the bot's own Block Kit builders (the same functions
that build what it posts), rendered by ``blockkit``. The console only builds blocks; it never talks to
Slack (pyproject.toml allows this one import of the bot)."""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.safestring import SafeString

from answering.results import AnswerResult
from bot.blocks import answer_messages, references_messages

from .blockkit import message_html


@dataclass(frozen=True)
class SlackPreview:
    answer: list[SafeString]  # the answer message(s)
    references: list[SafeString]  # the threaded references message(s)
    available: bool = True


def slack_preview(result: AnswerResult) -> SlackPreview:
    answers, _ = answer_messages(result)
    references, _ = references_messages(result) if result.references else ([], False)
    return SlackPreview(
        answer=[message_html(m.blocks, m.text) for m in answers],
        references=[message_html(m.blocks, m.text) for m in references],
    )
