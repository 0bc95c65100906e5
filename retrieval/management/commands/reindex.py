"""`manage.py reindex`: rebuild the Weaviate collection and ingest every source again.

Needed after an upgrade that changes what is indexed (see ``retrieval.index``). Restart the worker and
the web process on the new code first: they tokenize documents and questions. ``--if-stale`` rebuilds
only when the collection was built by a Citewise whose tokens differ (the run command uses it).

The cluster layout (``WEAVIATE_REPLICATION_FACTOR``, ``WEAVIATE_SHARDS``) is kept: if the collection's
layout differs from the settings, reindex refuses and says how to keep it, unless ``--new-layout``.
"""
from __future__ import annotations

import logging

from django.core.management.base import BaseCommand, CommandError

from generation.embeddings import search_mode
from retrieval.index import RebuildRefused, index_is_stale, index_rebuild
from retrieval.management.progress import IngestionProgress
from retrieval.models import Source
from retrieval.store import StoreUnavailable


class Command(IngestionProgress, BaseCommand):
    help = "Drop the Weaviate collection, create it with the current settings and ingest every source again."
    rerun_hint = "run `manage.py ingest --force` on the files not ready yet (reindex would drop everything again)"

    def add_arguments(self, parser):
        parser.add_argument("--yes", action="store_true", help="Do not ask for confirmation.")
        parser.add_argument(
            "--force", action="store_true",
            help="Go ahead even if sources look busy (pending/ingesting) or their files are missing.",
        )
        parser.add_argument(
            "--if-stale", action="store_true",
            help="Only when the index was built by a Citewise version whose tokens differ from this one's.",
        )
        parser.add_argument(
            "--new-layout", action="store_true",
            help="Rebuild with the replication factor and shard count of the settings even if the "
                 "existing collection has another layout.",
        )
        self.add_worker_arguments(parser)

    def handle(self, *args, **opts):
        if opts["verbosity"] < 2:
            logging.getLogger("retrieval").setLevel(logging.WARNING)  # the bars and report say it all
        if opts["if_stale"]:
            try:
                stale = index_is_stale()
            except StoreUnavailable as exc:
                raise CommandError(f"{exc}. Nothing changed.") from exc
            if not stale:
                self.stdout.write("The search index is up to date.")
                return
            self.stdout.write("The search index was built by another Citewise version: rebuilding it.")
        count = Source.objects.count()
        if not opts["yes"] and not self._confirmed(count):
            raise CommandError("Cancelled; nothing changed.")
        try:
            rebuilt = index_rebuild(force=opts["force"], queue=not opts["inline"], new_layout=opts["new_layout"])
        except RebuildRefused as exc:
            raise CommandError(str(exc)) from exc
        ids = rebuilt.source_ids
        if rebuilt.layout_before != rebuilt.layout:
            self.stdout.write(self.style.WARNING(
                f"Layout changed: {rebuilt.layout_before.describe()} → {rebuilt.layout.describe()}."
            ))
        self.stdout.write(f"Search mode: {search_mode()}")
        self.stdout.write(f"Collection rebuilt ({rebuilt.layout.describe()}); ingesting {len(ids)} source(s) again.")
        if opts["inline"]:
            for source in Source.objects.filter(pk__in=ids).order_by("pk"):
                self.ingest_inline(source)
        else:
            self.follow(ids, wait=opts["wait"])
        self.report(Source.objects.filter(pk__in=ids), exit_on_failure=True)

    def _confirmed(self, count: int) -> bool:
        try:
            answer = input(
                f"Drop the search index and ingest all {count} source(s) again? "
                "Answers will not find a source until it is ready again. [y/N] "
            )
        except EOFError:  # no terminal: only --yes says yes
            return False
        return answer.strip().lower() in ("y", "yes")
