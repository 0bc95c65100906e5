"""A Weaviate cluster on loopback for tests and benchmarks: N nodes of the pinned server binary.

Every node is the same binary the embedded mode uses (``~/.cache/weaviate-embedded/weaviate-v…``),
started as a plain child process with the environment Weaviate reads for clustering (memberlist
gossip, Raft, its own data directory). Tests kill (SIGKILL), freeze (SIGSTOP), thaw and restart
nodes; ``stop()`` always stops every node that was started.

Ports are configurable so that CI and several checkouts on one machine never collide:

``CITEWISE_TEST_CLUSTER_HTTP_PORT``      first node's HTTP port (default 8111; node i uses +i)
``CITEWISE_TEST_CLUSTER_GRPC_PORT``      first node's gRPC port (default 18111; node i uses +i)
``CITEWISE_TEST_CLUSTER_INTERNAL_PORT``  first internal port (default 7111); node i uses the five ports
                                         from +5i: gossip, data, Raft, Raft RPC, Go profiling

Run ``python -m tests.integration.cluster`` to start one by hand (Ctrl-C stops it).
"""
from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from retrieval.weaviate_embedded import die_with_parent

ROOT = Path(__file__).resolve().parents[2]
INTERNAL_PORTS_PER_NODE = 5


def _env_int(name: str, default: int) -> int:
    return int(os.environ.get(name) or default)


def default_binary() -> Path:
    from retrieval.weaviate_embedded import binary_path

    directory = os.environ.get("WEAVIATE_BINARY_DIR") or Path.home() / ".cache" / "weaviate-embedded"
    return binary_path(Path(directory))


@dataclass(frozen=True)
class NodePorts:
    http: int
    grpc: int
    gossip: int
    data: int
    raft: int
    raft_rpc: int
    profiling: int


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.3):
            return True
    except OSError:
        return False


