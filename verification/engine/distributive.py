"""Whether a value is stated per item ("각 1회", "3명씩", "1인당 2만원", "2 guests per visit", "each team has 4
players") or as a total ("총 15명", "모두", "in total", "altogether"): two roles of a figure, not two values
of one thing.

A claim that gives a total worked out of a per-item figure ("선발 인원은 모두 15명" from "3명씩 5개 팀") or a
per-item figure as the total ("총 3권" for "1인당 3권") does not state the source's value in the source's role:
the entity layer neither confirms nor contradicts it on that figure. Pure functions of the text.
"""
from __future__ import annotations

import re

PER_ITEM, TOTAL = "per-item", "total"

# Words before the value in its own clause: "각 팀은 3명", "1인당 2만원", "팀마다 2회", "each team has 4".
_PER_BEFORE = re.compile(r"(?<![가-힣])각(?:\s|자|각)|(?:인|개|건|명|회|팀|가구|세대|사람)\s?당(?=\s|\d|$)|마다|별로\s|"
                         r"\b(?:each|apiece|per)\b", re.IGNORECASE)  # not "every": "every 6 months" is a period
# Words right after the value: "3명씩", "2 guests each", "$5 apiece", "2 per person", "4 per team".
_PER_AFTER = re.compile(r"^\s?(?:[가-힣A-Za-z%]{1,4}\s?)?씩|^\s?(?:[A-Za-z]+\s)?(?:each|apiece|per\s+(?!cent\b|year|month|week|day|hour)\w+)\b",
                        re.IGNORECASE)
_TOTAL = re.compile(r"총|모두|합계|합산|전체|통틀어|도합|\b(?:in\s+total|total|altogether|combined|overall|all\s+told)\b",
                    re.IGNORECASE)
# Where the clause of a value starts: a comma, a full stop, a semicolon, a Korean connective ending ("…하며",
# "…하고"), an English "and"/"but".
_CLAUSE_START = re.compile(r"[,.;:\n]|(?<=[가-힣])(?:며|고|나)\s|\b(?:and|but|while)\s", re.IGNORECASE)
_REACH = 30


def role(text: str, at: tuple[int, int]) -> str:
    """``PER_ITEM``, ``TOTAL`` or "" for the value written at ``text[at[0]:at[1]]``."""
    start, end = at
    before = text[max(0, start - _REACH):start]
    cut = [m.end() for m in _CLAUSE_START.finditer(before)]
    if cut:
        before = before[cut[-1]:]
    after = text[end:end + 20]
    if _PER_AFTER.search(after):
        return PER_ITEM
    # The role word nearest before the value is its own: in "1인당 20만 원씩 모두 80만 원" the "1인당" is the 20만 원's,
    # and "모두" makes the 80만 원 a total; in "총 5개 팀에 각 3명" the "각" makes the 3명 per item.
    per = [m.start() for m in _PER_BEFORE.finditer(before)]
    total = [m.start() for m in _TOTAL.finditer(before)]
    if per and (not total or per[-1] > total[-1]):
        return PER_ITEM
    if total or re.match(r"^\s?(?:[가-힣]{1,3}\s?|[A-Za-z]+\s)?(?:in\s+total|altogether|combined|총)", after, re.IGNORECASE):
        return TOTAL
    return ""


def opposite_roles(a: str, b: str) -> bool:
    """One figure stated per item, the other as a total ("총 3권" against "1인당 3권", "모두 15명" against "3명씩"):
    the same number in these roles is not the same value, and another number is not a contradiction. A figure
    stated plainly keeps its comparison with either (a per-item word dropped along with a changed value is
    still a mismatch)."""
    return {a, b} == {PER_ITEM, TOTAL}
