"""The values a sentence states, read with the development set's own small regexes (not the engine's).

``extract(text)`` returns the values of a text in order, each with its kind (amount, percent, ratio, date, time,
number, code, article), its span and a set of canonical keys. Two values state the same thing when their key
sets meet: 1,000,000원 = 100만 원, 7일 = 일주일 = one week, 14:00 = 오후 2시 = 2 p.m., 2분의 1 = half,
3 business days = 3영업일. A bare Korean hour ("6시") may be morning or evening, so it carries both keys.

The generator uses it to swap a value for another of the same kind and to make sure that the new value is not
stated by the passage (or any given source), so that a swap can never produce a true claim.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"

_EN_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "sixty": 60, "ninety": 90, "a": 1, "an": 1,
}
_KO_WORDS = {"하루": (1, "day"), "이틀": (2, "day"), "사흘": (3, "day"), "나흘": (4, "day"), "닷새": (5, "day"),
             "일주일": (7, "day"), "한 주": (7, "day"), "보름": (15, "day"), "한 달": (1, "month"),
             "두 달": (2, "month"), "석 달": (3, "month"), "세 달": (3, "month"), "여섯 달": (6, "month"),
             "반년": (6, "month")}
_KO_COUNT = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10}
_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], 1)}
_MONTH_RE = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"

# Units: surface (regex) -> (canonical unit, factor to the canonical unit). Longest alternatives first.
_UNITS: list[tuple[str, str, float]] = [
    (r"영업일|business days?|working days?", "bday", 1),
    (r"개월|months?|달(?!러)", "month", 1),
    (r"년|years?", "year", 1),
    (r"주일|주|weeks?", "day", 7),
    (r"일간|일|days?", "day", 1),
    (r"시간|hours?|h\b", "minute", 60),
    (r"분|minutes?|min\b", "minute", 1),
    (r"밀리초|ms\b", "second", 0.001),
    (r"초|seconds?|s\b", "second", 1),
    (r"박|nights?", "night", 1),
    (r"명|인|people|persons?|members?|students?|users?|guests?|employees?", "person", 1),
    (r"회|번|times", "times", 1),
    (r"학점|credits?", "credit", 1),
    (r"학기|semesters?|terms?", "semester", 1),
    (r"세|살|years? old", "age", 1),
    (r"킬로미터|km\b", "meter", 1000),
    (r"제곱미터|m²|m2\b", "m2", 1),
    (r"m³|m3\b|세제곱미터", "m3", 1),
    (r"미터|m\b", "meter", 1),
    (r"cm\b|센티미터", "meter", 0.01),
    (r"mm\b|밀리미터", "meter", 0.001),
    (r"kg\b|킬로그램", "gram", 1000),
    (r"g\b|그램", "gram", 1),
    (r"tonnes?|톤|t\b", "tonne", 1),
    (r"mL\b|ml\b", "liter", 0.001),
    (r"L\b|리터", "liter", 1),
    (r"°C|℃|도", "celsius", 1),
    (r"GWh", "wh", 1e9), (r"MWh", "wh", 1e6), (r"kWh", "wh", 1e3),
    (r"MWp", "wp", 1e6), (r"kW\b", "watt", 1e3), (r"W\b", "watt", 1),
    (r"mAh", "mah", 1), (r"V\b", "volt", 1), (r"Ω", "ohm", 1), (r"rpm", "rpm", 1),
    (r"dB(?:\(A\))?", "db", 1), (r"N·m", "nm", 1), (r"mg/L", "mgl", 1), (r"MWh/t", "mwht", 1),
    (r"건|cases?|claims?|calls?|inquiries", "case", 1),
    (r"권|books?|items?", "item", 1),
    (r"점|points?", "point", 1),
    (r"개|pieces?", "piece", 1),
    (r"대|vehicles?|cars?", "vehicle", 1),
    (r"곳|locations?|places?|sites?", "place", 1),
    (r"석|seats?", "seat", 1),
    (r"면|spaces?", "space", 1),
    (r"구간", "bracket", 1),
    (r"사이클|cycles?", "cycle", 1),
    (r"층|floors?", "floor", 1),
    (r"차|차례", "round", 1),
    (r"invoices?", "invoice", 1), (r"tubes?", "tube", 1), (r"levels?", "level", 1), (r"screws?", "screw", 1),
    (r"targets?", "target", 1), (r"boilers?", "boiler", 1), (r"forklifts?", "forklift", 1), (r"dogs?", "dog", 1),
    (r"rooms?", "room", 1), (r"attempts?|retries", "attempt", 1), (r"latches", "latch", 1),
]
_UNIT_RE = "|".join(f"(?:{u})" for u, _, _ in _UNITS)


@dataclass(frozen=True)
class Value:
    kind: str  # amount | percent | ratio | date | time | number | code | article
    text: str
    start: int
    end: int
    keys: frozenset

    def same(self, other: Value) -> bool:
        return bool(self.keys & other.keys)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def _unit(surface: str) -> tuple[str, float]:
    for pattern, unit, factor in _UNITS:
        if re.fullmatch(pattern, surface, re.I):
            return unit, factor
    return surface.lower(), 1.0


_PATTERNS: list[tuple[str, re.Pattern]] = [
    ("article", re.compile(
        r"제\s*\d+\s*조(?:\s*의\s*\d+)?(?:\s*제?\s*\d+\s*항)?(?:\s*제?\s*\d+\s*호)?|\b(?:Article|Section)\s+\d+(?:\.\d+)?")),
    ("code", re.compile(r"(?<![A-Za-z0-9-])(?:[A-Z]{1,4}\d{0,3}(?:-[A-Z0-9]{1,6})+|[A-Z]\d{1,3}[A-Z]\d{1,3})(?![A-Za-z0-9-])")),
    ("date", re.compile(
        r"(?P<ymd>(?P<y1>(?:19|20)\d{2})\s*[.\-/]\s*(?P<m1>\d{1,2})\s*[.\-/]\s*(?P<d1>\d{1,2})\.?)"
        r"|(?P<ko>(?:(?P<y2>(?:19|20)\d{2})년\s*)?(?P<m2>\d{1,2})월(?:\s*(?P<d2>\d{1,2})일)?)"
        r"|(?P<md>(?<![\d.])(?P<m3>1[0-2]|[1-9])\.\s*(?P<d3>[12]\d|3[01]|[1-9])\.(?=\s*\())"
        r"|(?P<en1>" + _MONTH_RE + r"\s+(?P<d4>\d{1,2})(?:st|nd|rd|th)?(?:,?\s*(?P<y4>(?:19|20)\d{2}))?)"
        r"|(?P<en2>(?P<d5>\d{1,2})\s+" + _MONTH_RE + r"(?:\s+(?P<y5>(?:19|20)\d{2}))?)"
        r"|(?P<en3>" + _MONTH_RE + r"\s+(?P<y6>(?:19|20)\d{2}))"
        r"|(?P<yr>(?<!\d)(?P<y7>(?:19|20)\d{2})년(?!\s*\d))")),
    ("time", re.compile(
        r"(?P<ko>(?P<ampm>오전|오후|밤|새벽|저녁|낮)\s*(?P<h1>\d{1,2})\s*시(?!간)(?:\s*(?P<mi1>\d{1,2})\s*분|\s*반)?)"
        r"|(?P<hm>(?<![\d.:])(?P<h2>[01]?\d|2[0-4]):(?P<mi2>[0-5]\d)(?:\s*(?P<ap2>[ap])\.?m\.?)?(?![\d:]))"
        r"|(?P<en>(?<![\d.:])(?P<h3>1[0-2]|[1-9])\s*(?P<ap3>[ap])\.?m\.?(?!\w))"
        r"|(?P<bare>(?<![\d.])(?P<h4>[01]?\d|2[0-4])\s*시(?!간|점|행|작|기|장|험|설|청|각)(?:\s*(?P<mi4>\d{1,2})\s*분)?)",
        re.I)),
    ("amount", re.compile(
        r"(?P<won>(?P<n1>" + NUM + r")\s*(?P<mul>억|천만|백만|만|천)?\s*원)"
        r"|(?P<sym>(?P<cur>[$£€])\s?(?P<n2>" + NUM + r")(?:\s*(?P<mil>million|thousand))?)"
        r"|(?P<usd>(?:USD|US\$)\s?(?P<n3>" + NUM + r"))"
        r"|(?P<usd2>(?P<n4>" + NUM + r")\s?(?:USD|dollars|달러|미국 달러))")),
    ("percent", re.compile(r"(?P<sign>[+\-−])?(?P<n>" + NUM + r")\s*(?:%|퍼센트|percent|per cent)")),
    ("ratio", re.compile(
        r"(?P<frac>(?P<d>\d+)\s*분의\s*(?P<n>\d+))|(?P<times>(?P<x>" + NUM + r")\s*배)"
        r"|(?P<word>two-thirds|one-third|three-quarters|one-quarter|\bhalf\b(?! an hour)|절반)")),
    ("number", re.compile(
        r"(?P<digits>(?<![A-Za-z0-9.,제])(?!(?:19|20)\d\d(?![\d,]))(?P<n>" + NUM + r")(?:\s*-\s*|\s*)(?P<u>" + _UNIT_RE + r")(?!째))"
        r"|(?P<halfh>\bhalf an hour\b)"
        r"|(?P<enw>\b(?P<w>" + "|".join(k for k in _EN_WORDS if len(k) > 2) + r")[\s-]+(?P<u2>"
        r"(?:business |working )?(?:days?|weeks?|months?|years?|hours?|minutes?)\b|" + _UNIT_RE + r"))"
        r"|(?P<kow>" + "|".join(sorted(map(re.escape, _KO_WORDS), key=len, reverse=True)) + r")"
        r"|(?P<koc>(?<![가-힣])(?P<c>" + "|".join(_KO_COUNT) + r")\s(?P<u3>번|명|곳|권|개|대|회|가지|차례)(?!째))"
        r"|(?P<once>\b(?:once|twice)\b(?=\s+(?:per|a|an|every|each|in)\b))"
        r"|(?P<bare>(?<![A-Za-z0-9.,:])\d+\.\d+(?![A-Za-z0-9.,:%]))", re.I)),
]


def _keys(kind: str, m: re.Match) -> frozenset | None:
    g = m.groupdict()
    if kind == "article":
        return frozenset({("article", re.sub(r"\s+", "", m.group(0)).replace("Article", "A").replace("Section", "S"))})
    if kind == "code":
        return frozenset({("code", m.group(0).upper())})
    if kind == "date":
        y = m_ = d = None
        if g.get("ymd"):
            y, m_, d = g["y1"], g["m1"], g["d1"]
        elif g.get("ko"):
            y, m_, d = g["y2"], g["m2"], g["d2"]
        elif g.get("md"):
            m_, d = g["m3"], g["d3"]
        elif g.get("en1"):
            m_, d, y = _MONTHS[m.group(0).split()[0].lower()], g["d4"], g["y4"]
        elif g.get("en2"):
            m_, d, y = _MONTHS[re.search(_MONTH_RE, m.group(0)).group(0).lower()], g["d5"], g["y5"]
        elif g.get("en3"):
            m_, y = _MONTHS[m.group(0).split()[0].lower()], g["y6"]
        elif g.get("yr"):
            return frozenset({("year", int(g["y7"]))})
        m_, d = int(m_), int(d) if d else None
        # Without a year a date matches the same day of any year.
        return frozenset({("date", m_, d)}) | ({("date", int(y), m_, d)} if y else set())
    if kind == "time":
        if g.get("ko"):
            h, mi = int(g["h1"]), int(g["mi1"] or (30 if "반" in m.group(0) else 0))
            if g["ampm"] in ("오후", "밤", "저녁") and h < 12:
                h += 12
            if g["ampm"] == "낮" and h < 6:
                h += 12
            return frozenset({("time", h * 60 + mi)})
        if g.get("hm"):
            h, mi = int(g["h2"]), int(g["mi2"])
            if g.get("ap2"):
                h = h % 12 + (12 if g["ap2"].lower() == "p" else 0)
            return frozenset({("time", h * 60 + mi)})
        if g.get("en"):
            h = int(g["h3"]) % 12 + (12 if g["ap3"].lower() == "p" else 0)
            return frozenset({("time", h * 60)})
        h, mi = int(g["h4"]), int(g["mi4"] or 0)
        keys = {("time", h * 60 + mi)}
        if h < 12:
            keys.add(("time", (h + 12) * 60 + mi))
        return frozenset(keys)
    if kind == "amount":
        if g.get("won"):
            factor = {"억": 1e8, "천만": 1e7, "백만": 1e6, "만": 1e4, "천": 1e3}.get(g["mul"] or "", 1)
            return frozenset({("KRW", _num(g["n1"]) * factor)})
        if g.get("sym"):
            cur = {"$": "USD", "£": "GBP", "€": "EUR"}[g["cur"]]
            factor = {"million": 1e6, "thousand": 1e3}.get((g["mil"] or "").lower(), 1)
            return frozenset({(cur, _num(g["n2"]) * factor)})
        return frozenset({("USD", _num(g.get("n3") or g.get("n4")))})
    if kind == "percent":  # 50% = half = 2분의 1
        p = abs(_num(g["n"]))
        return frozenset({("percent", p), ("ratio", round(p / 100, 6))})
    if kind == "ratio":
        if g.get("frac"):
            x = round(int(g["n"]) / int(g["d"]), 6)
            return frozenset({("ratio", x), ("percent", round(x * 100, 4))})
        if g.get("times"):
            return frozenset({("ratio", _num(g["x"]))})
        word = m.group(0).lower()
        value = {"two-thirds": 2 / 3, "one-third": 1 / 3, "three-quarters": 0.75, "one-quarter": 0.25,
                 "half": 0.5, "절반": 0.5, "twice": 2.0}[word]
        return frozenset({("ratio", round(value, 6)), ("percent", round(value * 100, 4))})
    # number
    if g.get("digits"):
        unit, factor = _unit(g["u"])
        return frozenset({(unit, round(_num(g["n"]) * factor, 6))})
    if g.get("halfh"):
        return frozenset({("minute", 30.0)})
    if g.get("enw"):
        unit, factor = _unit(g["u2"])
        return frozenset({(unit, round(_EN_WORDS[g["w"].lower()] * factor, 6))})
    if g.get("kow"):
        n, unit = _KO_WORDS[g["kow"]]
        return frozenset({(unit, float(n))})
    if g.get("koc"):
        unit = {"번": "times", "회": "times", "차례": "times", "명": "person", "곳": "place", "권": "item",
                "개": "piece", "대": "vehicle", "가지": "kind"}[g["u3"]]
        return frozenset({(unit, float(_KO_COUNT[g["c"]]))})
    if g.get("once"):
        return frozenset({("times", 1.0 if m.group(0).lower() == "once" else 2.0)})
    return frozenset({("bare", _num(m.group(0)))})


def _with_equivalents(keys: frozenset) -> frozenset:
    """Durations in days also as minutes (이틀 = 48시간), so either form matches the other."""
    extra = set()
    for k in keys:
        if k[0] == "day":
            extra.add(("minute", round(k[1] * 1440, 6)))
        elif k[0] == "minute" and k[1] >= 1440:
            extra.add(("day", round(k[1] / 1440, 6)))
    return keys | extra


def extract(text: str, kinds: tuple[str, ...] | None = None) -> list[Value]:
    """Values of ``text`` in order of appearance; earlier kinds in the table win overlapping spans."""
    taken: list[tuple[int, int]] = []
    out: list[Value] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            a, b = m.span()
            if a == b or any(a < y and x < b for x, y in taken):
                continue
            keys = _keys(kind, m)
            if not keys:
                continue
            keys = _with_equivalents(keys)
            taken.append((a, b))
            if kinds is None or kind in kinds:
                out.append(Value(kind, m.group(0), a, b, keys))
    return sorted(out, key=lambda v: v.start)


def states(text: str, value: Value) -> bool:
    """Whether ``text`` states ``value`` (in any of the forms the key sets equate)."""
    return any(v.same(value) for v in extract(text))


def unit_of(value: Value) -> str:
    """The canonical unit (or kind) a value is compared in: swaps stay within it."""
    return next(iter(sorted(str(k[0]) for k in value.keys)))
