"""Numbers the entity layer reads without a unit, compared through the word they count.

``normalize`` knows the units it can convert (days, won, %, …); a number before any other word — "50
users", "3배", "1킬로미터", "12 seats" — is only a bare number to it, and a bare number matches wherever the
same figure occurs in the source ("up to 50 invoices" makes "up to 50 users" look stated). Here such a
number is read with the word after it: when the source never gives that figure of that word, and the
sentence the claim is compared with gives another figure of the same word ("up to 25 users"), the claim
states a different value of the same kind in the same place — a mismatch, as for a converted unit.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.morphology import analyze

from ..normalize import extract, number_value

COUNTED_CONFLICT = 0.88  # as sure as a numbered name ("Joint 3") that the source numbers otherwise
_UNIT_TAGS = frozenset({"NNB", "NNG", "SL"})
_NUMBER = r"(?<![\w.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
# English words that follow a number without being what it counts ("18 or older", "30 to 60").
_NOT_UNITS = frozenset("a an and or to of in on at by for per from than the if is are be was were".split())


def _unit_key(word: str) -> str:
    """An English counted word without its plural ending ("users" → "user"); a Korean counter as it is."""
    word = word.lower()
    if word.isascii() and len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


@lru_cache(maxsize=2048)
def counted_in_claim(claim: str) -> tuple[tuple[float, str, str], ...]:
    """(value, unit key, as written) of each number of ``claim`` that ``normalize`` leaves without a unit,
    read with the noun (Korean counter) or word right after it."""
    bare = extract(claim).bare
    if not bare:
        return ()
    toks = analyze(claim)
    out = []
    for i, (lemma, tag, a, b) in enumerate(toks[:-1]):
        if tag != "SN":
            continue
        value = number_value(lemma)
        unit, utag, ua, ub = toks[i + 1]
        if value not in bare or utag not in _UNIT_TAGS or ua - b > 1 or unit.lower() in _NOT_UNITS:
            continue
        if utag == "SL" and not unit.isalpha():
            continue
        out.append((value, _unit_key(unit), claim[a:ub]))
    return tuple(out)


def _values_of(unit: str, text: str) -> frozenset[float]:
    """Every figure ``text`` gives of ``unit`` ("25 users", "2배를", "50킬로미터")."""
    if unit.isascii():
        pattern = _NUMBER + r"\s?" + re.escape(unit) + r"(?:e?s)?(?![A-Za-z])"
        flags = re.IGNORECASE
    else:
        pattern = _NUMBER + r"\s?" + re.escape(unit)
        flags = 0
    return frozenset(number_value(m.group(1)) for m in re.finditer(pattern, text, flags))


def counted_conflicts(claim: str, source: str, evidence: str) -> tuple[str, ...]:
    """"50 users (source: 25 users)": a counted figure the source never gives, where ``evidence`` (the
    source sentence the claim is compared with) gives another figure of the same word."""
    if not evidence:
        return ()
    out = []
    for value, unit, raw in counted_in_claim(claim):
        if value in _values_of(unit, source):
            continue
        other = sorted(_values_of(unit, evidence))
        if other:
            out.append(f"{raw} (source: {', '.join(f'{v:g}' for v in other[:3])} {unit})")
    return tuple(out)
