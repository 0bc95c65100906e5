"""`manage.py ask`: what a person sees on the command line, as text and as JSON, and the document links."""
from __future__ import annotations

import io
import json
from urllib.parse import urlparse

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

pytestmark = pytest.mark.django_db


def _ask(*args: str) -> str:
    out = io.StringIO()
    call_command("ask", *args, stdout=out)
    return out.getvalue()


def test_the_answer_is_printed_with_references_and_citation_checks(sample_corpus):
    text = _ask("휴학은 최대 몇 년까지 할 수 있나요?")

    answer, rest = text.split("\nReferences\n", 1)
    assert "2년" in answer and "[†1]" in answer
    assert "  [1] 학칙 — 학칙.pdf, p.2, 제25조" in rest
    assert "“" in rest.split("Citations")[0]  # the supporting sentence, quoted
    checks = rest.split("\nCitations\n", 1)[1]
    assert "accurate" in checks and "by lexical" in checks
    assert "Status: verified" in text and "extractive" in text


def test_json_output_has_resolved_references_and_links_to_the_document(sample_corpus, client):
    data = json.loads(_ask("휴학은 최대 몇 년까지 할 수 있나요?", "--json"))

    assert data["status"] == "verified" and data["not_found"] is False
    ref = data["references"][0]
    assert (ref["title"], ref["file"], ref["page"], ref["location"]) == ("학칙", "학칙.pdf", 2, "제25조")
    assert "2년" in ref["excerpt"]
    path = urlparse(ref["url"]).path
    assert path == f"/sources/{ref['source_id']}/document"
    assert all(c["status"] == "accurate" for c in data["citations"])

    assert client.get(path).status_code == 302  # staff only: anonymous callers go to the login page
    client.force_login(get_user_model().objects.create_superuser("staff", "", "pw-" + "x" * 12))
    document = client.get(path)
    assert document.status_code == 200 and b"".join(document.streaming_content).startswith(b"%PDF")


def test_json_output_of_an_unknown_code_is_an_honest_not_found(sample_corpus):
    data = json.loads(_ask("C999 오류는 어떻게 해결하나요?", "--json"))

    assert data["status"] == "insufficient" and data["not_found"] is True
    assert "C999" in data["text"] and "C0–C55" in data["text"]
    assert data["references"] == [] and data["citations"] == [] and data["llm_calls"] == 0


def test_a_not_found_names_where_the_documents_come_closest(sample_corpus):
    """A leave for exchange students is not in the rules; leave of absence is: the "not found" points to that
    article as the place to look, and lists it in the JSON too."""
    question = "해외 교환학생 휴학은 최대 몇 년까지 할 수 있나요?"
    text = _ask(question)
    data = json.loads(_ask(question, "--json"))

    assert data["status"] == "insufficient" and "교환" in data["text"]
    closest = text.split("Closest in the documents", 1)[1].split("\n\n")[0]
    assert "학칙" in closest and "제25조" in closest
    assert data["closest"] and data["sources"][data["closest"][0] - 1]["title"] == "학칙"
