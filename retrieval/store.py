"""The Weaviate adapter: the only module that talks to Weaviate.

It owns the chunk collection's schema and cluster layout, writes chunks in batches with deterministic
ids, deletes a source's chunks, runs hybrid / BM25 / exact-metadata queries, and says whether the
index was complete when it answered (``health``). Everything it returns is a plain dataclass, so the
rest of Citewise (and its tests) never handle weaviate-client objects.

Every request goes through a ``NodePool`` (retrieval/weaviate_nodes.py): bounded attempts, failover
between the nodes ``WEAVIATE_URL`` names, retries for a cluster's transient windows, errors without
document text. The layout and completeness rules live in retrieval/index_layout.py.
"""
from __future__ import annotations

import atexit
import logging
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from django.conf import settings

from .index_layout import (
    IndexHealth,
    Layout,
    LayoutError,
    consistency_level,
    health_from_nodes,
    layout_configs,
    layout_mismatch,
    layout_of,
    layout_wanted,
)
from .store_records import (
    RETURNED,
    ChunkRecord,
    ImportReport,
    SearchHit,
    chunk_uuid,
    hit_from_object,
    object_properties,
    returned_only,
    scope_filter,
    short_error,
)
from .tokens import INDEX_VERSION
from .weaviate_connect import embedded_config, new_pool
from .weaviate_nodes import MISSING_COLLECTION, NodePool, StoreUnavailable, error_summary

__all__ = ["ChunkRecord", "ChunkStore", "ImportReport", "IndexHealth", "SearchHit", "StoreUnavailable",
           "chunk_uuid", "embedded_config", "forget_store", "get_store", "reset_store"]

logger = logging.getLogger(__name__)
T = TypeVar("T")

# The cluster-status check after a search: short, because a frozen peer makes it hang until the
# cluster declares that peer dead (~10 s), and a search that succeeded meanwhile did reach every shard
# (see ChunkStore.health). Normally it takes 2-3 ms.
HEALTH_TIMEOUT_SECONDS = 1.0
# Batch errors of single objects that mean "the shard's node could not be reached", not "this object is
# invalid": those objects are retried, and a source left with them is healed later (ingest.py).
_VERSION_PREFIX = "Citewise chunks, index version "
_UNREACHABLE_OBJECT = re.compile(
    r"connection refused|dial tcp|deadline exceeded|context canceled|unavailable|no such host|i/o timeout|"
    r"\bEOF\b|broken pipe|connection reset|not enough replicas|consistency level|leader|resolve node name|"
    r"no (?:write |read )?replica|shard \S+ (?:not found|not ready|unloaded)|read-?only",
    re.IGNORECASE,
)


