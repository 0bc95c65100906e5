"""A claim that concedes a case ("…했더라도", "even if …") and states its rule there too, where the source says the
opposite in exactly that case ("다만, …한 경우에는 …하지 아니한다", "If …, … is not …"), is contradicted; a claim that
keeps the source's polarity, or concedes another case, is not."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.denied import conceded_case

REFUND_KO = Source(text="회원이 해지하면 남은 기간의 회비를 환불한다. 다만, 사물함을 사용한 경우에는 환불하지 아니한다.")
RENEW = Source(text="Cover continues when you renew on time. If you renew after the due date, cover does not continue.")



def test_the_opposite_in_the_conceded_case_is_a_contradiction():
    c = first_citation("사물함을 사용했더라도 남은 기간 회비는 환불됩니다[1].", REFUND_KO)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert conceded_case("Even if you renew after the due date, cover continues.", RENEW.text)


def test_the_sources_polarity_kept_or_another_case_is_no_contradiction():
    c = first_citation("사물함을 사용한 경우에는 회비가 환불되지 않습니다[1].", REFUND_KO)
    assert c.status != "inaccurate", c.explanation
    assert conceded_case("사물함을 사용했더라도 환불되지 않습니다.", REFUND_KO.text) == ""
    # "적어도" (at least) is no concession.
    assert conceded_case("적어도 남은 기간 회비는 환불됩니다.", REFUND_KO.text) == ""
    # Another case conceded: the statement's case is not the claim's.
    assert conceded_case("Even if you move house, cover continues.", RENEW.text) == ""


def test_a_particle_or_an_adverb_is_no_concession():
    # "영어도", "대여도": the particle 도 on a noun; "적어도": one adverb. Only a verb's concessive ending concedes.
    assert conceded_case("영어도 남은 기간 회비는 환불됩니다.", REFUND_KO.text) == ""
    assert conceded_case("대여도 가능하며 남은 기간 회비는 환불됩니다.", REFUND_KO.text) == ""
    assert conceded_case("사물함을 사용해도 남은 기간 회비는 환불됩니다.", REFUND_KO.text)


def test_a_claim_that_restates_the_provisos_case_is_no_contradiction():
    # The claim concedes the very case the proviso makes, with the proviso's polarity: it says what the source says.
    rule = "Fees are not refunded after the course starts."
    source = f"{rule} However, if you withdraw for medical reasons, fees are refunded after the course starts."
    claim = "Even if you withdraw for medical reasons, fees are refunded after the course starts."
    assert conceded_case(claim, rule, source) == ""
    rule_ko = "개강 후에는 수강료를 환불하지 아니한다."
    source_ko = f"{rule_ko} 다만, 질병으로 수강을 포기한 경우에는 개강 후에도 수강료를 환불한다."
    assert conceded_case("질병으로 수강을 포기했더라도 개강 후에 수강료를 환불합니다.", rule_ko, source_ko) == ""
    # The proviso lifts the rule ("그러하지 아니하다") in the case the claim names: the claim restates the proviso.
    rule = "기한을 넘겨 신청한 회비는 환불하지 아니한다. 다만, 질병으로 해지한 경우에는 그러하지 아니하다."
    assert conceded_case("질병으로 해지한 경우에는 기한을 넘겨 신청해도 회비를 환불받을 수 있습니다.", rule, rule) == ""
    assert conceded_case("기한을 넘겨 신청해도 회비를 환불받을 수 있습니다.", rule, rule)
