"""Citewise on a real 3-node Weaviate cluster (loopback, the pinned binary): layout settings, a dead
node with and without replication, losing the node WEAVIATE_URL names first, a frozen node, and
healing a source an outage left partial.

The cluster is started once for this module (tests/integration/cluster.py) and every test leaves all
three nodes running. Citewise is pointed at it with WEAVIATE_URL naming all three nodes; the session's
embedded test Weaviate is set aside meanwhile and restored afterwards.
"""
from __future__ import annotations

import io
import json
import logging
import time
from contextlib import contextmanager

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from retrieval import store as store_module
from retrieval.ingest import INDEX_OUTAGE, source_ingest
from retrieval.models import Source
from retrieval.search import SearchLimits, passages_search
from retrieval.sources import source_register_path
from retrieval.store import HEALTH_TIMEOUT_SECONDS
from retrieval.weaviate_nodes import ATTEMPT_SLACK_SECONDS
from textkit.wording import search_incomplete

from .cluster import LocalCluster
from .conftest import ROOT, SAMPLES

pytestmark = pytest.mark.django_db

# A fixed small corpus: regulations (Korean, PDF + Markdown), a manual with error codes, insurance
# terms. Questions from the retrieval benchmark that these documents answer.
CORPUS = [
    SAMPLES / "regulations" / "학칙.pdf",
    SAMPLES / "regulations" / "등록금에_관한_규정.md",
    SAMPLES / "manuals" / "CR6_협동로봇_유지보수_매뉴얼.md",
    SAMPLES / "insurance" / "여행자보험_이용약관.md",
]
QUESTIONS = [
    row["question"]
    for row in map(json.loads, (ROOT / "benchmarks" / "retrieval_questions.jsonl").read_text().splitlines())
    if any(name in json.dumps(row["expected"], ensure_ascii=False)
           for name in ("학칙.pdf", "등록금에_관한_규정.md", "CR6_", "여행자보험"))
][:16]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    nodes = LocalCluster(tmp_path_factory.mktemp("weaviate-cluster"))
    nodes.start()
    try:
        yield nodes
    finally:
        nodes.stop()
        nodes.remove_data()


@pytest.fixture
def all_nodes_up(cluster):
    """Every test starts and ends with three running, thawed nodes."""
    yield cluster
    for i in range(cluster.size):
        if cluster.alive(i):
            cluster.thaw(i)
        else:
            cluster.start_node(i)
    cluster.wait_ready(range(cluster.size), timeout=90)


@contextmanager
def citewise_on(cluster, settings, *, collection, factor="auto", shards=1):
    """Point Citewise at the cluster with a fresh collection; the embedded test store comes back after."""
    saved = store_module._pool, store_module._store
    store_module._pool = store_module._store = None
    settings.WEAVIATE_URL = cluster.weaviate_url
    settings.WEAVIATE_GRPC_PORT = cluster.grpc_ports
    settings.WEAVIATE_COLLECTION = collection
    settings.WEAVIATE_REPLICATION_FACTOR = factor
    settings.WEAVIATE_SHARDS = shards
    settings.WEAVIATE_CONSISTENCY = "QUORUM"
    try:
        store = store_module.get_store()
        store._client.collections.delete(collection)
        store_module.forget_store()
        yield store_module.get_store()
    finally:
        store_module.reset_store()
        store_module._pool, store_module._store = saved


def ingest(paths) -> list[Source]:
    sources = []
    for path in paths:
        source, _ = source_register_path(path=path)
        sources.append(source_ingest(source_id=source.pk))
    return sources


def answers() -> dict[str, tuple]:
    """What search returns for each question: (degraded, passages as file/page/article/text)."""
    out = {}
    for question in QUESTIONS:
        result = passages_search(question, limits=SearchLimits())
        out[question] = (result.degraded, tuple((p.file, p.page, p.article, p.text) for p in result))
    return out


def timed(fn):
    started = time.monotonic()
    value = fn()
    return value, time.monotonic() - started


def test_a_new_collection_gets_the_cluster_layout(all_nodes_up, settings):
    with citewise_on(all_nodes_up, settings, collection="CitewiseLayout") as store:
        config = store._client.collections.use("CitewiseLayout").config.get()

    assert config.replication_config.factor == 3  # "auto" on three nodes
    assert config.replication_config.async_enabled
    assert config.sharding_config.actual_count == 1


def test_reindex_keeps_the_layout_unless_asked_to_change_it(all_nodes_up, settings):
    with citewise_on(all_nodes_up, settings, collection="CitewiseReindex") as store:
        (source,) = ingest([SAMPLES / "regulations" / "등록금에_관한_규정.md"])
        settings.WEAVIATE_REPLICATION_FACTOR = "1"  # someone sets it back to the single-node value

        with pytest.raises(CommandError) as refused:
            call_command("reindex", "--inline", "--yes", stdout=io.StringIO())
        assert "has replication factor 3, 1 shard; the settings ask for replication factor 1" in str(refused.value)
        assert "WEAVIATE_REPLICATION_FACTOR=3" in str(refused.value) and "Nothing changed" in str(refused.value)
        assert store.layout(refresh=True).replication_factor == 3
        assert store.count(source.pk) == source.chunk_count
        assert Source.objects.get(pk=source.pk).status == Source.Status.READY

        out = io.StringIO()
        call_command("reindex", "--inline", "--yes", "--new-layout", stdout=out)
        assert "replication factor 3, 1 shard → replication factor 1, 1 shard" in out.getvalue()
        assert store.layout(refresh=True).replication_factor == 1
        assert store.count(source.pk) == source.chunk_count


