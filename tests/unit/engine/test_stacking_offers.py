""""Stack" an offer is "combine" it: a claim that offers stack where the source says they cannot be combined is the
opposite of the source; the same restriction in either word is its paraphrase."""
import pytest
from engine_samples import first_citation

from verification.engine import Source

# The lexicon's synonyms are single words applied everywhere ("stack" chairs, a software stack); "stack" = "combine"
# holds only of offers and discounts, a phrase entry the lexicon cannot hold yet, so the synonym was removed.
GAP = pytest.mark.xfail(strict=True, reason="needs a phrase synonym (stack offers/discounts); the lexicon has words only")

VOUCHERS = Source(text="Cinema vouchers\nA cinema voucher cannot be combined with any other ticket offer.")


@GAP
def test_stacking_what_cannot_be_combined_is_contradicted():
    c = first_citation("You can stack a cinema voucher with other ticket offers[1].", VOUCHERS)
    assert c.status == "inaccurate", c.explanation


@GAP
def test_not_stacking_is_the_restriction_restated():
    c = first_citation("A cinema voucher can't be stacked with other ticket offers[1].", VOUCHERS)
    assert c.status == "accurate", c.explanation
