"""The bot's services: record a question from Slack (deduplicated, enqueued on commit) and, in the
worker, answer it and deliver the answer, the references or a clear failure to Slack exactly once.

Listeners call the ``*_receive`` functions (fast: database writes only); the Celery task calls
``delivery_answer``.
"""
from __future__ import annotations

import logging
import threading
import uuid
from dataclasses import dataclass

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import IntegrityError, close_old_connections, transaction
from django.db.models import Q
from django.utils import timezone

from answering.channels import ChannelPolicy, channel_policy
from answering.models import Question
from answering.results import AnswerResult
from answering.selectors import answer_result_get, question_language
from answering.services import AnswerFailed, AnswerHeldElsewhere, question_answer, question_submit

from . import blocks
from .events import Incoming
from .models import SlackDelivery
from .posting import messages_post
from .slack_client import SlackUnavailable, slack_call
from .wording import SUGGESTED_PROMPTS, say

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    """A short reply the bot owes someone without answering (disabled channel, empty question)."""

    channel_id: str
    user_id: str
    thread_ts: str
    text: str


# --- listeners' side ------------------------------------------------------------------------------


def message_receive(*, incoming: Incoming) -> SlackDelivery | Notice | None:
    """Decide whether a person's message is a question for the bot, and record it if so."""
    policy: ChannelPolicy | None = None  # read only for a message that may be a question (before the ack)
    parent = None
    if incoming.is_dm:
        trigger = SlackDelivery.Trigger.DM
        thread_ts = incoming.thread_ts  # Slack's assistant surface threads every conversation
        if incoming.in_thread:
            parent = _thread_question(incoming.channel_id, incoming.thread_ts)
    elif incoming.kind == "mention":
        trigger = SlackDelivery.Trigger.MENTION
        thread_ts = incoming.thread_ts or incoming.ts
        if incoming.in_thread:
            parent = _thread_question(incoming.channel_id, incoming.thread_ts)
    elif incoming.in_thread and not incoming.mentions_bot:
        # A follow-up without re-tagging: only in a thread the bot already answered in.
        parent = _thread_question(incoming.channel_id, incoming.thread_ts)
        if parent is None:
            return None
        policy = channel_policy(channel_id=incoming.channel_id)
        if policy.mention_only:
            return None
        trigger = SlackDelivery.Trigger.FOLLOW_UP
        thread_ts = incoming.thread_ts
    else:
        return None  # ordinary channel chatter, or the message twin of an app_mention
    policy = policy or channel_policy(channel_id=incoming.channel_id)
    if not policy.enabled:
        if trigger == SlackDelivery.Trigger.FOLLOW_UP:
            return None
        return Notice(incoming.channel_id, incoming.user_id, thread_ts, say("disabled", question_language(text=incoming.text)))
    if not incoming.text.strip():
        return Notice(incoming.channel_id, incoming.user_id, thread_ts, say("empty", question_language(text=incoming.text)))
    return _record(
        text=incoming.text, trigger=trigger, team_id=incoming.team_id, channel_id=incoming.channel_id,
        user_id=incoming.user_id, message_ts=incoming.ts, thread_ts=thread_ts,
        event_id=incoming.event_id or None, message_key=f"{incoming.channel_id}:{incoming.ts}",
        assistant_thread=incoming.is_dm and bool(incoming.thread_ts), parent=parent, policy=policy,
    )


def command_receive(*, body: dict) -> tuple[str, SlackDelivery | None]:
    """/ask: the immediate ephemeral reply, and the recorded question (None when not recorded)."""
    text = (body.get("text") or "").strip()
    channel_id = body.get("channel_id") or ""
    language = question_language(text=text)
    if not text:
        return say("empty", language), None
    policy = channel_policy(channel_id=channel_id)
    if not policy.enabled:
        return say("disabled", language), None
    delivery = _record(
        text=text, trigger=SlackDelivery.Trigger.COMMAND, team_id=body.get("team_id") or "",
        channel_id=channel_id, user_id=body.get("user_id") or "", message_ts="", thread_ts="",
        event_id=None, message_key=f"command:{body.get('trigger_id') or uuid.uuid4().hex}",
        response_url=body.get("response_url") or "", policy=policy,
    )
    return say("checking", language), delivery


def _thread_question(channel_id: str, thread_ts: str) -> Question | None:
    """The latest question the bot answered in this thread (the context of a follow-up)."""
    delivery = (
        SlackDelivery.objects.filter(channel_id=channel_id, thread_ts=thread_ts)
        .exclude(answer_ts="").select_related("question").order_by("-created_at").first()
    )
    return delivery.question if delivery else None


