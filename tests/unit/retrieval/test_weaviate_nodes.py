"""The node pool without a server: which node a request goes to, when it gives up, what it reports.

Clients are stand-ins (the pool only passes them to the call); errors are the real weaviate-client
exception types with the wording the client produces for a dead, frozen or refusing node.
"""
from __future__ import annotations

import logging
import time

import httpx
import pytest
from weaviate.exceptions import UnexpectedStatusCodeError, WeaviateConnectionError, WeaviateQueryError

from retrieval import weaviate_nodes
from retrieval.weaviate_nodes import (
    AttemptTimeout,
    Fault,
    Node,
    NodePool,
    StoreUnavailable,
    error_summary,
    fault_of,
    install_client_log_filter,
    node_addresses,
)

DEAD = WeaviateQueryError(
    "The request to Weaviate failed after 5 retries. Details: <_InactiveRpcError of RPC that terminated "
    "with: status = StatusCode.UNAVAILABLE details = \"failed to connect to all addresses\">", "GRPC search")
FROZEN = WeaviateQueryError("Deadline Exceeded", "GRPC search")
PEER_DOWN = WeaviateQueryError(
    "explorer: get class: vector search: object search at index citewisechunk: remote shard object search "
    "Dgkw: connect: Post \"http://127.0.0.1:7122/indices/…\": dial tcp 127.0.0.1:7122: connect: connection "
    "refused", "GRPC search")


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.now += seconds


def Response(status_code):
    return httpx.Response(status_code, json={"error": [{"message": "bad request"}]})


def make_pool(n=3, *, probe=lambda node: False, clock=None, timeout=1.0, retry_seconds=5.0, monkeypatch=None):
    addresses = node_addresses(",".join(f"http://127.0.0.1:{8111 + i}" for i in range(n)), "50111")
    nodes = [Node(a) for a in addresses]
    if monkeypatch is not None:
        monkeypatch.setattr(Node, "probe", probe)
    clock = clock or FakeClock()
    pool = NodePool(nodes, connect=lambda node: node.name, timeout=timeout, retry_seconds=retry_seconds,
                    clock=clock, sleep=clock.sleep)
    return pool, nodes, clock


def test_urls_and_grpc_ports_pair_up_one_for_all_or_one_each():
    shared = node_addresses("http://w1:8080, https://w2", "50051")
    assert [(n.url, n.grpc_port, n.secure) for n in shared] == [
        ("http://w1:8080", 50051, False), ("https://w2:443", 50051, True)]
    each = node_addresses("http://127.0.0.1:8111,http://127.0.0.1:8112", "50111,50112")
    assert [n.grpc_port for n in each] == [50111, 50112]


@pytest.mark.parametrize("urls, ports, message", [
    ("http://a:1,http://b:2,http://c:3", "1,2", "2 ports for 3 URLs"),
    ("weaviate:8080", "50051", "is not an http"),
    ("http://a:1", "grpc", "not a port number"),
    ("http://a:1,http://a:1", "50051", "names a node twice"),
])
def test_bad_node_settings_say_what_is_wrong(urls, ports, message):
    with pytest.raises(ValueError, match=message):
        node_addresses(urls, ports)


@pytest.mark.parametrize("error, fault", [
    (DEAD, Fault.NODE),
    (FROZEN, Fault.NODE),
    (WeaviateConnectionError("connection refused"), Fault.NODE),
    (AttemptTimeout("no answer"), Fault.NODE),
    (PEER_DOWN, Fault.TRANSIENT),  # the node answered: one of its peers is down
    (UnexpectedStatusCodeError("create", Response(500)), Fault.TRANSIENT),
    (UnexpectedStatusCodeError("create", Response(422)), Fault.PERMANENT),
    (WeaviateQueryError("could not find class CitewiseChunk in schema", "GRPC search"), Fault.PERMANENT),
])
def test_errors_are_told_apart(error, fault):
    assert fault_of(error) is fault


def test_first_listed_node_serves_while_it_is_up(monkeypatch):
    pool, nodes, _ = make_pool(monkeypatch=monkeypatch)
    assert pool.call(lambda client: client, action="search") == nodes[0].name


def test_a_dead_node_is_skipped_and_stays_skipped(monkeypatch):
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch)
    calls = []

    def search(client):
        calls.append(client)
        if client == nodes[0].name:
            raise DEAD
        return client

    assert pool.call(search, action="search") == nodes[1].name
    assert pool.call(search, action="search") == nodes[1].name
    assert calls == [nodes[0].name, nodes[1].name, nodes[1].name]  # the dead node was tried once

    clock.now += weaviate_nodes.COOLDOWN_SECONDS + 1  # cooldown over, but the readiness probe fails
    assert pool.call(search, action="search") == nodes[1].name
    assert calls[-1] == nodes[1].name and calls.count(nodes[0].name) == 1


def test_a_recovered_node_takes_requests_again_after_its_probe(monkeypatch):
    down = set()
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch, probe=lambda node: node.name not in down)
    down.add(nodes[0].name)

    def search(client):
        if client in down:
            raise DEAD
        return client

    assert pool.call(search, action="search") == nodes[1].name
    assert nodes[0].tripped
    down.clear()
    clock.now += weaviate_nodes.COOLDOWN_SECONDS + 1
    assert pool.call(search, action="search") == nodes[0].name
    assert not nodes[0].tripped


