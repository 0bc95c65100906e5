"""Bad input gets a clear JSON error and loses nothing: deep nesting, invalid Unicode, oversize bodies,
cases past the limits, a broken line in a batch, an unreadable command-line question."""
from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from verification.models import VerifiedAnswer

from .conftest import ROOT

pytestmark = pytest.mark.django_db

SOURCE = {"title": "학칙", "text": "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."}
GOOD = {"id": "ok", "sources": [SOURCE], "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]."}


@pytest.fixture
def api():
    user = get_user_model().objects.create_user("tool", password="x" * 12)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def _post(api, body: bytes):
    return api.post("/api/verify", data=body, content_type="application/json")


def test_deeply_nested_json_is_a_400_not_a_crash(api):
    response = _post(api, b'{"answer": "a", "sources": ' + b"[" * 3000 + b"]" * 3000 + b"}")
    assert response.status_code == 400 and "nested too deeply" in response.json()["error"]


def test_a_lone_surrogate_is_a_400_naming_the_field(api):
    response = _post(api, json.dumps({**GOOD, "answer": "휴학은 \ud800 2년[†1]."}).encode())
    assert response.status_code == 400
    assert response.json()["error"].startswith('"answer" is not valid Unicode text')


def test_invalid_utf8_bytes_are_a_400(api):
    response = _post(api, b'{"answer": "\xff\xfe", "sources": []}')
    assert response.status_code == 400 and response.json()["error"]


@pytest.mark.parametrize(("setting", "case", "message"), [
    ("CITEWISE_MAX_ANSWER_CHARS", {**GOOD, "answer": "가" * 101}, '"answer" has 101 characters, over the limit of 100'),
    ("CITEWISE_MAX_SOURCES", {**GOOD, "sources": [SOURCE] * 101}, '"sources" has 101 passages, over the limit of 100'),
    ("CITEWISE_MAX_SOURCE_CHARS", {**GOOD, "sources": [{"text": "가" * 101}]},
     "sources[0].text has 101 characters, over the limit of 100"),
    ("CITEWISE_MAX_CITATIONS", {**GOOD, "answer": "휴학[1]. " * 101}, '"answer" has 101 citation markers'),
])
def test_cases_past_a_limit_are_refused_with_the_limit_named(api, settings, setting, case, message):
    setattr(settings, setting, 100)
    response = _post(api, json.dumps(case).encode())
    assert response.status_code == 400 and message in response.json()["error"]
    assert not VerifiedAnswer.objects.exists()


def test_an_oversize_body_gets_a_json_413(api, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
    response = _post(api, json.dumps({**GOOD, "answer": "가" * 600_000}).encode())
    assert response.status_code == 413
    assert response.json() == {"error": "The request body is larger than the 1 MB limit."}


def test_a_batch_keeps_every_result_after_a_bad_line(tmp_path):
    batch = tmp_path / "cases.jsonl"
    batch.write_bytes(b"\n".join([
        json.dumps(GOOD).encode(),
        b'{"id": "deep", "answer": ' + b"[" * 3000 + b"]" * 3000 + b"}",
        b'{"id": "bytes", "answer": "\xff"}',
        json.dumps({**GOOD, "id": "surrogate", "answer": "\ud800"}).encode(),
        json.dumps({**GOOD, "id": "last"}).encode(),
    ]))
    out = io.StringIO()
    with pytest.raises(SystemExit):
        call_command("verify", str(batch), "--no-llm", stdout=out)
    results = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r.get("id") for r in results] == ["ok", None, None, "surrogate", "last"]
    assert results[0]["status"] == "verified" and results[-1]["status"] == "verified"
    assert "nested too deeply" in results[1]["error"] and "not UTF-8" in results[2]["error"]
    assert "not valid Unicode" in results[3]["error"]


def test_ask_with_a_question_that_is_not_utf8_says_so():
    run = subprocess.run([sys.executable, "manage.py", "ask", b"\xff\xfe\xc0".decode("utf-8", "surrogateescape")],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode != 0
    assert "not valid UTF-8 text" in run.stderr and "Traceback" not in run.stderr


def test_an_overlong_question_is_refused_before_any_work(settings):
    settings.CITEWISE_MAX_QUESTION_CHARS = 50
    with pytest.raises(CommandError, match="at most 50"):
        call_command("ask", "휴학 " * 40)
