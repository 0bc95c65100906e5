"""Faithful paraphrases the engine removed (issue 12, round fourteen), each for an engine weakness, not for anything
the source says otherwise: "prohibited" read as a negation of the words after it instead of "not allowed". A citation
is inaccurate only where the source states something else in the same role; the wrong claims beside each case show
the same rules still catch what they should. The "kept" cases assert only that the citation is not removed (status
other than "inaccurate"), unless the case says more."""
import pytest

from verification.engine import Source, verify_answer


def _cite(claim: str, source: str):
    return verify_answer(claim + "[1]", [Source(text=source)]).citations[0]


# --- "prohibited", "forbidden", "banned" are "not allowed" -----------------------------------------------------------
RULES_EN = "Rules on the course\nDogs and buggies are not allowed, except buggies in the Family Mile."
SMOKING_EN = "Smoking is prohibited anywhere in the building."
SMOKING_KO = "건물 안에서는 흡연이 금지됩니다."


@pytest.mark.parametrize("claim, source", [
    ("Dogs are prohibited on the course", RULES_EN),
    ("Dogs are forbidden on the course", RULES_EN),
    ("Smoking is not allowed in the building", SMOKING_EN),
    ("건물 안에서는 담배를 피울 수 없습니다", SMOKING_KO),
])
def test_a_prohibition_said_as_not_allowed_is_kept(claim, source):
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Dogs are allowed on the course", RULES_EN.replace("not allowed", "prohibited")),
    ("Smoking is allowed in the building", SMOKING_EN),
    ("Smoking is permitted in the building", SMOKING_EN),
    ("건물 안에서는 흡연이 허용됩니다", SMOKING_KO),
])
def test_a_permission_against_a_prohibition_is_still_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"


# --- a list item takes its polarity from the lead-in that introduces it ----------------------------------------------
BANNED_KO = ("7. 판매 금지 품목\n다음 물품은 팔거나 나누어 줄 수 없습니다.\n\n1. 모든 주류\n2. 폭죽과 화약류\n"
             "3. 스티로폼 용기 (먹거리 부스는 종이 용기를 씁니다)\n\n- 금지 품목을 팔다 적발되면 경고 1회를 받습니다.")
BANNED_EN = ("Prohibited items\nThe following may not be sold at a stall.\n\n1. Alcoholic drinks\n2. Fireworks\n"
             "3. Polystyrene boxes (food stalls use paper boxes)\n\n- A stall caught selling them gets a warning.")
WARRANTY_EN = ("Warranty conditions\n- The pump is covered for 24 months.\n- The warranty applies only if:\n"
               "1. all services are carried out by certified technicians;\n"
               "2. no service is carried out more than 30 days after its due date.\n"
               "- A claim must be reported within 14 days.")


@pytest.mark.parametrize("claim, source", [
    ("먹거리 부스에서 스티로폼 용기는 안 되고 종이 용기를 씁니다", BANNED_KO),
    ("Polystyrene boxes are not allowed and food stalls use paper boxes", BANNED_EN),
    ("The warranty is lost if a service is carried out more than 30 days after its due date", WARRANTY_EN),
])
def test_an_item_read_under_its_lead_in_is_kept(claim, source):
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


@pytest.mark.parametrize("claim", [
    "The warranty applies if a service is carried out more than 30 days after its due date",
    "The warranty is kept if a service is carried out more than 30 days after its due date",
    "The warranty still applies when a service is carried out more than 30 days after its due date",
    "A bonus is paid if a service is carried out more than 30 days after its due date",
])
def test_the_rule_not_turned_round_is_still_caught(claim):
    """Only a consequence that ends what the lead-in grants ("lost", "void", "상실") turns the rule round; "kept",
    "still applies" or another benefit under the excluded condition is the opposite of the source."""
    assert _cite(claim, WARRANTY_EN).status == "inaccurate"


@pytest.mark.parametrize("claim, source", [
    ("먹거리 부스에서 스티로폼 용기를 팔 수 있습니다", BANNED_KO),  # (was "accurate": the item read alone)
    ("Fireworks may be sold at a stall", BANNED_EN),
])
def test_a_permission_against_the_lead_in_is_never_accurate(claim, source):
    """Not decided here (the judge's): the item alone no longer supports it, the lead-in's denial is another clause."""
    assert _cite(claim, source).status != "accurate"


def test_an_item_ending_in_a_colon_leads_the_items_under_it_and_its_own_lead_comes_back():
    from verification.engine.checks.reading import layout
    lay = layout(WARRANTY_EN)
    applies = lay.sentences.index("The warranty applies only if:")
    assert lay.leads[applies + 1] == applies and lay.leads[applies + 2] == applies
    # "- A claim must be reported …": back at the level of the bullets, with their own lead-in.
    assert lay.leads[applies + 3] == lay.leads[applies]


# --- "다음 달", "below the building": "next" and "under", not a lead-in ------------------------------------------------
GARDEN_EN = ("Parking below the building is not available to visitors.\n\n- Guests can use the garden until 22:00.\n"
             "- Guests can use the gym until 21:00.")
GARDEN_KO = ("주차장은 다음 달부터 방문객에게 개방하지 않습니다.\n\n1. 투숙객은 정원을 22시까지 이용할 수 있다.\n"
             "2. 투숙객은 헬스장을 21시까지 이용할 수 있다.")


@pytest.mark.parametrize("claim, source", [
    ("Guests can't use the garden until 22:00", GARDEN_EN),
    ("투숙객은 정원을 22시까지 쓸 수 없습니다", GARDEN_KO),
])
def test_a_sentence_that_announces_no_list_does_not_turn_the_items_after_it(claim, source):
    """The items state a permission; the sentence before the blank line says "next month" or "below the building",
    not "the following", so the denied claim is the opposite of its item."""
    assert _cite(claim, source).status == "inaccurate"


def test_an_announcing_construction_still_leads_its_items():
    from verification.engine.checks.list_leads import announces_list
    assert all(announces_list(s) for s in ("다음 물품은 팔 수 없습니다.", "제출 서류는 다음과 같다.", "We will not pay for:",
                                           "The following are not covered.", "The documents listed below are required."))
    assert not any(announces_list(s) for s in ("주차장은 다음 달부터 개방하지 않습니다.", "건물 아래 주차장은 쓸 수 없다.",
                                               "Parking below the building is closed."))
