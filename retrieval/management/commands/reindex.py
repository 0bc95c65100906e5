"""`manage.py reindex`: rebuild the Weaviate collection and ingest every source again.

For upgrades that change what is indexed: the BM25 tokens (retrieval/tokens.py) or the collection's
schema (indexes, ``WEAVIATE_QUANTIZER``, ``CITEWISE_BM25_B``/``_K1``), which Weaviate only applies
to a new collection. Sources are hidden from search until each is ready again. Restart the worker
and the web process on the new code first: they tokenize documents and questions.
"""
from __future__ import annotations

import logging

from django.core.management.base import CommandError
from django.db import transaction

from generation.embeddings import search_mode
from retrieval.ingest import source_file
from retrieval.models import Source
from retrieval.store import StoreUnavailable, get_store
from retrieval.tasks import ingest_source

from .ingest import Command as IngestCommand

BUSY = (Source.Status.PENDING, Source.Status.INGESTING)


class Command(IngestCommand):
    help = "Drop the Weaviate collection, create it with the current settings and ingest every source again."
    rerun_hint = "run `manage.py ingest --force` on the files not ready yet (reindex would drop everything again)"

    def add_arguments(self, parser):
        parser.add_argument("--yes", action="store_true", help="Do not ask for confirmation.")
        parser.add_argument(
            "--force", action="store_true",
            help="Go ahead even if sources look busy (pending/ingesting) or their files are missing.",
        )
        self.add_worker_arguments(parser)

    def handle(self, *args, **opts):
        if opts["verbosity"] < 2:
            logging.getLogger("retrieval").setLevel(logging.WARNING)  # the bars and report say it all
        sources = Source.objects.all()
        count = sources.count()
        if not opts["yes"] and not self._confirmed(count):
            raise CommandError("Cancelled; nothing changed.")
        if not opts["force"]:
            self._refuse_if_unsafe(sources)
        try:
            store = get_store()
        except StoreUnavailable as exc:
            raise CommandError(f"{exc}. Nothing changed.") from exc

        before = dict(sources.values_list("pk", "status"))
        sources.update(status=Source.Status.PENDING, chunks_done=0, pages_done=0)  # hidden from search now
        try:
            store.rebuild()
        except StoreUnavailable as exc:
            self._after_failed_rebuild(store, before)
            raise CommandError(f"The collection was not rebuilt: {exc}") from exc

        self.stdout.write(f"Search mode: {search_mode()}")
        self.stdout.write(f"Collection rebuilt; ingesting {count} source(s) again.")
        ids = sorted(before)
        if opts["inline"]:
            for source in Source.objects.filter(pk__in=ids).order_by("pk"):
                self._inline(source)
        else:
            for pk in ids:
                transaction.on_commit(lambda sid=pk: ingest_source.delay(sid))
            self._follow(ids, wait=opts["wait"])
        self._report(Source.objects.filter(pk__in=ids))

    def _confirmed(self, count: int) -> bool:
        try:
            answer = input(
                f"Drop the search index and ingest all {count} source(s) again? "
                "Answers will not find a source until it is ready again. [y/N] "
            )
        except EOFError:  # no terminal: only --yes says yes
            return False
        return answer.strip().lower() in ("y", "yes")

    def _refuse_if_unsafe(self, sources) -> None:
        # Checked after the prompt, so that nothing started while the question was on screen.
        busy = list(sources.filter(status__in=BUSY).values_list("name", flat=True))
        if busy:
            # A queued or running ingestion would write into the collection while it is dropped, and
            # queueing it again would ingest it twice.
            raise CommandError(
                f"Still queued or ingesting: {', '.join(busy[:5])}. Re-run when they have finished "
                "(--force if they are stuck)."
            )
        missing = [s.name for s in sources if not source_file(s).exists()]
        if missing:
            raise CommandError(
                f"The file of {len(missing)} source(s) is not on this machine: {', '.join(missing[:5])}. "
                "Restore the files or delete those sources first (--force ingests the rest and marks "
                "these failed)."
            )

    def _after_failed_rebuild(self, store, before: dict[int, str]) -> None:
        """Put the statuses back if the old collection survived; otherwise say the sources are gone."""
        try:
            intact = store.count() > 0
        except StoreUnavailable:
            intact = False
        if intact:
            for pk, status in before.items():
                Source.objects.filter(pk=pk).update(status=status)
            return
        Source.objects.filter(pk__in=before).update(
            status=Source.Status.FAILED,
            error="The search index was dropped by reindex and could not be rebuilt; run reindex again.",
        )
