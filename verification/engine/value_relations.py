"""How a claim's value may stand to the source's without being the same value or another one.

- the time between two durations the source states ("7 days later" / "after 3 days … after 10 days"): a value
  worked out of the source, neither stated nor contradicted (``interval_between``);
- the gap between two figures of the same kind the source states, said as a change or a difference ("36,700건
  늘었다" / "139,800건 … 176,500건", "a saving of $300" / "$2,850 … $2,550"): worked out, not another value
  (``difference_between``);
- an amount the claim works out with a multiplier both texts name ("the excess is doubled": GBP 100 → GBP 200;
  ``multiple_of``);
- a whole number one step inside an exclusive bound ("under 12" / "11 and under", "more than 9" / "10 or
  more"): the same limit in whole units (``whole_step``);
- the ranges a text writes of a series of codes ("BT-1~BT-9"), compared as ranges (``code_ranges``).

Used by the entity layer (``checks.entities``); pure functions of the texts and quantities.
"""
from __future__ import annotations

import re

from textkit.identifiers import CODE_RANGE
from textkit.normalize import may_hold

from .bounds import GE
from .normalize import EN_NUMBER_WORDS, Entities, Quantity
from .value_words import NATIVE

# A whole number with an exclusive bound: "under 12" is "11 and under", "more than 3" is "4 or more".
_EXCLUSIVE_BELOW = r"(?:under|below|less\s+than|fewer\s+than|younger\s+than)\s+{n}\b|(?<![\d.]){n}\s?(?:세|살|명|회|개)?\s?미만"
_EXCLUSIVE_ABOVE = r"(?:over|above|more\s+than|older\s+than)\s+{n}\b|(?<![\d.]){n}\s?(?:세|살|명|회|개)?\s?초과"
_EXCLUSIVE_BELOW_WORDS = ("under", "below", "less", "fewer", "younger", "미만")  # one of them is in every match
_EXCLUSIVE_ABOVE_WORDS = ("over", "above", "more", "older", "초과")


def code_ranges(text: str) -> dict[str, set[tuple[int, int]]]:
    """Code series → the ranges ``text`` writes of it ("BT-1~BT-9": {"BT-": {(1, 9)}}), ends as numbers."""
    out: dict[str, set[tuple[int, int]]] = {}
    for m in CODE_RANGE.finditer(text or ""):
        out.setdefault(m.group(1) + m.group(2), set()).add((int(m.group(3)), int(m.group(4))))
    return out


# The claim states its duration as the time from another event: "7 days later", "7 days after the first", "그로부터
# 7일 뒤", "7일 후에"; or between two: "between the two reminders".
_RELATIVE_AFTER = re.compile(r"^\s?(?:later|after(?:wards)?\b|on\b|뒤|후|이후|만에|지나서)", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"(?:between|그로부터|사이)", re.IGNORECASE)


def interval_between(q: Quantity, others: list[Quantity], claim_text: str = "") -> bool:
    """Whether the claim's duration ``q``, stated as the time from another event ("7 days later"), is the time
    between two of the source's durations ``others`` (a figure that only happens to equal such a difference,
    stated as a period of its own, is not)."""
    if q.dim not in ("seconds", "months", "businessdays") or q.bound or not claim_text:
        return False
    start, end = q.at
    if not (_RELATIVE_AFTER.match(claim_text[end:end + 12]) or _BETWEEN_BEFORE.search(claim_text[max(0, start - 30):start])):
        return False
    # ("after 3 days … after 10 days": the points in time a lapse states, read as lower bounds, count too.)
    values = sorted({s.value for s in others if s.bound in ("", GE)})
    return any(abs((b - a) - q.value) <= 1e-6 * max(1.0, q.value) for i, a in enumerate(values) for b in values[i + 1:])


# The claim states its figure as a change or a gap: a word of change or comparison right after it ("36,700건 늘었고",
# "3만 원 더 싸다", "$300 more", "5% lower") or a word of difference right before it ("a saving of $300", "차액은 3만 원").
_CHANGE_AFTER = re.compile(
    r"^\s?(?:[이가을를은는만씩]\s?)?(?:더\s?)?(?:늘|줄|증가|감소|많|적|높|낮|오르|올랐|내리|내렸|싸|비싸|저렴|차이|절약|상승|하락|"
    r"more\b|less\b|fewer\b|higher\b|lower\b|cheaper\b|off\b|up\b|down\b)", re.IGNORECASE)
