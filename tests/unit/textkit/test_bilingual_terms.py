"""The domain bilingual lexicon (``textkit.bilingual_terms``): sanity of the tables, and questions in one language
over invented documents in the other, end to end through the check before writing (a question the table
translates is accepted; a near miss of the same kind is not)."""
from __future__ import annotations

import re

import pytest

from textkit.bilingual import _GENERAL, english_forms, korean_forms, translated_query
from textkit.bilingual_terms import TERMS
from textkit.variants import english_words
from verification.engine import Source, check_context

# Forms the project's stemmer folds together although they are different words: each is in its own entry, and
# a question's word is looked for by the forms of both (an "installation" job over 분할납부 and 설치).
_STEMMER_MERGES = {("instal",)}  # installation / installment


def test_the_lexicon_is_a_domain_lexicon_of_its_own():
    assert len(TERMS) >= 400
    assert all(english and korean for english, korean in _GENERAL + TERMS)


def test_no_korean_form_is_one_syllable():
    # A one-syllable form (약, 방, 집) is part of too many words (the rule of textkit.bilingual).
    short = [k for _english, korean in _GENERAL + TERMS for k in korean if len(re.sub(r"\s", "", k)) < 2]
    assert short == []


def test_an_english_key_is_in_one_entry_only_across_both_modules():
    general = {tuple(english_words(form)) for english, _korean in _GENERAL for form in english}
    entry_of: dict[tuple[str, ...], int] = {}
    clashes = []
    for i, (english, _korean) in enumerate(TERMS):
        for form in english:
            key = tuple(english_words(form))
            assert key, form
            if (key in general or entry_of.setdefault(key, i) != i) and key not in _STEMMER_MERGES:
                clashes.append(form)
    assert clashes == []


def test_the_lexicon_translates_domain_words_both_ways():
    assert "주차위반" in korean_forms("parking ticket")
    assert "업무용 차량" in korean_forms("company car")
    assert "학점교류" in korean_forms("credit exchange")
    assert "medical expenses" in english_forms("병원비")
    assert "overseas" in english_forms("해외")  # the general table is still read
    assert "수강신청" in translated_query("what does R-412 mean in the course registration system").split()


def test_a_korean_form_that_heads_other_compounds_is_not_given_one_sense():
    # 정지 of 비상정지 is an emergency stop, not a suspension; 이익 of 불이익 is no profit (Kiwi splits both).
    assert english_forms("정지") == () and english_forms("이익") == ()


# Invented documents: an English home insurance summary, a Korean company-vehicle rule, an English robot manual,
# an English trial information sheet and an English software billing FAQ.
HOME = Source(text="Medical expenses of a guest injured on your premises are paid up to USD 5,000 per person. "
                   "Jewelry is covered for theft up to USD 2,500. Report a burglary to the police within 48 hours.",
              title="Home insurance summary", file="home.md")
FLEET = Source(text="제7조(주차위반) 업무용 차량 운행 중 부과된 주차위반 과태료는 운전자가 부담한다.",
               title="업무용 차량 관리 규정", file="fleet.md", article="제7조")
MANUAL = Source(text="Press the emergency stop button on the teach pendant to halt the arm at once.",
                title="Arm manual", file="arm.md")
SHEET = Source(text="You may leave the study at any time without giving a reason. Take one tablet once a day.",
               title="Participant information sheet", file="sheet.md")
BILLING = Source(text="Every new workspace gets a 14-day free trial of the Growth plan.", title="Billing FAQ",
                 file="faq.md")


@pytest.mark.parametrize("question, source", [
    ("친구가 다쳤는데 병원비 보상돼?", HOME),
    ("도난당한 보석 한도 얼마야?", HOME),
    ("who pays the parking ticket with the company car?", FLEET),
    ("회사차 주차딱지 누가 내?", FLEET),  # an everyday word (textkit.everyday) over the Korean rule
    ("how soon do I call the cops after a burglary?", HOME),
    ("비상정지 버튼 어디 있어?", MANUAL),
    ("임상 약 하루에 몇 번 먹어?", SHEET),
])
def test_a_question_the_tables_translate_is_accepted(question, source):
    assert check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, source, missing", [
    ("도난당한 자전거 한도 얼마야?", HOME, "자전거"),
    ("who pays the speeding ticket with the company car?", FLEET, "speeding ticket"),
    ("회사차 과속딱지 누가 내?", FLEET, "과속딱지"),
    ("how soon do I call a locksmith after a burglary?", HOME, "locksmith"),
    ("임상 약 하루에 몇 번 먹어?", BILLING, "임상"),  # a clinical trial is no free trial
])
def test_a_near_miss_of_the_same_kind_is_still_refused(question, source, missing):
    check = check_context(question, [source])
    assert not check.sufficient and missing in check.missing


def test_a_phrase_is_translated_before_its_words_wherever_it_starts():
    from textkit.bilingual import word_translations

    found = word_translations("Can I take a leave of absence for military service and use the company car?")
    assert found["leave"] == korean_forms("leave of absence") and "휴가" not in found["leave"]
    assert "병역" in found["military"] and "업무용 차량" in found["company"] and "업무용 차량" in found["car"]


@pytest.mark.parametrize("question, text", [
    ("how much is the annual fee?", "연회비는 3만 원이며 가입 시 납부한다."),
    ("are there exceptions to the refund rule?", "환불은 개강 전까지 가능하다. 다만 질병의 경우 개강 후에도 환불한다."),
    ("who checks eligibility for the scholarship?", "장학금 지원 자격은 장학위원회가 심사한다."),
    # "copy" is not in the table: a Korean rule rarely writes 사본 for it, so it is left to embeddings
    ("can I get a copy of my transcript online?", "성적증명서는 온라인으로 발급할 수 있다."),
])
def test_general_english_words_over_a_korean_rule(question, text):
    assert check_context(question, [Source(text=text, title="학사 안내", file="guide.md")]).sufficient


def test_an_extension_of_a_deadline_is_not_a_phone_extension():
    # One English word, two things: a passage that only gives a phone extension (내선) does not answer a question
    # about extending a deadline; "phone extension" still finds it.
    office = Source(text="논문 제출 관련 문의는 대학원 교학팀(내선 1234)으로 한다. 논문 제출 기한은 6월 30일이다.", title="안내")
    assert not check_context("Can I get an extension on the thesis deadline?", [office]).sufficient
    assert check_context("What is the phone extension for thesis questions?", [office]).sufficient
    extended = Source(text="논문 제출 기한은 1회에 한하여 2주 연장할 수 있다.", title="안내")
    assert check_context("Can I get an extension on the thesis deadline?", [extended]).sufficient
