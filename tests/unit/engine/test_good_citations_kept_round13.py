"""Faithful paraphrases the engine removed (issue 12, round thirteen), each for an engine weakness, not for anything
the source says otherwise: a limit restated in words ("twice at most" for "not more than twice", "초과하면 안 됩니다"
for "초과할 수 없다"), a figure's unit read as a thing exchanged, "only" over a source that states a requirement and lists nothing the
claim leaves out, "15,000원이 상한" read as an exact figure. A citation is inaccurate only where the source
states something else in the same role; the wrong claims beside each case show the same rules still catch what they
should. The "kept" cases assert only that the citation is not removed (status other than "inaccurate"): uncertain is
acceptable there."""
import pytest

from verification.engine import Source, verify_answer
from verification.engine.bounds import OWN_NEGATION, restated_limit


def _cite(claim: str, source: str):
    return verify_answer(claim + "[1]", [Source(text=source)]).citations[0]


# --- a limit restated: in words, after its unit, or as a prohibition ------------------------------------------------
FEEDER_EN = "Do not restart a jammed feeder more than twice."
HOLIDAY_KO = "특별휴가는 재직 중 통산하여 2년을 초과할 수 없다."


@pytest.mark.parametrize("claim, source", [
    ("A jammed feeder can be restarted twice at most", FEEDER_EN),
    ("A jammed feeder can be restarted 2 times at most", FEEDER_EN),
    ("특별휴가는 재직 중 통산 2년을 초과하면 안 됩니다", HOLIDAY_KO),
])
def test_a_limit_restated_is_not_a_contradiction(claim, source):
    """Kept: not removed (uncertain is acceptable, accurate is not required)."""
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("A jammed feeder can be restarted more than twice", FEEDER_EN),
    ("특별휴가는 재직 중 통산 3년을 초과하면 안 됩니다", HOLIDAY_KO),
    ("특별휴가는 재직 중 통산 2년을 초과해도 됩니다", HOLIDAY_KO),
])
def test_another_limit_or_the_opposite_is_still_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"


def test_count_words_read_as_figures_of_a_limit():
    assert restated_limit("can be reset twice at most", "do not reset it more than 2 times") == OWN_NEGATION
    assert not restated_limit("can be reset three times at most", "do not reset it more than 2 times")


# --- a figure's unit goes with the figure ---------------------------------------------------------------------------
TANK_EN = "Tank: coolant type C, fill volume 12 litres. Other coolants must not be used."


def test_a_unit_moved_with_its_figure_is_no_exchange():
    """Kept: not removed (uncertain is acceptable, accurate is not required)."""
    c = _cite("Fill the tank with 12 litres of coolant type C", TANK_EN)
    assert c.status != "inaccurate", c.explanation
    c = _cite("탱크에는 C형 냉각수 12리터를 채웁니다", "탱크: 냉각수 C형, 주입량 12리터.")
    assert c.status != "inaccurate", c.explanation


def test_another_volume_is_still_caught():
    assert _cite("Fill the tank with 15 litres of coolant type C", TANK_EN).status == "inaccurate"


# --- "only" over a requirement --------------------------------------------------------------------------------------
HUB_EN = "Work in the hub needs a Level 3 certificate."
HUB_KO = "허브 작업에는 레벨 3 자격증이 필요합니다."


@pytest.mark.parametrize("claim, source", [
    ("Only technicians with a Level 3 certificate may work in the hub", HUB_EN),
    ("허브 작업은 레벨 3 자격증 소지자만 할 수 있습니다", HUB_KO),
])
def test_only_over_a_requirement_is_not_a_contradiction(claim, source):
    """Kept: not removed; uncertain is acceptable ("only" says more than a requirement may, so it is never accurate)."""
    assert _cite(claim, source).status != "inaccurate"


@pytest.mark.parametrize("claim, source", [
    ("Only technicians with a Level 2 certificate may work in the hub", HUB_EN),
    ("허브 작업은 레벨 2 자격증 소지자만 할 수 있습니다", HUB_KO),
])
def test_only_with_another_requirement_is_still_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"


# --- "N원이 상한" is a maximum ---------------------------------------------------------------------------------------
PRICE_KO = "먹거리 부스의 메뉴 1품목 가격은 15,000원을 넘을 수 없습니다."


