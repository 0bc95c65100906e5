"""Healing through the real worker: the beat task re-ingests a source an index outage left failed, and
leaves alone one that failed because of its document.

The outage itself (a node down while ingesting) is produced on a real cluster in test_cluster.py; here
the source's state is what that outage leaves behind, on the embedded test Weaviate, which is healthy.
"""
from __future__ import annotations

import time

import pytest

from retrieval.ingest import INDEX_OUTAGE
from retrieval.models import Source
from retrieval.sources import source_register_path
from retrieval.tasks import heal_sources

from .conftest import SAMPLES


def _wait_for(source_id: int, statuses, timeout: float = 60.0) -> Source:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        source = Source.objects.get(pk=source_id)
        if source.status in statuses:
            return source
        time.sleep(0.3)
    return Source.objects.get(pk=source_id)


@pytest.mark.django_db(transaction=True)
def test_the_worker_heals_what_an_outage_left_and_nothing_else(celery_worker_process, chunk_store, tmp_path):
    left_by_outage, _ = source_register_path(path=SAMPLES / "regulations" / "등록금에_관한_규정.md")
    Source.objects.filter(pk=left_by_outage.pk).update(
        status=Source.Status.FAILED,
        error=f"{INDEX_OUTAGE}: Weaviate request failed (http://w1:8080): WeaviateConnectionError: refused.",
    )
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\nnot a finished PDF")
    bad_document, _ = source_register_path(path=broken)
    Source.objects.filter(pk=bad_document.pk).update(status=Source.Status.FAILED, error="PDF cannot be read")

    heal_sources.delay()

    healed = _wait_for(left_by_outage.pk, (Source.Status.READY, Source.Status.PARTIAL))
    assert healed.status == Source.Status.READY, healed.error
    assert chunk_store.count(healed.pk) == healed.chunk_count > 0
    assert Source.objects.get(pk=bad_document.pk).status == Source.Status.FAILED  # not retried
