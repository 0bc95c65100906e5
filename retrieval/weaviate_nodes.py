"""Weaviate nodes behind one adapter: failover, bounded attempts, retries and a circuit breaker.

``WEAVIATE_URL`` may name several nodes of one cluster (``http://w1:8080,http://w2:8080,…``). Every
request runs through ``NodePool.call``:

- **Bounded attempts.** Each attempt runs in its own thread and is abandoned after
  ``WEAVIATE_TIMEOUT_SECONDS`` (3x for writes and schema changes), or as soon as its node fails a
  1 s readiness probe sent when the attempt is still running after 0.5 s. weaviate-client retries a
  gRPC call to a dead node with exponential backoff for about a minute, and a frozen node (SIGSTOP, a
  hung VM) accepts connections and never answers; neither may hold a question for long.
- **Failover and a circuit breaker.** A node that refuses, times out or cannot be reached is skipped
  for a cooldown (30 s, doubling up to 5 min while it stays down) and its connection is dropped; the
  next node in ``WEAVIATE_URL`` order takes the request. When the cooldown is over, a 1 s readiness
  probe decides whether the node is used again, so a node that is still frozen costs one probe per
  cooldown instead of a full attempt per request.
- **Retries** for the transient window after a node dies (memberlist needs ~5 s to notice; a Raft
  leader election takes a few seconds): other nodes first, then all of them again after a backoff,
  until ``WEAVIATE_RETRY_SECONDS`` have passed. Client errors (4xx: a bad request, a missing
  collection) are not retried.
- **Errors** are logged per attempt and kept on ``StoreUnavailable.error`` without document text or
  query tokens: weaviate-client's own log of failed batch objects (which carries every failed chunk's
  text) is reduced to its summary line by ``_ClientLogFilter``.

Why failover in the adapter rather than a load balancer: Citewise needs both HTTP and gRPC to reach
the same healthy node, a plain TCP or HTTP balancer does not know when a Weaviate node is frozen or
still joining, and the adapter can tell "this node is down" (fail over) from "the cluster refused"
(retry or report) from the error itself. A balancer in front of the cluster still works: give its
address as the only URL.
"""
from __future__ import annotations

import enum
import logging
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urlparse

logger = logging.getLogger(__name__)

T = TypeVar("T")

COOLDOWN_SECONDS = 30.0
MAX_COOLDOWN_SECONDS = 300.0
PROBE_TIMEOUT_SECONDS = 1.0
# An attempt still running after this long triggers a readiness probe of its node.
PROBE_AFTER_SECONDS = 0.5
# An attempt is abandoned this long after the client's own timeout, so that its error is the one seen.
ATTEMPT_SLACK_SECONDS = 0.5
_FIRST_BACKOFF, _MAX_BACKOFF = 0.25, 2.0


class StoreUnavailable(RuntimeError):
    """Weaviate cannot be reached or refused the request; the message says which and where.

    ``error`` is the underlying Weaviate error (no document text, no query tokens) for callers that
    record it, ``node`` the node that gave it.
    """

    def __init__(self, message: str, *, error: str = "", node: str = "") -> None:
        super().__init__(message)
        self.error = error or message
        self.node = node


# --- configuration --------------------------------------------------------------------------------
@dataclass(frozen=True)
class NodeAddress:
    url: str
    host: str
    port: int
    secure: bool
    grpc_port: int


def node_addresses(urls: str, grpc_ports: str) -> list[NodeAddress]:
    """Parse WEAVIATE_URL (comma-separated) and WEAVIATE_GRPC_PORT (one port, or one per URL)."""
    raw_urls = [u.strip() for u in urls.split(",") if u.strip()]
    raw_ports = [p.strip() for p in str(grpc_ports).split(",") if p.strip()] or ["50051"]
    if len(raw_ports) not in (1, len(raw_urls)):
        raise ValueError(
            f"WEAVIATE_GRPC_PORT has {len(raw_ports)} ports for {len(raw_urls)} URLs in WEAVIATE_URL: "
            "give one port for all nodes or one per URL, in the same order"
        )
    nodes = []
    for i, raw in enumerate(raw_urls):
        parsed = urlparse(raw)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise ValueError(f"WEAVIATE_URL entry {raw!r} is not an http(s)://host[:port] URL")
        try:
            grpc_port = int(raw_ports[i if len(raw_ports) > 1 else 0])
        except ValueError:
            raise ValueError(f"WEAVIATE_GRPC_PORT {grpc_ports!r} is not a port number (or a list of them)") from None
        secure = parsed.scheme == "https"
        port = parsed.port or (443 if secure else 80)
        nodes.append(NodeAddress(url=f"{parsed.scheme}://{parsed.hostname}:{port}", host=parsed.hostname,
                                 port=port, secure=secure, grpc_port=grpc_port))
    if len({n.url for n in nodes}) != len(nodes):
        raise ValueError(f"WEAVIATE_URL names a node twice: {urls}")
    return nodes


