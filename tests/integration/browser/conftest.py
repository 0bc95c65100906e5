"""Browser tests: Debian's headless Chromium, driven by Playwright from PyPI, against the live console.

One browser per module; each test gets its own context (cookies) and page, logged in as a staff member
by a session cookie unless it tests the login form itself. Screenshots go to the test data directory
(``<CITEWISE_DATA_DIR>/screenshots``); their paths are printed at the end of the run.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PASSWORD = "pw-" + "reviewer-" * 2
SHOTS: list[Path] = []


def pytest_collection_modifyitems(items):
    for item in items:
        if "/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


def pytest_terminal_summary(terminalreporter):
    if SHOTS:
        terminalreporter.write_sep("-", "console screenshots")
        for path in SHOTS:
            terminalreporter.write_line(str(path))


@pytest.fixture(scope="module")
def browser():
    if not shutil.which("chromium") and not Path(CHROMIUM).exists():
        pytest.fail("Chromium is not installed: bash scripts/test.sh installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread; the tests' own ORM calls are still
    # synchronous. Only while the browser runs: a deployment check rightly flags this variable.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            yield chromium
            chromium.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def staff_user(transactional_db):
    return get_user_model().objects.create_superuser("reviewer", "reviewer@example.org", PASSWORD)


@pytest.fixture
def context(browser, live_server):
    ctx = browser.new_context(base_url=live_server.url, viewport={"width": 1440, "height": 1000}, locale="ko-KR")
    ctx.set_default_timeout(20_000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, live_server, staff_user):
    """A page logged in as staff (the session cookie of a real login)."""
    client = Client()
    client.force_login(staff_user)
    cookie = client.cookies[settings.SESSION_COOKIE_NAME]
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": cookie.value, "url": live_server.url}])
    return context.new_page()


def screenshot(page, name: str) -> Path:
    """Save a full-page screenshot as a test artifact and remember its path for the summary."""
    folder = Path(settings.DATA_DIR) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    SHOTS.append(path)
    return path
