"""Nothing stays stuck: the whole worker (parent, pool child and beat, SIGKILL) dies in the middle of a
question or an ingestion, a new worker starts, and the work ends answered / ready, or failed with a
clear message — exactly once, within the bound (lease + reclaim interval, plus starting the worker).

Both brokers: Redis (production, CI) and kombu's SQLAlchemy transport on a SQLite file (the run
command's default), which never redelivers a message its consumer died with. The work is caught in the
middle by a real mechanism: the fake OpenAI server holds the reply the worker waits for. These workers
read their own queue (and SQLite broker file) so that the suite's shared worker never takes their tasks.
"""
from __future__ import annotations

import re
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings

from answering.models import Question
from answering.reclaim import WORKER_LOST
from answering.services import question_submit
from bot.app import slack_reset
from bot.models import SlackDelivery
from retrieval.ingest import source_ingest
from retrieval.models import Source
from retrieval.reclaim import WORKER_LOST as INGESTION_LOST
from retrieval.sources import source_register_path
from tests.fakes.openai_server import FakeOpenAI, Reply
from verification.models import VerifiedAnswer

from .conftest import SAMPLES, worker_environment
from .slack.conftest import SlackSender, mention, text_of, thread_posts
from .workers import KillableWorker, task_send, wait_until

LEASE_SECONDS = 4
RECLAIM_INTERVAL_SECONDS = 2
# Killing, the lease running out, the next reclaim, a new worker loading Kiwi, and answering again.
BOUND_SECONDS = 120
HELD = 600  # seconds the fake server holds a reply: the worker is always killed long before

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(params=["redis", "sqlite"])
def broker(request, tmp_path) -> tuple[str, str]:
    """(broker URL, queue) of one transport, used by nothing else in the suite."""
    queue = f"reclaim-{uuid.uuid4().hex[:8]}"
    if request.param == "redis":
        assert settings.CELERY_BROKER_URL.startswith("redis://"), "the tests run with a Redis broker"
        return settings.CELERY_BROKER_URL, queue
    return f"sqla+sqlite:///{Path(settings.DATA_DIR) / f'test-broker-{queue}.sqlite3'}", queue


@pytest.fixture
def fake_model():
    server = FakeOpenAI().start()
    yield server
    server.stop()


@pytest.fixture
def workers(broker, fake_model, weaviate_server, fake_slack_api):
    """Start workers on ``broker`` with short leases; every one started is killed at the end."""
    url, queue = broker
    env = worker_environment()
    env.update(
        CELERY_BROKER_URL=url, CELERY_QUEUE=queue,
        OPENAI_API_KEY="test-key", OPENAI_BASE_URL=fake_model.url, OPENAI_MODEL="fake-model",
        OPENAI_TIMEOUT_SECONDS=str(HELD * 2), OPENAI_MAX_RETRIES="0",
        CITEWISE_LEASE_SECONDS=str(LEASE_SECONDS), CITEWISE_HEAL_INTERVAL_SECONDS="0",
    )
    started: list[KillableWorker] = []

    def start(*, beat: bool = True, embeddings: bool = False) -> KillableWorker:
        worker_env = dict(env, CITEWISE_RECLAIM_INTERVAL_SECONDS=str(RECLAIM_INTERVAL_SECONDS if beat else 0),
                          OPENAI_EMBEDDING_MODEL="fake-embedding" if embeddings else "")
        worker = KillableWorker(worker_env, Path(settings.DATA_DIR) / f"test-{queue}.log", beat=beat)
        worker.start(timeout=90)
        started.append(worker)
        return worker

    yield start
    for worker in started:
        worker.stop()


def _answer_citing_the_leave_rule(body: dict) -> str:
    prompt = body["messages"][-1]["content"]
    if "Sources:" not in prompt:
        return '{"verdicts": []}'  # the LLM judge: nothing to add
    blocks = re.split(r"\n(?=\[†\d+\] )", prompt)
    number = next(int(re.match(r"\[†(\d+)\]", b.strip()).group(1)) for b in blocks
                  if b.strip().startswith("[†") and "2년을 초과할 수 없다" in b)
    return f"일반휴학은 재학 중 통산하여 2년을 초과할 수 없습니다[†{number}]."


def _writing_calls(fake: FakeOpenAI) -> int:
    return sum(1 for body in fake.calls("/chat/completions") if "Sources:" in body["messages"][-1]["content"])


