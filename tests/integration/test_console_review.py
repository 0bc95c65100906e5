"""The review queue, `manage.py evaluate`, thresholds (validation, history) and the what-if preview,
through the console's pages and commands."""
from __future__ import annotations

import io
import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from verification import engine
from verification.models import CitationCheck, CitationReview, ReviewItem, Thresholds, VerifiedAnswer

pytestmark = pytest.mark.django_db

LEAVE = "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."
FEE = "제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다."
# [1] holds, [2] says 3년 where the source says 2년: removed, and the statement with it.
CASE = {
    "question": "휴학은 최대 몇 년까지 가능한가요?",
    "sources": [{"title": "학칙", "file": "학칙.pdf", "page": 2, "text": LEAVE},
                {"title": "등록금에 관한 규정", "file": "등록금.pdf", "page": 3, "text": FEE}],
    "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학은 한 번에 최대 3년까지 가능합니다[†1].",
}


def _verify(tmp_path, case=CASE) -> VerifiedAnswer:
    path = tmp_path / f"case{VerifiedAnswer.objects.count()}.json"
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    call_command("verify", str(path), "--no-llm", stdout=io.StringIO())
    return VerifiedAnswer.objects.order_by("-pk").first()


@pytest.fixture
def staff(client):
    user = get_user_model().objects.create_superuser("reviewer", "", "pw-" + "x" * 12)
    client.force_login(user)
    client.user = user
    return client


def test_an_answer_with_a_removed_citation_waits_in_the_queue(tmp_path, staff):
    answer = _verify(tmp_path)

    item = ReviewItem.objects.get(answer=answer)
    assert answer.status == "partial" and answer.needs_review
    assert item.state == ReviewItem.State.NEW
    assert {"status", "removed"} <= set(item.reasons)
    queue = staff.get("/admin/verification/reviewitem/").content.decode()
    assert "휴학은 최대 몇 년까지 가능한가요?" in queue and "Citations removed" in queue


def test_reviewer_restores_a_removal_and_finishes(tmp_path, staff):
    answer = _verify(tmp_path)
    item = ReviewItem.objects.get(answer=answer)
    kept, removed = list(answer.checks.order_by("id"))
    assert (kept.action, removed.action) == ("kept", "removed")
    url = f"/admin/verification/reviewitem/{item.pk}/change/"

    page = staff.get(url).content.decode()
    assert "Confirm removal" in page and "Restore (the source supports it)" in page
    response = staff.post(url, {f"verdict-{kept.pk}": "accurate", f"verdict-{removed.pk}": "accurate",
                                f"note-{removed.pk}": "the reviewer disagrees", "review_note": "restored [2]",
                                "_finish": "1"})

    assert response.status_code == 302
    item.refresh_from_db()
    answer.refresh_from_db()
    assert item.state == ReviewItem.State.DONE and item.done_by == staff.user and not answer.needs_review
    review = CitationReview.objects.get(citation=removed)
    assert review.verdict == "accurate" and review.restores and review.note == "the reviewer disagrees"
    # The engine's verdict stays as it was: reviewer verdicts are stored apart.
    assert CitationCheck.objects.get(pk=removed.pk).status == "inaccurate"
    # The answer as the reviewer corrected it keeps the restored statement with its citation.
    assert "최대 3년까지 가능합니다[†1]" in item.reviewed_answer
    log_page = staff.get(f"/admin/verification/verifiedanswer/{answer.pk}/change/").content.decode()
    assert "(restored)" in log_page and "the reviewer disagrees" in log_page


def test_a_review_is_not_finished_before_every_citation_has_a_verdict(tmp_path, staff):
    answer = _verify(tmp_path)
    item = ReviewItem.objects.get(answer=answer)
    first = answer.checks.order_by("id").first()

    response = staff.post(f"/admin/verification/reviewitem/{item.pk}/change/",
                          {f"verdict-{first.pk}": "accurate", "_finish": "1"}, follow=True)

    item.refresh_from_db()
    assert item.state == ReviewItem.State.IN_REVIEW and item.assignee == staff.user
    assert "Give a verdict on every citation first: [1]." in response.content.decode()


def test_a_verdict_for_another_answers_citation_is_refused(tmp_path, staff):
    mine, other = _verify(tmp_path), _verify(tmp_path)
    item = ReviewItem.objects.get(answer=mine)
    foreign = other.checks.first()

    response = staff.post(f"/admin/verification/reviewitem/{item.pk}/change/",
                          {f"verdict-{foreign.pk}": "inaccurate"}, follow=True)

    assert "another answer" in response.content.decode()
    assert not CitationReview.objects.exists()


def _review(answer: VerifiedAnswer, verdicts: list[str], user) -> None:
    from answering.reviews import review_finish, review_verdicts_save

    item = ReviewItem.objects.get(answer=answer)
    checks = list(answer.checks.order_by("id"))
    review_verdicts_save(item=item, verdicts={c.pk: (v, "") for c, v in zip(checks, verdicts)}, reviewer=user)
    review_finish(item=item, user=user)


