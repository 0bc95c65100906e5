"""How the ingest and reindex commands show ingestion: progress bars while it runs, a report after."""
from __future__ import annotations

import time

from django.core.management.base import CommandError
from tqdm import tqdm

from retrieval.ingest import INDEX_OUTAGE, source_ingest
from retrieval.models import Source

DONE = {Source.Status.READY, Source.Status.PARTIAL, Source.Status.FAILED}
STALLED_AFTER = 300  # seconds without any change in status or progress


class IngestionProgress:
    """Mixed into a management command: ``self.stdout``/``self.style`` come from BaseCommand."""

    rerun_hint = "re-run this command (finished files are skipped)"

    @staticmethod
    def add_worker_arguments(parser) -> None:
        """--inline and --wait: how the ingestion runs."""
        parser.add_argument("--inline", action="store_true", help="Ingest in this process, not the worker.")
        parser.add_argument(
            "--wait", type=float, default=60.0,
            help="Seconds to wait for a worker to start a queued source before giving up (default 60).",
        )

    def ingest_inline(self, source: Source) -> None:
        bar = tqdm(desc=source.filename[:40], unit="chunk", total=0, leave=True)

        def progress(s: Source) -> None:
            bar.total = s.chunk_count
            bar.n = s.chunks_done
            bar.refresh()

        source_ingest(source_id=source.pk, progress=progress)
        bar.close()

    def follow(self, ids: list[int], *, wait: float) -> None:
        """Poll the sources the worker is ingesting and draw one progress bar per source."""
        bars = {i: tqdm(desc=f"source {i}", unit="chunk", total=0, leave=True) for i in ids}
        started = last_change = time.monotonic()
        pending = set(ids)
        seen: dict[int, tuple] = {}
        try:
            while pending:
                rows = list(Source.objects.filter(pk__in=pending))
                pending &= {s.pk for s in rows}  # deleted meanwhile: nothing left to follow
                for source in rows:
                    state = (source.status, source.chunks_done, source.pages_done)
                    if seen.get(source.pk) != state:
                        seen[source.pk], last_change = state, time.monotonic()
                    bar = bars[source.pk]
                    bar.set_description(source.filename[:40])
                    bar.total = source.chunk_count
                    bar.n = source.chunks_done
                    bar.refresh()
                    if source.status in DONE:
                        pending.discard(source.pk)
                # Sources queue behind each other; only complain when the worker has started none of them.
                untouched = all(state[0] == Source.Status.PENDING for state in seen.values())
                if untouched and time.monotonic() - started > wait:
                    raise CommandError(
                        "No Celery worker picked up the ingestion. Start one "
                        "(`celery -A config worker`) or run this command with --inline."
                    )
                if pending and time.monotonic() - last_change > STALLED_AFTER:
                    raise CommandError(
                        f"No progress for {STALLED_AFTER} s; the worker may have died. Check its log, then "
                        f"{self.rerun_hint}."
                    )
                time.sleep(0.3)
        finally:
            for bar in bars.values():
                bar.close()

    def report(self, sources, *, exit_on_failure: bool = False) -> None:
        """One line per source; with ``exit_on_failure``, CommandError (exit 1) if any is not ready."""
        not_ready = []
        for source in sources.order_by("name"):
            if source.status != Source.Status.READY:
                not_ready.append(source)
            line = f"{source.status:9} {source.name} — {source.pages} pages, {source.chunk_count} chunks"
            if source.status == Source.Status.FAILED:
                self.stdout.write(self.style.ERROR(f"{line}\n          {source.error}"))
            elif source.status == Source.Status.PARTIAL:
                self.stdout.write(self.style.WARNING(f"{line}\n          {source.error}"))
            else:
                self.stdout.write(self.style.SUCCESS(line))
            for warning in filter(None, source.warnings.splitlines()):
                self.stdout.write(f"          warning: {warning}")
        if exit_on_failure and not_ready:
            raise CommandError(failure_summary(not_ready))


def failure_summary(sources: list[Source]) -> str:
    """Why the command exits non-zero: how many files are not fully indexed, and what heals them."""
    failed = sum(1 for s in sources if s.status == Source.Status.FAILED)
    partial = sum(1 for s in sources if s.status == Source.Status.PARTIAL)
    other = len(sources) - failed - partial
    parts = [f"{n} {word}" for n, word in ((failed, "failed"), (partial, "partial"), (other, "not finished")) if n]
    message = f"{len(sources)} file(s) not fully indexed ({', '.join(parts)}); see above."
    if any(s.error.startswith(INDEX_OUTAGE) for s in sources):
        message += " Those an index outage left behind are retried once it is healthy (or now: `manage.py heal`)."
    return message
