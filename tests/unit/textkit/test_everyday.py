"""The everyday table (``textkit.everyday``): abbreviations and slang search and count as the formal words."""
from __future__ import annotations

import re

import pytest

from textkit.everyday import EN_EVERYDAY, KO_EVERYDAY
from textkit.variants import asked_variants, query_variants, variants_of


@pytest.mark.parametrize("question, form", [
    ("학고 기준 학점 몇이야", "학사경고"),
    ("졸논 심사 받으려면 몇 학점 있어야돼?", "졸업논문"),
    ("복전 신청 언제 해?", "복수전공"),
    ("반차 쓰려면 어떻게 해?", "반일 연차"),  # Kiwi reads 반 + 차: the form is still asked
    ("자차 보험 면책금 얼마야?", "자기부담금"),
    ("프롭 언제 갈아야 돼", "프로펠러"),
    ("How many sick days do I get?", "sick leave"),
])
def test_an_abbreviation_or_slang_word_also_searches_the_formal_word(question, form):
    assert form in query_variants(question)


@pytest.mark.parametrize("question", [
    "과학고 졸업생도 지원할 수 있어?",  # 학고 ends the word 과학고
    "수업료 반환 기준은?",  # 수업 … 수업료 is one word
    "비자발적 이직도 실업급여 받아?",  # 비자 starts 비자발적, a word of its own
])
def test_a_short_form_inside_another_word_is_not_asked(question):
    asked = [a for a, _forms in asked_variants(question)]
    assert not {"학고", "수업", "비자"} & set(asked)


def test_a_slang_noun_is_stated_by_its_formal_word():
    assert "학사경고" in variants_of("학고")
    assert "고등학생" in variants_of("고딩")
    assert "salary" in variants_of("paycheck")
    assert "제적" not in variants_of("학고")  # a relative, not the same thing


def test_document_forms_are_words_not_syllables():
    # A one-syllable Korean form would be part of too many words (the rule the module docstring states).
    for _asked, forms in KO_EVERYDAY:
        for form in forms:
            assert len(re.sub(r"\s", "", form)) >= 2, form
    assert all(forms for _asked, forms in KO_EVERYDAY + EN_EVERYDAY)


def test_everyday_words_of_vehicles_people_study_and_health_stand_for_the_formal_ones():
    assert "업무용 차량" in variants_of("회사차") and "주차위반" in variants_of("주차딱지")
    assert "혈액검사" in variants_of("피검사") and "영어강의" in variants_of("영강")
    assert "police" in variants_of("cops") and "people" in variants_of("ppl")
    assert "semester" in variants_of("sem") and "burglary" in variants_of("break-in")
    assert "과속" not in variants_of("주차딱지")  # a parking ticket is no speeding ticket


def test_english_entries_are_words_and_every_entry_has_both_sides():
    assert all(asked and forms for asked, forms in KO_EVERYDAY + EN_EVERYDAY)
    # "ac" is also alternating current in a manual: left out, "aircon" is in.
    assert variants_of("ac") == ("ac",) and "air conditioning" in variants_of("aircon")


@pytest.mark.parametrize("question, source, sufficient", [
    ("회사차 주차딱지 누가 내?", "제7조 업무용 차량의 주차위반 과태료는 운전자가 부담한다.", True),
    ("회사차 과속딱지 누가 내?", "제7조 업무용 차량의 주차위반 과태료는 운전자가 부담한다.", False),
    ("how soon do I call the cops after a burglary?", "Report a burglary to the police within 48 hours.", True),
    ("how soon do I call a locksmith after a burglary?", "Report a burglary to the police within 48 hours.", False),
])
def test_an_everyday_question_is_answered_and_a_near_miss_is_not(question, source, sufficient):
    from verification.engine import Source, check_context

    assert check_context(question, [Source(text=source, title="Rules", file="rules.md")]).sufficient is sufficient

