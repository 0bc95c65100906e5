"""What a source names only as not given ("instead of a refund", "환불 대신") is contradicted by a claim that asserts
it; a claim that gives what the source gives, denies the thing, or says "instead" itself is not."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.instead import denied_alternatives

CANCEL = Source(text="Entry fees are not refundable. If the organisers cancel the event, every entrant gets a free "
                     "place in 2027 instead of a refund.")
CANCEL_KO = Source(text="행사가 취소되면 참가자 전원에게 환불 대신 2027년 무료 참가권을 드립니다.")



def test_the_denied_alternative_is_read():
    assert denied_alternatives(CANCEL.text) == ("refund",)
    assert denied_alternatives(CANCEL_KO.text) == ("환불",)


def test_asserting_what_is_given_instead_of_is_a_contradiction():
    c = first_citation("If the organisers cancel the event, entrants get a refund[1].", CANCEL)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("행사가 취소되면 참가비를 환불받습니다[1].", CANCEL_KO)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_what_the_source_gives_or_the_denial_itself_is_no_contradiction():
    for claim in ("If the organisers cancel the event, every entrant gets a free place in 2027[1].",
                  "If the organisers cancel the event, entrants get a free place in 2027 instead of a refund[1].",
                  "If the organisers cancel the event, entrants do not get a refund[1]."):
        c = first_citation(claim, CANCEL)
        assert c.status != "inaccurate", (claim, c.explanation)
    c = first_citation("행사가 취소되면 환불은 안 되고 2027년 무료 참가권을 받습니다[1].", CANCEL_KO)
    assert c.status != "inaccurate", c.explanation


def test_what_is_given_sharing_the_denied_head_word_is_no_contradiction():
    # The given thing and the denied one share their head ("member rate" / "standard rate"): a claim naming the
    # given one is right, one naming the denied one is still a contradiction.
    rate = Source(text="Members pay the member rate instead of the standard rate for all courses.")
    assert first_citation("Members pay the member rate for all courses[1].", rate).status != "inaccurate"
    assert first_citation("Members pay the standard rate for all courses[1].", rate).status == "inaccurate"
    price = Source(text="Refunds are based on the price paid, rather than the list price.")
    assert first_citation("Refunds are based on the price paid[1].", price).status != "inaccurate"
    fee = Source(text="회원은 일반 요금 대신 회원 요금을 냅니다.")
    assert first_citation("회원은 회원 요금을 냅니다[1].", fee).status != "inaccurate"
