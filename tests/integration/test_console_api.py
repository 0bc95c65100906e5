"""The API: the verified query (seed 000's fields plus the contract's), clear 400s, the OpenAPI schema
with every route, docs served from this server, tokens from `manage.py apitoken`, and no anonymous
caller anywhere under /api/ (R12)."""
from __future__ import annotations

import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.urls import get_resolver
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from answering.models import Question
from verification.models import VerifiedAnswer

pytestmark = pytest.mark.django_db

SEED_FIELDS = {"original_answer", "corrected_answer", "mode", "sources", "removed_citations", "accuracy_rate",
               "verification_log", "processing_time_ms"}
CONTRACT_FIELDS = {"status", "confidence", "references", "renumbering", "citations", "issues", "hedges",
                   "llm_calls", "elapsed_ms"}
LOG_FIELDS = {"citation_number", "statement", "source_file", "source_page", "is_accurate", "confidence",
              "explanation", "status"}


@pytest.fixture
def api():
    user = get_user_model().objects.create_user("tool", password="x" * 12)
    token = io.StringIO()
    call_command("apitoken", "tool", stdout=token, stderr=io.StringIO())
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.getvalue().strip()}")
    client.user = user
    return client


def test_query_answers_with_seed_and_contract_fields(api, sample_corpus):
    response = api.post("/api/query/verified", {"question": "휴학은 최대 몇 년까지 할 수 있나요?", "mode": "standard",
                                                 "confidence_threshold": 0.8}, format="json")

    assert response.status_code == 200, response.content
    body = response.json()
    assert set(body) >= SEED_FIELDS | CONTRACT_FIELDS
    assert body["mode"] == "standard" and body["status"] in ("verified", "partial")
    assert "2년" in body["corrected_answer"] and body["processing_time_ms"] > 0
    assert body["verification_log"] and set(body["verification_log"][0]) >= LOG_FIELDS
    entry = body["verification_log"][0]
    assert entry["source_file"].endswith(".pdf") and entry["source_page"] >= 1
    assert entry["is_accurate"] is (entry["status"] == "accurate")
    assert any(s["file"] == entry["source_file"] for s in body["sources"])
    # The request's threshold is the one the answer was verified under, and it is logged as an API question.
    assert body["thresholds"]["confidence"] == 0.8
    answer = VerifiedAnswer.objects.get(pk=body["answer_id"])
    assert answer.thresholds["confidence"] == 0.8 and answer.question.origin == Question.Origin.API


def test_strict_mode_removes_what_standard_keeps_unconfirmed(api, sample_corpus):
    # With nothing to decide them, uncertain citations stay (marked) in standard mode and go in strict.
    question = "What should I do about error C4A15 on Joint 3?"
    standard = api.post("/api/query/verified", {"question": question, "confidence_threshold": 1.0}, format="json")
    strict = api.post("/api/query/verified", {"question": question, "mode": "strict", "confidence_threshold": 1.0},
                      format="json")

    assert standard.status_code == strict.status_code == 200
    kept_unsure = [e for e in standard.json()["verification_log"] if e["status"] == "uncertain" and e["action"] == "kept"]
    assert kept_unsure, "at threshold 1.0 some citation stays undecided"
    assert not [e for e in strict.json()["verification_log"] if e["status"] == "uncertain" and e["action"] == "kept"]
    assert strict.json()["thresholds"]["drop_uncertain"] is True


def test_a_code_the_documents_lack_is_an_honest_not_found(api, sample_corpus):
    body = api.post("/api/query/verified", {"question": "C999 오류는 어떻게 해결하나요?"}, format="json").json()

    assert body["status"] == "insufficient" and body["not_found"] is True
    assert body["llm_calls"] == 0 and body["verification_log"] == []


@pytest.mark.parametrize(("payload", "message"), [
    ({}, "question: This field is required."),
    ({"question": "   "}, "question: This field may not be blank."),
    ({"question": "휴학?", "mode": "turbo"}, 'mode: "turbo" is not a valid choice.'),
    ({"question": "휴학?", "confidence_threshold": 2}, "confidence_threshold: Ensure this value is less than or equal to 1.0."),
    ({"question": "휴학?", "confidence_threshold": "high"}, "confidence_threshold: A valid number is required."),
    ({"question": "휴학?", "channel": "#학사-문의"}, "channel: A Slack channel ID has Latin letters and digits only"),
    (["휴학?"], "The body must be one JSON object"),
])
def test_empty_or_malformed_requests_get_400_with_a_message(api, payload, message):
    response = api.post("/api/query/verified", payload, format="json")

    assert response.status_code == 400
    assert response.json()["error"].startswith(message)
    assert not Question.objects.exists()


