"""Faithful rewordings that the role, name, counted-figure and affix rules must not remove (issue 12: a good
citation removed is worse than one left uncertain), and suppositions stated as fact that are never "accurate"."""
import pytest

from verification.engine import Source, verify_answer

FAITHFUL = [
    ("Paid invoices are archived.", "Paid invoices are archived; unpaid invoices are cancelled after 30 days."),
    ("Paper invoices cost $2 per month.", "Paperless billing is the default; paper invoices cost $2 per month."),
    ("The deposit is refundable if you cancel at least 48 hours in advance.",
     "The deposit is refundable if you cancel at least 48 hours in advance; later cancellations make it non-refundable."),
    ("Discount codes are valid for 30 days.", "Discount codes are valid for 30 days, after which they become invalid."),
    ("You must be at least 12 to use the pool without an adult.", "Children under 12 cannot use the pool without an adult."),
    ("Only guests over 18 may use the sauna.", "Guests under 18 may not use the sauna."),
    ("Unopened items can be returned within 30 calendar days of delivery.",
     "Unopened items can be returned within 30 days of delivery, or 14 calendar days for opened items."),
    ("신청서 1부와 재직증명서 3부를 제출해야 한다.", "신청서 1부와 재직증명서 3통을 제출하여야 한다."),
    ("Expense claims are submitted to the finance team.", "Expense claims are submitted to the Finance Department."),
    ("Leave requests are approved by HR.", "Leave requests are approved by Human Resources."),
    ("출장비는 인사팀의 승인을 받아 지급한다.", "출장비는 인사부의 승인을 받아 지급한다."),
    # a shorter and a fuller name of one office, after a particle written the other way (으로 / 로)
    ("환불은 민원지원팀으로 신청한다.", "환불은 민원센터로 신청한다."),
    ("분실물은 안내실로 문의한다.", "분실물은 안내데스크로 문의한다."),
    ("Coffee is equivalent to tea for the allowance.", "Tea is equivalent to coffee for the allowance."),
    ("The charger is compatible with the dock.", "The dock is compatible with the charger."),
    ("Sessions run for 30 minutes.", "Each coaching session lasts half an hour."),
]


@pytest.mark.parametrize(("claim", "source"), FAITHFUL)
def test_a_faithful_rewording_is_never_removed(claim, source):
    c = verify_answer(claim + "[1]", [Source(text=source)]).citations[0]
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


@pytest.mark.parametrize(("claim", "source"), [
    ("The outage was caused by a faulty router.", "The outage may have been caused by a faulty router."),
    ("The delay is due to the supplier.", "The delay appears to be due to the supplier."),
    ("사고 원인은 배터리 불량이다.", "사고 원인은 배터리 불량으로 추정된다."),
])
def test_a_supposition_stated_as_fact_is_not_accurate(claim, source):
    assert verify_answer(claim + "[1]", [Source(text=source)]).citations[0].status != "accurate"


@pytest.mark.parametrize(("claim", "source"), [
    ("The deposit is refundable.", "Fees:\n- Deposit — non-refundable\n- Cleaning fee — refundable if the flat is left clean"),
    ("Sessions run for 45 minutes.", "Each coaching session lasts half an hour."),
    ("The Starter plan allows up to 50 users.", "The Starter plan allows up to 25 users and 50 invoices per month."),
    ("출장비는 재무팀의 승인을 받아 지급한다.", "출장비는 인사팀의 승인을 받아 지급한다."),
])
def test_the_same_rules_still_catch_the_wrong_ones(claim, source):
    assert verify_answer(claim + "[1]", [Source(text=source)]).citations[0].status == "inaccurate"
