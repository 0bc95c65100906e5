"""Near misses: what the question names as one thing must be stated together, not its words apart.

"afternoon electives" where a guide has afternoon sessions in one paragraph and electives in another is not
found; the same words in one statement (or under a heading that names one of them) are. Terms the question
writes apart are not held to one window: a document states its topic and the asked detail in different places.
"""
from __future__ import annotations

from verification.engine import Source, check_context, verify_answer
from verification.engine.addressing import asked_terms
from verification.engine.combination import adjacent_pairs

SESSIONS = Source(text="Afternoon sessions run from 2 pm to 5 pm on weekdays. Students meet their tutors on Fridays.",
                  title="Summer guide", file="guide.md", article="Timetable")
FEES = Source(text="The course fee is USD 900. Electives are optional and chosen in the first week.",
              title="Summer guide", file="guide.md", article="Fees")
TOGETHER = Source(text="Afternoon electives cost USD 120 each and run from 2 pm.", title="Summer guide",
                  file="guide.md", article="Electives")
MONTHLY = Source(text="① 월 보험료는 가입 시 나이에 따라 정한다. 보험료는 매월 25일에 자동이체로 낸다.",
                 title="반려동물보험 약관", file="pet.md", article="제5조(보험료)")
LIMIT = Source(text="① 연간 보상 한도는 500만 원이다. 한도를 넘은 금액은 보상하지 않는다. 입원비는 하루 10만 원까지 "
                    "보상한다. 수술비는 별도 한도가 없다.", title="반려동물보험 약관", file="pet.md", article="제7조(보상 한도)")
ANNUAL = Source(text="① 연간 보험료를 한 번에 내면 5% 할인한다.", title="반려동물보험 약관", file="pet.md",
                article="제6조(할인)")
TRAVEL_MEALS = Source(text="② 식비는 국내출장 1일당 3만 원을 한도로 실비를 지급한다.", title="출장 및 여비 규정",
                      file="travel.md", article="제8조(식비)")
TRAVEL_ALLOWANCE = Source(text="① 해외출장 1일당 50 USD를 지급한다.", title="출장 및 여비 규정", file="travel.md",
                          article="제9조(일비와 식비)")

def test_terms_written_side_by_side_are_paired():
    question = "How much are the afternoon electives?"
    assert [(a.text, b.text) for a, b in adjacent_pairs(question, asked_terms(question))] == [
        ("afternoon", "electives")]
    question = "해외출장 식비 하루 얼마까지 돼?"
    assert [(a.text, b.text) for a, b in adjacent_pairs(question, asked_terms(question))] == [
        ("해외", "출장"), ("출장", "식비")]


def test_a_pair_stated_only_apart_is_not_found_and_named_together():
    check = check_context("How much are the afternoon electives?", [SESSIONS, FEES])
    assert not check.sufficient
    assert check.missing == ("afternoon electives",)
    assert "afternoon electives" in check.safe_answer


def test_a_written_answer_over_a_pair_stated_only_apart_is_checked_but_not_verified():
    result = verify_answer("The course fee is USD 900[2].", [SESSIONS, FEES],
                           question="How much are the afternoon electives?")
    assert result.status == "partial" and "USD 900[1]" in result.corrected_answer
    assert any("afternoon" in issue and "may not address the question" in issue for issue in result.issues)


def test_a_pair_stated_together_is_found():
    assert check_context("How much are the afternoon electives?", [SESSIONS, FEES, TOGETHER]).sufficient


def test_a_korean_pair_stated_only_apart_is_not_found():
    # monthly premiums and an annual limit: no annual premium
    assert not check_context("연간 보험료 얼마야?", [MONTHLY, LIMIT]).sufficient
    assert check_context("연간 보험료 얼마야?", [MONTHLY, LIMIT, ANNUAL]).sufficient


def test_a_heading_or_title_names_what_its_sentences_are_about():
    # 해외 + 출장 in the sentence of 제9조(일비와 식비); 출장 + 식비 under the regulation's title
    assert check_context("해외출장 식비 하루 얼마까지 돼?", [TRAVEL_MEALS, TRAVEL_ALLOWANCE]).sufficient


def test_terms_the_question_writes_apart_are_not_held_together():
    # "sessions" and "tutors" are named apart: the document may state them in different places.
    assert check_context("When do afternoon sessions start and when are tutors met?", [SESSIONS, FEES]).sufficient


# What the context check has worked out is passed on, not worked out again: each document is read once, and
# windows are prepared as far as a pair needs them.
def test_the_context_check_does_not_ask_again_which_documents_hold_the_subject(monkeypatch):
    from verification.engine import combination

    def asked_again(question, text):
        raise AssertionError("holds_subject recomputed what the context check knows")

    monkeypatch.setattr(combination, "holds_subject", asked_again)
    assert not check_context("How much are the afternoon electives?", [SESSIONS, FEES]).sufficient
    assert check_context("How much are the afternoon electives?", [SESSIONS, FEES, TOGETHER]).sufficient
    assert not check_context("연간 보험료 얼마야?", [MONTHLY, LIMIT]).sufficient


def test_passing_what_is_known_gives_the_same_verdict():
    from verification.engine.addressing import Haystack, documents_absent
    from verification.engine.combination import Document, scattered_terms

    guide = Document("Summer guide", "guide.md", (("Timetable", SESSIONS.text), ("Fees", FEES.text)))
    pet = Document("반려동물보험 약관", "pet.md", (("제5조(보험료)", MONTHLY.text), ("제7조(보상 한도)", LIMIT.text)))
    for question, documents in (("How much are the afternoon electives?", [guide]), ("연간 보험료 얼마야?", [pet])):
        read = [Haystack.of(d.text) for d in documents]
        holding = [not a for a in documents_absent(question, read)]
        assert scattered_terms(question, documents, read=read, holding=holding) == scattered_terms(question, documents)
        assert scattered_terms(question, documents)  # a near miss: named


def test_windows_are_prepared_once_and_only_as_far_as_a_pair_needs_them(monkeypatch):
    from verification.engine import combination

    long_text = "Afternoon electives cost USD 120 each. " + " ".join(f"Rule {n} applies on day {n}." for n in range(30))
    document = combination.Document("Summer guide", "guide.md", (("Electives", long_text),))
    prepared = []
    real = combination.Haystack.of
    monkeypatch.setattr(combination.Haystack, "of", classmethod(lambda cls, text: prepared.append(text) or real(text)))
    windows = combination._Windows(document)

    first = next(iter(windows))
    assert len(prepared) == 1 and "Afternoon electives" in first.text
    assert len(list(windows)) == 29 and len(list(windows)) == 29  # 31 sentences, windows of 3
    assert len(prepared) == 29  # each prepared once, however often read
