"""Thresholds the console sets: dropping uncertain citations, and people's verdicts in place of the layers'."""
from engine_samples import HAKCHIK, TUITION

from verification.engine import Thresholds, verify_answer

S = [HAKCHIK, TUITION]
# [1] holds; the second statement says nothing the source says (undecided without a judge).
UNSURE = "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학 신청은 온라인으로 합니다[†1]."
# The second statement contradicts its source (3년 vs 2년): removed.
WRONG = "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학은 통산 3년까지 가능합니다[†1]."


def test_uncertain_citations_stay_marked_unless_the_channel_drops_them():
    kept = verify_answer(UNSURE, S)
    dropped = verify_answer(UNSURE, S, thresholds=Thresholds(drop_uncertain=True))

    assert [(c.status, c.action) for c in kept.citations] == [("accurate", "kept"), ("uncertain", "kept")]
    assert [(c.status, c.action) for c in dropped.citations] == [("accurate", "kept"), ("uncertain", "removed")]
    assert dropped.corrected_answer == "휴학은 통산 2년을 넘을 수 없습니다[†1]. 휴학 신청은 온라인으로 합니다."
    assert dropped.removed_citations == (1,)


def test_a_reviewer_restores_a_removed_citation():
    engine_said = verify_answer(WRONG, S)
    reviewed = verify_answer(WRONG, S, reviewed={0: True, 1: True})

    assert [c.action for c in engine_said.citations] == ["kept", "removed"]
    assert "3년" not in engine_said.corrected_answer
    assert [(c.status, c.action, c.method) for c in reviewed.citations] == [
        ("accurate", "kept", "review"), ("accurate", "kept", "review")]
    assert reviewed.corrected_answer == WRONG


def test_a_reviewer_removes_a_citation_the_engine_kept():
    reviewed = verify_answer(UNSURE, S, reviewed={1: False})

    assert [(c.status, c.action) for c in reviewed.citations] == [("accurate", "kept"), ("inaccurate", "removed")]
    assert reviewed.corrected_answer.endswith("휴학 신청은 온라인으로 합니다.")