_CHANGE_BEFORE = re.compile(
    r"(?:saving|savings|save|saves|difference|discount|increase|decrease|rise|drop|gap|(?:up|down|rose|fell|grew|"
    r"increased|decreased|dropped|climbed)\s+by|차이는?|차액은?|절약|증가폭은?|감소폭은?)\s*(?:of\s+|is\s+|was\s+)?$",
    re.IGNORECASE)
# The figure named as a gap in apposition after it: "that is GBP 13, the gap between GBP 32 and GBP 45", "$300 (the
# difference)", "1만 3천 원, 즉 두 요금의 차이".
_GAP_AFTER = re.compile(r"^\s?[,(]\s*(?:(?:which\s+is|i\.e\.|that\s+is)\s+)?(?:the\s+)?(?:price\s+|fee\s+)?"
                        r"(?:difference|gap)\b|^\s?[,(]\s*(?:즉\s?)?[^,.()]{0,15}?(?:차이|차액)", re.IGNORECASE)


def difference_between(q: Quantity, others: list[Quantity], claim_text: str = "") -> bool:
    """Whether the claim's figure ``q``, stated as a change or a gap ("36,700건 늘었다", "a saving of $300"), is the
    difference between two of the source's figures ``others`` of its kind (a figure that only happens to equal such
    a difference, stated as an amount of its own, is not)."""
    if q.bound or not claim_text or q.value <= 0:
        return False
    start, end = q.at
    if not (_CHANGE_AFTER.match(claim_text[end:end + 12]) or _GAP_AFTER.match(claim_text[end:end + 40])
            or _CHANGE_BEFORE.search(claim_text[max(0, start - 25):start])):
        return False
    values = sorted({s.value for s in others if not s.bound and s.dim == q.dim})
    return any(abs((b - a) - q.value) <= 1e-6 * max(1.0, q.value) for i, a in enumerate(values) for b in values[i + 1:])


# A price per unit as a source writes it: "$310 per week", "$40 a night", "1박당 5만 원", "5만 원씩".
_PER_AFTER = re.compile(r"\s*(?:per|a|an|each|every)\s+[a-z]|\s*/\s*\w|\s*씩", re.IGNORECASE)
_PER_BEFORE = re.compile(r"(?:당|마다)\s*$")
MONEY = frozenset({"won", "usd", "eur", "gbp"})  # the units amounts of money are compared in


def _per_unit(q: Quantity, text: str) -> bool:
    """Whether ``q`` is written in ``text`` as a price per unit ("$30 per day", "1박당 5만 원")."""
    return bool(_PER_AFTER.match(text, q.at[1]) or _PER_BEFORE.search(text[max(0, q.at[0] - 4):q.at[0]]))


def product_of(q: Quantity, claim: tuple[Quantity, ...], bare: frozenset[float], stated: list[Quantity],
               source_text: str, claim_text: str = "") -> bool:
    """Whether the claim's amount ``q`` is a price per unit the source states times a count, both written in the claim
    ("$310 a week, so $1,860 for the full six weeks"; ``bare``: the claim's numbers written in digits): worked out of
    the source, not another value of the same thing. Never an amount the claim itself writes per unit ("$10 per
    day, and after 3 days $30 per day" is another price, not a total)."""
    if q.bound or q.value <= 0 or q.dim not in MONEY or (claim_text and _per_unit(q, claim_text)):
        return False
    stated = [s for s in stated if _per_unit(s, source_text)]
    counts = {n for c in claim if c is not q for n in _figures(c.raw)} | {int(b) for b in bare if float(b).is_integer()}
    times = [q.value / s.value for s in stated if s.value > 0]
    return any(abs(n - round(n)) <= 1e-6 and round(n) >= 2 and round(n) in counts for n in times)


def _figures(raw: str) -> set[int]:
    """The whole numbers a value is written with: its digits, or an English or native Korean number word."""
    out = {int(d) for d in re.findall(r"\d+", raw.replace(",", "")) if len(d) <= 6}
    out |= {EN_NUMBER_WORDS[w] for w in re.findall(r"[a-z]+", raw.lower()) if w in EN_NUMBER_WORDS}
    out |= {v for w, v in NATIVE.items() if raw.startswith(w)}
    return out


# A multiplier both texts state ("For e-bikes the excess is doubled" / "doubled for e-bikes, so GBP 200"): the word, the
# factor. Both must say it: a factor only the claim states is a value the source does not bear out.
_MULTIPLIERS = ((re.compile(r"\b(?:doubled?|doubles|doubling|twice)\b|두\s?배|2\s?배", re.IGNORECASE), 2.0),
                (re.compile(r"\b(?:tripled?|triples|tripling|three\s+times)\b|세\s?배|3\s?배", re.IGNORECASE), 3.0),
                (re.compile(r"\b(?:halved|halves|half\s+of)\b|절반|반액|50\s?%\s?감면", re.IGNORECASE), 0.5))


