"""The console's security: staff only, lock-out after repeated failed logins, CSRF on every form and on
session-authenticated API calls, documents for logged-in staff only."""
from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from retrieval.models import Source

pytestmark = pytest.mark.django_db

PAGES = ["/admin/", "/admin/verification/verifiedanswer/", "/admin/verification/reviewitem/",
         "/admin/retrieval/source/", "/admin/verification/thresholds/1/change/", "/admin/answering/channelsettings/",
         "/admin/playground/", "/admin/what-if/"]
PASSWORD = "pw-" + "x" * 12


@pytest.fixture
def users():
    model = get_user_model()
    return {
        "staff": model.objects.create_user("staff", password=PASSWORD, is_staff=True, is_superuser=True),
        "member": model.objects.create_user("member", password=PASSWORD),
    }


def test_every_console_page_is_for_staff_only(users, client):
    for page in PAGES:
        assert client.get(page).url.startswith("/admin/login/"), page
    client.force_login(users["member"])
    for page in PAGES:
        response = client.get(page)
        assert response.status_code == 302 and response.url.startswith("/admin/login/"), page
    client.force_login(users["staff"])
    for page in PAGES:
        assert client.get(page, follow=True).status_code == 200, page


def _login(client: Client, password: str):
    return client.post("/admin/login/?next=/admin/", {"username": "staff", "password": password})


def test_repeated_failed_logins_lock_the_account_out(users, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert _login(client, "wrong").status_code == 200  # the form again, with an error
    locked = _login(client, "wrong")
    with_right_password = _login(client, PASSWORD)

    assert locked.status_code == 429 and "Too many failed logins" in locked.content.decode()
    assert with_right_password.status_code == 429
    assert client.get("/admin/").status_code == 302  # still not logged in


def test_a_good_login_before_the_limit_resets_the_count(users, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        _login(client, "wrong")
    assert _login(client, PASSWORD).status_code == 302
    client.logout()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert _login(client, "wrong").status_code == 200  # counting starts again


def test_forms_and_session_api_calls_need_the_csrf_token(users):
    client = Client(enforce_csrf_checks=True)
    client.force_login(users["staff"])

    assert client.post("/admin/playground/", {"question": "휴학?"}).status_code == 403
    assert client.post("/admin/what-if/", {"_preview": "1"}).status_code == 403
    assert client.post("/admin/verification/thresholds/1/change/", {"confidence": 0.9}).status_code == 403
    api = client.post("/api/query/verified", {"question": "휴학?"}, content_type="application/json")
    assert api.status_code == 403 and "CSRF" in api.json()["error"]
    # With the token the same form goes through.
    page = client.get("/admin/playground/")
    token = page.cookies["csrftoken"].value
    assert client.post("/admin/what-if/", {"_preview": "1", "csrfmiddlewaretoken": token}).status_code == 200


def test_documents_are_downloaded_by_logged_in_staff_only(users, client, tmp_path):
    document = tmp_path / "규정.md"
    document.write_text("# 규정\n\n제1조(목적) 이 규정은 시험용이다.", encoding="utf-8")
    source = Source.objects.create(name="규정", path=str(document), status=Source.Status.READY)
    url = f"/sources/{source.pk}/document"

    assert client.get(url).status_code == 302  # anonymous → the login page
    client.force_login(users["member"])
    assert client.get(url).status_code == 302
    client.force_login(users["staff"])
    response = client.get(url)
    assert response.status_code == 200 and "제1조(목적)".encode() in b"".join(response.streaming_content)
