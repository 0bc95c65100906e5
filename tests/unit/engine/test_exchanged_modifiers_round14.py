"""Two nouns the claim pairs otherwise than its source are not "accurate" (issue 12, round fourteen): "학과 신청서를
학점인정 사무실에" where the source says "학점인정 신청서를 … 학과 사무실에", "경비실 정문 공장" for "공장 정문 경비실".
Every word is in the source sentence, so coverage alone used to verify the claim; the same pairs in other words still
are verified. Sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source

FORM = "장학금 신청서는 개강 후 14일 이내에 소속 학과 사무실에 제출하여야 한다."
KEYS = "21시 이후에 실습실을 쓰면 열쇠를 본관 후문 경비실에 맡긴다."


def _src(text: str, title: str = "규정") -> list[Source]:
    return [Source(text=text, title=title)]


@pytest.mark.parametrize("source, claim", [
    (FORM, "개강 후 14일 안에 학과 신청서를 장학금 사무실에 내야 합니다[1]."),
    (KEYS, "21시 이후에 실습실을 쓰면 열쇠를 경비실 후문 본관에 맡깁니다[1]."),
])
def test_nouns_paired_otherwise_are_not_verified(source, claim):
    c = only(claim, _src(source))
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("source, claim", [
    (FORM, "개강 후 14일 안에 장학금 신청서를 소속 학과 사무실에 내야 합니다[1]."),
    (KEYS, "21시 이후에 실습실을 쓰면 열쇠를 본관 후문 경비실에 맡깁니다[1]."),
])
def test_the_sources_pairs_are_still_verified(source, claim):
    c = only(claim, _src(source))
    assert c.status == "accurate", c.explanation
