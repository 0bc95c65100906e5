"""A figure must go with the thing the source gives it to (``checks.bindings``): a claim that keeps every word and
every figure of its source and gives them to each other's things is not "accurate". Invented examples, Korean and
English; each wrong citation is paired with the faithful one it was made from, which stays verified."""
from __future__ import annotations

from verification.engine import Source, verify_answer
from verification.engine.checks.bindings import crossed_figures, misbound_figure


def _status(claim: str, source: str) -> str:
    result = verify_answer(f"{claim}[†1].", [Source(text=source, title="Rules", file="rules.md")])
    return result.citations[0].status


PLANS = ("| Plan | Monthly fee | Deductible |\n| --- | --- | --- |\n| Basic | GBP 12 | GBP 90 |\n"
         "| Premium | GBP 20 | GBP 40 |")
GYM = "Every member gets 5% off in the juice bar and 20% off on personal training."
KO_TABLE = "| 구분 | 최소 | 최대 |\n| --- | --- | --- |\n| 1~2학년 | 10학점 | 19학점 |\n| 3~4학년 | 6학점 | 19학점 |"
KO_FEES = "참가비는 성인 3만 원, 청소년 1만 5천 원이며, 단체 신청은 1인당 2만 원으로 한다."


def test_deductibles_exchanged_between_table_rows_are_contradicted():
    wrong = "The deductible is GBP 40 on Basic and GBP 90 on Premium"
    assert crossed_figures(wrong, PLANS.replace("\n", " "))
    assert _status(wrong, PLANS) == "inaccurate"


def test_deductibles_as_the_table_gives_them_stay_accurate():
    assert _status("The deductible is GBP 90 on Basic and GBP 40 on Premium", PLANS) == "accurate"


def test_discounts_exchanged_between_two_clauses_are_not_verified():
    wrong = "Every member gets 20% off in the juice bar and 5% off on personal training"
    assert crossed_figures(wrong, GYM)
    assert _status(wrong, GYM) != "accurate"
    assert _status("Every member gets 5% off in the juice bar and 20% off on personal training", GYM) == "accurate"


def test_korean_minimum_credits_exchanged_between_years_are_contradicted():
    wrong = "최소 신청 학점은 1~2학년이 6학점, 3~4학년이 10학점입니다"
    assert crossed_figures(wrong, KO_TABLE.replace("\n", " "))
    assert _status(wrong, KO_TABLE) == "inaccurate"


def test_korean_minimum_credits_as_the_table_gives_them_are_not_read_as_exchanged():
    right = "최소 학점은 1~2학년이 10학점, 3~4학년이 6학점입니다"
    assert not crossed_figures(right, KO_TABLE.replace("\n", " "))
    assert not misbound_figure(right, KO_TABLE.replace("\n", " "))
    assert _status(right, KO_TABLE) != "inaccurate"


def test_a_shared_subject_said_once_is_no_misbinding():
    # "참가비" is said once, in the first clause; the claim about the second clause names it and is right.
    assert not misbound_figure("청소년 참가비는 1만 5천 원입니다", KO_FEES)
    assert not crossed_figures("청소년 참가비는 1만 5천 원입니다", KO_FEES)


MEALS = "식비는 국내출장 1일당 3만 원, 해외출장 1일당 60 USD로 한다."
PARKING = "Residents park for GBP 2 per hour, and visitors park for GBP 5 per hour, in the same car park."


def test_korean_figure_given_to_the_parallel_thing_of_another_clause_is_not_verified():
    # 국내출장 stands where the source's clause with 60 USD has 해외출장: one put for the other.
    assert "해외" in misbound_figure("식비는 국내출장이면 하루 60 USD입니다", MEALS)
    assert _status("식비는 국내출장이면 하루 60 USD입니다", MEALS) != "accurate"
    assert _status("식비는 해외출장이면 하루 60 USD입니다", MEALS) == "accurate"


def test_english_figure_given_to_the_parallel_thing_of_another_clause_is_not_verified():
    assert misbound_figure("Visitors park for GBP 2 per hour", PARKING)
    assert _status("Visitors park for GBP 2 per hour", PARKING) != "accurate"
    assert not misbound_figure("Visitors park for GBP 5 per hour", PARKING)


RINSE = "When the kettle is ready, pour 300 mL through the filter basket and 150 mL through the steam wand."
PILLS = "이 약은 아침에 2정, 저녁에 1정 복용한다."


def test_figures_of_a_unit_the_engine_does_not_convert_are_bound_too():
    # "mL" and "정" are no converted units: the figures are read with the word after them.
    wrong = "Pour 150 mL through the filter basket and 300 mL through the steam wand"
    assert crossed_figures(wrong, RINSE)
    assert _status(wrong, RINSE) == "inaccurate"
    assert _status("Pour 300 mL through the filter basket and 150 mL through the steam wand", RINSE) == "accurate"
    assert crossed_figures("이 약은 아침에 1정, 저녁에 2정 복용합니다", PILLS)
    assert _status("이 약은 아침에 1정, 저녁에 2정 복용합니다", PILLS) == "inaccurate"
    assert not crossed_figures("이 약은 아침에 2정, 저녁에 1정 복용합니다", PILLS)


def test_the_parts_of_a_date_are_no_figures_of_their_own():
    row = "| 면접 | 2026. 4. 25.(토) 09:00 ~ 13:00 | | 발표 | 2026. 5. 8.(금) |"
    assert not misbound_figure("면접은 2026년 4월 25일 09:00부터 13:00까지입니다", row)
