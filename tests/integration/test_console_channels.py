"""Channels in the console: per-channel settings and threshold overrides, validated, with history (who
changed what), a what-if preview per channel that saves the channel's overrides, and their effect on
the thresholds a question from that channel is answered under."""
from __future__ import annotations

import io
import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import IntegrityError, transaction

from answering.models import ChannelSettings, Question
from answering.thresholds import effective_thresholds, thresholds_update
from verification.models import Thresholds, VerifiedAnswer

pytestmark = pytest.mark.django_db

FIELDS = {"channel_id": "c0team", "name": "#team", "enabled": "on", "source_scope": "all", "confidence": "",
          "max_sources": "", "min_relevance": "", "min_excerpt_length": "", "use_llm": "", "drop_uncertain": ""}


@pytest.fixture
def staff(client):
    user = get_user_model().objects.create_superuser("kim", "", "pw-" + "x" * 12)
    client.force_login(user)
    client.user = user
    return client


def test_a_channel_is_added_validated_and_its_overrides_apply(staff):
    refused = staff.post("/admin/answering/channelsettings/add/", {**FIELDS, "confidence": "0.2", "max_sources": "40"})
    page = refused.content.decode()
    assert refused.status_code == 200 and "Ensure this value is less than or equal to 20" in page
    assert "At least 0.5" in page or "greater than or equal to" in page

    added = staff.post("/admin/answering/channelsettings/add/", {**FIELDS, "confidence": "0.9",
                                                                  "drop_uncertain": "true"})

    assert added.status_code == 302
    channel = ChannelSettings.objects.get()
    assert channel.channel_id == "C0TEAM"  # Slack ids are upper case
    thresholds = effective_thresholds(channel_id="C0TEAM")
    assert (thresholds.confidence, thresholds.drop_uncertain, thresholds.max_sources) == (0.9, True, 5)
    assert effective_thresholds(channel_id="C0OTHER").confidence == 0.7
    listing = staff.get("/admin/answering/channelsettings/").content.decode()
    assert "#team (C0TEAM)" in listing and "confidence 0.9, drop uncertain on" in listing
    # The database holds the same ranges: a write that skips validation cannot store them either.
    with pytest.raises(IntegrityError), transaction.atomic():
        ChannelSettings.objects.filter(pk=channel.pk).update(confidence=0.2)
    with pytest.raises(IntegrityError), transaction.atomic():
        Thresholds.objects.update_or_create(pk=1, defaults={"max_sources": 0})


def test_channel_changes_keep_their_history_with_who(staff):
    channel = ChannelSettings.objects.create(channel_id="C0TEAM", name="#team")
    url = f"/admin/answering/channelsettings/{channel.pk}/change/"

    staff.post(url, {**FIELDS, "channel_id": "C0TEAM", "max_sources": "3", "mention_only": "on"})

    record = channel.history.latest("history_date")
    assert record.history_user == staff.user and record.max_sources == 3
    page = staff.get(url).content.decode()
    assert "max sources global → 3" in page and "mention only off → on" in page and ">kim<" in page
    dashboard = staff.get("/admin/", {"channel": "C0TEAM"}).content.decode()
    assert "max sources global → 3" in dashboard


def test_what_if_for_a_channel_previews_its_answers_then_saves_its_overrides(staff, tmp_path):
    case = {"question": "휴학?", "sources": [{"title": "학칙", "text": "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."}],
            "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학 신청은 온라인으로 합니다[†1]."}
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    call_command("verify", str(path), "--no-llm", stdout=io.StringIO())
    answer = VerifiedAnswer.objects.get()
    Question.objects.create(text="휴학?", channel_id="C0TEAM", origin="slack", answer=answer, status="answered")
    form = {"channel": "C0TEAM", "last": 10, "confidence": 0.7, "max_sources": 5, "min_relevance": 0.4,
            "min_excerpt_length": 20, "use_llm": "on", "drop_uncertain": "on"}

    preview = staff.post("/admin/what-if/", {**form, "_preview": "1"}).content.decode()
    other = staff.post("/admin/what-if/", {**form, "channel": "", "_preview": "1"}).content.decode()

    assert re.search(r'<span id="changed-citations">1</span> of 2 citations would change', preview)
    assert "in C0TEAM" in preview
    assert not ChannelSettings.objects.exists()
    assert re.search(r'<span id="changed-citations">1</span>', other)  # globally the same answer counts

    saved = staff.post("/admin/what-if/", {**form, "_save": "1"})

    channel = ChannelSettings.objects.get(channel_id="C0TEAM")
    assert saved.status_code == 302 and saved.url.endswith(f"/channelsettings/{channel.pk}/change/")
    assert channel.drop_uncertain is True and effective_thresholds(channel_id="C0TEAM").drop_uncertain is True
    # Only what the form changed is the channel's own; the rest keeps following the global thresholds.
    assert (channel.confidence, channel.max_sources, channel.use_llm) == (None, None, None)
    thresholds_update(values={"max_sources": 3})
    assert effective_thresholds(channel_id="C0TEAM").max_sources == 3
    assert channel.history.latest("history_date").history_user == staff.user


def test_the_playground_shows_a_channels_answer_as_slack_would_post_it_there(staff, sample_corpus):
    ChannelSettings.objects.create(channel_id="C0PRIVATE", name="#hr", asker_only=True, enabled=False)
    ask = {"question": "휴학은 최대 몇 년까지 할 수 있나요?"}

    public = staff.post("/admin/playground/", {**ask, "channel": ""}).content.decode()
    private = staff.post("/admin/playground/", {**ask, "other_channel": "c0private"}).content.decode()  # lower case

    # The bot's own blocks: the answer with [n] citations and the report button, references in the thread.
    assert 'id="slack-preview"' in public and 'class="slack-thread"' in public and "slack-button" in public
    assert re.search(r"2년[^<]*\[1\]", public)
    assert "slack-asker-only" not in public and "slack-disabled" not in public
    assert "Only visible to the asker" in private and "Citewise is turned off in this channel" in private
    assert Question.objects.filter(channel_id="C0PRIVATE", origin="console").count() == 1


def test_channels_people_asked_in_without_settings_are_offered_for_configuring(staff):
    ChannelSettings.objects.create(channel_id="C0TEAM", name="#team")
    for channel in ["C0TEAM", "C0NEW", "C0NEW", ""]:
        Question.objects.create(text="휴학?", channel_id=channel, origin="slack")

    page = staff.get("/admin/answering/channelsettings/").content.decode()

    assert "Configure C0NEW</a> · 2 questions" in page and "Configure C0TEAM" not in page
    add = staff.get("/admin/answering/channelsettings/add/", {"channel_id": "C0NEW"}).content.decode()
    assert 'value="C0NEW"' in add


def test_the_global_thresholds_page_names_the_channels_that_keep_their_own_values(staff):
    ChannelSettings.objects.create(channel_id="C0OWN", name="#lab", confidence=0.9, max_sources=3)
    ChannelSettings.objects.create(channel_id="C0PLAIN", name="#plain")  # settings, but no threshold of its own
    page = staff.get("/admin/verification/thresholds/", follow=True).content.decode()
    overriding = page[page.index('id="overriding-channels"'):page.index("</table>", page.index('id="overriding-channels"'))]
    assert "#lab" in overriding and "confidence 0.9" in overriding and "max_sources 3" in overriding
    assert "#plain" not in overriding
    channel_page = staff.get(f"/admin/answering/channelsettings/{ChannelSettings.objects.get(channel_id='C0OWN').pk}/change/")
    assert "Channels with their own values" not in channel_page.content.decode()  # only on the global page
