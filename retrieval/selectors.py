"""Reads of retrieval's records for other apps (the console, answering)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .ingest import source_file
from .models import Source


@dataclass(frozen=True)
class SourceDocument:
    path: Path
    filename: str


def source_document(*, source_id: int) -> SourceDocument | None:
    """The stored document of a source, or None when there is no such source or its file is gone."""
    source = Source.objects.filter(pk=source_id).first()
    if source is None:
        return None
    path = source_file(source)
    if not path.is_file():
        return None
    return SourceDocument(path=path, filename=source.filename)
