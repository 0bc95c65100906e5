"""Feedback (👍/👎 and the report modal) and per-channel behaviour (scope, disabled, mention-only,
only-to-the-asker), through signed interactivity and events into the real view."""
from __future__ import annotations

import time

import pytest

from answering.models import AnswerFeedback, ChannelSettings, Question
from bot.models import SlackDelivery
from verification.models import VerifiedAnswer

from .conftest import mention, message, text_of, thread_posts

pytestmark = pytest.mark.django_db(transaction=True)


def _answered(slack, fake, channel, text="휴학은 최대 몇 년까지 할 수 있나요?"):
    event = mention(text, channel=channel)
    slack.event(event)
    answer, _ = thread_posts(fake, channel, event["ts"], count=2)
    return event, answer, Question.objects.get(slack__message_ts=event["ts"]).answer


def _click(answer_post, action: dict, user="U0READER"):
    return {
        "type": "block_actions", "team": {"id": "T0TEST"}, "user": {"id": user}, "api_app_id": "A0FAKE",
        "trigger_id": "trig-report", "channel": {"id": answer_post.body["channel"]},
        "container": {"type": "message", "message_ts": answer_post.response["ts"],
                      "channel_id": answer_post.body["channel"]},
        "message": {"ts": answer_post.response["ts"], "thread_ts": answer_post.body.get("thread_ts")},
        "actions": [action],
    }


def _ephemerals(fake, user, count=1):
    return fake.wait_for(lambda c: (lambda e: e if len(e) >= count else None)(
        [x for x in c if x.method == "chat.postEphemeral" and x.body.get("user") == user]), 15)


def test_thumbs_up_then_down_is_stored_once_per_person_with_a_thank_you(slack, fake_slack_api, corpus):
    _, post, answer = _answered(slack, fake_slack_api, "C0FEED")
    buttons = next(b for b in post.body["blocks"] if b["type"] == "context_actions")["elements"][0]
    for clicks, value in enumerate((buttons["positive_button"]["value"], buttons["negative_button"]["value"]), 1):
        response = slack.interaction(_click(post, {"type": "feedback_buttons", "action_id": buttons["action_id"],
                                                   "value": value, "block_id": "b"}))
        assert response.status_code == 200
        thanks = _ephemerals(fake_slack_api, "U0READER", count=clicks)  # a person clicks one after the other
    assert "감사합니다" in text_of(thanks[0]) and thanks[0].body["thread_ts"] == post.body["thread_ts"]
    votes = list(AnswerFeedback.objects.filter(answer=answer).values_list("kind", "user_id"))
    assert votes == [("down", "U0READER")]


def test_report_modal_stores_the_report_and_flags_the_answer_for_review(slack, fake_slack_api, corpus):
    _, post, answer = _answered(slack, fake_slack_api, "C0REPORT")
    assert not answer.needs_review
    button = next(b for b in post.body["blocks"] if b["type"] == "actions")["elements"][0]
    slack.interaction(_click(post, {"type": "button", "action_id": button["action_id"], "value": button["value"],
                                    "block_id": "r"}))
    opened = fake_slack_api.wait_for(lambda c: fake_slack_api.calls_of("views.open"), 15)[0]
    view = opened.body["view"]
    assert opened.body["trigger_id"] == "trig-report"
    numbers = [o["value"] for o in view["blocks"][0]["element"]["options"]]
    assert "1" in numbers

    submission = {
        "type": "view_submission", "team": {"id": "T0TEST"}, "user": {"id": "U0READER"}, "api_app_id": "A0FAKE",
        "view": {**view, "id": "V0FAKE", "state": {"values": {
            "citation": {"number": {"type": "static_select", "selected_option": {"value": "1"}}},
            "reason": {"text": {"type": "plain_text_input", "value": "출처에는 2년이 아니라 3년이라고 되어 있음"}},
        }}},
    }
    response = slack.interaction(submission)
    assert response.status_code == 200 and not response.content.strip(b"{} ")  # modal closes
    report = AnswerFeedback.objects.get(answer=answer, kind="report")
    assert report.citation_number == 1 and "3년" in report.reason and report.user_id == "U0READER"
    assert VerifiedAnswer.objects.get(pk=answer.pk).needs_review
    (thanks,) = _ephemerals(fake_slack_api, "U0READER")
    assert "[1]" in text_of(thanks)

    # A citation the answer does not have is refused in the modal, and nothing is stored.
    bad = {**submission, "view": {**submission["view"], "state": {"values": {
        "citation": {"number": {"type": "static_select", "selected_option": {"value": "9"}}}}}}}
    response = slack.interaction(bad)
    assert response.json()["response_action"] == "errors"
    assert AnswerFeedback.objects.filter(kind="report").count() == 1


