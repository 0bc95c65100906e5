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


def test_a_compound_written_the_other_way_finds_its_sentence():
    policy = Source(text="Returns\nYou can return most items within 30 days. Gift cards cannot be returned.",
                    title="Returns policy")
    assert extractive_answer("Are giftcards returnable?", [policy]) == "Gift cards cannot be returned[†1]."
    payments = Source(text="Payments\nWe accept Visa and Mastercard. Giftcards can be used in any store.",
                      title="Payments")
    assert extractive_answer("Can I pay with a gift card?", [payments]) == "Giftcards can be used in any store[†1]."


def test_the_next_item_of_a_list_is_not_a_qualifier():
    # Items under "다만, 다음 각 호의 …" are quoted with that lead-in; the second is no exception to the first.
    rules = Source(text="제5조(반환) ① 납부한 등록금은 반환하지 아니한다. 다만, 다음 각 호의 어느 하나에 해당하는 경우에는 "
                        "반환한다.\n1. 학기 개시일 전에 자퇴를 신청한 경우\n2. 학기 개시일 이후 질병으로 휴학한 경우",
                   title="규정")
    answer = extractive_answer("학기 개시일 전에 자퇴 신청하면 반환돼?", [rules])
    assert "학기 개시일 전에 자퇴를 신청한 경우" in answer
    assert "질병으로 휴학한 경우" not in answer


def test_an_exception_that_answers_is_quoted_after_its_rule():
    rules = Source(text="제25조(휴학) ① 일반휴학은 통산하여 2년을 초과할 수 없다. 다만, 질병으로 인한 휴학은 1년을 더 할 수 "
                        "있다.\n② 휴학원은 학기 개시 전에 낸다.", title="학칙")
    answer = extractive_answer("질병 때문에 쉬면 얼마나 더 쉴 수 있어?", [rules])
    assert answer == "일반휴학은 통산하여 2년을 초과할 수 없다[†1]. 다만, 질병으로 인한 휴학은 1년을 더 할 수 있다[†1]."
    policy = Source(text="Returns\nOpened items cannot be returned. However, defective items may be returned within "
                         "90 days.", title="Returns policy")
    assert extractive_answer("How long do I have to send back a defective item?", [policy]) == \
        "Opened items cannot be returned[†1]. However, defective items may be returned within 90 days[†1]."


def test_an_exception_about_something_else_is_not_quoted_for_its_number():
    # "몇 명" asks for a count of people; the exception's "3인" counts people too, but says nothing asked.
    # The first four passages of the sample 졸업논문 심사 규정.
    passages = [
        "졸업논문 심사 규정\n제1장 총칙\n제1조(목적) 이 규정은 「학칙」 제40조제2항에 따라 학사학위과정 학생의 "
        "졸업논문 제출 및 심사에 필요한 사항을 정함을 목적으로 한다.",
        "제2조(심사대상) ① 졸업논문 심사를 받으려는 학생은 7학기 이상을 등록하고 100학점 이상을 취득하여야 한"
        "다.\n② 졸업논문은 지도교수의 지도를 받아 작성한 단독 연구물이어야 한다. 다만, 학과장이 인정하는 경우에는"
        " 3인 이내의 공동 연구물로 할 수 있다.",
        "제2장 심사\n제3조(심사위원회) ① 졸업논문 심사를 위하여 논문마다 심사위원회를 둔다.\n② 심사위원회는 지도"
        "교수를 포함하여 3인 이상 5인 이하의 위원으로 구성한다.\n③ 위원은 해당 학과의 전임교원 중에서 학과장이 "
        "위촉하며, 필요한 경우 1인에 한하여 다른 학과 또는 외부 전문가를 위촉할 수 있다.\n④ 위원장은 위원 중에"
        "서 호선하되, 지도교수는 위원장이 될 수 없다.",
        "제4조(심사신청) ① 졸업논문 심사를 받으려는 학생은 해당 학기 수업일수 2분의 1이 지나기 전까지 심사신청"
        "서와 논문 초고를 학과사무실에 제출하여야 한다.\n② 심사신청서에는 지도교수의 확인을 받아야 한다.",
    ]
    answer = extractive_answer("졸업논문 심사 위원은 몇 명이야?", [Source(text=t, title="졸업논문 심사 규정") for t in passages])
    assert "3인 이상 5인 이하의 위원으로 구성한다[†3]" in answer
    assert "공동 연구물" not in answer


def test_a_phrase_of_the_question_is_answered_by_a_sentence_that_says_it_whole():
    # "first aid points" is one thing, said "medical posts" by the guide; the sentence about the race's "10 km point"
    # on the course shares two words with the question but not the thing asked.
    guide = Source(text="Runners must reach the 10 km point on the course by 09:05. Medical posts are at 5 km, 10 km "
                        "and 15 km and at the finish.", title="Race guide")
    answer = extractive_answer("where are the first aid points on the course", [guide])
    assert "Medical posts are at 5 km, 10 km and 15 km and at the finish[†1]" in answer


def test_a_word_of_a_phrase_alone_still_answers_when_nothing_says_the_phrase():
    guide = Source(text="Runners must reach the 10 km point on the course by 09:05. Bags are kept for 30 days.",
                   title="Race guide")
    assert "10 km point" in extractive_answer("where are the first aid points on the course", [guide])


def test_up_to_four_statements_that_say_what_is_asked_are_quoted():
    rules = Source(text="Members may book the hall. Members may book the gym. Members may book the pool. "
                        "Members may book the court. Members may book the sauna.", title="Booking")
    answer = extractive_answer("what may members book?", [rules])
    assert answer.count("[†1]") == 4
