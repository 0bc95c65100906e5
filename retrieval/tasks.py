"""Celery tasks for ingestion. Thin: load by id, call one service.

Ingesting a large document takes minutes, so its limits are their own settings
(``CITEWISE_INGEST_SOFT_TIME_LIMIT`` / ``CITEWISE_INGEST_TIME_LIMIT``), not the answer-sized defaults.
``heal_sources`` and ``reclaim_sources`` (re-run or fail ingestions whose worker died) run on Celery
beat (``CELERY_BEAT_SCHEDULE``) and once when a worker starts.
"""
from __future__ import annotations

from celery import shared_task
from celery.signals import worker_init, worker_ready
from django.conf import settings

from .healing import sources_heal_plan
from .ingest import source_ingest
from .reclaim import sources_reclaim
from .weaviate_connect import embedded_shared_only


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    soft_time_limit=settings.CITEWISE_INGEST_SOFT_TIME_LIMIT,
    time_limit=settings.CITEWISE_INGEST_TIME_LIMIT,
)
def ingest_source(source_id: int) -> str:
    """Ingest one Source; returns its final status (the Source records errors and progress)."""
    return source_ingest(source_id=source_id).status


@shared_task(acks_late=True, soft_time_limit=60, time_limit=90)
def heal_sources() -> list[int]:
    """Queue the sources an index outage left partial or failed, if the index is healthy again."""
    plan = sources_heal_plan()
    for source_id in plan.source_ids:
        ingest_source.delay(source_id)
    return list(plan.source_ids)


@shared_task(acks_late=True, soft_time_limit=60, time_limit=90)
def reclaim_sources() -> dict[str, list[int]]:
    """Queue again (or fail with a clear message) the sources whose ingestion died with its worker."""
    report = sources_reclaim()
    return {"rerun": report.rerun, "given_up": report.given_up}


@worker_init.connect
def _use_the_shared_weaviate(**_) -> None:
    # The worker connects to the embedded Weaviate `manage.py weaviate` runs and never starts its own.
    embedded_shared_only(process="the Celery worker")


@worker_ready.connect
def _heal_when_a_worker_starts(**_) -> None:
    # A worker that was down during an outage (or restarted after it) does not wait for beat; one
    # started after another died takes over what that one left at once.
    heal_sources.delay()
    reclaim_sources.delay()
