"""Hedges are listed; a long answer without citations is an issue."""
import pytest
from engine_samples import HAKCHIK

from verification.engine import verify_answer
from verification.engine.hedges import find_hedges


@pytest.mark.parametrize("text, hedge", [
    ("일반적으로 휴학은 2년입니다.", "일반적으로"),
    ("보통 2년입니다.", "보통"),
    ("아마도 가능합니다.", "아마도"),
    ("연장될 수도 있습니다.", "연장될 수도 있습니다"),
    ("제 생각에는 가능합니다.", "제 생각에는"),
    ("추측컨대 그렇습니다.", "추측컨대"),
    ("대체로 그렇습니다.", "대체로"),
    ("It is probably fine.", "probably"),
    ("It usually restarts.", "usually"),
    ("I think it works.", "I think"),
    ("It may be caused by dust.", "may be"),
    ("It might fail.", "might"),
    ("Perhaps reboot it.", "Perhaps"),
    ("That is likely the cause.", "likely"),
])
def test_hedging_phrases_are_found(text, hedge):
    assert hedge in find_hedges(text)


def test_plain_statements_have_no_hedges():
    assert find_hedges("휴학은 통산 2년을 초과할 수 없습니다. The controller stops the arm.") == ()


def test_hedges_are_reported_in_the_result():
    result = verify_answer("일반적으로 휴학은 통산 2년을 넘을 수 없습니다[†1].", [HAKCHIK])
    assert result.hedges == ("일반적으로",)


def test_long_answer_without_citations_is_an_issue():
    result = verify_answer("휴학에 관한 설명입니다. " * 50, [HAKCHIK])
    assert result.status == "unverified"
    assert any("cites no source" in issue for issue in result.issues)
