"""Two ways a claim says the opposite of its source without sharing its words.

- A permission the source denies, asserted with another word for its verb: "서류는 우편으로 낼 수 있다" against
  "서류는 우편으로 제출할 수 없다", "Rental bikes can be taken onto the ferry" against "Rental bikes cannot be brought
  onto the ferry". Another verb altogether ("use" for "charge") is not read against the denial.
- "Without exception" (예외 없이, 무조건, in all cases) where the source's rule has a proviso ("다만, …", "unless …").

A claim that keeps the denial, names the exception, or says only what the source permits is not contradicted.
"""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.denied import denied_otherwise
from verification.engine.checks.restrictions import denied_exception

MINUTES_KO = Source(text="서류는 방문하여 접수할 수 있다. 서류는 우편으로 제출할 수 없다.")
FERRY = Source(text="Rental bikes can be parked at the pier. Rental bikes cannot be brought onto the ferry.")
LATE_KO = Source(text="제7조(지연 제출) ① 마감일을 넘겨 제출한 보고서는 평가하지 아니한다. 다만, 천재지변으로 제출이 늦어진 "
                      "경우에는 그러하지 아니하다.")
LATE = Source(text="Reports handed in after the deadline are not marked. However, a report delayed by a documented "
                   "illness is marked as usual.")



def test_a_permission_the_source_denies_in_its_own_verb_is_a_contradiction():
    c = first_citation("서류는 우편으로 낼 수 있습니다[1].", MINUTES_KO)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("Rental bikes can be taken onto the ferry[1].", FERRY)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_the_denial_kept_or_what_the_source_permits_is_no_contradiction():
    for answer, source in (("서류는 우편으로 낼 수 없습니다[1].", MINUTES_KO),
                           ("서류는 방문하여 접수할 수 있습니다[1].", MINUTES_KO),
                           ("Rental bikes cannot be taken onto the ferry[1].", FERRY),
                           ("Rental bikes can be left at the pier[1].", FERRY)):
        c = first_citation(answer, source)
        assert c.status != "inaccurate", (answer, c.explanation)


def test_another_verb_altogether_is_no_denied_permission():
    # The claim's verb is not the denied one (use / charge, park / lock, 참여 / 되다): the denial says nothing of it.
    assert denied_otherwise("학생은 도서관에서 노트북을 사용할 수 있다.", "학생은 도서관에서 노트북을 충전할 수 없다.") == ""
    assert denied_otherwise("Members can park bikes in the courtyard.", "Members cannot lock bikes in the courtyard.") == ""
    # "위원" is a word of its own, not found inside "위원장".
    assert denied_otherwise("지도교수는 위원으로 참여할 수 있다.", "지도교수는 위원장이 될 수 없다.") == ""


def test_a_plain_denial_in_another_verb_is_left_to_the_judge():
    # "kept" may be the claim's word for "not refunded": a denial that is no permission is not read against it.
    source = Source(text="After 30 days, monthly fees already paid are not refunded.")
    assert denied_otherwise("After 30 days, monthly fees already paid are kept.", source.text) == ""
    c = first_citation("After 30 days, monthly fees already paid are kept[1].", source)
    assert c.status != "inaccurate", c.explanation


def test_a_denied_thing_is_no_denied_permission():
    # "수수료가 없다" denies a thing, not that something may be done.
    assert denied_otherwise("수수료는 면제받을 수 있습니다.", "온라인 신청은 수수료가 없다.") == ""


def test_without_exception_against_a_proviso_is_a_contradiction():
    c = first_citation("마감일을 넘겨 제출한 보고서는 예외 없이 평가하지 않습니다[1].", LATE_KO)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert "예외 없이" in c.explanation
    c = first_citation("Reports handed in after the deadline are never marked, without exception[1].", LATE)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_the_exception_named_or_no_proviso_is_no_contradiction():
    # The claim names the exception itself; or the source makes none (then "without exception" is not denied).
    assert denied_exception("예외 없이 평가하지 않지만 천재지변의 경우는 제외됩니다.", LATE_KO.text.split(". ")[0],
                            LATE_KO.text) == ""
    rule = "마감일을 넘겨 제출한 보고서는 평가하지 아니한다."
    assert denied_exception("마감일을 넘긴 보고서는 무조건 평가하지 않습니다.", rule, rule) == ""
    # Evidence that rules exceptions out too ("예외 없이") is no exception made, though it says "예외".
    assert denied_exception("마감일을 넘긴 보고서는 무조건 평가하지 않습니다.", "마감일을 넘긴 보고서는 예외 없이 평가하지 아니한다.",
                            "마감일을 넘긴 보고서는 예외 없이 평가하지 아니한다. 다만, 천재지변은 예외로 한다.") == ""
    c = first_citation("마감일을 넘겨 제출한 보고서는 평가하지 않습니다[1].", LATE_KO)
    assert c.status != "inaccurate", c.explanation


def test_a_proviso_that_makes_no_exception_is_no_contradiction():
    # "다만"/"However" adding a manner of payment, or "otherwise"/"그렇지 않은 경우" (the rule's other case), sets
    # nothing apart from the rule.
    rule = "The booking fee is charged for every booking."
    assert denied_exception("The booking fee is charged without exception.", rule,
                            f"{rule} However, it is payable in cash only.") == ""
    rule_ko = "수수료는 모든 예약에 부과한다."
    assert denied_exception("수수료는 예외 없이 부과됩니다.", rule_ko, f"{rule_ko} 다만, 현금으로만 납부할 수 있다.") == ""
    assert denied_exception("수수료는 예외 없이 부과됩니다.", "수수료는 예약마다 부과하며, 그렇지 않은 경우 예약이 취소된다.") == ""
    assert denied_exception("Fees are charged in all cases.", "Fees are charged at booking; otherwise the booking lapses.") == ""


def test_a_proviso_that_says_so_or_turns_the_rule_round_is_an_exception():
    rule_ko = "수수료는 모든 예약에 부과한다."
    assert denied_exception("수수료는 예외 없이 부과됩니다.", rule_ko, f"{rule_ko} 다만, 회원에게는 적용하지 않는다.")
    assert denied_exception("수수료는 어떤 경우에도 부과됩니다.", rule_ko, f"{rule_ko} 다만, 회원에게는 부과하지 아니한다.")
    rule = "The booking fee is charged for every booking."
    assert denied_exception("The booking fee is charged without exception.", rule,
                            f"{rule} However, this does not apply to members.")
    assert denied_exception("The booking fee is charged without exception.", rule,
                            f"{rule} However, members are not charged.")


def test_an_exception_word_that_qualifies_a_period_or_a_contrast_is_no_exception_to_the_rule():
    # "(공휴일 제외)" says how the 14 days are counted; "but it lends all other books" sets another thing beside the rule.
    c = first_citation("환불금은 예외 없이 신청일로부터 14일 이내에 지급됩니다[1].",
                 Source(text="환불금은 신청일로부터 14일 이내에 지급한다(공휴일 제외)."))
    assert c.status != "inaccurate", c.explanation
    c = first_citation("Without exception, the library does not lend reference books[1].",
                 Source(text="The library does not lend reference books, but it lends all other books for three weeks."))
    assert c.status != "inaccurate", c.explanation
