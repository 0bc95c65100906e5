"""Faithful restatements of a source are decided by the lexical layer, without a judge: light words, whole
identifiers, units, the context a sentence is read with (heading, table header, list lead-in, title)."""
import pytest
from engine_samples import only

from verification.engine import Source
from verification.engine.analysis import analyse
from verification.engine.checks.entities import check_entities
from verification.engine.checks.lexical import best_support, layout


# --- light words -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("claim, source", [
    # 포함/산입, 처리, 해당: the claim differs only in a light word.
    ("군휴학 기간은 통산 휴학기간에 포함되지 않습니다", "군휴학 기간은 통산 휴학기간에 산입하지 아니한다."),
    ("환불은 신청일부터 3영업일 이내에 결제 수단으로 처리됩니다", "환불은 신청일부터 3영업일 이내에 결제 수단으로 한다."),
    ("Error E7 means the fan stopped turning", "Error E7: the fan stopped turning."),
    ("Replace the filter every 6 months using kit FK-2", "Replace the filter every 6 months with kit FK-2."),
    # Framing nouns: the claim names the document it cites ("규정에 따르면", "under the terms").
    ("규정에 따르면 장학생은 직전 학기 평점이 3.0 이상이어야 합니다", "장학생은 직전 학기 평점이 3.0 이상이어야 한다."),
    ("Under the terms, members must give 14 days' notice before cancelling",
     "Members must give 14 days' notice before cancelling."),
])
def test_a_claim_differing_only_in_light_words_is_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source, title="문서")])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_light_words_weigh_less_than_content_words():
    weights = dict(analyse("환불은 결제 수단으로 처리됩니다").weights)
    assert weights["처리"] < 0.5 <= weights["결제"]
    assert dict(analyse("X means Y using a tool").weights)["mean"] < 0.5


def test_a_missing_content_word_still_stops_a_pass():
    c = only("환불은 신청일부터 3영업일 이내에 현금으로 처리됩니다[1].",
             [Source(text="환불은 신청일부터 3영업일 이내에 결제 수단으로 한다.")])
    assert (c.status, c.action) == ("uncertain", "kept")  # left to the judge, never passed


# --- identifiers and units -----------------------------------------------------------------------------------
def test_an_error_code_is_one_token_not_its_fragments():
    weights = dict(analyse("C4A15 means the joint bus failed; order part TP-CBL-5M").weights)
    assert "c4a15" in weights and "tpcbl5m" in weights
    assert not {"4", "15", "cbl", "5m"} & set(weights)


def test_a_code_matched_in_the_heading_supports_the_cause_sentence():
    src = Source(text="### 7.2 E4B12 — Fan failure\n\nCause: The cooling fan stopped turning because its cable came loose.")
    c = only("E4B12 means the cooling fan stopped turning because its cable came loose [1].", [src])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Replace the grease every 20,000 hours", "Grease: replace every 20,000 h."),
    ("Wait 5 minutes", "Wait 5 min before opening."),
    ("The brake must release within 500 ms", "The brake releases within 0.5 s."),
    ("The cable is 5 m long", "Cable length: 5000 mm."),
    ("The part weighs 2 kg", "Weight: 2,000 g."),
])
def test_unit_abbreviations_are_the_same_value(claim, source):
    report = check_entities(claim, source)
    assert report.conflicts == () and report.matched and not report.absent_values


def test_unit_words_after_a_number_are_part_of_the_value_not_words_of_the_claim():
    src = Source(text="Replace the reduction gear grease every 20,000 h or every 4 years.")
    c = only("The reduction gear grease has to be replaced every 20,000 hours or every 4 years [1].", [src])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_a_plural_s_is_not_a_unit():
    assert not [q for q in check_entities("in the 1990s", "in the 1990s").absent if "s" in q]


# --- context a sentence is read with ---------------------------------------------------------------------------
LIST = Source(title="학칙", text=("제28조(제적) ① 총장은 학생이 다음 각 호의 어느 하나에 해당하는 때에는 제적한다.\n"
                                 "1. 휴학기간이 끝난 후 복학하지 아니한 때\n2. 등록금 납부기한까지 등록금을 납부하지 아니한 때"))


def test_a_list_item_is_read_with_the_sentence_that_introduces_the_list():
    assert layout(LIST.text).leads == (None, 0, 0)
    c = only("등록금 납부기한까지 등록금을 내지 않으면 제적 사유에 해당합니다[1].", [LIST])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation
    assert "제적한다" in c.evidence and "등록금 납부기한까지" in c.evidence