def test_with_replication_answers_stay_complete_and_identical_when_a_node_dies(all_nodes_up, settings):
    with citewise_on(all_nodes_up, settings, collection="CitewiseReplicated"):
        assert all(s.status == Source.Status.READY for s in ingest(CORPUS))
        before = answers()
        assert all(passages for _, passages in before.values())

        all_nodes_up.kill(2)
        after = answers()
        (late,) = ingest([SAMPLES / "insurance" / "FAQ.html"])  # writes need 2 of 3 replicas
        late_count = store_module.get_store().count(late.pk)

    assert after == before  # same passages, none flagged degraded
    assert late.status == Source.Status.READY and late_count == late.chunk_count


def test_without_replication_a_dead_node_is_reported_not_hidden(all_nodes_up, settings, caplog):
    with citewise_on(all_nodes_up, settings, collection="CitewiseSharded", factor="1", shards=3):
        ingest(CORPUS)
        before = answers()
        assert not any(degraded for degraded, _ in before.values())

        all_nodes_up.kill(2)
        with caplog.at_level(logging.INFO):
            after = answers()  # the first search rides out the seconds before the cluster notices
        result = passages_search(QUESTIONS[0], limits=SearchLimits())
        out = io.StringIO()
        call_command("ask", "휴학은 최대 몇 년까지 할 수 있나요?", "--json", stdout=out)
        asked = json.loads(out.getvalue())

    # The person asking is told: never "verified", and the notice is in the answer's issues (or its text).
    assert asked["status"] != "verified" and "1 of 3 shards" in asked["search_gap"]
    assert search_incomplete("ko") in asked["issues"]
    assert all(degraded for degraded, _ in after.values())
    assert any(after[q][1] != before[q][1] for q in QUESTIONS)  # a third of the index was missing
    assert "1 of 3 shards of the index are on nodes that are down" in result.reason
    # Logged as it happened, without the questions' words.
    assert "weaviate.index_incomplete" in caplog.text
    assert "휴학" not in caplog.text


def test_losing_the_node_weaviate_url_names_first(all_nodes_up, settings):
    with citewise_on(all_nodes_up, settings, collection="CitewiseFailover"):
        ingest(CORPUS[:2])
        before = answers()

        all_nodes_up.kill(0)  # the first URL, and the node that bootstrapped Raft
        first, first_seconds = timed(lambda: passages_search(QUESTIONS[0], limits=SearchLimits()))
        after = answers()

    assert after == before
    assert (first.degraded, tuple((p.file, p.page, p.article, p.text) for p in first)) == before[QUESTIONS[0]]
    # Failover found out from a readiness probe, not from the client's minute of gRPC retries.
    assert first_seconds < settings.WEAVIATE_TIMEOUT_SECONDS + ATTEMPT_SLACK_SECONDS


def test_a_frozen_node_costs_bounded_time(all_nodes_up, settings):
    with citewise_on(all_nodes_up, settings, collection="CitewiseFrozen"):
        ingest(CORPUS[:2])
        before = answers()

        all_nodes_up.freeze(0)
        first, first_seconds = timed(lambda: passages_search(QUESTIONS[0], limits=SearchLimits()))
        _, later_seconds = timed(lambda: passages_search(QUESTIONS[1], limits=SearchLimits()))
        after = answers()
        all_nodes_up.thaw(0)

    assert after == before
    # Given up on after a readiness probe, not after the whole attempt timeout.
    assert first_seconds < settings.WEAVIATE_TIMEOUT_SECONDS
    # Not tried again; at most the short cluster-status check waits for it until it is declared dead.
    assert later_seconds < HEALTH_TIMEOUT_SECONDS + 1.0


def test_a_source_an_outage_left_partial_heals_when_the_node_returns(all_nodes_up, settings):
    manual = SAMPLES / "manuals" / "CR6_협동로봇_유지보수_매뉴얼.md"
    with citewise_on(all_nodes_up, settings, collection="CitewiseHeal", factor="1", shards=3) as store:
        all_nodes_up.kill(2)
        with pytest.raises(CommandError, match="not fully indexed.*manage.py heal"):
            call_command("ingest", str(manual), "--inline", stdout=io.StringIO())
        source = Source.objects.get(path=str(manual.resolve()))
        assert source.status in (Source.Status.PARTIAL, Source.Status.FAILED)
        assert source.error.startswith(INDEX_OUTAGE)

        with pytest.raises(CommandError, match="wait for the index, which is not healthy yet"):
            call_command("heal", "--inline", stdout=io.StringIO())

        all_nodes_up.start_node(2)
        all_nodes_up.wait_ready([0, 1, 2], timeout=90)
        out = io.StringIO()
        call_command("heal", "--inline", stdout=out)

        source.refresh_from_db()
        assert source.status == Source.Status.READY, source.error
        assert store.count(source.pk) == source.chunk_count
        assert "Re-ingesting 1 source(s)" in out.getvalue()
