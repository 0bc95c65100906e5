"""Which Slack events are questions: a person's new message, never a bot's, an edit or a join."""
import pytest

from bot.events import assistant_thread, incoming_read

BOT = "UBOT"


def _body(**event):
    return {"team_id": "T1", "event_id": "Ev1", "event": {"type": "message", "channel": "C1", "user": "U1",
                                                          "ts": "1.1", "text": "hi", **event}}


def test_mention_strips_the_bot_and_unescapes():
    body = _body(type="app_mention", text="<@UBOT> R&amp;D 규정에서 &lt;휴학&gt;은?")
    incoming = incoming_read(body, bot_user_id=BOT)
    assert incoming.kind == "mention" and incoming.mentions_bot
    assert incoming.text == "R&D 규정에서 <휴학>은?"


@pytest.mark.parametrize(
    "event",
    [
        {"subtype": "message_changed"},
        {"subtype": "message_deleted"},
        {"subtype": "channel_join"},
        {"subtype": "bot_message", "bot_id": "B9"},
        {"bot_id": "B9"},
        {"user": BOT},
        {"bot_profile": {"id": "B2"}},
        {"user": ""},
        {"type": "reaction_added"},
    ],
)
def test_noise_is_ignored(event):
    assert incoming_read(_body(**event), bot_user_id=BOT) is None


def test_dm_and_thread():
    incoming = incoming_read(_body(channel="D1", channel_type="im", thread_ts="0.9"), bot_user_id=BOT)
    assert incoming.is_dm and incoming.in_thread


def test_assistant_thread_started():
    body = {"event": {"type": "assistant_thread_started", "assistant_thread": {"channel_id": "D1", "thread_ts": "5.5"}}}
    assert assistant_thread(body) == ("D1", "5.5")
