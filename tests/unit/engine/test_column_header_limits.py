"""A table column whose header names a limit ("Time limit", "최대 대여 기간") makes the values under it limits: a
claim's other limit of the same thing is a mismatch, not borne out by the smaller value."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.bounds import GE, LE
from verification.engine.checks.entities import source_entities

RACES = Source(text="Events and start times\nEvent | Start | Time limit | Minimum age on race day\n"
                    "Half marathon (21.1 km) | 07:30 | 3 h 15 min | 17\n10K | 08:45 | 1 h 45 min | 14\n"
                    "The half marathon and the 10K share the same start line.")
LOANS = Source(text="| 구분 | 최대 대여 기간 | 최소 대여 기간 |\n| --- | --- | --- |\n| 일반 도서 | 14일 | 1일 |\n"
                    "| 잡지 | 7일 | 1일 |")



def test_the_header_limit_is_read_into_the_cells_below_it():
    quantities = {q.raw: q.bound for q in source_entities(RACES.text).quantities}
    assert quantities["3 h 15 min"] == LE and quantities["07:30"] == ""
    loans = [(q.raw, q.bound) for q in source_entities(LOANS.text).quantities]
    assert ("14일", LE) in loans and ("1일", GE) in loans


def test_another_maximum_than_the_column_states_is_a_mismatch():
    c = first_citation("The half marathon starts at 07:30 and has a time limit of 15 h 15 min[1].", RACES)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("일반 도서는 최대 21일까지 빌릴 수 있습니다[1].", LOANS)
    assert c.status == "inaccurate", c.explanation


def test_the_maximum_the_column_states_still_holds():
    c = first_citation("The half marathon starts at 07:30 and has a time limit of 3 h 15 min[1].", RACES)
    assert c.status == "accurate", c.explanation
    c = first_citation("일반 도서는 최대 14일까지 빌릴 수 있습니다[1].", LOANS)
    assert c.status != "inaccurate", c.explanation


def test_a_header_without_a_limit_word_leaves_its_values_exact():
    src = "| 구분 | 대여 기간 |\n| --- | --- |\n| 일반 도서 | 14일 |"
    assert [q.bound for q in source_entities(src).quantities] == [""]


def test_an_amount_restating_a_limit_column_cell_is_borne_out():
    # The cell's amount is the limit its header names: "the baggage limit is GBP 500" states it, unlike a fee
    # of GBP 500 against a source's "up to GBP 500" (a ceiling, not the amount charged).
    plans = Source(text="Cover by plan\n\n| Plan | Baggage limit | Excess |\n|---|---|---|\n"
                        "| Basic | GBP 500 | GBP 100 |\n| Plus | GBP 1,500 | GBP 75 |")
    assert first_citation("The Basic plan's baggage limit is GBP 500[1].", plans).status == "accurate"
    assert first_citation("The Basic plan's baggage limit is GBP 300[1].", plans).status == "inaccurate"
    ko = Source(text="| 플랜 | 최대 보장 금액 | 자기부담금 |\n|---|---|---|\n| 기본 | 50만 원 | 10만 원 |\n"
                     "| 플러스 | 150만 원 | 5만 원 |")
    assert first_citation("기본 플랜의 최대 보장 금액은 50만 원입니다[1].", ko).status == "accurate"
