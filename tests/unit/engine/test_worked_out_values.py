"""Values a claim works out of its source's (a gap named after the figure, a multiplier both state) are no mismatch;
the same claim with a wrong result still is. And a table written without outer bars reads row by row."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.reading import layout

FEES = Source(text="Entry fees\nEvent | Early bird (until 30 April) | Standard (1 May to 31 August)\n"
                   "Half marathon | GBP 38 | GBP 45\n10K | GBP 26 | GBP 32\nFamily Mile | GBP 8 | GBP 8\n"
                   "Entries close on 31 August or when all 6,000 places are taken, whichever comes first.")
PLANS = Source(text="Plan | Accessories | Personal accident | Excess per claim\n"
                    "Essential | up to GBP 250 | not included | GBP 100\n"
                    "Plus | up to GBP 500 | up to GBP 10,000 | GBP 75\n"
                    "All three plans cover theft and accidental damage. For e-bikes the excess is doubled.")



def test_a_gap_named_after_the_figure_is_worked_out_not_another_fee():
    c = first_citation("At standard rates that is GBP 13, the gap between GBP 32 and GBP 45[1].", FEES)
    assert c.action == "kept" and c.status != "inaccurate", c.explanation
    assert c.status != "accurate"  # worked out, not stated: a judge may confirm it


def test_a_wrong_gap_is_still_a_mismatch():
    c = first_citation("At standard rates that is GBP 11, the gap between GBP 32 and GBP 45[1].", FEES)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_an_amount_doubled_as_the_source_doubles_it_is_no_mismatch():
    c = first_citation("Essential has a GBP 100 excess per claim, and the excess is doubled for e-bikes, "
                 "so you would pay GBP 200[1].", PLANS)
    assert c.action == "kept" and c.status != "inaccurate", c.explanation


def test_a_wrong_multiple_or_one_the_source_does_not_state_is_still_a_mismatch():
    wrong = first_citation("Essential has a GBP 100 excess per claim, and the excess is doubled for e-bikes, "
                     "so you would pay GBP 300[1].", PLANS)
    assert wrong.status == "inaccurate", wrong.explanation
    unstated = first_citation("Essential has a GBP 100 excess per claim, and for e-bikes you would pay GBP 200[1].", PLANS)
    assert unstated.status == "inaccurate", unstated.explanation


def test_a_row_of_a_table_without_outer_bars_is_not_read_as_exchanged_roles():
    c = first_citation("Plus pays up to £500 for accessories and £10,000 for personal accident, and the excess is £75[1].",
                 PLANS)
    assert c.action == "kept" and c.status != "inaccurate", c.explanation
    # Read as one run of cells, "Excess per claim Plus" bound Essential's GBP 100 to Plus as well: accurate before.
    other_row = first_citation("On Plus the excess is £100[1].", PLANS)
    assert other_row.status != "accurate", other_row.explanation
    assert first_citation("On Plus the excess is £75[1].", PLANS).status == "accurate"


def test_rows_without_outer_bars_are_read_with_them():
    sentences = layout("Plan | Excess\nPlus | GBP 75\nThe excess is doubled.").sentences
    assert sentences[:2] == ("| Plan | Excess |", "| Plus | GBP 75 |")
    assert sentences[2] == "The excess is doubled."
