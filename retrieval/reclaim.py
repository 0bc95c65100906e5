"""Nothing stays stuck: re-run, or fail, the ingestions whose worker died.

An ingestion holds its source through a lease (retrieval/leases.py) that a heartbeat renews while the
run lives. ``sources_reclaim`` (Celery beat every ``CITEWISE_RECLAIM_INTERVAL_SECONDS``, and when a
worker starts) takes the sources whose lease ran out — the worker ingesting them was killed, ran out of
memory or lost its machine — and queues each again once; a source whose second run died too is failed
with a message that says so (a document that kills the worker every time must not loop). Either way
it ends ready, partial or failed, never "ingesting" for good.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from django.utils import timezone

from .ingest import source_fail
from .models import Source

logger = logging.getLogger(__name__)

# A source is ingested at most this often per request (the first run and one re-run after its worker died).
MAX_RUNS = 2
WORKER_LOST = (
    "Ingestion stopped before it finished, twice: the worker running it died (killed, restarted or out of "
    "memory). Nothing of it is searchable. Ingest it again once the worker is healthy; if this happens "
    "again, the document may need more memory than the worker has."
)


@dataclass(frozen=True)
class SourcesReclaimed:
    rerun: list[int] = field(default_factory=list)
    given_up: list[int] = field(default_factory=list)
    released: list[int] = field(default_factory=list)  # finished, but its run died before letting go


def sources_reclaim() -> SourcesReclaimed:
    """Queue again (or fail) the sources whose ingestion died; see the module docstring."""
    from .tasks import ingest_source  # the task module imports this one

    report = SourcesReclaimed()
    now = timezone.now()
    for source in Source.objects.filter(lease_until__lt=now).order_by("lease_until"):
        if source.status != Source.Status.INGESTING:
            decision, fields = "released", {}
        elif source.attempts < MAX_RUNS:
            decision, fields = "rerun", {"status": Source.Status.PENDING, "chunks_done": 0, "pages_done": 0}
        else:
            decision, fields = "given_up", {"status": Source.Status.FAILED, "error": WORKER_LOST}
        # One conditional update: of two reclaimers at once (beat, a worker starting) only one acts.
        won = Source.objects.filter(pk=source.pk, run_id=source.run_id, lease_until=source.lease_until)
        if not won.update(lease_until=None, **fields):
            continue
        getattr(report, decision).append(source.pk)
        logger.warning("source.reclaimed id=%s action=%s run=%s runs=%s", source.pk, decision, source.run_id,
                       source.attempts)
        if decision == "given_up":
            source_fail(source=source, message=WORKER_LOST)  # and drop what the dead runs wrote
        elif decision == "rerun":
            try:
                ingest_source.delay(source.pk)
            except Exception:  # the broker is down: expire the lease again so the next reclaim retries
                logger.exception("source.requeue_failed id=%s", source.pk)
                Source.objects.filter(pk=source.pk, lease_until__isnull=True).update(
                    lease_until=now, status=Source.Status.INGESTING)
    return report
