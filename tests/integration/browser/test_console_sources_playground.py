"""In the browser, on real services: upload a document and watch the worker make it ready; change a
threshold and see the next playground answer use it."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from answering.models import ChannelSettings
from retrieval.models import Source
from verification.models import VerifiedAnswer

from .conftest import screenshot

pytestmark = pytest.mark.django_db(transaction=True)

DOCUMENT = """# 도서관 이용 규정

제1조(목적) 이 규정은 중앙도서관의 이용에 관한 사항을 정한다.

제2조(대출) ① 학부생은 한 번에 10권까지 14일 동안 대출할 수 있다.
② 대학원생은 한 번에 20권까지 30일 동안 대출할 수 있다.

제3조(연체) 반납이 늦은 경우 연체된 날수만큼 대출이 정지된다.
"""


def test_upload_a_source_and_see_it_become_ready(page, celery_worker_process, chunk_store, tmp_path):
    document = tmp_path / "도서관_이용_규정.md"
    document.write_text(DOCUMENT, encoding="utf-8")

    page.goto("/admin/retrieval/source/add/")
    expect(page.locator("body")).to_contain_text("at most 50 MB")  # the limits, before choosing a file
    page.fill("#id_name", "도서관 이용 규정")
    page.set_input_files("#id_file", str(document))
    page.get_by_role("button", name=re.compile(r"^Save$")).click()

    row = page.locator("#result_list tbody tr", has_text="도서관 이용 규정")
    expect(row).to_have_count(1)
    # The list refreshes itself while the worker ingests; the row ends up ready with its chunks.
    expect(row).to_contain_text("Ready", timeout=90_000)
    source = Source.objects.get(name="도서관 이용 규정")
    assert source.status == Source.Status.READY and source.chunk_count > 0
    assert chunk_store.count(source.pk) == source.chunk_count
    expect(row).to_contain_text(f"{source.chunks_done}/{source.chunk_count}")
    screenshot(page, "07-sources-ready")

    row.get_by_role("link", name="도서관 이용 규정").click()
    expect(page.get_by_role("link", name="Download 도서관_이용_규정.md")).to_be_visible()


def _ask(page, question: str, channel_label: str) -> None:
    page.get_by_role("link", name="Playground").first.click()
    page.fill("#id_question", question)
    page.select_option("#id_channel", label=channel_label)
    page.get_by_role("button", name="Ask").click()


def test_a_channel_threshold_applies_to_the_next_playground_answer_in_that_channel(page, sample_corpus):
    ChannelSettings.objects.create(channel_id="C0STUDENTS", name="#학사-문의")
    question = "휴학은 최대 몇 년까지 할 수 있나요?"
    page.goto("/admin/")
    _ask(page, question, "#학사-문의 (C0STUDENTS)")
    expect(page.locator("#corrected-answer")).to_contain_text("2년")
    expect(page.locator("#answer-status")).to_have_text("Verified")
    # Exactly as Slack shows it: the bot's own blocks, citations as [n], the summary line, the buttons.
    preview = page.locator("#slack-preview")
    expect(preview).to_contain_text("2년")
    expect(preview).to_contain_text("✅")
    expect(preview.locator(".slack-thread")).to_contain_text("학칙")
    expect(preview.locator(".slack-button").first).to_be_visible()
    before = VerifiedAnswer.objects.get()
    assert before.question.channel_id == "C0STUDENTS" and before.thresholds["confidence"] == 0.7

    # Staff demand certainty in that channel only: a verdict must be sure beyond 0.99 to count …
    page.get_by_role("link", name="Channels").first.click()
    page.get_by_role("link", name="#학사-문의 (C0STUDENTS)").click()
    page.fill("#id_confidence", "1")
    page.get_by_role("button", name=re.compile(r"^Save$")).click()
    page.get_by_role("link", name="#학사-문의 (C0STUDENTS)").click()
    expect(page.locator("#recent-changes")).to_contain_text("confidence global → 1")
    expect(page.locator("#recent-changes")).to_contain_text("reviewer")
    screenshot(page, "08-channel-settings")

    # … and the next answer in that channel keeps its citations only as unconfirmed, while other
    # channels still answer under the global thresholds.
    _ask(page, question, "#학사-문의 (C0STUDENTS)")
    expect(page.locator('dd[data-name="confidence"]')).to_have_text("1.0")
    expect(page.locator("#answer-status")).to_have_text(re.compile(r"Partial|Unverified"))
    expect(page.locator("#citations article[data-status=accurate]")).to_have_count(0)
    expect(page.locator("#corrected-answer .cw-cite-unsure").first).to_be_visible()
    expect(page.locator("#slack-preview")).to_contain_text("⚠️")
    screenshot(page, "09-playground-channel")
    _ask(page, question, "no channel (public sources, global thresholds)")
    expect(page.locator('dd[data-name="confidence"]')).to_have_text("0.7")
    expect(page.locator("#answer-status")).to_have_text("Verified")
    assert [a.thresholds["confidence"] for a in VerifiedAnswer.objects.order_by("pk")] == [0.7, 1.0, 0.7]
