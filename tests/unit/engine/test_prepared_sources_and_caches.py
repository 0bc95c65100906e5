"""Sources prepared ahead and the engine's caches: the same verdicts as reading everything inside the call,
and never a reading of another text (or of the same text in another context) served from a cache."""
import random
import re

import pytest
from engine_samples import HAKCHIK, MANUAL, SCHOLAR, TUITION

from verification.engine import Source, prepare_sources, result_to_dict, verify_answer
from verification.engine.analysis import analyse
from verification.engine.caches import clear_caches
from verification.engine.checks.informative import starts_word
from verification.engine.checks.lexical import _best_window, best_support
from verification.engine.checks.windows import prepare_windows
from verification.engine.normalize import extract
from verification.engine.references import source_passage

TABLE = Source(
    title="등록금 반환 기준",
    text=("| 반환 사유 발생일 | 입학금 | 수업료 |\n| --- | --- | --- |\n"
          "| 학기 개시일부터 30일까지 | 반환하지 않음 | 6분의 5 반환 |\n"
          "| 학기 개시일부터 60일까지 | 반환하지 않음 | 3분의 2 반환 |"),
)
ANSWERS = [
    ("휴학은 통산 3년을 초과할 수 없습니다[†1]. 평점 평균이 3.5 이상이면 등록금의 50%를 감면합니다[†3]. "
     "등록금은 학기 개시 14일 전까지 납부해야 합니다[†2].", [HAKCHIK, TUITION, SCHOLAR]),
    ("When C4A15 occurs, the controller stops the arm[†1]. The Control Box shows a green light[†1].", [MANUAL]),
    ("학기 개시일부터 30일까지 수업료는 6분의 5를 반환합니다[†1]. 학기 개시일부터 30일까지 입학금은 반환하지 않습니다[†1]. "
     "학기 개시일부터 30일까지 수업료는 반환하지 않습니다[†1].", [TABLE]),
]


def _outcome(answer, sources) -> dict:
    out = result_to_dict(verify_answer(answer, sources), "case")
    out.pop("elapsed_ms", None)
    return out


@pytest.mark.parametrize("answer,sources", ANSWERS)
def test_prepared_sources_give_the_verdicts_of_sources_read_inside_the_call(answer, sources):
    clear_caches()
    cold = _outcome(answer, sources)
    clear_caches()
    prepare_sources(sources)
    assert _outcome(answer, sources) == cold


def test_a_changed_source_is_read_again_not_served_from_the_cache():
    before = Source(title="학칙", text="휴학은 통산하여 2년을 초과할 수 없다. 휴학 신청은 학기 개시 전까지 하여야 한다.")
    after = Source(title="학칙", text="휴학은 통산하여 3년을 초과할 수 없다. 휴학 신청은 학기 개시 전까지 하여야 한다.")
    answer = "휴학은 통산 2년을 넘을 수 없습니다[†1]."
    prepare_sources([before])
    assert verify_answer(answer, [before]).citations[0].status == "accurate"
    prepare_sources([after])
    assert verify_answer(answer, [after]).citations[0].status == "inaccurate"


def test_an_evidence_window_read_with_a_title_is_not_the_one_read_without():
    claim, text = "졸업논문 심사는 매 학기 실시한다", "심사는 매 학기 실시한다."
    prepare_windows(text, "졸업논문 심사 규정")
    with_title = best_support(claim, text, context="졸업논문 심사 규정")
    without = best_support(claim, text)
    assert with_title.coverage == 1.0  # the title says what the source's sentences are about
    assert without.coverage < 0.86  # read alone, the sentence lacks "졸업논문"


def test_claims_naming_different_columns_of_one_table_row_each_read_their_own_column():
    prepare_sources([TABLE])
    statuses = [verify_answer(a, [TABLE]).citations[0].status for a in (
        "학기 개시일부터 30일까지 수업료는 6분의 5를 반환합니다[†1].",
        "학기 개시일부터 30일까지 입학금은 반환하지 않습니다[†1].",
        "학기 개시일부터 30일까지 수업료는 반환하지 않습니다[†1].",  # the 입학금 column's "반환하지 않음"
    )]
    assert statuses == ["accurate", "accurate", "inaccurate"]


def test_a_table_row_is_read_with_the_column_each_claim_names_whichever_claim_read_it_first():
    prepare_sources([TABLE])
    first = "학기 개시일부터 30일까지 입학금은 반환하지 않습니다"  # reads the row with the 입학금 column's negation
    then = "학기 개시일부터 30일까지 수업료는 반환하지 않습니다"  # must read it with the 수업료 column: "6분의 5 반환"
    assert best_support(first, TABLE.text, context=TABLE.title).signals == ()
    assert "negation" in best_support(then, TABLE.text, context=TABLE.title).signals
    # The evidence window itself: the 입학금 cell's negation carries polarity for the first claim only.
    assert "반환" in _best_window(analyse(first), first, TABLE.text, TABLE.title)[2].negated
    assert "반환" not in _best_window(analyse(then), then, TABLE.text, TABLE.title)[2].negated


def test_a_reference_quote_is_looked_up_in_the_source_it_belongs_to():
    assert "2년을 초과할 수 없다" in source_passage("통산하여 2년을 초과할 수 없다", HAKCHIK)
    assert source_passage("통산하여 2년을 초과할 수 없다", TUITION) == ""
    assert "14일 전까지" in source_passage("학기 개시 14일 전까지", TUITION)


def test_names_added_to_a_reading_do_not_leak_into_the_plain_reading():
    text = "김민수 교수는 Robert Kim 교수와 함께 2년 동안 연구했다."
    named = extract(text, ("김민수",))
    plain = extract(text)
    assert "김민수" in named.names and "김민수" not in plain.names
    assert named.names == plain.names | {"김민수"}
    assert (named.quantities, named.codes, named.bare) == (plain.quantities, plain.codes, plain.bare)


@pytest.mark.parametrize("word,text", [
    ("cover", "Back-cover damage"), ("cover", "discover it"), ("cover", "COVERED by the plan"),
    ("-cover", "back-cover"), ("_id", "user_id"), ("kit", "\u212aIT bag"), ("is", "\u0130S"), ("sun", "\u017fun"),
    ("in", "\u0131n"), ("2nd", "the 2nd floor"), ("2nd", "12nd"), ("é", "café"), ("café", "Café au lait"),
])
def test_a_word_start_is_found_as_the_pattern_finds_it(word, text):
    assert starts_word(word, text) is (re.search(r"\b" + re.escape(word), text, re.IGNORECASE) is not None)


def test_word_starts_agree_with_the_pattern_on_random_text():
    rng = random.Random(12)
    alphabet = list("abcABC_-. 1가나Kkısſİé²\u212a")
    for _ in range(3000):
        word = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        assert starts_word(word, text) is (re.search(r"\b" + re.escape(word), text, re.IGNORECASE) is not None), (word, text)