class LocalCluster:
    """``size`` Weaviate nodes on 127.0.0.1, one Raft voter each, data under ``root``."""

    def __init__(
        self,
        root: Path,
        *,
        size: int = 3,
        binary: Path | None = None,
        http_port: int | None = None,
        grpc_port: int | None = None,
        internal_port: int | None = None,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.root = Path(root)
        self.size = size
        self.binary = Path(binary or default_binary())
        http = http_port or _env_int("CITEWISE_TEST_CLUSTER_HTTP_PORT", 8111)
        # Below the ephemeral range (32768-60999): nodes are restarted often, and an outgoing connection
        # holding the port would make the restart fail.
        grpc = grpc_port or _env_int("CITEWISE_TEST_CLUSTER_GRPC_PORT", 18111)
        internal = internal_port or _env_int("CITEWISE_TEST_CLUSTER_INTERNAL_PORT", 7111)
        self.ports = [
            NodePorts(http + i, grpc + i, *range(internal + INTERNAL_PORTS_PER_NODE * i,
                                                 internal + INTERNAL_PORTS_PER_NODE * (i + 1)))
            for i in range(size)
        ]
        self.extra_env = dict(extra_env or {})
        self.processes: list[subprocess.Popen | None] = [None] * size

    # --- what Citewise is pointed at ------------------------------------------------------------
    def name(self, i: int) -> str:
        return f"node{i}"

    def url(self, i: int) -> str:
        return f"http://127.0.0.1:{self.ports[i].http}"

    @property
    def weaviate_url(self) -> str:
        """WEAVIATE_URL naming every node (the adapter fails over between them)."""
        return ",".join(self.url(i) for i in range(self.size))

    @property
    def grpc_ports(self) -> str:
        """WEAVIATE_GRPC_PORT for that URL list: one port per node."""
        return ",".join(str(p.grpc) for p in self.ports)

    def log_path(self, i: int) -> Path:
        return self.root / f"{self.name(i)}.log"

    # --- lifecycle ------------------------------------------------------------------------------
    def _environment(self, i: int) -> dict[str, str]:
        p = self.ports[i]
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "PERSISTENCE_DATA_PATH": str(self.root / self.name(i)),
            "AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED": "true",
            "AUTOSCHEMA_ENABLED": "false",
            "DEFAULT_VECTORIZER_MODULE": "none",
            "ENABLE_MODULES": "",
            "DISABLE_TELEMETRY": "true",
            "LOG_LEVEL": os.environ.get("CITEWISE_TEST_CLUSTER_LOG_LEVEL", "warning"),
            "GRPC_PORT": str(p.grpc),
            "GO_PROFILING_PORT": str(p.profiling),
            # One core per node: three nodes share a small machine with the tests themselves.
            "GOMAXPROCS": os.environ.get("CITEWISE_TEST_CLUSTER_GOMAXPROCS", "1"),
            "CLUSTER_HOSTNAME": self.name(i),
            "CLUSTER_IN_LOCALHOST": "true",
            "CLUSTER_BIND_ADDR": "127.0.0.1",
            "CLUSTER_ADVERTISE_ADDR": "127.0.0.1",
            "CLUSTER_GOSSIP_BIND_PORT": str(p.gossip),
            "CLUSTER_DATA_BIND_PORT": str(p.data),
            # The running nodes' gossip addresses (memberlist refuses to start if none answers): the
            # first node starts alone, the others and a restarted node join whichever are up.
            "CLUSTER_JOIN": ",".join(
                f"127.0.0.1:{q.gossip}" for j, q in enumerate(self.ports) if j != i and self.alive(j)
            ),
            "RAFT_PORT": str(p.raft),
            "RAFT_INTERNAL_RPC_PORT": str(p.raft_rpc),
            "RAFT_JOIN": ",".join(f"{self.name(j)}:{q.raft}" for j, q in enumerate(self.ports)),
            "RAFT_BOOTSTRAP_EXPECT": str(self.size),
        }
        env.update(self.extra_env)
        return env

    def start_node(self, i: int) -> None:
        if self.processes[i] is not None and self.processes[i].poll() is None:
            return
        for port in (self.ports[i].http, self.ports[i].grpc):
            if _listening(port):
                raise RuntimeError(
                    f"port {port} is already in use: set CITEWISE_TEST_CLUSTER_HTTP_PORT/_GRPC_PORT/"
                    "_INTERNAL_PORT to free ports"
                )
        (self.root / self.name(i)).mkdir(parents=True, exist_ok=True)
        with open(self.log_path(i), "ab") as log:
            self.processes[i] = subprocess.Popen(
                [str(self.binary), "--host", "127.0.0.1", "--port", str(self.ports[i].http),
                 "--scheme", "http", "--read-timeout=600s", "--write-timeout=600s"],
                env=self._environment(i), stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True,  # a Ctrl-C in the test terminal is handled by stop(), not per node
                preexec_fn=die_with_parent,
            )

    def start(self, timeout: float = 90.0) -> LocalCluster:
        if not self.binary.exists():
            raise RuntimeError(f"Weaviate binary not found: {self.binary} (scripts/lib.sh weaviate_binary builds it)")
        self.root.mkdir(parents=True, exist_ok=True)
        try:
            for i in range(self.size):
                self.start_node(i)
                self._wait_listening(i, self.ports[i].gossip)
            self.wait_ready(range(self.size), timeout=timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_listening(self, i: int, port: int, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not _listening(port):
            if not self.alive(i):
                raise RuntimeError(f"{self.name(i)} exited; see {self.log_path(i)}:\n{self.log_tail(i)}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{self.name(i)} did not open port {port} within {timeout} s")
            time.sleep(0.1)

    def wait_ready(self, nodes, *, timeout: float = 60.0) -> None:
        """Until each given node answers ready and sees every running node as a cluster member."""
        nodes = list(nodes)
        running = [i for i in range(self.size) if self.alive(i)]
        deadline = time.monotonic() + timeout
        while True:
            pending = [i for i in nodes if not self._ready(i, expect=len(running))]
            if not pending:
                return
            for i in pending:
                if self.processes[i] is not None and self.processes[i].poll() is not None:
                    raise RuntimeError(f"{self.name(i)} exited; see {self.log_path(i)}:\n{self.log_tail(i)}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{[self.name(i) for i in pending]} not ready within {timeout} s; "
                                   f"see {self.root}/*.log")
            time.sleep(0.3)

    def _ready(self, i: int, *, expect: int) -> bool:
        try:
            ready = httpx.get(f"{self.url(i)}/v1/.well-known/ready", timeout=1.0)
            if ready.status_code != 200:
                return False
            nodes = httpx.get(f"{self.url(i)}/v1/nodes", timeout=2.0).json().get("nodes", [])
            raft = httpx.get(f"{self.url(i)}/v1/cluster/statistics", timeout=2.0).json()
        except (httpx.HTTPError, ValueError):
            return False
        # Every running node is a healthy member, and Raft has a leader that this node follows.
        return (sum(1 for n in nodes if n.get("status") == "HEALTHY") >= expect
                and any(s.get("leaderId") for s in raft.get("statistics", [])))

    def alive(self, i: int) -> bool:
        return self.processes[i] is not None and self.processes[i].poll() is None

    def kill(self, i: int) -> None:
        """SIGKILL: the node dies without leaving the cluster (a crash or a pulled cable)."""
        process = self.processes[i]
        if process is not None and process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)  # a frozen node must not stay a stopped zombie
            process.kill()
            process.wait()

    def freeze(self, i: int) -> None:
        """SIGSTOP: the node keeps its sockets open but answers nothing (a hung or overloaded VM)."""
        os.kill(self.processes[i].pid, signal.SIGSTOP)

    def thaw(self, i: int) -> None:
        os.kill(self.processes[i].pid, signal.SIGCONT)

    def restart(self, i: int, *, timeout: float = 60.0) -> None:
        self.kill(i)
        self.start_node(i)
        self.wait_ready([i], timeout=timeout)

    def stop(self) -> None:
        """Stop every node this object started (SIGTERM, then SIGKILL after 10 s)."""
        for process in self.processes:
            if process is not None and process.poll() is None:
                os.kill(process.pid, signal.SIGCONT)
                process.terminate()
        deadline = time.monotonic() + 10
        for i, process in enumerate(self.processes):
            if process is None:
                continue
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            self.processes[i] = None

    def remove_data(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def log_tail(self, i: int, lines: int = 20) -> str:
        try:
            return "\n".join(self.log_path(i).read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def __enter__(self) -> LocalCluster:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


if __name__ == "__main__":
    import tempfile

    cluster = LocalCluster(Path(tempfile.mkdtemp(prefix="citewise-cluster-")))

    def _interrupt(*_):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _interrupt)  # `timeout` or `kill` stops the nodes too
    started = time.monotonic()
    with cluster:
        print(f"{cluster.size} nodes ready in {time.monotonic() - started:.1f} s, data in {cluster.root}")
        print(f"WEAVIATE_URL={cluster.weaviate_url}\nWEAVIATE_GRPC_PORT={cluster.grpc_ports}")
        with contextlib.suppress(KeyboardInterrupt):
            signal.pause()
    cluster.remove_data()
