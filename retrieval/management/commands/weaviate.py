"""`manage.py weaviate`: run the shared embedded Weaviate for the other Citewise processes.

The run command starts this first; the web server and the Celery worker connect to it and never start
a server of their own (retrieval/weaviate_connect.py). The server dies with this command, however the
command ends (retrieval/weaviate_embedded.py); if the server itself stops, so does this command, with a
non-zero status, so that the run command reports it. ``--wait N`` only waits until the server is ready.
"""
from __future__ import annotations

import signal
import time

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from retrieval.store import embedded_config
from retrieval.weaviate_embedded import WEAVIATE_VERSION, EmbeddedServer, EmbeddedStartError, is_listening, is_ready


class Command(BaseCommand):
    help = "Run embedded Weaviate in the foreground (or --wait until it is up)."

    def add_arguments(self, parser):
        parser.add_argument("--wait", type=float, default=None, metavar="SECONDS")

    def handle(self, *args, **opts):
        if settings.WEAVIATE_URL:
            raise CommandError(f"WEAVIATE_URL is set ({settings.WEAVIATE_URL}); nothing to run.")
        cfg = embedded_config()
        if opts["wait"] is not None:
            deadline = time.monotonic() + opts["wait"]
            while time.monotonic() < deadline:
                if is_listening("127.0.0.1", cfg.grpc_port) and is_ready("127.0.0.1", cfg.port):
                    self.stdout.write(f"Weaviate is up on 127.0.0.1:{cfg.port}")
                    return
                time.sleep(0.3)
            raise CommandError(f"Weaviate did not answer on 127.0.0.1:{cfg.port} within {opts['wait']} s")
        stop: list[int] = []
        for signum in (signal.SIGTERM, signal.SIGINT):
            signal.signal(signum, lambda n, _frame: stop.append(n))
        try:
            server = EmbeddedServer(cfg).start()
        except EmbeddedStartError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"Embedded Weaviate {WEAVIATE_VERSION} on 127.0.0.1:{cfg.port} (gRPC {cfg.grpc_port}, "
                          f"pid {server.process.pid}), data in {cfg.data_dir}", ending="\n")
        self.stdout.flush()
        try:
            while not stop and server.alive:
                time.sleep(0.3)
        finally:
            status = server.process.poll() if server.process else None
            server.stop()  # stops the server cleanly so its data is flushed
        if not stop:
            raise CommandError(f"Embedded Weaviate stopped on its own (exit status {status}); see its output above.")
