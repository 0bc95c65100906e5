"""Source services: every write to the document sources goes through here.

Registering a file on disk or an upload, queueing ingestion, enabling and deleting. The ingest and
reindex commands, the console's admin actions and the tests call these; nothing else writes a Source's
file, status or queue entry.
"""
from __future__ import annotations

import hashlib
import mimetypes
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.core.files.base import ContentFile
from django.db import transaction

from .models import Source
from .parsing import SUPPORTED_EXTENSIONS
from .store import get_store
from .tasks import ingest_source


def file_checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class FoundDocuments:
    files: list[Path]
    skipped: list[Path] = field(default_factory=list)  # files of a type Citewise cannot read


def documents_in(paths: Iterable[Path]) -> FoundDocuments:
    """The documents under ``paths`` (files, or folders read recursively), in a stable order.

    A file named explicitly is always tried (the parser explains a type it cannot read); inside a
    folder, files of unsupported types, hidden files and README.md are left out.
    """
    files: list[Path] = []
    skipped: list[Path] = []
    for path in paths:
        path = Path(path)
        if not path.exists():
            raise FileNotFoundError(f"No such file or folder: {path}")
        if not path.is_dir():
            files.append(path)
            continue
        for child in sorted(p for p in path.rglob("*") if p.is_file()):
            if child.suffix.lower() in SUPPORTED_EXTENSIONS:
                files.append(child)
            elif not child.name.startswith(".") and child.name != "README.md":
                skipped.append(child)
    return FoundDocuments(files, skipped)


def source_register_path(*, path: Path, channel_id: str = "") -> tuple[Source, bool]:
    """Find or create the Source for a file on disk; returns (source, changed).

    The same path maps to the same Source, so ingesting a folder twice re-uses its sources; ``changed``
    is False when the file's checksum matches a source that is already ready.
    """
    path = path.resolve()
    checksum = file_checksum(path.read_bytes())
    source = Source.objects.filter(path=str(path)).first()
    if source is None:
        source = Source(path=str(path), name=path.stem)
    changed = not (source.pk and source.checksum == checksum and source.status == Source.Status.READY)
    source.checksum = checksum
    source.content_type = mimetypes.guess_type(path.name)[0] or ""
    source.channel_id = channel_id or source.channel_id
    if changed:
        source.status = Source.Status.PENDING
        source.error = ""
        source.attempts = 0
    source.save()
    return source, changed


def upload_refusal(*, filename: str, size: int) -> str | None:
    """Why an upload cannot become a source (type or size), or None when it can (R11)."""
    suffix = Path(filename).suffix.lower()
    if suffix not in SUPPORTED_EXTENSIONS:
        return f"Unsupported file type {suffix or '(none)'}; supported: {' '.join(SUPPORTED_EXTENSIONS)}."
    if size > settings.CITEWISE_UPLOAD_MAX_BYTES:
        limit = settings.CITEWISE_UPLOAD_MAX_BYTES / (1024 * 1024)
        return f"The file is larger than the {limit:g} MB limit ({size / (1024 * 1024):.1f} MB)."
    if size == 0:
        return "The file is empty."
    return None


def source_register_upload(
    *, filename: str, data: bytes, name: str = "", channel_id: str = "", enabled: bool = True,
    source: Source | None = None,
) -> Source:
    """Store an uploaded document as a new pending Source, or as the new file of ``source``, and queue
    its ingestion (once the surrounding transaction commits)."""
    if source is None:
        source = Source()
    source.name = name or source.name or Path(filename).stem
    source.checksum = file_checksum(data)
    source.content_type = mimetypes.guess_type(filename)[0] or ""
    source.channel_id = channel_id
    source.enabled = enabled
    source.status = Source.Status.PENDING
    source.error = ""
    source.file.save(filename, ContentFile(data), save=False)
    source.save()
    source_queue_ingest(source_ids=[source.pk])
    return source


def source_queue_ingest(*, source_ids: Iterable[int]) -> list[int]:
    """Mark sources pending (hidden from answers until ready) and have the worker ingest each one once
    the current transaction commits. Returns the ids queued."""
    ids = list(dict.fromkeys(source_ids))
    Source.objects.filter(pk__in=ids).update(status=Source.Status.PENDING, chunks_done=0, pages_done=0, attempts=0)
    for pk in ids:
        transaction.on_commit(lambda pk=pk: ingest_source.delay(pk))
    return ids


def sources_set_enabled(*, source_ids: Iterable[int], enabled: bool) -> int:
    """Enable or disable sources for answers; returns how many changed."""
    return Source.objects.filter(pk__in=list(source_ids)).update(enabled=enabled)


def source_delete(*, source: Source) -> None:
    """Delete a source and its chunks (raises StoreUnavailable, deleting nothing, if Weaviate is down)."""
    get_store().delete_source(source.pk)
    if source.file:
        # Only once the row is really gone: a rolled-back delete must not lose the document.
        stored = source.file.storage, source.file.name
        transaction.on_commit(lambda: stored[0].delete(stored[1]))
    source.delete()
