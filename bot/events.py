"""Read Slack payloads into plain values: which messages are questions, and which are noise.

Pure: no Django, no Slack calls. The bot ignores its own and other bots' messages, edits, deletions,
joins and every other subtype (issue 9, point 1): only a person's new message can be a question.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_MENTION = re.compile(r"<@([UW][A-Z0-9]+)(?:\|[^>]*)?>")
# Subtypes that are still a person's new message (a file shared with a question, a thread broadcast).
_QUESTION_SUBTYPES = {None, "", "file_share", "thread_broadcast"}


@dataclass(frozen=True)
class Incoming:
    """A person's message that may be a question."""

    kind: str  # "mention" | "message"
    team_id: str
    channel_id: str
    channel_type: str  # "im", "channel", "group", "mpim", or "" when Slack did not say
    user_id: str
    text: str  # with the bot's own mention removed
    ts: str
    thread_ts: str  # "" when the message is not in a thread
    event_id: str
    mentions_bot: bool

    @property
    def is_dm(self) -> bool:
        return self.channel_type == "im" or self.channel_id.startswith("D")

    @property
    def in_thread(self) -> bool:
        return bool(self.thread_ts) and self.thread_ts != self.ts


def incoming_read(body: dict, *, bot_user_id: str, bot_id: str = "") -> Incoming | None:
    """The question an Events API body carries, or None when the bot must ignore it."""
    event = body.get("event") or {}
    kind = {"app_mention": "mention", "message": "message"}.get(event.get("type"))
    if kind is None:
        return None
    if event.get("subtype") not in _QUESTION_SUBTYPES or event.get("hidden"):
        return None  # edits, deletions, joins, bot_message, channel topic changes …
    if event.get("bot_id") or event.get("bot_profile") or event.get("app_id"):
        return None  # any bot, this one included
    user = event.get("user") or ""
    if not user or user == bot_user_id or (bot_id and event.get("bot_id") == bot_id):
        return None
    text = event.get("text") or ""
    mentions_bot = any(m == bot_user_id for m in _MENTION.findall(text))
    return Incoming(
        kind=kind,
        team_id=body.get("team_id") or event.get("team") or "",
        channel_id=event.get("channel") or "",
        channel_type=event.get("channel_type") or "",
        user_id=user,
        text=question_text(text, bot_user_id=bot_user_id),
        ts=event.get("ts") or "",
        thread_ts=event.get("thread_ts") or "",
        event_id=body.get("event_id") or "",
        mentions_bot=mentions_bot,
    )


def question_text(text: str, *, bot_user_id: str) -> str:
    """The question without the bot's mention; other people's mentions stay as Slack wrote them."""
    text = re.sub(rf"<@{re.escape(bot_user_id)}(?:\|[^>]*)?>", " ", text) if bot_user_id else text
    # Slack escapes &, <, > in message text; the question is stored as the person typed it.
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return " ".join(text.split())


def assistant_thread(body: dict) -> tuple[str, str] | None:
    """(channel, thread_ts) of an ``assistant_thread_started`` event."""
    thread = (body.get("event") or {}).get("assistant_thread") or {}
    if thread.get("channel_id") and thread.get("thread_ts"):
        return thread["channel_id"], thread["thread_ts"]
    return None
