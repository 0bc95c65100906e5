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


# An invented English pet-sitting policy and Korean hostel rules.
SITTER = Source(text="Pawly Sitters: a sitter visits twice a day. Cancellations made 48 hours ahead are refunded.",
                title="Pawly Sitters terms", file="pawly.md")
HOSTEL = Source(text="제3조(숙박) 1박 요금은 25 USD이며, 조식은 포함되지 않는다.", title="게스트하우스 이용 안내", file="hostel.md")


def test_a_latin_name_in_a_korean_question_must_be_in_the_passages_whatever_their_language():
    assert not check_context("Pawly 취소하면 환불돼?", [HOSTEL]).sufficient
    assert check_context("Pawly 취소하면 환불돼?", [SITTER]).sufficient


def test_passages_in_the_other_language_that_cannot_show_most_of_the_subject_do_not_answer():
    # Neither 학생증 nor 재발급 can be looked for in English passages: not a reason to answer from them.
    assert not check_context("학생증 재발급 비용 얼마야?", [SITTER]).sufficient


def test_english_asides_in_a_korean_text_do_not_make_it_english():
    # "USD" three times is not English text: "night" is looked for as 1박/숙박, not as an English word.
    assert check_context("How much is one night?", [HOSTEL]).sufficient


def test_only_the_documents_holding_the_subject_answer():
    from verification.engine.addressing import documents_holding

    texts = [f"{s.title}\n{s.text}" for s in (HOSTEL, SITTER)]
    assert documents_holding("Pawly 취소 환불 규정 알려줘", texts) == [False, True]


def test_across_languages_the_situation_must_be_shown_too():
    # A translated "할인" is any discount: passages in the other language must also show whose (보험), not only
    # the gym's discount. In one language a situation left implicit is still answered (see test_answerability).
    gym = Source(text="Students get a 20% discount on the monthly membership fee.", title="Gym membership terms", file="gym.md")
    check = check_context("자동차 보험 가입하면 할인 얼마야?", [gym])
    assert not check.sufficient and "보험" in check.missing
    assert check_context("회원 가입하면 할인 얼마야?", [gym]).sufficient


def test_the_english_forms_of_one_entry_stand_for_each_other():
    from textkit.bilingual import english_synonyms

    assert "international" in english_synonyms("overseas")
    assert "overseas" not in english_synonyms("overseas")
    assert english_synonyms("tuition") == ()  # an entry with one English form has none


def test_a_form_built_on_another_is_not_its_synonym():
    # member / membership share an entry (회원), but a membership fee is not a member's anything.
    from textkit.bilingual import english_synonyms

    assert english_synonyms("membership") == ()


def test_the_table_knows_the_general_words_of_equipment_staff_and_schools():
    # Invented passages: a drone manual and a travel rule in Korean; asked in English.
    drone = Source(text="배터리 잔량이 10% 이하이면 드론은 자동으로 착륙하며, 조종자는 강제 착륙을 취소할 수 없다.",
                   title="드론 사용설명서", file="drone.md")
    assert check_context("can the pilot cancel the drone's forced landing?", [drone]).sufficient
    trips = Source(text="비행시간이 8시간 이상인 경우 팀장 이상 직원은 비즈니스석을 이용할 수 있다.",
                   title="출장 규정", file="travel.md")
    assert check_context("can a team leader fly business class?", [trips]).sufficient
    assert "병역" in korean_forms("military service") and "위원회" in korean_forms("committee")


def test_a_hyphenated_english_word_is_looked_for_through_the_table_too():
    report = Source(text="| 첫 통화 해결률 | 75% 이상 | 78.2% |\n방문 상담이 크게 늘었다.", title="운영실적 보고서",
                    file="report.md")
    assert check_context("What was the first-contact resolution rate?", [report]).sufficient
    assert check_context("why did walk-in visits rise?", [report]).sufficient
    assert not check_context("is there a walk-in clinic?", [report]).sufficient
    assert "연속" in korean_forms("in a row")
