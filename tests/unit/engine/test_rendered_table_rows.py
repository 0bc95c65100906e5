"""A table row rendered as a statement ("label — header: value", as the extractive answers write it) states the
source's own binding of the row's label, the column's header and the cell: never a role exchange or a value of
another record. Tables and sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source

_PLANS_EN = ("Plans\n\n| Plan | Monthly price | Storage |\n|---|---|---|\n| Starter | $4 | 20 GB |\n"
             "| Team | $11 | 200 GB |\n| Studio | $25 | 1 TB |")
_ROOMS_KO = ("시설 사용료\n\n| 시설 | 이용 시간 | 사용료 |\n|---|---|---|\n| 세미나실 | 09:00~18:00 | 시간당 8,000원 |\n"
             "| 강당 | 10:00~17:00 | 시간당 30,000원 |\n| 다목적홀 | 09:00~21:00 | 시간당 15,000원 |")
_PENALTY_EN = "| Item | Charge |\n|---|---|\n| Returned cheque | 2 % of the amount |\n| Paper statement | $3 |"


def _src(text: str) -> list[Source]:
    return [Source(text=text, title="Terms")]


@pytest.mark.parametrize("table, claim", [
    (_PENALTY_EN, "Returned cheque — Charge: 2 % of the amount[1]."),
    (_PENALTY_EN, "Paper statement — Charge: $3[1]."),
    (_PLANS_EN, "Team — Monthly price: $11, Storage: 200 GB[1]."),
    (_PLANS_EN, "Studio — Monthly price: $25, Storage: 1 TB[1]."),
    (_ROOMS_KO, "강당 — 이용 시간: 10:00~17:00, 사용료: 시간당 30,000원[1]."),
    (_ROOMS_KO, "세미나실 — 사용료: 시간당 8,000원[1]."),
])
def test_a_rendered_row_keeps_its_citation(table, claim):
    c = only(claim, _src(table))
    assert c.status != "inaccurate", c.explanation


@pytest.mark.parametrize("table, claim", [
    (_PLANS_EN, "Team — Monthly price: $25, Storage: 200 GB[1]."),
    (_ROOMS_KO, "강당 — 이용 시간: 10:00~17:00, 사용료: 시간당 8,000원[1]."),
])
def test_a_rendered_row_with_another_rows_value_is_still_a_contradiction(table, claim):
    c = only(claim, _src(table))
    assert c.status == "inaccurate", c.explanation


def test_a_value_of_the_record_that_states_a_further_act_is_no_misbinding():
    # "대출 기간은 14일" restates ①; ② also says "대출 기간" but of an extension (연장) the claim does not speak of.
    source = "제9조(대여) ① 회원은 1인당 장비 2대를 10일간 대여할 수 있다. ② 대여 기간은 1회에 한하여 5일 연장할 수 있다."
    c = only("대여 기간은 10일이다[1].", [Source(text=source, title="장비 대여 규정")])
    assert c.status != "inaccurate", c.explanation
