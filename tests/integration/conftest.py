"""Fixtures for integration tests: a real Weaviate, a real Celery worker process, the sample corpus,
and a fake OpenAI-compatible server over real HTTP.

Weaviate: WEAVIATE_URL if set, otherwise an embedded server of the pinned version on test ports with
its data under the test data directory (never the developer's instance). The Celery worker is a
separate `celery worker` process on the configured broker (Redis in CI), using the test database.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings

from retrieval import store as store_module
from retrieval.weaviate_embedded import die_with_parent  # a killed test run leaves no process behind
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.slack_api import FakeSlackAPI

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
TEST_COLLECTION = "CitewiseTest"
# Below Linux's ephemeral range (32768-60999), so an outgoing connection never holds the port a test
# server is about to bind.
TEST_HTTP_PORT = int(os.environ.get("CITEWISE_TEST_WEAVIATE_PORT", "8091"))
TEST_GRPC_PORT = int(os.environ.get("CITEWISE_TEST_WEAVIATE_GRPC_PORT", "18071"))


def pytest_collection_modifyitems(items):
    for item in items:
        if "/integration/" in str(item.fspath):
            item.add_marker(pytest.mark.integration)


@pytest.fixture(scope="session")
def weaviate_server():
    """Point settings at a test Weaviate and make sure it runs for the whole session."""
    settings.WEAVIATE_COLLECTION = TEST_COLLECTION
    if not settings.WEAVIATE_URL:
        settings.WEAVIATE_EMBEDDED_PORT = TEST_HTTP_PORT
        settings.WEAVIATE_EMBEDDED_GRPC_PORT = TEST_GRPC_PORT
        settings.WEAVIATE_DATA_DIR = Path(settings.DATA_DIR) / "weaviate-test"
    store_module.reset_store()
    store = store_module.get_store()  # starts embedded Weaviate in this process if needed
    yield store
    store_module.reset_store()


@pytest.fixture
def chunk_store(weaviate_server):
    """An empty chunk collection for each test (database rows roll back; Weaviate objects do not)."""
    client = store_module.get_store()._client
    if client.collections.exists(TEST_COLLECTION):
        client.collections.delete(TEST_COLLECTION)
    store_module.forget_store()  # the cached store believes the collection exists
    store = store_module.get_store()
    yield store


def _test_database_url() -> str:
    db = settings.DATABASES["default"]
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{db['NAME']}"
    auth = f"{db['USER']}:{db['PASSWORD']}@" if db.get("USER") else ""
    return f"postgres://{auth}{db.get('HOST') or '127.0.0.1'}:{db.get('PORT') or 5432}/{db['NAME']}"


@pytest.fixture(scope="session")
def fake_slack_api():
    """A fake Slack Web API for the session; this process and the worker talk to it (SLACK_API_URL)."""
    fake = FakeSlackAPI().start()
    settings.SLACK_BOT_TOKEN = "xoxb-test-token"
    settings.SLACK_SIGNING_SECRET = "test-signing-secret"
    settings.SLACK_APP_TOKEN = ""
    settings.SLACK_API_URL = fake.url
    yield fake
    fake.stop()


def worker_environment() -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SLACK_BOT_TOKEN=settings.SLACK_BOT_TOKEN,
        SLACK_SIGNING_SECRET=settings.SLACK_SIGNING_SECRET,
        SLACK_API_URL=settings.SLACK_API_URL,
        SLACK_ANSWER_TIMEOUT_SECONDS=str(settings.SLACK_ANSWER_TIMEOUT_SECONDS),
    )
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings",
        DATABASE_URL=_test_database_url(),
        CELERY_BROKER_URL=settings.CELERY_BROKER_URL,
        CITEWISE_DATA_DIR=str(settings.DATA_DIR),
        WEAVIATE_COLLECTION=settings.WEAVIATE_COLLECTION,
        WEAVIATE_EMBEDDED_PORT=str(settings.WEAVIATE_EMBEDDED_PORT),
        WEAVIATE_EMBEDDED_GRPC_PORT=str(settings.WEAVIATE_EMBEDDED_GRPC_PORT),
        OPENAI_API_KEY="",
    )
    return env


def _purge_broker() -> None:
    from config.celery import app

    app.control.purge()


class WorkerProcess:
    """A real `celery worker` subprocess; tests may kill and restart it."""

    def __init__(self, env: dict[str, str], log_path: Path) -> None:
        self.env = env
        self.log_path = log_path
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 60.0) -> None:
        offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        with open(self.log_path, "ab") as log:  # the child keeps its own copy of the descriptor
            self.process = self._spawn(log)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the Celery worker exited; see {self.log_path}")
            if b"ready." in self.log_path.read_bytes()[offset:]:
                return
            time.sleep(0.2)
        raise RuntimeError(f"the Celery worker did not become ready; see {self.log_path}")

    def _spawn(self, log) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--loglevel", "INFO",
             "--concurrency", "1", "--without-gossip", "--without-mingle", "-n", f"test-{os.getpid()}@%h"],
            cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT, preexec_fn=die_with_parent,
        )

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup, django_db_blocker, weaviate_server, fake_slack_api):
    """One real worker for the session, on the test database, the test Weaviate collection and the
    fake Slack Web API."""
    _purge_broker()
    worker = WorkerProcess(worker_environment(), Path(settings.DATA_DIR) / "test-worker.log")
    worker.start()
    yield worker
    worker.stop()


@pytest.fixture
def fake_openai(settings):
    """A fake OpenAI-compatible server; settings point the openai client at it for this test."""
    server = FakeOpenAI().start()
    settings.OPENAI_API_KEY = "test-key"
    settings.OPENAI_BASE_URL = server.url
    settings.OPENAI_MODEL = "fake-model"
    settings.OPENAI_TIMEOUT_SECONDS = 2.0
    settings.OPENAI_MAX_RETRIES = 2
    yield server
    server.stop()


@pytest.fixture
def sample_corpus(chunk_store, db):
    """The sample corpus ingested in this process (no worker), as the run command loads it."""
    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.sources import documents_in, source_register_path

    for path in documents_in([SAMPLES]).files:
        source, _ = source_register_path(path=path)
        source_ingest(source_id=source.pk)
    failed = list(Source.objects.exclude(status=Source.Status.READY).values_list("name", "error"))
    assert not failed, f"sample documents failed to ingest: {failed}"
    return chunk_store
