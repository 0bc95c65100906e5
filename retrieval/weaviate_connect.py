"""How this process reaches Weaviate: one NodePool built from the settings.

With ``WEAVIATE_URL`` set, one node per URL (a server or a cluster; see retrieval/weaviate_nodes.py);
without it, the embedded server on this machine, of which there is only ever one:

- the shared server `manage.py weaviate` runs (the run command starts it first), which every process
  connects to when it is up;
- the Celery worker and the web server never start one (``embedded_shared_only``): without the shared
  server they fail with a message saying to start it, instead of starting a second server behind its
  back (which `manage.py weaviate` could then not start beside, and which outlived them);
- a command run on its own (`ask`, `ingest --inline`, `heal --inline`, `reindex --inline`, tests,
  benchmarks) starts a private server when none runs, for as long as it runs: it stops with the
  command's connection, and dies with the command even when the command is killed
  (retrieval/weaviate_embedded.py).
"""
from __future__ import annotations

import logging

from django.conf import settings

from .weaviate_embedded import EmbeddedConfig, EmbeddedServer, EmbeddedStartError, is_listening
from .weaviate_nodes import Node, NodeAddress, NodePool, StoreUnavailable, install_client_log_filter, node_addresses

logger = logging.getLogger(__name__)


def _client_config():
    from weaviate.classes.init import AdditionalConfig, Timeout

    timeout = settings.WEAVIATE_TIMEOUT_SECONDS
    # The pool abandons an attempt a moment after these, so the client's own error is the one seen.
    return AdditionalConfig(timeout=Timeout(init=min(timeout, 3), query=timeout, insert=timeout * 3))


def _connect_server(node: Node):
    import weaviate
    from weaviate.classes.init import Auth

    a = node.address
    return weaviate.connect_to_custom(
        http_host=a.host, http_port=a.port, http_secure=a.secure,
        grpc_host=a.host, grpc_port=a.grpc_port, grpc_secure=a.secure,
        auth_credentials=Auth.api_key(settings.WEAVIATE_API_KEY) if settings.WEAVIATE_API_KEY else None,
        additional_config=_client_config(),
    )


# Set by the long-running services (the Celery worker, the web server): who this process is, for the
# message when the shared server is not running. Empty: this process may start a private server.
_shared_only = ""


def embedded_shared_only(*, process: str) -> None:
    """This process (e.g. "the Celery worker") only connects to the shared embedded Weaviate."""
    global _shared_only
    _shared_only = process


class EmbeddedNode(Node):
    """The embedded server's node. A server this process started stops when its connection is closed
    (``reset_store``, the end of the process), as with weaviate-client's own embedded mode."""

    server: EmbeddedServer | None = None

    def disconnect(self) -> None:
        super().disconnect()
        server, self.server = self.server, None
        if server is not None:
            server.stop()


def _connect_embedded(node: EmbeddedNode):
    cfg = embedded_config()
    if node.owns_server and node.server is None and not is_listening("127.0.0.1", cfg.port):
        logger.warning("weaviate.embedded.private port=%s data=%s: no shared embedded Weaviate runs (`manage.py "
                       "weaviate`), so this process runs its own until it ends", cfg.port, cfg.data_dir)
        try:
            node.server = EmbeddedServer(cfg).start()
        except EmbeddedStartError as exc:
            raise StoreUnavailable(str(exc), error=str(exc), node=node.name) from exc
    elif not is_listening("127.0.0.1", cfg.port):
        who = _shared_only or "this process"
        message = (f"Embedded Weaviate is not running on 127.0.0.1:{cfg.port}: start it with `python manage.py "
                   "weaviate` (the run command, scripts/run.sh, does), or set WEAVIATE_URL to a Weaviate server. "
                   f"{who[0].upper()}{who[1:]} uses the shared server and never starts one of its own.")
        raise StoreUnavailable(message, error=message, node=node.name)
    import weaviate  # after the checks: importing it takes longer than an attempt may wait for a first reply

    return weaviate.connect_to_local(
        host="127.0.0.1", port=cfg.port, grpc_port=cfg.grpc_port, additional_config=_client_config()
    )


def new_pool() -> NodePool:
    install_client_log_filter()
    if settings.WEAVIATE_URL:
        try:
            addresses = node_addresses(settings.WEAVIATE_URL, settings.WEAVIATE_GRPC_PORT)
        except ValueError as exc:
            raise StoreUnavailable(f"Weaviate is not configured correctly: {exc}", error=str(exc)) from exc
        headers = {"Authorization": f"Bearer {settings.WEAVIATE_API_KEY}"} if settings.WEAVIATE_API_KEY else {}
        nodes = [Node(a, headers=headers) for a in addresses]
        connect = _connect_server
    else:
        cfg = embedded_config()
        address = NodeAddress(url=f"http://127.0.0.1:{cfg.port}", host="127.0.0.1", port=cfg.port,
                              secure=False, grpc_port=cfg.grpc_port)
        # Decided once: a process that finds no shared server (and may) starts and keeps its own.
        private = not _shared_only and not is_listening("127.0.0.1", cfg.port)
        nodes = [EmbeddedNode(address, owns_server=private)]
        connect = _connect_embedded
    return NodePool(nodes, connect, timeout=settings.WEAVIATE_TIMEOUT_SECONDS,
                    retry_seconds=settings.WEAVIATE_RETRY_SECONDS)


def embedded_config() -> EmbeddedConfig:
    return EmbeddedConfig(
        port=settings.WEAVIATE_EMBEDDED_PORT,
        grpc_port=settings.WEAVIATE_EMBEDDED_GRPC_PORT,
        data_dir=settings.WEAVIATE_DATA_DIR,
        binary_dir=settings.WEAVIATE_BINARY_DIR,
    )
