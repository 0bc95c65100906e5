"""Cluster layout settings and completeness, without a server (node listings as Weaviate reports them)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from retrieval.index_layout import (
    Layout,
    LayoutError,
    consistency_level,
    health_from_nodes,
    layout_mismatch,
    layout_wanted,
)


def node(name, shards, status="HEALTHY"):
    return SimpleNamespace(name=name, status=status, shards=[SimpleNamespace(name=s) for s in shards])


@pytest.mark.parametrize("url, factor, nodes, expected", [
    ("", "auto", 1, 1),                        # embedded
    ("http://w1:8080", "auto", 1, 1),          # one server
    ("http://w1:8080", "auto", 3, 3),          # a cluster
    ("http://w1:8080", "auto", 5, 3),          # three copies are enough
    ("http://w1:8080", "2", 3, 2),
])
def test_replication_factor_follows_the_setting_or_the_cluster(settings, url, factor, nodes, expected):
    settings.WEAVIATE_URL = url
    settings.WEAVIATE_REPLICATION_FACTOR = factor
    settings.WEAVIATE_SHARDS = 1
    assert layout_wanted(node_count=nodes) == Layout(replication_factor=expected, shards=1)


@pytest.mark.parametrize("factor, shards, message", [
    ("4", 1, "needs 4 nodes; the cluster has 3"),
    ("three", 1, "must be a number or 'auto'"),
    ("0", 1, "at least 1"),
    ("1", 0, "WEAVIATE_SHARDS must be at least 1"),
])
def test_impossible_layouts_name_the_setting(settings, factor, shards, message):
    settings.WEAVIATE_URL = "http://w1:8080"
    settings.WEAVIATE_REPLICATION_FACTOR = factor
    settings.WEAVIATE_SHARDS = shards
    with pytest.raises(LayoutError, match=message):
        layout_wanted(node_count=3)


def test_consistency_levels_are_checked(settings):
    settings.WEAVIATE_CONSISTENCY = "quorum"
    settings.WEAVIATE_READ_CONSISTENCY = "one"
    assert consistency_level().value == "QUORUM"
    assert consistency_level(read=True).value == "ONE"
    settings.WEAVIATE_CONSISTENCY = "MOST"
    with pytest.raises(LayoutError, match="WEAVIATE_CONSISTENCY must be one of ONE, QUORUM, ALL"):
        consistency_level()


def test_a_layout_change_is_spelled_out_with_both_ways_out():
    message = layout_mismatch(collection="CitewiseChunk", current=Layout(3, 1), wanted=Layout(1, 1))
    assert "replication factor 3, 1 shard" in message and "replication factor 1, 1 shard" in message
    assert "WEAVIATE_REPLICATION_FACTOR=3" in message and "reindex --new-layout" in message
    assert layout_mismatch(collection="C", current=Layout(3, 1), wanted=Layout(3, 1)) == ""


def test_all_nodes_up_is_complete():
    health = health_from_nodes([node("n0", ["a"]), node("n1", ["a"]), node("n2", ["a"])], layout=Layout(3, 1))
    assert health.complete and health.fully_replicated and not health.reason


def test_a_lost_replica_keeps_the_index_complete():
    health = health_from_nodes([node("n0", ["a"]), node("n1", ["a"])], layout=Layout(3, 1))
    assert health.complete and not health.degraded
    assert health.replicas_missing == 1 and not health.fully_replicated
    assert "replication keeps every document searchable" in health.reason


def test_a_lost_shard_makes_the_index_incomplete():
    health = health_from_nodes([node("n0", ["a"]), node("n1", ["b"])], layout=Layout(1, 3))
    assert health.degraded and health.shards_missing == 1
    assert "1 of 3 shards" in health.reason and "n0, n1" in health.reason


def test_a_node_that_reports_itself_unavailable_does_not_count():
    health = health_from_nodes([node("n0", ["a"]), node("n1", ["b"], status="UNAVAILABLE")], layout=Layout(1, 2))
    assert health.degraded and health.nodes == ("n0",)