TABLE = Source(title="일정", text=("제7조(일정) 일정은 다음 표와 같다.\n\n절차 | 제1학기 | 제2학기\n"
                                  "신청 | 4월 15일까지 | 10월 15일까지\n제출 | 5월 31일까지 | 11월 30일까지"))


def test_a_table_row_is_read_with_the_header_row():
    lay = layout(TABLE.text)
    assert lay.leads[-2:] == (lay.sentences.index("| 절차 | 제1학기 | 제2학기 |"),) * 2
    c = only("제2학기 신청은 10월 15일까지 해야 합니다[1].", [TABLE])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_a_markdown_table_row_with_a_negation_in_a_cell():
    src = Source(text="| 발생일 | 입학금 | 수업료 |\n| --- | --- | --- |\n| 개시일부터 30일까지 | 반환하지 않음 | 6분의 5 |")
    c = only("개시일부터 30일까지는 수업료의 6분의 5를 돌려받고 입학금은 반환되지 않습니다[1].", [src])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_an_faq_question_heads_its_answer():
    src = Source(text="Q7. 보험금 청구 기한이 있나요?\n사고가 생긴 날부터 3년 안에 청구해야 합니다.")
    c = only("보험금은 사고가 생긴 날부터 3년 이내에 청구해야 합니다[1].", [src])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_the_source_title_is_context():
    src = Source(title="졸업논문 심사 규정", text="심사신청 | 10월 15일까지\n논문 제출 | 11월 30일까지")
    assert best_support("졸업논문 제출은 11월 30일까지입니다", src.text, context=src.title).coverage > \
        best_support("졸업논문 제출은 11월 30일까지입니다", src.text).coverage
    c = only("졸업논문은 11월 30일까지 제출해야 합니다[1].", [src])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


@pytest.mark.parametrize("claim", ["back-cover", "back cover"])
def test_hyphenated_and_spaced_english_compounds_match(claim):
    src = Source(text="Open the back cover of the pendant and tighten the screws to 0.6 N·m.")
    c = only(f"Open the {claim} of the pendant and tighten the screws to 0.6 N·m [1].", [src])
    assert c.status == "accurate", c.explanation


# --- the exception clause of a regulation -------------------------------------------------------------------
EXCEPTION = Source(text="신입생은 입학한 첫 학기에 휴학할 수 없다. 다만, 군입대로 인한 경우에는 그러하지 아니하다.")


def test_an_exception_reverses_the_rule_before_it():
    c = only("다만 군입대로 인한 경우에는 첫 학기에도 휴학할 수 있습니다[1].", [EXCEPTION])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_a_claim_denying_the_exception_is_contradicted():
    c = only("군입대로 인한 경우에도 신입생은 첫 학기에 휴학할 수 없습니다[1].", [EXCEPTION])
    assert c.status == "inaccurate", c.explanation


def test_the_rule_itself_is_still_read_as_a_prohibition():
    c = only("신입생은 입학한 첫 학기에 휴학할 수 없습니다[1].", [EXCEPTION])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_a_claim_stating_the_rule_and_its_exception_in_two_clauses_stays():
    # "…할 수 없지만 …은 예외" restates the pair: the rule's clause against the rule, the exception's against the
    # exception (not against the rule turned round for the exception's case).
    c = only("신입생은 첫 학기에 휴학할 수 없지만 군입대로 인한 경우는 예외입니다[1].", [EXCEPTION])
    assert c.status != "inaccurate", c.explanation


