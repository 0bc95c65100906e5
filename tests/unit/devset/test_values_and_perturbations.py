"""The development-set generator's own reading of values and its rewrites of claims (no database, no engine)."""
from __future__ import annotations

import pytest

from devset.lib.perturb import bound_flip, join_clause, polarity_flip, swap_parts, value_role_swap
from devset.lib.values import extract, states


def one(text: str):
    values = extract(text)
    assert len(values) == 1, values
    return values[0]


@pytest.mark.parametrize("a, b", [
    ("1,000,000원", "100만 원"), ("7일", "일주일"), ("14일", "2주"), ("오후 2시", "14:00"), ("14:00", "2 p.m."),
    ("3영업일", "3 business days"), ("50%", "절반"), ("2분의 1", "50%"), ("48시간", "이틀"), ("30 minutes", "half an hour"),
    ("5,000원", "5천 원"), ("$2,850", "USD 2,850"), ("300 USD", "300달러"), ("2025. 4. 7.", "2025년 4월 7일"),
])
def test_equivalent_forms_are_one_value(a, b):
    assert one(a).same(one(b))


@pytest.mark.parametrize("a, b", [
    ("1년", "1개월"), ("14일", "14영업일"), ("오전 9시", "21:00"), ("70%", "80%"), ("4월 15일", "10월 15일"),
    ("$250", "£250"),
])
def test_different_values_differ(a, b):
    assert not one(a).same(one(b))


def test_a_bare_korean_hour_may_be_morning_or_evening():
    assert one("6시").same(one("오후 6시")) and one("6시").same(one("06:00"))


def test_ordinals_years_and_codes_are_not_counts():
    kinds = {(v.kind, v.text) for v in extract("제2학기는 두 번째 차량과 2024년 AL-12, C4A15 (「학칙」 제28조제1항제2호)")}
    assert ("code", "AL-12") in kinds and ("code", "C4A15") in kinds
    assert ("article", "제28조제1항제2호") in kinds
    assert not any(k == "number" for k, _ in kinds)


def test_states_finds_a_value_in_another_form():
    assert states("등록금은 학기 개시일 14일 전까지 납부하여야 한다.", one("2주"))
    assert not states("등록금은 학기 개시일 14일 전까지 납부하여야 한다.", one("30일"))


@pytest.mark.parametrize("claim, expected", [
    ("신입생은 첫 학기에 휴학할 수 없습니다.", "신입생은 첫 학기에 휴학할 수 있습니다."),
    ("군휴학 기간은 통산 휴학기간에 포함되지 않습니다.", "군휴학 기간은 통산 휴학기간에 포함됩니다."),
    ("휴학원은 학기 개시일 전까지 제출해야 합니다.", "휴학원은 학기 개시일 전까지 제출하지 않아도 됩니다."),
    ("개인 PC로 접속하는 것은 금지됩니다.", "개인 PC로 접속하는 것은 허용됩니다."),
    ("22시 이후에는 세탁기를 사용해서는 안 됩니다.", "22시 이후에는 세탁기를 사용해도 됩니다."),
    ("회사는 3영업일 이내에 보험금을 지급합니다.", "회사는 3영업일 이내에 보험금을 지급하지 않습니다."),
    ("Pets used for racing cannot be insured.", "Pets used for racing can be insured."),
    ("Monthly premiums already paid are not refunded.", "Monthly premiums already paid are refunded."),
    ("Homestay must be booked 21 days before arrival.", "Homestay need not be booked 21 days before arrival."),
])
def test_polarity_flip_negates_the_main_predicate(claim, expected):
    lang = "ko" if any("가" <= ch <= "힣" for ch in claim) else "en"
    assert polarity_flip(claim, lang)[0] == expected


def test_polarity_flip_leaves_claims_without_a_cue_alone():
    assert polarity_flip("The deductible applies once per policy year.", "en") is None


@pytest.mark.parametrize("claim, lang, expected", [
    ("재택근무는 주 2일 이하로 할 수 있습니다.", "ko", "재택근무는 주 2일 이상으로 할 수 있습니다."),
    ("평점평균이 1.75 미만인 학생은 학사경고를 받습니다.", "ko", "평점평균이 1.75 초과하는 학생은 학사경고를 받습니다."),
    ("방문차량은 1회 최대 48시간까지 주차할 수 있습니다.", "ko", "방문차량은 1회 최소 48시간까지 주차할 수 있습니다."),
    ("Students must attend at least 80% of classes.", "en", "Students must attend at most 80% of classes."),
])
def test_bound_flip(claim, lang, expected):
    assert bound_flip(claim, lang)[0] == expected


def test_no_bound_flip_on_a_range_or_a_verb():
    assert bound_flip("심사위원회는 3인 이상 5인 이하의 위원으로 구성됩니다.", "ko") is None  # a range
    assert bound_flip("일반휴학은 통산 2년을 초과할 수 없습니다.", "ko") is None  # 초과하다 is a verb here


def test_role_swaps():
    swapped, _ = value_role_swap("일반휴학은 한 번에 1년을 넘을 수 없고, 재학 중 통산 2년을 초과할 수 없습니다.")
    assert swapped == "일반휴학은 한 번에 2년을 넘을 수 없고, 재학 중 통산 1년을 초과할 수 없습니다."
    assert value_role_swap("만 15세 이상 만 80세 이하인 사람") is None  # ends of a range
    assert value_role_swap("전화 응답률은 7~9월 92.4%였지만 10~12월에는 86.1%였습니다.")[1] == "92.4% ↔ 86.1%"
    assert swap_parts("수업료는 학기마다, 입학금은 한 번만 냅니다.", "수업료", "입학금") == "입학금은 학기마다, 수업료는 한 번만 냅니다."


def test_particles_follow_the_new_word():
    assert swap_parts("총장이 학생을 만난다", "총장", "학생") == "학생이 총장을 만난다"


def test_unsupported_clause_joins_into_one_sentence():
    assert join_clause("휴학원은 학기 개시일 전까지 제출해야 합니다.", "휴학 중에도 기숙사는 이용할 수 있습니다.", "ko") == (
        "휴학원은 학기 개시일 전까지 제출해야 하며, 휴학 중에도 기숙사는 이용할 수 있습니다.")
    assert join_clause("군휴학 기간은 산입되지 않습니다.", "복학은 온라인으로만 신청합니다.", "ko").startswith("군휴학 기간은 산입되지 않으며, ")
    assert join_clause("Dogs are welcome at Riverside.", "The fee is waived.", "en") == (
        "Dogs are welcome at Riverside, and the fee is waived.")
