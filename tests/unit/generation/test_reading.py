"""Extractive answers quote statements: table rows as sentences with their header, never a heading alone."""
from __future__ import annotations

from generation.extractive import extractive_answer
from generation.reading import quotables
from verification.engine import VERIFIED, Source, verify_answer

REFUNDS_KO = Source(
    text="등록금 반환 기준\n\n| 반환 사유 발생일 | 입학금 | 수업료 |\n|---|---|---|\n"
         "| 학기 개시일 전 | 전액 | 전액 |\n| 학기 개시일부터 30일까지 | 반환하지 않음 | 6분의 5 |",
    title="등록금에 관한 규정", file="tuition.md")
FEES_EN = Source(
    text="Fees and charges\n\n| Item | Charge |\n|---|---|\n| Late fee | 5 % of the balance |\n"
         "| Card replacement | $10 |",
    title="Account terms", file="terms.md")
FAQ = Source(
    text="Tallyo Help Center\nFrequently asked questions\nIs there a free trial?\n"
         "Yes. Every plan starts with a 14-day free trial.\nCan I cancel anytime?\n"
         "You can cancel from the billing page at any time.",
    title="Tallyo FAQ", file="faq.md")


def test_a_korean_table_row_is_a_sentence_with_its_header_and_verifies():
    question = "학기 개시일부터 30일까지 자퇴하면 입학금은 돌려받아?"
    answer = extractive_answer(question, [REFUNDS_KO])
    assert "학기 개시일부터 30일까지 — 입학금: 반환하지 않음, 수업료: 6분의 5[†1]" in answer
    assert "|" not in answer
    result = verify_answer(answer, [REFUNDS_KO], question=question)
    assert result.status == VERIFIED


def test_an_english_table_row_is_a_sentence_with_its_header_and_verifies():
    answer = extractive_answer("What is the late fee?", [FEES_EN])
    assert answer.startswith("Late fee — Charge: 5 % of the balance[†1].")
    assert verify_answer(answer, [FEES_EN], question="What is the late fee?").status == VERIFIED


def test_headings_and_faq_questions_are_never_quoted_alone():
    texts = [q.text for q in quotables(FAQ.text, title=FAQ.title)]
    assert "Tallyo Help Center" not in texts and "Is there a free trial?" not in texts
    assert extractive_answer("Is there a free trial?", [FAQ]) == "Every plan starts with a 14-day free trial[†1]."
    texts = [q.text for q in quotables(REFUNDS_KO.text, title=REFUNDS_KO.title)]
    assert "등록금 반환 기준" not in texts


def test_the_faq_question_says_what_its_answer_is_about():
    # "cancel" is in the FAQ question and the answer; the trial sentence is not quoted for it.
    assert extractive_answer("How do I cancel?", [FAQ]) == "You can cancel from the billing page at any time[†1]."
    by_text = {q.text: q.context for q in quotables(FAQ.text, title=FAQ.title)}
    assert "free trial" in by_text["Every plan starts with a 14-day free trial."]


def test_each_sentence_of_a_table_cell_carries_the_citation():
    alarms = Source(text="| 코드 | 내용 |\n|---|---|\n| E-7 | 전원을 끄십시오. 10분 뒤에 다시 켜십시오. |\n"
                         "| E-9 | 필터를 교체하십시오. |", title="제습기 설명서", file="dh.md")
    answer = extractive_answer("E-7 뜨면 어떻게 해?", [alarms])
    assert answer == "E-7: 전원을 끄십시오[†1]. 10분 뒤에 다시 켜십시오[†1]."


def test_an_item_that_is_no_sentence_is_quoted_with_the_sentence_that_introduced_it():
    rules = Source(text="제4조(반입 금지) ① 다음 각 호의 물품은 열람실에 반입할 수 없다.\n1. 뚜껑이 없는 음료\n"
                        "2. 냄새가 나는 음식\n② 사물함은 1일 단위로 빌린다.", title="열람실 이용 규칙")
    answer = extractive_answer("열람실에 뚜껑 없는 음료 가져가도 돼?", [rules])
    assert answer == "다음 각 호의 물품은 열람실에 반입할 수 없다: 뚜껑이 없는 음료[†1]."
    assert verify_answer(answer, [rules]).status == VERIFIED


def test_the_row_the_question_names_is_quoted_not_its_neighbours():
    rates = Source(text="구분 | 평일 | 주말\n성인 | 8,000원 | 10,000원\n청소년 | 6,000원 | 7,000원\n"
                        "어린이 | 4,000원 | 5,000원", title="수영장 요금표", file="pool.md")
    answer = extractive_answer("청소년 주말 요금 얼마야?", [rates])
    assert answer == "청소년 — 평일: 6,000원, 주말: 7,000원[†1]."


def test_a_code_heading_is_quoted_before_the_first_statement_of_its_section():
    manual = Source(text="5.2 F07 — Water tank empty\nCause: The float switch reports no water.\n"
                         "Remedy: Refill the tank and press Start.", title="Coffee machine manual", file="cm.md")
    answer = extractive_answer("What does F07 mean?", [manual])
    assert answer.startswith("F07 — Water tank empty[†1]. Cause: The float switch reports no water[†1].")
    assert verify_answer(answer, [manual]).status == VERIFIED


def test_faq_labels_mark_questions_and_are_not_quoted():
    faq = Source(text="자주 묻는 질문\nQ. 대출 권수와 기간\nA. 1인당 5권까지 14일 동안 빌릴 수 있습니다.\n"
                      "Q: Can I renew online\nA: You can renew once online, for 7 more days.", title="도서관 FAQ")
    quoted = {q.text: q.context for q in quotables(faq.text, title=faq.title)}
    assert list(quoted) == ["1인당 5권까지 14일 동안 빌릴 수 있습니다.", "You can renew once online, for 7 more days."]
    assert "Q. 대출 권수와 기간" in quoted["1인당 5권까지 14일 동안 빌릴 수 있습니다."]


def test_the_row_whose_label_the_question_names_wins_over_rows_sharing_its_numbers():
    plans = Source(text="Tier | Basic plan | Pro plan\nTier 1 (small) | 1 seat | 5 seats\n"
                        "Tier 2 (medium) | 5 seats | 20 seats\nTier 3 (large) | 10 seats | 1 site licence",
                   title="Licences", file="lic.md")
    assert extractive_answer("How many seats does Tier 1 get on the Pro plan?", [plans]) == \
        "Tier 1 (small) — Basic plan: 1 seat, Pro plan: 5 seats[†1]."


def test_a_row_label_said_whole_picks_its_row_where_morphemes_cannot():
    # Morphemes keep 회의실 of both 대회의실 and 소회의실; the label said whole tells them apart.
    rooms = Source(text="구분 | 평일 | 주말\n소회의실 | 10,000원 | 20,000원\n대회의실 | 30,000원 | 50,000원",
                   title="대관 안내", file="rent.md")
    assert extractive_answer("대회의실 주말 대관료 얼마야?", [rooms]) == "대회의실 — 평일: 30,000원, 주말: 50,000원[†1]."


def test_a_lettered_korean_item_is_quoted_without_its_letter():
    rules = Source(text="제9조(감면) 다음 각 호의 차량은 요금의 50퍼센트를 감면한다.\n가. 경형 자동차\n나. 다자녀 가구 차량",
                   title="주차장 조례", file="park.md")
    answer = extractive_answer("다자녀 가구 차량 감면 얼마야?", [rules])
    assert answer == "다음 각 호의 차량은 요금의 50퍼센트를 감면한다: 다자녀 가구 차량[†1]."
