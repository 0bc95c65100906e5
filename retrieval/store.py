"""The Weaviate adapter: the only module that talks to Weaviate.

It owns the chunk collection's schema, writes chunks in batches with deterministic ids, deletes a
source's chunks, and runs hybrid / BM25 / exact-metadata queries. Everything it returns is a plain
dataclass, so the rest of Citewise (and its tests) never handle weaviate-client objects.
"""
from __future__ import annotations

import atexit
import functools
import logging
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from django.conf import settings

from .chunking import Chunk
from .tokens import INDEX_VERSION
from .weaviate_embedded import EmbeddedConfig, is_listening, start_embedded

logger = logging.getLogger(__name__)


class StoreUnavailable(RuntimeError):
    """Weaviate cannot be reached or refused the request; the message says which and where."""


@dataclass(frozen=True)
class ChunkRecord:
    """A chunk as stored: the parsed chunk, the source it belongs to, and its BM25 field."""

    source_id: int
    source_name: str
    file: str
    chunk: Chunk
    search_text: str


@dataclass(frozen=True)
class SearchHit:
    uuid: str
    source_id: int
    source_name: str
    file: str
    page: int
    chunk_index: int
    text: str
    regulation: str = ""
    article: str = ""
    article_title: str = ""
    section: str = ""
    error_codes: tuple[str, ...] = ()
    score: float = 0.0
    exact: bool = False


@dataclass(frozen=True)
class ImportReport:
    written: int
    failed: tuple[str, ...] = field(default_factory=tuple)


def chunk_uuid(source_id: int, chunk_index: int) -> str:
    """Deterministic object id: re-ingesting a source overwrites its chunks instead of adding."""
    from weaviate.util import generate_uuid5

    return str(generate_uuid5(f"citewise:{source_id}:{chunk_index}"))


