"""The bot's side of a resolved report: when the console finishes the review of an answer someone
reported, reply in that answer's Slack thread with what the reviewer found (exactly once per report).

The console never talks to Slack: answering sends ``report_resolved`` once the resolution is committed;
the receiver here only enqueues, and the task posts through the bot's own posting service.
"""
from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings
from django.db import transaction

from answering.results import DAGGER
from answering.reviews import ReportOutcome, report_outcome

from .blocks import context, section
from .models import SlackDelivery
from .posting import messages_post
from .sanitize import safe_text
from .splitting import Message, text_pieces
from .wording import say

logger = logging.getLogger(__name__)

# The reviewer's verdict on the reported citation → its wording key ("" = the review ended without one).
_VERDICT = {"accurate": "report_accurate", "inaccurate": "report_inaccurate",
            "not_checkable": "report_not_checkable", "": "report_reviewed"}


def report_reply_message(outcome: ReportOutcome) -> Message:
    """The reply: the verdict on the reported citation, the corrected answer when it changed, the note."""
    lang = "ko" if outcome.language == "ko" else "en"
    head = f"{say('report_head', lang, n=outcome.citation_number or '?')} {say(_VERDICT[outcome.verdict], lang)}"
    blocks, text = [section(head)], [head]
    if outcome.reviewed_answer:
        corrected = safe_text(DAGGER.sub(r"[\1]", outcome.reviewed_answer))
        blocks.append(context(say("report_corrected", lang)))
        blocks.extend(section(piece) for piece in text_pieces(corrected))
        text += [say("report_corrected", lang), corrected]
    if outcome.note:
        line = say("report_note", lang, note=safe_text(outcome.note))
        blocks.append(context(line))
        text.append(line)
    return Message(text="\n".join(text), blocks=blocks)


def report_reply_post(*, feedback_id: int) -> str | None:
    """Post the reply for one resolved report in its answer's thread; returns the ts (None: nothing to
    do — not resolved, or the answer was not given in Slack). A retry posts nothing twice."""
    outcome = report_outcome(feedback_id=feedback_id)
    if outcome is None or outcome.question_id is None:
        return None
    # The row stays locked while the reply is posted: a second run (a redelivered task) waits, then finds the
    # ts the first one saved, instead of reading "nothing posted yet" in between and posting again.
    with transaction.atomic():
        delivery = SlackDelivery.objects.select_for_update().filter(question_id=outcome.question_id).first()
        if delivery is None:
            return None
        thread = delivery.thread_ts or delivery.answer_ts
        posted = messages_post(delivery=delivery, kind=f"report-{feedback_id}",
                               messages=[report_reply_message(outcome)], thread_ts=thread)
    logger.info("slack.report_reply feedback=%s channel=%s", feedback_id, delivery.channel_id)
    return posted[0] if posted else None


@shared_task(acks_late=True, reject_on_worker_lost=True, autoretry_for=(Exception,), max_retries=3,
             retry_backoff=5)
def report_reply(feedback_id: int) -> str | None:
    return report_reply_post(feedback_id=feedback_id)


def on_report_resolved(sender, *, feedback_ids, answer_id, **kwargs) -> None:
    """The hook (``answering.signals.report_resolved``): enqueue one reply per resolved report."""
    if not settings.SLACK_BOT_TOKEN:
        return
    for feedback_id in feedback_ids:
        report_reply.delay(feedback_id)