@pytest.fixture
def regulations(chunk_store):
    """학칙 indexed (BM25; the workers below search without embeddings)."""
    source, _ = source_register_path(path=SAMPLES / "regulations" / "학칙.pdf")
    assert source_ingest(source_id=source.pk).status == Source.Status.READY
    return source


def test_a_question_whose_worker_is_killed_is_answered_exactly_once(regulations, workers, broker, fake_model):
    fake_model.chat_handler = _answer_citing_the_leave_rule
    fake_model.queue("chat", Reply(delay=HELD))  # the first run waits for the model until it is killed
    worker = workers(beat=True)
    question = question_submit(text="휴학은 최대 몇 년까지 할 수 있나요?", origin=Question.Origin.API)

    task_send(broker, "answering.tasks.answer_question", [question.pk])
    wait_until(lambda: _writing_calls(fake_model) == 1, 60, "the worker to ask the model")
    question.refresh_from_db()
    assert question.status == Question.Status.ANSWERING
    dead_run = question.run_id
    worker.kill()
    killed_at = time.monotonic()

    workers(beat=True)
    wait_until(lambda: Question.objects.get(pk=question.pk).status in (Question.Status.ANSWERED, Question.Status.FAILED),
           BOUND_SECONDS, "the question to be answered")
    took = time.monotonic() - killed_at

    question.refresh_from_db()
    assert question.status == Question.Status.ANSWERED, question.error
    assert question.attempts == 2 and question.run_id != dead_run
    assert question.task_name == "answering.tasks.answer_question"
    assert "2년" in question.answer.corrected_answer and question.answer.references
    assert VerifiedAnswer.objects.filter(question_text=question.text).count() == 1
    assert _writing_calls(fake_model) == 2
    print(f"\nanswered {took:.1f} s after the worker was killed (lease {LEASE_SECONDS} s)")

    # The dead run's message delivered late (Redis does after its visibility timeout): no second answer.
    task_send(broker, "answering.tasks.answer_question", [question.pk], task_id=dead_run)
    wait_until(lambda: f"[{dead_run}] succeeded" in _log(worker), 60, "the late message to be handled")
    assert VerifiedAnswer.objects.filter(question_text=question.text).count() == 1
    assert Question.objects.get(pk=question.pk).answer_id == question.answer_id
    assert _writing_calls(fake_model) == 2


@pytest.mark.parametrize("broker", ["redis"], indirect=True)  # this process enqueues on the app's broker
def test_a_slack_question_whose_worker_is_killed_is_posted_exactly_once(regulations, workers, broker, fake_model,
                                                                        fake_slack_api):
    """Re-run through the Slack bot's own task (it posts the answer), not the plain answering task."""
    from config.celery import app

    fake_slack_api.reset()
    slack_reset()
    fake_model.chat_handler = _answer_citing_the_leave_rule
    fake_model.queue("chat", Reply(delay=HELD))
    worker = workers(beat=True)
    event = mention("휴학은 최대 몇 년까지 할 수 있나요?", channel="C0RECLAIM")
    default_queue = app.conf.task_default_queue
    app.conf.task_default_queue = broker[1]  # the bot's .delay() lands on this test's queue
    try:
        assert SlackSender().event(event)[0].status_code == 200
    finally:
        app.conf.task_default_queue = default_queue
    wait_until(lambda: _writing_calls(fake_model) == 1, 60, "the worker to ask the model")
    question = SlackDelivery.objects.get(message_ts=event["ts"]).question
    assert question.task_name == "bot.tasks.slack_answer"
    worker.kill()

    workers(beat=True)
    answer, references = thread_posts(fake_slack_api, "C0RECLAIM", event["ts"], count=2, timeout=BOUND_SECONDS)
    assert "2년" in text_of(answer)
    time.sleep(3)  # anything posted twice would be posted by now
    assert len(fake_slack_api.posts("C0RECLAIM")) == 2  # one answer, one references message
    question.refresh_from_db()
    assert question.status == Question.Status.ANSWERED and question.attempts == 2
    assert VerifiedAnswer.objects.filter(question_text=question.text).count() == 1