def _guarded(method):
    """Turn Weaviate failures into StoreUnavailable (one error type for callers) and drop the cache."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        from weaviate.exceptions import WeaviateBaseError

        try:
            return method(self, *args, **kwargs)
        except (WeaviateBaseError, OSError) as exc:
            forget_store()
            raise StoreUnavailable(f"Weaviate request failed ({_where()}): {exc}") from exc

    return wrapper


_VERSION_PREFIX = "Citewise chunks, index version "
_RETURNED = [
    "source_id", "source_name", "file", "page", "chunk_index", "text", "regulation", "article",
    "article_title", "section", "error_codes",
]


class ChunkStore:
    def __init__(self, client, collection_name: str) -> None:
        self._client = client
        self.name = collection_name

    # --- schema ---------------------------------------------------------------------------------
    def ensure_collection(self) -> None:
        if self._client.collections.exists(self.name):
            return
        try:
            self._create_collection()
        except Exception:
            # Another process (worker, web, CLI) may have created it a moment ago.
            if not self._client.collections.exists(self.name):
                raise

    def _create_collection(self) -> None:
        from weaviate.classes.config import Configure, DataType, Property, Tokenization

        field_tok = Tokenization.FIELD
        self._client.collections.create(
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
            properties=[
                Property(name="source_id", data_type=DataType.INT),
                *[_returned_only(name, DataType.TEXT) for name in ("source_name", "file", "article_title",
                                                                     "section")],
                _returned_only("page", DataType.INT),
                Property(name="chunk_index", data_type=DataType.INT),
                # Original text: returned, not searched (its Korean words carry particles).
                _returned_only("text", DataType.TEXT),
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

    @_guarded
    def index_version(self) -> int | None:
        """The index version the collection was built with (None: built before versions were stamped)."""
        description = self._collection.config.get().description or ""
        if description.startswith(_VERSION_PREFIX) and description[len(_VERSION_PREFIX):].isdigit():
            return int(description[len(_VERSION_PREFIX):])
        return None

    def is_stale(self) -> bool:
        """Whether the collection was built by a Citewise whose tokens differ from this one's."""
        return self.index_version() != INDEX_VERSION

    @_guarded
    def rebuild(self) -> None:
        """Drop the collection and everything in it, and create it again with the current schema."""
        if self._client.collections.exists(self.name):
            self._client.collections.delete(self.name)
        self.ensure_collection()  # tolerates another process creating it (with this same schema) first

    @property
    def _collection(self):
        return self._client.collections.use(self.name)

    # --- writes ---------------------------------------------------------------------------------
    @_guarded
    def upsert(
        self, records: Sequence[ChunkRecord], vectors: Sequence[Sequence[float]] | None = None
    ) -> ImportReport:
        """Write records in one gRPC batch call; returns how many were written and why any failed.

        ``insert_many`` is synchronous: the client's background batcher adds about a second of polling
        per batch on exit, which dominated ingestion time.
        """
        from weaviate.classes.data import DataObject

        objects = [
            DataObject(
                properties=_properties(rec),
                uuid=chunk_uuid(rec.source_id, rec.chunk.index),
                vector=list(vectors[i]) if vectors is not None else None,
            )
            for i, rec in enumerate(records)
        ]
        result = self._collection.data.insert_many(objects)
        failed = tuple(
            f"chunk {records[index].chunk.index} (page {records[index].chunk.page}): {error.message}"
            for index, error in sorted(result.errors.items())
        )
        return ImportReport(written=len(records) - len(failed), failed=failed)

    @_guarded
    def delete_source(self, source_id: int, *, keep_below: int | None = None) -> int:
        """Delete a source's chunks (or only those with chunk_index >= keep_below)."""
        from weaviate.classes.query import Filter

        where = Filter.by_property("source_id").equal(source_id)
        if keep_below is not None:
            where = where & Filter.by_property("chunk_index").greater_or_equal(keep_below)
        deleted = 0
        while True:  # one call deletes at most QUERY_MAXIMUM_RESULTS (10,000 by default) objects
            result = self._collection.data.delete_many(where=where)
            deleted += int(result.successful)
            if not result.matches or not result.successful:
                return deleted

    @_guarded
    def count(self, source_id: int | None = None) -> int:
        from weaviate.classes.query import Filter

        where = None if source_id is None else Filter.by_property("source_id").equal(source_id)
        return int(self._collection.aggregate.over_all(filters=where, total_count=True).total_count)

    # --- reads ----------------------------------------------------------------------------------
    @_guarded
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
        others (see ``_scope``)."""
        from weaviate.classes.query import MetadataQuery

        ids = list(source_ids)
        if not ids or not tokens.strip():
            return []
        where = _scope(ids, hidden_ids)
        if vector is not None:
            response = self._collection.query.hybrid(
                query=tokens, vector=list(vector), alpha=alpha, query_properties=["search_text"],
                filters=where, limit=limit, return_properties=_RETURNED,
                return_metadata=MetadataQuery(score=True),
            )
        else:
            response = self._collection.query.bm25(
                query=tokens, query_properties=["search_text"], filters=where, limit=limit,
                return_properties=_RETURNED, return_metadata=MetadataQuery(score=True),
            )
        return [_hit(o) for o in response.objects]

    @_guarded
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
        scope = _scope(ids, hidden_ids)
        where = Filter.any_of(conditions) if scope is None else scope & Filter.any_of(conditions)
        response = self._collection.query.fetch_objects(
            filters=where, limit=limit, return_properties=_RETURNED
        )
        return [_hit(o, exact=True) for o in response.objects]


def _scope(visible: list[int], hidden: Iterable[int] | None):
    """The filter that keeps only visible sources' chunks, in its cheapest form.

    A long ``contains_any`` list costs ~15 ms per query at 100k chunks, so when the caller also gives
    the hidden sources and they are fewer, exclude those instead (no filter at all when none is
    hidden). Every chunk belongs to a Source row: ingestion failures and deletions remove chunks
    first, so excluding the hidden ones leaves exactly the visible ones.
    """
    from weaviate.classes.query import Filter

    if hidden is not None:
        hidden = list(hidden)
        if not hidden:
            return None
        if len(hidden) < len(visible):
            return Filter.by_property("source_id").contains_none(hidden)
    return Filter.by_property("source_id").contains_any(visible)


def _returned_only(name: str, kind):
    """A property only returned with results: no inverted index (halves Weaviate's write CPU)."""
    from weaviate.classes.config import DataType, Property

    searchable = {"index_searchable": False} if kind == DataType.TEXT else {}
    return Property(name=name, data_type=kind, index_filterable=False, **searchable)


def _properties(rec: ChunkRecord) -> dict:
    c = rec.chunk
    return {
        "source_id": rec.source_id,
        "source_name": rec.source_name,
        "file": rec.file,
        "page": c.page,
        "chunk_index": c.index,
        "text": c.text,
        "search_text": rec.search_text,
        "regulation": c.regulation,
        "article": c.article,
        "article_title": c.article_title,
        "paragraphs": list(c.paragraphs),
        "section": c.section,
        "error_codes": list(c.error_codes),
        "language": c.language,
    }


def _hit(obj, *, exact: bool = False) -> SearchHit:
    p = obj.properties
    score = getattr(obj.metadata, "score", None) if obj.metadata is not None else None
    return SearchHit(
        uuid=str(obj.uuid),
        source_id=int(p.get("source_id") or 0),
        source_name=p.get("source_name") or "",
        file=p.get("file") or "",
        page=int(p.get("page") or 0),
        chunk_index=int(p.get("chunk_index") or 0),
        text=p.get("text") or "",
        regulation=p.get("regulation") or "",
        article=p.get("article") or "",
        article_title=p.get("article_title") or "",
        section=p.get("section") or "",
        error_codes=tuple(p.get("error_codes") or ()),
        score=float(score) if score is not None else 0.0,
        exact=exact,
    )


# --- connection -----------------------------------------------------------------------------------
_client_lock = threading.Lock()
_client = None
_store: ChunkStore | None = None


def _connect():
    import weaviate
    from weaviate.classes.init import AdditionalConfig, Auth, Timeout

    timeout = settings.WEAVIATE_TIMEOUT_SECONDS
    extra = AdditionalConfig(timeout=Timeout(init=min(timeout, 10), query=timeout, insert=timeout * 3))
    if settings.WEAVIATE_URL:
        from urllib.parse import urlparse

        url = urlparse(settings.WEAVIATE_URL)
        secure = url.scheme == "https"
        return weaviate.connect_to_custom(
            http_host=url.hostname, http_port=url.port or (443 if secure else 80), http_secure=secure,
            grpc_host=url.hostname, grpc_port=settings.WEAVIATE_GRPC_PORT, grpc_secure=secure,
            auth_credentials=Auth.api_key(settings.WEAVIATE_API_KEY) if settings.WEAVIATE_API_KEY else None,
            additional_config=extra,
        )
    cfg = embedded_config()
    if is_listening("127.0.0.1", cfg.port):
        # Another Citewise process (the run command's `manage.py weaviate`) already serves it.
        return weaviate.connect_to_local(
            host="127.0.0.1", port=cfg.port, grpc_port=cfg.grpc_port, additional_config=extra
        )
    logger.info("weaviate.embedded.start port=%s data=%s", cfg.port, cfg.data_dir)
    return start_embedded(cfg)


def embedded_config() -> EmbeddedConfig:
    return EmbeddedConfig(
        port=settings.WEAVIATE_EMBEDDED_PORT,
        grpc_port=settings.WEAVIATE_EMBEDDED_GRPC_PORT,
        data_dir=settings.WEAVIATE_DATA_DIR,
        binary_dir=settings.WEAVIATE_BINARY_DIR,
    )


def get_store() -> ChunkStore:
    """The process-wide store, connecting (or starting embedded Weaviate) on first use.

    The store is cached once its collection is known to exist: checking readiness and the schema on
    every call cost two round trips (~5 ms) per question. A failed request drops the cache (see
    ``_guarded``), so the next call checks the connection again.
    """
    global _client, _store
    with _client_lock:
        if _store is not None:
            return _store
        if _client is not None and not _safe_ready(_client):
            _close_client()
        if _client is None:
            try:
                _client = _connect()
            except Exception as exc:  # the client raises several unrelated types here
                raise StoreUnavailable(f"Weaviate is not reachable ({_where()}): {exc}") from exc
            atexit.register(_close_client)
        store = ChunkStore(_client, settings.WEAVIATE_COLLECTION)
        try:
            store.ensure_collection()
        except Exception as exc:
            raise StoreUnavailable(f"Weaviate refused the schema request ({_where()}): {exc}") from exc
        _store = store
        return store


def _safe_ready(client) -> bool:
    try:
        return bool(client.is_ready())
    except Exception:  # a dead connection may raise instead of answering False
        return False


def forget_store() -> None:
    """Drop the cached store (not the connection): the next get_store() checks again."""
    global _store
    _store = None


def _where() -> str:
    if settings.WEAVIATE_URL:
        return settings.WEAVIATE_URL
    return f"embedded on 127.0.0.1:{settings.WEAVIATE_EMBEDDED_PORT}"


def _close_client() -> None:
    global _client, _store
    _store = None
    if _client is not None:
        try:
            _client.close()
        except Exception:  # closing a dead connection must not mask the real error
            logger.debug("weaviate.close_failed", exc_info=True)
        _client = None


def reset_store() -> None:
    """Drop the cached connection (tests and the weaviate command use this)."""
    with _client_lock:
        _close_client()