def _record(*, text: str, trigger: str, policy: ChannelPolicy, parent: Question | None = None,
            response_url: str = "", assistant_thread: bool = False, **fields) -> SlackDelivery | None:
    """Record the question and its delivery once; enqueue the answer when the transaction commits."""
    from .tasks import slack_answer

    duplicate = Q(message_key=fields["message_key"])
    if fields.get("event_id"):
        duplicate |= Q(event_id=fields["event_id"])
    if SlackDelivery.objects.filter(duplicate).exists():
        logger.info("slack.duplicate event=%s key=%s", fields.get("event_id"), fields["message_key"])
        return None
    try:
        with transaction.atomic():
            question = question_submit(
                text=text, origin=Question.Origin.SLACK, channel_id=fields["channel_id"],
                user_id=fields["user_id"], thread_ts=fields["thread_ts"], parent=parent,
            )
            delivery = SlackDelivery.objects.create(
                question=question, trigger=trigger, response_url=response_url, assistant_thread=assistant_thread,
                visibility=SlackDelivery.Visibility.ASKER if policy.asker_only else SlackDelivery.Visibility.PUBLIC,
                **fields,
            )
            transaction.on_commit(lambda: slack_answer.delay(delivery.pk))
    except IntegrityError:  # the same event raced in on another request
        logger.info("slack.duplicate_race event=%s key=%s", fields.get("event_id"), fields["message_key"])
        return None
    logger.info("slack.question_recorded delivery=%s question=%s trigger=%s", delivery.pk, question.pk, trigger)
    return delivery


# --- the worker's side ----------------------------------------------------------------------------


def delivery_answer(*, delivery_id: int) -> None:
    """Answer the delivery's question and post answer + references, or a clear failure, once.

    A watchdog thread posts the time-out notice when SLACK_ANSWER_TIMEOUT_SECONDS pass: Celery's soft
    time limit alone is not enough, because a library's ``except Exception`` (an HTTP client retrying
    a "connection error") can swallow it while the asker waits.
    """
    delivery = SlackDelivery.objects.select_related("question").filter(pk=delivery_id).first()
    if delivery is None or delivery.finished_at:
        return  # unknown, or done by an earlier run (a redelivered task)
    if (delivery.posted or {}).get("notice"):
        # An earlier run told the asker it failed and died before finishing: never answer twice.
        SlackDelivery.objects.filter(pk=delivery.pk).update(finished_at=timezone.now())
        return
    question = delivery.question
    language = question_language(text=question.text)
    _progress_start(delivery, language)
    watchdog = threading.Timer(
        settings.SLACK_ANSWER_TIMEOUT_SECONDS, _deadline_passed, kwargs={"delivery_id": delivery.pk, "language": language}
    )
    watchdog.daemon = True
    watchdog.start()
    held_elsewhere = False
    try:
        if question.status == Question.Status.ANSWERED and question.answer_id:
            result = answer_result_get(answer_id=question.answer_id)  # answered, posting was cut short
        else:
            result = question_answer(question=question, progress=_progress_reporter(delivery, language))
        if _claim(delivery, "answer"):
            result_deliver(delivery=delivery, result=result)
        else:
            logger.warning("slack.answer_too_late delivery=%s", delivery.pk)
    except AnswerHeldElsewhere:
        # A duplicate copy of this task while a live run (a re-run after a lost worker) answers: that
        # run posts the answer and clears the progress; this one says nothing and leaves it unfinished.
        logger.info("slack.answer_held_elsewhere delivery=%s", delivery.pk)
        held_elsewhere = True
    except AnswerFailed as exc:
        _failure_post(delivery, str(exc), language, outcome="failure")
    except SoftTimeLimitExceeded:
        logger.error("slack.answer_timeout delivery=%s", delivery.pk)
        _failure_post(delivery, say("timeout", language, seconds=settings.SLACK_ANSWER_TIMEOUT_SECONDS), language,
                      outcome="timeout")
    except SlackUnavailable:
        logger.exception("slack.post_failed delivery=%s", delivery.pk)
        raise
    except Exception:
        ref = uuid.uuid4().hex[:8]
        logger.exception("slack.answer_bug delivery=%s ref=%s", delivery.pk, ref)
        _failure_post(delivery, say("bug", language, ref=ref), language, outcome="failure")
    finally:
        watchdog.cancel()
        if not held_elsewhere:
            _progress_stop(delivery)
    if not held_elsewhere:
        SlackDelivery.objects.filter(pk=delivery.pk).update(finished_at=timezone.now())


def _claim(delivery: SlackDelivery, outcome: str) -> bool:
    """Claim what the asker is told; False when something else was already told."""
    claimed = SlackDelivery.objects.filter(pk=delivery.pk, outcome__in=["", outcome]).update(outcome=outcome)
    return claimed == 1


