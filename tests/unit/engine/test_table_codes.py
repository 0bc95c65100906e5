"""A code of a table's code column given to another row's item ("Wayfarer Hotels appears as P-HRL" where the table gives
P-HRL to Halden Rail) is a contradiction; the item's own code, or a list naming each item with its code, is not."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.table_codes import misbound_table_code

PARTNERS = Source(text="Partners and partner codes\nEvery partner has a code, shown on your statement.\n"
                       "| Partner | Code | Earn |\n|---|---|---|\n| Ridgeway Books | RB-01 | 1 point per GBP 1 |\n"
                       "| Coastline Ferries | CF-07 | 1 point per GBP 2 |\n| Meadow Cafés | MC-12 | 2 points per GBP 1 |")
FAULTS = Source(text="고장 코드\n| 내용 | 코드 | 조치 |\n|---|---|---|\n| 물 부족 | E-01 | 물통을 채웁니다 |\n"
                     "| 히터 과열 | E-02 | 전원을 끄고 식힙니다 |")


def test_a_code_given_to_another_rows_item_is_contradicted():
    c = first_citation("Codes appear on your statement; Meadow Cafés, for example, shows as CF-07[1].", PARTNERS)
    assert c.status == "inaccurate", c.explanation


def test_the_items_own_code_is_no_contradiction():
    c = first_citation("Codes appear on your statement; Meadow Cafés, for example, shows as MC-12[1].", PARTNERS)
    assert c.status != "inaccurate", c.explanation


def test_a_list_of_items_each_with_its_code_is_no_contradiction():
    c = first_citation("Ridgeway Books shows as RB-01 and Coastline Ferries as CF-07[1].", PARTNERS)
    assert c.status != "inaccurate", c.explanation


def test_korean_code_given_to_another_rows_fault():
    c = first_citation("히터 과열이면 화면에 E-01이 뜹니다[1].", FAULTS)
    assert c.status == "inaccurate", c.explanation


def test_a_clause_denying_the_binding_is_no_contradiction():
    table = "| Partner | Code |\n|---|---|\n| Halden Rail | P-HRL |\n| Wayfarer Hotels | P-WFH |\n"
    assert misbound_table_code("Wayfarer Hotels does not use the code P-HRL.", table) is None
    assert misbound_table_code("Wayfarer Hotels is not P-HRL; its partner code is P-WFH.", table) is None
    assert misbound_table_code("Wayfarer Hotels는 P-HRL 코드를 쓰지 않습니다.", table) is None
    assert misbound_table_code("Wayfarer Hotels appears as P-HRL.", table) is not None
