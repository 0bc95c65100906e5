"""A code or a name of the claim that its evidence writes in one unit, while another unit, with a code or a name of
its own in that place, says the rest of the claim.

"F10 means ice on the blades; the turbine restarts after 2 hours" against two table rows, "| F10 | Nacelle vibration
high | … |" and "| F11 | Ice detected on the blades | … restarts automatically after 2 hours … |"; "you may refer the
complaint to the Email Desk within 6 months" against "Email Desk: … . If you are not satisfied …, you may refer the
complaint to the Financial Ombudsman Service within 6 months."; "오류 E4는 물 부족을 뜻합니다" against a window whose
row for E4 says something else and whose row for E2 says "물 부족". Word coverage reads the window as a whole: every
word and the code (the name) are in it, so the claim reads as covered, yet the unit (sentence, table row) that says
what the claim says gives it to another code or name: the claim put the wrong one there.

Read over a window of at least two units (sentences, table rows): for a code (letters and digits, "F10", "AB-12",
"SK-G3") or an English name (a capitalised word run not at the start of a sentence or a cell) of the claim, the
units that write it say little of the rest of the claim (its content words, the key's own words aside), another unit
says nearly all of it, that unit does not write the key, and it writes another key of the same kind the claim never
names. Likewise a name the evidence never writes whole where the unit that says the rest names another ("written
permission from the Photography Office" against "… the written permission of the Communications Office"): its words
are found one by one, the name is not (``_renamed_whole``). Uncertain, not inaccurate: a claim may join two
sentences ("C1B3 comes back more than once a week: replace the power supply") where the one with the rest names a
part of its own.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..english_reading import stem
from .informative import CLAIM_PIECES, units_of, written_in
from .list_leads import ITEM_MARKER
from .restrictions import content_words

MIN_REST = 3  # content words besides the key: fewer say too little to tell which unit the claim restates
REST_SAID = 0.75  # the other unit says this share of the rest at least
MARGIN = 0.34  # and this much more of it than any unit writing the key,
HELD_AT_MOST = 0.5  # which says half of it at most (a claim joining two sentences has half of it in each)

_CODE = re.compile(r"(?<![\w\-])(?=[A-Z0-9\-]*\d)[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*(?![\w\-])")
# A name: capitalised words (joined by "of", "and", "the" inside) not at the start of a text, a sentence or a cell.
_NAME = re.compile(r"(?<![.!?:|]\s)(?<!^)(?<![\"'“(])\b[A-Z][a-z]{2,}(?:\s(?:of\s|and\s|the\s)?[A-Z][a-z]{2,})*\b")

_ITEM_MARKER = re.compile(ITEM_MARKER, re.MULTILINE)


@lru_cache(maxsize=8192)
def _keys(unit: str) -> tuple[frozenset[str], frozenset[str]]:
    """(codes, names) a unit writes — cached: a source's units are read again for every claim."""
    # A list item's marker ("- ", "1. ") starts the unit as a sentence start does: "Cardholders" of "- Cardholders
    # can enter …" is no name.
    text = _ITEM_MARKER.sub("", unit.strip(" |"))
    return frozenset(_CODE.findall(text)), frozenset(m.group() for m in _NAME.finditer(text))


def _said(words: list[str], unit: str) -> float:
    return sum(1 for w in words if written_in(w, unit)) / len(words)


def displaced_key(claim: str, evidence: str) -> str:
    """Why a code or a name of ``claim`` is written in a unit of ``evidence`` that says little of the rest, while
    another unit, which names another, says the rest ("" when none is)."""
    if not evidence:
        return ""
    units = units_of(evidence)
    codes, names = _keys(claim)
    if not codes and not names:
        return ""
    # The rest of the claim: the content words of the part (clause) that holds the key, the words of every code and
    # name aside (each is a key of its own). A claim joining two sentences says each in a part of its own.
    key_words = {w.lower() for key in codes | names for w in re.findall(r"[A-Za-z]+", key)}
    for kind, mine in ((0, codes), (1, names)):
        for key in mine:
            part = " ".join(p for p in CLAIM_PIECES.split(claim) if p and _written(key, p))
            rest = [stem(w) if w.isascii() else w for w in content_words(part) if w.lower() not in key_words]
            if len(rest) < MIN_REST:
                continue
            holding = [u for u in units if _written(key, u)]
            if not holding:
                if kind == 1 and key.lower() not in evidence.lower():
                    why = _renamed_whole(key, rest, units, claim)
                    if why:
                        return why
                continue
            if len(units) < 2:
                continue
            held = max(_said(rest, u) for u in holding)
            for other in units:
                if other in holding:
                    continue
                said = _said(rest, other)
                rivals = sorted(k for k in _keys(other)[kind] if k not in claim and key not in k)
                if said >= REST_SAID and said - held >= MARGIN and held <= HELD_AT_MOST and rivals:
                    return f"the source says this of “{rivals[0]}”, not of “{key}”"
    return ""


def _renamed_whole(name: str, rest: list[str], units: tuple[str, ...], claim: str) -> str:
    """A name of the claim the evidence never writes whole ("the Photography Office"), where the unit that says the
    rest of the claim names another of its own ("the Communications Office"): its words may be found one by one, the
    name is not. A name that shares all its words with the other, or the other with it ("the Riverton Trust", "the
    Riverton Road Runners Trust"), may be the same one said shorter."""
    words = set(name.lower().split())
    for unit in units:
        if _said(rest, unit) < REST_SAID:
            continue
        for other in sorted(_keys(unit)[1]):
            if other.lower() in claim.lower():
                continue
            theirs = set(other.lower().split())
            if not (words <= theirs or theirs <= words):
                return f"the source names “{other}” where the claim names “{name}”"
    return ""


def _written(key: str, unit: str) -> bool:
    at = unit.find(key)
    while at >= 0:
        end = at + len(key)
        if (at == 0 or not unit[at - 1].isalnum()) and (end == len(unit) or not unit[end].isalnum()):
            return True
        at = unit.find(key, at + 1)
    return False