def _deadline_passed(*, delivery_id: int, language: str) -> None:
    try:
        delivery = SlackDelivery.objects.get(pk=delivery_id)
        logger.error("slack.answer_timeout delivery=%s", delivery_id)
        _failure_post(delivery, say("timeout", language, seconds=settings.SLACK_ANSWER_TIMEOUT_SECONDS), language,
                      outcome="timeout")
        _progress_stop(delivery)
    except Exception:
        logger.exception("slack.timeout_notice_failed delivery=%s", delivery_id)
    finally:
        close_old_connections()


def result_deliver(*, delivery: SlackDelivery, result: AnswerResult) -> None:
    answer_messages, _ = blocks.answer_messages(
        result, asker=delivery.user_id, question_header=delivery.trigger == SlackDelivery.Trigger.COMMAND
    )
    posted = messages_post(delivery=delivery, kind="answer", messages=answer_messages, thread_ts=delivery.thread_ts)
    if not result.references:
        return
    reference_messages, _ = blocks.references_messages(result)
    # The references go in the question's thread, or under the answer when it started a new message.
    thread = delivery.thread_ts or (posted[0] if delivery.visibility == SlackDelivery.Visibility.PUBLIC else "")
    messages_post(delivery=delivery, kind="references", messages=reference_messages, thread_ts=thread)


def _failure_post(delivery: SlackDelivery, reason: str, language: str, *, outcome: str) -> None:
    if not _claim(delivery, outcome):
        return  # the answer (or another notice) is already on its way
    messages_post(delivery=delivery, kind="notice", messages=[blocks.failure_message(reason, language)],
                  thread_ts=delivery.thread_ts)


# --- progress: 👀 in channels, assistant status in DM threads --------------------------------------


def _quietly(method: str, **params) -> None:
    """Progress is a courtesy: a failure to show it never costs the answer."""
    try:
        slack_call(method, **params)
    except SlackUnavailable as exc:
        logger.warning("slack.progress_failed method=%s error=%s", method, exc.code)


def _progress_start(delivery: SlackDelivery, language: str) -> None:
    if delivery.assistant_thread:
        title = say("title_prefix", language) + delivery.question.text[:120]
        _quietly("assistant.threads.setTitle", channel_id=delivery.channel_id, thread_ts=delivery.thread_ts,
                 title=title)
        _quietly("assistant.threads.setStatus", channel_id=delivery.channel_id, thread_ts=delivery.thread_ts,
                 status=say("status_searching", language))
    elif delivery.message_ts:
        _quietly("reactions.add", channel=delivery.channel_id, timestamp=delivery.message_ts, name="eyes")
    SlackDelivery.objects.filter(pk=delivery.pk).update(progress_shown=True)


def _progress_reporter(delivery: SlackDelivery, language: str):
    if not delivery.assistant_thread:
        return None

    def report(step: str, detail: dict) -> None:
        key = {"searching": "status_searching", "writing": "status_writing", "checking": "status_checking"}.get(step)
        if key:
            _quietly("assistant.threads.setStatus", channel_id=delivery.channel_id, thread_ts=delivery.thread_ts,
                     status=say(key, language, n=detail.get("citations", 0)))

    return report


def _progress_stop(delivery: SlackDelivery) -> None:
    if delivery.assistant_thread:
        # Posting a reply clears the status in Slack; clearing it explicitly covers a failure path.
        _quietly("assistant.threads.setStatus", channel_id=delivery.channel_id, thread_ts=delivery.thread_ts,
                 status="")
    elif delivery.message_ts:
        _quietly("reactions.remove", channel=delivery.channel_id, timestamp=delivery.message_ts, name="eyes")


# --- small replies -------------------------------------------------------------------------------


def notice_post(*, notice: Notice) -> None:
    """An ephemeral reply to one person (disabled channel, empty question, thank-you)."""
    try:
        slack_call("chat.postEphemeral", channel=notice.channel_id, user=notice.user_id,
                   thread_ts=notice.thread_ts or None, text=notice.text,
                   blocks=blocks.notice_message(notice.text).blocks)
    except SlackUnavailable as exc:
        logger.warning("slack.notice_failed channel=%s error=%s", notice.channel_id, exc.code)


def assistant_greet(*, channel_id: str, thread_ts: str) -> None:
    """Suggested prompts when someone opens the assistant DM."""
    prompts = [{"title": title, "message": message} for title, message in SUGGESTED_PROMPTS]
    _quietly("assistant.threads.setSuggestedPrompts", channel_id=channel_id, thread_ts=thread_ts, prompts=prompts)
