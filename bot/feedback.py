"""Feedback from Slack: 👍/👎 (Slack's feedback buttons) and "🚩 Report a wrong citation" (a modal).

Each is stored on the answer through answering's feedback service (a report puts the answer in the
console's review queue) and thanked with an ephemeral message.
"""
from __future__ import annotations

import json
import logging

from answering.feedback import FeedbackRefused, feedback_record
from answering.selectors import answer_language_get, answer_result_get

from . import blocks
from .services import Notice, notice_post
from .slack_client import SlackUnavailable, slack_call
from .wording import say

logger = logging.getLogger(__name__)


def _where(body: dict) -> tuple[str, str, str]:
    """(channel, user, thread_ts) of an interaction on one of the bot's messages."""
    channel = (body.get("channel") or {}).get("id") or (body.get("container") or {}).get("channel_id") or ""
    message = body.get("message") or {}
    thread = message.get("thread_ts") or message.get("ts") or (body.get("container") or {}).get("message_ts") or ""
    return channel, (body.get("user") or {}).get("id") or "", thread


def _handle(body: dict) -> str:
    """The person's Slack handle as interaction payloads carry it (``user.username``, else ``user.name``)."""
    user = body.get("user") or {}
    return str(user.get("username") or user.get("name") or "")


def feedback_receive(*, body: dict, action: dict) -> Notice | None:
    """A 👍 or 👎: stored on the answer (one vote per person; a new vote replaces the old)."""
    answer_id, _, vote = (action.get("value") or "").partition(":")
    channel, user, thread = _where(body)
    try:
        feedback_record(answer_id=int(answer_id), kind=vote, user_id=user, user_name=_handle(body), channel_id=channel,
                        origin="slack")
    except (ValueError, FeedbackRefused) as exc:
        logger.warning("slack.feedback_refused value=%r error=%s", action.get("value"), exc)
        return None
    language = answer_language(int(answer_id))
    return Notice(channel, user, thread, say("thanks_feedback", language))


def answer_language(answer_id: int) -> str:
    """The answer's language; English for a deleted answer (thank rather than fail)."""
    return answer_language_get(answer_id=answer_id) or "en"


def report_open(*, body: dict, action: dict) -> None:
    """Open the report modal (must happen within 3 s of the click: Slack's trigger_id expires)."""
    try:
        result = answer_result_get(answer_id=int(action.get("value") or 0))
    except Exception:
        logger.warning("slack.report_unknown_answer value=%r", action.get("value"))
        return
    channel, _, thread = _where(body)
    numbers = [r.number for r in result.references] or [1]
    view = blocks.report_modal(answer_id=result.answer_id, numbers=numbers, language=result.language,
                               context_value={"channel": channel, "thread_ts": thread})
    try:
        slack_call("views.open", trigger_id=body.get("trigger_id"), view=view)
    except SlackUnavailable as exc:
        logger.warning("slack.report_modal_failed error=%s", exc.code)


def report_receive(*, body: dict, view: dict) -> tuple[dict | None, Notice | None]:
    """The submitted report: (errors for the modal, or None; the thank-you to post)."""
    try:
        meta = json.loads(view.get("private_metadata") or "{}")
    except json.JSONDecodeError:
        meta = {}
    values = (view.get("state") or {}).get("values") or {}
    selected = ((values.get("citation") or {}).get("number") or {}).get("selected_option") or {}
    reason = ((values.get("reason") or {}).get("text") or {}).get("value") or ""
    user = (body.get("user") or {}).get("id") or ""
    try:
        number = int(selected.get("value") or 0)
        feedback_record(answer_id=int(meta.get("answer_id") or 0), kind="report", user_id=user,
                        user_name=_handle(body), channel_id=meta.get("channel") or "", origin="slack", citation_number=number,
                        reason=reason)
    except (ValueError, FeedbackRefused) as exc:
        return {"citation": str(exc) or "Choose the citation that is wrong."}, None
    language = answer_language(int(meta.get("answer_id") or 0))
    if not meta.get("channel"):
        return None, None
    return None, Notice(meta["channel"], user, meta.get("thread_ts") or "", say("thanks_report", language, n=number))


def thanks_post(notice: Notice | None) -> None:
    if notice is not None:
        notice_post(notice=notice)
