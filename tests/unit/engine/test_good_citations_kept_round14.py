"""Faithful paraphrases the engine removed (issue 12, round fourteen), each for an engine weakness, not for anything
the source says otherwise: "prohibited" read as a negation of the words after it instead of "not allowed". A citation
is inaccurate only where the source states something else in the same role; the wrong claims beside each case show
the same rules still catch what they should. The "kept" cases assert only that the citation is not removed (status
other than "inaccurate"), unless the case says more."""
import pytest

from verification.engine import Source, verify_answer


def _cite(claim: str, source: str):
    return verify_answer(claim + "[1]", [Source(text=source)]).citations[0]


# --- "prohibited", "forbidden", "banned" are "not allowed" -----------------------------------------------------------
RULES_EN = "Rules on the course\nDogs and buggies are not allowed, except buggies in the Family Mile."
SMOKING_EN = "Smoking is prohibited anywhere in the building."
SMOKING_KO = "건물 안에서는 흡연이 금지됩니다."


@pytest.mark.parametrize("claim, source", [
    ("Dogs are prohibited on the course", RULES_EN),
    ("Dogs are forbidden on the course", RULES_EN),
    ("Smoking is not allowed in the building", SMOKING_EN),
    ("건물 안에서는 담배를 피울 수 없습니다", SMOKING_KO),
])
def test_a_prohibition_said_as_not_allowed_is_kept(claim, source):
    c = _cite(claim, source)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Dogs are allowed on the course", RULES_EN.replace("not allowed", "prohibited")),
    ("Smoking is allowed in the building", SMOKING_EN),
    ("Smoking is permitted in the building", SMOKING_EN),
    ("건물 안에서는 흡연이 허용됩니다", SMOKING_KO),
])
def test_a_permission_against_a_prohibition_is_still_caught(claim, source):
    assert _cite(claim, source).status == "inaccurate"
