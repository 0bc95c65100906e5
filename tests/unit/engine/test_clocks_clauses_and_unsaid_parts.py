"""Times of day in any clock, bounds as worded, negation by affix and within its clause, clause-by-clause
polarity, lists read with their lead-in, table rows, relative time, and claim clauses the source never
mentions (issue 12)."""
import pytest
from engine_samples import only

from verification.engine import Source, verify_answer
from verification.engine.analysis import analyse


def st(claim, source, **kw):
    return only(claim, [Source(text=source, **kw)])


# --- times of day in any clock --------------------------------------------------------------------------------
@pytest.mark.parametrize("claim", [
    "상담 창구는 오후 2시에 문을 엽니다[1].",
    "The counter opens at 2 p.m.[1]",
    "상담 창구는 14시에 문을 엽니다[1].",
])
def test_a_time_written_in_another_clock_is_the_same_time(claim):
    c = st(claim, "상담 창구는 14:00에 문을 연다.")
    assert c.status != "inaccurate", c.explanation


def test_night_hours_are_the_evening_of_the_24_hour_clock():
    c = st("기숙사 출입문은 밤 11시에 닫힙니다[1].", "기숙사 출입문은 23시에 닫힌다.")
    assert c.status != "inaccurate", c.explanation


def test_a_different_time_of_day_is_caught():
    c = st("기숙사 출입문은 오후 10시에 닫힙니다[1].", "기숙사 출입문은 23:00에 닫힌다.")
    assert c.status == "inaccurate", c.explanation


# --- bounds -------------------------------------------------------------------------------------------------
def test_n_se_ga_an_doen_is_under_n():
    c = st("19세가 안 된 사람은 가입할 수 없습니다[1].", "19세 미만인 사람은 가입할 수 없다.")
    assert c.status != "inaccurate", c.explanation


def test_opposite_comparison_words_conflict_whatever_the_negation_elsewhere():
    c = st("8세 이상인 아동은 보호자 없이 입장할 수 없습니다[1].", "8세 이하인 아동은 보호자 없이 입장할 수 없다.")
    assert c.status == "inaccurate", c.explanation


def test_no_more_than_is_a_bound_not_a_negation():
    c = st("Each student may borrow no more than 15 books at a time[1].",
           "Each student may borrow up to 15 books at a time.")
    assert c.status == "accurate", c.explanation


# --- negation: affixes, clause scope, shared negative words ---------------------------------------------------
@pytest.mark.parametrize("word", ["non-refundable", "ineligible"])
def test_a_negative_affix_carries_the_negation(word):
    # A word that negates by its affix is read as negative in meaning, so a sentence that uses it is not
    # compared as if it were positive.
    assert analyse(f"The deposit is {word}.").negative_words
    assert not analyse("The deposit is refundable.").negative_words


def test_a_source_exclusive_written_as_only_if_bears_out_only():
    c = st("Only students who paid the fee can register[1].", "Students can register only if they paid the fee.")
    assert c.status != "inaccurate", c.explanation


def test_a_negation_stops_at_its_clause():
    c = st("Late fees are charged after the due date[1].",
           "There is no grace period: late fees are charged after the due date.")
    assert c.status != "inaccurate", c.explanation


def test_a_negative_word_both_sides_use_does_not_silence_polarity():
    c = st("청약철회를 하면 보험료를 돌려받을 수 없습니다[1].", "청약철회를 하면 보험료를 돌려받을 수 있다.")
    assert c.status == "inaccurate", c.explanation


def test_doryeo_deurida_is_a_refund():
    c = st("청약을 철회하면 보험료를 돌려 드립니다[1].", "청약을 철회하면 보험료를 환불한다.")
    assert c.status == "accurate", c.explanation


def test_an_exclusive_that_restates_a_number_is_not_an_overstatement_alone():
    c = st("재수강은 1회만 할 수 있습니다[1].", "재수강은 1회에 한하여 할 수 있다.")
    assert c.status != "inaccurate", c.explanation