def test_a_cap_stated_as_the_upper_limit_is_the_same_maximum():
    """Kept: not removed (uncertain is acceptable); another cap is removed."""
    c = _cite("먹거리 부스의 메뉴 가격은 15,000원이 상한입니다", PRICE_KO)
    assert c.status != "inaccurate", c.explanation
    assert _cite("먹거리 부스의 메뉴 가격은 20,000원이 상한입니다", PRICE_KO).status == "inaccurate"


# --- "nobody … more than N" is a limit; "has to" is "must" ------------------------------------------------------------
TIERS_EN = "Tiers are reviewed once a year on 1 July; at the review you can move down by one tier at most."


def test_nobody_more_than_n_restates_at_most_n():
    """Kept: not removed (uncertain is acceptable); "nobody drops a tier" is removed."""
    c = _cite("Tiers are reviewed on 1 July each year, and nobody drops more than one tier at the review", TIERS_EN)
    assert c.status != "inaccurate", c.explanation
    assert _cite("Tiers are reviewed on 1 July each year, and nobody drops a tier at the review",
                 TIERS_EN).status == "inaccurate"


FEES_EN = "The deposit is due in full by 6 June. Tenants who have not paid by that date lose the booking."


def test_has_to_is_an_obligation_as_must_is():
    """Kept: not removed (uncertain is acceptable); "have to" against "may" is not accurate, "do not have to"
    against "must" is removed."""
    c = _cite("The deposit has to be paid in full by 6 June or you lose the booking", FEES_EN)
    assert c.status != "inaccurate", c.explanation
    assert _cite("Tenants have to bring photo ID", "Tenants may bring photo ID.").status != "accurate"
    assert _cite("Tenants do not have to bring photo ID", "Tenants must bring photo ID.").status == "inaccurate"


def test_an_obligation_with_its_consequence_restated_in_korean_is_kept():
    """"…내야 하며, 내지 않으면 …" for "…납부해야 합니다. … 납부하지 않은 …": the Korean counterpart of the case above
    (Korean obligations are read from "…어야 하다", not ``_HAVE_TO``). Kept: not removed; uncertain is acceptable."""
    c = _cite("보증금은 6월 6일까지 전액 내야 하며, 내지 않으면 예약을 잃습니다",
              "보증금은 6월 6일까지 전액 납부해야 합니다. 그 날까지 납부하지 않은 임차인은 예약을 잃습니다.")
    assert c.status != "inaccurate", c.explanation


# --- "at no charge" is "free": the "no" denies a price --------------------------------------------------------------
CARDS_EN = "A companion of a disabled visitor enters paid exhibitions free of charge."
CARDS_KO = "장애인 관람객의 보호자 1명은 유료 전시에 무료로 입장합니다."


@pytest.mark.parametrize("claim, source", [
    ("A companion of a disabled visitor enters paid exhibitions at no cost", CARDS_EN),
    ("A companion of a disabled visitor enters paid exhibitions at no extra charge", CARDS_EN),
    ("보호자 1명은 유료 전시에 돈을 내지 않고 들어갈 수 있습니다", CARDS_KO),
])
def test_no_charge_is_free_not_a_negation(claim, source):
    """Kept: not removed (uncertain is acceptable, accurate is not required)."""
    c = _cite(claim, source)
    assert c.status != "inaccurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("A companion of a disabled visitor does not enter paid exhibitions free of charge", CARDS_EN),
    ("보호자 1명은 유료 전시에 무료로 입장할 수 없습니다", CARDS_KO),
])
def test_a_denied_free_entry_is_still_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"


# --- "not able to X" is "cannot X" ----------------------------------------------------------------------------------
PLACES_EN = "Guest places cannot be saved up. Discounts cannot reduce the premium by more than 25% in total."
PLACES_KO = "손님 입장권은 다음 방문으로 이월할 수 없습니다."


@pytest.mark.parametrize("claim, source", [
    ("Guest places are not able to be saved up", PLACES_EN),
    ("Discounts are not able to reduce the premium by more than 25% in total", PLACES_EN),
    ("손님 입장권은 다음 방문으로 이월하지 못합니다", PLACES_KO),
])
def test_not_able_to_is_cannot(claim, source):
    """Kept: not removed (uncertain is acceptable, accurate is not required)."""
    c = _cite(claim, source)
    assert c.status != "inaccurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Guest places are able to be saved up", PLACES_EN),
    ("Discounts are not able to reduce the premium by more than 30% in total", PLACES_EN),
    ("손님 입장권은 다음 방문으로 이월할 수 있습니다", PLACES_KO),
])
def test_able_to_or_another_limit_is_still_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"
