"""Values as the lexical layer compares them: one key per value, however it is written.

The entity layer (``checks.entities``) decides whether a claim's value conflicts with its source; the
lexical layer measures how much of the claim a source sentence says. A value the sentence states in
another form ("14:00" for "오후 2시", "일주일" for "7일", "100만 원" for "1,000,000원", "절반" for "50%")
is said there: the claim's tokens of that value count as found, not as words the sentence lacks.
"""
from __future__ import annotations

import re

from textkit.identifiers import IDENTIFIER, code_key

from .lexicon import canonical
from .normalize import Quantity, extract

Key = tuple[str, float]
_DAY_MINUTES = 1440.0
_HALF_DAY = 720.0
_EN_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")


def value_keys(q: Quantity, *, claimed: bool = False) -> frozenset[Key]:
    """The keys ``q`` is compared by: a percentage and a fraction are one share ("50%" = "2분의 1" = "절반").
    A time of day is stated on the 12-hour clock and, with its period ("오후 9시", "21:00"), on the 24-hour
    one; ``claimed``: the key a claim's time needs — its 24-hour time when it has a period, so that "21:00" is
    not found in a "9시" that may be the morning (principle (b): every part covered), while a claim's "9시" is
    found in "21:00"."""
    if q.dim == "clocktime":
        m = q.value % _DAY_MINUTES
        if q.ambiguous:
            return frozenset({("clock12", m % _HALF_DAY)})
        if claimed:
            return frozenset({("clock", m)})
        return frozenset({("clock", m), ("clock12", m % _HALF_DAY)})
    if q.dim == "percent":
        # A share that is a repeating fraction ("3분의 1", "one in three") is also the percentage it rounds to
        # ("33%", "33.3%"): a source rounds it when it writes it with a percent sign.
        return frozenset({("share", round(v / 100, 6)) for v in rounded_shares(q.value)})
    dim = q.dim[4:] if q.dim.startswith("per-") else q.dim  # "연 2회": a year, read as "1년에"
    return frozenset({(dim, round(q.value, 6))})


def rounded_shares(percent: float) -> tuple[float, ...]:
    """``percent`` and, when it is a repeating fraction (33.333333), the values it rounds to (33, 33.3, 33.33)."""
    if abs(percent - round(percent, 2)) < 1e-6:
        return (percent,)
    return (percent, float(round(percent)), round(percent, 1), round(percent, 2))


def _stem(word: str) -> str:
    from .english_reading import word_token as stem  # analysis imports this module: resolved at call time

    return stem(word)


def stated_values(text: str, toks: tuple[tuple[str, str, int, int], ...], tokens: frozenset[str]) -> dict:
    """``values`` and ``valued`` of an ``Analysis`` of ``text`` (``toks``: its morphemes with offsets;
    ``tokens``: its content tokens, as the analysis keeps them)."""
    if not any(map(str.isdigit, text)) and not _MAY_HOLD_WORD_VALUE.search(text):
        return {}
    quantities = [q for q in extract(text).quantities if q.at != (0, 0)]
    if not quantities:
        return {}
    values: set[Key] = set()
    by_token: dict[str, list[frozenset[Key]]] = {}
    codes = [(m.start(), m.end(), code_key(m.group()).lower()) for m in IDENTIFIER.finditer(text)]  # read once
    for q in quantities:
        values |= value_keys(q)
        keys = value_keys(q, claimed=True)
        a, b = q.at
        inside: set[str] = set()
        for lemma, tag, start, _end in toks:
            if a <= start < b and not tag.startswith("SL"):
                low = lemma.lower()
                inside.update({canonical(low), canonical(low.rstrip(".").replace(",", ""))})
        for m in _EN_WORD.finditer(text, a, b):
            inside.add(canonical(_stem(m.group().lower())))
        inside.update(key for start, end, key in codes if start < b and a < end)
        for t in inside & tokens:
            by_token.setdefault(t, []).append(keys)
    return {"values": frozenset(values),
            "valued": tuple((t, tuple(ks)) for t, ks in by_token.items())}


# Words that state a value without a digit: native Korean numbers and day counts, "절반", "정오", "half an
# hour", "two weeks", "noon"… (a cheap test before the value extraction runs).
_MAY_HOLD_WORD_VALUE = re.compile(
    r"[한두세네열스][\s]?[가-힣]|다섯|여섯|일곱|여덟|아홉|하루|이틀|사흘|나흘|닷새|열흘|보름|일주일|반년|절반|정오|자정|"
    r"[십백천만억]{2}|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|"
    r"fifty|sixty|seventy|eighty|ninety|hundred|half|"
    r"quarters?|thirds?|fifths?|tenths?|fortnight|noon|midnight|midday|twice)\b", re.IGNORECASE)


def found_as_value(token: str, claim_valued: dict[str, tuple[frozenset[Key], ...]], window_values: frozenset[Key]) -> bool:
    """Whether ``token`` is part of claim values every one of which the window states in some form."""
    groups = claim_valued.get(token)
    return bool(groups) and bool(window_values) and all(g & window_values for g in groups)
