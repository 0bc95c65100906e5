"""A list item's first word is no name: "- Cardholders can enter …" starts its sentence as a line does, so the
displaced-key check does not read "Cardholders" as a name another unit should have written."""
from __future__ import annotations

from verification.engine.checks.displaced_keys import _keys, displaced_key

GYM = "Access.\n- Cardholders can enter the gym at 6:00 on weekdays.\n- Guests pay 5 euros at the desk."


def test_the_first_word_of_a_list_item_is_not_a_name():
    for item in ("- Cardholders can enter the gym.", "1. Cardholders can enter the gym.", "Cardholders can enter."):
        assert _keys(item)[1] == frozenset(), item


def test_a_name_inside_a_list_item_is_still_read():
    assert _keys("- Write to the Claims Team within 30 days.")[1] == frozenset({"Claims Team"})


def test_a_claim_restating_a_list_item_is_not_displaced():
    assert displaced_key("Cardholders can enter the gym at 6:00 on weekdays, and guests pay at the desk.", GYM) == ""
