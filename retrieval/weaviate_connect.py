"""How this process reaches Weaviate: one NodePool built from the settings.

With ``WEAVIATE_URL`` set, one node per URL (a server or a cluster; see retrieval/weaviate_nodes.py);
without it, the embedded server on this machine: the one another Citewise process already runs
(`manage.py weaviate`), or one this process starts and owns.
"""
from __future__ import annotations

import logging

from django.conf import settings

from .weaviate_embedded import EmbeddedConfig, is_listening, start_embedded
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


def _connect_embedded(node: Node):
    import weaviate

    cfg = embedded_config()
    if is_listening("127.0.0.1", cfg.port):
        # Another Citewise process (the run command's `manage.py weaviate`) already serves it.
        return weaviate.connect_to_local(
            host="127.0.0.1", port=cfg.port, grpc_port=cfg.grpc_port, additional_config=_client_config()
        )
    logger.info("weaviate.embedded.start port=%s data=%s", cfg.port, cfg.data_dir)
    return start_embedded(cfg)


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
        nodes = [Node(address, owns_server=True)]
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
