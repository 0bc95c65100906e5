"""Failover on a 3-node Weaviate cluster: what searches cost while a node dies or freezes, or the Raft
leader changes. Prints numbers; not a test.

Starts a cluster on loopback (tests/integration/cluster.py: the pinned binary, ports from
CITEWISE_TEST_CLUSTER_HTTP_PORT/_GRPC_PORT/_INTERNAL_PORT, default 8111/18111/7111), points Citewise at
all three nodes (WEAVIATE_URL), ingests samples/ with the project's ingestion, then per scenario asks
the questions of benchmarks/retrieval_questions.jsonl back to back through the app's own search
(``retrieval.search.passages_search``) for a few seconds before and ``--window`` seconds after the
event. Per scenario it prints search latency before (p50/p95), the first search after the event, p50/
p95/max over the window, searches that failed, searches flagged degraded, and whether the passages
matched those before the event.

Scenarios (default: all):
  dead-node       SIGKILL node 2 (not the first URL)           replication 3, 1 shard (the default)
  dead-first      SIGKILL node 0, the first URL in WEAVIATE_URL replication 3, 1 shard
  frozen-first    SIGSTOP node 0                               replication 3, 1 shard
  raft-leader     SIGKILL the Raft leader                      replication 3, 1 shard
  dead-node-r1    SIGKILL node 2                               no replication, 3 shards

Run:  python benchmarks/bench_cluster.py [--window SECONDS] [--scenario NAME ...]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"
QUESTIONS = ROOT / "benchmarks" / "retrieval_questions.jsonl"

SCENARIOS = {
    "dead-node": ("kill", 2, "auto", 1),
    "dead-first": ("kill", 0, "auto", 1),
    "frozen-first": ("freeze", 0, "auto", 1),
    "raft-leader": ("kill", "leader", "auto", 1),
    "dead-node-r1": ("kill", 2, "1", 3),
}


def configure(data_dir: Path) -> None:
    """Environment for a throwaway Citewise; must run before django.setup()."""
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    os.environ["CITEWISE_DATA_DIR"] = str(data_dir)
    os.environ["DATABASE_URL"] = f"sqlite:///{data_dir / 'citewise.sqlite3'}"
    os.environ.setdefault("LOG_LEVEL", "ERROR")
    sys.path.insert(0, str(ROOT))


@dataclass
class Search:
    started: float  # seconds after the event (negative: before it)
    seconds: float
    ok: bool
    degraded: bool = False
    passages: tuple = ()


def ask(question: str, event_at: float) -> Search:
    from retrieval.search import SearchLimits, passages_search
    from retrieval.store import StoreUnavailable

    started = time.monotonic()
    try:
        result = passages_search(question, limits=SearchLimits())
    except StoreUnavailable:
        return Search(started - event_at, time.monotonic() - started, ok=False)
    return Search(started - event_at, time.monotonic() - started, ok=True, degraded=result.degraded,
                  passages=tuple((p.file, p.page, p.article, p.text) for p in result))


def leader_index(cluster) -> int:
    import httpx

    for i in range(cluster.size):
        try:
            stats = httpx.get(f"{cluster.url(i)}/v1/cluster/statistics", timeout=2).json()
        except httpx.HTTPError:
            continue
        leader = next((s["leaderId"] for s in stats.get("statistics", []) if s.get("leaderId")), "")
        if leader:
            return int(leader.removeprefix("node"))
    raise RuntimeError("no Raft leader found")


def run_scenario(name: str, cluster, questions: list[str], window: float) -> dict:
    from django.conf import settings

    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.store import get_store, reset_store

    action, target, factor, shards = SCENARIOS[name]
    reset_store()  # a fresh pool: no node remembered as down from the last scenario
    settings.WEAVIATE_COLLECTION = f"CitewiseFailover{shards}"
    settings.WEAVIATE_REPLICATION_FACTOR = factor
    settings.WEAVIATE_SHARDS = shards
    store = get_store()
    if store.count() == 0:
        for pk in Source.objects.order_by("pk").values_list("pk", flat=True):
            source_ingest(source_id=pk)
    node = leader_index(cluster) if target == "leader" else target
    expected = {q: ask(q, 0).passages for q in questions}
    before = [ask(q, 0) for q in questions]

    event_at = time.monotonic()
    (cluster.kill if action == "kill" else cluster.freeze)(node)
    after: list[Search] = []
    i = 0
    while time.monotonic() - event_at < window:
        question = questions[i % len(questions)]
        search = ask(question, event_at)
        search.passages = search.passages == expected[question]  # type: ignore[assignment]
        after.append(search)
        i += 1
    if action == "freeze":
        cluster.thaw(node)
    else:
        cluster.start_node(node)
    cluster.wait_ready(range(cluster.size), timeout=120)
    return {"name": name, "node": f"node{node}", "layout": store.layout().describe(),
            "before": before, "after": after}


def print_scenario(result: dict) -> None:
    from answering.metrics import percentile  # after django.setup()

    before = [s.seconds * 1000 for s in result["before"]]
    after = result["after"]
    ok = [s for s in after if s.ok]
    ms = [s.seconds * 1000 for s in after]
    first = after[0] if after else None
    first_ok = next((s for s in after if s.ok), None)
    degraded = [s for s in ok if s.degraded]
    same = sum(1 for s in ok if s.passages is True)
    print(f"\n{result['name']}: {result['node']} ({result['layout']})")
    print(f"  before: {len(before)} searches, p50 {statistics.median(before):.0f} ms, p95 {percentile(before, .95):.0f} ms")
    if first is not None:
        print(f"  first search after the event: {first.seconds * 1000:.0f} ms, {'ok' if first.ok else 'FAILED'}"
              + (", degraded" if first.degraded else ""))
    if first_ok is not None:
        print(f"  first answer after the event at +{first_ok.started + first_ok.seconds:.1f} s")
    print(f"  window: {len(after)} searches, p50 {statistics.median(ms):.0f} ms, p95 {percentile(ms, .95):.0f} ms, "
          f"max {max(ms):.0f} ms; failed {len(after) - len(ok)}; degraded {len(degraded)}; "
          f"same passages as before {same}/{len(ok)}")
    if degraded:
        print(f"  first flagged degraded at +{degraded[0].started:.1f} s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--window", type=float, default=15.0, help="seconds of searches after each event")
    ap.add_argument("--scenario", action="append", choices=sorted(SCENARIOS), help="run only these")
    args = ap.parse_args()
    names = args.scenario or list(SCENARIOS)

    data_dir = Path(tempfile.mkdtemp(prefix="citewise-failover-"))
    configure(data_dir)
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from retrieval.sources import documents_in, source_register_path
    from retrieval.store import reset_store
    from tests.integration.cluster import LocalCluster

    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]
    cluster = LocalCluster(data_dir / "cluster")
    try:
        started = time.monotonic()
        cluster.start()
        print(f"3-node cluster up in {time.monotonic() - started:.1f} s; WEAVIATE_URL={cluster.weaviate_url}")
        settings.WEAVIATE_URL = cluster.weaviate_url
        settings.WEAVIATE_GRPC_PORT = cluster.grpc_ports
        print(f"Per-attempt timeout {settings.WEAVIATE_TIMEOUT_SECONDS:g} s, retry budget "
              f"{settings.WEAVIATE_RETRY_SECONDS:g} s; {len(questions)} questions, BM25 only")
        call_command("migrate", verbosity=0)
        for path in documents_in([SAMPLES]).files:
            source_register_path(path=path)
        for name in names:
            print_scenario(run_scenario(name, cluster, questions, args.window))
    finally:
        reset_store()
        cluster.stop()
        shutil.rmtree(data_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
