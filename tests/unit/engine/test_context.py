"""The context check before generation: asked entities must be in the sources, with enough context."""
import pytest
from engine_samples import HAKCHIK, MANUAL, TUITION

from verification.engine import Source, check_context, insufficient_result, verify_answer


def test_missing_error_code_is_insufficient_with_the_stated_range():
    check = check_context("What does error C4A99 mean?", [Source(text="Error codes C0 to C55 are listed below. C12: fan failure.")])
    assert not check.sufficient and check.missing == ("C4A99",)
    assert check.valid_ranges == ("C0–C55",)
    assert "C4A99" in check.safe_answer and "C0–C55" in check.safe_answer


def test_missing_error_code_in_korean_gets_a_korean_safe_answer_with_range():
    src = Source(text="오류 코드는 E-100부터 E-199까지 정의되어 있다. E-101은 통신 오류이다.")
    check = check_context("E-250 오류는 무슨 뜻인가요?", [src])
    assert not check.sufficient and check.missing == ("E250",)
    assert check.safe_answer.startswith("제공된 문서에서 오류 코드 E-250")
    assert "E100–E199" in check.safe_answer


@pytest.mark.parametrize("question, missing", [
    ("제40조의 내용은 무엇인가요?", "제40조"),
    ("학칙 제3조의2는 무엇을 정하나요?", "제3조의2"),
    ("What does Article 9 say?", "Article 9"),
])
def test_missing_article_is_insufficient(question, missing):
    check = check_context(question, [HAKCHIK, TUITION])
    assert not check.sufficient and check.missing == (missing,)


@pytest.mark.parametrize("question", [
    "What does error C4A15 mean on Joint 3?",
    "How do I reset the Control Box after C4A15?",
    "제25조에 따르면 휴학은 몇 년까지 가능한가요?",
    "휴학은 최대 몇 년까지 가능한가요?",
])
def test_present_entities_pass(question):
    check = check_context(question, [HAKCHIK, TUITION, MANUAL])
    assert check.sufficient, check.reason


def test_missing_component_and_department_names_are_insufficient():
    assert check_context("What does the Teach Pendant show?", [MANUAL]).missing == ("Teach Pendant",)
    assert check_context("컴퓨터공학과 졸업 요건은 무엇인가요?", [HAKCHIK]).missing == ("컴퓨터공학과",)


def test_unrelated_context_is_insufficient_and_names_what_is_missing():
    check = check_context("기숙사 입사 신청 기간과 식비는 얼마인가요?", [HAKCHIK, TUITION])
    assert not check.sufficient and check.missing == ("기숙사", "입사", "식비")
    assert "기숙사" in check.safe_answer and "찾을 수 없습니다" in check.safe_answer


def test_no_sources_is_insufficient():
    assert not check_context("휴학은 몇 년인가요?", []).sufficient


def test_insufficient_result_is_a_safe_answer_without_a_model_call():
    check = check_context("What does error C4A99 mean?", [MANUAL])
    result = insufficient_result("What does error C4A99 mean?", [MANUAL], check, answer="It means overheating[1].")
    assert result.status == "insufficient" and result.llm_calls == 0
    assert result.corrected_answer == check.safe_answer and result.original_answer == "It means overheating[1]."


def test_verify_answer_returns_insufficient_when_the_asked_code_is_absent(fake_judge):
    judge = fake_judge(reply="{}")
    result = verify_answer("C4A99 means overheating[1].", [MANUAL], question="What is C4A99?", judge=judge)
    assert result.status == "insufficient" and judge.calls == []
    assert "C0–C55" in result.corrected_answer



def test_a_written_answer_to_a_question_whose_subject_words_no_passage_mentions_is_checked_not_replaced():
    # "dormitory" is a situation the tuition rule covers in general terms, or something else entirely: the
    # answer's citations are checked as usual, the answer is kept, but it is never "verified".
    question = "기숙사 사는 학생도 등록금은 학기 개시 14일 전까지 내야 하나요?"
    check = check_context(question, [TUITION])
    assert not check.sufficient and check.by_subject and "기숙사" in check.missing
    answer = "등록금은 학기 개시 14일 전까지 납부하여야 합니다[1]. 등록금은 학기 개시 30일 전까지 내면 됩니다[1]."
    result = verify_answer(answer, [TUITION], question=question)
    assert result.status == "partial" and result.corrected_answer != check.safe_answer
    assert [c.status for c in result.citations] == ["accurate", "inaccurate"]
    assert "30일" not in result.corrected_answer and "14일" in result.corrected_answer
    assert any("기숙사" in issue and "답하지 않을 수 있습니다" in issue for issue in result.issues)


