"""`manage.py verify` and `POST /api/verify` speak the contract; both write the verification log."""
from __future__ import annotations

import io
import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from verification.models import CitationCheck, VerifiedAnswer

pytestmark = pytest.mark.django_db

CONTRACT_KEYS = {"id", "status", "confidence", "original_answer", "corrected_answer", "references",
                 "removed_citations", "renumbering", "accuracy_rate", "citations", "issues", "hedges",
                 "llm_calls", "elapsed_ms"}
CASE = {
    "id": "reg-001",
    "question": "휴학은 최대 몇 년까지 가능한가요?",
    "sources": [
        {"id": "s1", "title": "학칙", "file": "학칙.pdf", "page": 12,
         "text": "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."},
        {"id": "s2", "title": "등록금에 관한 규정", "file": "등록금규정.pdf", "page": 3,
         "text": "제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다."},
    ],
    "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 등록금은 학기 개시 14일 전까지 내야 합니다[†2]. "
              "휴학은 최대 3년까지 가능합니다[†1].",
    "expect": "callers may carry their own fields",
}


@pytest.fixture
def api():
    user = get_user_model().objects.create_user("tool", password="x" * 12)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def _verify_command(*args, stdin: str | None = None) -> str:
    out = io.StringIO()
    if stdin is not None:
        import sys

        old = sys.stdin
        sys.stdin = io.StringIO(stdin)
        try:
            call_command("verify", *args, stdout=out)
        finally:
            sys.stdin = old
    else:
        call_command("verify", *args, stdout=out)
    return out.getvalue()


def test_verify_command_returns_the_contract_and_corrects_the_answer(tmp_path):
    path = tmp_path / "case.json"
    path.write_text(json.dumps(CASE, ensure_ascii=False))

    result = json.loads(_verify_command(str(path), "--no-llm"))

    assert set(result) == CONTRACT_KEYS
    assert result["id"] == "reg-001"
    wrong = [c for c in result["citations"] if "3년" in c["statement"]]
    assert wrong and wrong[0]["status"] == "inaccurate" and wrong[0]["action"] == "removed"
    # The statement its source contradicts is deleted, not left standing without a citation.
    assert "3년" not in result["corrected_answer"]
    assert "2년" in result["corrected_answer"] and "14일" in result["corrected_answer"]
    assert any("삭제" in issue for issue in result["issues"])
    assert result["status"] == "partial"
    assert VerifiedAnswer.objects.count() == 1
    assert CitationCheck.objects.count() == len(result["citations"])


def test_verify_command_reads_a_jsonl_batch_from_stdin_in_order():
    second = dict(CASE, id="reg-002", answer="등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    lines = "\n".join(json.dumps(c, ensure_ascii=False) for c in (CASE, second))

    output = _verify_command("-", "--no-llm", stdin=lines).strip().splitlines()

    assert [json.loads(line)["id"] for line in output] == ["reg-001", "reg-002"]
    assert json.loads(output[1])["status"] == "verified"


def test_a_malformed_case_is_a_clear_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"id": "x", "sources": [{"title": "no text"}], "answer": "a"}))

    with pytest.raises(CommandError, match="text"):
        _verify_command(str(path))
    assert VerifiedAnswer.objects.count() == 0


def test_api_returns_the_contract_for_a_token_holder(api):
    response = api.post("/api/verify", CASE, format="json")

    assert response.status_code == 200
    assert set(response.json()) == CONTRACT_KEYS
    assert VerifiedAnswer.objects.get().origin == "api"


def test_api_refuses_anonymous_callers():
    response = APIClient().post("/api/verify", CASE, format="json")

    assert response.status_code == 401
    assert VerifiedAnswer.objects.count() == 0


@pytest.mark.parametrize(
    "body, message",
    [
        ({"sources": [{"text": "x"}]}, "answer"),
        ({"answer": "a[†1]", "sources": "not a list"}, "sources"),
        ({"answer": "a[†1]", "sources": [{"title": "t"}]}, "text"),
    ],
)
def test_api_schema_errors_are_400_with_a_clear_message(api, body, message):
    response = api.post("/api/verify", body, format="json")

    assert response.status_code == 400
    assert message in response.json()["error"]


def test_api_rejects_a_body_that_is_not_json(api):
    response = api.post("/api/verify", "{not json", content_type="application/json")

    assert response.status_code == 400
