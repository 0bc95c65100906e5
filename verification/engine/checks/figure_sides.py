"""Which side of a figure a claim puts its limit or its point in time, against the side its evidence puts it on.

"A site visit is needed after 48 hours" against "… needs a site visit within 48 hours"; "book at least 21 days after
you arrive" against "… at least 21 days before arrival"; "you must be 16 or under" against "16 or over"; "at most two
technicians" against "at least two technicians"; "퇴원 3일 이후에 알린다" against "퇴원 3일 전까지 알린다"; "30일 이상"
against "30일 이내". Word coverage finds every word (the side words are stop words or weigh almost nothing) and the
figure is the source's own, so the claim reads as covered; yet it states the figure on the other side: an informative
part (a bound, a before or after) the evidence does not state as the claim does (principle (b) of issue 12).

Each figure (digits, or an English number word) is read in two slots: its limit (the word before it — "within",
"after", "at least", "under", "최대", "적어도" — or after it — "or more", "or under", "이상", "이내", "미만") and, for
English, its offset after the unit ("… before arrival", "… after the subscription ends"); Korean says both after the
figure ("3일 전까지", "3일 후", "30일이 지나면", "30일이 지나기 전"). A claim figure whose slot points one way where
every place the evidence writes that figure (same number, same unit) points that slot the other way, and none the
claim's way, is not borne out. Read only where claim and evidence sentence negate alike (an even or odd number of
negations on both sides): "may not be less than 2 years" is "at least 2 years", the side turned by the negation.

The claim is left uncertain (a judge decides), never removed on this alone: a paraphrase can turn a side round with a
negation or a verb of its own ("keep for a year after" / "do not delete within a year").
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..value_words import EN_NUMBER_WORDS

PLUS, MINUS = "+", "-"  # a lower limit or a later point; an upper limit or an earlier point
_OPPOSITE = {PLUS: MINUS, MINUS: PLUS}

# A figure: digits (not inside a code, a decimal or a date's other parts) or an English number word.
_FIGURE = re.compile(r"(?<![\w.,\-–])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d,]*\.\d)(?![\w\-–]*\d[A-Za-z])|"
                     r"\b(" + "|".join(w for w in EN_NUMBER_WORDS if w not in ("zero", "twice")) + r")\b", re.I)

# English limit words written right before a figure (a currency sign or code may stand between).
_EN_BEFORE = re.compile(
    r"(?:\b(?P<plus>over|above|more\s+than|greater\s+than|older\s+than|longer\s+than|at\s+least|no\s+less\s+than|"
    r"not\s+less\s+than|no\s+fewer\s+than|(?:a\s+)?minimum\s+of|after|beyond|exceeding|from|since)"
    r"|\b(?P<minus>under|below|less\s+than|fewer\s+than|younger\s+than|shorter\s+than|at\s+most|no\s+more\s+than|"
    r"not\s+more\s+than|up\s+to|(?:a\s+)?maximum\s+of|within|before|until|till)"
    r")\s+(?:[$£€]\s?|(?:GBP|USD|EUR|KRW)\s)?$", re.I)
# English limit words right after a figure and its unit ("16 or over", "5 users or more", "2 years and above").
_EN_AFTER = re.compile(
    r"^\s?(?:[A-Za-z%°'’\-]+\s){0,2}?(?:(?P<plus>or\s+(?:more|over|above|older|longer|greater|higher)|and\s+(?:over|above|up))"
    r"|(?P<minus>or\s+(?:less|fewer|under|below|younger|shorter|lower)))\b", re.I)
# An English offset after the unit ("21 days before arrival", "90 days after the subscription ends").
_EN_OFFSET = re.compile(
    r"^\s?(?:(?!before|after|prior|following|ahead|or\b|and\b)[A-Za-z%°'’\-]+\s){0,2}?(?:(?P<minus>before|prior\s+to|ahead\s+of|"
    r"in\s+advance)|(?P<plus>after|following|later|from|since))\b", re.I)
# Korean limit words before a figure.
_KO_BEFORE = re.compile(r"(?:(?P<plus>최소|최소한|적어도|최단)|(?P<minus>최대|최대한|최장|많아야|늦어도))\s?$")
# Korean limits and offsets after a figure, its counter and a particle ("30일 이내", "3일 전까지", "30일이 지나면").
_KO_AFTER = re.compile(
    r"^\s?(?:[가-힣A-Za-z%°]{1,3}?)?\s?(?:[(（][^)）\n]{0,8}[)）])?\s?(?:이|가|을|를|의|에|이\s|가\s)?\s?"
    r"(?:(?P<passing>넘|지나|지난|지났|경과)"
    r"|(?P<plus>이상|초과|이후|부터|(?:후|뒤)(?=$|[\s,.)]|에|의|로|부터|까지|에는|에도|이면|라도))"
    r"|(?P<minus>이하|미만|이내|이전|까지|안에|안으로|(?:전)(?=$|[\s,.)]|에|의|까지|부터|으로|이면|이라도|에는|에도)))")
# After "넘", "지나": passing the figure, unless before it passes ("지나기 전"). A negation ("넘을 수 없다") is read as
# on the other side, in the number of negations of the sentence (see ``_odd``), as "초과할 수 없다" is.
_NOT_PASSING = re.compile(r"^\S*?기\s?전")
_UNIT = re.compile(r"\s?([A-Za-z%°]+|[가-힣])")

# A word of each side anywhere in a claim (an offset of the other side said of another event).
_OTHER_WAY = {PLUS: re.compile(r"\b(?:before|prior\s+to|ahead\s+of|in\s+advance)\b|(?<![가-힣])(?:\d+\S*\s?)?(?:이전|전까지|전에)", re.I),
              MINUS: re.compile(r"\b(?:after|following|later)\b|(?<![가-힣])(?:\d+\S*\s?)?(?:이후|후에|뒤에)", re.I)}
_NEGATION = re.compile(r"\b(?:not|never|no|cannot|without|nor)\b|n't\b|않|없|못|불가|아니|말(?:아|고)", re.I)
# A limit phrase whose "no"/"not" is part of the limit ("no more than 10 hours" is "at most 10 hours", read as such by
# ``_EN_BEFORE``): not a negation of the sentence, else "lasts no more than 10 hours" and "does not last more than 10
# hours" would negate unalike and "no less than 2 years" would be compared with "may not be less than 2 years".
_NEGATED_LIMIT = re.compile(r"\b(?:no|not)\s+(?:more|less|fewer)\s+than\b", re.I)
_SENTENCES = re.compile(r"(?<=[.!?。])\s+|\|\s+\||\n+")


def _value(match: re.Match) -> float:
    if match.group(1):
        return float(match.group(1).replace(",", ""))
    return float(EN_NUMBER_WORDS[match.group(2).lower()])


def _unit_key(text: str, end: int) -> str:
    m = _UNIT.match(text, end)
    if not m:
        return ""
    unit = m.group(1).lower()
    return unit if "가" <= unit[0] <= "힣" else unit[:3]


def _pole(m: re.Match | None) -> str:
    if m is None:
        return ""
    return PLUS if m.group("plus") else MINUS if m.group("minus") else ""


def _sides(text: str, start: int, end: int) -> tuple[str, str]:
    """(limit, offset) of the figure at ``text[start:end]``, each "+", "-" or ""."""
    before, after = text[max(0, start - 40):start], text[end:end + 40]
    limit = _pole(_EN_BEFORE.search(before)) or _pole(_KO_BEFORE.search(before)) or _pole(_EN_AFTER.match(after))
    offset = _pole(_EN_OFFSET.match(after))
    korean = _KO_AFTER.match(after)
    if korean:
        passing = korean.group("passing")
        side = (MINUS if _NOT_PASSING.match(after[korean.end():]) else PLUS) if passing else _pole(korean)
        # Korean writes limit and offset in one place after the figure: read as the offset slot, where both a
        # limit ("이내", "이상") and a point ("전", "후") fall on one of the two sides.
        offset = offset or side
    return limit, offset


@lru_cache(maxsize=8192)
def _read(sentence: str) -> tuple[tuple[float, str, str, str], ...]:
    """(value, unit key, limit, offset) of each figure of ``sentence`` — cached: a source's sentences are read
    again for every claim compared with them."""
    out = []
    for m in _FIGURE.finditer(sentence):
        limit, offset = _sides(sentence, m.start(), m.end())
        out.append((_value(m), _unit_key(sentence, m.end()), limit, offset))
    return tuple(out)


@lru_cache(maxsize=8192)
def _odd(sentence: str) -> bool:
    return len(_NEGATION.findall(_NEGATED_LIMIT.sub(" ", sentence))) % 2 == 1


def turned_side(claim: str, evidence: str) -> str:
    """Why the claim states a figure of the evidence on the other side of it ("" when none does)."""
    if not evidence:
        return ""
    mine = _read(claim)
    if not any(limit or offset for _, _, limit, offset in mine):
        return ""
    odd = _odd(claim)
    places = [(fig, sentence) for sentence in _SENTENCES.split(evidence) if sentence and _odd(sentence) == odd
              for fig in _read(sentence)]
    for value, unit, limit, offset in mine:
        if offset and _OTHER_WAY[offset].search(claim):
            # The claim says both ("wait 5 minutes after switching off, before you open the cover"): each offset may
            # be from another event, as the source's is. Only its limit is read.
            offset = ""
        same = [(fig, s) for fig, s in places if fig[0] == value and (fig[1] == unit or not fig[1] or not unit)]
        for slot, side in ((2, limit), (3, offset)):
            if not side:
                continue
            theirs = {fig[slot] for fig, _ in same}
            if _OPPOSITE[side] in theirs and side not in theirs:
                said = {MINUS: "as an upper limit or an earlier point", PLUS: "as a lower limit or a later point"}
                return f"the claim gives {value:g} {said[side]}, the source {said[_OPPOSITE[side]]}"
    return ""
