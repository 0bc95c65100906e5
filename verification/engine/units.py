"""Units of measure and the quantities written in them: what ``normalize.extract`` reads a figure with.

``UNITS`` gives every unit word its dimension and the factor to the dimension's base ("2년" and "24개월" are both
24 months); ``Quantity`` is one value so read, with its bound ("이상", "at most") and where it is written;
``unit_quantity`` builds one from a figure and its unit word, ``amount_value`` reads Korean magnitudes ("1억 2천만").
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .bounds import describe
from .value_words import half_after


@dataclass(frozen=True)
class Quantity:
    value: float
    dim: str  # dimension after conversion: "months", "seconds", "won", "percent", "yearcal", ...
    raw: str
    bound: str = ""  # "ge"/"gt" (이상/초과, at least/more than), "le"/"lt" (이하/미만), "approx" (약) or "" (exact)
    written: str = ""  # the bound as written when ``bound``/``value`` were normalized ("20세 미만" → le 19)
    at: tuple[int, int] = field(default=(0, 0), compare=False)  # where it is written in the text
    # A time of day without am/pm ("6시"): equal to the same time in either half of the day.
    ambiguous: bool = field(default=False, compare=False)
    # The value and bound as the words state them, before whole-unit counting ("20세 미만" → 20, lt) and
    # before a negation turned the comparison round ("2년 이상 … 할 수 없다" → 2, ge): None when unchanged.
    surface: tuple[float, str] | None = field(default=None, compare=False)
    # The bound is its table column header's ("Baggage limit | GBP 500"; ``column_bounds``), not words written with
    # the value: a claim restating the cell ("the baggage limit is GBP 500") names that limit itself.
    header: bool = field(default=False, compare=False)

    def describe(self) -> str:
        """The value as a limit in an explanation: "maximum (less than 20세)"."""
        return describe(self.written or self.bound, self.raw)


# unit word -> (dimension, factor to the dimension's base). Units that have no conversion keep
# their own lower-cased name as dimension.
UNITS: dict[str, tuple[str, float]] = {}
for _words, _dim, _f in [
    ("년 년간 해 year years yr yrs", "months", 12), ("개월 개월간 달 month months mo", "months", 1),
    # Business days are not calendar days (a weekend lies between), so they are a dimension of their own.
    ("영업일 근무일 business-day business-days working-day working-days", "businessdays", 1),
    ("business\u00a0day business\u00a0days working\u00a0day working\u00a0days", "businessdays", 1),
    ("주 주일 주간 week weeks wk", "seconds", 604800), ("일 일간 day days", "seconds", 86400),
    ("시간 hour hours hr hrs h", "seconds", 3600), ("분 minute minutes min mins", "seconds", 60),
    ("분기", "quarter", 1),  # "3분기" is the third quarter of a year, not three minutes and a "기"
    ("초 second seconds sec secs s", "seconds", 1), ("ms msec millisecond milliseconds", "seconds", 0.001),
    ("명 인 사람 people persons person 인원", "people", 1), ("원 krw KRW ₩", "won", 1),
    ("달러 dollars dollar usd USD US$ $", "usd", 1), ("유로 euro euros EUR €", "eur", 1), ("GBP £", "gbp", 1),
    ("% ％ 퍼센트 프로 percent pct", "percent", 1), ("%p 퍼센트포인트 포인트", "pp", 1),
    ("회 번 차례 times", "times", 1), ("학점 credits credit", "credits", 1), ("학기 semesters semester", "semesters", 1),
    ("세 살 years-old", "age", 1), ("층 floor floors", "floor", 1), ("쪽 페이지 page pages", "page", 1),
    ("km", "meters", 1000), ("m metre metres meter meters", "meters", 1), ("cm", "meters", 0.01), ("mm", "meters", 0.001),
    ("kg", "grams", 1000), ("g", "grams", 1), ("mg", "grams", 0.001), ("l ℓ", "liters", 1), ("ml", "liters", 0.001),
    ("°c °C ℃ 도", "celsius", 1), ("°F ℉", "fahrenheit", 1), ("kw", "watts", 1000), ("w", "watts", 1), ("v", "volts", 1), ("hz", "hz", 1),
    # Energy and volumes of water or gas: "1,200 MWh" is "1,200,000 kWh"; "35,000 m³" is cubic metres, not metres.
    ("Wh wh", "wh", 1), ("kWh kwh", "wh", 1e3), ("MWh mwh", "wh", 1e6), ("GWh gwh", "wh", 1e9),
    ("m³ m3 ㎥ cubic\u00a0metres cubic\u00a0meters", "m3", 1), ("kL kl", "liters", 1000),
    # Data sizes in megabytes, a gigabyte as 1,024 of them ("2 GB" = "2,048 MB"; the decimal 1,000 is allowed
    # for by the entity layer's comparison of sizes).
    ("kb KB", "bytes", 1 / 1024), ("mb MB", "bytes", 1), ("gb GB", "bytes", 1024), ("tb TB", "bytes", 1024 * 1024),
    ("학년도", "yearcal", 1), ("학년", "grade", 1),
    ("월", "monthofyear", 1), ("년대", "decade", 1), ("세기", "century", 1),
    ("items item", "개", 1), ("위 등 급 단계", "rank", 1),
    # Korean counters for counts and scores: "412,300건", "4.31점" ("5점 만점" is a scale, compared the same).
    ("건", "건", 1), ("점", "점", 1),
]:
    for _w in _words.split(" "):
        UNITS[_w.replace("\u00a0", " ")] = (_dim, _f)  # a no-break space joins the words of one unit

# Every spelling of the table, Korean and the others apart, longest first (a pattern tries its alternatives in order).
KOREAN_UNIT_SPELLINGS = sorted((u for u in UNITS if re.match(r"[가-힣]", u)), key=len, reverse=True)
OTHER_UNIT_SPELLINGS = sorted((u for u in UNITS if not re.match(r"[가-힣]", u)), key=len, reverse=True)
# English unit words: after a number they are part of the value (compared by the entity layer), not
# words of the claim ("20,000 hours" and "20,000 h" state the same thing).
EN_UNIT_WORDS = frozenset(u for u in UNITS if re.fullmatch(r"[a-z]+", u))
# Single-letter units need a space before them ("5 s", not the "s" of "1990s").
SPACED_UNITS = frozenset({"s"})
# A figure as written ("1,250.5", "30"): the pattern, to build others with, and compiled.
NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
NUMBER = re.compile(NUM)  # a figure as written: "1,250.5", "30"
# Korean magnitudes inside one amount ("1억 2천만 원").
_MAG = {"십": 10, "백": 100, "천": 1000, "만": 10**4, "억": 10**8, "조": 10**12}
# The English month names, whose number a date's month is ("March" → 3).
EN_MONTHS = "january february march april may june july august september october november december".split()


def number_value(text: str) -> float:
    return float(text.replace(",", ""))


def amount_value(chain: str) -> float:
    """'1억 2천만' -> 120000000; '3만5천' -> 35000."""
    total, section = 0.0, 0.0
    for num, mags in re.findall(r"(" + NUM + r")?\s?([십백천만억조]*)", chain.replace(" ", "")):
        if not num and not mags:
            continue
        value = number_value(num) if num else 1.0
        big = 1
        for mag in mags:
            if _MAG[mag] >= 10**4:
                big = _MAG[mag]
            else:
                value *= _MAG[mag]
        if big > 1:
            total += (section + value) * big
            section = 0.0
        else:
            section += value
    return total + section


def unit_quantity(value: float, unit: str, raw: str) -> Quantity:
    """``value`` written in ``unit`` as a quantity of the unit's dimension, in its base ("2년" → 24 months)."""
    key = unit if unit in UNITS else unit.lower()
    dim, factor = UNITS.get(key, (key, 1))
    if dim == "months" and unit in ("년",) and value >= 1000:
        return Quantity(value, "yearcal", raw)  # 2024년 is a calendar year, not a duration
    if dim == "monthofyear" and not 1 <= value <= 12:
        return Quantity(value, "month?", raw)
    return Quantity(round(value * factor, 6), dim, raw)


def halved_quantity(text: str, value: float, unit: str, start: int, end: int) -> tuple[Quantity, int, int]:
    """The quantity at ``text[start:end]``, with a "반" after a duration unit read as half a unit more
    ("2시간 반" is 2.5 hours)."""
    half = half_after(text, end) if UNITS.get(unit, ("", 0))[0] in ("seconds", "months") else 0
    if half:
        return unit_quantity(value + 0.5, unit, text[start:half]), start, half
    return unit_quantity(value, unit, text[start:end]), start, end


def unit_size(q: Quantity) -> float:
    """The size of the unit ``q`` is written in, in its dimension's base ("1시간": 3600.0), or 0."""
    m = re.search(r"([가-힣A-Za-z]+)\s*$", q.raw)
    unit = UNITS.get(m.group(1), UNITS.get(m.group(1).lower(), ("", 0.0))) if m else ("", 0.0)
    return float(unit[1]) if unit[0] == q.dim else 0.0
