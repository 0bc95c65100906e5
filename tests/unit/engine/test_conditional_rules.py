"""A rule written with "…라면" ("자격 요건을 갖춘 거주자라면 가입할 수 있습니다") is a condition of the rule, not a
supposition: a claim that keeps the condition in its own words restates the rule and is accurate. A claim that
states the supposed thing as a fact, or the consequence without its condition, still is not."""
import pytest
from engine_samples import only

from verification.engine import Source
from verification.engine.checks.qualifiers import unqualified

RULE = "자격 요건을 갖춘 거주자라면 누구나 회원으로 가입할 수 있습니다."


def test_a_rule_restated_with_its_condition_is_accurate():
    c = only("자격 요건을 갖춘 거주자는 누구나 회원으로 가입할 수 있습니다[1].", [Source(text=RULE)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("누구나 회원으로 가입할 수 있습니다", RULE),  # the condition dropped
    ("그 사람이 범인입니다", "그 사람이 범인이라면, 경찰이 곧 올 것이다."),  # the supposition stated as a fact
])
def test_a_supposition_or_a_consequence_without_its_condition_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


def test_a_statement_beside_a_supposing_sentence_does_not_rest_on_it():
    evidence = "결제 전이라면 앱에서 주문 취소를 누르면 전액 환불됩니다. 앱 > 내 주문 > 주문내역 > 주문 취소"
    assert unqualified("주문 취소 메뉴는 앱의 내 주문 > 주문내역에 있습니다", evidence) == ""
    assert unqualified("전액 환불됩니다", evidence)  # the consequence, its condition dropped