@pytest.mark.parametrize("broker", ["sqlite"], indirect=True)  # the run command's broker; Redis: see above
def test_a_question_whose_worker_dies_twice_fails_with_a_clear_message(regulations, workers, broker, fake_model):
    """No beat here: the reclaim a starting worker runs does it (the lease has run out by then)."""
    fake_model.chat_handler = _answer_citing_the_leave_rule
    fake_model.queue("chat", Reply(delay=HELD), Reply(delay=HELD))
    question = question_submit(text="휴학은 최대 몇 년까지 할 수 있나요?", origin=Question.Origin.API)
    worker = workers(beat=False)
    task_send(broker, "answering.tasks.answer_question", [question.pk])

    for runs in (1, 2):
        wait_until(lambda runs=runs: _writing_calls(fake_model) == runs, BOUND_SECONDS, f"run {runs} to ask the model")
        worker.kill()
        time.sleep(LEASE_SECONDS + 1)  # the lease runs out before the next worker starts
        worker = workers(beat=False)

    failed = wait_until(lambda: Question.objects.filter(pk=question.pk, status=Question.Status.FAILED).first(),
                    BOUND_SECONDS, "the question to be given up")
    assert failed.error.startswith(WORKER_LOST) and "Please ask again" in failed.error
    assert failed.attempts == 2 and failed.answer_id is None
    assert VerifiedAnswer.objects.filter(question_text=question.text).count() == 0
    assert _writing_calls(fake_model) == 2  # not a third run


def _long_document(path: Path, sections: int = 150) -> Path:
    lines = ["# 설비 점검 규정", ""]
    for n in range(1, sections + 1):
        lines += [f"## 제{n}조(점검 항목 {n})", ""]
        lines += [f"점검 항목 {n}의 {k}번째 기준은 압력 {n * 7 + k} kPa 이하, 온도 {n + k}도 이하로 유지하는 것이다."
                  for k in range(1, 15)]
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def test_an_ingestion_whose_worker_is_killed_ends_ready(chunk_store, workers, broker, fake_model, tmp_path):
    source, _ = source_register_path(path=_long_document(tmp_path / "점검_규정.md"))
    # The chunks are embedded 96 at a time; the worker is killed while it waits for the fourth batch.
    fake_model.queue("embeddings", Reply(), Reply(), Reply(), Reply(delay=HELD))
    worker = workers(beat=True, embeddings=True)

    task_send(broker, "retrieval.tasks.ingest_source", [source.pk])
    wait_until(lambda: len(fake_model.calls("/embeddings")) >= 4, 90, "the worker to be in the middle of the document")
    source.refresh_from_db()
    assert source.status == Source.Status.INGESTING and source.chunk_count > 200
    worker.kill()

    workers(beat=True, embeddings=True)
    done = wait_until(lambda: Source.objects.filter(pk=source.pk).exclude(
        status__in=(Source.Status.PENDING, Source.Status.INGESTING)).first(), BOUND_SECONDS, "the ingestion to end")
    assert done.status == Source.Status.READY, done.error
    assert done.attempts == 2
    assert chunk_store.count(done.pk) == done.chunk_count  # every chunk once, none left over


@pytest.mark.parametrize("broker", ["sqlite"], indirect=True)
def test_an_ingestion_that_kills_its_worker_twice_fails_clearly(chunk_store, workers, broker, fake_model, tmp_path):
    source, _ = source_register_path(path=_long_document(tmp_path / "점검_규정.md"))
    fake_model.queue("embeddings", Reply(delay=HELD))
    worker = workers(beat=True, embeddings=True)
    task_send(broker, "retrieval.tasks.ingest_source", [source.pk])

    for calls in (1, 2):
        wait_until(lambda calls=calls: len(fake_model.calls("/embeddings")) == calls, BOUND_SECONDS,
               f"run {calls} to embed")
        if calls == 1:
            fake_model.queue("embeddings", Reply(delay=HELD))
        worker.kill()
        worker = workers(beat=True, embeddings=True)

    done = wait_until(lambda: Source.objects.filter(pk=source.pk, status=Source.Status.FAILED).first(),
                  BOUND_SECONDS, "the source to be given up")
    assert done.error == INGESTION_LOST
    assert chunk_store.count(done.pk) == 0  # nothing half-ingested stays in the index
    assert len(fake_model.calls("/embeddings")) == 2


def _log(worker: KillableWorker) -> str:
    return worker.log_path.read_text(errors="replace")
