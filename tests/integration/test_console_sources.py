"""Document sources in the admin console: upload → the worker ingests → searchable; bad uploads refused."""
from __future__ import annotations

import io
import json
import re
import time

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from retrieval.models import Source
from verification.models import VerifiedAnswer

from .conftest import SAMPLES


@pytest.fixture
def staff_client(client):
    user = get_user_model().objects.create_superuser("staff", "", "pw-" + "x" * 12)
    client.force_login(user)
    return client


def _upload(client, filename: str, data: bytes, **fields):
    return client.post(
        "/admin/retrieval/source/add/",
        {"name": fields.get("name", ""), "channel_id": fields.get("channel_id", ""), "enabled": "on",
         "file": SimpleUploadedFile(filename, data)},
    )


@pytest.mark.django_db(transaction=True)
def test_uploaded_document_is_ingested_by_the_worker(staff_client, celery_worker_process, chunk_store):
    pdf = next(SAMPLES.rglob("학칙.pdf"))

    response = _upload(staff_client, "학칙.pdf", pdf.read_bytes(), name="학칙")

    assert response.status_code == 302
    source = Source.objects.get()
    deadline = time.monotonic() + 60
    while source.status not in (Source.Status.READY, Source.Status.FAILED) and time.monotonic() < deadline:
        time.sleep(0.3)
        source.refresh_from_db()
    assert source.status == Source.Status.READY, source.error
    assert source.pages == 5 and source.chunks_done == source.chunk_count > 0
    assert chunk_store.count(source.pk) == source.chunk_count
    page = staff_client.get("/admin/retrieval/source/")
    assert "학칙" in page.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "filename, data, message",
    [
        ("budget.xlsx", b"PK\x03\x04", "Unsupported file type .xlsx"),
        ("notes", b"plain", "Unsupported file type (none)"),
    ],
)
def test_unsupported_upload_is_refused_with_a_reason(staff_client, filename, data, message):
    response = _upload(staff_client, filename, data)

    assert response.status_code == 200  # the form is shown again with the error
    assert message in response.content.decode()
    assert Source.objects.count() == 0


@pytest.mark.django_db
def test_oversized_upload_is_refused(staff_client, settings):
    settings.CITEWISE_UPLOAD_MAX_BYTES = 1024

    response = _upload(staff_client, "big.txt", b"x" * 2048)

    assert "larger than" in response.content.decode()
    assert Source.objects.count() == 0


@pytest.mark.django_db
def test_verification_log_shows_each_answer_with_its_citation_checks(staff_client, tmp_path):
    case = tmp_path / "case.json"
    case.write_text(json.dumps({
        "question": "휴학은 최대 몇 년인가요?",
        "sources": [{"title": "학칙", "text": "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."}],
        "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학은 최대 3년까지 가능합니다[†1].",
    }, ensure_ascii=False))
    call_command("verify", str(case), "--no-llm", stdout=io.StringIO())
    answer = VerifiedAnswer.objects.get()

    listing = staff_client.get("/admin/verification/verifiedanswer/").content.decode()
    detail = staff_client.get(f"/admin/verification/verifiedanswer/{answer.pk}/change/").content.decode()

    assert "휴학은 최대 몇 년인가요?" in listing
    # One row of each: the right claim checked accurate, the wrong one inaccurate.
    assert re.search(r">\s*inaccurate\s*<", detail) and re.search(r">\s*accurate\s*<", detail)
    assert "2년을 초과할 수 없다" in detail  # the evidence sentence
    assert answer.needs_review
