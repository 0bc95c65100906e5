"""Ingestion: parse, chunk, tokenize, embed and index one Source (registering and queueing sources is
``retrieval.sources``).

A source is searchable only once it is ready (or partial); while it is ingesting, or after it failed,
search never returns its chunks, and a failed ingestion deletes whatever was written. A source left
partial or failed because the index could not be reached says so first in its error
(``INDEX_OUTAGE``); retrieval/healing.py re-ingests those once the index is healthy again. Progress (pages
and chunks done) is saved on the Source so the command's progress bar and the console can show it.
"""
from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from django.conf import settings
from django.utils import timezone

from .chunking import chunk_document
from .leases import current_run, lease_claim
from .models import Source
from .parsing import ParseError, parse_file
from .store import ChunkRecord, ImportReport, StoreUnavailable, get_store
from .tokens import index_texts

logger = logging.getLogger(__name__)

BATCH_SIZE = 200

Progress = Callable[[Source], None]

# The start of a Source's error when an index outage (not the document) made it partial or failed.
INDEX_OUTAGE = "The search index could not be reached"
_HEAL_HINT = ("It is retried automatically once the index is healthy again "
              "(or now: `manage.py heal`).")


def source_ingest(*, source_id: int, progress: Progress | None = None) -> Source:
    """Parse, chunk and index one source. Never raises for bad documents: the Source says what failed.

    The run claims the source first (retrieval/leases.py): while a live run ingests it, another (a
    duplicate or late-redelivered message) leaves it alone; a run whose worker died is re-run by
    retrieval/reclaim.py."""
    source = Source.objects.get(pk=source_id)
    lease = lease_claim(model=Source, pk=source_id, run=current_run(), status=Source.Status.INGESTING,
                        error="", warnings="", pages_done=0, chunks_done=0)
    if lease is None:
        logger.info("source.ingest_skipped id=%s: another run is ingesting it", source_id)
        return source
    source.refresh_from_db()
    try:
        return _ingest(source, progress)
    except Source.DoesNotExist:
        # Deleted while ingesting: remove what this run wrote after source_delete cleaned up.
        try:
            get_store().delete_source(source_id)
        except StoreUnavailable:
            logger.warning("source.orphans_left id=%s", source_id)  # hidden anyway: no Source row
        raise
    except Exception as exc:  # an embedding outage, a database error, a time limit …
        logger.exception("source.ingest_crashed id=%s", source.pk)
        return _fail(source, f"ingestion failed: {type(exc).__name__}: {exc}")
    finally:
        lease.end()


def _ingest(source: Source, progress: Progress | None) -> Source:
    try:
        document = parse_file(source_file(source), content_type=source.content_type or None)
    except ParseError as exc:
        return _fail(source, str(exc))
    except OSError as exc:
        return _fail(source, f"cannot read the file: {exc.strerror or exc}")

    chunks = chunk_document(
        document, size=settings.CITEWISE_CHUNK_SIZE, overlap=settings.CITEWISE_CHUNK_OVERLAP
    )
    if not source.name or source.name == Path(source.path).stem:
        source.name = (document.title or source.name)[: Source._meta.get_field("name").max_length]
    _set(
        source, language=document.language, pages=len(document.pages), chunk_count=len(chunks),
        warnings="\n".join(document.warnings), name=source.name,
    )
    if not chunks:
        return _fail(source, "no text to index: every page is empty")

    try:
        failures, unreachable = _write_chunks(source, chunks, progress)
        store = get_store()
        store.delete_source(source.pk, keep_below=len(chunks))  # chunks of an older, longer version
    except StoreUnavailable as exc:
        return _fail(source, f"{INDEX_OUTAGE}: {exc}. {_HEAL_HINT}")

    status = Source.Status.READY
    error = ""
    if failures:
        status = Source.Status.FAILED if len(failures) == len(chunks) else Source.Status.PARTIAL
        error = f"{len(failures)} of {len(chunks)} chunks were not indexed:\n" + "\n".join(failures[:20])
        if unreachable:
            error = (f"{INDEX_OUTAGE} for {unreachable} of {len(chunks)} chunks (their part of the index is "
                     f"on a node that is down). {_HEAL_HINT}\n{error}")
        if status == Source.Status.FAILED:
            return _fail(source, error)
    _set(source, status=status, error=error, ingested_at=timezone.now(), pages_done=len(document.pages))
    if progress:
        progress(source)
    logger.info("source.ingested id=%s chunks=%s status=%s", source.pk, len(chunks), status)
    return source


