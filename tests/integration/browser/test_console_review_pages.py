"""In the browser: log in, find an answer in the verification log and read its citations, work a review
item from the queue to done, and see the dashboard's charts."""
from __future__ import annotations

import datetime as dt
import io
import json
import re

import pytest
from django.core.management import call_command
from django.utils import timezone
from playwright.sync_api import expect

from verification.models import CitationReview, ReviewItem, VerifiedAnswer

from .conftest import PASSWORD, screenshot

NAVIGATION = ["Dashboard", "Verification log", "Review queue", "Sources", "Thresholds", "Channels", "Playground"]
LEAVE = "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."
FEE = "제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다."
CASE = {
    "question": "휴학은 최대 몇 년까지 가능한가요?",
    "sources": [{"title": "학칙", "file": "학칙.pdf", "page": 2, "text": LEAVE},
                {"title": "등록금에 관한 규정", "file": "등록금.pdf", "page": 3, "text": FEE}],
    # [2] says 3년 where its source says 2년: removed. [3] cites the wrong source: re-attributed to [1]'s.
    "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학은 한 번에 최대 3년까지 가능합니다[†1]. "
              "등록금은 학기 개시 14일 전까지 내야 합니다[†1].",
}


def _logged_answer(tmp_path) -> VerifiedAnswer:
    path = tmp_path / f"case-{VerifiedAnswer.objects.count()}.json"
    path.write_text(json.dumps(CASE, ensure_ascii=False), encoding="utf-8")
    call_command("verify", str(path), "--no-llm", stdout=io.StringIO())
    return VerifiedAnswer.objects.order_by("-pk").first()


def test_log_in_then_read_an_answer_citation_by_citation(context, staff_user, tmp_path):
    answer = _logged_answer(tmp_path)
    actions = [c.action for c in answer.checks.order_by("id")]
    assert actions == ["kept", "removed", "reattributed"]
    page = context.new_page()

    page.goto("/admin/")
    expect(page).to_have_url(re.compile(r"/admin/login/"))
    page.fill("#id_username", "reviewer")
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")

    # The console's home: the seven pages, in order, in the sidebar and on the dashboard.
    sidebar = page.locator("#nav-sidebar-inner a, nav a").all_inner_texts()
    labels = [t.strip().split("\n")[0] for t in sidebar if t.strip()]
    assert [x for x in labels if x in NAVIGATION][:7] == NAVIGATION
    expect(page.locator("nav.cw-nav a")).to_have_text(NAVIGATION)

    page.locator("nav.cw-nav a", has_text="Verification log").click()
    row = page.locator("#result_list tbody tr", has_text=CASE["question"])
    expect(row).to_have_count(1)
    expect(row).to_contain_text("Partial")
    screenshot(page, "01-verification-log")

    row.get_by_role("link", name=CASE["question"]).click()
    expect(page.locator("#question")).to_have_text(CASE["question"])
    # Original against corrected: the removed citation struck out, the moved one marked.
    expect(page.locator("#original-answer .cw-cite-removed")).to_have_count(1)
    expect(page.locator("#original-answer .cw-cite-moved")).to_have_count(1)
    expect(page.locator("#corrected-answer")).not_to_contain_text("3년")
    cards = page.locator("#citations article")
    expect(cards).to_have_count(3)
    expect(cards.nth(0)).to_contain_text("✅")
    expect(cards.nth(1)).to_contain_text("❌")
    expect(cards.nth(1)).to_contain_text("removed")
    expect(cards.nth(2)).to_contain_text("reattributed")
    # The passage with its evidence sentence highlighted.
    expect(cards.nth(0).locator("mark.cw-evidence")).to_contain_text("휴학은 통산하여 2년을 초과할 수 없다.")
    expect(cards.nth(2).locator("mark.cw-evidence")).to_contain_text("14일 전까지")
    expect(page.locator(".source-card")).to_have_count(2)
    screenshot(page, "02-answer-detail")


