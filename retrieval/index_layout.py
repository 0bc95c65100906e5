"""The chunk collection on a cluster: its layout (replication factor, shards), the consistency level,
and whether a search saw the whole index.

Layout. ``WEAVIATE_REPLICATION_FACTOR`` ("auto": 1 for embedded Weaviate, otherwise min(3, nodes in the
cluster)) and ``WEAVIATE_SHARDS`` (1) apply when the collection is created. Writes wait for
``WEAVIATE_CONSISTENCY`` replicas (QUORUM), searches for ``WEAVIATE_READ_CONSISTENCY`` (ONE, Weaviate's
own default for searches: at QUORUM the coordinator also checks other replicas, and one frozen replica
then stalls every search until the cluster declares it dead, ~10 s measured; async replication brings
a replica that missed writes up to date). Weaviate cannot raise a
collection's factor in place, so an existing collection keeps its layout; ``layout_mismatch`` says
when it differs from the settings and ``manage.py reindex`` refuses to change it silently.

One shard by default: BM25 scores use per-shard statistics (IDF, average length), so the same question
ranks differently on one shard and on three (benchmarks/bench_retrieval_quality.py --cluster measures
it). Replication gives every node the whole shard, which is what survives a lost node; more shards
only pay once one node can no longer hold or search the index fast enough.

Completeness. When a node dies, Weaviate searches the shards it still has a live replica of and says
nothing about the others: with replication factor 1 a search quietly covers two thirds of the index.
``health_from_nodes`` compares the shards that answering nodes hold with the collection's shard count.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings

CONSISTENCY_LEVELS = ("ONE", "QUORUM", "ALL")
AUTO_MAX_FACTOR = 3


class LayoutError(ValueError):
    """A cluster setting has a value Weaviate cannot use; the message names the setting."""


@dataclass(frozen=True)
class Layout:
    replication_factor: int
    shards: int

    def describe(self) -> str:
        return (f"replication factor {self.replication_factor}, "
                f"{self.shards} shard{'s' if self.shards != 1 else ''}")


def layout_wanted(*, node_count: int) -> Layout:
    """The layout the settings ask for, on a cluster of ``node_count`` nodes."""
    raw = str(settings.WEAVIATE_REPLICATION_FACTOR).strip().lower()
    if raw in ("", "auto"):
        factor = 1 if not settings.WEAVIATE_URL else max(1, min(AUTO_MAX_FACTOR, node_count))
    else:
        try:
            factor = int(raw)
        except ValueError:
            raise LayoutError(f"WEAVIATE_REPLICATION_FACTOR must be a number or 'auto', not {raw!r}") from None
        if factor < 1:
            raise LayoutError("WEAVIATE_REPLICATION_FACTOR must be at least 1")
        if node_count and factor > node_count:
            raise LayoutError(
                f"WEAVIATE_REPLICATION_FACTOR={factor} needs {factor} nodes; the cluster has {node_count}"
            )
    if settings.WEAVIATE_SHARDS < 1:
        raise LayoutError("WEAVIATE_SHARDS must be at least 1")
    return Layout(replication_factor=factor, shards=settings.WEAVIATE_SHARDS)


def consistency_level(*, read: bool = False):
    """The client's ConsistencyLevel for writes (WEAVIATE_CONSISTENCY) or searches
    (WEAVIATE_READ_CONSISTENCY)."""
    from weaviate.classes.config import ConsistencyLevel

    name = "WEAVIATE_READ_CONSISTENCY" if read else "WEAVIATE_CONSISTENCY"
    raw = str(getattr(settings, name)).strip().upper()
    if raw not in CONSISTENCY_LEVELS:
        raise LayoutError(f"{name} must be one of {', '.join(CONSISTENCY_LEVELS)}, not {raw!r}")
    return ConsistencyLevel[raw]


def layout_configs(layout: Layout) -> dict:
    """Keyword arguments for ``collections.create``."""
    from weaviate.classes.config import Configure, ReplicationDeletionStrategy

    return {
        # Async replication repairs a replica that missed writes while its node was down; when replicas
        # disagree about a deleted chunk, the newer of the delete and the write wins.
        "replication_config": Configure.replication(
            factor=layout.replication_factor,
            async_enabled=layout.replication_factor > 1,
            deletion_strategy=ReplicationDeletionStrategy.TIME_BASED_RESOLUTION,
        ),
        "sharding_config": Configure.sharding(desired_count=layout.shards),
    }


def layout_of(config) -> Layout:
    """The layout of an existing collection (from ``collection.config.get()``)."""
    sharding = config.sharding_config
    shards = (sharding.actual_count or sharding.desired_count) if sharding is not None else 1
    return Layout(replication_factor=int(config.replication_config.factor or 1), shards=int(shards or 1))


def layout_mismatch(*, collection: str, current: Layout, wanted: Layout) -> str:
    """Empty when they agree; otherwise what differs and the safe way out."""
    if current == wanted:
        return ""
    keep = [f"WEAVIATE_REPLICATION_FACTOR={current.replication_factor}", f"WEAVIATE_SHARDS={current.shards}"]
    return (
        f"The collection {collection} has {current.describe()}; the settings ask for {wanted.describe()}. "
        "Weaviate applies these only to a new collection. To keep the current layout set "
        f"{' and '.join(keep)}; to change it run `manage.py reindex --new-layout` (drops and rebuilds the index)."
    )


# --- completeness -----------------------------------------------------------------------------------
SERVING = ("HEALTHY", "UNHEALTHY")  # UNHEALTHY: a peer is missing, this node still serves its shards


@dataclass(frozen=True)
class IndexHealth:
    """What the last search could see. ``complete``: every shard had a live replica."""

    complete: bool = True
    shards: int = 0
    shards_missing: int = 0
    replicas_missing: int = 0
    nodes: tuple[str, ...] = ()
    checked: bool = True
    reason: str = ""

    @property
    def degraded(self) -> bool:
        return not self.complete

    @property
    def fully_replicated(self) -> bool:
        """Every replica of every shard is up: safe to write without leaving a gap to heal."""
        return self.checked and self.complete and self.replicas_missing == 0


def health_from_nodes(nodes: Iterable, *, layout: Layout) -> IndexHealth:
    """Completeness from ``cluster.nodes(collection, output="verbose")``: nodes a dead peer has left."""
    serving = [n for n in nodes if str(getattr(n, "status", "")).upper() in SERVING]
    held: dict[str, int] = {}
    for node in serving:
        for shard in getattr(node, "shards", None) or ():
            held[shard.name] = held.get(shard.name, 0) + 1
    missing = max(0, layout.shards - len(held))
    replicas = sum(min(count, layout.replication_factor) for count in held.values())
    replicas_missing = max(0, layout.shards * layout.replication_factor - replicas)
    names = tuple(sorted(n.name for n in serving))
    reason = ""
    if missing:
        reason = (f"{missing} of {layout.shards} shards of the index are on nodes that are down "
                  f"(answering: {', '.join(names) or 'none'})")
    elif replicas_missing:
        reason = (f"{replicas_missing} of {layout.shards * layout.replication_factor} shard replicas are on "
                  f"nodes that are down; replication keeps every document searchable")
    return IndexHealth(complete=not missing, shards=layout.shards, shards_missing=missing,
                       replicas_missing=replicas_missing, nodes=names, reason=reason)
