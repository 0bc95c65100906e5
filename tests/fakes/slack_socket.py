"""A fake Slack Socket Mode server: a websocket server on loopback (the `websockets` library's
threaded server) that the fake Web API's ``apps.connections.open`` points to.

It greets each connection with Slack's ``hello``, sends envelopes the test asks for (events_api,
slash_commands, interactive; with ``retry_attempt``) and records every ack the client sends back.
"""
from __future__ import annotations

import itertools
import json
import threading
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import ServerConnection, serve

from tests.fakes.background import BackgroundServer, wait_until


class FakeSocketMode(BackgroundServer):
    def __init__(self) -> None:
        self.acks: list[dict] = []
        self.received: list[dict] = []
        self._connections: list[ServerConnection] = []
        self._ids = itertools.count(1)
        self._changed = threading.Condition()
        super().__init__(serve(self._serve, "127.0.0.1", 0))

    @property
    def url(self) -> str:
        port = self._server.socket.getsockname()[1]
        return f"ws://127.0.0.1:{port}/link/?ticket=fake"

    def stop(self) -> None:
        for conn in list(self._connections):
            conn.close()
        super().stop()

    def _serve(self, conn: ServerConnection) -> None:
        conn.send(json.dumps({"type": "hello", "num_connections": 1,
                              "debug_info": {"host": "fake", "approximate_connection_time": 3600},
                              "connection_info": {"app_id": "A0FAKE"}}))
        with self._changed:
            self._connections.append(conn)
            self._changed.notify_all()
        try:
            for raw in conn:
                message = json.loads(raw)
                message["_received_at"] = time.monotonic()
                with self._changed:
                    self.received.append(message)
                    if "envelope_id" in message:
                        self.acks.append(message)
                    self._changed.notify_all()
        except ConnectionClosed:
            pass
        finally:
            with self._changed:
                if conn in self._connections:
                    self._connections.remove(conn)

    def wait_connected(self, timeout: float = 30.0) -> None:
        self._wait(lambda: self._connections, timeout, "no Socket Mode client connected")

    def send(self, kind: str, payload: dict, *, retry_attempt: int = 0, accepts_response_payload: bool = False) -> str:
        """Send one envelope (``kind``: events_api, slash_commands, interactive); returns its id."""
        envelope_id = f"env-{next(self._ids)}"
        envelope = {
            "envelope_id": envelope_id, "type": kind, "payload": payload,
            "accepts_response_payload": accepts_response_payload,
            "retry_attempt": retry_attempt, "retry_reason": "timeout" if retry_attempt else "",
        }
        self.wait_connected()
        self._connections[-1].send(json.dumps(envelope))
        return envelope_id

    def wait_ack(self, envelope_id: str, timeout: float = 10.0) -> dict:
        """The client's ack of an envelope (``_received_at``: time.monotonic() when it came)."""
        return self._wait(lambda: next((a for a in self.acks if a["envelope_id"] == envelope_id), None),
                          timeout, f"no ack for {envelope_id}")

    def _wait(self, predicate, timeout: float, message: str):
        return wait_until(self._changed, predicate, timeout, lambda: message)
