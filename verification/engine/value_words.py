"""Values written in two parts or as words, read as one value: "1시간 30분" is 90 minutes, "2시간 반" 150 minutes,
"1 hour and 30 minutes" 90 minutes; "4할" is 40 %, "two thirds", "a quarter" and "one in three" are shares.

``normalize.extract`` reads each figure with its unit; this module joins the figures that state one duration
together (so that "1시간 30분" is not read as two values, one hour and thirty minutes, each contradicting "90분"),
and reads the shares written without a percent sign. Pure functions of the text: no engine state.
"""
from __future__ import annotations

import re

# Units a duration is written in two parts with, larger first: (larger, smaller) in the dimension's base
# (seconds for "seconds", months for "months"). Days with hours are left out: "1일 8시간" is a rate
# ("8 hours a day"), not 32 hours; weeks with days likewise ("주 3일").
_JOINED = {("seconds", 3600.0, 60.0), ("seconds", 60.0, 1.0), ("months", 12.0, 1.0)}
# Between the parts: nothing but a space or an "and" ("1 hour and 30 minutes", "1시간 30분").
_BETWEEN = re.compile(r"\s*(?:and\s+)?", re.IGNORECASE)
# "2시간 반", "두 시간 반", "1년 반": half a unit more; "반" as a word of its own, not "반납" or "반환".
_HALF_AFTER = re.compile(r"\s?반(?=$|[^가-힣]|[은는이가을를의에도만과와로으간씩동정가째])")
# "two and a half hours", "2 and a half years": the half before the unit.
_EN_AND_HALF = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+a\s+half\s+"
                          r"(years?|months?|weeks?|days?|hours?|minutes?)\b", re.IGNORECASE)
_EN_SMALL = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}

# Shares as words. "4할" (tenths, the old Korean way of writing a share) with its "푼" (hundredths); English
# fractions ("two thirds", "a quarter of") and "one in three". "절반"/"half of" are read by ``normalize``.
_HAL = re.compile(r"(?<![\d.])(\d{1,2})\s?할(?:\s?(\d)\s?푼)?(?=$|[^가-힣]|[은는이가을를의에도만과와로으])")
_EN_DENOMS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4,
              "fourths": 4, "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10}
_EN_FRACTION = re.compile(r"\b(a|an|one|two|three|four|nine)[\s-]+(half|thirds?|quarters?|fourths?|fifths?|tenths?)\b"
                          r"(?=\s+(?:of|the|their|its|your|his|her|our)\b)", re.IGNORECASE)
_EN_ONE_IN = re.compile(r"\b(one|1)\s+(?:in|out\s+of)\s+(two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\b",
                        re.IGNORECASE)


def _small(word: str) -> float:
    return float(word) if word.isdigit() else float({"a": 1, "an": 1}.get(word.lower(), _EN_SMALL.get(word.lower(), 0)))


def half_after(text: str, end: int) -> int:
    """The end of a "반" (half a unit more) written right after a duration ending at ``end``, or 0."""
    m = _HALF_AFTER.match(text, end)
    return m.end() if m else 0


def and_a_half(text: str) -> list[tuple[float, str, int, int]]:
    """("2.5", unit, start, end) for every "two and a half hours" of ``text``."""
    return [(_small(m.group(1)) + 0.5, m.group(2).lower(), *m.span()) for m in _EN_AND_HALF.finditer(text)]


def join_parts(text: str, parts: list, unit_size) -> list:
    """``parts`` (``(quantity, start, end)`` in any order) with the parts of one duration joined: "1시간 30분"
    becomes one quantity of 5,400 seconds spanning both. ``unit_size(q)``: the size of the unit ``q`` is
    written in (3600.0 for "1시간"), or 0 when unknown. Ranges and bounded parts are never joined."""
    ordered = sorted(parts, key=lambda p: p[1])
    spans: dict[tuple[int, int], int] = {}
    for _, a, b in ordered:
        spans[(a, b)] = spans.get((a, b), 0) + 1  # a range ("3~5일") or a date states several values at one span
    out: list = []
    i = 0
    while i < len(ordered):
        q, a, b = ordered[i]
        if i + 1 < len(ordered):
            q2, a2, b2 = ordered[i + 1]
            m = _BETWEEN.match(text, b)
            if (q.dim == q2.dim and m and m.end() == a2 and (q.dim, unit_size(q), unit_size(q2)) in _JOINED
                    and spans[(a, b)] == 1 and spans[(a2, b2)] == 1):
                joined = type(q)(round(q.value + q2.value, 6), q.dim, text[a:b2])
                out.append((joined, a, b2))
                i += 2
                continue
        out.append(ordered[i])
        i += 1
    return out


