"""A plain-text section heading ("4.2 E310 — Fan failure", as PDF, Word and text files write one) is the heading
the section's sentences are read under, as a markdown "### 4.2 …" is: "For E310, …" is covered by the remedy
written under it. A numbered list item ("1. Check …") stays an item of its lead-in."""
import pytest
from engine_samples import only

from verification.engine import Source
from verification.engine.checks.reading import layout

MANUAL = ("4.1 E300 — Pump stalled\nCause: The pump motor drew more than 3 A.\n\n"
          "4.2 E310 — Fan failure\nCause: The cooling fan stopped turning.\n\n"
          "Remedy: Measure the fan supply voltage (about 12 V). Replace the fan if it is below 10 V.")


def test_a_numbered_line_without_a_full_stop_heads_its_section():
    lay = layout(MANUAL)
    remedy = next(i for i, s in enumerate(lay.sentences) if s.startswith("Remedy"))
    assert lay.sentences[lay.headings[remedy][0]].startswith("4.2 E310")


def test_numbered_list_items_are_not_headings():
    lay = layout("Remedy:\n1. Check the fan cable\n2. Replace the fan\n3.1 m of cable is included.")
    assert all(h == () for h in lay.headings)


def test_a_claim_naming_the_sections_code_is_accurate():
    c = only("For E310, the fan supply voltage should be about 12 V[1].", [Source(text=MANUAL)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim", [
    "For E310, the fan supply voltage should be about 24 V",  # another value
    "For E300, the fan supply voltage should be about 12 V",  # another section's code
])
def test_another_value_or_another_sections_code_is_not_accurate(claim):
    c = only(claim + "[1].", [Source(text=MANUAL)])
    assert c.status != "accurate", c.explanation
