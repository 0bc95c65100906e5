"""Numbers, units, dates, codes, article numbers and names, normalized for comparison.

"1,234명" and "1234 명" are the same quantity; "2년" and "24개월" are the same duration; "두 달" is
"2개월"; "2024-03-01" and "2024년 3월 1일" are the same date; "제25조" and "25조" the same article;
"E-102" and "E102" the same code. Each quantity carries a dimension so that a claim's "15일" is
compared with the source's days and never with its percentages. Codes and articles are read with
``textkit.identifiers``.

Here: ``Entities`` and ``extract``, with the patterns of the values a text writes (amounts, dates, shares, counts).
The units and ``Quantity`` are ``units``'; the names and numbered names ``entity_names``'. ``Quantity``,
``number_value``, ``NUMBER`` and ``EN_UNIT_WORDS`` are imported from here too.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from textkit.identifiers import ARTICLE_EN, ARTICLE_MENTION, article_label, code_occurrences, is_upper_code
from textkit.language import has_hangul
from textkit.normalize import ODD_FOLDS, squash

from .bounds import UNKNOWN, bound_parts, inclusive, satisfies
from .clock import clock_times
from .entity_names import english_names, numbered_names
from .units import (
    EN_MONTHS,
    EN_UNIT_WORDS,
    KOREAN_UNIT_SPELLINGS,
    NUM,
    NUMBER,
    OTHER_UNIT_SPELLINGS,
    SPACED_UNITS,
    Quantity,
    amount_value,
    halved_quantity,
    number_value,
    unit_quantity,
    unit_size,
)
from .value_words import EN_NUMBER_WORDS, NATIVE, and_a_half, join_parts, native_counts, rate_period, shares

__all__ = ["EN_NUMBER_WORDS", "EN_UNIT_WORDS", "NUMBER", "Entities", "Quantity", "consistent", "extract", "name_in",
           "number_value"]


@dataclass(frozen=True)
class Entities:
    quantities: tuple[Quantity, ...] = ()
    codes: frozenset[str] = frozenset()
    articles: frozenset[str] = frozenset()  # labels: "제25조", "제3조의2" (an "Article 5" too is "제5조")
    names: frozenset[str] = frozenset()  # as written; compared squashed
    bare: frozenset[float] = frozenset()  # numbers without a unit
    # Numbered names ("Joint 3", "Joints 1–3", "Room 301", "제2호"): (head, first, last, start, end).
    numbered: tuple[tuple[str, int, int, int, int], ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.quantities or self.codes or self.articles or self.names)


# An amount with Korean magnitudes ("1억 2천만 원"; ``units.amount_value``).
_AMOUNT = re.compile(
    r"(?<![\w.])((?:(?:" + NUM + r")\s?[십백천만억조]+\s?)+(?:" + NUM + r")?)\s?(원|달러|명|개|건|위안|엔)"
)
# An amount in magnitude words alone: "백만 원" is 1,000,000원, "천만 원" 10,000,000원. Two magnitudes at
# least, so that a word ending in one ("조원", a team member) is not read as money.
_WORD_AMOUNT = re.compile(r"(?<![가-힣\w.])([십백천만억조]{2,})\s?(원|달러)")
# A share written as a word: "절반" and "half of" are 50 %.
_HALF = re.compile(r"(?<![가-힣])절반|\bhalf\b(?=\s+(?:of|the|their|its|your|his|her|our)\b)", re.IGNORECASE)
# The whole of an amount: "전액", "a full refund" are 100 % of it ("보험료의 절반" against "보험료 전액"). So are
# "전부" and "in full" / "the full cost" where they say how much of a sum is paid or returned ("자기부담금을 전부
# 부담" against "자기부담금의 50%를 부담"). Not "모두", which mostly counts things ("비용은 모두 환불된다": every
# cost, against "모든 비용"); nor "전부" before a verb that also gives or hands in things ("학생 전부 지원할 수
# 있다": all may apply; "서류를 전부 내야": every paper) unless a sum ("등록금을", "교통비") stands right before it;
# nor "in full" before the noun it describes ("in full-time employment", "in full compliance").
_PAID = r"(?:부담|지급|환불|환급|보상|배상|납부|변상)"
_GIVEN = r"(?:지원|반환|내야|내고|내며|냅니다|낸다|물어|돌려)"
_SUM_BEFORE = r"(?:(?<=[금비료액용][을를은는도의]\s)|(?<=[금비료액용]\s))"  # "등록금을 ", "교통비 "
_WHOLE = re.compile(r"(?<![가-힣])전액|(?<![가-힣])전부(?:를|을)?\s?(?=" + _PAID + r")|"
                    + _SUM_BEFORE + r"전부(?:를|을)?\s?(?=" + _GIVEN + r")|"
                    r"\bfull\s+(?=refund|reimbursement)|"
                    r"\bin full\b(?=\s*(?:$|[^\w\s-]|(?:by|before|within|on|at|upon|if|when|unless|after|and|or|to|for|"
                    r"from|once|until|in|with|under|through|during|without|but|so|because|prior|as)\b))|"
                    r"\b(?:the\s+)?(?:full|entire|whole)\s+(?=(?:amount|cost|costs|price|fee|premium|deductible)\b)",
                    re.IGNORECASE | re.MULTILINE)
_QUANT = re.compile(
    # "a 14-day trial", "a 30-minute break": an English unit joined to its number by a hyphen. Two figures of one
    # unit: a range ("1~3학년") or a list ("1, 2학년", "1·2학년" with a middle dot), both values stated.
    r"(?<![\w.])(" + NUM + r")\s?(?:(?:[~\-–·ㆍ・]|,\s|또는|혹은|이나|내지|or|and|to|및)\s?(" + NUM + r")\s?)?(?:-(?=[A-Za-z]))?("
    + "|".join(re.escape(u) for u in KOREAN_UNIT_SPELLINGS)
    + r"|(?:" + "|".join((r"(?<=\s)" if u in SPACED_UNITS else "") + re.escape(u) for u in OTHER_UNIT_SPELLINGS)
    + r")(?![A-Za-z]))"
)
_THRESHOLD = re.compile(r"(?<![\w.])(" + NUM + r")\s?(?=이상|이하|초과|미만|or more|or less|or higher|or lower)")
# "$1.2k", "$3M": a multiplier letter after the amount ("$1.2k" is $1,200, never $1.2).
_PREFIX_MONEY = re.compile(r"(US\$|USD|KRW|EUR|GBP|[$₩€£])\s?(" + NUM + r")(?:\s?([kKmM]|bn)\b|\s(thousand|million|billion)\b)?")
_MULTIPLIERS = {"k": 1e3, "m": 1e6, "bn": 1e9, "thousand": 1e3, "million": 1e6, "billion": 1e9}
# "2025-03-02", "2025.3.2", and the Korean official "2025. 3. 2." (a space after each dot).
_ISO_DATE = re.compile(r"(?<!\d)(\d{4})(?:[-/]|\.\s?)(\d{1,2})(?:[-/]|\.\s?)(\d{1,2})(?!\d)")
_EN_DATE = re.compile(
    r"\b(" + "|".join(m[:3] for m in EN_MONTHS) + r")[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b", re.IGNORECASE
)
# "31 March 2025": the day before the month.
_EN_DATE_DM = re.compile(
    # Capitalised: "18 may use" is a modal verb after a number, not the 18th of May.
    r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(" + "|".join(m[:3].capitalize() for m in EN_MONTHS) + r")[a-z]*\.?(?:,?\s+(\d{4}))?\b"
)
# The period of a rate: "연 2회" is twice in a year ("1년에 두 번"), "주 3회" three times in a week.
_RATE_PERIOD = re.compile(r"(?<![가-힣\d])(연|매년|월|매월|매달|주|매주|일|매일)\s?(?=\d+\s?(?:회|번|차례))")
_RATE_UNITS = {"연": ("months", 12), "매년": ("months", 12), "월": ("months", 1), "매월": ("months", 1),
               "매달": ("months", 1), "주": ("seconds", 604800), "매주": ("seconds", 604800), "일": ("seconds", 86400),
               "매일": ("seconds", 86400)}
# "5. 16.(금)", "~ 5. 16.": a Korean month and day without the year, where a weekday or a range marks it a date.
_KO_SHORT_DATE = re.compile(r"(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.(?=\s?(?:\([월화수목금토일]\)|[~∼–]|까지|부터))|"
                            r"(?<=[~∼–])\s?(\d{1,2})\.\s?(\d{1,2})\.?(?![\d.])")
_RATIO = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s?:\s?(\d+(?:\.\d+)?)(?![\d.])")
# "3분의 2" is two thirds (not three minutes).
_FRACTION = re.compile(r"(?<![\d.])(\d+)\s?분의\s?(\d+(?:\.\d+)?)(?![\d.])")
# Days relative to another day: "출국 예정일 당일/전날/다음 날", "the same day / the day before".
# Each with the words one of which it holds as written (the English ones: "day", in any case), so that a text
# without them is not scanned (``_extract``).
_REL_DAYS = [
    (re.compile(r"(?<![가-힣])(?:그\s?)?당일(?![가-힣]{0,1}[제치])"), 0, ("당일",)),
    (re.compile(r"(?<![가-힣])(?:그\s?)?(?:전날|전일(?![제]))"), -1, ("전날", "전일")),
    (re.compile(r"(?<![가-힣])(?:그\s?)?(?:다음\s?날|익일|이튿날|이튿\s?날)"), 1, ("다음", "익일", "이튿")),
    (re.compile(r"(?<![가-힣])전전날"), -2, ("전전날",)),
    (re.compile(r"\b(?:the\s+)?same\s+day\b", re.I), 0, ()),
    (re.compile(r"\b(?:the\s+)?(?:previous|preceding|prior)\s+day\b|\bthe\s+day\s+before\b", re.I), -1, ()),
    (re.compile(r"\b(?:the\s+)?(?:next|following)\s+day\b|\bthe\s+day\s+after\b", re.I), 1, ()),
]
_REL_DAY_RAW = {0: "당일 (same day)", -1: "전날 (previous day)", 1: "다음 날 (next day)", -2: "전전날"}
# "세대" (a household), "열대" (tropical), "한해" are words, not "3 units", "10 units", "1 year": a unit that
# makes a word with the number is read only when a space parts them.
_NATIVE_Q = re.compile(
    r"(?<![가-힣])(?!(?:세|열|한|두|네)대|한해|세권)(열한|열두|다섯|여섯|일곱|여덟|아홉|스무|한|두|세|네|열)\s?(개월|달|해|명|사람|번|차례|시간|주일|주|가지|곳|건|권|대|마리|살|개)"
    r"(?=$|[^가-힣]|[은는이가을를의에도만과와로으간씩뿐째입인다까부마당])"
)
_NATIVE_DAYS = re.compile(r"(?<![가-힣])(하루|이틀|사흘|나흘|닷새|열흘|보름|일주일|반년)"
                          r"(?=$|[^가-힣]|[은는이가을를의에도만과와로으간씩입인까부마당])")
_NATIVE_DAY_VALUES = {"하루": (1, "일"), "이틀": (2, "일"), "사흘": (3, "일"), "나흘": (4, "일"), "닷새": (5, "일"),
                      "열흘": (10, "일"), "보름": (15, "일"), "일주일": (1, "주"), "반년": (6, "개월")}
# "five business days", "ten percent", "two calendar days": any English unit word of the table (and the
# "calendar"/"consecutive" that only say how the days are counted) after a number word is the same value as
# the digits ("5 business days"); a unit of one or two letters ("one h") is not written after a word.
_EN_WORD_UNITS = sorted((u for u in OTHER_UNIT_SPELLINGS if re.fullmatch(r"[a-z][a-z ]{2,}", u)), key=len, reverse=True)
_EN_WORD_Q = re.compile(
    r"\b(" + "|".join(EN_NUMBER_WORDS) + r")[\s-]+(?:(?:full|whole|calendar|consecutive)\s+)?("
    + "|".join(re.escape(u).replace(r"\ ", r"[\s-]+") for u in _EN_WORD_UNITS) + r")\b",
    re.IGNORECASE,
)
# Durations written as fractions or names of their own: "half an hour" is 30 minutes, "a fortnight" 14 days.
_EN_FRACTION_Q = re.compile(r"\b(half an hour|half-hour|an hour and a half|a quarter of an hour|quarter-hour|a fortnight|"
                            r"two weeks' time)\b", re.IGNORECASE)
_EN_FRACTION_VALUES = {"half an hour": (30, "minutes"), "half-hour": (30, "minutes"),
                       "an hour and a half": (90, "minutes"), "a quarter of an hour": (15, "minutes"),
                       "quarter-hour": (15, "minutes"), "a fortnight": (14, "days"), "two weeks' time": (14, "days")}

def _mask(text: str, spans: list[tuple[int, int]]) -> str:
    if not spans:
        return text  # (nothing to blank: most steps of ``_extract`` find nothing)
    chars = list(text)
    for a, b in spans:
        for i in range(a, b):
            chars[i] = " "
    return "".join(chars)


def extract(text: str, ko_names: tuple[str, ...] = ()) -> Entities:
    """Entities of ``text``; ``ko_names`` are Korean proper nouns found by the morphological analyser."""
    # One cached reading per text however the call is written: ``extract(t)`` and ``extract(t, ())`` were two
    # cache keys, and a claim read by the value layer was read again by the entity layer.
    return _named(text, ko_names) if ko_names else _extract(text)


@lru_cache(maxsize=2048)
def _named(text: str, ko_names: tuple[str, ...]) -> Entities:
    # The names are only added to what the text gives: read the text once (a claim is read with and
    # without its names by different layers).
    plain = _extract(text)
    return replace(plain, names=plain.names | frozenset(ko_names))


# What every pattern of ``_extract`` needs one of to match: a digit (``\d``), a Hangul syllable, or a Latin letter
# (with re.IGNORECASE an ASCII letter or one of ``ODD_FOLDS``, the only others that match one). A text without any
# is not scanned with the patterns that need it: a scan costs as much as a pattern that matches nowhere, and most
# claims are Korean or English, with or without figures.
_ANY_DIGIT = re.compile(r"\d")
_ANY_LATIN = re.compile(r"[A-Za-z" + "".join(sorted(ODD_FOLDS)) + "]")
_BARE = re.compile(r"(?<![\w.])(" + NUM + r")(?![A-Za-z0-9_.])")  # a number; a Korean counter may follow


def _scan(pattern: re.Pattern[str], text: str, *needs: bool):
    """``pattern.finditer(text)``, or nothing where the text lacks what the pattern needs (``needs``)."""
    return pattern.finditer(text) if all(needs) else ()


@lru_cache(maxsize=8192)
def _extract(text: str) -> Entities:
    quantities: list[tuple[Quantity, int, int]] = []  # with the span the value is written at
    digit, hangul = bool(_ANY_DIGIT.search(text)), has_hangul(text)
    latin = bool(_ANY_LATIN.search(text))
    # Codes written in capitals ("C4A15", "E-102"): in running text a lower-case "mp3" is a word.
    code_found = [o for o in code_occurrences(text) if is_upper_code(text[o.start:o.end])]
    codes = {o.key for o in code_found}
    code_spans = [(o.start, o.end) for o in code_found]
    work = _mask(text, code_spans)
    articles: set[str] = set()
    spans: list[tuple[int, int]] = []
    for m in (*_scan(ARTICLE_MENTION, work, digit, "조" in work), *_scan(ARTICLE_EN, work, digit, latin)):
        articles.add(article_label(m.group(1), m.group(2)))  # "Article 5" and "제5조" are one article
        spans.append(m.span())
    for c in clock_times(work):
        quantities.append((Quantity(c.minutes, "clocktime", c.raw, ambiguous=c.ambiguous), c.start, c.end))
        spans.append((c.start, c.end))
    work = _mask(work, spans)
    spans = []
    for m in _scan(_ISO_DATE, work, digit):
        y, mo, d = (int(g) for g in m.groups())
        if 1 <= mo <= 12 and 1 <= d <= 31:
            quantities += [(Quantity(y, "yearcal", m.group()), *m.span()), (Quantity(mo, "monthofyear", m.group()), *m.span()),
                           (Quantity(d * 86400, "seconds", m.group()), *m.span())]
            spans.append(m.span())
    for m in _scan(_EN_DATE, work, digit, latin):
        mo = [x[:3] for x in EN_MONTHS].index(m.group(1).lower()[:3]) + 1
        quantities += [(Quantity(mo, "monthofyear", m.group()), *m.span()), (Quantity(int(m.group(2)) * 86400, "seconds", m.group()), *m.span())]
        if m.group(3):
            quantities.append((Quantity(int(m.group(3)), "yearcal", m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_EN_DATE_DM, work, digit, latin):
        if any(a < m.end() and m.start() < b for a, b in spans):
            continue
        mo = [x[:3] for x in EN_MONTHS].index(m.group(2).lower()[:3]) + 1
        quantities += [(Quantity(mo, "monthofyear", m.group()), *m.span()),
                       (Quantity(int(m.group(1)) * 86400, "seconds", m.group()), *m.span())]
        if m.group(3):
            quantities.append((Quantity(int(m.group(3)), "yearcal", m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_FRACTION, work, digit, "분의" in work):
        den, num = float(m.group(1)), float(m.group(2))
        if den:  # a share, compared with percentages ("2분의 1" is 50 %)
            quantities.append((Quantity(round(100 * num / den, 6), "percent", m.group()), *m.span()))
            spans.append(m.span())
    for m in _scan(_RATE_PERIOD, work, digit, hangul):
        # A dimension of its own ("per-months"): the period of a rate is never compared as a duration by the
        # entity layer ("주 2회" states no "2일"); the lexical layer reads it as the same length (``values``).
        dim, value = _RATE_UNITS[m.group(1)]
        quantities.append((Quantity(value, "per-" + dim, m.group(1)), *m.span(1)))
        spans.append(m.span(1))
    for m in _scan(_KO_SHORT_DATE, work, digit, "." in work):
        mo, d = int(m.group(1) or m.group(3)), int(m.group(2) or m.group(4))
        if 1 <= mo <= 12 and 1 <= d <= 31 and not any(a < m.end() and m.start() < b for a, b in spans):
            quantities += [(Quantity(mo, "monthofyear", m.group()), *m.span()), (Quantity(d * 86400, "seconds", m.group()), *m.span())]
            spans.append(m.span())
    # "day" as re.IGNORECASE finds it: lower-cased, no letter of ``ODD_FOLDS`` folds to d, a or y.
    day = latin and "day" in text.lower()
    for pattern, offset, words in _REL_DAYS:
        for m in _scan(pattern, work, any(w in work for w in words) if words else day):
            quantities.append((Quantity(offset, "relday", _REL_DAY_RAW.get(offset, m.group())), *m.span()))
            spans.append(m.span())
    work = _mask(work, spans)
    spans = []
    for m in _scan(_AMOUNT, work, digit, hangul):
        quantities.append((unit_quantity(amount_value(m.group(1)), m.group(2), m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_PREFIX_MONEY, work, digit):
        factor = _MULTIPLIERS.get((m.group(3) or m.group(4) or "").lower(), 1)  # "$1.2k", "$2 million"
        quantities.append((unit_quantity(number_value(m.group(2)) * factor, m.group(1), m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_WORD_AMOUNT, work, hangul):
        quantities.append((unit_quantity(amount_value(m.group(1)), m.group(2), m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_HALF, work, "절반" in work or latin):
        quantities.append((Quantity(50.0, "percent", m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_WHOLE, work, "전액" in work or "전부" in work or latin):
        quantities.append((Quantity(100.0, "percent", m.group().strip()), m.start(), m.start() + len(m.group().strip())))
        spans.append(m.span())
    for value, raw, a, b in shares(work):
        quantities.append((Quantity(value, "percent", raw), a, b))
        spans.append((a, b))
    for m in _scan(_RATIO, work, digit):
        a, b = m.group(1), m.group(2)
        quantities.append((Quantity(round(float(a) / float(b), 6) if float(b) else 0.0, "ratio", m.group()), *m.span()))
        spans.append(m.span())
    work = _mask(work, spans)
    spans = []
    for value, unit, a, b in and_a_half(work):
        quantities.append((unit_quantity(value, unit, work[a:b]), a, b))
        spans.append((a, b))
    work = _mask(work, spans)
    for m in _scan(_QUANT, work, digit):
        unit = m.group(3)
        if m.group(2):
            quantities.append((unit_quantity(number_value(m.group(1)), unit, m.group()), *m.span()))
            quantities.append((unit_quantity(number_value(m.group(2)), unit, m.group()), *m.span()))
        else:
            quantities.append(halved_quantity(work, number_value(m.group(1)), unit, m.start(), m.end()))
        spans.append(quantities[-1][1:])
    for m in _scan(_NATIVE_Q, work, hangul):
        if m.group(1) == "한" and m.group(2) == "해" and re.search(r"에\s?$", work[:m.start()]):
            continue  # "1인에 한해" is "limited to", not "one year"
        if m.group(1) == "한" and m.group(2) in ("번", "차례") and work[m.end():m.end() + 1] == "에":
            continue  # "한 번에 5,000원" is "per use" (or "at once"), not a count of one
        quantities.append(halved_quantity(work, NATIVE[m.group(1)], m.group(2) if m.group(2) != "사람" else "명", m.start(), m.end()))
        spans.append(quantities[-1][1:])
    for value, unit, a, b in native_counts(work):
        # "세 장", "두 부", "석 달": a count of a counter with no unit here (compared with "3장" as a bare number).
        quantities.append((unit_quantity(value, unit, work[a:b]), a, b))
        spans.append((a, b))
    for m in _scan(_NATIVE_DAYS, work, hangul):
        value, unit = _NATIVE_DAY_VALUES[m.group(1)]
        quantities.append((unit_quantity(value, unit, m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_EN_FRACTION_Q, work, latin):
        value, unit = _EN_FRACTION_VALUES[m.group(1).lower()]
        quantities.append((unit_quantity(value, unit, m.group()), *m.span()))
        spans.append(m.span())
    for m in _scan(_EN_WORD_Q, work, latin):
        unit = re.sub(r"[\s-]+", " ", m.group(2).lower())
        quantities.append((unit_quantity(EN_NUMBER_WORDS[m.group(1).lower()], unit, m.group()), *m.span()))
        spans.append(m.span())
    # A unit-less number with a comparison word is a threshold ("평점 3.5 이상", "score of 80 or more").
    for m in _scan(_THRESHOLD, work, digit):
        quantities.append((Quantity(number_value(m.group(1)), "threshold", m.group(1)), *m.span(1)))
        spans.append(m.span())
    work = _mask(work, spans)
    numbered = numbered_names(text, [(a, b) for _, a, b in quantities], digit=digit, latin=latin)
    # "1시간 30분" is one duration of 90 minutes, not an hour and thirty minutes (``value_words``).
    quantities = join_parts(text, quantities, unit_size)
    # "하루에 200원", "일주일에 이틀": one unit of time as the period of a rate, a dimension of its own.
    quantities = [(replace(q, dim="per-" + q.dim) if rate_period(text, q.dim, q.value, a, b) else q, a, b)
                  for q, a, b in quantities]
    bounded = [_bounded(text, q, a, b) for q, a, b in quantities]
    num_spans = [(a, b) for _, _, _, a, b in numbered]
    # A Korean counter may follow ("433건", "85점"): the number is still one the claim states.
    bare = {number_value(m.group(1)) for m in _scan(_BARE, work, digit)
            if not any(a <= m.start() < b for a, b in num_spans)}
    names = english_names(text, latin=latin)
    return Entities(tuple(bounded), frozenset(codes), frozenset(articles), frozenset(names), frozenset(bare),
                    tuple(numbered))


def _bounded(text: str, q: Quantity, start: int, end: int) -> Quantity:
    """``q`` with the bound its own occurrence carries (not the first occurrence of the same spelling)."""
    bound, surface = bound_parts(text, start, end, q.dim) if q.dim != "relday" else ("", "")
    if not bound:
        return Quantity(q.value, q.dim, q.raw, q.bound, q.written, (start, end), q.ambiguous)
    value, normalized = inclusive(q.value, q.dim, bound)
    if bound == UNKNOWN and surface:
        # A limit whose direction a later negation leaves open ("10명 미만이면 … 않는다") is still counted in whole
        # units as its words state it ("9명 이하면 … 않는다" is the same limit); the words stay in ``surface``.
        value = inclusive(q.value, q.dim, surface.rstrip("!"))[0]
    changed = value != q.value or surface != bound
    return Quantity(value, q.dim, q.raw, normalized, bound if normalized != bound else "", (start, end), q.ambiguous,
                    (q.value, surface) if changed else None)


def consistent(claim: Quantity, source_value: float) -> bool:
    """Whether a bounded claim value ("100명 이상") is satisfied by a value the source states."""
    return satisfies(claim.bound, claim.value, source_value)


def name_in(name: str, squashed_text: str) -> bool:
    return squash(name) in squashed_text
