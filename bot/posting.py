"""Posting to Slack: paced, retried, never rejected, and exactly once per message.

- Pacing: at most one message per second per channel (Slack's rule), across worker processes — each
  post reserves the channel's next slot in the database and sleeps until then.
- Retries: 429 (waiting for Retry-After), 5xx and dropped connections are retried by the adapter.
- Never rejected: when Slack refuses the blocks (msg_too_long, invalid_blocks) the same content goes
  out as plain text, split to fit.
- Exactly once: the ts of every posted message is saved on the delivery as soon as Slack returns it;
  a retried or redelivered task skips what is already there.
"""
from __future__ import annotations

import logging
import time

from django.conf import settings
from django.db import transaction

from .models import ChannelPace, SlackDelivery
from .slack_client import SlackUnavailable, slack_call
from .splitting import Message, plain_messages

logger = logging.getLogger(__name__)

# Slack refuses these messages for their form, not their content: plain text gets through.
_FORM_ERRORS = {"msg_too_long", "invalid_blocks", "invalid_blocks_format", "invalid_attachments", "too_many_attachments"}


def channel_pace(*, channel_id: str) -> None:
    """Wait for this channel's next posting slot (SLACK_CHANNEL_INTERVAL_SECONDS apart)."""
    interval = settings.SLACK_CHANNEL_INTERVAL_SECONDS
    if interval <= 0:
        return
    with transaction.atomic():
        ChannelPace.objects.get_or_create(channel_id=channel_id)
        pace = ChannelPace.objects.select_for_update().get(channel_id=channel_id)
        now = time.time()
        slot = max(now, pace.next_at)
        pace.next_at = slot + interval
        pace.save(update_fields=["next_at"])
    if slot > now:
        logger.info("slack.paced channel=%s ms=%.1f", channel_id, (slot - now) * 1000)
        time.sleep(slot - now)


def message_post(*, channel: str, message: Message, thread_ts: str = "", user: str = "") -> str:
    """Post one message (ephemeral to ``user`` when given); returns its ts."""
    method = "chat.postEphemeral" if user else "chat.postMessage"
    common = {"channel": channel, "thread_ts": thread_ts or None, "user": user or None}
    channel_pace(channel_id=channel)
    try:
        data = slack_call(method, text=message.text, blocks=message.blocks or None,
                          unfurl_links=False, unfurl_media=False, **common)
    except SlackUnavailable as exc:
        if exc.code not in _FORM_ERRORS:
            raise
        logger.warning("slack.post_fallback channel=%s error=%s", channel, exc.code)
        first = ""
        for piece in plain_messages(message.text):
            channel_pace(channel_id=channel)
            data = slack_call(method, text=piece, unfurl_links=False, unfurl_media=False, **common)
            first = first or data.get("ts") or data.get("message_ts") or ""
        return first
    return data.get("ts") or data.get("message_ts") or ""


def messages_post(*, delivery: SlackDelivery, kind: str, messages: list[Message], thread_ts: str = "") -> list[str]:
    """Post ``messages`` for ``delivery`` under ``kind`` ("answer", "references", "notice"), skipping
    those a previous run already posted; each ts is saved as soon as Slack returns it."""
    done = list((delivery.posted or {}).get(kind, []))
    user = delivery.user_id if delivery.visibility == SlackDelivery.Visibility.ASKER else ""
    for message in messages[len(done):]:
        ts = message_post(channel=delivery.channel_id, message=message, thread_ts=thread_ts, user=user)
        done.append(ts)
        delivery.posted = {**(delivery.posted or {}), kind: done}
        fields = ["posted"]
        if kind == "answer" and not delivery.answer_ts:
            delivery.answer_ts = ts
            fields.append("answer_ts")
        delivery.save(update_fields=fields)
    return done


def kind_done(delivery: SlackDelivery, kind: str, count: int) -> bool:
    return len((delivery.posted or {}).get(kind, [])) >= count