def test_work_a_review_item_from_the_queue_to_done(page, staff_user, tmp_path):
    answer = _logged_answer(tmp_path)
    kept, removed, moved = answer.checks.order_by("id")

    page.goto("/admin/verification/reviewitem/")
    row = page.locator("#result_list tbody tr", has_text=CASE["question"])
    expect(row).to_contain_text("New")
    expect(row).to_contain_text("Citations removed")
    expect(row).to_contain_text(re.compile(r"\d+ (s|min)"))  # how long it has waited
    screenshot(page, "03-review-queue")
    row.get_by_role("link").first.click()

    page.get_by_role("button", name="Assign to me").click()
    expect(page.locator("#review-state")).to_have_text("In review")
    expect(page.locator("#assignee")).to_have_text("reviewer")
    page.locator(f"input[name=verdict-{kept.pk}][value=accurate]").check()
    page.locator(f"input[name=verdict-{removed.pk}][value=accurate]").check()  # "Restore"
    page.fill(f"#note-{removed.pk}", "제25조 allows this reading")
    page.locator(f"input[name=verdict-{moved.pk}][value=accurate]").check()
    page.fill("#review_note", "the removal of [2] was wrong")
    screenshot(page, "04-review-item")
    page.get_by_role("button", name="Save and finish review").click()

    expect(page.locator(".messagelist, #main")).to_contain_text("Review done")
    expect(page.locator("#result_list tbody tr", has_text=CASE["question"])).to_have_count(0)  # open items only
    page.goto("/admin/verification/reviewitem/?state=done")
    page.locator("#result_list tbody tr", has_text=CASE["question"]).get_by_role("link").first.click()
    expect(page.locator("#review-state")).to_have_text("Done")
    expect(page.locator("#reviewed-answer")).to_contain_text("최대 3년까지 가능합니다")
    screenshot(page, "05-review-done")

    item = ReviewItem.objects.get(answer=answer)
    assert item.state == ReviewItem.State.DONE and item.note == "the removal of [2] was wrong"
    verdicts = dict(CitationReview.objects.values_list("citation_id", "verdict"))
    assert verdicts == {kept.pk: "accurate", removed.pk: "accurate", moved.pk: "accurate"}


def test_dashboard_draws_its_charts(page, staff_user, tmp_path):
    from answering.reviews import review_finish, review_verdicts_save
    from answering.thresholds import thresholds_update

    answers = [_logged_answer(tmp_path) for _ in range(3)]
    now = timezone.now()
    for days, answer, ms, calls in zip((4, 2, 0), answers, (800.0, 1200.0, 3000.0), (1, 2, 1)):
        VerifiedAnswer.objects.filter(pk=answer.pk).update(created_at=now - dt.timedelta(days=days), total_ms=ms,
                                                           llm_calls=calls)
        ReviewItem.objects.filter(answer=answer).update(flagged_at=now - dt.timedelta(days=days))
    item = ReviewItem.objects.get(answer=answers[0])
    review_verdicts_save(item=item, verdicts={c.pk: ("accurate", "") for c in answers[0].checks.all()},
                         reviewer=staff_user)
    review_finish(item=item, user=staff_user)
    thresholds_update(values={"confidence": 0.75})

    page.goto("/admin/?period=7")

    expect(page.locator("#stat-answers")).to_have_text("3")
    expect(page.locator("#dashboard")).to_contain_text("1200 / 3000 ms")
    canvases = page.locator("canvas.chart")
    expect(canvases).to_have_count(5)
    charts = page.evaluate("""() => Array.from(document.querySelectorAll('canvas.chart')).map(c => {
        const chart = Chart.getChart(c);
        return chart ? chart.data.datasets.map(d => ({label: d.label, data: d.data})) : null; })""")
    assert all(charts), charts
    volume, accuracy, latency, calls, agreement = charts
    assert [d["label"] for d in volume] == ["answers", "flagged", "reviews done", "removed citations", "threshold change"]
    assert volume[0]["data"][-5:] == [1, 0, 1, 0, 1]  # answers 4 and 2 days ago, and today
    assert volume[4]["data"][-1] is not None and volume[4]["data"][-2] is None  # today's threshold change
    assert latency[0]["data"][-1] == 3000 and calls[0]["data"][-3] == 2
    assert agreement[0]["data"] and all(v is not None for v in agreement[0]["data"])
    expect(page.locator("#dashboard")).to_contain_text("confidence 0.7 → 0.75")
    page.select_option("#id_period", "30")
    page.get_by_role("button", name="Show").click()
    expect(page).to_have_url(re.compile(r"period=30"))
    expect(page.locator("#stat-answers")).to_have_text("3")
    screenshot(page, "06-dashboard")


pytestmark = pytest.mark.django_db(transaction=True)
