"""`manage.py ingest PATH…`: register files (or folders of files) as Sources and index them.

By default each source is ingested by the Celery worker and this command shows its progress; with
``--inline`` the command ingests in its own process (no worker needed).
"""
from __future__ import annotations

import logging
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from tqdm import tqdm

from generation.embeddings import search_mode
from retrieval.ingest import SUPPORTED_SUFFIXES, source_ingest, source_register_path
from retrieval.models import Source
from retrieval.tasks import ingest_source

DONE = {Source.Status.READY, Source.Status.PARTIAL, Source.Status.FAILED}
STALLED_AFTER = 300  # seconds without any change in status or progress


class Command(BaseCommand):
    help = "Ingest documents (PDF, DOCX, HTML, Markdown, text) from files or folders into Weaviate."
    rerun_hint = "re-run this command (finished files are skipped)"

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="Files or folders (folders are read recursively).")
        parser.add_argument("--channel", default="", help="Slack channel ID the sources are private to.")
        parser.add_argument("--force", action="store_true", help="Re-ingest files whose content is unchanged.")
        self.add_worker_arguments(parser)

    @staticmethod
    def add_worker_arguments(parser) -> None:
        """--inline and --wait: how the ingestion runs (shared with reindex)."""
        parser.add_argument("--inline", action="store_true", help="Ingest in this process, not the worker.")
        parser.add_argument(
            "--wait", type=float, default=60.0,
            help="Seconds to wait for a worker to start a queued source before giving up (default 60).",
        )

    def handle(self, *args, **opts):
        if opts["verbosity"] < 2:
            logging.getLogger("retrieval").setLevel(logging.WARNING)  # the bars and report say it all
        files = self._files(opts["paths"])
        if not files:
            raise CommandError("No documents found in the given paths.")
        self.stdout.write(f"Search mode: {search_mode()}")
        todo: list[Source] = []
        for path in files:
            source, changed = source_register_path(path=path, channel_id=opts["channel"])
            if changed or opts["force"]:
                todo.append(source)
            else:
                self.stdout.write(f"  unchanged: {path.name} ({source.chunk_count} chunks)")
        if opts["inline"]:
            for source in todo:
                self._inline(source)
        else:
            for source in todo:
                transaction.on_commit(lambda sid=source.pk: ingest_source.delay(sid))
            self._follow([s.pk for s in todo], wait=opts["wait"])
        self._report(Source.objects.filter(path__in=[str(p.resolve()) for p in files]))

    def _files(self, paths: list[str]) -> list[Path]:
        found: list[Path] = []
        for raw in paths:
            path = Path(raw)
            if not path.exists():
                raise CommandError(f"No such file or folder: {raw}")
            if path.is_dir():
                for child in sorted(p for p in path.rglob("*") if p.is_file()):
                    if child.suffix.lower() in SUPPORTED_SUFFIXES:
                        found.append(child)
                    elif not child.name.startswith(".") and child.name != "README.md":
                        self.stdout.write(f"  skipped (unsupported type): {child}")
            else:
                found.append(path)  # an explicit file is tried; the parser explains a bad type
        return found

    def _inline(self, source: Source) -> None:
        bar = tqdm(desc=source.filename[:40], unit="chunk", total=0, leave=True)

        def progress(s: Source) -> None:
            bar.total = s.chunk_count
            bar.n = s.chunks_done
            bar.refresh()

        source_ingest(source_id=source.pk, progress=progress)
        bar.close()

    def _follow(self, ids: list[int], *, wait: float) -> None:
        """Poll the sources the worker is ingesting and draw one progress bar per source."""
        bars = {i: tqdm(desc=f"source {i}", unit="chunk", total=0, leave=True) for i in ids}
        started = last_change = time.monotonic()
        pending = set(ids)
        seen: dict[int, tuple] = {}
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
                for bar in bars.values():
                    bar.close()
                raise CommandError(
                    "No Celery worker picked up the ingestion. Start one "
                    "(`celery -A config worker`) or run this command with --inline."
                )
            if pending and time.monotonic() - last_change > STALLED_AFTER:
                for bar in bars.values():
                    bar.close()
                raise CommandError(
                    f"No progress for {STALLED_AFTER} s; the worker may have died. Check its log, then {self.rerun_hint}."
                )
            time.sleep(0.3)
        for bar in bars.values():
            bar.close()

    def _report(self, sources) -> None:
        for source in sources.order_by("name"):
            line = f"{source.status:9} {source.name} — {source.pages} pages, {source.chunk_count} chunks"
            if source.status == Source.Status.FAILED:
                self.stdout.write(self.style.ERROR(f"{line}\n          {source.error}"))
            elif source.status == Source.Status.PARTIAL:
                self.stdout.write(self.style.WARNING(f"{line}\n          {source.error}"))
            else:
                self.stdout.write(self.style.SUCCESS(line))
            for warning in filter(None, source.warnings.splitlines()):
                self.stdout.write(f"          warning: {warning}")
