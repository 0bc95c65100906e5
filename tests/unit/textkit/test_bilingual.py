"""A question in one language over documents in the other: the bilingual table, the checks and the search words."""
from __future__ import annotations

from textkit.bilingual import english_forms, korean_forms, translated_query
from verification.engine import Source, check_context
from verification.engine.addressing import answer_addresses

# Invented passages: a Korean library rule, an English gym membership policy.
LIBRARY = Source(text="제5조(연체료) 반납 기한을 넘긴 도서는 1일 1권당 100원의 연체료를 부과한다.",
                 title="시립도서관 이용 규칙", file="library.md", article="제5조")
GYM = Source(text="Membership fees are refunded in full if you cancel within 7 days of joining. "
                  "After that, no refund is given.", title="Gym membership terms", file="gym.md")


def test_the_table_translates_words_both_ways():
    assert "연체료" in korean_forms("late fee")
    assert "도서관" in korean_forms("libraries")
    assert "refund" in english_forms("환불")
    assert korean_forms("zebra") == ()


def test_an_english_question_is_searched_with_korean_words():
    words = translated_query("How much is the late fee at the library?").split()
    assert {"연체료", "도서관"} <= set(words)
    assert translated_query("What colour is the zebra?") == ""


def test_a_korean_question_is_searched_with_english_words():
    assert "refund" in translated_query("헬스장 회비 환불 돼?").split()


def test_an_english_question_over_korean_passages_is_checked_through_the_table():
    assert check_context("How much is the late fee at the library?", [LIBRARY]).sufficient
    check = check_context("Is there a scholarship for library members?", [LIBRARY])
    assert not check.sufficient and "scholarship" in check.missing


def test_a_korean_question_over_english_passages_is_checked_through_the_table():
    assert check_context("회원 가입하고 환불 받을 수 있어?", [GYM]).sufficient
    check = check_context("장학금 받을 수 있어?", [GYM])
    assert not check.sufficient and "장학금" in check.missing


def test_a_word_the_table_does_not_know_is_left_to_embeddings():
    # "zebra" cannot be looked for in Korean passages without a translation: not a reason to refuse.
    assert check_context("Can I borrow a book about zebras from the library?", [LIBRARY]).sufficient


def test_an_answer_in_the_other_language_addresses_the_question():
    left_out, asked = answer_addresses("How much is the late fee at the library?", [LIBRARY.text], LIBRARY.title)
    assert asked and not left_out
