"""The Slack messages an answer becomes, as HTML: the bot's own Block Kit builders (the same functions
that build what it posts), rendered by ``blockkit``. The console only builds blocks; it never talks to
Slack (pyproject.toml allows this one import of the bot)."""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.safestring import SafeString

from answering.channels import ChannelPolicy
from answering.results import AnswerResult
from bot.blocks import answer_messages, references_messages

from .blockkit import message_html


@dataclass(frozen=True)
class SlackPreview:
    answer: list[SafeString]  # the answer message(s)
    references: list[SafeString]  # the threaded references message(s)
    asker_only: bool = False  # the channel shows answers only to the asker (ephemeral)
    disabled: bool = False  # Citewise is off in the channel: Slack would get no answer at all


def slack_preview(result: AnswerResult, *, policy: ChannelPolicy | None = None) -> SlackPreview:
    """The messages the bot would post for ``result`` in a channel with ``policy``."""
    answers, _ = answer_messages(result)
    references, _ = references_messages(result) if result.references else ([], False)
    return SlackPreview(
        answer=[message_html(m.blocks, m.text) for m in answers],
        references=[message_html(m.blocks, m.text) for m in references],
        asker_only=bool(policy and policy.asker_only), disabled=bool(policy and not policy.enabled),
    )
