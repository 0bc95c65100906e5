"""Embedded Weaviate: the pinned server version, where its binary lives, and how it is started.

The weaviate-client's embedded mode runs a Weaviate server binary as a child process. It normally
downloads a release binary; machines without that download build the same version from the Go module
proxy (``weaviate_binary`` in scripts/lib.sh) and place it where the client looks for its cached download:
``<binary dir>/weaviate-v<version>-<sha256 of "v<version>">``.

This module is the one place the server version is pinned; the build script reads it from here.
"""
from __future__ import annotations

import hashlib
import socket
from dataclasses import dataclass
from pathlib import Path

# v1.37.12 is the newest release whose Go dependencies are all served by the module proxy
# (later ones need github.com/weaviate/sroar >= v0.0.14, which the proxy does not serve).
WEAVIATE_VERSION = "1.37.12"
# The Go release its go.mod asks for ("go 1.26"): scripts/lib.sh checks it before a minutes-long build.
GO_VERSION_REQUIRED = "1.26"


def binary_name(version: str = WEAVIATE_VERSION) -> str:
    """The file name weaviate-client's embedded mode expects for its cached binary."""
    tag = f"v{version}"
    return f"weaviate-{tag}-{hashlib.sha256(tag.encode('utf-8')).hexdigest()}"


def binary_path(binary_dir: Path, version: str = WEAVIATE_VERSION) -> Path:
    return Path(binary_dir) / binary_name(version)


@dataclass(frozen=True)
class EmbeddedConfig:
    port: int
    grpc_port: int
    data_dir: Path
    binary_dir: Path
    version: str = WEAVIATE_VERSION

    def server_environment(self) -> dict[str, str]:
        # No telemetry (the machines here have no internet) and quiet logs; the collection
        # brings its own vectors, so no vectorizer modules are needed. No auto-schema: a write that
        # races a collection rebuild must fail, not create a collection with default settings.
        return {
            "AUTOSCHEMA_ENABLED": "false",
            "DISABLE_TELEMETRY": "true",
            "LOG_LEVEL": "error",
            "ENABLE_MODULES": "",
            "DEFAULT_VECTORIZER_MODULE": "none",
        }


def is_listening(host: str, port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def start_embedded(config: EmbeddedConfig):
    """Start embedded Weaviate through the client and return the connected client.

    The server lives as long as the returned client's process keeps it (the client stops it on
    close). Raises weaviate.exceptions.WeaviateStartUpError if the binary is missing and cannot be
    downloaded; ``weaviate_binary`` in scripts/lib.sh builds it.
    """
    import weaviate

    config.data_dir.mkdir(parents=True, exist_ok=True)
    config.binary_dir.mkdir(parents=True, exist_ok=True)
    return weaviate.connect_to_embedded(
        port=config.port,
        grpc_port=config.grpc_port,
        version=config.version,
        persistence_data_path=str(config.data_dir),
        binary_path=str(config.binary_dir),
        environment_variables=config.server_environment(),
    )


if __name__ == "__main__":
    # Used by scripts/lib.sh: "<version> <binary path> <Go version needed>", with the binary directory
    # read exactly as Citewise reads it (environment, then .env, then the default).
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    from django.conf import settings

    print(WEAVIATE_VERSION, binary_path(settings.WEAVIATE_BINARY_DIR), GO_VERSION_REQUIRED)
