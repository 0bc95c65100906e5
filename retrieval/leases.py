"""Leases: which run holds a question or an ingestion now, kept alive by a heartbeat while it lives.

A run (a Celery task, or a command working in its own process) claims its row — a ``Source`` here,
a ``Question`` in answering — with one conditional UPDATE that sets ``run_id``, ``lease_until`` and
``attempts + 1``. It succeeds only if no live run holds the row: the lease is free (NULL), has run out,
or belongs to this same run (Celery redelivers a message with its task id after losing the worker
child that ran it, and a retry keeps the id). While the run lasts, one heartbeat thread per process
pushes ``lease_until`` forward every quarter of ``CITEWISE_LEASE_SECONDS``; at the end the lease is
released (NULL).

A worker killed outright (SIGKILL, the out-of-memory killer, a lost machine) stops renewing, so its
leases run out; the reclaimers (``retrieval.reclaim``, ``answering.reclaim``) then re-run the work once
or fail it with a clear message. A live run keeps renewing, so its work is never taken from it; and
the pool's hard time limit ends a run that hangs, after which its lease runs out too.

The rows hold only ids and times: nothing here knows what a question or a source is.
"""
from __future__ import annotations

import logging
import os
import socket
import threading
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from celery.signals import task_postrun
from django.conf import settings
from django.db import DatabaseError, connections, models
from django.db.models import F, Q
from django.utils import timezone

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Run:
    """Who is doing a piece of work: a Celery task (its id, name and arguments) or this process."""

    id: str
    task_name: str = ""  # "" outside a Celery worker
    task_args: list = field(default_factory=list)
    task_kwargs: dict = field(default_factory=dict)


def current_run() -> Run:
    """The Celery task this code runs in (as the worker delivered it), or this process."""
    from celery._state import get_current_worker_task

    task = get_current_worker_task()
    if task is not None and task.request.id:
        return Run(id=task.request.id, task_name=task.name, task_args=list(task.request.args or ()),
                   task_kwargs=dict(task.request.kwargs or {}))
    return Run(id=f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}")


def lease_expiry(now: datetime | None = None) -> datetime:
    return (now or timezone.now()) + timedelta(seconds=settings.CITEWISE_LEASE_SECONDS)


@dataclass(frozen=True)
class Lease:
    """A claimed row; ``end()`` when the run is over."""

    model: type[models.Model]
    pk: int
    run: Run
    until_task_ends: bool = False

    @property
    def held(self) -> Q:
        """Filter for updates only the holder may make (a run that lost its lease changes nothing)."""
        return Q(pk=self.pk, run_id=self.run.id)

    def end(self) -> None:
        """Stop renewing and free the row, or leave that to the end of the Celery task (see lease_claim)."""
        if not (self.until_task_ends and self.run.task_name):
            _release(self.model, self.pk, self.run.id)


def lease_claim(*, model: type[models.Model], pk: int, run: Run, allowed: Q | None = None,
                until_task_ends: bool = False, **fields) -> Lease | None:
    """Claim row ``pk`` of ``model`` for ``run`` and set ``fields``, unless a live run holds it or it is
    not ``allowed``; None when not claimed. With ``until_task_ends`` inside a Celery task, the lease is
    held until the task ends, so whatever the task does after the service returns (posting the answer)
    is covered too."""
    now = timezone.now()
    free = Q(lease_until__isnull=True) | Q(lease_until__lt=now) | Q(run_id=run.id)
    rows = model.objects.filter(Q(pk=pk) & free & (allowed or Q()))
    if not rows.update(run_id=run.id, lease_until=lease_expiry(now), attempts=F("attempts") + 1, **fields):
        return None
    _heartbeat().hold(model, pk, run.id)
    lease = Lease(model, pk, run, until_task_ends)
    if until_task_ends and run.task_name:
        with _lock:
            _task_leases.setdefault(run.id, []).append((model, pk))
    return lease


def _release(model: type[models.Model], pk: int, run_id: str) -> None:
    _heartbeat().drop(model, pk)
    model.objects.filter(pk=pk, run_id=run_id).update(lease_until=None)


# --- the heartbeat ----------------------------------------------------------------------------------
_lock = threading.Lock()
_task_leases: dict[str, list[tuple[type[models.Model], int]]] = {}  # Celery task id → rows it holds


@task_postrun.connect
def _release_when_the_task_ends(task_id: str | None = None, **_) -> None:
    with _lock:
        held = _task_leases.pop(task_id or "", [])
    for model, pk in held:
        try:
            _release(model, pk, task_id)
        except DatabaseError:  # the lease then runs out on its own; the reclaimer finds nothing to do
            logger.exception("lease.release_failed model=%s id=%s", model._meta.label, pk)


class _Heartbeat:
    """One daemon thread per process renewing the leases this process holds."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self._held: dict[tuple[type[models.Model], int], str] = {}
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None

    def hold(self, model: type[models.Model], pk: int, run_id: str) -> None:
        with _lock:
            self._held[(model, pk)] = run_id
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="citewise-lease-heartbeat", daemon=True)
                self._thread.start()

    def drop(self, model: type[models.Model], pk: int) -> None:
        with _lock:
            self._held.pop((model, pk), None)

    def _run(self) -> None:
        while True:
            self._wake.wait(max(settings.CITEWISE_LEASE_SECONDS / 4, 0.5))
            with _lock:
                held = list(self._held.items())
            if not held:
                continue
            until = lease_expiry()
            for (model, pk), run_id in held:
                try:
                    renewed = model.objects.filter(pk=pk, run_id=run_id, lease_until__isnull=False).update(
                        lease_until=until)
                except DatabaseError as exc:  # a database blip: the next beat tries again
                    logger.warning("lease.renew_failed model=%s id=%s error=%s", model._meta.label, pk, exc)
                    continue
                if not renewed:
                    # Released meanwhile, or (after a long stall of this process) reclaimed by another run.
                    with _lock:
                        if self._held.get((model, pk)) == run_id:
                            del self._held[(model, pk)]
            connections.close_all()  # this thread's own connections; the next beat opens what it needs


_beat: _Heartbeat | None = None


def _heartbeat() -> _Heartbeat:
    global _beat
    if _beat is None or _beat.pid != os.getpid():  # a forked worker child starts its own thread
        _beat = _Heartbeat()
    return _beat