def test_broken_json_gets_400_with_a_message(api):
    response = api.post("/api/query/verified", "{not json", content_type="application/json")

    assert response.status_code == 400 and "JSON parse error" in response.json()["error"]


def _api_paths() -> list[str]:
    """Every route under /api/, with 1 for its parameters."""
    paths = []
    for pattern in get_resolver().url_patterns:
        prefix = str(pattern.pattern)
        if not prefix.startswith("api/"):
            continue
        for sub in getattr(pattern, "url_patterns", None) or [None]:
            route = prefix + (str(sub.pattern) if sub is not None else "")
            route = re.sub(r"\(\?P<\w+>[^)]*\)|<(?:\w+:)?\w+>", "1", route)
            paths.append("/" + route.replace("^", "").replace("$", "").replace("/?", "/"))
    return sorted(set(paths))


def test_every_api_route_refuses_anonymous_callers():
    paths = _api_paths()
    assert {"/api/query/verified", "/api/verify", "/api/schema/", "/api/docs/", "/api/redoc/", "/api/answers/"} <= set(paths)
    anonymous = APIClient()
    for path in paths:
        for method in ("get", "post"):
            response = getattr(anonymous, method)(path, {}, format="json")
            assert response.status_code in (401, 403, 405), (method, path, response.status_code)
            if response.status_code != 405 and response["Content-Type"].startswith("application/json"):
                assert "credentials were not provided" in response.json()["error"], path


def test_a_wrong_token_is_refused(api):
    stranger = APIClient()
    stranger.credentials(HTTP_AUTHORIZATION="Token " + "0" * 40)

    assert stranger.post("/api/query/verified", {"question": "휴학?"}, format="json").status_code == 401


def test_schema_lists_every_route_and_the_query_fields(api):
    response = api.get("/api/schema/", {"format": "json"})

    assert response.status_code == 200
    schema = response.json()
    assert {"/api/query/verified", "/api/verify", "/api/answers/", "/api/answers/{id}/"} <= set(schema["paths"])
    query = schema["components"]["schemas"]["QueryRequest"]["properties"]
    assert {"question", "mode", "confidence_threshold"} <= set(query)
    response_fields = schema["components"]["schemas"]["QueryResponse"]["properties"]
    assert set(response_fields) >= SEED_FIELDS | CONTRACT_FIELDS


def test_docs_are_served_from_this_server_not_a_cdn(api):
    user = api.user
    client = APIClient()
    client.force_login(user)

    for path in ("/api/docs/", "/api/redoc/"):
        page = client.get(path).content.decode()
        assert "/static/drf_spectacular_sidecar/" in page and "cdn." not in page, path


def test_answers_list_filters_the_log(api, tmp_path):
    case = tmp_path / "case.json"
    case.write_text('{"question": "휴학?", "sources": [{"title": "학칙", "text": "제25조(휴학) ① 휴학은 통산하여 2년을 '
                    '초과할 수 없다."}], "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학은 최대 3년까지 '
                    '가능합니다[†1]."}', encoding="utf-8")
    call_command("verify", str(case), "--no-llm", stdout=io.StringIO())
    call_command("verify", str(case), "--no-llm", stdout=io.StringIO())
    one = VerifiedAnswer.objects.first()

    everything = api.get("/api/answers/").json()
    partial = api.get("/api/answers/", {"status": "partial"}).json()
    verified = api.get("/api/answers/", {"status": "verified"}).json()
    flagged = api.get("/api/answers/", {"flagged": "true"}).json()
    detail = api.get(f"/api/answers/{one.pk}/").json()

    assert everything["count"] == 2 and partial["count"] == 2 and verified["count"] == 0
    assert flagged["count"] == 2  # a partial answer goes to the review queue
    assert detail["id"] == one.pk and len(detail["citations"]) == 2


def test_apitoken_prints_the_same_token_and_refuses_unknown_users():
    get_user_model().objects.create_user("alice", password="x" * 12)
    first, second = io.StringIO(), io.StringIO()
    call_command("apitoken", "alice", stdout=first, stderr=io.StringIO())
    call_command("apitoken", "alice", stdout=second, stderr=io.StringIO())

    assert first.getvalue() == second.getvalue() == Token.objects.get(user__username="alice").key + "\n"
    with pytest.raises(CommandError, match="No user 'bob'"):
        call_command("apitoken", "bob")
