"""`manage.py ingest PATH…`: register files (or folders of files) as Sources and index them.

By default each source is ingested by the Celery worker and this command shows its progress; with
``--inline`` the command ingests in its own process (no worker needed). It exits non-zero when a file
failed or was only partly indexed (the report above the error says which and why).
"""
from __future__ import annotations

import logging
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from generation.embeddings import search_mode
from retrieval.management.progress import IngestionProgress
from retrieval.models import Source
from retrieval.sources import documents_in, source_queue_ingest, source_register_path


class Command(IngestionProgress, BaseCommand):
    help = "Ingest documents (PDF, DOCX, HTML, Markdown, text) from files or folders into Weaviate."

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="Files or folders (folders are read recursively).")
        parser.add_argument("--channel", default="", help="Slack channel ID the sources are private to.")
        parser.add_argument("--force", action="store_true", help="Re-ingest files whose content is unchanged.")
        self.add_worker_arguments(parser)

    def handle(self, *args, **opts):
        if opts["verbosity"] < 2:
            logging.getLogger("retrieval").setLevel(logging.WARNING)  # the bars and report say it all
        try:
            found = documents_in(Path(p) for p in opts["paths"])
        except FileNotFoundError as exc:
            raise CommandError(str(exc)) from exc
        for path in found.skipped:
            self.stdout.write(f"  skipped (unsupported type): {path}")
        if not found.files:
            raise CommandError("No documents found in the given paths.")
        self.stdout.write(f"Search mode: {search_mode()}")
        todo: list[Source] = []
        for path in found.files:
            source, changed = source_register_path(path=path, channel_id=opts["channel"])
            if changed or opts["force"]:
                todo.append(source)
            else:
                self.stdout.write(f"  unchanged: {path.name} ({source.chunk_count} chunks)")
        if opts["inline"]:
            for source in todo:
                self.ingest_inline(source)
        else:
            self.follow(source_queue_ingest(source_ids=[s.pk for s in todo]), wait=opts["wait"])
        self.report(Source.objects.filter(path__in=[str(p.resolve()) for p in found.files]), exit_on_failure=True)
