"""Every informative part of a claim must be covered before it is "accurate" (issue 12, principle (b)).

Word coverage finds each word somewhere in the evidence; these claims share all their words with it and still
say something else: a figure repeated where the source has another one, a figure joined to the thing another
sentence of the window names, a universal where the source limits, a switch turned the other way. The
examples are invented for these tests.
"""
from __future__ import annotations

import pytest

from verification.engine import Source, verify_answer
from verification.engine.checks.flips import flipped_particle
from verification.engine.checks.informative import figures, uncovered_part


def _status(claim: str, source: str) -> str:
    result = verify_answer(f"{claim} [1]", [Source(text=source, title="Rules", file="rules.md")])
    return result.citations[0].status


LEASE = "The landlord may end the lease with 45 days' notice if rent is late for more than 90 days."
RENTAL = ("제4조(장비 대여) ① 장비 대여는 사용 3일 전까지 신청하여 시설팀장의 승인을 받아야 한다. "
          "② 외부 행사용 대여는 사용 10일 전까지 신청하여 총무이사의 승인을 받아야 한다.")
GRADE = "제7조(등급 변경) 회원은 가입일부터 1년 이내에 1회에 한하여 등급을 변경할 수 있다."
PARCEL = "We replace most damaged parcels within 5 days of the report."
LENS = "Clean the lens only with the camera switched off."
SERVICE = "| 100 운전시간마다 | 필터 청소, 벨트 점검 |\n| 400 운전시간마다 | 모터 교체, 배선 점검 |"


@pytest.mark.parametrize("claim,source", [
    ("The landlord may end the lease with 45 days' notice if rent is late for more than 45 days.", LEASE),
    ("외부 행사용 대여는 사용 10일 전까지 신청해서 시설팀장의 승인을 받아야 합니다.", RENTAL),
    ("회원은 가입일부터 1년 이내라면 몇 번이든 등급을 변경할 수 있습니다.", GRADE),
    ("We replace every damaged parcel within 5 days of the report.", PARCEL),
    ("필터는 400 운전시간마다, 모터는 100 운전시간마다 교체합니다.", SERVICE),
])
def test_a_part_the_evidence_does_not_hold_is_not_accurate(claim, source):
    assert _status(claim, source) != "accurate"


@pytest.mark.parametrize("claim,source", [
    ("The landlord may end the lease with 45 days' notice if rent is late for more than 90 days.", LEASE),
    ("외부 행사용 대여는 사용 10일 전까지 신청해서 총무이사의 승인을 받아야 합니다.", RENTAL),
    ("회원은 가입일부터 1년 이내에 1회에 한하여 등급을 변경할 수 있습니다.", GRADE),
])
def test_the_same_parts_stay_accurate(claim, source):
    assert _status(claim, source) == "accurate"


def test_a_switch_turned_the_other_way_is_a_contradiction():
    assert flipped_particle("Clean the lens with the camera switched on.", LENS)
    assert not flipped_particle("Clean the lens with the camera switched off.", LENS)
    assert _status("Clean the lens only with the camera switched on.", LENS) == "inaccurate"


def test_split_payment_against_one_payment_is_the_opposite():
    assert _status("회비는 가입할 때 카드로 나누어 낼 수 있습니다.",
                   "제3조(회비) 회비는 가입 시 카드로 한꺼번에 납부한다.") != "accurate"


def test_figures_read_counters_not_codes():
    assert figures("사용 3영업일 전, 14일 이내, 코드 C17A1") == [("3", "일"), ("14", "일")]
    assert figures("30 days' notice, USD 1,000") == [("30", "day"), ("1000", "")]


def test_a_claim_that_keeps_the_limit_is_covered():
    assert uncovered_part("Every member may change grade only once a year.", "Members may change grade only once a year.") == ""


@pytest.mark.parametrize("claim,source", [
    ("The landlord may end the lease with 45 days' notice if rent is late for more than 45 days.", LEASE),
    ("필터는 400 운전시간마다, 모터는 100 운전시간마다 교체합니다.", SERVICE),
    ("회원은 가입일부터 1년 이내라면 몇 번이든 등급을 변경할 수 있습니다.", GRADE),
    ("We replace every damaged parcel within 5 days of the report.", PARCEL),
])
def test_a_part_that_denies_the_source_is_inaccurate(claim, source):
    assert _status(claim, source) == "inaccurate"


def test_a_universal_over_a_proviso_is_only_uncertain():
    source = "제5조(반납) 대여 물품은 7일 이내에 반납하여야 한다. 다만, 파손된 물품은 즉시 반납한다."
    assert _status("모든 대여 물품은 7일 이내에 반납해야 합니다.", source) == "uncertain"


def test_another_name_in_the_same_place_is_not_covered():
    source = ("Team workspaces with more than 3 members need the Silver plan at the reduced price. "
              "The Gold plan adds audit logs.")
    assert _status("Team workspaces with more than 3 members need the Gold plan at the reduced price.", source) != "accurate"
    assert uncovered_part("출장은 본부장의 승인을 받아야 합니다.", "출장은 부서장의 승인을 받아야 한다. 본부장은 결과를 보고받는다.")
    assert not uncovered_part("출장은 소속 부서장의 승인을 받아야 합니다.", "출장은 부서장의 승인을 받아야 한다.")


