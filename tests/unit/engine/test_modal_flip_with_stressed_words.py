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


def test_a_nouns_last_syllable_is_no_stress_particle():
    # 한도/속도/온도 end in 도 but are nouns: the words before the modal keep them.
    from verification.engine.checks.flips import _ko_key

    assert _ko_key("사용한도 할 ") == "사용한도할"
    assert _ko_key("주행속도 낼 ") == "주행속도낼"
    assert _ko_key("실내온도 올릴 ") == "실내온도올릴"
    assert _ko_key("승인 없이는 할 ") == "승인없이할"
    assert _ko_key("주말에도 할 ") == "주말에할"
