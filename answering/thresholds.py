"""The thresholds in force for a channel (selector) and saving them, globally or per channel (services).

Every save enters the row's history (simple-history) with whoever made the request.
"""
from __future__ import annotations

from collections.abc import Mapping

from django.db import transaction

from verification import engine
from verification.models import THRESHOLD_FIELDS, Thresholds

from .channels import channel_policy, channel_thresholds
from .models import ChannelSettings


def effective_thresholds(*, channel_id: str) -> engine.Thresholds:
    """What a question from ``channel_id`` is answered under: the global thresholds with the channel's
    overrides."""
    return channel_thresholds(policy=channel_policy(channel_id=channel_id), base=Thresholds.current())


@transaction.atomic
def thresholds_update(*, values: Mapping[str, object]) -> Thresholds:
    """Save new global thresholds (validated)."""
    row, _ = Thresholds.objects.select_for_update().get_or_create(pk=1)
    for name in THRESHOLD_FIELDS:
        if name in values:
            setattr(row, name, values[name])
    row.full_clean()
    row.save()
    return row


@transaction.atomic
def channel_thresholds_update(*, channel_id: str, values: Mapping[str, object],
                              changes_only: bool = False) -> ChannelSettings:
    """Set a channel's threshold overrides (creating its settings if it had none). A value equal to the
    global one is stored as an override all the same: the channel keeps it if the global one changes.

    ``changes_only``: ``values`` is a whole set of thresholds (the what-if form); only those that differ
    from what the channel answers under now become overrides, so the others keep following the global
    thresholds."""
    row = ChannelSettings.objects.select_for_update().filter(channel_id=channel_id).first() \
        or ChannelSettings(channel_id=channel_id)
    if changes_only:
        now = effective_thresholds(channel_id=channel_id)
        values = {name: value for name, value in values.items() if value != getattr(now, name)}
    for name in THRESHOLD_FIELDS:
        if name in values:
            setattr(row, name, values[name])
    row.full_clean()
    row.save()
    return row
