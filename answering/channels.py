"""Per-channel behaviour (selectors): whether Citewise answers in a channel, when, to whom, from which
sources and with which thresholds. The bot reads the policy; the pipeline applies scope and thresholds.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

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