# --- lists, clauses, tables, relative time ------------------------------------------------------------------------
def test_a_list_item_is_read_with_its_lead_in_across_a_blank_line():
    src = "We will not pay for:\n\n1. Pre-existing conditions.\n2. Cosmetic surgery."
    c = st("The policy pays for pre-existing conditions[1].", src)
    assert c.status == "inaccurate", c.explanation


def test_a_list_item_that_completes_its_lead_in_bears_out_the_negated_claim():
    src = "We will not pay for:\n\n1. Pre-existing conditions.\n2. Cosmetic surgery."
    c = st("We do not pay for cosmetic surgery[1].", src)
    assert c.status == "accurate", c.explanation


def test_polarity_is_compared_clause_with_clause():
    src = "환불은 신청 후 3일 이내에 처리되며, 수수료는 부과되지 않는다."
    c = st("환불은 신청 후 3일 이내에 처리되며, 수수료가 부과됩니다[1].", src)
    assert c.status == "inaccurate", c.explanation


def test_a_negation_in_another_clause_does_not_flip_this_one():
    src = "환불은 신청 후 3일 이내에 처리되며, 수수료는 부과되지 않는다."
    c = st("환불은 신청 후 3일 이내에 처리됩니다[1].", src)
    assert c.status == "accurate", c.explanation


def test_a_table_row_is_read_as_key_cell_statements():
    src = "구분 | 입학금 | 수업료\n학기 개시일 전 | 전액 | 전액\n학기 개시일부터 30일까지 | 반환하지 않음 | 6분의 5"
    c = st("학기 개시일부터 30일까지는 입학금을 반환합니다[1].", src)
    assert c.status == "inaccurate", c.explanation


def test_before_and_after_of_different_events_are_not_opposites():
    c = st("전원을 끈 뒤 배터리를 교체합니다[1].", "배터리를 바꾸기 전에 전원을 끈다.")
    assert c.status != "inaccurate", c.explanation


def test_before_and_after_of_the_same_event_are_opposites():
    c = st("출국 후에 가입할 수 있습니다[1].", "출국 전에 가입할 수 있다.")
    assert c.status == "inaccurate", c.explanation


def test_a_negated_comparison_is_a_bound_the_values_decide():
    c = st("올해 취업률은 목표인 90%에 못 미쳤습니다[1].", "올해 취업률은 86.1%로 목표(90% 이상)를 달성하지 못했다.")
    assert c.status != "inaccurate", c.explanation


# --- a clause the source never mentions ---------------------------------------------------------------------------
def test_a_clause_the_source_never_mentions_removes_the_citation():
    src = "휴학은 한 번에 1년까지 할 수 있으며, 통산 3년을 넘을 수 없다."
    r = verify_answer("휴학은 한 번에 1년까지 할 수 있으며, 복학하면 장학금 우선 선발 대상이 됩니다[†1].",
                      [Source(text=src)])
    c = r.citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert "장학금" in c.explanation


def test_an_english_clause_the_source_never_mentions_is_caught():
    src = "Members can pause their subscription for up to three months."
    c = st("Members can pause their subscription for up to three months, and loyalty points carry over to the next year[1].",
           src)
    assert c.status == "inaccurate", c.explanation


def test_a_clause_worded_otherwise_but_carrying_a_value_the_source_states_is_not_unsaid():
    src = "Guided kayak tours run every morning. A $75 surcharge applies to private tours."
    c = st("Guided kayak tours run every morning, and private ones cost an extra $75[1].", src)
    assert c.status != "inaccurate", c.explanation


def test_a_clause_in_synonyms_of_the_source_is_not_unsaid():
    src = "청약을 철회하면 보험료를 환불한다. 철회는 계약일부터 30일 이내에 할 수 있다."
    c = st("계약일부터 30일 이내에 청약을 철회할 수 있으며, 이 경우 보험료를 돌려받습니다[1].", src)
    assert c.status != "inaccurate", c.explanation


