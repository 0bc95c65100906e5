"""Review findings on round thirteen's bounds (issue 12): a negation that ends its own relative clause is not the
main clause's limit ("Students who are not enrolled full time pay more than 500 dollars"), "no one" stays a negation
when counts written in words are read as figures, 마십시오 of 마시다 (drink) is no prohibition, "세대" (households) is
no count, and "e.g." does not end the sentence that decides whether "after 2.5 days" is a lower bound."""
import pytest

from verification.engine import Source, verify_answer
from verification.engine.bounds import GE, LE, LT, OWN_NEGATION, _count_words_as_figures, bound_at, restated_limit


def _cite(claim: str, source: str):
    return verify_answer(claim + "[1]", [Source(text=source)]).citations[0]


def _bound_of(text: str, value: str) -> str:
    start = text.index(value)
    return bound_at(text, start, start + len(value), "")


# --- a negated relative clause, then the main clause's comparison ------------------------------------------------------
STUDENTS_EN = "Students who are not enrolled full time pay more than 500 dollars."
MEMBERS_EN = "Members who do not renew by March pay more than 50 dollars."


@pytest.mark.parametrize("claim, source", [
    ("Students who are not enrolled full time pay at most 500 dollars", STUDENTS_EN),
    ("Members who do not renew by March pay at most 50 dollars", MEMBERS_EN),
])
def test_a_limit_turned_round_after_a_negated_relative_clause_is_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"


@pytest.mark.parametrize("claim, source", [
    ("Students who are not enrolled full time pay over 500 dollars", STUDENTS_EN),
    ("Members who do not renew by March pay over 50 dollars", MEMBERS_EN),
    # The negation of the relative clause's own comparison still bounds its value.
    ("Members who do not pay more than 50 dollars get no vote", "Members who do not pay more than 50 dollars get no vote."),
])
def test_the_same_limit_after_a_negated_relative_clause_is_kept(claim, source):
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_relative_clauses_own_negated_comparison_is_still_a_limit():
    assert _bound_of("Members who do not pay more than 50 dollars get no vote.", "50") == LE
    assert _bound_of("Staff who may not be paid more than 50 dollars an hour", "50") == LE
    assert _bound_of(STUDENTS_EN, "500") != LE


# --- "no one" is not a count -----------------------------------------------------------------------------------------
def test_no_one_stays_a_negation_of_a_limit_restated():
    assert restated_limit("No one may book more than two rooms.", "You can book 2 rooms at most.") == OWN_NEGATION
    assert restated_limit("No-one may book more than two rooms.", "You can book 2 rooms at most.") == OWN_NEGATION
    assert _count_words_as_figures("any one of three rooms") == "any one of 3 rooms"


# --- 말다 only after "-지": "마십시오" is also the imperative of 마시다 --------------------------------------------------
@pytest.mark.parametrize("text, value, bound", [
    ("물은 하루 2리터 이상 마십시오.", "2리터", GE),
    ("커피는 하루 3잔 이하로 마십시오.", "3잔", LE),
    ("커피는 하루 3잔 이상 마시지 마십시오.", "3잔", LT),
    ("특별휴가는 3일을 초과하지 마십시오.", "3일", LE),
    ("특별휴가는 3일을 초과하지마세요.", "3일", LE),
])
def test_drink_is_no_prohibition_but_a_prohibition_after_ji_is(text, value, bound):
    assert _bound_of(text, value) == bound


# --- helpers shared with the value readers ---------------------------------------------------------------------------
def test_households_are_no_count_but_native_counts_with_a_space_are():
    assert _count_words_as_figures("이 단지의 세대는 200가구입니다") == "이 단지의 세대는 200가구입니다"
    assert _count_words_as_figures("세 번, 두번, 열두 명, 석 달") == "3번, 2번, 12명, 3달"


def test_an_abbreviation_does_not_end_the_sentence_of_after():
    text = "After 2.5 days, e.g. on a weekend, the deposit is not refunded."
    assert _bound_of(text, "2.5") == ""
    assert _bound_of("After 2.5 days, e.g. on a weekend, the deposit is refunded.", "2.5") == GE
