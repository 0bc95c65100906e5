"""What every fake server shares: serving in a daemon thread on loopback, and waiting for what it records.

The fakes differ in protocol (Slack's Web API and OpenAI over ``http.server``, Socket Mode over
``websockets``); both server kinds have ``serve_forever()`` and ``shutdown()``, so the life cycle is
written once here.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Self


class BackgroundServer:
    """Owns a server object and the daemon thread that runs its ``serve_forever``."""

    def __init__(self, server: Any) -> None:
        self._server = server
        if hasattr(server, "daemon_threads"):
            server.daemon_threads = True  # a hung request must never keep the test process alive
        self._thread = threading.Thread(target=server.serve_forever, daemon=True)

    def start(self) -> Self:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        close = getattr(self._server, "server_close", None)
        if close is not None:
            close()


def wait_until(changed: threading.Condition, predicate: Callable[[], Any], timeout: float,
               describe: Callable[[], str]) -> Any:
    """Block until ``predicate()`` is truthy and return it; ``changed`` is notified on every record.

    Raises TimeoutError with ``describe()`` (what was seen so far) after ``timeout`` seconds.
    """
    deadline = time.monotonic() + timeout
    with changed:
        while True:
            value = predicate()
            if value:
                return value
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(describe())
            changed.wait(min(left, 0.5))
