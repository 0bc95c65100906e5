"""Per-channel behaviour (selectors): whether Citewise answers in a channel, when, to whom, from which
sources and with which thresholds. The bot reads the policy; the pipeline applies scope and thresholds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from retrieval.search import SearchLimits, SearchResult, passages_search
from textkit.bilingual import translated_query
from textkit.identifiers import code_occurrences
from textkit.language import lang_of
from verification import engine
from verification.models import THRESHOLD_FIELDS

from .models import ChannelSettings


@dataclass(frozen=True)
class ChannelPolicy:
    channel_id: str = ""
    enabled: bool = True
    mention_only: bool = False
    source_scope: str = ChannelSettings.SourceScope.ALL
    asker_only: bool = False
    overrides: tuple[tuple[str, float | bool], ...] = ()  # threshold name → value set for this channel


def channel_policy(*, channel_id: str) -> ChannelPolicy:
    """The channel's settings, or the defaults for a channel nobody configured (or no channel)."""
    row = ChannelSettings.objects.filter(channel_id=channel_id).first() if channel_id else None
    if row is None:
        return ChannelPolicy(channel_id=channel_id)
    return ChannelPolicy(
        channel_id=channel_id,
        enabled=row.enabled,
        mention_only=row.mention_only,
        source_scope=row.source_scope,
        asker_only=row.asker_only,
        overrides=tuple((name, getattr(row, name)) for name in THRESHOLD_FIELDS if getattr(row, name) is not None),
    )


def channel_thresholds(*, policy: ChannelPolicy, base: engine.Thresholds) -> engine.Thresholds:
    """The global thresholds with this channel's overrides applied."""
    return replace(base, **dict(policy.overrides)) if policy.overrides else base


@dataclass(frozen=True)
class ChannelOverride:
    channel_id: str
    name: str
    values: tuple[tuple[str, float | bool], ...]  # threshold name → the channel's value


def channels_overriding() -> list[ChannelOverride]:
    """Channels whose own threshold values replace global ones (a global change does not reach those)."""
    out = []
    for row in ChannelSettings.objects.order_by("channel_id"):
        values = tuple((f, getattr(row, f)) for f in THRESHOLD_FIELDS if getattr(row, f) is not None)
        if values:
            out.append(ChannelOverride(row.channel_id, row.name, values))
    return out


def channel_search(text: str, *, channel_id: str, thresholds: engine.Thresholds, scope: str,
                   query_vector: list[float] | None = None, translate: bool = False) -> SearchResult:
    """Search as a question from ``channel_id`` is searched: the thresholds' limits and the channel's
    source scope (the pipeline and the what-if preview both use this, so they cannot disagree).

    ``translate``: search with the other language's words of the question instead (``textkit.bilingual``:
    an English question over Korean documents), keeping the codes it asks about; nothing when the table
    knows none of its words."""
    if translate:
        words = translated_query(text)
        if not words:
            return SearchResult()
        # Codes, and the Latin names of a Korean question ("PawSure 대기기간"), are searched as written.
        names = re.findall(r"[A-Za-z][A-Za-z0-9\-]+", text) if lang_of(text) == "ko" else []
        text = " ".join([text[o.start:o.end] for o in code_occurrences(text)] + names + [words])
    limits = SearchLimits(max_sources=thresholds.max_sources, min_relevance=thresholds.min_relevance,
                          min_excerpt_length=thresholds.min_excerpt_length)
    return passages_search(text, channel_id=channel_id or None, limits=limits, query_vector=query_vector,
                           include_public=scope != "channel", include_channel=scope != "public")
