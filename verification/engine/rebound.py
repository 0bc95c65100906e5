"""A claim's value rebound to the place where its source states another value (principle (a) of issue 12).

"The resistance must be 60 Ω ± 24 Ω with the robot switched off" against "it must be 60 Ω ± 5 Ω with the robot
switched off"; "서비스센터는 평일 10:00부터 운영합니다" against "서비스센터 (평일 9:00~18:00)": the claim keeps
the source's words and puts its own value where the source states a different one. When the source states the
claim's value nowhere (in any form: the entity layer has compared every spelling), the claim says something
the source contradicts, not merely something it leaves out.

The place is read by aligning the two texts word for word with every number as one placeholder: a claim number
that lands on a source number, with a word the two share right before or after it and the same kind (a clock
time, a plain number), stands in the same slot. A value the entity layer matched is never a candidate, so "100만
원" / "1,000,000원" or "일주일" / "7일" cannot conflict here.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from textkit import particles

from .normalize import extract

# Numbers first (a clock time, a number with thousands separators or decimals), then words: an English word
# with its digits ("C4A15" is a code, not two numbers), a run of Hangul, one other visible character.
_TOKEN = re.compile(r"(?<![\w.])\d{1,2}:\d{2}(?!\d)|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
                    r"|[A-Za-z][A-Za-z0-9'\-]*|[가-힣]+|[^\s\d]")
_NUMBER = re.compile(r"\d")
# Of the claim's words, found in order in the compared sentence. Chosen on calibration and KorNLI half A only:
# every value from 0 to 0.4 catches the same calibration cases (0.5 loses one) and half A does not change
# between 0 and 0.6; the highest value that loses nothing asks the most of a claim before its value is
# read as standing in the source's slot.
KEPT_WORDS = 0.4
# Words that make a value approximate: a rounded figure is the source's value written otherwise.
_APPROX = frozenset("약 대략 가량 정도 내외 안팎 쯤 남짓 about around approximately roughly nearly almost some "
                    "circa approx".split())


@dataclass(frozen=True)
class Tok:
    key: str  # "#" for a number, "#:" for a clock time; a word lower-cased, a Korean word without its particle
    value: float | None = None
    text: str = ""
    at: int = 0  # where it is written

    @property
    def word(self) -> bool:
        return self.value is None and (self.key[:1].isalnum() or bool(re.match(r"[가-힣]", self.key)))


def _number(text: str) -> float:
    if ":" in text:
        h, m = text.split(":")
        return int(h) * 60 + int(m)
    return float(text.replace(",", ""))


@lru_cache(maxsize=4096)
def tokens(text: str) -> tuple[Tok, ...]:
    out = []
    for m in _TOKEN.finditer(text):
        t = m.group()
        if _NUMBER.match(t):
            out.append(Tok("#:" if ":" in t else "#", _number(t), t, m.start()))
        elif "가" <= t[:1] <= "힣":
            # Without its particle: "서비스센터는" and "서비스센터:" hold one word.
            out.append(Tok(particles.bare(t), None, t, m.start()))
        else:
            out.append(Tok(t.lower(), None, t, m.start()))
    return tuple(out)


@dataclass(frozen=True)
class Rebound:
    claim_value: str
    source_value: str

    def describe(self) -> str:
        return f"the claim's {self.claim_value} stands where the source states {self.source_value}"


def _numbers_of(raws: tuple[str, ...]) -> frozenset[float]:
    return frozenset().union(*(numbers_in(raw) for raw in raws))


@lru_cache(maxsize=1024)
def numbers_in(raw: str) -> frozenset[float]:
    """The figures of ``raw`` (a whole source is read once, not once per claim)."""
    return frozenset(t.value for t in tokens(raw) if t.value is not None)


def _approximate(ts: tuple[Tok, ...], i: int) -> bool:
    """Whether the value at ``i`` is worded as approximate (a hedge word within two words of it)."""
    near = ts[max(0, i - 2):i] + ts[i + 1:i + 3]
    return any(t.key in _APPROX or t.text in _APPROX for t in near)


def _kind(t: Tok, text: str) -> str:
    """The dimension of the quantity ``t`` is written in (``normalize``: days, won, percent, clock time …), or
    "" for a number without a unit."""
    for q in extract(text).quantities:
        if q.at[0] <= t.at < q.at[1]:
            return q.dim
    return ""


def _rewritten(c: Tok, s: Tok) -> bool:
    """Whether ``c`` may be ``s`` written otherwise: rounded, in another unit of ten ("3천" / "3,000", "1.5" million /
    "1,500,000", "0.3" / "30%"), or a year shortened to its last two digits ("90년대" / "1990년대")."""
    a, b = c.value, s.value
    if a is None or b is None or a == 0 or b == 0:
        return False
    places = len(c.text.split(".")[1]) if "." in c.text and ":" not in c.text else 0
    if round(b, places) == a:
        return True  # "77%" for 76.6%: the source's value rounded
    ratio = max(a, b) / min(a, b)
    k = round(math.log10(ratio))
    if k >= 1 and abs(ratio - 10 ** k) <= 1e-9 * ratio:
        return True
    da, db = c.text.replace(",", ""), s.text.replace(",", "")
    return any(len(x) == 2 and re.fullmatch(r"(?:19|20)\d\d", y) and y.endswith(x) for x, y in ((da, db), (db, da)))


def prepare_numbers(source: str) -> None:
    """Read the figures of ``source`` ahead of verification (see ``prepare_sources``)."""
    numbers_in(source)


def unstated_numbers(claim: str, scope: str) -> frozenset[float]:
    """The numbers of ``claim`` that ``scope`` writes nowhere (as numbers: "100만" and "1,000,000" differ here)."""
    return frozenset({t.value for t in tokens(claim) if t.value is not None} - _numbers_of((scope,)))


def find_rebound(claim: str, evidence: str, absent: tuple[str, ...], matched: tuple[str, ...],
                 scope: str = "") -> Rebound | None:
    """A value of ``claim`` the source does not state (``absent``: the entity layer's absent values; with
    ``scope``, the cited text, also a number written nowhere in it, as in a date "2025. 4. 1." the entity layer
    does not read) aligned with a different value of ``evidence`` in the same slot; None when there is none.
    ``matched``: the values the entity layer found in the source (never candidates, whatever their digits)."""
    ct = tokens(claim)
    unstated = unstated_numbers(claim, scope) if scope else frozenset()
    wanted = (_numbers_of(absent) | unstated) - _numbers_of(matched)
    if not wanted:
        return None
    st = tokens(evidence)
    claim_values = {t.value for t in ct if t.value is not None}
    ops = SequenceMatcher(None, [t.key for t in ct], [t.key for t in st], autojunk=False).get_opcodes()
    words = sum(1 for t in ct if t.word)
    kept = sum(1 for op, i1, i2, _j1, _j2 in ops if op == "equal" for t in ct[i1:i2] if t.word)
    if not words or kept < KEPT_WORDS * words:
        return None  # the claim words it otherwise: which value stands where cannot be read word for word
    for op, i1, i2, j1, _j2 in ops:
        if op != "equal":
            continue
        for k in range(i2 - i1):
            c, s = ct[i1 + k], st[j1 + k]
            if c.value is None or c.value not in wanted or s.value == c.value or s.value in claim_values:
                continue
            if _kind(c, claim) != _kind(s, evidence):
                continue  # "300명" against "1,300대": not a value of the same kind
            if _approximate(ct, i1 + k) or _rewritten(c, s):
                continue  # "약 77%" for 76.6%, "90년대" for "1990년대": the source's value written otherwise
            if _counts_another_thing(ct, st, i1 + k, j1 + k):
                continue  # "has 24 players" on "has 6 teams", where "4 players" is the source's own count
            if _anchored(ct, st, i1, i2, j1, k):
                return Rebound(c.text, s.text)
    return None


def _counts_another_thing(ct: tuple[Tok, ...], st: tuple[Tok, ...], i: int, j: int) -> bool:
    """The claim's number at ``i`` counts another word than the source's at ``j`` ("24 players" / "6 teams"), and
    the source counts the claim's word elsewhere: that figure, not this slot, is the one to compare with (a
    total worked out of a figure per item is not the slot's value)."""
    after_c = ct[i + 1].key if i + 1 < len(ct) and ct[i + 1].word else ""
    after_s = st[j + 1].key if j + 1 < len(st) and st[j + 1].word else ""
    if not after_c or not after_s or after_c == after_s:
        return False
    return any(st[x].value is not None and st[x + 1].key == after_c for x in range(len(st) - 1) if x != j)


def _anchored(ct: tuple[Tok, ...], st: tuple[Tok, ...], i1: int, i2: int, j1: int, k: int) -> bool:
    """Whether the value at ``i1 + k`` has, inside its aligned stretch and past punctuation, a shared word or the
    same number right before or right after it ("평일 10:00" / "평일 9:00"; "2025. 4. 1." / "2025. 3. 1.")."""
    for step in (-1, 1):
        x = k + step
        while 0 <= x < i2 - i1 and not ct[i1 + x].word and ct[i1 + x].value is None:
            x += step  # punctuation between the parts of a date or a range
        if 0 <= x < i2 - i1 and (ct[i1 + x].word or ct[i1 + x].value == st[j1 + x].value):
            return True
    return False

