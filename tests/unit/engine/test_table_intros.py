"""A table's row is read with the sentence that announces the table ("숙박비는 1박당 다음 표의 금액을 한도로 지급한다."),
for its words, as under a heading: "임원의 서울 숙박비 한도는 1박당 150,000원" is covered by the 임원 row. One row only,
and only an announcing sentence that denies nothing (its polarity is not read). A claim's figure that its evidence
does not state, found only elsewhere in the source (another row), is never "accurate"."""
import pytest
from engine_samples import only

from verification.engine import Source
from verification.engine.checks.reading import layout

LODGING = ("제7조(숙박비) ① 숙박비는 1박당 다음 표의 금액을 한도로 실비를 지급한다.\n\n| 구분 | 서울 | 그 밖의 지역 |\n"
           "| 임원 | 150,000원 | 120,000원 |\n| 직원 | 90,000원 | 70,000원 |\n\n② 친지 집에 숙박하면 2만 원을 지급한다.")
NOT_REFUNDED = "The following fees are not refunded:\n\n| Fee | Amount |\n| Application fee | $60 |\n| Deposit | $200 |"


def test_rows_know_the_sentence_that_announces_their_table():
    lay = layout(LODGING)
    assert [lay.intros[i] for i in range(1, 4)] == [0, 0, 0]
    assert lay.intros[4] is None
    assert all(i is None for i in layout(NOT_REFUNDED).intros)  # it denies: not read for its words


@pytest.mark.parametrize("claim", ["임원의 서울 숙박비 한도는 1박당 150,000원입니다", "직원의 서울 숙박비 한도는 1박당 90,000원입니다"])
def test_a_row_read_with_its_tables_intro_is_accurate(claim):
    c = only(claim + "[1].", [Source(text=LODGING)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("직원의 서울 숙박비 한도는 1박당 150,000원입니다", LODGING),  # another row's figure
    ("임원의 서울 숙박비 한도는 1박당 120,000원입니다", LODGING),  # another column's figure
    ("The application fee of $60 is refunded", NOT_REFUNDED),  # the intro denies it
])
def test_another_rows_or_columns_figure_or_a_denying_intro_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation
