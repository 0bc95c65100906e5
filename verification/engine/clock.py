"""Times of day however they are written, as minutes after midnight.

"14:00", "2 p.m.", "2:00 PM", "오후 2시", "낮 2시" and "14시" are one time; "밤 11시 59분" is "23:59";
"정오" is noon and "자정"/"midnight" is 0:00. A time written without a period word on the 12-hour clock
("6시", or "6:30" in a text that writes "a.m."/"p.m." elsewhere) can be morning or evening: it is marked ``ambiguous`` and compares equal to either
("6시" = "18:00" = "오전 6시"), so that a paraphrase in another clock is never read as another value —
while "오후 6시" against "19시" is still a different time.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from textkit.normalize import ODD_FOLDS

HALF_DAY = 720.0  # minutes: an ambiguous time compares modulo this


@dataclass(frozen=True)
class ClockTime:
    minutes: float
    ambiguous: bool
    start: int
    end: int
    raw: str


# Korean period words and how they turn an hour on the 12-hour clock into a 24-hour one.
_KO_PM = ("오후", "저녁", "밤")
_KO_AM = ("오전", "새벽", "아침")
# The words a Korean clock time may start with ("새벽 6시"); read by ``asked`` too.
KO_PARTS_OF_DAY = frozenset(_KO_PM + _KO_AM + ("낮",))
_KO_TIME = re.compile(
    r"(?:(오전|오후|아침|낮|저녁|밤|새벽)\s?)?(?<![\d.,])(\d{1,2})\s?시(?![간기행작점설험청민장각계대도즌스세])"
    r"(?:\s?(\d{1,2})\s?분(?!기|의\s?\d)|\s?(반))?"
)
_KO_NOON = re.compile(r"(?<![가-힣])(정오|자정)(?![가-힣]{0,1}[이])")
_EN_AMPM = r"(a\.?\s?m\.?|p\.?\s?m\.?)(?![A-Za-z])"
_EN_COLON = re.compile(r"(?<![\d.:])(\d{1,2}):(\d{2})(?![\d:])(?:\s?" + _EN_AMPM + r")?", re.IGNORECASE)
_EN_HOUR = re.compile(r"(?<![\d.:])(\d{1,2})\s?(?:" + _EN_AMPM + r"|o'clock\b)", re.IGNORECASE)
_TWELVE_HOUR = re.compile(r"\d\s?" + _EN_AMPM, re.IGNORECASE)
_EN_NOON = re.compile(r"\b(noon|midday|midnight)\b", re.IGNORECASE)


def _korean_hour(period: str | None, hour: int) -> tuple[float, bool] | None:
    if not 0 <= hour <= 24:
        return None
    if period in _KO_PM:
        return 0.0 if period == "밤" and hour == 12 else ((hour % 12) + 12) * 60.0, False
    if period in _KO_AM:
        return (hour % 12) * 60.0, False
    if period == "낮":  # midday: 낮 12시 is noon, 낮 2시 is 14:00
        h = hour % 12
        return (h + 12 if h < 7 else h) * 60.0, False
    if hour == 24:
        return 0.0, False
    return hour * 60.0, hour <= 12 and hour != 0


def _scans(text: str) -> tuple[bool, bool, bool, bool, bool]:
    """Which patterns of ``clock_times`` may match ``text`` — the colon times, the English hours, noon and midnight,
    the Korean hours, 정오 and 자정 — by the characters each needs (a digit, ":", "m" or "o'clock", 시, …; English
    words lower-cased as re.IGNORECASE reads them, unless a letter of ``ODD_FOLDS`` may stand for one): each scan
    costs as much as a pattern that matches nowhere."""
    digit = _DIGIT.search(text) is not None
    low, plain = text.lower(), ODD_FOLDS.isdisjoint(text)
    return (digit and ":" in text, digit and (not plain or "m" in low or "o'clock" in low),
            not plain or "noon" in low or "midday" in low or "midnight" in low, digit and "시" in text,
            "정오" in text or "자정" in text)


_DIGIT = re.compile(r"\d")


def clock_times(text: str) -> list[ClockTime]:
    """Every time of day ``text`` states, in order (overlapping spellings are read once)."""
    found: list[ClockTime] = []
    taken: list[tuple[int, int]] = []

    def add(minutes: float, ambiguous: bool, m: re.Match) -> None:
        a, b = m.span()
        if any(x < b and a < y for x, y in taken):
            return
        taken.append((a, b))
        found.append(ClockTime(minutes % 1440, ambiguous, a, b, m.group().strip()))

    colon, en_hour, en_noon, ko_time, ko_noon = _scans(text)
    twelve_hour = colon and bool(_TWELVE_HOUR.search(text))  # (read by the colon times only)
    for m in _EN_COLON.finditer(text) if colon else ():
        h, mi = int(m.group(1)), int(m.group(2))
        if h > 24 or mi >= 60:
            continue
        ampm = (m.group(3) or "").lower().replace(".", "").replace(" ", "")
        if ampm:
            if h > 12:
                continue
            add(((h % 12) + (12 if ampm == "pm" else 0)) * 60 + mi, False, m)
        else:
            # "14:00", "9:00" and "06:30" are the 24-hour clock; only a text that writes the 12-hour clock
            # elsewhere ("9:00 a.m. to 5:00") may mean either half of the day by a bare "5:00". (Read as
            # ambiguous everywhere, "9:00" against "21:00" was the same time: a wrong time kept "accurate".)
            add(h * 60 + mi, twelve_hour and h <= 12 and h != 0 and not m.group(1).startswith("0"), m)
    for m in _EN_HOUR.finditer(text) if en_hour else ():
        h = int(m.group(1))
        if not 1 <= h <= 12:
            continue
        ampm = (m.group(2) or "").lower().replace(".", "").replace(" ", "")
        add(((h % 12) + (12 if ampm == "pm" else 0)) * 60.0, not ampm, m)
    for m in _EN_NOON.finditer(text) if en_noon else ():
        add(720.0 if m.group(1).lower() in ("noon", "midday") else 0.0, False, m)
    for m in _KO_TIME.finditer(text) if ko_time else ():
        read = _korean_hour(m.group(1), int(m.group(2)))
        if read is None:
            continue
        minutes, ambiguous = read
        minutes += int(m.group(3)) if m.group(3) else (30 if m.group(4) else 0)
        add(minutes, ambiguous, m)
    for m in _KO_NOON.finditer(text) if ko_noon else ():
        add(720.0 if m.group(1) == "정오" else 0.0, False, m)
    found.sort(key=lambda c: c.start)
    return found


def same_time(a: float, b: float, ambiguous: bool) -> bool:
    """Whether two times of day are the same (modulo half a day when one of them is ambiguous)."""
    if ambiguous:
        return abs((a - b) % HALF_DAY) < 1e-6 or abs((b - a) % HALF_DAY) < 1e-6
    return abs(a - b) < 1e-6
