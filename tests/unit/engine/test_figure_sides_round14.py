"""A figure of the source put on the other side of its limit or its point in time is not "accurate" (issue 12, round
fourteen): "after 48 hours" where the source says "within 48 hours", "16 or under" for "16 or over", "퇴원 3일 이후에"
for "퇴원 3일 전까지". Every word of such a claim is in its source, so coverage alone used to verify it; the faithful
wording still is. Sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source


def _src(text: str, title: str = "Guide") -> list[Source]:
    return [Source(text=text, title=title)]


@pytest.mark.parametrize("source, claim", [
    ("A pump that cannot be restarted remotely needs a technician visit within 24 hours.",
     "A pump that cannot be restarted remotely needs a technician visit after 24 hours[1]."),
    ("Rooms must be reserved at least 10 days before the event.",
     "Rooms must be reserved at least 10 days after the event[1]."),
    ("Volunteers must be 18 or over and live in the county.",
     "Volunteers must be 18 or under and live in the county[1]."),
    ("At least three wardens must be present during any drill.",
     "At most three wardens must be present during any drill[1]."),
    ("You can swap your slot for another date until 30 June for a fee of EUR 8.",
     "You can swap your slot for another date from 30 June for a fee of EUR 8[1]."),
    ("장비를 다시 쓰려면 반납 5일 전까지 관리실에 알려야 한다.",
     "장비를 다시 쓰려면 반납 5일 이후에 관리실에 알려야 합니다[1]."),
    ("참가 신청은 행사 시작 14일 이내에 해야 한다.",
     "참가 신청은 행사 시작 14일 이상 지나서 해야 합니다[1]."),
])
def test_a_figure_on_the_other_side_is_not_verified(source, claim):
    c = only(claim, _src(source))
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("source, claim", [
    ("A pump that cannot be restarted remotely needs a technician visit within 24 hours.",
     "A technician must visit within 24 hours when a pump cannot be restarted remotely[1]."),
    ("Rooms must be reserved at least 10 days before the event.",
     "Rooms have to be reserved at least 10 days before the event[1]."),
    ("Volunteers must be 18 or over and live in the county.",
     "Volunteers have to be 18 or over and live in the county[1]."),
    ("장비를 다시 쓰려면 반납 5일 전까지 관리실에 알려야 한다.",
     "장비를 다시 쓰려면 반납 5일 전까지 관리실에 알려야 합니다[1]."),
    # a negation on both sides: "넘을 수 없다" and "초과할 수 없다" say the same limit
    ("연장 대여는 1회에 7일을 초과할 수 없다.", "연장 대여는 한 번에 7일을 넘을 수 없습니다[1]."),
    # "지나기 전" is before the figure passes, as "이내" is
    ("환불 신청은 구매일부터 7일 이내에 해야 한다.", "환불 신청은 구매일부터 7일이 지나기 전에 해야 합니다[1]."),
])
def test_the_same_side_is_still_verified(source, claim):
    c = only(claim, _src(source))
    assert c.status == "accurate", c.explanation