# --- modality ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("claim, source", [
    ("The robot must be stopped when E5 appears", "The robot may be stopped when E5 appears."),
    ("휴학원은 학기 개시 전까지 제출해야 합니다", "휴학원은 학기 개시 전까지 제출할 수 있다."),
    ("휴학원은 학기 개시 전까지 제출할 수 있습니다", "휴학원은 학기 개시 전까지 제출하여야 한다."),
])
def test_an_obligation_is_not_a_permission(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert (c.status, c.action) == ("uncertain", "kept")
    assert "obligation and permission differ" in c.explanation


def test_a_deontic_claim_over_a_deontic_source_passes():
    c = only("휴학원은 학기 개시 전까지 제출해야 합니다[1].", [Source(text="휴학원은 학기 개시 전까지 제출하여야 한다.")])
    assert c.status == "accurate", c.explanation


def test_a_window_never_spans_two_sections():
    src = Source(text="### E12 — Fan failure\n\nCause: the cooling fan stopped turning.\n\n"
                      "### E13 — Pump failure\n\nCause: the coolant pump stopped turning.")
    assert only("E12 means the cooling fan stopped turning [1].", [src]).status == "accurate"
    assert only("E13 means the cooling fan stopped turning [1].", [src]).status == "uncertain"


def test_a_word_is_not_found_inside_its_negative_prefixed_form():
    src = [Source(text="미성년자는 가입할 수 없다.")]
    assert only("미성년자는 가입할 수 없습니다[1].", src).status == "accurate"
    assert only("성년자는 가입할 수 없습니다[1].", src).status == "uncertain"


REFUND_TABLE = Source(text="| 구분 | 입학금 | 수업료 |\n| --- | --- | --- |\n| 개시일 전 | 전액 | 전액 |\n"
                           "| 30일까지 | 반환하지 않음 | 6분의 5 |")


def test_a_table_cell_negation_belongs_to_its_column():
    # "반환하지 않음" is under 입학금: it says nothing about 수업료.
    c = only("30일까지는 수업료의 6분의 5를 돌려받습니다[1].", [REFUND_TABLE])
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation
    c = only("30일까지는 입학금도 반환됩니다[1].", [REFUND_TABLE])
    assert c.status == "inaccurate", c.explanation


def test_another_row_of_the_table_never_contradicts_a_claim():
    c = only("개시일 전에는 입학금과 수업료를 전액 돌려받습니다[1].", [REFUND_TABLE])
    assert c.status != "inaccurate", c.explanation


def test_a_claim_across_two_rows_of_a_table():
    src = Source(text="절차 | 제1학기 | 제2학기\n신청 | 4월 15일까지 | 10월 15일까지\n제출 | 5월 31일까지 | 11월 30일까지")
    c = only("제2학기 신청은 10월 15일까지 하고, 제출은 11월 30일까지 해야 합니다[1].", [src])
    assert c.status == "accurate", c.explanation


# --- an obligation and the consequence of not meeting it ---------------------------------------------------------
DUTY = Source(text="이용자는 가입 시 여행지, 여행 목적, 건강 상태를 사실대로 알려야 하며, 이를 위반한 경우 회사는 계약을 해지할 수 "
                   "있다.")
DUE = Source(text="Tuition is due in full by June 6. Students who have not paid by that date lose their place.")


def test_not_doing_what_the_rule_obliges_is_breaking_it():
    c = only("가입할 때 여행지, 목적, 건강 상태를 사실대로 알리지 않으면 회사가 계약을 해지할 수 있습니다[1].", [DUTY])
    assert c.status != "inaccurate", c.explanation
    c = only("Tuition must be paid in full by June 6 or you lose your place[1].", [DUE])
    assert c.status != "inaccurate", c.explanation


def test_the_consequence_denied_is_still_not_supported():
    c = only("여행지, 목적, 건강 상태를 사실대로 알리지 않아도 회사는 계약을 해지할 수 없습니다[1].", [DUTY])
    assert c.status != "accurate", c.explanation
    c = only("Students who have paid in full by June 6 lose their place[1].", [DUE])
    assert c.status != "accurate", c.explanation


def test_the_same_condition_with_the_consequence_denied_is_contradicted():
    c = only("가입할 때 건강 상태를 사실대로 알리지 않으면 회사는 계약을 해지할 수 없습니다[1].", [DUTY])
    assert c.status == "inaccurate", c.explanation


def test_a_word_of_two_synonym_groups_is_found_through_either():
    # "끝나다" is both "종료" and "완료" ("출장을 마친 날"): the claim's ending is the source's finishing.
    src = Source(text="출장자는 출장을 마친 날부터 5영업일 이내에 출장보고서를 소속 부서장에게 제출하여야 한다.")
    c = only("출장이 끝나면 5영업일 이내에 출장보고서를 제출해야 합니다[1].", [src])
    assert c.status == "accurate", c.explanation


def test_the_past_days_are_not_the_next_days():
    # "past" is a preposition in a question ("past the 50 limit") but a word of its own in a claim.
    from verification.engine.checks.claim import check_claim

    verdict = check_claim("Refunds cover purchases made in the past 30 days.",
                          "Refunds cover purchases made in the next 30 days.", "", "Refunds")
    assert verdict.supported is not True