# --- business days ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("claim, source", [
    ("회사는 서류를 접수한 날부터 4영업일 이내에 보험금을 지급합니다[1].", "회사는 서류를 접수한 날부터 3영업일 이내에 보험금을 지급한다."),
    ("Refunds are issued within 7 business days of the request[1].", "Refunds are issued within 5 business days of the request."),
])
def test_another_number_of_business_days_is_caught(claim, source):
    c = st(claim, source)
    assert c.status == "inaccurate", c.explanation


def test_business_days_are_not_calendar_days():
    c = st("Refunds are issued within 5 days of the request[1].", "Refunds are issued within 5 business days of the request.")
    assert c.status != "accurate", c.explanation


# --- numbers with Korean counters ------------------------------------------------------------------------------
@pytest.mark.parametrize("claim, source", [
    ("하반기 고객지원센터는 총 433건의 문의를 처리했습니다[1].", "하반기 고객지원센터는 총 412,300건의 문의를 처리했다."),
    ("고객만족도는 상반기보다 85점 올랐습니다[1].", "고객만족도는 상반기보다 0.13점 올랐다."),
])
def test_another_count_or_score_is_caught(claim, source):
    c = st(claim, source)
    assert c.status == "inaccurate", c.explanation


def test_a_number_before_a_korean_counter_the_source_lacks_is_never_accurate():
    c = st("신청서는 3부를 제출합니다[1].", "신청서는 2부를 제출한다.")
    assert c.status != "accurate", c.explanation


def test_the_same_count_written_with_its_counter_is_accurate():
    c = st("하반기에는 총 412,300건의 문의를 처리했습니다[1].", "하반기 고객지원센터는 총 412,300건의 문의를 처리했다.")
    assert c.status == "accurate", c.explanation


def test_a_negated_comparison_word_is_the_bound_a_clause_states():
    # "1년(2개 학기)까지 가능" is what "1년(2개 학기)을 초과할 수 없다" says: the negation is the limit's.
    src = "② 일반휴학은 1회에 1년(2개 학기)을 초과할 수 없으며, 재학 중 통산하여 2년을 초과할 수 없다."
    c = st("일반휴학은 한 번에 1년(2개 학기)까지 가능하고, 재학 중 통산 2년을 넘을 수 없습니다[1].", src)
    assert c.status == "accurate", c.explanation


def test_a_list_item_quoted_as_a_phrase_is_not_a_polarity_difference():
    # The extractive generator may quote an item of "다음 각 호의 … 산입하지 아니한다." on its own.
    src = ("⑤ 다음 각 호의 어느 하나에 해당하는 휴학은 제2항의 통산 휴학기간에 산입하지 아니한다.\n1. 군휴학\n"
           "2. 임신·출산 또는 만 8세 이하 자녀의 육아를 위한 휴학(1년 이내)\n3. 창업휴학")
    c = st("임신·출산 또는 만 8세 이하 자녀의 육아를 위한 휴학(1년 이내)[1].", src)
    assert c.status == "accurate", c.explanation


# A table row quoted whole speaks of each of its cells; a claim about one cell is compared with that cell.
_REFUND_TABLE = Source(
    text="등록금 반환 기준\n\n| 반환 사유 발생일 | 입학금 | 수업료 |\n|---|---|---|\n"
         "| 학기 개시일 전 | 전액 | 전액 |\n| 학기 개시일부터 30일까지 | 반환하지 않음 | 6분의 5 |",
    title="등록금에 관한 규정", file="tuition.md")


def test_a_table_row_quoted_whole_is_accurate_although_one_cell_is_negated():
    result = verify_answer("학기 개시일부터 30일까지 — 입학금: 반환하지 않음, 수업료: 6분의 5[†1].", [_REFUND_TABLE])
    assert result.citations[0].status == "accurate"


def test_a_negation_moved_to_another_cell_of_the_row_is_caught():
    result = verify_answer("학기 개시일부터 30일까지는 수업료를 반환하지 않음[†1].", [_REFUND_TABLE])
    assert result.citations[0].status == "inaccurate"
