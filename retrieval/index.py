"""Index service: rebuild the Weaviate collection and ingest every source again.

For upgrades that change what is indexed — the BM25 tokens or code forms (``tokens.INDEX_VERSION``),
the collection's schema (``WEAVIATE_QUANTIZER``, ``CITEWISE_BM25_B``/``_K1``) — which Weaviate only
applies to a new collection. Sources are hidden from answers until each is ready again.

The cluster layout is not changed by accident: a collection whose replication factor or shard count
differs from the settings is only rebuilt with ``new_layout`` (Weaviate cannot change either in place,
so this is the one way to change them, and the way to lose replication by mistake).
"""
from __future__ import annotations

from dataclasses import dataclass

from .index_layout import Layout, LayoutError
from .ingest import source_file
from .models import Source
from .sources import source_queue_ingest
from .store import StoreUnavailable, get_store

BUSY = (Source.Status.PENDING, Source.Status.INGESTING)


class RebuildRefused(RuntimeError):
    """The index was not touched; the message says why and what to do."""


def index_is_stale() -> bool:
    """Whether the collection was built by a Citewise whose tokens differ from this one's."""
    return get_store().is_stale()


@dataclass(frozen=True)
class Rebuilt:
    source_ids: list[int]
    layout_before: Layout
    layout: Layout


def index_rebuild(*, force: bool = False, queue: bool = True, new_layout: bool = False) -> Rebuilt:
    """Drop the collection, create it with the current schema and have every source ingested again;
    returns the source ids, in order, and the layout before and after. With ``queue=False`` the caller
    ingests them itself.

    Refuses (``RebuildRefused``, nothing changed) while a source is queued or ingesting, or when a
    source's file is missing, unless ``force``; and when the collection's cluster layout differs from
    the settings, unless ``new_layout``. If the rebuild fails and the old collection survived, the
    sources get their statuses back; if it is gone, they are marked failed with what to do.
    """
    sources = Source.objects.all()
    if not force:
        _refuse_if_unsafe(sources)
    try:
        store = get_store()
        layout_before = store.layout(refresh=True)
        mismatch = store.layout_mismatch()
    except (StoreUnavailable, LayoutError) as exc:
        raise RebuildRefused(f"{exc}. Nothing changed.") from exc
    if mismatch and not new_layout:
        raise RebuildRefused(f"{mismatch} Nothing changed.")
    before = dict(sources.values_list("pk", "status"))
    ids = sorted(before)
    Source.objects.filter(pk__in=ids).update(status=Source.Status.PENDING, chunks_done=0, pages_done=0)
    try:
        store.rebuild()
    except StoreUnavailable as exc:
        _after_failed_rebuild(store, before)
        raise RebuildRefused(f"The collection was not rebuilt: {exc}") from exc
    if queue:
        source_queue_ingest(source_ids=ids)
    return Rebuilt(source_ids=ids, layout_before=layout_before, layout=store.layout())


def _refuse_if_unsafe(sources) -> None:
    busy = list(sources.filter(status__in=BUSY).values_list("name", flat=True))
    if busy:
        # A queued or running ingestion would write into the collection while it is dropped, and
        # queueing it again would ingest it twice.
        raise RebuildRefused(
            f"Still queued or ingesting: {', '.join(busy[:5])}. Re-run when they have finished "
            "(--force if they are stuck)."
        )
    missing = [s.name for s in sources if not source_file(s).exists()]
    if missing:
        raise RebuildRefused(
            f"The file of {len(missing)} source(s) is not on this machine: {', '.join(missing[:5])}. "
            "Restore the files or delete those sources first (--force ingests the rest and marks "
            "these failed)."
        )


def _after_failed_rebuild(store, before: dict[int, str]) -> None:
    """Put the statuses back if the old collection survived; otherwise say the sources are gone."""
    try:
        intact = store.count() > 0
    except StoreUnavailable:
        intact = False
    if intact:
        for pk, status in before.items():
            Source.objects.filter(pk=pk).update(status=status)
        return
    Source.objects.filter(pk__in=before).update(
        status=Source.Status.FAILED,
        error="The search index was dropped by reindex and could not be rebuilt; run reindex again.",
    )
