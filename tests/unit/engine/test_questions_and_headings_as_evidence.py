"""A source that only restates the question, or a heading, neither confirms nor contradicts a claim (issue 12): a
FAQ's question line or a heading says what the claim is about, not what is true of it. Invented examples."""
from __future__ import annotations

import pytest

from verification.engine import Source, verify_answer
from verification.engine.checks.assertion import asks_only


def _status(claim: str, source: str) -> str:
    return verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0].status


@pytest.mark.parametrize("claim, source", [
    ("해외에서도 보험금 청구가 가능합니다.", "Q. 해외에서도 보험금 청구가 가능한가요?\nA. 아니요, 보험금 청구는 국내에서만 접수합니다."),
    ("You can pay by PayPal.", "Q: Can I pay by PayPal?\nA: We accept cards and bank transfer only."),
    ("You can bring your dog to the office.", "Can I bring my dog to the office?"),
    ("The studio can be booked at weekends.", "## Can the studio be booked at weekends?"),
])
def test_a_claim_covered_only_by_a_question_is_not_accurate(claim, source):
    assert _status(claim, source) != "accurate"


@pytest.mark.parametrize("claim, source", [
    ("해외에서도 보험금 청구가 가능합니다.", "Q. 해외에서도 보험금 청구가 가능한가요?\nA. 네, 해외에서도 보험금 청구가 가능합니다."),
    ("After 90 days the data is deleted and cannot be recovered.",
     "What happens to my data after I cancel? After 90 days it is deleted and cannot be recovered."),
])
def test_the_answer_to_a_question_still_supports_the_claim(claim, source):
    assert _status(claim, source) == "accurate"


def test_questions_headings_and_captions_only_ask():
    assert asks_only("Q. 휴학은 몇 년까지 가능한가요?")
    assert asks_only("제5조(등록금의 반환)")
    assert asks_only("### How do I cancel?")
    assert not asks_only("Q. 휴학은 몇 년까지 가능한가요? A. 통산 2년까지 가능합니다.")
