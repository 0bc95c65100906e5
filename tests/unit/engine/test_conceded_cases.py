"""A claim that concedes a case ("…했더라도", "even if …") and states its rule there too, where the source says the
opposite in exactly that case ("다만, …한 경우에는 …하지 아니한다", "If …, … is not …"), is contradicted; a claim that
keeps the source's polarity, or concedes another case, is not."""
from verification.engine import Source, verify_answer
from verification.engine.checks.denied import conceded_case

REFUND_KO = Source(text="회원이 해지하면 남은 기간의 회비를 환불한다. 다만, 사물함을 사용한 경우에는 환불하지 아니한다.")
RENEW = Source(text="Cover continues when you renew on time. If you renew after the due date, cover does not continue.")


def _verdict(answer, source):
    return verify_answer(answer, [source]).citations[0]


def test_the_opposite_in_the_conceded_case_is_a_contradiction():
    c = _verdict("사물함을 사용했더라도 남은 기간 회비는 환불됩니다[1].", REFUND_KO)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert conceded_case("Even if you renew after the due date, cover continues.", RENEW.text)


def test_the_sources_polarity_kept_or_another_case_is_no_contradiction():
    c = _verdict("사물함을 사용한 경우에는 회비가 환불되지 않습니다[1].", REFUND_KO)
    assert c.status != "inaccurate", c.explanation
    assert conceded_case("사물함을 사용했더라도 환불되지 않습니다.", REFUND_KO.text) == ""
    # "적어도" (at least) is no concession.
    assert conceded_case("적어도 남은 기간 회비는 환불됩니다.", REFUND_KO.text) == ""
    # Another case conceded: the statement's case is not the claim's.
    assert conceded_case("Even if you move house, cover continues.", RENEW.text) == ""
