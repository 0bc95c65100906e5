"""`manage.py reindex`: rebuild the Weaviate collection and ingest every source again.

For upgrades that change what is indexed: the BM25 tokens (retrieval/tokens.py) or the collection's
schema (indexes, ``WEAVIATE_QUANTIZER``, ``CITEWISE_BM25_B``/``_K1``), which Weaviate only applies
to a new collection. Sources are hidden from search until each is ready again.
"""
from __future__ import annotations

import logging

from django.core.management.base import CommandError
from django.db import transaction

from generation.embeddings import search_mode
from retrieval.models import Source
from retrieval.store import StoreUnavailable, get_store
from retrieval.tasks import ingest_source

from .ingest import Command as IngestCommand


class Command(IngestCommand):
    help = "Drop the Weaviate collection, create it with the current settings and ingest every source again."

    def add_arguments(self, parser):
        parser.add_argument("--inline", action="store_true", help="Ingest in this process, not the worker.")
        parser.add_argument("--yes", action="store_true", help="Do not ask for confirmation.")
        parser.add_argument(
            "--wait", type=float, default=60.0,
            help="Seconds to wait for a worker to start a queued source before giving up (default 60).",
        )

    def handle(self, *args, **opts):
        if opts["verbosity"] < 2:
            logging.getLogger("retrieval").setLevel(logging.WARNING)  # the bars and report say it all
        sources = Source.objects.all()
        busy = list(sources.filter(status=Source.Status.INGESTING).values_list("name", flat=True))
        if busy:
            # Dropping the collection under a running ingestion would lose its writes.
            raise CommandError(f"Still ingesting: {', '.join(busy[:5])}. Re-run when they have finished.")
        count = sources.count()
        if not opts["yes"] and not self._confirmed(count):
            raise CommandError("Cancelled; nothing changed.")
        self.stdout.write(f"Search mode: {search_mode()}")
        try:
            store = get_store()
        except StoreUnavailable as exc:
            raise CommandError(f"{exc}. Nothing changed.") from exc
        ids = list(sources.order_by("pk").values_list("pk", flat=True))
        sources.update(status=Source.Status.PENDING, chunks_done=0, pages_done=0)  # hidden from search now
        try:
            store.rebuild()
        except StoreUnavailable as exc:
            sources.update(status=Source.Status.FAILED, error=f"reindex failed: {exc}")
            raise CommandError(f"{exc}. The sources are marked failed; run reindex again when Weaviate is back.") from exc
        self.stdout.write(f"Collection rebuilt; ingesting {count} source(s) again.")
        if opts["inline"]:
            for source in Source.objects.filter(pk__in=ids).order_by("pk"):
                self._inline(source)
        else:
            for pk in ids:
                transaction.on_commit(lambda sid=pk: ingest_source.delay(sid))
            self._follow(ids, wait=opts["wait"])
        self._report(Source.objects.filter(pk__in=ids))

    def _confirmed(self, count: int) -> bool:
        answer = input(
            f"Drop the search index and ingest all {count} source(s) again? "
            "Answers will not find a source until it is ready again. [y/N] "
        )
        return answer.strip().lower() in ("y", "yes")