def test_a_node_that_timed_out_waiting_for_a_peer_is_not_blamed(monkeypatch):
    pool, nodes, _ = make_pool(monkeypatch=monkeypatch, probe=lambda node: True)

    def search(client):
        if client == nodes[0].name:
            raise FROZEN  # its deadline passed, but it answers a readiness probe
        return client

    assert pool.call(search, action="search") == nodes[1].name
    assert not nodes[0].tripped


def test_a_frozen_node_costs_one_bounded_attempt(monkeypatch):
    # Real time here: the attempt thread is abandoned after the timeout.
    addresses = node_addresses("http://127.0.0.1:8111,http://127.0.0.1:8112", "50111")
    nodes = [Node(a) for a in addresses]
    monkeypatch.setattr(Node, "probe", lambda node: False)
    pool = NodePool(nodes, connect=lambda node: node.name, timeout=0.2, retry_seconds=5.0)

    def search(client):
        if client == nodes[0].name:
            time.sleep(3)  # never answers in time
        return client

    started = time.monotonic()
    assert pool.call(search, action="search") == nodes[1].name
    first = time.monotonic() - started
    started = time.monotonic()
    assert pool.call(search, action="search") == nodes[1].name
    assert first < 1.5  # 0.2 s attempt + slack, not the 3 s the node would take
    assert time.monotonic() - started < 0.1  # the frozen node is not tried again


def test_when_the_cluster_refuses_for_a_while_the_request_is_retried(monkeypatch):
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch)
    failures = iter([PEER_DOWN] * 4)

    def search(client):
        error = next(failures, None)
        if error:
            raise error
        return client

    assert pool.call(search, action="search") == nodes[1].name  # 4 failures over the nodes, then an answer
    assert not any(n.tripped for n in nodes)  # nobody was blamed for a peer being down
    assert clock.now > 1000.0  # it waited between rounds


def test_retries_stop_at_the_budget_with_the_real_error(monkeypatch, caplog):
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch, retry_seconds=5.0)

    def search(client):
        raise PEER_DOWN

    with caplog.at_level(logging.WARNING), pytest.raises(StoreUnavailable) as raised:
        pool.call(search, action="search", redact=["휴학", "기간"])
    assert clock.now - 1000.0 <= 5.0 + 2.0
    assert "remote shard object search" in raised.value.error
    assert raised.value.node in {n.name for n in nodes}
    assert "weaviate.unavailable" in caplog.text


def test_a_write_that_used_up_its_long_timeout_is_still_retried(monkeypatch):
    # A batch write waits up to 3x the timeout; a cluster that has not yet noticed a dead replica can hold
    # it that long. The retries begin after that first failure instead of being already spent.
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch, probe=lambda node: True, timeout=5.0,
                                   retry_seconds=10.0)
    attempts = []

    def upsert(client):
        attempts.append(client)
        if len(attempts) == 1:
            clock.now += 15.0  # the whole slow attempt, then the deadline error
            raise FROZEN
        return client

    assert pool.call(upsert, action="upsert", slow=True) in {n.name for n in nodes}
    assert len(attempts) == 2


def test_a_client_error_is_not_retried(monkeypatch):
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch)
    calls = []

    def create(client):
        calls.append(client)
        raise UnexpectedStatusCodeError("create collection", Response(422))

    with pytest.raises(StoreUnavailable, match="refused the request"):
        pool.call(create, action="create")
    assert len(calls) == 1 and clock.now == 1000.0


def test_a_bug_in_the_call_is_raised_as_it_is(monkeypatch):
    pool, _, _ = make_pool(monkeypatch=monkeypatch)
    with pytest.raises(ZeroDivisionError):
        pool.call(lambda client: 1 / 0, action="search")


def test_every_node_down_fails_within_the_budget(monkeypatch):
    pool, nodes, clock = make_pool(monkeypatch=monkeypatch, retry_seconds=3.0)

    def search(client):
        raise DEAD

    with pytest.raises(StoreUnavailable) as raised:
        pool.call(search, action="search")
    assert clock.now - 1000.0 <= 3.0
    assert "UNAVAILABLE" in raised.value.error


def test_query_words_do_not_reach_the_error_text():
    error = WeaviateQueryError("bm25 failed for query '휴학 기간 연장'", "GRPC search")
    summary = error_summary(error, redact=["휴학", "기간", "연장"])
    assert "휴학" not in summary and "기간" not in summary and "WeaviateQueryError" in summary


def test_the_client_log_of_failed_batch_objects_keeps_only_its_summary(caplog):
    install_client_log_filter()
    client_logger = logging.getLogger("weaviate-client")
    with caplog.at_level(logging.ERROR, logger="weaviate-client"):
        client_logger.error({"message": "Failed to send 1 objects in a batch of 2.",
                             "errors": {1: "text: 제25조 휴학은 통산 2년을 초과할 수 없다"}})
    assert "Failed to send 1 objects" in caplog.text
    assert "휴학" not in caplog.text


def test_a_slow_node_that_is_still_ready_is_waited_for(monkeypatch):
    addresses = node_addresses("http://127.0.0.1:8111,http://127.0.0.1:8112", "50111")
    nodes = [Node(a) for a in addresses]
    monkeypatch.setattr(Node, "probe", lambda node: True)  # it answers its readiness probe
    pool = NodePool(nodes, connect=lambda node: node.name, timeout=2.0, retry_seconds=5.0)

    def search(client):
        time.sleep(0.8)  # longer than the probe delay, shorter than the timeout
        return client

    assert pool.call(search, action="search") == nodes[0].name
    assert not nodes[0].tripped
