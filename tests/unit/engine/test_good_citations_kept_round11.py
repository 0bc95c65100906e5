"""Good citations the engine removed on fresh calibration documents (issue 12, round eleven), each for an engine
weakness, not for anything the source says otherwise: a sentence of plain text wrapped at a fixed width, a phrase
reordered between two words read as two things exchanged, "gets no discount" read as denying the discount. A
citation is inaccurate only where the source states something else in the same role; the wrong claims beside
each case show the same rules still catch what they should."""
import pytest

from textkit.sentences import split_sentences
from verification.engine import Source, verify_answer


def _cite(claim: str, source: str):
    return verify_answer(claim + "[1]", [Source(text=source)]).citations[0]


# --- a sentence wrapped at a fixed width is one sentence ---------------------------------------------------------
WRAPPED = ("Warranty\n"
           "1. The manufacturer gives a warranty of 2 years from the date of purchase for household use.\n"
           "2. Registering the kettle on our website within 30 days of purchase extends the household warranty to\n"
           "3 years.\n"
           "3. Pre-heating takes 4 minutes by default and can be set in the settings menu to anything\n"
           "from 1 to 10 minutes.\n")


def test_a_line_wrapped_mid_sentence_does_not_end_the_sentence():
    assert "extends the household warranty to\n3 years." in split_sentences(WRAPPED)[2]
    # a list after a long line, a short line and a line that closes its sentence still end where they did
    assert split_sentences("Please bring the following documents with you on the day, and\n- your passport") == [
        "Please bring the following documents with you on the day, and", "- your passport"]
    assert split_sentences("Opening hours\nmonday to friday") == ["Opening hours", "monday to friday"]
    assert len(split_sentences("보증기간은 구입일로부터 2년이며 홈페이지에 등록하면 보증기간이 연장되어\n3년이 됩니다.")) == 2


@pytest.mark.parametrize("claim", [
    "Register the kettle within 30 days of buying it and the household warranty becomes 3 years",
    "Pre-heating takes 4 minutes by default and can be set from 1 to 10 minutes",
])
def test_a_claim_about_a_wrapped_sentence_is_not_a_mismatch(claim):
    c = _cite(claim, WRAPPED)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_another_value_in_a_wrapped_sentence_is_still_a_mismatch():
    assert _cite("Registering the kettle within 30 days of purchase extends the household warranty to 5 years",
                 WRAPPED).status == "inaccurate"


# --- words reordered between two words are no exchange -----------------------------------------------------------
@pytest.mark.parametrize(("claim", "source"), [
    ("If your tap water is very hard, use low-sodium still bottled water instead",
     "If your water is very hard, use bottled still water with low sodium content instead of tap water."),
    ("The household warranty is 2 years from the date of purchase, and 6 months for commercial use",
     "We give a warranty of 2 years from the date of purchase for household use. For commercial use the warranty is "
     "6 months."),
])
def test_a_phrase_reordered_between_two_words_is_not_an_exchange(claim, source):
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_two_things_exchanged_around_the_same_words_are_still_caught():
    c = _cite("관리비는 세대 면적에 따라 부과하고, 주차비는 차량 대수에 따라 부과합니다.",
              "주차비는 세대 면적에 따라 부과하며, 관리비는 차량 대수에 따라 부과한다.")
    assert c.status == "inaccurate"


# --- "gets no discount" denies the getting, as "does not get a discount" does ------------------------------------
def test_a_verb_followed_by_no_is_denied_like_a_verb_after_not():
    c = _cite("Visitors who come in on a friend's pass do not receive the members' shop discount",
              "A visitor who comes in on a friend's pass is not a member and gets no members' shop discount.")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_claim_that_denies_what_the_source_grants_is_still_caught():
    c = _cite("Members do not receive the shop discount", "Members get a 10% shop discount.")
    assert c.status != "accurate"


# --- an everyday phrase, a noun of a verb, an adjective of ability: words said otherwise, not absent --------------
@pytest.mark.parametrize(("claim", "source"), [
    ("Cancel within 14 days of joining, without having used the pass, and you get all your money back",
     "You can cancel a new pass within 14 days of joining and get a full refund, as long as it has not been used."),
    ("You can borrow a pushchair for free at the front desk; reservations are not possible",
     "Two pushchairs can be borrowed free of charge at the front desk; they cannot be reserved."),
])
def test_a_clause_said_in_other_words_is_not_unsupported(claim, source):
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_clause_the_source_does_not_mention_is_still_caught():
    c = _cite("You can borrow a pushchair for free at the front desk; parking spaces are not available",
              "Two pushchairs can be borrowed free of charge at the front desk; they cannot be reserved.")
    assert c.status == "inaccurate"


