""""할 수 있다" against "할 수 없다" is the same act allowed or not, also when the claim stresses a word before it with a
topic or additive particle ("허가 없이는 할 수 있다"): the particle stresses the word, not the act. Invented examples."""
from __future__ import annotations

from verification.engine import Source, verify_answer

NIGHT = "야간 작업(22시부터 06시까지)은 안전관리자의 승인 없이 할 수 없습니다."
GUESTS = "Guests cannot enter the workshop without an escort."


def _status(claim: str, source: str) -> str:
    return verify_answer(f"{claim}[†1].", [Source(text=source)]).citations[0].status


def test_a_permission_stated_with_a_stressed_word_against_a_prohibition_is_contradicted():
    assert _status("야간 작업은 안전관리자의 승인 없이는 할 수 있습니다", NIGHT) == "inaccurate"


def test_the_prohibition_stated_with_a_stressed_word_stays_accurate():
    assert _status("야간 작업은 안전관리자의 승인 없이는 할 수 없습니다", NIGHT) == "accurate"


def test_english_permission_against_a_prohibition_is_contradicted_and_the_rule_kept():
    assert _status("Guests can enter the workshop without an escort", GUESTS) == "inaccurate"
    assert _status("Guests cannot enter the workshop without an escort", GUESTS) == "accurate"