def shares(text: str) -> list[tuple[float, str, int, int]]:
    """(percent, raw, start, end) for the shares ``text`` writes as words: "4할" 40, "3할 5푼" 35, "two thirds
    of" 66.67, "a quarter of" 25, "one in three" 33.33."""
    found = []
    for m in _HAL.finditer(text):
        found.append((10.0 * int(m.group(1)) + (int(m.group(2)) if m.group(2) else 0), m.group(), *m.span()))
    for m in _EN_FRACTION.finditer(text):
        den = _EN_DENOMS[m.group(2).lower()]
        found.append((round(100.0 * _small(m.group(1)) / den, 6), m.group(), *m.span()))
    for m in _EN_ONE_IN.finditer(text):
        den = _small(m.group(2))
        if den > 1:
            found.append((round(100.0 / den, 6), m.group(), *m.span()))
    return found


# English number words, read as figures ("five business days"; ``normalize``, ``english_reading``, ``bounds``).
EN_NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
EN_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
                        "ninety": 90, "hundred": 100, "twice": 2})
# Counters with a space before them only ("두부" is tofu, "세장" a word): sheets, copies, letters, sets, cups, …;
# and "석 달", "넉 달", native numbers only months take. (``normalize`` reads its native counts by this table too.)
NATIVE = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
           "열한": 11, "열두": 12, "스무": 20, "석": 3, "넉": 4}
_NATIVE_COUNTED = re.compile(
    r"(?<![가-힣])(열한|열두|다섯|여섯|일곱|여덟|아홉|스무|한|두|세|네|열)\s(장|부|통|벌|잔|병|켤레|송이|쌍|팀|줄|칸|자리)"
    r"(?=$|[^가-힣]|[은는이가을를의에도만과와로으씩뿐째입인다까부마당])|(?<![가-힣])(석|넉)\s?(달)(?=$|[^가-힣]|[은는이가을를의에도만과와로으간씩마])")


def native_counts(text: str) -> list[tuple[int, str, int, int]]:
    """(count, counter, start, end) for "두 부", "세 장", "석 달" … of ``text``."""
    return [(NATIVE[m.group(1) or m.group(3)], m.group(2) or m.group(4), *m.span()) for m in _NATIVE_COUNTED.finditer(text)]


# "하루에", "일주일에", "1개월마다", "1년당" with a value after: one unit of time as the period of a rate ("일주일에
# 이틀" is two days in every week, not a week and two days).
_PER_AFTER = re.compile(r"\s?(?:에|마다|당)\s?(?=\d|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무)\s?[가-힣]|이틀|사흘|나흘|닷새|"
                        r"최대|최소|약|평균)")
# A rate's period written without a particle: "1일 200원", "1일 2회" (the value follows at once).
RATE_VALUE_AFTER = re.compile(r"\s?\d")
_ONE_PERIOD = frozenset({("seconds", 3600.0), ("seconds", 86400.0), ("seconds", 604800.0), ("months", 1.0),
                         ("months", 12.0)})


def rate_period(text: str, dim: str, value: float, start: int, end: int) -> bool:
    """Whether the duration ``value`` (in ``dim``) at ``text[start:end]`` is the period of a rate."""
    return ((dim, value) in _ONE_PERIOD and bool(_PER_AFTER.match(text, end))
            and not re.search(r"월\s?$", text[:start]))  # "3월 1일에" is a date