def test_every_citation_holding_is_still_not_verified_when_the_subject_is_unmentioned():
    question = "기숙사 사는 학생도 등록금은 학기 개시 14일 전까지 내야 하나요?"
    result = verify_answer("등록금은 학기 개시 14일 전까지 납부하여야 합니다[1].", [TUITION], question=question)
    assert [c.status for c in result.citations] == ["accurate"] and result.status == "partial"


def test_an_asked_code_or_article_no_passage_holds_still_replaces_the_answer():
    assert not check_context("What is C4A99?", [MANUAL]).by_subject
    result = verify_answer("제40조에 따라 휴학은 2년까지입니다[1].", [HAKCHIK], question="제40조의 내용은 무엇인가요?")
    assert result.status == "insufficient" and "제40조" in result.corrected_answer



def test_an_english_answer_whose_question_names_a_situation_no_passage_mentions_is_checked_and_says_so():
    source = Source(text="Theft of the bicycle away from home is covered if it was locked to an immovable object.")
    question = "my bike got nicked outside the pub, am i covered?"
    assert check_context(question, [source]).by_subject
    result = verify_answer("Theft away from home is covered if the bike was locked to an immovable object[1].",
                           [source], question=question)
    assert result.status == "partial" and [c.status for c in result.citations] == ["accurate"]
    assert "[1]" in result.corrected_answer
    assert any("pub" in issue and "may not address the question" in issue for issue in result.issues)


def test_a_korean_answer_gets_the_caveat_in_korean():
    question = "기숙사 사는 학생도 등록금은 학기 개시 14일 전까지 내야 하나요?"
    result = verify_answer("등록금은 학기 개시 14일 전까지 납부하여야 합니다[1].", [TUITION], question=question)
    assert any("기숙사" in issue and "답하지 않을 수 있습니다" in issue for issue in result.issues)


@pytest.mark.parametrize("answer", ["네, 내야 합니다.", "관련 내용을 찾을 수 없습니다.", "[1]"])
def test_an_answer_with_nothing_to_check_is_still_replaced_when_the_subject_is_unmentioned(answer):
    question = "기숙사 사는 학생도 등록금은 학기 개시 14일 전까지 내야 하나요?"
    result = verify_answer(answer, [TUITION], question=question)
    assert result.status == "insufficient" and "기숙사" in result.corrected_answer


MANUAL_PASSAGES = [
    Source(title="CR6 manual", text="### 4.1 Code format and valid range\n\nError codes range from C0 to C55. Each code is made "
                                    "of a family (C0 to C55) followed by a sub-code."),
    Source(title="CR6 manual", text="| Family | Area |\n| --- | --- |\n| C0 | Information only |\n| C1–C3 | Power supply |\n"
                                    "| C4–C9 | Joint communication |\n| C10–C19 | Joint motor and drive |\n| C50–C55 | Controller software |"),
    Source(title="CR6 manual", text="오류 코드는 C0부터 C55까지입니다. 코드가 C4A15처럼 표시되면 C4는 관절 통신 계열입니다."),
]


@pytest.mark.parametrize("question", ["C999 오류는 어떻게 해결하나요?", "What does error C999 mean?"])
def test_only_the_widest_stated_range_is_reported_not_its_sub_ranges(question):
    check = check_context(question, MANUAL_PASSAGES)
    assert check.valid_ranges == ("C0–C55",)
    assert "C1–C3" not in check.safe_answer and "C0–C55" in check.safe_answer


def test_a_range_stated_as_the_range_is_preferred_to_a_wider_table_row():
    sources = [Source(text="| E1–E300 | reserved |"), Source(text="Valid codes range from E1 to E120.")]
    assert check_context("What is E999?", sources).valid_ranges == ("E1–E120",)


def test_disjoint_ranges_of_a_table_are_all_reported_in_order():
    src = Source(text="| C20–C29 | Encoders |\n| C1–C3 | Power |\n| C2–C3 | DC bus |")
    assert check_context("What is C99?", [src]).valid_ranges == ("C1–C3", "C20–C29")
