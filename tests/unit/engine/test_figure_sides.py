"""A figure stated on the other side of the evidence's (issue 12, round fourteen): negation parity leaves out the
"no"/"not" that belongs to a limit phrase ("no more than 10 hours" is "at most 10 hours"), so a faithful paraphrase
that moves the negation onto the verb is kept, and a side really turned is still read. Sentences are this file's own."""
import pytest

from verification.engine import Source, verify_answer
from verification.engine.checks.figure_sides import turned_side


def _cite(claim: str, source: str):
    return verify_answer(claim, [Source(text=source)]).citations[0]


@pytest.mark.parametrize("claim, source", [
    ("A shift lasts no more than 10 hours[1].", "Shifts. A shift does not last more than 10 hours."),
    ("A shift does not last more than 10 hours[1].", "Shifts. A shift lasts no more than 10 hours."),
])
def test_a_limit_with_its_negation_moved_onto_the_verb_is_accurate(claim, source):
    c = _cite(claim, source)
    assert c.status == "accurate", c.explanation


def test_a_negated_limit_phrase_is_not_a_turned_side():
    assert turned_side("The lease must run for no less than 2 years.", "Term. The lease may not be less than 2 years.") == ""


def test_a_side_really_turned_is_still_read():
    assert turned_side("The lease must run for no more than 2 years.", "Term. The lease runs for at least 2 years.")
    assert turned_side("퇴원 3일 이후에 알립니다.", "퇴원 3일 전까지 알린다.")
