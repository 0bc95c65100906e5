"""How people write in chat, read as they mean it: contractions without an apostrophe, a noun made of a verb and
its particle, a Korean letter grade beside an error code's shape."""
from __future__ import annotations

import pytest

from verification.engine import Source, check_context
from verification.engine.addressing import asked_terms

HOME = Source(text="Water that backs up through sewers or drains is covered only if endorsement HS-208 is shown, "
                   "up to USD 10,000.", title="HomeShield policy", file="homeshield.txt")
ARM = Source(text="Technicians set up the arm in two hours. Checks are made every 500 hours.", title="CR6 manual",
             file="cr6.md")
RETAKE = Source(text="1. 재수강은 성적이 C+ 이하인 과목만 할 수 있습니다. F를 받은 과목도 재수강할 수 있습니다.",
                title="수강신청 안내", file="guide.md", article="3. 재수강")
MANUAL = Source(text="B1 — 배터리 과열: 즉시 착륙하십시오. B2 — 배터리 잔량 부족.", title="드론 매뉴얼", file="drone.md")


@pytest.mark.parametrize("question, contraction, subject", [
    ("why doesnt the pendant start", "doesnt", "pendant"),
    ("i cant find the portal, whats the address", "whats", "portal"),
    ("if the arm wont move, who do i call", "wont", "arm"),
])
def test_a_contraction_without_its_apostrophe_is_not_a_subject(question, contraction, subject):
    terms = [t.text for t in asked_terms(question)]
    assert contraction not in terms and subject in terms


@pytest.mark.parametrize("question, source", [
    ("is sewer backup covered?", HOME),      # "backs up"
    ("how long does the arm setup take?", ARM),  # "set up"
])
def test_a_noun_made_of_a_verb_and_its_particle_is_found_in_the_verb_phrase(question, source):
    assert check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, source, missing", [
    ("is sewer overflow covered?", HOME, "overflow"),
    ("is a water pickup covered?", HOME, "pickup"),   # another verb before "up"
    ("how long does the arm checkout take?", ARM, "checkout"),  # "checks" alone is not "check out"
])
def test_another_noun_of_a_particle_is_still_not_found(question, source, missing):
    check = check_context(question, [source])
    assert not check.sufficient and missing in check.missing


def test_a_letter_grade_is_a_grade_where_the_passages_grade_with_letters():
    # "B0" (B zero) has the shape of an error code; the guide grades with letters ("C+ 이하").
    assert check_context("B0 받은 과목도 재수강 가능?", [RETAKE]).sufficient
    # In a manual that lists codes, it is a code, and one the manual does not have.
    check = check_context("B0 경보 뜨면 뭐야?", [MANUAL])
    assert not check.sufficient and "B0" in check.missing
    # A manual that names its errors with a letter and a digit ("E1") and rates energy with a plus ("A+") does not
    # grade with letters: "C0" there is an error code it does not list. Written for this test.
    washer = Source(text="에너지 효율 등급 A+ 제품입니다. E1 에러: 급수 불량. E2 에러: 배수 불량.", title="세탁기 설명서",
                    file="washer.md")
    check = check_context("C0 에러는 무슨 뜻인가요?", [washer])
    assert not check.sufficient and "C0" in check.missing


FLEET = Source(text="제4조(배차 신청) 차량을 사용하려는 사람은 사용 전날 17시까지 배차를 신청하여야 한다. 법인 주유카드로 주유한다.",
               title="업무용차량 운영규정", file="fleet.md")
FLEET_CARDS = Source(text="제4조(배차 신청) 배차는 사용 전날 17시까지 신청한다. 법인 주유카드로 주유한다.", title="경비 규정",
                     file="cards.md")


def test_a_compound_ending_in_cha_is_a_vehicle_where_the_document_says_vehicle():
    # 법인차: 법인 + 차 (a vehicle) where the regulation states 법인 and 차량
    assert check_context("법인차 배차 신청 마감 몇시?", [FLEET]).sufficient
    check = check_context("법인차 배차 신청 마감 몇시?", [FLEET_CARDS])  # 법인, but no vehicle
    assert not check.sufficient and "법인차" in check.missing


EXAMS = Source(text="어학 성적은 TOEFL iBT 80점 이상이어야 합니다. TOEIC 성적은 인정하지 않습니다.", title="교류 안내",
               file="exchange.md")
CYCLE = Source(text="E-bikes are covered only if the motor is limited to 250 watts. Bicycles used for delivery work "
                    "are not covered.", title="Cycle policy", file="cycle.txt")


def test_an_acronym_written_in_small_letters_is_the_acronym():
    # Chat leaves out the capitals: "toeic" is TOEIC.
    assert check_context("is toeic accepted", [EXAMS]).sufficient


def test_an_acronym_in_small_letters_the_passages_do_not_write_is_still_not_found():
    check = check_context("is ielts accepted", [EXAMS])
    assert not check.sufficient and "ielts" in check.missing


def test_a_hyphenated_word_written_run_together_is_the_same_word():
    assert check_context("can i insure my ebike", [CYCLE]).sufficient


def test_a_run_together_word_the_passages_do_not_hyphenate_is_still_not_found():
    # Another hyphenated word of the same kind is not the one asked.
    scooters = Source(text="E-scooters are covered only if the motor is limited to 250 watts.", title="Policy",
                      file="policy.txt")
    check = check_context("can i insure my ebike", [scooters])
    assert not check.sufficient and "ebike" in check.missing


@pytest.mark.parametrize("question, word, subject", [
    ("am i covered cycling abroad for a couple weeks", "couple", "abroad"),
    ("do i get a brand new bike if it is stolen", "brand", "bike"),
    ("is toeic ok for the exchange language req", "req", "toeic"),
    ("my bike is 4 yrs old, is it covered", "yrs", "bike"),
])
def test_an_idiom_or_an_abbreviated_frame_word_is_not_a_subject(question, word, subject):
    terms = [t.text for t in asked_terms(question)]
    assert word not in terms and subject in terms


@pytest.mark.parametrize("question, word", [
    ("is there a discount for a married couple", "couple"),
    ("which brand of lock do i need", "brand"),
])
def test_the_same_words_outside_the_idiom_are_subjects(question, word):
    assert word in [t.text for t in asked_terms(question)]


@pytest.mark.parametrize("question, part, subject", [
    ("can i grab my bib on race morning", "morning", "bib"),
    ("can i collect the kit in the evening", "evening", "kit"),
])
def test_a_part_of_the_day_after_a_preposition_of_time_is_when_not_what(question, part, subject):
    terms = [t.text for t in asked_terms(question)]
    assert part not in terms and subject in terms


@pytest.mark.parametrize("question, part", [
    ("are there afternoon electives", "afternoon"),
    ("is there a night run", "night"),
])
def test_a_part_of_the_day_that_names_a_thing_is_still_a_subject(question, part):
    assert part in [t.text for t in asked_terms(question)]


def test_an_acronym_in_small_letters_is_the_acronym_as_a_whole_word_only():
    from verification.engine.english_stated import acronym_as_typed

    assert acronym_as_typed("gps", "GPS 수신이 끊기면") and acronym_as_typed("gps", "(GPS2)")
    assert not acronym_as_typed("gps", "GPSX units") and not acronym_as_typed("gps", "the gps unit")
