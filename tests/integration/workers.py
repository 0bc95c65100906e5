"""Celery workers the tests start, kill (the whole process group) and restart, and what they use."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from .conftest import ROOT, WorkerProcess


class KillableWorker(WorkerProcess):
    """A `celery worker` in its own process group (pool child and beat included), killed as a whole."""

    def __init__(self, env: dict[str, str], log_path: Path, *, beat: bool) -> None:
        super().__init__(env, log_path)
        self.beat = beat

    def _spawn(self, log) -> subprocess.Popen:
        command = [sys.executable, "-m", "celery", "-A", "config", "worker", "--loglevel", "INFO",
                   "--concurrency", "1", "--without-gossip", "--without-mingle",
                   "-n", f"reclaim-{uuid.uuid4().hex[:6]}@%h"]
        if self.beat:
            command += ["--beat", "--schedule", str(self.log_path.with_suffix(f".beat-{uuid.uuid4().hex[:6]}"))]
        return subprocess.Popen(command, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)

    def kill(self) -> None:
        """SIGKILL the parent and every child at once: nothing gets to clean up or requeue."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        deadline = time.monotonic() + 10
        while _group_alive(self.process.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _group_alive(self.process.pid), "a worker process survived SIGKILL of its group"
        self.process = None

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.kill()


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def task_send(broker: tuple[str, str], task: str, args: list, *, task_id: str | None = None) -> None:
    """Publish a task the way the product does, to this test's broker and queue."""
    from kombu import Connection

    from config.celery import app

    url, queue = broker
    with Connection(url) as connection:  # not the app's: its transport options are Redis's
        app.send_task(task, args=args, connection=connection, queue=queue, task_id=task_id)


def wait_until(condition, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
