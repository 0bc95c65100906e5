"""Healing: re-ingest the sources an index outage left partial or failed, once the index is healthy.

Ingestion marks such a source's error with ``INDEX_OUTAGE`` (a document that cannot be parsed is not
marked: re-ingesting it would fail again). The Celery beat task ``heal_sources`` (every
``CITEWISE_HEAL_INTERVAL_SECONDS``), a worker when it starts, and ``manage.py heal`` all go through
``sources_heal_plan``: nothing is re-ingested while any shard replica is still down, because the
write would leave the same gap again (with replication factor 1) or pass for complete while a replica
is missing it.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from .index_layout import LayoutError
from .ingest import INDEX_OUTAGE
from .models import Source
from .store import StoreUnavailable, get_store

logger = logging.getLogger(__name__)

HEALABLE = (Source.Status.PARTIAL, Source.Status.FAILED)


@dataclass(frozen=True)
class HealPlan:
    source_ids: tuple[int, ...] = ()
    waiting: int = 0  # sources that need healing but wait for the index
    blocked: str = ""  # why they wait


def sources_outage_left():
    """Sources an index outage left partial or failed."""
    return Source.objects.filter(status__in=HEALABLE, error__startswith=INDEX_OUTAGE)


def sources_heal_plan(*, force: bool = False) -> HealPlan:
    """Which sources to re-ingest now, claimed (set to pending) so that a second run skips them.

    ``force`` skips the health check (an operator who knows better, or a cluster whose status cannot
    be read)."""
    waiting = sources_outage_left().count()
    if not waiting:
        return HealPlan()
    if not force:
        blocked = _index_not_ready()
        if blocked:
            logger.info("sources.heal_waiting sources=%s reason=%s", waiting, blocked)
            return HealPlan(waiting=waiting, blocked=blocked)
    claimed = []
    for pk in sources_outage_left().values_list("pk", flat=True):
        # One conditional update per source: two heal runs at once never ingest a source twice.
        if sources_outage_left().filter(pk=pk).update(status=Source.Status.PENDING, attempts=0):
            claimed.append(pk)
    logger.info("sources.heal sources=%s", claimed)
    return HealPlan(source_ids=tuple(claimed))


def _index_not_ready() -> str:
    try:
        health = get_store().health()
    except (StoreUnavailable, LayoutError) as exc:
        return str(exc)
    if not health.checked:
        return health.reason or "the cluster's status could not be read"
    if not health.fully_replicated:
        return health.reason
    return ""
