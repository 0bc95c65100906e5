"""Embedded Weaviate: the pinned server version, where its binary lives, and how it is started.

Embedded Weaviate is a Weaviate server binary run as a child process, as weaviate-client's embedded mode
runs it (``EmbeddedServer`` starts it so that it dies with its owner). The client's embedded mode
downloads a release binary; machines without that download build the same version from the Go module
proxy (``weaviate_binary`` in scripts/lib.sh) and place it where the client looks for its cached download:
``<binary dir>/weaviate-v<version>-<sha256 of "v<version>">``.

This module is the one place the server version is pinned; the build script reads it from here.
"""
from __future__ import annotations

import hashlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time
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


def is_ready(host: str, port: int, timeout: float = 1.0) -> bool:
    """Does the Weaviate server there say it is ready (its schema and Raft are up, not just its port)?"""
    import httpx

    try:
        return httpx.get(f"http://{host}:{port}/v1/.well-known/ready", timeout=timeout).status_code == 200
    except httpx.HTTPError:
        return False


def is_listening(host: str, port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


class EmbeddedStartError(RuntimeError):
    """Embedded Weaviate could not be started; the message says why and what to do."""


class EmbeddedServer:
    """An embedded Weaviate server this process starts and owns; it never outlives this process.

    The binary is started the way weaviate-client's embedded mode starts it (same environment, same
    node name, so existing data keeps working), with one difference: the kernel sends it SIGTERM when
    the thread that started it ends (Linux ``PR_SET_PDEATHSIG``). That thread waits on the server for
    as long as it runs, so the server stops when this process does, however it ends — SIGKILL and the
    out-of-memory killer included — and no orphan keeps the port and the data directory.
    """

    def __init__(self, config: EmbeddedConfig) -> None:
        self.config = config
        self.process: subprocess.Popen | None = None

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def start(self, timeout: float = 60.0) -> EmbeddedServer:
        cfg = self.config
        if is_listening("127.0.0.1", cfg.port) or is_listening("127.0.0.1", cfg.grpc_port):
            raise EmbeddedStartError(
                f"Something already listens on 127.0.0.1:{cfg.port} or :{cfg.grpc_port}: embedded Weaviate "
                "runs already (`manage.py weaviate`, or a command that started its own), or another program "
                "uses the port (set WEAVIATE_EMBEDDED_PORT / WEAVIATE_EMBEDDED_GRPC_PORT)."
            )
        command, env = self._command(self._binary())
        started = threading.Event()
        failure: list[BaseException] = []

        def keep() -> None:
            try:
                self.process = subprocess.Popen(command, env=env, start_new_session=True, preexec_fn=die_with_parent)
            except BaseException as exc:  # reported by start() in the caller's thread
                failure.append(exc)
                return
            finally:
                started.set()
            self.process.wait()  # this thread is the server's parent: it must live as long as the server

        threading.Thread(target=keep, name="weaviate-embedded", daemon=True).start()
        started.wait()
        if failure:
            raise EmbeddedStartError(f"Embedded Weaviate could not be started: {failure[0]}") from failure[0]
        deadline = time.monotonic() + timeout
        while not (is_listening("127.0.0.1", cfg.grpc_port) and is_ready("127.0.0.1", cfg.port)):
            if not self.alive:
                raise EmbeddedStartError(f"Embedded Weaviate exited with status {self.process.returncode} while "
                                         "starting (its log is above)")
            if time.monotonic() > deadline:
                self.stop()
                raise EmbeddedStartError(f"Embedded Weaviate was not ready on 127.0.0.1:{cfg.port} within {timeout:g} s")
            time.sleep(0.1)
        return self

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the server cleanly (it flushes its data on SIGTERM)."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def _binary(self) -> Path:
        cfg = self.config
        cfg.data_dir.mkdir(parents=True, exist_ok=True)
        cfg.binary_dir.mkdir(parents=True, exist_ok=True)
        path = binary_path(cfg.binary_dir, cfg.version)
        if not path.exists():
            # The client's embedded mode downloads the release binary (where GitHub is reachable).
            from weaviate.embedded import EmbeddedOptions, EmbeddedV4

            try:
                EmbeddedV4(EmbeddedOptions(binary_path=str(cfg.binary_dir), persistence_data_path=str(cfg.data_dir),
                                           version=cfg.version, port=cfg.port, grpc_port=cfg.grpc_port)
                           ).ensure_weaviate_binary_exists()
            except Exception as exc:
                raise EmbeddedStartError(
                    f"The Weaviate v{cfg.version} binary is missing ({path}) and could not be downloaded ({exc}). "
                    "Build it with `bash scripts/run.sh` (scripts/lib.sh weaviate_binary), or set WEAVIATE_URL."
                ) from exc
        return path

    def _command(self, binary: Path) -> tuple[list[str], dict[str, str]]:
        cfg = self.config
        gossip = _free_port()
        env = dict(os.environ)
        env.update(
            AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED="true", QUERY_DEFAULTS_LIMIT="20",
            PERSISTENCE_DATA_PATH=str(cfg.data_dir), GRPC_PORT=str(cfg.grpc_port), GO_PROFILING_PORT=str(_free_port()),
            # One node on loopback. The node name is the client's ("Embedded_at_<port>"): Raft keeps it in
            # the data directory. Weaviate wants the data port right after the gossip port.
            CLUSTER_HOSTNAME=f"Embedded_at_{cfg.port}", CLUSTER_IN_LOCALHOST="true",
            CLUSTER_GOSSIP_BIND_PORT=str(gossip), CLUSTER_DATA_BIND_PORT=str(gossip + 1),
            RAFT_PORT=str(gossip + 2), RAFT_INTERNAL_RPC_PORT=str(gossip + 3), RAFT_BOOTSTRAP_EXPECT="1",
            RAFT_JOIN=f"Embedded_at_{cfg.port}:{gossip + 2}",
            **cfg.server_environment(),
        )
        command = [str(binary), "--host", "127.0.0.1", "--port", str(cfg.port), "--scheme", "http",
                   "--read-timeout=600s", "--write-timeout=600s"]
        return command, env


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _parent_death_signal():
    """prctl(PR_SET_PDEATHSIG, SIGTERM), resolved here so that the forked child only makes the call."""
    if not sys.platform.startswith("linux"):
        return lambda: None  # elsewhere a server can outlive a killed owner; `manage.py weaviate` then refuses the port
    import ctypes

    prctl = ctypes.CDLL(None, use_errno=True).prctl
    return lambda: prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG


die_with_parent = _parent_death_signal()  # also used by the tests for the processes they start


if __name__ == "__main__":
    # Used by scripts/lib.sh: "<version> <binary path> <Go version needed>", with the binary directory
    # read exactly as Citewise reads it (environment, then .env, then the default).
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    from django.conf import settings

    print(WEAVIATE_VERSION, binary_path(settings.WEAVIATE_BINARY_DIR), GO_VERSION_REQUIRED)