# --- what an error means ----------------------------------------------------------------------------
class Fault(enum.Enum):
    NODE = "node"            # this node is down, frozen or unreachable: skip it for a while
    TRANSIENT = "transient"  # the cluster refused for now (a peer is down, no Raft leader): retry
    PERMANENT = "permanent"  # a client error: retrying cannot help


class AttemptTimeout(Exception):
    """One attempt at one node did not finish in time (the node is frozen or overloaded)."""


# The client's own wording when it cannot reach the node it talks to (gRPC status and text). Errors the
# node itself returns (it could not reach a peer, no Raft leader) arrive as other statuses and may also
# say "connection refused" – about the peer: those are TRANSIENT, not a reason to leave this node.
_NODE_DOWN = re.compile(
    r"failed to connect to all addresses|StatusCode\.UNAVAILABLE|status = StatusCode\.DEADLINE_EXCEEDED|"
    r"^Deadline Exceeded\.?$|Socket closed|failed after \d+ retries",
    re.IGNORECASE,
)


# The collection is gone (dropped by `reindex` in another process, or never created): retrying cannot
# bring it back; the store re-checks the schema on its next use.
MISSING_COLLECTION = re.compile(
    r"could not find class|class \S+ (?:was )?not found|no such class|collection \S+ (?:was )?not found",
    re.IGNORECASE,
)


def is_store_error(exc: BaseException) -> bool:
    """Errors from Weaviate or the network; anything else is a bug and is raised as it is."""
    import httpx
    from weaviate.exceptions import WeaviateBaseError

    return isinstance(exc, (WeaviateBaseError, AttemptTimeout, OSError, TimeoutError, httpx.HTTPError))


def fault_of(exc: BaseException) -> Fault:
    from weaviate.exceptions import (
        InsufficientPermissionsError,
        UnexpectedStatusCodeError,
        WeaviateConnectionError,
        WeaviateInvalidInputError,
        WeaviateStartUpError,
        WeaviateTimeoutError,
    )

    if isinstance(exc, (AttemptTimeout, WeaviateConnectionError, WeaviateStartUpError, WeaviateTimeoutError,
                        OSError, TimeoutError)):
        return Fault.NODE
    if isinstance(exc, (InsufficientPermissionsError, WeaviateInvalidInputError)):
        return Fault.PERMANENT
    if isinstance(exc, UnexpectedStatusCodeError):
        code = exc.status_code
        if 400 <= code < 500 and code not in (408, 429):
            return Fault.PERMANENT
        return Fault.TRANSIENT
    import httpx

    if isinstance(exc, (httpx.TransportError,)):
        return Fault.NODE
    # Query and batch errors wrap the gRPC details: "Query call with protocol GRPC search failed with
    # message <details>." (WeaviateQueryError.message holds the details alone).
    details = str(getattr(exc, "message", None) or exc).strip()
    if _NODE_DOWN.search(details):
        return Fault.NODE
    if MISSING_COLLECTION.search(details):
        return Fault.PERMANENT
    return Fault.TRANSIENT


_WHITESPACE = re.compile(r"\s+")