class ChunkStore:
    def __init__(self, pool: NodePool, collection_name: str, *, embedded: bool = False) -> None:
        self._pool = pool
        self.name = collection_name
        self._embedded = embedded
        self._layout: Layout | None = None
        self._last_health: IndexHealth | None = None

    @property
    def _client(self):
        """The client of the node requests go to now (maintenance and tests; queries use _run)."""
        return self._pool.client()

    def _run(self, action: str, fn: Callable[[Any], T], *, slow: bool = False, redact: Iterable[str] = ()) -> T:
        try:
            return self._pool.call(fn, action=action, slow=slow, redact=redact)
        except StoreUnavailable as exc:
            if MISSING_COLLECTION.search(exc.error):
                forget_store()  # dropped by another process: the next get_store() checks the schema again
            raise

    def _use(self, client, *, read: bool = False):
        return client.collections.use(self.name).with_consistency_level(consistency_level(read=read))

    # --- schema and layout ------------------------------------------------------------------------
    def ensure_collection(self) -> None:
        """Create the collection with the configured layout unless it exists; warn if its layout differs."""

        def ensure(client) -> bool:
            if client.collections.exists(self.name):
                return False
            try:
                self._create_collection(client, self._layout_wanted(client))
            except LayoutError:
                raise
            except Exception:
                # Another process (worker, web, CLI) may have created it a moment ago.
                if not client.collections.exists(self.name):
                    raise
            return True

        try:
            created = self._run("ensure_collection", ensure, slow=True)
        except LayoutError as exc:
            raise StoreUnavailable(f"Cannot create the collection {self.name}: {exc}", error=str(exc)) from exc
        current = self.layout(refresh=True)
        if created:
            logger.info("weaviate.collection_created name=%s layout=%s", self.name, current.describe())
        else:
            self._warn_layout_mismatch(current)

    def _layout_wanted(self, client) -> Layout:
        return layout_wanted(node_count=1 if self._embedded else len(client.cluster.nodes()))

    def layout_wanted(self) -> Layout:
        """The layout the settings ask for on this cluster (raises LayoutError for a bad setting)."""
        return self._run("cluster_nodes", self._layout_wanted)

    def layout(self, *, refresh: bool = False) -> Layout:
        """The existing collection's replication factor and shard count."""
        if self._layout is None or refresh:
            self._layout = layout_of(self._run("collection_config", lambda c: c.collections.use(self.name).config.get()))
        return self._layout

    def layout_mismatch(self) -> str:
        """Empty when the collection has the layout the settings ask for; otherwise what differs."""
        return layout_mismatch(collection=self.name, current=self.layout(refresh=True), wanted=self.layout_wanted())

    def _warn_layout_mismatch(self, current: Layout) -> None:
        try:
            message = layout_mismatch(collection=self.name, current=current, wanted=self.layout_wanted())
        except (LayoutError, StoreUnavailable) as exc:
            message = str(exc)
        if message:
            logger.warning("weaviate.layout_mismatch %s", message)

    def _create_collection(self, client, layout: Layout) -> None:
        from weaviate.classes.config import Configure, DataType, Property, Tokenization

        field_tok = Tokenization.FIELD
        client.collections.create(
            self.name,
            description=f"{_VERSION_PREFIX}{INDEX_VERSION}",
            # Vectors come from our own embedding adapter (or none: BM25 only). 8-bit rotational
            # quantization: at 100k chunks it cut hybrid p95 by ~10 ms and Weaviate's memory by half
            # (benchmarks/bench_query.py); WEAVIATE_QUANTIZER=none keeps full vectors.
            vector_config=Configure.Vectors.self_provided(
                quantizer=Configure.VectorIndex.Quantizer.rq(bits=8)
                if settings.WEAVIATE_QUANTIZER == "rq8" else None
            ),
            inverted_index_config=Configure.inverted_index(
                bm25_b=settings.CITEWISE_BM25_B, bm25_k1=settings.CITEWISE_BM25_K1
            ),
            **layout_configs(layout),
            properties=[
                Property(name="source_id", data_type=DataType.INT),
                *[returned_only(name, DataType.TEXT) for name in ("source_name", "file", "article_title",
                                                                     "section")],
                returned_only("page", DataType.INT),
                Property(name="chunk_index", data_type=DataType.INT),
                # Original text: returned, not searched (its Korean words carry particles).
                returned_only("text", DataType.TEXT),
                # Kiwi morphemes and stems joined by spaces: the BM25 field (see retrieval/tokens.py).
                Property(name="search_text", data_type=DataType.TEXT, tokenization=Tokenization.WHITESPACE,
                         index_filterable=False),
                # Exact-match metadata: filtered on, never ranked by BM25.
                *[Property(name=name, data_type=kind, tokenization=field_tok, index_searchable=False)
                  for name, kind in (("regulation", DataType.TEXT), ("article", DataType.TEXT),
                                     ("paragraphs", DataType.TEXT_ARRAY), ("error_codes", DataType.TEXT_ARRAY),
                                     ("language", DataType.TEXT))],
            ],
        )

    def index_version(self) -> int | None:
        """The index version the collection was built with (None: built before versions were stamped)."""
        description = self._run(
            "collection_config", lambda c: c.collections.use(self.name).config.get()
        ).description or ""
        if description.startswith(_VERSION_PREFIX) and description[len(_VERSION_PREFIX):].isdigit():
            return int(description[len(_VERSION_PREFIX):])
        return None

    def is_stale(self) -> bool:
        """Whether the collection was built by a Citewise whose tokens differ from this one's."""
        return self.index_version() != INDEX_VERSION

    def rebuild(self) -> None:
        """Drop the collection and everything in it, and create it again with the current settings
        (schema and layout). Callers check ``layout_mismatch`` first: this changes the layout."""

        def rebuild(client) -> None:
            if client.collections.exists(self.name):
                client.collections.delete(self.name)

        try:
            wanted = self.layout_wanted()
        except LayoutError as exc:
            raise StoreUnavailable(f"Cannot create the collection {self.name}: {exc}", error=str(exc)) from exc
        self._run("drop_collection", rebuild, slow=True)
        self._layout = None
        self.ensure_collection()  # tolerates another process creating it (with this same schema) first
        logger.info("weaviate.collection_rebuilt name=%s layout=%s", self.name, wanted.describe())

    # --- health -----------------------------------------------------------------------------------
    def health(self) -> IndexHealth:
        """Whether every shard of the index has a replica on a node that answers.

        Called right after a search, on the node that served it: Weaviate leaves out the shards of a
        node that memberlist has declared dead, and that node is then missing here too. If this check
        fails or times out (a peer is unreachable but still a member), the search that just succeeded
        did reach every shard (it would have failed otherwise), so the result counts as complete.
        """
        if self._embedded:
            return IndexHealth()  # one node: a search that answered saw everything
        node = self._pool.preferred()
        try:
            layout = self.layout()
            nodes = self._pool.call_once(
                node, lambda c: c.cluster.nodes(self.name, output="verbose"), timeout=HEALTH_TIMEOUT_SECONDS
            )
        except Exception as exc:  # any failure: unknown, reported as such
            summary = error_summary(exc)
            logger.warning("weaviate.health_unknown node=%s error=%s", node.name, summary)
            return IndexHealth(checked=False, reason=f"cluster status unavailable: {summary}")
        health = health_from_nodes(nodes, layout=layout)
        self._log_health_change(health)
        return health

    def _log_health_change(self, health: IndexHealth) -> None:
        before, self._last_health = self._last_health, health
        if before is not None and (before.complete, before.replicas_missing) == (health.complete, health.replicas_missing):
            return
        if health.degraded:
            logger.error("weaviate.index_incomplete %s", health.reason)
        elif health.replicas_missing:
            logger.warning("weaviate.replicas_down %s", health.reason)
        elif before is not None:
            logger.info("weaviate.index_complete nodes=%s", ",".join(health.nodes))

    # --- writes ---------------------------------------------------------------------------------
    def upsert(
        self, records: Sequence[ChunkRecord], vectors: Sequence[Sequence[float]] | None = None
    ) -> ImportReport:
        """Write records in one gRPC batch call; returns how many were written and why any failed.

        ``insert_many`` is synchronous: the client's background batcher adds about a second of polling
        per batch on exit, which dominated ingestion time. Objects the cluster could not place (their
        shard's node is down) are retried within WEAVIATE_RETRY_SECONDS; what still fails is reported.
        """
        from weaviate.classes.data import DataObject

        pending = {
            i: DataObject(
                properties=object_properties(rec),
                uuid=chunk_uuid(rec.source_id, rec.chunk.index),
                vector=list(vectors[i]) if vectors is not None else None,
            )
            for i, rec in enumerate(records)
        }
        invalid: dict[int, str] = {}
        deadline = time.monotonic() + self._pool.retry_seconds
        backoff = 0.25
        while True:
            order = sorted(pending)
            batch = [pending[i] for i in order]
            errors = self._run("upsert", lambda c, batch=batch: _insert(self._use(c), batch), slow=True)
            unreachable: dict[int, str] = {}
            for k, message in errors.items():
                (unreachable if _UNREACHABLE_OBJECT.search(message) else invalid)[order[k]] = message
            if not unreachable or time.monotonic() + backoff > deadline:
                break
            logger.warning("weaviate.upsert_retry objects=%s of=%s error=%s", len(unreachable), len(records),
                           short_error(next(iter(unreachable.values()))))
            time.sleep(backoff)
            backoff = min(backoff * 2, 2.0)
            pending = {i: pending[i] for i in unreachable}
        errors = {**invalid, **unreachable}
        failed = tuple(
            f"chunk {records[i].chunk.index} (page {records[i].chunk.page}): {short_error(message)}"
            for i, message in sorted(errors.items())
        )
        return ImportReport(written=len(records) - len(failed), failed=failed, unavailable=len(unreachable))

    def delete_source(self, source_id: int, *, keep_below: int | None = None) -> int:
        """Delete a source's chunks (or only those with chunk_index >= keep_below)."""
        from weaviate.classes.query import Filter

        where = Filter.by_property("source_id").equal(source_id)
        if keep_below is not None:
            where = where & Filter.by_property("chunk_index").greater_or_equal(keep_below)

        def delete(client) -> int:
            deleted = 0
            while True:  # one call deletes at most QUERY_MAXIMUM_RESULTS (10,000 by default) objects
                result = self._use(client).data.delete_many(where=where)
                deleted += int(result.successful)
                if not result.matches or not result.successful:
                    return deleted

        return self._run("delete_source", delete, slow=True)

    def count(self, source_id: int | None = None) -> int:
        from weaviate.classes.query import Filter

        where = None if source_id is None else Filter.by_property("source_id").equal(source_id)
        return self._run("count", lambda c: int(
            self._use(c, read=True).aggregate.over_all(filters=where, total_count=True).total_count
        ))

    # --- reads ----------------------------------------------------------------------------------
    def search(
        self,
        tokens: str,
        *,
        source_ids: Iterable[int],
        limit: int,
        vector: Sequence[float] | None = None,
        alpha: float = 0.5,
        hidden_ids: Iterable[int] | None = None,
    ) -> list[SearchHit]:
        """Hybrid search when a query vector is given, BM25 on the morpheme field otherwise.

        ``source_ids`` are the sources the asker may see; ``hidden_ids``, when given, are all the
        others (see ``scope_filter``)."""
        from weaviate.classes.query import MetadataQuery

        ids = list(source_ids)
        if not ids or not tokens.strip():
            return []
        where = scope_filter(ids, hidden_ids)

        def query(client):
            collection = self._use(client, read=True)
            if vector is not None:
                return collection.query.hybrid(
                    query=tokens, vector=list(vector), alpha=alpha, query_properties=["search_text"],
                    filters=where, limit=limit, return_properties=RETURNED,
                    return_metadata=MetadataQuery(score=True),
                )
            return collection.query.bm25(
                query=tokens, query_properties=["search_text"], filters=where, limit=limit,
                return_properties=RETURNED, return_metadata=MetadataQuery(score=True),
            )

        response = self._run("search", query, redact=tokens.split())
        return [hit_from_object(o) for o in response.objects]

    def lookup(
        self,
        *,
        source_ids: Iterable[int],
        error_codes: Sequence[str] = (),
        articles: Sequence[str] = (),
        limit: int = 5,
        hidden_ids: Iterable[int] | None = None,
    ) -> list[SearchHit]:
        """Chunks whose metadata holds one of the given error codes or articles, exactly."""
        from weaviate.classes.query import Filter

        ids = list(source_ids)
        conditions = []
        if error_codes:
            conditions.append(Filter.by_property("error_codes").contains_any(list(error_codes)))
        if articles:
            conditions.append(Filter.by_property("article").contains_any(list(articles)))
        if not ids or not conditions:
            return []
        scope = scope_filter(ids, hidden_ids)
        where = Filter.any_of(conditions) if scope is None else scope & Filter.any_of(conditions)
        response = self._run(
            "lookup",
            lambda c: self._use(c, read=True).query.fetch_objects(
                filters=where, limit=limit, return_properties=RETURNED
            ),
            redact=[*error_codes, *articles],
        )
        return [hit_from_object(o, exact=True) for o in response.objects]


