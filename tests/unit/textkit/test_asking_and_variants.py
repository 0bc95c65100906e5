"""The kind of value a question asks for, and the document forms of everyday words (query side)."""
from __future__ import annotations

import pytest

from retrieval.tokens import query_terms
from textkit.asking import asked_kind, asked_value_kinds, states_kind
from textkit.variants import asked_variants, query_variants


@pytest.mark.parametrize("question, kind", [
    ("몇 살까지 가입할 수 있어?", "age"),
    ("What's the minimum age?", "age"),
    ("분납 수수료는 얼마야?", "amount"),
    ("How much is the late fee?", "amount"),
    ("토크는 몇으로 조여야 해?", "torque"),
    ("휴학은 최대 몇 년까지 돼?", "duration"),
    ("Where is the office?", ""),
    # An interrogative of time asks for a date, whatever amount the question names.
    ("수도 요금 언제까지 내?", "date"),
    ("When is the parking fee due?", "date"),
    ("회비는 몇 월에 내?", "date"),
])
def test_asked_kind(question, kind):
    assert asked_kind(question) == kind


@pytest.mark.parametrize("question, kinds", [
    ("수도 요금 언제까지 내?", ("date",)),
    ("수도 요금 얼마야?", ("amount",)),
    ("언제까지 얼마를 내야 해?", ("amount", "date")),  # two interrogatives: both are asked
    ("When is the parking fee due?", ("date",)),
])
def test_asked_value_kinds_read_an_interrogative_of_time(question, kinds):
    assert asked_value_kinds(question) == kinds


def test_a_value_of_the_asked_kind_is_stated_or_not():
    assert states_kind("만 80세 이하인 사람만 가입할 수 있다.", "age")
    assert states_kind("A fee of $15 applies.", "money")
    assert not states_kind("수업료의 6분의 5를 반환한다.", "money")  # a share is not a price
    assert not states_kind("Refunds are issued within 14 days.", "money")


def test_everyday_korean_words_also_search_the_document_forms():
    assert "반환" in query_variants("등록금 돌려받을 수 있어?")
    assert {"반환", "환불"} <= set(query_terms("등록금 돌려받을 수 있어?").tokens.split())
    assert "개시" in query_terms("개강하고 언제까지 휴학할 수 있어?").tokens


def test_everyday_english_words_also_search_the_document_forms():
    assert "refund" in query_terms("Can I get my money back?").tokens.split()


def test_a_question_without_everyday_words_has_no_variants():
    assert query_variants("제25조 휴학 기간") == []


@pytest.mark.parametrize("question, form", [
    ("What is the annual fee?", "per year"),
    ("How much do I pay per year?", "annual"),
    ("Is there a daily limit?", "per day"),
    ("연간 보상 한도는?", "1년에"),
    ("매월 내는 회비는?", "월간"),
])
def test_how_often_is_searched_in_the_other_ways_documents_say_it(question, form):
    # "annual" and "per year", 연간 and "1년에": the period said as an adjective or "per" the period.
    assert form in query_variants(question)


def test_a_bare_month_or_year_syllable_is_no_variant():
    # 월 and 연 as substrings are in every date and many words: "5월 10일" asks nothing about how often.
    assert [asked for asked, _ in asked_variants("5월 10일에 연구실로 신청해야 돼?")] == ["신청"]


def test_an_everyday_verb_is_a_document_form_by_the_part_of_its_stem_every_form_keeps():
    from textkit.variants import variants_of

    assert "잃어버" in variants_of("분실")  # 잃어버리 + ㄴ → 잃어버린: the open last syllable contracts
    assert "돌려받" in variants_of("환불")  # 받 keeps its form: 돌려받은, 돌려받아
    assert not any(len(v) < 2 for v in variants_of("교체"))  # 바꾸 → 바 would be part of too many words