def error_summary(exc: BaseException, *, redact: Iterable[str] = (), limit: int = 400) -> str:
    """One line for logs and callers: the error type and text, query words removed, length capped."""
    text = _WHITESPACE.sub(" ", str(exc)).strip()
    for secret in sorted({s for s in redact if len(s) > 1}, key=len, reverse=True):
        text = text.replace(secret, "…")
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class _ClientLogFilter(logging.Filter):
    """weaviate-client logs failed batch objects as a dict holding every object (with its text):
    keep only the summary line. The objects' errors reach the caller through the batch result."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, dict):
            record.msg = str(record.msg.get("message", "weaviate-client error (details withheld)"))
            record.args = ()
        return True


def install_client_log_filter() -> None:
    client_logger = logging.getLogger("weaviate-client")
    if not any(isinstance(f, _ClientLogFilter) for f in client_logger.filters):
        client_logger.addFilter(_ClientLogFilter())


# --- nodes and the pool -------------------------------------------------------------------------------
class Node:
    """One Weaviate node: its lazily opened client and its circuit-breaker state."""

    def __init__(self, address: NodeAddress, *, owns_server: bool = False, headers: dict | None = None) -> None:
        self.address = address
        self.name = address.url
        # An embedded server lives as long as its client: never drop that connection on a failure.
        self.owns_server = owns_server
        self.headers = dict(headers or {})
        self.client: Any = None
        self.down_until = 0.0
        self.cooldown = 0.0
        self.last_error = ""
        self._lock = threading.Lock()

    @property
    def tripped(self) -> bool:
        return self.cooldown > 0

    def connected(self, connect: Callable[[Node], Any]) -> Any:
        with self._lock:
            if self.client is None:
                self.client = connect(self)
            return self.client

    def trip(self, error: str, now: float) -> None:
        self.cooldown = min(self.cooldown * 2, MAX_COOLDOWN_SECONDS) if self.cooldown else COOLDOWN_SECONDS
        self.down_until = now + self.cooldown
        self.last_error = error
        if not self.owns_server:
            self.disconnect()  # a restarted node needs a fresh gRPC channel, not one in reconnect backoff

    def recover(self) -> None:
        if self.cooldown:
            logger.info("weaviate.node_recovered node=%s", self.name)
        self.cooldown = 0.0
        self.down_until = 0.0

    def probe(self) -> bool:
        """Is the node ready? One HTTP request with a short timeout (a frozen node does not answer)."""
        import httpx

        try:
            response = httpx.get(f"{self.address.url}/v1/.well-known/ready", headers=self.headers,
                                 timeout=PROBE_TIMEOUT_SECONDS)
            return response.status_code == 200
        except httpx.HTTPError:
            return False

    def disconnect(self) -> None:
        with self._lock:
            client, self.client = self.client, None
        if client is not None:
            try:
                client.close()
            except Exception:  # closing a dead connection must not mask the real error
                logger.debug("weaviate.close_failed node=%s", self.name, exc_info=True)


class NodePool:
    """Runs calls against the first usable node, failing over and retrying within a time budget."""

    def __init__(
        self,
        nodes: Sequence[Node],
        connect: Callable[[Node], Any],
        *,
        timeout: float,
        retry_seconds: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not nodes:
            raise ValueError("no Weaviate node configured")
        self.nodes = list(nodes)
        self._connect = connect
        self.timeout = timeout
        self.retry_seconds = retry_seconds
        self._clock = clock
        self._sleep = sleep

    def call(self, fn: Callable[[Any], T], *, action: str, slow: bool = False, redact: Iterable[str] = ()) -> T:
        """``fn(client)`` on a healthy node; StoreUnavailable once every node failed for the budget."""
        timeout = self.timeout * (3 if slow else 1) + ATTEMPT_SLACK_SECONDS
        # The retry budget starts at the first failure, not before the first attempt: a write that waited
        # its whole (3x) timeout on a cluster that had not yet noticed a dead node still gets its retries.
        deadline: float | None = None
        backoff = _FIRST_BACKOFF
        last: tuple[Node, str] | None = None
        while True:
            for node in self.candidates():
                try:
                    result = self._attempt(node, fn, timeout)
                except Exception as exc:
                    if not is_store_error(exc):
                        raise
                    fault = fault_of(exc)
                    summary = error_summary(exc, redact=redact)
                    last = (node, summary)
                    logger.warning("weaviate.attempt_failed action=%s node=%s fault=%s error=%s",
                                   action, node.name, fault.value, summary)
                    if fault is Fault.PERMANENT:
                        raise StoreUnavailable(f"Weaviate refused the request ({node.name}): {summary}",
                                               error=summary, node=node.name) from exc
                    if fault is Fault.NODE and not isinstance(exc, AttemptTimeout) and node.probe():
                        # The client gave up (e.g. its deadline) but the node answers: it was waiting
                        # for a peer. Not this node's fault; try another coordinator, keep this one.
                        fault = Fault.TRANSIENT
                    if fault is Fault.NODE:
                        node.trip(summary, self._clock())
                    if deadline is None:
                        deadline = self._clock() + self.retry_seconds
                    if self._clock() >= deadline:
                        break
                    continue
                node.recover()
                return result
            if deadline is None:  # no node to try at all: the budget starts now
                deadline = self._clock() + self.retry_seconds
            if self._clock() + backoff > deadline:
                break
            self._sleep(backoff)
            backoff = min(backoff * 2, _MAX_BACKOFF)
        node_name, summary = (last[0].name, last[1]) if last else ("", self._down_summary())
        logger.error("weaviate.unavailable action=%s node=%s error=%s", action, node_name or "-", summary)
        where = node_name or ", ".join(n.name for n in self.nodes)
        raise StoreUnavailable(f"Weaviate request failed ({where}): {summary}", error=summary, node=node_name)

    def candidates(self) -> list[Node]:
        """Nodes to try, in WEAVIATE_URL order: those whose breaker is closed, and tripped nodes that pass
        a readiness probe (those whose cooldown ran out, or all of them when no node is closed)."""
        now = self._clock()
        closed = [n for n in self.nodes if not n.tripped]
        tripped = sorted((n for n in self.nodes if n.tripped), key=lambda n: n.down_until)
        due = [n for n in tripped if n.down_until <= now or not closed or n.owns_server]
        usable = list(closed)
        for node in due:
            if node.owns_server or node.probe():
                node.down_until = now  # probed ready: give it a real attempt
                usable.append(node)
            else:
                node.trip(node.last_error or "readiness probe failed", now)  # keep the real error
        return sorted(usable, key=self.nodes.index)

    def preferred(self) -> Node:
        """The node requests go to now (for calls that must see the same node's view)."""
        candidates = self.candidates()
        return candidates[0] if candidates else self.nodes[0]

    def client(self) -> Any:
        """The preferred node's client, connecting if needed (maintenance and tests)."""
        node = self.preferred()
        return node.connected(self._connect)

    def call_once(self, node: Node, fn: Callable[[Any], T], *, timeout: float) -> T:
        """One bounded attempt on one node, no failover; errors are raised as they are."""
        return self._attempt(node, fn, timeout)

    def _attempt(self, node: Node, fn: Callable[[Any], T], timeout: float) -> T:
        if node.owns_server:
            # Starting embedded Weaviate takes longer than one query may; it fails on its own if it cannot.
            node.connected(self._connect)
        box: dict[str, Any] = {}
        finished = threading.Event()

        def run() -> None:
            try:
                box["value"] = fn(node.connected(self._connect))
            except BaseException as exc:  # re-raised in the caller's thread
                box["error"] = exc
            finally:
                finished.set()

        threading.Thread(target=run, name="weaviate-attempt", daemon=True).start()
        started = time.monotonic()
        if not finished.wait(min(timeout, PROBE_AFTER_SECONDS)):
            # Slow so far. A dead node (the client is retrying it with backoff) or a frozen one fails a
            # readiness probe: give up on it now instead of after the whole timeout.
            if not node.owns_server and not node.probe():
                raise AttemptTimeout(f"{node.name} stopped answering (no reply to a readiness probe)")
            # The thread is abandoned on timeout: it ends when the client's own timeout or retries give up.
            if not finished.wait(max(0.0, timeout - (time.monotonic() - started))):
                raise AttemptTimeout(f"{node.name} did not answer within {timeout:g} s")
        if "error" in box:
            raise box["error"]
        return box["value"]

    def _down_summary(self) -> str:
        return "; ".join(f"{n.name}: {n.last_error or 'down'}" for n in self.nodes) or "no node answered"

    def close(self) -> None:
        for node in self.nodes:
            node.disconnect()