def _insert(collection, batch) -> dict[int, str]:
    """insert_many, returning each failed object's error by its index in ``batch``."""
    from weaviate.exceptions import WeaviateInsertManyAllFailedError

    try:
        result = collection.data.insert_many(batch)
    except WeaviateInsertManyAllFailedError as exc:
        # Raised instead of a result when no object was written: the same error for each of them.
        return dict.fromkeys(range(len(batch)), str(exc))
    return {index: error.message or "" for index, error in result.errors.items()}


# --- connection -----------------------------------------------------------------------------------
_lock = threading.Lock()
_pool: NodePool | None = None
_store: ChunkStore | None = None


def get_store() -> ChunkStore:
    """The process-wide store, connecting (or starting embedded Weaviate) on first use.

    The store is cached once its collection is known to exist: checking the schema on every call cost
    round trips per question (and goes through the Raft leader on a cluster). A request that finds the
    collection gone drops the cache, so the next call checks (and creates) it again.
    """
    global _pool, _store
    with _lock:
        if _store is not None:
            return _store
        if _pool is None:
            _pool = new_pool()
            atexit.register(reset_store)
        store = ChunkStore(_pool, settings.WEAVIATE_COLLECTION, embedded=not settings.WEAVIATE_URL)
        store.ensure_collection()
        _store = store
        return store


def forget_store() -> None:
    """Drop the cached store (not the connections): the next get_store() checks the schema again."""
    global _store
    _store = None


def reset_store() -> None:
    """Close every connection (stopping an embedded server this process started); tests and the
    weaviate command use this, and it runs at exit."""
    global _pool, _store
    with _lock:
        _store = None
        pool, _pool = _pool, None
        if pool is not None:
            pool.close()
