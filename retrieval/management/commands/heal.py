"""`manage.py heal`: re-ingest the sources an index outage left partial or failed.

The worker does this on its own (Celery beat every ``CITEWISE_HEAL_INTERVAL_SECONDS``, and when it
starts); this command does it now and shows the result. It waits while any shard replica is down
(``--force`` goes ahead anyway) and exits non-zero while a source is still not fully indexed.
"""
from __future__ import annotations

import logging

from django.core.management.base import BaseCommand, CommandError

from retrieval.healing import sources_heal_plan, sources_outage_left
from retrieval.management.progress import IngestionProgress
from retrieval.models import Source
from retrieval.sources import source_queue_ingest


class Command(IngestionProgress, BaseCommand):
    help = "Re-ingest the sources an index outage left partial or failed, once the index is healthy."
    rerun_hint = "run `manage.py heal` again"

    def add_arguments(self, parser):
        parser.add_argument(
            "--force", action="store_true",
            help="Go ahead even if part of the index is still down (the gap may stay).",
        )
        self.add_worker_arguments(parser)

    def handle(self, *args, **opts):
        if opts["verbosity"] < 2:
            logging.getLogger("retrieval").setLevel(logging.WARNING)  # the bars and report say it all
        plan = sources_heal_plan(force=opts["force"])
        if plan.blocked:
            raise CommandError(
                f"{plan.waiting} source(s) wait for the index, which is not healthy yet: {plan.blocked}. "
                "Nothing was re-ingested; run this again when every node is back (or use --force)."
            )
        if not plan.source_ids:
            self.stdout.write(self.style.SUCCESS("Nothing to heal: no source was left behind by an index outage."))
            return
        self.stdout.write(f"Re-ingesting {len(plan.source_ids)} source(s) an index outage left behind.")
        if opts["inline"]:
            for source in Source.objects.filter(pk__in=plan.source_ids).order_by("pk"):
                self.ingest_inline(source)
        else:
            self.follow(source_queue_ingest(source_ids=plan.source_ids), wait=opts["wait"])
        left = sources_outage_left().count()
        if left:
            self.stdout.write(self.style.WARNING(f"{left} source(s) still wait for the index."))
        self.report(Source.objects.filter(pk__in=plan.source_ids), exit_on_failure=True)
