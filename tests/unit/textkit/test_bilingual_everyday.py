"""The everyday vocabulary of the domain lexicon (``textkit.bilingual_terms.money_time`` and
``places_things``): words of money, time, places and things both ways, kept precise (a fine is no contract
penalty), and questions in one language over invented passages in the other through the check before writing."""
from __future__ import annotations

import pytest

from textkit.bilingual import english_forms, korean_forms, translated_query
from verification.engine import Source, check_context


def test_fines_penalties_and_fees_are_different_entries():
    assert korean_forms("administrative fine") == ("과태료",)
    assert "위약금" not in korean_forms("fine") and "위약금" in korean_forms("penalty")
    assert "위약금" in korean_forms("liquidated damages") and "과태료" not in korean_forms("liquidated damages")
    assert "재발급 수수료" in korean_forms("replacement fee") and "과태료" not in korean_forms("replacement fee")
    assert "security deposit" in english_forms("임대보증금")


def test_everyday_words_are_translated_both_ways():
    assert "석회 제거" in korean_forms("descaling")
    assert "당일" in korean_forms("same day")
    assert "휴관일" in korean_forms("closing day")
    assert "소비전력" in korean_forms("wattage")
    assert "lost property" in english_forms("분실물")
    assert "washing machine" in english_forms("세탁기")
    assert "copayment" in english_forms("본인부담금")


def test_a_phrase_whose_words_the_table_translates_is_not_listed():
    # Its forms would replace its words' (``word_translations``) and narrow the check: 주차 이용료 is a parking fee.
    assert korean_forms("parking fee") == () and "이용료" in korean_forms("fee")


def test_a_korean_form_that_is_part_of_an_unrelated_word_is_not_in_the_table():
    # 고의 of 최고의, 사기 of 조사기간, 마트 of 스마트, 재가 of 재가입: only longer forms are listed.
    for part in ("고의", "사기", "마트", "재가", "전세", "배수", "감사"):
        assert english_forms(part) == (), part


def test_an_english_question_is_searched_with_the_everyday_korean_words():
    words = translated_query("how much is the entrance fee on a national holiday?").split()
    assert "입장료" in words and "공휴일" in words


ADMISSION = Source(text="주말 및 공휴일의 입장료는 성인 5,000원으로 한다.", title="관람 안내", file="admission.md")
MUSEUM = Source(text="A replacement membership card costs £5. The gift shop and the café are open until 17:00.",
                title="Membership terms", file="museum.html")


@pytest.mark.parametrize("question, source", [
    ("how much is the entrance fee on a national holiday?", ADMISSION),
    ("기념품점 몇 시까지 해?", MUSEUM),
])
def test_a_question_the_everyday_words_translate_is_accepted(question, source):
    assert check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, source, missing", [
    ("how much is the parking fee on a national holiday?", ADMISSION, "parking"),
    ("수유실 몇 시까지 해?", MUSEUM, "수유"),
])
def test_a_near_miss_is_still_refused(question, source, missing):
    check = check_context(question, [source])
    assert not check.sufficient and missing in check.missing
