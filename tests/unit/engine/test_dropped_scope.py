"""An absolute claim ("never", "always", "절대", "언제나") over a source statement that holds only within a scope the
claim drops ("while they remain a member", "for inactivity", "운영 기간 동안", "경우에 한해") is not accurate: it says more
than the source. A claim that keeps the scope, or a bound written with "never", is unaffected."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.dropped_scope import dropped_scope

CLUB = Source(text="Membership\nPlatinum members' vouchers do not lapse for non-use while they keep their Platinum "
                   "status. Other vouchers lapse after 6 months.")
PARKING = Source(text="주차 안내\n행사 기간 동안 참가 업체 차량은 주차비를 내지 않습니다. 평소에는 시간당 2,000원입니다.")
GYM = Source(text="Opening hours\nMembers can use the pool at any time as long as a lifeguard is on duty.")


def test_never_over_a_statement_limited_while_a_status_lasts_is_not_accurate():
    c = first_citation("As a Platinum member your vouchers never lapse[1].", CLUB)
    assert c.status != "accurate", c.explanation


def test_the_same_claim_keeping_the_scope_stays_accurate():
    c = first_citation("Platinum members' vouchers do not lapse for non-use while they keep their Platinum status[1].",
                       CLUB)
    assert c.status == "accurate", c.explanation


def test_korean_absolute_over_a_period_is_not_accurate():
    c = first_citation("참가 업체 차량은 절대 주차비를 내지 않습니다[1].", PARKING)
    assert c.status != "accurate", c.explanation


def test_where_the_scope_is_found_and_when_it_is_kept():
    assert dropped_scope("You can always use the pool", GYM.text.split("\n")[1])
    assert not dropped_scope("You can use the pool whenever a lifeguard is on duty", GYM.text.split("\n")[1])
    assert dropped_scope("You never pay more than GBP 5", "You pay GBP 5 at most while the offer lasts.")
    assert not dropped_scope("You pay GBP 5 at most", "You pay GBP 5 at most while the offer lasts.")  # no absolute
    assert not dropped_scope("Vouchers lapse after 6 months", "Vouchers lapse after 6 months while unused.")


def test_a_scope_outside_the_claims_own_clause_leaves_a_correct_claim_alone():
    # A contrastive "while" with a new subject is another rule, not a period the statement lasts.
    assert not dropped_scope("Gold members' points never expire.",
                             "Gold members' points do not expire, while Silver members' points expire after 12 months.")
    # An unrelated "for more information" is no reason the statement holds for.
    assert not dropped_scope("Gold members' points never expire.",
                             "Gold members' points do not expire; see the members' page for more information.")
    # A Korean period in another clause of the sentence.
    assert not dropped_scope("정회원 포인트는 절대 소멸되지 않습니다.",
                             "정회원 포인트는 소멸되지 않고 행사 기간 동안 준회원에게는 2배로 적립됩니다.")
    # The same scopes in the predicate's clause still count.
    assert dropped_scope("Gold members' points never expire.", "Gold members' points do not expire for inactivity.")
    assert dropped_scope("Gold members' points never expire.",
                         "Gold members' points do not expire while they remain in Gold.")
    assert dropped_scope("정회원 포인트는 절대 소멸되지 않습니다.", "정회원 포인트는 회원 자격 유지 기간 동안 소멸되지 않습니다.")
