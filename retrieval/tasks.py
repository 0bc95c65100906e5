"""Celery tasks for ingestion. Thin: load by id, call one service.

Ingesting a large document takes minutes, so its limits are their own settings
(``CITEWISE_INGEST_SOFT_TIME_LIMIT`` / ``CITEWISE_INGEST_TIME_LIMIT``), not the answer-sized defaults.
"""
from __future__ import annotations

from celery import shared_task
from django.conf import settings

from .ingest import source_ingest


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    soft_time_limit=settings.CITEWISE_INGEST_SOFT_TIME_LIMIT,
    time_limit=settings.CITEWISE_INGEST_TIME_LIMIT,
)
def ingest_source(source_id: int) -> str:
    """Ingest one Source; returns its final status (the Source records errors and progress)."""
    return source_ingest(source_id=source_id).status
