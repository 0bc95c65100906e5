"""Bolt listeners: validate, record (deduplicated) and enqueue; nothing slow before the ack.

Answers are written by the Celery task (tasks.slack_answer). The only Web API calls made here are the
ones Slack requires right after a click — opening the report modal (its trigger_id lives 3 s) and the
ephemeral thank-you — and they run as lazy listeners, after the ack.
"""
from __future__ import annotations

import logging

from slack_bolt import Ack, App, BoltContext

from . import blocks
from .events import assistant_thread, incoming_read
from .feedback import feedback_receive, report_open, report_receive, thanks_post
from .services import Notice, command_receive, message_receive

logger = logging.getLogger(__name__)


def _notice_enqueue(notice: Notice) -> None:
    from .tasks import slack_notice

    slack_notice.delay(notice.channel_id, notice.user_id, notice.thread_ts, notice.text)


def on_message(body: dict, context: BoltContext) -> None:
    incoming = incoming_read(body, bot_user_id=context.bot_user_id or "", bot_id=context.bot_id or "")
    if incoming is None:
        return
    outcome = message_receive(incoming=incoming)
    if isinstance(outcome, Notice):
        _notice_enqueue(outcome)


def on_assistant_thread_started(body: dict) -> None:
    from .tasks import slack_greet

    where = assistant_thread(body)
    if where:
        slack_greet.delay(*where)


def on_ask_command(ack: Ack, body: dict) -> None:
    reply, _ = command_receive(body=body)
    ack(text=reply, response_type="ephemeral")


def ack_only(ack: Ack) -> None:
    ack()


def on_feedback(body: dict, action: dict) -> None:
    thanks_post(feedback_receive(body=body, action=action))


def on_report_click(body: dict, action: dict) -> None:
    report_open(body=body, action=action)


def on_report_submit(ack: Ack, body: dict, view: dict, context: BoltContext) -> None:
    errors, notice = report_receive(body=body, view=view)
    if errors:
        ack(response_action="errors", errors=errors)
        return
    ack()
    thanks_post(notice)


def listeners_register(app: App) -> None:
    app.event("app_mention")(on_message)
    app.event("message")(on_message)
    app.event("assistant_thread_started")(on_assistant_thread_started)
    app.event("assistant_thread_context_changed")(lambda: None)
    app.command("/ask")(on_ask_command)
    app.action(blocks.ACTION_FEEDBACK)(ack=ack_only, lazy=[on_feedback])
    app.action(blocks.ACTION_REPORT)(ack=ack_only, lazy=[on_report_click])
    app.view(blocks.VIEW_REPORT)(on_report_submit)
