"""A range whose one end the claim moves (issue 12, round fourteen): the sentence the claim restates gives the same
start and another end (or the same end and another start), so the claim states another value in the same role and is
caught; the same range said another way, or a range the sentence also states, is kept. Sentences are this file's own."""
import pytest
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.range_ends import moved_end, ranges

DESK = Source(text="안내 데스크: 02-555-0100 (평일 08:30~17:00, 점심시간 12:00~13:00 제외)")
HOURS = Source(text="| 구분 | 5월 2일(토) | 5월 3일(일) |\n| 장터 운영 | 11:00 ~ 21:00 | 11:00 ~ 19:00 |")
EN_DESK = Source(text="Ticket office: 0161 555 0199 (Monday to Friday, 7:30 a.m. to 4:00 p.m.).")
PATROL = Source(text="주차장 순찰은 관리사무소가 23:00 ~ 다음 날 06:00에 합니다.")


@pytest.mark.parametrize("source, claim", [
    (DESK, "안내 데스크는 평일 08:30부터 18:00까지 문을 엽니다[1]."),  # the end moved
    (DESK, "안내 데스크는 평일 09:30부터 17:00까지 문을 엽니다[1]."),  # the start moved
    (HOURS, "5월 2일 장터는 11:00부터 17:00까지 엽니다[1]."),  # a row's end moved, the other row ends elsewhere
    (EN_DESK, "The ticket office is open on weekdays from 7:30 a.m. to 5:00 p.m.[1]"),
    (PATROL, "주차장 순찰은 관리사무소가 23:00부터 다음 날 08:00까지 합니다[1]."),
])
def test_a_range_with_one_end_moved_is_caught(source, claim):
    c = first_citation(claim, source)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


@pytest.mark.parametrize("source, claim", [
    (DESK, "안내 데스크는 평일 오전 8시 30분부터 오후 5시까지 문을 엽니다[1]."),  # the same range, written otherwise
    (DESK, "안내 데스크는 점심시간인 12:00부터 13:00까지는 문을 닫습니다[1]."),  # the break, inside the hours
    (HOURS, "5월 3일 장터는 11:00부터 19:00까지 엽니다[1]."),  # another row's range, stated as such
    (EN_DESK, "You can reach the ticket office on weekdays between 7:30 a.m. and 4 p.m.[1]"),
])
def test_the_same_range_or_one_the_sentence_writes_is_kept(source, claim):
    c = first_citation(claim, source)
    assert c.status != "inaccurate", c.explanation


def test_ranges_are_two_values_of_one_kind_joined_by_a_range_word():
    assert [(a.raw, b.raw) for a, b in ranges("평일 08:30~17:00, 점심시간 12:00~13:00 제외")] == [
        ("08:30", "17:00"), ("12:00", "13:00")]
    assert ranges("The fee is GBP 30 and the deposit GBP 30.") == ()  # one value twice: no range
    assert moved_end("from 9:00 to 18:00", "Opening hours 9:00 ~ 18:00.", "Opening hours 9:00 ~ 18:00.") is None
    hours = "Weekdays 9:00 ~ 18:00. Saturdays 9:00 ~ 13:00."
    assert moved_end("from 9:00 to 13:00", "Weekdays 9:00 ~ 18:00.", hours) is None  # an end the source states


def test_two_times_listed_with_and_are_not_a_range():
    # "at 10:00 and 14:00" lists two departures; the hourly buses between 10:00 and 16:00 include the second one.
    source = Source(text="Shuttle service. Shuttles leave from the main gate. Buses run every hour, 10:00 ~ 16:00.")
    c = first_citation("Shuttles leave at 10:00 and 14:00[1].", source)
    assert c.status != "inaccurate", c.explanation


def test_and_joins_two_ends_only_between_them():
    assert ranges("Adults pay 10 euros and children 5 euros.") == ()
    assert ranges("Shuttles leave at 10:00 and 14:00.") == ()
    assert ranges("요금은 1만 원과 2만 원입니다.") == ()
    assert [(a.raw, b.raw) for a, b in ranges("The desk is open between 9:00 and 17:00.")] == [("9:00", "17:00")]
    assert [(a.raw, b.raw) for a, b in ranges("요금은 1만 원과 2만 원 사이입니다.")] == [("1만 원", "2만 원")]


def test_a_range_of_amounts_runs_upwards_but_a_clock_may_wrap():
    assert ranges("회비는 3만 원에서 2만 원으로 내렸습니다.") == ()  # a change, not a range
    assert ranges("Fees went down from 30 euros to 20 euros.") == ()
    assert [(a.raw, b.raw) for a, b in ranges("순찰은 23:00 ~ 다음 날 06:00에 합니다.")] == [("23:00", "06:00")]
