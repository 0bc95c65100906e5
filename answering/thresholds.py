"""The thresholds in force for a channel (selector) and saving the global ones (service)."""
from __future__ import annotations

from collections.abc import Mapping

from django.db import transaction

from verification import engine
from verification.models import THRESHOLD_FIELDS, Thresholds


def effective_thresholds(*, channel_id: str) -> engine.Thresholds:
    """What a question from ``channel_id`` is answered under: the global thresholds (no channel
    overrides exist before per-channel settings)."""
    return Thresholds.current()


@transaction.atomic
def thresholds_update(*, values: Mapping[str, object]) -> Thresholds:
    """Save new global thresholds (validated; the change enters their history with whoever made the
    request, through simple-history's middleware)."""
    row, _ = Thresholds.objects.select_for_update().get_or_create(pk=1)
    for name in THRESHOLD_FIELDS:
        if name in values:
            setattr(row, name, values[name])
    row.full_clean()
    row.save()
    return row