# --- "costs nothing" is "free" ----------------------------------------------------------------------------------
def test_costs_nothing_is_free_not_a_negation_or_an_overstatement():
    c = _cite("A replacement card costs GBP 5; the digital card in the app costs nothing",
              "A lost card is replaced for GBP 5. A digital card in the app is free.")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_costs_nothing_against_a_price_is_never_accurate():
    assert _cite("The digital card in the app costs nothing", "A digital card in the app costs GBP 3.").status != "accurate"


# --- "only" where the source sets the rest against what it names -------------------------------------------------
def test_only_where_the_source_sets_the_others_apart_is_not_an_overstatement():
    c = _cite("Only Gold members can bring guests to the late openings",
              "Gold members can bring their guests to the late openings; other members come alone.")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_only_where_the_source_names_no_one_else_is_still_an_overstatement():
    c = _cite("Only Gold members can bring guests to the late openings",
              "Gold members can bring their guests to the late openings.")
    assert c.status == "inaccurate"


# --- a figure the row about the claim writes in another form -----------------------------------------------------
VISITS = ("Visit | When | What happens | Length\n"
          "V1 Screening | Day -21 to Day -1 | Consent, medical history, blood tests | about 2 hours\n"
          "V2 Baseline | Day 1 | First dose at the clinic | about 3 hours\n"
          "V3 | Week 4 | Diary review | about 1 hour\n")


def test_a_figure_the_row_writes_as_a_label_is_no_mismatch():
    c = _cite("Screening happens in the 21 days before Day 1 and takes roughly 2 hours", VISITS)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


@pytest.mark.parametrize("claim", [
    "Screening happens in the 30 days before Day 1 and takes roughly 2 hours",
    "Screening takes roughly 4 hours",  # a 4 in another row ("Week 4") says nothing of the screening
])
def test_another_figure_for_the_same_row_is_still_a_mismatch(claim):
    assert _cite(claim, VISITS).status == "inaccurate"


# --- a reply to a yes/no question opening the statement ----------------------------------------------------------
def test_a_reply_word_before_the_statement_is_no_negation_of_it():
    c = _cite("Not immediately: accident cover starts 2 days after the start date, and illness cover after 14 days",
              "Cover for accidents starts 2 days after the start date. Cover for illness starts 14 days after the start "
              "date.")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_statement_after_a_reply_is_still_compared():
    c = _cite("No: accident cover starts 5 days after the start date",
              "Cover for accidents starts 2 days after the start date.")
    assert c.status == "inaccurate"


# --- "only during" a period the source limits ---------------------------------------------------------------------
def test_only_during_a_period_is_a_restriction_restated_not_an_overstatement():
    c = _cite("Return shipping is paid by the maker only during the first 12 months; after that the owner pays",
              "During the first 12 months we pay for shipping the machine to and from the service centre; after that "
              "the owner pays for shipping.")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


# --- a value in a clause of its own, against the sentence about the claim's other clause -------------------------
TEMPERATURES = ("The brew temperature can be set from 88 °C to 96 °C in steps of 1 °C. The factory setting is 93 °C. "
                "The hot water outlet delivers water at about 85 °C.")


def test_a_range_and_a_default_in_two_clauses_are_two_roles():
    c = _cite("You can adjust the brew temperature between 88 °C and 96 °C; the default is 93 °C", TEMPERATURES)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_another_value_for_the_clause_the_source_names_is_still_a_mismatch():
    c = _cite("You can adjust the brew temperature between 88 °C and 96 °C; the factory setting is 85 °C", TEMPERATURES)
    assert c.status == "inaccurate"


def test_a_value_of_another_sentence_in_a_clause_the_source_does_not_name_is_never_accurate():
    c = _cite("You can adjust the brew temperature between 88 °C and 96 °C; the default is 85 °C", TEMPERATURES)
    assert c.status != "accurate"


# --- the rule applied to the asker's case -------------------------------------------------------------------------
STUDENT = "| Tier | Price per year | Who is covered |\n| Student | GBP 35 | one full-time student aged 18 to 25 |"


def test_a_conclusion_whose_figure_lies_in_the_stated_range_is_not_unsupported():
    c = _cite("Student membership is GBP 35 a year for one full-time student aged 18 to 25, so at 24 you qualify",
              STUDENT)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_conclusion_outside_the_range_is_still_unsupported():
    c = _cite("Student membership is GBP 35 a year for one full-time student aged 18 to 25, so at 27 you qualify",
              STUDENT)
    assert c.status == "inaccurate"