def _write_chunks(source: Source, chunks, progress: Progress | None) -> tuple[list[str], int]:
    """Write every chunk; returns the failed chunks' errors and how many failed for want of a node."""
    from generation.embeddings import embeddings_enabled, texts_embed

    store = get_store()
    failures: list[str] = []
    unreachable = 0
    written = None  # the batch being upserted: (future, chunks done, last page)
    # Batch k is written while batch k+1 is tokenized: Weaviate indexes in its own process, so the
    # two overlap instead of taking turns. Progress is saved from this thread only (it owns the DB
    # connection).
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="citewise-upsert") as writer:
        try:
            for start in range(0, len(chunks), BATCH_SIZE):
                batch = chunks[start : start + BATCH_SIZE]
                records = _records(source, batch)
                if written and written[0].done():
                    written[0].result()  # a failed write stops here, before paying for embeddings
                vectors = texts_embed([r.chunk.text for r in records]) if embeddings_enabled() else None
                if written:
                    report = _written(source, *written, progress)
                    failures, unreachable = failures + list(report.failed), unreachable + report.unavailable
                written = (writer.submit(store.upsert, records, vectors), start + len(batch),
                           max(c.page for c in batch))
            if written:
                report = _written(source, *written, progress)
                failures, unreachable = failures + list(report.failed), unreachable + report.unavailable
        except BaseException as exc:
            # The caller sees this exception; a different one from the writer would be lost.
            lost = written[0].exception() if written else None
            if lost is not None and lost is not exc:
                logger.error("ingest.write_failed source=%s: %s", source.pk, lost)
            raise
    return failures, unreachable


def _written(source: Source, upsert: Future, done: int, page: int, progress: Progress | None) -> ImportReport:
    report = upsert.result()  # re-raises StoreUnavailable from the writer thread
    _set(source, chunks_done=done, pages_done=page)
    if progress:
        progress(source)
    return report


def _records(source: Source, chunks) -> list[ChunkRecord]:
    # The file name too: "CR6_협동로봇_유지보수_매뉴얼.md" names the document in its own language.
    file_words = Path(source.filename).stem.replace("_", " ")
    tokens = index_texts(
        (" ".join(x for x in (source.name, file_words, c.article, c.article_title, c.section) if x), c.text)
        for c in chunks
    )
    return [
        ChunkRecord(source_id=source.pk, source_name=source.name, file=source.filename, chunk=c, search_text=t)
        for c, t in zip(chunks, tokens)
    ]


def source_file(source: Source) -> Path:
    """Where the source's document is on this machine (an upload's media file, or the ingested path)."""
    if source.file:
        return Path(source.file.path)
    return Path(source.path)


def source_fail(*, source: Source, message: str) -> Source:
    """Mark a source failed with ``message`` and remove whatever of it is in the index."""
    return _fail(source, message)


def _fail(source: Source, message: str) -> Source:
    # Nothing half-ingested stays searchable: remove what this attempt (or an older one) wrote.
    try:
        get_store().delete_source(source.pk)
    except StoreUnavailable:
        message += "\n(its old chunks could not be removed: Weaviate is unreachable; they stay hidden)"
    with contextlib.suppress(Source.DoesNotExist):  # deleted meanwhile; its chunks are gone above
        _set(source, status=Source.Status.FAILED, error=message)
    logger.warning("source.failed id=%s error=%s", source.pk, message.splitlines()[0])
    return source


def _set(source: Source, **fields) -> None:
    for key, value in fields.items():
        setattr(source, key, value)
    if not Source.objects.filter(pk=source.pk).exists():
        raise Source.DoesNotExist(f"source {source.pk} was deleted during ingestion")
    source.save(update_fields=[*fields, "updated_at"])