def test_evaluate_scores_the_verifier_against_reviewers_and_exports_a_regression_set(tmp_path, staff):
    agreed = _verify(tmp_path)  # reviewers agree: [1] accurate, [2] rightly removed
    overruled = _verify(tmp_path)  # reviewers restore the removal
    _review(agreed, ["accurate", "inaccurate"], staff.user)
    _review(overruled, ["accurate", "accurate"], staff.user)
    out = io.StringIO()

    call_command("evaluate", stdout=out)

    text = out.getvalue()
    assert "2 answers, 4 labelled citations" in text
    assert "agreement (accurate/inaccurate labels): 3/4 (75.0%)" in text
    # Removals: the engine removed 2; reviewers say 1 of them should go.
    assert re.search(r"removals: precision 50\.0% \(1 of 2 removed should go\), recall 100\.0%", text)
    assert "best threshold:" in text

    export = tmp_path / "regression.jsonl"
    call_command("evaluate", "--export", str(export), stdout=io.StringIO())
    lines = [json.loads(line) for line in export.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 2
    for line in lines:
        engine.case_from_dict(line)  # a valid contract case
        assert [c["number"] for c in line["expect"]["citations"]] == [1, 1]
    assert lines[1]["expect"]["citations"][1] == {"number": 1, "status": "accurate", "action": "kept"}
    assert lines[0]["expect"]["status"] == "partial" and lines[1]["expect"]["status"] == "verified"

    again = io.StringIO()
    call_command("evaluate", "--cases", str(export), stdout=again)
    assert "agreement (accurate/inaccurate labels): 3/4 (75.0%)" in again.getvalue()


def test_evaluate_against_a_labelled_file(tmp_path):
    labelled = {**CASE, "id": "one", "expect": {"status": "partial", "citations": [
        {"number": 1, "status": "accurate", "action": "kept"},
        {"number": 1, "status": "inaccurate", "action": "removed"}]}}
    path = tmp_path / "cases.jsonl"
    path.write_text(json.dumps(labelled, ensure_ascii=False) + "\n", encoding="utf-8")
    out = io.StringIO()

    call_command("evaluate", "--cases", str(path), "--json", stdout=out)

    scores = json.loads(out.getvalue())
    assert scores["agreement"] == {"agree": 2, "total": 2}
    assert scores["removals"]["precision"] == 1.0 and scores["removals"]["recall"] == 1.0
    assert set(scores["sweep"]) == {f"{0.5 + 0.05 * i:.2f}" for i in range(10)}
    unlabelled = tmp_path / "plain.json"
    unlabelled.write_text(json.dumps(CASE, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(engine.ContractError, match="no \"expect\""):
        call_command("evaluate", "--cases", str(unlabelled))


def test_evaluate_without_labels_says_what_to_do():
    with pytest.raises(CommandError, match="review some answers"):
        call_command("evaluate")


def test_thresholds_are_validated_and_their_history_names_who_changed_what(staff):
    url = "/admin/verification/thresholds/1/change/"
    fields = {"max_sources": 5, "min_relevance": 0.4, "min_excerpt_length": 20, "use_llm": "on"}
    assert staff.get("/admin/verification/thresholds/").url == url

    refused = staff.post(url, {**fields, "confidence": 0.3})
    saved = staff.post(url, {**fields, "confidence": 0.85, "drop_uncertain": "on"})

    assert refused.status_code == 200 and "greater than or equal to 0.5" in refused.content.decode()
    assert saved.status_code == 302
    current = Thresholds.current()
    assert current.confidence == 0.85 and current.drop_uncertain is True
    record = Thresholds.history.latest("history_date")
    assert record.history_user == staff.user
    page = staff.get(url).content.decode()
    assert "confidence 0.7 → 0.85" in page and "drop uncertain off → on" in page and "reviewer" in page


def test_what_if_counts_the_citations_that_would_change_before_saving(tmp_path, staff):
    # An answer with a citation nothing could decide (kept, marked uncertain) …
    unsure = {"question": "휴학?", "sources": [{"title": "학칙", "text": LEAVE}],
              "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학 신청은 온라인으로 합니다[†1]."}
    answer = _verify(tmp_path, unsure)
    assert [c.status for c in answer.checks.order_by("id")] == ["accurate", "uncertain"]
    form = {"channel": "", "last": 20, "confidence": 0.7, "max_sources": 5, "min_relevance": 0.4,
            "min_excerpt_length": 20, "use_llm": "on"}

    # … would lose that citation if uncertain ones were dropped; nothing is saved by previewing.
    page = staff.post("/admin/what-if/", {**form, "drop_uncertain": "on", "_preview": "1"}).content.decode()

    assert re.search(r'<span id="changed-citations">1</span> of 2 citations would change', page)
    assert "[1] uncertain/kept → uncertain/removed" in page
    assert Thresholds.current().drop_uncertain is False
    unchanged = staff.post("/admin/what-if/", {**form, "_preview": "1"}).content.decode()
    assert re.search(r'<span id="changed-citations">0</span> of 2 citations would change', unchanged)

    saved = staff.post("/admin/what-if/", {**form, "drop_uncertain": "on", "_save": "1"})
    assert saved.status_code == 302 and Thresholds.current().drop_uncertain is True
