"""Numbers the entity layer reads without a unit, compared through the word they count or the bound they state.

``normalize`` knows the units it can convert (days, won, %, …); a number before any other word — "50
users", "3배", "1킬로미터", "12 seats" — is only a bare number to it, and a bare number matches wherever the
same figure occurs in the source ("up to 50 invoices" makes "up to 50 users" look stated). Here such a
number is read with the word after it: when the source never gives that figure of that word, and the
sentence the claim is compared with gives another figure of the same word ("up to 25 users"), the claim
states a different value of the same kind in the same place — a mismatch, as for a converted unit. Likewise
a bare number stated as a limit ("applicants over 18", "18 이상") where the compared sentence states the same
number as the opposite limit ("applicants under 18").
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.morphology import analyze
from textkit.normalize import ODD_FOLDS, may_hold

from ..analysis import analyse
from ..distributive import opposite_roles, role
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


def _places_of(unit: str, text: str) -> list[tuple[float, tuple[int, int]]]:
    """Every figure ``text`` gives of ``unit`` ("25 users", "2배를", "50킬로미터"), with where it is written: each
    number followed (after at most one space) by the unit — an English one in any case, in the singular or the
    plural, and not as the start of a longer word."""
    if unit.isascii():
        if not may_hold(text, unit):
            return []
    elif unit not in text:
        return []
    if not unit[:1].isalpha() or (unit.isascii() and (not unit.isalpha() or not ODD_FOLDS.isdisjoint(text))):
        return _places_by_pattern(unit, text)
    out = []
    # Each number, then the word after it (a unit begins with a letter: no shorter reading of the number is
    # followed by it, so the number as found is the one the unit's own pattern finds).
    for m in _FIGURE.finditer(text):
        at = m.end()
        if unit.isascii():
            word = _LATIN_WORD.match(text, at)
            low = unit.lower()
            end = word.end() if word.group(1).lower() in (low, low + "s", low + "es") else -1
        else:
            if text[at:at + 1].isspace() and text.startswith(unit, at + 1):
                at += 1
            end = at + len(unit) if text.startswith(unit, at) else -1
        if end >= 0:
            out.append((number_value(m.group(1)), (m.start(), end)))
    return out


_FIGURE = re.compile(_NUMBER)
# The Latin letters after a number (and one space): the whole word, which must be the unit, as the unit's pattern
# with re.IGNORECASE and "(?![A-Za-z])" reads it; ``ODD_FOLDS`` aside, that is the word lower-cased.
_LATIN_WORD = re.compile(r"\s?([A-Za-z]*)")


def _places_by_pattern(unit: str, text: str) -> list[tuple[float, tuple[int, int]]]:
    """``_places_of`` with a pattern compiled for the unit (about 0.3 ms): for a unit that is not one word of
    letters, or an English one in a text with a letter that folds to a Latin one (``ODD_FOLDS``)."""
    if unit.isascii():
        pattern, flags = _NUMBER + r"\s?" + re.escape(unit) + r"(?:e?s)?(?![A-Za-z])", re.IGNORECASE
    else:
        pattern, flags = _NUMBER + r"\s?" + re.escape(unit), 0
    return [(number_value(m.group(1)), m.span()) for m in re.finditer(pattern, text, flags)]


def _values_of(unit: str, text: str) -> frozenset[float]:
    return frozenset(v for v, _ in _places_of(unit, text))


def counted_conflicts(claim: str, source: str, evidence: str) -> tuple[str, ...]:
    """"50 users (source: 25 users)": a counted figure the source never gives, where ``evidence`` (the
    source sentence the claim is compared with) gives another figure of the same word."""
    if not evidence:
        return ()
    out = []
    for value, unit, raw in counted_in_claim(claim):
        if value in _values_of(unit, source):
            continue
        if _figure_of_the_same_thing(value, claim, evidence):
            # The compared sentence gives this very figure of the same thing, counted or written another way
            # ("30 calendar days" for "within 30 days"; "재직증명서 3부" for "재직증명서 3통"): not another value.
            continue
        # A figure per item against a total ("The league has 24 players" / "each team has 4 players"): two roles,
        # not two values (``distributive``).
        at = claim.find(raw)
        mine = role(claim, (at, at + len(raw))) if at >= 0 else ""
        other = sorted({v for v, span in _places_of(unit, evidence) if not opposite_roles(mine, role(evidence, span))})
        if other:
            out.append(f"{raw} (source: {', '.join(f'{v:g}' for v in other[:3])} {unit})")
    return tuple(out)


_FUNCTION_WORDS = _NOT_UNITS | frozenset("up with within after before about over under".split())


def _neighbours(value: float, text: str) -> list[set[str]]:
    """For each place ``text`` gives ``value``: the nouns of the word before it and of the two after it (what
    the figure is of, not what is done with it: "넘을" and "넘지" say nothing of the thing counted)."""
    words = text.split()
    out = []
    for i, word in enumerate(words):
        m = re.search(_NUMBER, word)
        if m is None or number_value(m.group(1)) != value:
            continue
        near = [words[i - 1]] if i else []
        near += [word[m.end():]] + words[i + 1:i + 3]
        out.append({_unit_key(form) for w in near for form, tag, _a, _b in analyze(w)
                    if tag in _UNIT_TAGS and form.lower() not in _FUNCTION_WORDS})
    return out


def _figure_of_the_same_thing(value: float, claim: str, evidence: str) -> bool:
    ours = set().union(*_neighbours(value, claim))
    return bool(ours) and any(ours & theirs for theirs in _neighbours(value, evidence))


# A bound written before a bare number ("over 18", "at least 16", "younger than 9") or, in Korean, after it.
_EN_BOUND = re.compile(
    r"\b(over|above|more than|greater than|older than|at least|no less than|not less than|under|below|less than|"
    r"younger than|fewer than|at most|no more than|not more than|up to)\s+" + _NUMBER + r"(?![\d%])",
    re.IGNORECASE,
)
_KO_BOUND = re.compile(_NUMBER + r"\s?(이상|초과|이하|미만)")
_LOWER = frozenset({"over", "above", "more than", "greater than", "older than", "at least", "no less than",
                    "not less than", "이상", "초과"})


def _bare_bounds(text: str, bare: frozenset[float]) -> dict[float, set[str]]:
    """Bare number → the directions ("lower"/"upper") ``text`` states it as a limit in."""
    out: dict[float, set[str]] = {}
    for m in _EN_BOUND.finditer(text):
        value = number_value(m.group(2))
        if value in bare:
            out.setdefault(value, set()).add("lower" if m.group(1).lower() in _LOWER else "upper")
    for m in _KO_BOUND.finditer(text):
        value = number_value(m.group(1))
        if value in bare:
            out.setdefault(value, set()).add("lower" if m.group(2) in _LOWER else "upper")
    return out


def bound_conflicts(claim: str, evidence: str) -> tuple[str, ...]:
    """"over 18 (source: under 18)": a bare number the claim bounds one way and ``evidence`` only the other."""
    bare = extract(claim).bare
    if not bare or not evidence:
        return ()
    ours = _bare_bounds(claim, bare)
    if not ours:
        return ()
    theirs = _bare_bounds(evidence, extract(evidence).bare)
    if analyse(claim).negations % 2 != analyse(evidence).negations % 2:
        # One side negates: "children under 12 may not …" is "you must be at least 12 to …", the bound flipped
        # with the polarity. Left to the polarity checks and the judge.
        return ()
    out = []
    for value, dirs in ours.items():
        other = theirs.get(value, set())
        if len(dirs) == 1 and other and not (dirs & other):
            out.append(f"{value:g} as a {'minimum' if 'lower' in dirs else 'maximum'} "
                       f"(source: {'maximum' if 'lower' in dirs else 'minimum'})")
    return tuple(out)
