"""`manage.py weaviate`: keep embedded Weaviate running for the other Citewise processes.

The client's embedded mode ties the server to the process that started it; the run command starts this
command in the background so the web console, the worker and `manage.py ask` all connect to one server.
``--wait N`` only waits until the server answers (or fails after N seconds).
"""
from __future__ import annotations

import signal
import time

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from retrieval.store import embedded_config
from retrieval.weaviate_embedded import is_listening, start_embedded


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
                if is_listening("127.0.0.1", cfg.port) and is_listening("127.0.0.1", cfg.grpc_port):
                    self.stdout.write(f"Weaviate is up on 127.0.0.1:{cfg.port}")
                    return
                time.sleep(0.3)
            raise CommandError(f"Weaviate did not answer on 127.0.0.1:{cfg.port} within {opts['wait']} s")
        if is_listening("127.0.0.1", cfg.port):
            raise CommandError(f"Something already listens on 127.0.0.1:{cfg.port}")
        client = start_embedded(cfg)
        self.stdout.write(f"Embedded Weaviate {client.get_meta().get('version')} on 127.0.0.1:{cfg.port}, "
                          f"data in {cfg.data_dir}")
        stop = []
        signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
        try:
            while not stop:
                time.sleep(0.5)
        except KeyboardInterrupt:
            pass
        finally:
            client.close()  # stops the server process cleanly so its data is flushed
