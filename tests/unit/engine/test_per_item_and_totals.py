"""A figure per item ("각 1회", "3명씩", "1인당", "each", "per visit") and a total ("총", "모두", "in total") are two
roles of a number, not two values of one thing (``distributive``): a total worked out of a per-item figure is not
a contradiction by itself, and a per-item figure given as the total is not "accurate". Invented examples."""
from __future__ import annotations

import pytest

from verification.engine import Source, verify_answer
from verification.engine.distributive import PER_ITEM, TOTAL, role


def _status(claim: str, source: str) -> str:
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    return c.status


@pytest.mark.parametrize("text, value, expected", [
    ("각 팀은 3명씩 구성하며, 총 5개 팀을 선발한다.", "3명", PER_ITEM),
    ("각 팀은 3명씩 구성하며, 총 5개 팀을 선발한다.", "5개", TOTAL),
    ("학생 1인당 최대 3권까지 대출할 수 있다.", "3권", PER_ITEM),
    ("Each member may bring up to 2 guests per visit.", "2", PER_ITEM),
    ("Members may bring 2 guests in total.", "2", TOTAL),
    ("휴학은 2년까지 할 수 있다.", "2년", ""),
    # The role word nearest before a figure is its own: "1인당" is the 20만 원's, "모두" the 80만 원's.
    ("4명이면 1인당 20만 원씩 모두 80만 원이 지원됩니다.", "20만 원", PER_ITEM),
    ("4명이면 1인당 20만 원씩 모두 80만 원이 지원됩니다.", "80만 원", TOTAL),
    ("총 5개 팀에 각 3명을 배정한다.", "3명", PER_ITEM),
])
def test_the_role_of_a_figure_is_read(text, value, expected):
    at = text.index(value)
    assert role(text, (at, at + len(value))) == expected


@pytest.mark.parametrize("claim, source", [
    ("The league has 24 players in total.", "Each team has 4 players and the league has 6 teams."),
    ("팀원은 모두 15명입니다.", "각 팀은 3명씩이며 팀원은 5개 팀에 배정한다."),
])
def test_a_total_worked_out_of_a_per_item_figure_is_not_removed(claim, source):
    assert _status(claim, source) != "inaccurate"


@pytest.mark.parametrize("claim, source", [
    ("도서는 총 3권까지 대출할 수 있습니다.", "학생 1인당 최대 3권까지 대출할 수 있다."),
    ("Members may bring 2 guests in total.", "Each member may bring up to 2 guests per visit."),
])
def test_a_per_item_figure_given_as_the_total_is_not_accurate(claim, source):
    assert _status(claim, source) != "accurate"


@pytest.mark.parametrize("claim, source", [
    ("참가자에게는 1인당 3만원의 교통비를 지급합니다.", "참가자에게는 1인당 2만원의 교통비를 지급한다."),
    ("Each team has 5 players.", "Each team has 4 players."),
    ("참가자에게는 교통비 3만원을 지급합니다.", "참가자에게는 1인당 2만원의 교통비를 지급한다."),
])
def test_another_figure_in_the_same_role_is_still_caught(claim, source):
    # (and a plain figure against a per-item one: the per-item word dropped along with the value changed)
    assert _status(claim, source) == "inaccurate"


def test_the_time_between_two_stated_durations_is_not_removed():
    source = "A first reminder is sent after 3 days and a second one after 10 days."
    assert _status("The second reminder is sent 7 days after the first.", source) != "inaccurate"
    assert _status("The second reminder is sent after 12 days.", source) == "inaccurate"


@pytest.mark.parametrize("claim, source", [
    ("Children under 12 pay half price.", "Children aged 11 and under pay 50% of the adult fare."),
    ("Groups of more than 9 need a booking.", "Groups of 10 or more need a booking."),
])
def test_an_exclusive_bound_one_whole_step_from_the_source_is_not_an_unstated_value(claim, source):
    assert _status(claim, source) != "inaccurate"


def test_every_states_a_period_not_a_figure_per_item():
    assert _status("Replace the filter every 12 months.", "Replace the filter every 6 months.") == "inaccurate"
    assert role("Replace the filter every 6 months.", (27, 35)) == ""


def test_a_period_that_only_equals_a_difference_of_two_is_still_caught():
    # 4 years - 12 months = 3 years, but the claim states 3 years as the period itself, not as a time after another.
    source = "Check the fan every 12 months. Replace the grease every 20,000 h or 4 years."
    assert _status("Replace the grease every 20,000 hours or 3 years.", source) == "inaccurate"


def test_a_whole_step_needs_the_same_limit_in_the_source_not_any_number():
    # 11 is in the source, but not as the limit "11 and under": 12 stays a value the source does not state.
    source = "Children under 10 ride free. Up to 11 bags are carried."
    assert _status("Children under 12 ride free.", source) != "accurate"


def test_a_total_after_a_per_item_figure_is_read_as_the_total_the_source_states():
    source = "방문 인원이 4명이면 1인당 20만 원, 총 80만 원을 지원한다."
    assert _status("4명이면 1인당 20만 원씩 모두 80만 원이 지원됩니다.", source) == "accurate"
    assert _status("4명이면 1인당 20만 원씩 모두 100만 원이 지원됩니다.", source) == "inaccurate"
