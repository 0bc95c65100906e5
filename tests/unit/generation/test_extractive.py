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
