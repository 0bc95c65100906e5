"""The speed shortcuts give what the full reading gives, Korean and English: ``may_support`` never says no where
``check_claim`` finds the claim supported; ``window_coverage`` is ``best_support``'s coverage; ``english_phrases`` with
its first-word prefilter finds what every pattern finds without it."""
import pytest
from engine_samples import HAKCHIK, MANUAL, SCHOLAR, TUITION

from textkit import variants
from verification.engine.checks.claim import check_claim, may_support
from verification.engine.checks.support import best_support, window_coverage

PAIRS = [
    ("휴학은 통산 2년을 넘을 수 없습니다", HAKCHIK.text),
    ("휴학은 통산 3년까지 할 수 있습니다", HAKCHIK.text),
    ("등록금은 학기 개시 14일 전까지 내야 한다", TUITION.text),
    ("평점이 3.5 이상이면 등록금의 절반을 감면받는다", SCHOLAR.text),
    ("기숙사 식당은 주말에 문을 닫는다", SCHOLAR.text),
    ("When C4A15 occurs, the controller stops the arm and shows a red light", MANUAL.text),
    ("Restart the controllers before checking cables", MANUAL.text),
    ("The warranty covers water damage for five years", MANUAL.text),
]


@pytest.mark.parametrize("claim,source", PAIRS)
def test_may_support_never_rules_out_a_supported_claim(claim, source):
    assert may_support(claim, source) or check_claim(claim, source).supported is not True


@pytest.mark.parametrize("claim,source", PAIRS)
def test_window_coverage_is_the_coverage_of_the_best_support(claim, source):
    assert window_coverage(claim, source) == best_support(claim, source).coverage


TEXTS = [
    "Can I get my money back if I work from home?",
    "How much time off do I get after a sick day?",
    "The refund policy lists no phrase at all.",
    "환불은 어떻게 받나요? money back 가능한가요?",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_english_phrases_with_and_without_the_first_word_prefilter_agree(text):
    _firsts, patterns = variants._phrase_patterns()
    every = sorted((m.start(), m.end(), form) for pattern, form in patterns for m in pattern.finditer(text))
    assert variants.english_phrases(text) == every
