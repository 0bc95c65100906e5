"""The plain records the Weaviate adapter returns, and how they map to and from Weaviate objects.

Kept apart from retrieval/store.py (which talks to Weaviate) so that both stay small; nothing here
does I/O.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .chunking import Chunk


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
    # How many of the failed chunks failed because part of the index could not be reached.
    unavailable: int = 0


def chunk_uuid(source_id: int, chunk_index: int) -> str:
    """Deterministic object id: re-ingesting a source overwrites its chunks instead of adding."""
    from weaviate.util import generate_uuid5

    return str(generate_uuid5(f"citewise:{source_id}:{chunk_index}"))


RETURNED = [
    "source_id", "source_name", "file", "page", "chunk_index", "text", "regulation", "article",
    "article_title", "section", "error_codes",
]


def short_error(message: str, limit: int = 200) -> str:
    """A batch error for the Source's error text: one line, capped (it may quote a property value)."""
    message = " ".join(str(message).split())
    return message if len(message) <= limit else message[: limit - 1] + "…"


def scope_filter(visible: list[int], hidden: Iterable[int] | None):
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


def returned_only(name: str, kind):
    """A property only returned with results: no inverted index (halves Weaviate's write CPU)."""
    from weaviate.classes.config import DataType, Property

    searchable = {"index_searchable": False} if kind == DataType.TEXT else {}
    return Property(name=name, data_type=kind, index_filterable=False, **searchable)


def object_properties(rec: ChunkRecord) -> dict:
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


def hit_from_object(obj, *, exact: bool = False) -> SearchHit:
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