@pytest.mark.parametrize("claim,evidence", [
    ("Late sign-ups are accepted with a $20 fee.", "Late sign-ups are accepted only if places remain, with a $20 fee."),
    ("회의실은 8시간 이상 쓰면 직원이 대회의실을 예약할 수 있습니다.",
     "회의실을 8시간 이상 쓰는 경우 과장 이상 직원은 대회의실을 예약할 수 있다."),
    ("동아리는 기념품을 받을 수 있습니다.", "등록한 동아리에 한하여 기념품을 받을 수 있다."),
])
def test_a_dropped_restriction_is_not_covered(claim, evidence):
    assert uncovered_part(claim, evidence)


def test_a_kept_restriction_is_covered():
    assert not uncovered_part("Late sign-ups are accepted only while places remain.",
                              "Late sign-ups are accepted only if places remain, with a $20 fee.")
    assert not uncovered_part("The workspace is read-only until you pay.", "The workspace becomes read-only until you pay.")


def test_where_a_paper_goes_is_a_role():
    evidence = "지원서는 교무처에 제출한다. 학생처는 결과를 알린다."
    assert uncovered_part("지원서는 학생처에 제출합니다.", evidence)
    assert not uncovered_part("지원서는 교무처에 제출합니다.", evidence)


@pytest.mark.parametrize("claim,evidence", [
    ("Guests get 20% off on weekdays.", "Members get 20% off and guests 10% off on weekdays."),
    ("야간 근무는 하루 8시간을 넘을 수 없습니다.", "야간 근무는 하루 6시간을 넘을 수 없고 주간 근무는 8시간을 넘을 수 없다."),
])
def test_a_figure_of_another_clause_topic_is_not_covered(claim, evidence):
    assert uncovered_part(claim, evidence)
    assert _status(claim, evidence) != "accurate"


def test_the_figure_of_the_claim_topic_is_covered():
    assert not uncovered_part("야간 근무는 하루 6시간을 넘을 수 없습니다.",
                              "야간 근무는 하루 6시간을 넘을 수 없고 주간 근무는 8시간을 넘을 수 없다.")


@pytest.mark.parametrize("claim,source", [
    ("All orders ship within 2 days.", "Most orders ship within 2 days."),
    ("직원은 언제든지 주 2일 재택근무를 할 수 있습니다.", "직원은 부서장 승인을 받아 주 2일까지 재택근무를 할 수 있다."),
    ("The gym opens at 6:00 and the pool closes at 22:00.",
     "Gym opens at 6:00 and closes at 22:00. The pool closes at 20:00."),
])
def test_more_parts_the_source_does_not_state(claim, source):
    assert _status(claim, source) != "accurate"


@pytest.mark.parametrize("claim, source", [
    ("The registration fee is refundable.", "All fees are refundable except the registration fee."),
    ("Sale items can be returned within 30 days.", "Items other than sale items can be returned within 30 days."),
    ("등록비는 환불됩니다.", "등록비를 제외한 모든 비용은 환불된다."),
    ("주말에도 열람실을 이용할 수 있습니다.", "주말을 제외하고 매일 열람실을 이용할 수 있다."),
])
def test_the_thing_an_exception_sets_apart_is_not_covered_by_the_rule(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("All fees except the registration fee are refundable.", "All fees are refundable except the registration fee."),
    ("등록비를 제외한 비용은 모두 환불됩니다.", "등록비를 제외한 모든 비용은 환불된다."),
])
def test_a_claim_that_keeps_the_exception_stays_accurate(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "accurate", c.explanation


def test_a_claim_that_states_the_exclusion_itself_is_not_flagged_as_dropping_it():
    from verification.engine.checks.restrictions import excepted
    assert excepted("Gift cards are excluded from returns.", "All items except gift cards can be returned.") == ""
    assert "gift cards" in excepted("Gift cards can be returned.", "All items except gift cards can be returned.")


def test_what_an_exception_sets_apart_gets_the_opposite_of_the_rule():
    # "except loss by fire": fire IS covered though the rule denies cover; saying so is no contradiction, and
    # borrowing the rule's denial for fire is not "accurate".
    from verification.engine import Source, verify_answer

    policy = Source(text="We do not cover any loss to a dwelling that was vacant when the loss happened, except loss "
                         "by fire or lightning.")

    def status(claim):
        return verify_answer(claim, [policy]).citations[0].status

    assert status("Loss by fire is covered even if the dwelling was vacant[1].") != "inaccurate"
    assert status("Loss by fire is not covered if the dwelling was vacant[1].") != "accurate"
    assert status("Loss to a vacant dwelling is not covered[1].") == "accurate"
    assert status("Theft is covered even if the dwelling was vacant[1].") == "inaccurate"
    fees = Source(text="All fees except the registration fee are refunded.")
    assert verify_answer("The registration fee is not refunded[1].", [fees]).citations[0].status != "inaccurate"
    assert verify_answer("The registration fee is refunded[1].", [fees]).citations[0].status != "accurate"


@pytest.mark.parametrize("claim, source", [
    ("Guide dogs are allowed in the kitchen.",
     "Guide dogs are allowed everywhere except in the kitchen, but pets are not allowed."),
    ("등록비는 환불됩니다.", "등록비를 제외한 모든 비용은 환불되며, 신청 기한이 지나면 환불되지 않는다."),
])
def test_a_denial_in_another_clause_does_not_turn_the_rule_around(claim, source):
    # The exception's rule is its own clause: "pets are not allowed" does not make the kitchen a place guide dogs
    # may enter (the claim borrows the rule for what it leaves out, whatever the other clause denies).
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status != "accurate", c.explanation
