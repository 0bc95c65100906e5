"""Opposites on the same words (``checks.flips``): a particle, a modal, a participle or a legend turned round.
The examples are invented for these tests."""
from __future__ import annotations

import pytest

from verification.engine import Source, verify_answer
from verification.engine.checks.flips import flipped


@pytest.mark.parametrize("claim,evidence", [
    ("Unplug the heater with the fan switched on.", "Unplug the heater with the fan switched off."),
    ("주차장은 허가 없이 이용할 수 있습니다.", "주차장은 허가 없이 이용할 수 없습니다."),
    ("Guests can bring pets to the lounge.", "Guests cannot bring pets to the lounge."),
    ("Deposits already paid are returned after the first week.",
     "After the first week, deposits already paid are not returned."),
    ("In a ticket, H means the issue came from hardware and S from the network.",
     "Each ticket starts with a letter (H = hardware, N = network, S = software)."),
    ("정회원은 연회비 40,000원, 준회원은 연회비 25,000원을 냅니다.", "정회원은 연회비 25,000원, 준회원은 연회비 40,000원을 낸다."),
    ("관리비는 세대 면적에 따라 부과하고, 주차비는 차량 대수에 따라 부과합니다.",
     "주차비는 세대 면적에 따라 부과하며, 관리비는 차량 대수에 따라 부과한다."),
])
def test_the_opposite_on_the_same_words(claim, evidence):
    assert flipped(claim, evidence)


@pytest.mark.parametrize("claim,evidence", [
    ("Unplug the heater with the fan switched off.", "Unplug the heater with the fan switched off."),
    ("주차장은 허가를 받으면 이용할 수 있습니다.", "주차장은 허가 없이 이용할 수 없습니다."),
    ("Deposits are returned in the first week.", "After the first week, deposits already paid are not returned."),
    ("In a ticket, H means hardware and S means software.",
     "Each ticket starts with a letter (H = hardware, N = network, S = software)."),
    ("정회원은 연회비 25,000원, 준회원은 연회비 40,000원을 냅니다.", "정회원은 연회비 25,000원, 준회원은 연회비 40,000원을 낸다."),
    ("관리비와 주차비는 세대 면적에 따라 부과합니다.", "주차비와 관리비는 세대 면적에 따라 부과한다."),
    ("셔틀은 7시부터 저녁 9시까지 운행하지 않는 날이 없습니다.", "제7조(셔틀) 셔틀은 매일(7시부터 저녁 9시까지) 운행한다."),
])
def test_the_same_statement_is_no_flip(claim, evidence):
    assert not flipped(claim, evidence)


def test_a_flipped_modal_is_inaccurate():
    result = verify_answer("주차장은 허가 없이 이용할 수 있습니다 [1].",
                           [Source(text="제3조(이용) 주차장은 허가 없이 이용할 수 없습니다.", title="규정", file="r.md")])
    assert result.citations[0].status == "inaccurate"


@pytest.mark.parametrize("claim, source", [
    ("Late fees are charged for the first month.", "Late fees are waived for the first month."),
    ("첫 달에는 연체료를 부과합니다.", "첫 달에는 연체료를 면제한다."),
])
def test_charging_what_the_source_waives_is_the_opposite(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "inaccurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Late fees are not charged for the first month.", "Late fees are waived for the first month."),
    ("첫 달에는 연체료가 부과되지 않습니다.", "첫 달에는 연체료를 면제한다."),
])
def test_a_negated_antonym_says_the_same_and_is_not_removed(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "accurate", c.explanation


def test_a_negation_on_another_word_than_the_antonym_is_not_removed_nor_confirmed():
    # "No late fee": the negation is read on the noun, so the antonym is not confirmed; but it is no contradiction.
    c = verify_answer("No late fee is charged for the first month[1].",
                      [Source(text="Late fees are waived for the first month.")]).citations[0]
    assert c.status == "uncertain", c.explanation
    c = verify_answer("The gym is not open in the morning[1].", [Source(text="The gym is open in the evening.")]).citations[0]
    assert c.status != "accurate", c.explanation


def test_a_negation_elsewhere_in_the_window_is_no_negated_antonym():
    # The window's "do not exist" denies another sentence's thing: "below" for "above" stays a swap.
    c = verify_answer("If a code below C55 is reported, ask the operator for a photo[1].",
                      [Source(text="If a code above C55 is reported, ask the operator for a photo. Such codes do not "
                                   "exist in this controller.")]).citations[0]
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("You will be charged for the next year if you do not cancel before the renewal date.",
     "Unless you cancel before the renewal date, you will be charged for the next year."),
    ("The plan renews automatically unless the member cancels in writing.",
     "If the member does not cancel in writing, the plan renews automatically."),
])
def test_unless_is_if_not_and_keeps_a_good_citation(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "accurate", c.explanation


def test_a_condition_turned_round_is_not_accurate():
    c = verify_answer("You will be charged for the next year if you cancel before the renewal date[1].",
                      [Source(text="Unless you cancel before the renewal date, you will be charged for the next year.")]
                      ).citations[0]
    assert c.status != "accurate", c.explanation


def test_an_exclusive_restated_as_the_others_cannot_is_not_a_modal_flip():
    c = verify_answer("회원만 스튜디오를 예약할 수 있습니다[1].",
                      [Source(text="회원이 아닌 사람은 스튜디오를 예약할 수 없다.")]).citations[0]
    assert c.status != "inaccurate", c.explanation


def test_a_modal_flip_on_the_same_words_is_still_caught():
    c = verify_answer("회원은 스튜디오를 예약할 수 없습니다[1].",
                      [Source(text="회원은 스튜디오를 예약할 수 있다.")]).citations[0]
    assert c.status == "inaccurate", c.explanation


def test_an_excepted_negated_case_is_a_double_negative_not_the_opposite():
    source = "사전 승인을 받지 않은 경우를 제외하고, 출장비는 전액 지급한다."
    c = verify_answer("사전 승인을 받은 출장비는 전액 지급됩니다[1].", [Source(text=source)]).citations[0]
    assert c.status != "inaccurate", c.explanation
