"""A claim that states as fact what its source only supposes is not "accurate" on word coverage alone."""
from verification.engine import Source, verify_answer
from verification.engine.checks.assertion import speculative, unasserted


def test_suppositions_are_recognised_and_permission_is_not_one():
    assert speculative("어쩌면 회의가 다음 주로 미뤄졌을지도 몰라.")
    assert speculative("The shipment was probably delayed by the storm.")
    assert speculative("비가 와서 경기가 취소된 것 같다.")
    assert not speculative("학생은 휴학을 신청할 수 있다.")
    assert not speculative("Members may bring one guest.")


def test_a_fact_stated_where_the_source_only_supposes_it_goes_to_the_judge():
    src = Source(text="어쩌면 회의는 다음 주 목요일로 미뤄졌을지도 몰라.")
    c = verify_answer("회의는 다음 주 목요일로 미뤄졌습니다[†1].", [src]).citations[0]
    assert c.status == "uncertain"
    src = Source(text="The shipment was probably delayed by the storm on Monday.")
    c = verify_answer("The shipment was delayed by the storm on Monday[1].", [src]).citations[0]
    assert c.status == "uncertain"


def test_the_supposition_restated_as_one_is_still_checked_on_its_words():
    src = Source(text="The shipment was probably delayed by the storm on Monday.")
    c = verify_answer("The shipment was probably delayed by the storm on Monday[1].", [src]).citations[0]
    assert c.status == "accurate"
    assert unasserted("Is the fee refundable?", "The fee is refundable.")


def test_a_negated_predicate_the_source_does_not_use_needs_most_of_the_claim_to_be_a_contradiction():
    # "따로 신청하지 않는다" restates "자동으로 지급된다"; only a claim the source covers almost whole is read as
    # the source's statement negated.
    from verification.engine.analysis import analyse
    from verification.engine.checks.signals import contradiction_signals

    claim, window = analyse("회원은 할인 쿠폰을 따로 신청하지 않는다"), analyse("회원에게는 할인 쿠폰이 자동으로 지급된다.")
    assert "negation" not in contradiction_signals(claim, window, 0.7)
    assert "negation" in contradiction_signals(claim, window, 0.85)
