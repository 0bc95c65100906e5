"""A report from Slack goes into the console's review queue with who and why; when a reviewer finishes
the review, the bot replies in the original thread (through the real worker and the fake Web API)."""
from __future__ import annotations

import threading
import time

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client

from answering.models import AnswerFeedback
from bot.reports import report_reply_post
from tests.fakes.slack_api import Reply
from verification.models import ReviewItem

from .conftest import text_of, thread_posts
from .test_feedback_and_channels import _answered, _click

pytestmark = pytest.mark.django_db(transaction=True)


def _report(slack, fake, post, number: str, reason: str) -> None:
    button = next(b for b in post.body["blocks"] if b["type"] == "actions")["elements"][0]
    slack.interaction(_click(post, {"type": "button", "action_id": button["action_id"], "value": button["value"],
                                    "block_id": "r"}))
    view = fake.wait_for(lambda c: fake.calls_of("views.open"), 15)[0].body["view"]
    slack.interaction({
        "type": "view_submission", "team": {"id": "T0TEST"}, "api_app_id": "A0FAKE",
        "user": {"id": "U0READER", "username": "kim.reader", "name": "kim.reader", "team_id": "T0TEST"},
        "view": {**view, "id": "V0FAKE", "state": {"values": {
            "citation": {"number": {"type": "static_select", "selected_option": {"value": number}}},
            "reason": {"text": {"type": "plain_text_input", "value": reason}},
        }}},
    })


def test_a_resolved_report_gets_the_reviewers_answer_in_its_thread(slack, fake_slack_api, corpus):
    event, post, answer = _answered(slack, fake_slack_api, "C0REVIEW")
    _report(slack, fake_slack_api, post, "1", "출처와 다른 내용 같습니다")

    item = ReviewItem.objects.get(answer=answer)
    assert item.state == ReviewItem.State.NEW and "user_report" in item.reasons
    staff = Client()
    staff.force_login(get_user_model().objects.create_superuser("lee", "", "pw-" + "x" * 12))
    queue = staff.get("/admin/verification/reviewitem/").content.decode()
    assert "🚩 @kim.reader (U0READER) on [1]: “출처와 다른 내용 같습니다”" in queue  # the handle Slack sent, and the ID
    url = f"/admin/verification/reviewitem/{item.pk}/change/"
    page = staff.get(url).content.decode()
    assert "@kim.reader (U0READER)" in page and "출처와 다른 내용 같습니다" in page and "reported citation [1]" in page

    checks = list(answer.checks.order_by("id"))
    # The reviewer finds the reported citation [1] wrong (each citation shown as [1]) and the rest right.
    verdicts = {f"verdict-{c.pk}": "inaccurate" if c.new_number == 1 else "accurate" for c in checks}
    response = staff.post(url, {**verdicts, "review_note": "제25조는 일반휴학만 다룹니다", "_finish": "1"})
    assert response.status_code == 302

    report = AnswerFeedback.objects.get(answer=answer, kind="report")
    assert report.resolved_at is not None and report.resolution == "inaccurate"
    posts = thread_posts(fake_slack_api, "C0REVIEW", event["ts"], count=3)  # answer, references, the reply
    reply = text_of(posts[2])
    assert "신고해 주신 인용 [1]을 검토했습니다" in reply and "인용이 잘못되었습니다" in reply
    assert "제25조는 일반휴학만 다룹니다" in reply
    # Exactly once: a retried task finds the reply already posted.
    assert report_reply_post(feedback_id=report.pk) == posts[2].response["ts"]
    assert len(thread_posts(fake_slack_api, "C0REVIEW", event["ts"], count=3)) == 3


def test_runs_that_race_post_the_reply_once(slack, fake_slack_api, corpus):
    """The worker's run and two more at the same moment (a redelivered task, a retry): Slack takes 2 s to
    accept the reply, so a run that did not wait for the first would read "nothing posted" and post again."""
    event, post, answer = _answered(slack, fake_slack_api, "C0RACE")
    _report(slack, fake_slack_api, post, "1", "출처와 다른 내용 같습니다")
    item = ReviewItem.objects.get(answer=answer)
    fake_slack_api.script("chat.postMessage", Reply(body={"ok": True, "channel": "C0RACE", "ts": "1799999999.000100"},
                                                    delay=2))
    staff = Client()
    staff.force_login(get_user_model().objects.create_superuser("park", "", "pw-" + "x" * 12))
    verdicts = {f"verdict-{c.pk}": "inaccurate" if c.new_number == 1 else "accurate" for c in answer.checks.all()}
    staff.post(f"/admin/verification/reviewitem/{item.pk}/change/", {**verdicts, "_finish": "1"})
    report = AnswerFeedback.objects.get(answer=answer, kind="report")

    results = []

    def run():
        try:
            results.append(report_reply_post(feedback_id=report.pk))
        finally:
            connection.close()

    runs = [threading.Thread(target=run) for _ in range(2)]
    for t in runs:
        t.start()
    for t in runs:
        t.join(30)
    thread_posts(fake_slack_api, "C0RACE", event["ts"], count=3)
    time.sleep(3)  # the worker's own run ends too
    replies = [p for p in fake_slack_api.posts("C0RACE") if "신고해 주신" in text_of(p)]
    assert len(replies) == 1
    assert results == [replies[0].response["ts"]] * 2
