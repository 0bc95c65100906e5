"""Celery tasks for ingestion. Thin: load by id, call one service."""
from __future__ import annotations

from celery import shared_task

from .ingest import source_ingest


@shared_task(acks_late=True, reject_on_worker_lost=True, soft_time_limit=1800, time_limit=1900)
def ingest_source(source_id: int) -> str:
    """Ingest one Source; returns its final status (the Source records errors and progress)."""
    return source_ingest(source_id=source_id).status