@pytest.fixture
def private_source(corpus, tmp_path):
    from retrieval.ingest import source_ingest
    from retrieval.sources import source_register_path

    path = tmp_path / "프로젝트_보안.txt"
    path.write_text("프로젝트 보안 규정\n\n비밀 프로젝트의 코드명은 오로라이며 외부에 알려서는 안 된다.\n", encoding="utf-8")
    source, _ = source_register_path(path=path, channel_id="C0TEAMA")
    source_ingest(source_id=source.pk)
    return source


def test_a_source_private_to_one_channel_is_never_used_for_another(slack, fake_slack_api, private_source):
    question = "비밀 프로젝트의 코드명은 무엇인가요?"
    in_b = mention(question, channel="C0TEAMB")
    slack.event(in_b)
    posts_b = thread_posts(fake_slack_api, "C0TEAMB", in_b["ts"])
    in_a = mention(question, channel="C0TEAMA")
    slack.event(in_a)
    posts_a = thread_posts(fake_slack_api, "C0TEAMA", in_a["ts"], count=2)
    assert "오로라" in text_of(posts_a[0]) and "프로젝트_보안" in text_of(posts_a[1])
    time.sleep(1)
    assert not any("오로라" in text_of(p) or "프로젝트_보안" in text_of(p) for p in fake_slack_api.posts("C0TEAMB"))
    assert posts_b


def test_channel_scope_public_only_hides_the_channels_own_sources(slack, fake_slack_api, private_source):
    ChannelSettings.objects.create(channel_id="C0TEAMA", source_scope=ChannelSettings.SourceScope.PUBLIC)
    event = mention("비밀 프로젝트의 코드명은 무엇인가요?", channel="C0TEAMA")
    slack.event(event)
    thread_posts(fake_slack_api, "C0TEAMA", event["ts"])
    time.sleep(1.5)
    assert not any("오로라" in text_of(p) for p in fake_slack_api.posts("C0TEAMA"))


def test_disabled_channel_says_so_to_the_asker_only(slack, fake_slack_api, corpus):
    ChannelSettings.objects.create(channel_id="C0OFF", enabled=False)
    slack.event(mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0OFF"))
    (notice,) = _ephemerals(fake_slack_api, "U0ASKER")
    assert "꺼져 있습니다" in text_of(notice)
    response = slack.command("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0OFF")
    assert "꺼져 있습니다" in response.json()["text"]
    # An English question naming a Korean term is answered in English, and so is the notice.
    response = slack.command("How long can a 휴학 last?", channel="C0OFF")
    assert "turned off in this channel" in response.json()["text"]
    time.sleep(1)
    assert not Question.objects.exists() and not fake_slack_api.posts("C0OFF")


def test_mention_only_channel_ignores_untagged_follow_ups(slack, fake_slack_api, corpus):
    ChannelSettings.objects.create(channel_id="C0TAG", mention_only=True)
    first, _, _ = _answered(slack, fake_slack_api, "C0TAG")
    slack.event(message("창업을 하면요?", channel="C0TAG", thread_ts=first["ts"]))
    time.sleep(3)
    assert len(fake_slack_api.posts("C0TAG")) == 2 and SlackDelivery.objects.count() == 1
    # Tagged, the follow-up is answered (with the thread's earlier question as context).
    follow = mention("창업을 하면요?", channel="C0TAG", thread_ts=first["ts"])
    slack.event(follow)
    thread_posts(fake_slack_api, "C0TAG", first["ts"], count=4)
    assert Question.objects.get(slack__message_ts=follow["ts"]).parent is not None


def test_only_to_the_asker_posts_ephemerally(slack, fake_slack_api, corpus):
    ChannelSettings.objects.create(channel_id="C0QUIET", asker_only=True, max_sources=2)
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0QUIET")
    slack.event(event)
    answer, references = _ephemerals(fake_slack_api, "U0ASKER", count=2)
    assert answer.body["channel"] == "C0QUIET" and answer.body["thread_ts"] == event["ts"]
    assert "2년" in text_of(answer) and "학칙" in text_of(references)
    assert not fake_slack_api.posts("C0QUIET")
    # The channel's threshold override applies: at most two sources were used.
    assert len(Question.objects.get(slack__message_ts=event["ts"]).answer.sources) <= 2
