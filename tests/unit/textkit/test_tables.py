"""Tables read like a person reads them: the header found without Markdown's separator line, rows as statements."""
import pytest

from textkit.tables import cells, header_and_rows, is_row, pipe_blocks, render_row, rendered_rows


def _block(text: str) -> list[list[str]]:
    return [cells(line) for line in text.splitlines()]


@pytest.mark.parametrize("text, header", [
    # Periods a column is about are no values: the first row is the header.
    ("지표 | 목표 | 1~6월 | 7~12월\n대출 권수 | 5,000권 | 4,800권 | 5,600권", ["지표", "목표", "1~6월", "7~12월"]),
    ("Metric | 2023 | 2024\nVisitors | 1,200 | 1,450", ["Metric", "2023", "2024"]),
    ("| 종류 | 요금 |\n| 소형 | 1,000원 |", ["종류", "요금"]),
    ("절차 | 제1학기 | 제2학기\n원서 접수 | 3월 2일까지 | 9월 1일까지", ["절차", "제1학기", "제2학기"]),
    ("Plan | Tier 1 | Tier 2\nStorage | 10 GB | 50 GB", ["Plan", "Tier 1", "Tier 2"]),
    # A first row stating a value is data: the table has no header.
    ("무게 | 3.5 kg\n색상 | 검정", None),
    ("Opening day | March 3, 2025\nClosing day | May 9, 2025", None),
])
def test_the_header_is_the_first_row_when_it_states_no_value(text, header):
    assert header_and_rows(_block(text))[0] == header


def test_a_separator_line_marks_the_header():
    header, rows = header_and_rows(_block("| 무게 | 3.5 kg |\n|---|---|\n| 색상 | 검정 |"))
    assert header == ["무게", "3.5 kg"] and rows == [["색상", "검정"]]


def test_rows_read_as_statements_with_their_header():
    assert render_row(["소형", "1,000원", "2,000원"], ["종류", "1시간", "1일"]) == "소형 — 1시간: 1,000원, 1일: 2,000원"
    assert render_row(["소형", "1,000원"], ["종류", "요금"]) == "소형 — 요금: 1,000원"
    assert render_row(["무게", "3.5 kg"], ["항목", "값"]) == "무게: 3.5 kg"
    assert render_row(["무게", "3.5 kg"], None) == "무게: 3.5 kg"


def test_a_lone_pipe_is_a_row_only_between_two_cells():
    assert is_row("a | b") and not is_row("| a |") and not is_row("no pipe")


def test_a_header_of_durations_over_rows_of_amounts_is_a_header():
    block = _block("요금 구분 | 30분 | 1일\n일반 | 500원 | 6,000원\n경차 | 250원 | 3,000원")
    assert header_and_rows(block)[0] == ["요금 구분", "30분", "1일"]
    # Rows that all state counts of one form have no header.
    assert header_and_rows(_block("1층 | 20대 | 5대\n2층 | 30대 | 4대\n3층 | 25대 | 6대"))[0] is None


def test_a_row_under_a_cell_merged_down_the_first_column_keeps_its_group():
    text = "| 층 | 구역 | 면수 |\n| 지상 | A | 40면 |\n|  | B | 25면 |"
    assert rendered_rows(_block(text))[1] == ["지상 — 구역: A, 면수: 40면", "지상 — 구역: B, 면수: 25면"]
    # A row short of cells (an HTML rowspan or colspan, a dropped empty cell) is not lined up with the header.
    short = "층 | 구역 | 면수\n지상 | A | 40면\nB | 25면"
    assert rendered_rows(_block(short))[1] == ["지상 — 구역: A, 면수: 40면", "B: 25면"]


def test_a_year_follows_its_value_and_a_remarks_header_is_left_out():
    assert render_row(["North", "12,400 MWh", "11,150 MWh", "-10.1%"], ["Site", "2023", "2024", "Change"]) == \
        "North — 12,400 MWh (2023), 11,150 MWh (2024), Change: -10.1%"
    assert render_row(["접수", "5월 2일까지", "온라인"], ["구분", "일정", "비고"]) == "접수 — 일정: 5월 2일까지, 온라인"


def test_pipe_blocks_are_runs_of_table_lines():
    text = "요금표\n| 구분 | 요금 |\n|---|---|\n| 소형 | 500원 |\n비고\n  | 대형 | 900원 |\n"
    assert pipe_blocks(text) == [["| 구분 | 요금 |", "|---|---|", "| 소형 | 500원 |"], ["| 대형 | 900원 |"]]
    assert pipe_blocks("no table here") == []
