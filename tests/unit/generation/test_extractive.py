"""The extractive generator: the documents' own sentences that answer the question, each cited once."""
from __future__ import annotations

from generation.extractive import extractive_answer
from verification.engine import Source

RULE = "일반휴학은 통산하여 2년을 초과할 수 없다."


def test_the_sentence_that_answers_is_quoted_and_cited():
    answer = extractive_answer("휴학은 최대 몇 년까지 할 수 있나요?",
                               [Source(text=f"제25조(휴학) ① {RULE}\n② 휴학원은 학기 개시 전에 낸다.", title="학칙")])
    assert answer == "일반휴학은 통산하여 2년을 초과할 수 없다[†1]."


def test_a_sentence_a_document_repeats_is_said_once():
    repeated = Source(text=f"{RULE}\n\n(중요) {RULE}\n다음 쪽: {RULE}", title="학칙")
    other_page = Source(text=f"{RULE} 복학은 학기 개시 30일 전까지 신청한다.", title="학칙")
    answer = extractive_answer("휴학은 최대 몇 년까지 할 수 있나요?", [repeated, other_page])
    assert answer.count("2년을 초과할 수 없다") == 1


def test_the_last_english_word_of_a_sentence_counts():
    # Kiwi reads "students." as "stu" + "dents."; the full stop is set apart before matching.
    rules = Source(text="Lockers are free for members. Each group has at most 12 students.", title="Camp rules")
    assert extractive_answer("How many students are in a group?", [rules]) == \
        "Each group has at most 12 students[†1]."


def test_a_korean_questions_nouns_outweigh_its_everyday_verbs():
    rules = Source(text="제5조(사물함) ① 사물함은 학기 단위로 쓸 수 있다.\n② 사물함은 2인이 공동으로 사용할 수 있다.",
                   title="동아리방 이용 규칙")
    notes = Source(text="이 안내는 규칙을 쉽게 풀어 쓴 것입니다.", title="안내")
    assert extractive_answer("사물함 공동으로 써도 돼?", [notes, rules]).startswith(
        "사물함은 2인이 공동으로 사용할 수 있다[†2].")


def test_a_unit_the_question_names_finds_the_value_stated_in_it():
    specs = Source(text="항목 | 값\n물탱크 용량 | 4 L\n배터리 | 5,000 mAh (교체형)\n무게 | 3.2 kg", title="청소기 제원")
    assert extractive_answer("청소기 배터리 용량 몇 mAh야?", [specs]) == "배터리: 5,000 mAh (교체형)[†1]."


def test_a_telephone_number_answers_a_question_for_one():
    guide = Source(text="고객센터는 평일에 운영합니다. 고객센터 전화: 1577-0000 (평일 9:00~18:00)", title="이용 안내")
    assert "1577-0000" in extractive_answer("고객센터 연락처 알려줘", [guide])


def test_the_document_forms_of_one_question_word_count_once():
    # "내다" is said as 납부, 제출 …: a sentence holding two of them is not worth two question words.
    rules = Source(text="제3조 입학금은 입학하는 학기에 한 번만 부과하며 합격자 등록 기간에 낸다.\n"
                        "제5조 분할납부를 하려는 학생은 학기 개시 30일 전까지 신청서를 제출하여야 한다.", title="등록 규정")
    assert extractive_answer("입학금은 언제 내?", [rules]).startswith("입학금은 입학하는 학기에")


def test_when_asks_for_a_date_even_of_a_thing_that_costs():
    rules = Source(text="제9조(회비) ① 회비는 매월 10일까지 낸다.\n② 회비를 내지 아니한 회원은 다음 각 호에 따른다.\n"
                        "1. 1개월 미만: 경고\n2. 1개월 이상: 자격 정지", title="동호회 회칙")
    assert extractive_answer("회비 언제까지 내야 돼?", [rules]).startswith("회비는 매월 10일까지 낸다[†1].")


def test_a_list_item_with_its_lead_in_takes_the_lead_ins_place():
    rules = Source(text="제2조(금지) 다음 각 호의 행위는 열람실에서 할 수 없다.\n1. 큰 소리로 통화하는 행위\n"
                        "제3조(개방) 열람실은 09:00부터 22:00까지 연다.", title="열람실 규칙")
    answer = extractive_answer("열람실에서 통화할 수 있어?", [rules])
    assert answer.count("다음 각 호의 행위는 열람실에서 할 수 없다") == 1
    assert "할 수 없다: 큰 소리로 통화하는 행위[†1]" in answer


def test_a_rule_is_quoted_with_the_exception_that_follows_it():
    rules = Source(text="제25조(휴학) ① 일반휴학은 통산하여 2년을 초과할 수 없다. 다만, 질병으로 인한 휴학은 1년을 더 할 수 "
                        "있다.\n② 휴학원은 학기 개시 전에 낸다.", title="학칙")
    assert extractive_answer("휴학은 최대 몇 년까지 할 수 있나요?", [rules]) == \
        "일반휴학은 통산하여 2년을 초과할 수 없다[†1]. 다만, 질병으로 인한 휴학은 1년을 더 할 수 있다[†1]."
    policy = Source(text="Returns\nYou can return most items within 30 days of delivery. However, opened software "
                         "cannot be returned. Refunds take 5 days.", title="Returns policy")
    assert extractive_answer("How long do I have to return an item?", [policy]) == \
        "You can return most items within 30 days of delivery[†1]. However, opened software cannot be returned[†1]."


def test_an_exception_elsewhere_in_the_passage_is_not_quoted():
    # Only the sentence right after the quoted one qualifies it.
    policy = Source(text="Returns\nYou can return most items within 30 days of delivery. Refunds take 5 days. "
                         "However, opened software cannot be returned.", title="Returns policy")
    assert extractive_answer("How long do I have to return an item?", [policy]) == \
        "You can return most items within 30 days of delivery[†1]."