def multiple_of(q: Quantity, stated: list[Quantity], source_text: str, claim_text: str) -> bool:
    """Whether the claim's amount ``q`` is an amount of its kind the claim also states (``stated``: the source's values
    the claim restates) times a multiplier that the claim and the source both name ("Essential has a GBP 100 excess,
    doubled for e-bikes, so GBP 200" where the source says "the excess is doubled"): worked out, not another value."""
    if q.bound or q.value <= 0 or not claim_text or not source_text:
        return False
    for pattern, factor in _MULTIPLIERS:
        if not (pattern.search(claim_text) and pattern.search(source_text)):
            continue
        if any(s.dim == q.dim and abs(s.value * factor - q.value) <= 1e-6 * max(1.0, q.value)
               for s in stated):
            return True
    return False


# The same limit stated inclusively, one step inside: "11 and under", "11 or younger", "11세 이하", "10 or more".
_INCLUSIVE_BELOW = r"(?<![\d.]){n}\s?(?:세|살|명|회|개)?\s?(?:(?:and|or)\s+(?:under|younger|less|fewer|below)\b|이하)"
_INCLUSIVE_ABOVE = r"(?<![\d.]){n}\s?(?:세|살|명|회|개)?\s?(?:(?:and|or)\s+(?:over|older|more|above)\b|이상)"


def whole_step(claim_text: str, value: float, source_text: str) -> bool:
    """A whole number the claim bounds exclusively, which the source states as the same limit one step inside
    ("children under 12" / "children aged 11 and under"): the same limit in whole units, not a value the source
    lacks."""
    if not claim_text or not float(value).is_integer():
        return False
    # Each pattern holds its number and one of its words as written: one is compiled (a pattern per value) only
    # for a text that has them.
    if not may_hold(claim_text, f"{value:g}"):
        return False
    below = any(may_hold(claim_text, w) for w in _EXCLUSIVE_BELOW_WORDS)
    above = any(may_hold(claim_text, w) for w in _EXCLUSIVE_ABOVE_WORDS)
    n = re.escape(f"{value:g}")
    if below and re.search(_EXCLUSIVE_BELOW.format(n=n), claim_text, re.IGNORECASE):
        return may_hold(source_text, f"{value - 1:g}") and bool(
            re.search(_INCLUSIVE_BELOW.format(n=re.escape(f"{value - 1:g}")), source_text, re.IGNORECASE))
    if above and re.search(_EXCLUSIVE_ABOVE.format(n=n), claim_text, re.IGNORECASE):
        return may_hold(source_text, f"{value + 1:g}") and bool(
            re.search(_INCLUSIVE_ABOVE.format(n=re.escape(f"{value + 1:g}")), source_text, re.IGNORECASE))
    return False


def worked_out(q: Quantity, claim: Entities, others: list[Quantity], restated: list[Quantity], source_text: str,
               claim_text: str) -> bool:
    """Whether the claim's value ``q`` is worked out of the source's rather than another value of the same thing: the
    time or gap between two of ``others`` (the source's values about the same thing; "7 days later", "36,700건 늘었다"),
    a stated multiple ("doubled, so GBP 200"), or a price per unit times a count ("$1,860 for the six weeks").
    ``restated``: the source's values of ``q``'s kind that the claim states itself."""
    return bool(others) and (interval_between(q, others, claim_text)
                             or difference_between(q, others + restated, claim_text)
                             or multiple_of(q, restated, source_text, claim_text)) or product_of(
        q, claim.quantities, claim.bare, restated, source_text, claim_text)


def month_day_dates(quantities: tuple[Quantity, ...]) -> list[tuple[Quantity, Quantity]]:
    """(month, day) pairs written as one date: one raw ("January 24", "2024-03-01") or a month right before its
    day ("3월 1일")."""
    out = []
    # "5월 31일까지" is still the date 5월 31일: its bound is compared with the day, not here.
    days = [q for q in quantities if q.dim == "seconds" and q.value % 86400 == 0]
    for m in quantities:
        if m.dim != "monthofyear":
            continue
        for d in days:
            if (d.raw == m.raw and d.at == m.at) or (m.raw != d.raw and 0 <= d.at[0] - m.at[1] <= 1):
                out.append((m, d))
                break
    return out
