"""The run command supervises, and embedded Weaviate is one server that dies with its owner.

- A component of the run command that dies is named with the last lines of its log; the others are
  stopped, the command exits non-zero, and nothing it started keeps running.
- A Weaviate started by a process dies with it, even when that process is SIGKILLed.
- The Celery worker never starts a Weaviate of its own: without the shared one it says to start it.
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from django.conf import settings

from answering.models import Question
from answering.services import question_submit
from retrieval.models import Source
from retrieval.weaviate_embedded import is_listening

from .conftest import ROOT, worker_environment
from .workers import KillableWorker, task_send, wait_until


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _embedded_env(data_dir: Path) -> dict[str, str]:
    """The run command's environment on its own defaults (SQLite, the SQLite broker) in ``data_dir``."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DATABASE_URL", "CELERY_BROKER_URL", "CELERY_QUEUE", "WEAVIATE_URL", "OPENAI_API_KEY")}
    env.update(CITEWISE_DATA_DIR=str(data_dir), PORT=str(_free_port()),
               WEAVIATE_EMBEDDED_PORT=str(_free_port()), WEAVIATE_EMBEDDED_GRPC_PORT=str(_free_port()))
    return env


def _processes_of(data_dir: Path) -> list[int]:
    """Every live process started with this data directory in its environment (children inherit it)."""
    marker = f"CITEWISE_DATA_DIR={data_dir}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker in (entry / "environ").read_bytes().split(b"\0") and \
                    (entry / "stat").read_text().split()[2] != "Z":
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def test_a_weaviate_started_by_a_command_dies_with_it_even_when_killed(tmp_path):
    env = _embedded_env(tmp_path)
    port = int(env["WEAVIATE_EMBEDDED_PORT"])
    command = subprocess.Popen([sys.executable, "manage.py", "weaviate"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        line = command.stdout.readline().decode()
        assert f"Embedded Weaviate 1.37.12 on 127.0.0.1:{port}" in line, line
        server = int(re.search(r"pid (\d+)", line).group(1))
        assert is_listening("127.0.0.1", port)

        command.kill()  # SIGKILL: no chance to stop the server itself
        command.wait()

        wait_until(lambda: not _alive(server), 30, "the orphaned server to stop")
        assert not is_listening("127.0.0.1", port)
    finally:
        if command.poll() is None:
            command.kill()


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


@pytest.mark.django_db(transaction=True)
def test_the_worker_never_starts_a_weaviate_of_its_own(weaviate_server, tmp_path):
    Source.objects.create(name="학칙", status=Source.Status.READY)  # something to search
    queue = f"shared-only-{uuid.uuid4().hex[:8]}"
    port = _free_port()  # nothing listens here: no shared server
    env = worker_environment()
    env.update(CELERY_QUEUE=queue, WEAVIATE_EMBEDDED_PORT=str(port), WEAVIATE_EMBEDDED_GRPC_PORT=str(_free_port()),
               WEAVIATE_DATA_DIR=str(tmp_path / "weaviate"), CITEWISE_RECLAIM_INTERVAL_SECONDS="0")
    worker = KillableWorker(env, Path(settings.DATA_DIR) / f"test-{queue}.log", beat=False)
    worker.start(timeout=90)
    try:
        question = question_submit(text="휴학은 최대 몇 년까지 할 수 있나요?", origin=Question.Origin.API)
        task_send((settings.CELERY_BROKER_URL, queue), "answering.tasks.answer_question", [question.pk])

        failed = wait_until(lambda: Question.objects.filter(pk=question.pk, status=Question.Status.FAILED).first(),
                            60, "the question to fail")
        assert "document index is unavailable" in failed.error
        assert f"Embedded Weaviate is not running on 127.0.0.1:{port}" in failed.error_detail
        assert "start it with `python manage.py weaviate`" in failed.error_detail
        assert "The Celery worker uses the shared server" in failed.error_detail
        assert not is_listening("127.0.0.1", port)
        assert not (tmp_path / "weaviate").exists()  # no server ever started on that data directory
    finally:
        worker.stop()


@pytest.mark.parametrize("command, name, log, rest", [
    ("manage.py weaviate", "embedded Weaviate (manage.py weaviate)", "weaviate.log",
     "stopping the Celery worker; the web server"),
    # Killed outright, the worker leaves its pool processes behind: they are stopped with it.
    ("celery -A config worker", "the Celery worker", "worker.log",
     "stopping embedded Weaviate (manage.py weaviate); the web server"),
])
def test_the_run_command_names_a_component_that_died_and_stops_the_rest(tmp_path, command, name, log, rest):
    env = _embedded_env(tmp_path)
    run = subprocess.Popen(["bash", "scripts/run.sh"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, start_new_session=True)
    output: list[str] = []
    try:
        for raw in run.stdout:
            output.append(raw.decode(errors="replace"))
            if "console: http://127.0.0.1:" in output[-1] or run.poll() is not None:
                break
        assert any("console:" in line for line in output), "".join(output)
        component = _pid_of(tmp_path, command)
        assert command != "celery -A config worker" or _children_of(component), "the worker has no pool processes"
        tail = (tmp_path / "logs" / log).read_text().strip().splitlines()[-1]

        os.kill(component, signal.SIGKILL)
        remaining, _ = run.communicate(timeout=90)
        output.append(remaining.decode(errors="replace"))
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
    text = "".join(output)

    assert run.returncode == 1
    assert f"{name} stopped (killed by SIGKILL)" in text
    assert f"Last lines of {tmp_path}/logs/{log}" in text
    assert tail in text  # the log's tail, printed
    assert rest in text
    wait_until(lambda: not _processes_of(tmp_path), 30, "every process the run command started to stop")


def _started(pid: int) -> float:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])  # starttime
    except OSError:
        return float("inf")


def _children_of(pid: int) -> list[int]:
    return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def _pid_of(data_dir: Path, needle: str) -> int:
    """The first-started process running ``needle`` (a parent before the children it forked)."""
    for pid in sorted(_processes_of(data_dir), key=_started):
        try:
            if needle in Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode():
                return pid
        except OSError:
            continue
    raise AssertionError(f"no process running {needle!r}")
