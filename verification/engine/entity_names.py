"""The names a text writes, as ``normalize.extract`` reads them: English names and numbered names.

- ``english_names``: title-case phrases and acronyms ("Control Box", "Coverage A", "HX300"), not an amount's currency
  code, an article number, a unit or a date, nor a capital that only starts a sentence;
- ``numbered_names``: a head word with its number or range ("Joint 3", "Joints 1–3", "Room 301", "제2호", "3번 출구"),
  not where the number is a quantity already read ("Pay 14 days").
"""
from __future__ import annotations

import re

from textkit.identifiers import ARTICLE_EN, is_upper_code
from textkit.stopwords import NOT_NAMES

from .units import EN_MONTHS, UNITS

# A capitalised head word and its number or range: "Joint 3", "Joints 1–3", "Axis 2 and 4", "Room 301".
_NUMBERED_EN = re.compile(r"\b([A-Z][a-z]{2,})(s?)[ \t]+(\d{1,4})(?:[ \t]*(?:[–—~\-]|to|through)[ \t]*(\d{1,4}))?(?![\d.,]\d|[A-Za-z%])")
_NUMBERED_KO = re.compile(r"(?<![조항\d])제\s?(\d{1,3})\s?(호)(?![가-힣]{0,1}[실관])|(?<!\d)(\d{1,4})\s?(호실|호관|번\s?출구)")
_MONTH_WORDS = frozenset(EN_MONTHS) | frozenset(m[:3] for m in EN_MONTHS) | {"sept"}
_NOT_HEADS = frozenset("""article art and the this that for with from into than over under about after before since until
    every each per page pages""".split()) | frozenset(m.capitalize() for m in _MONTH_WORDS)
# "$300", "USD 300", "€20": a currency sign or ISO code before the amount.
_CURRENCY_CODES = frozenset({"USD", "KRW", "EUR", "GBP", "JPY", "CNY", "CHF", "CAD", "AUD", "HKD", "SGD"})
# Title-case phrases ("Control Box", "Joint 3", "Coverage A": a letter after a name is part of it, not "I") and acronyms;
# words that start sentences or are ordinary capitalized function words are not names.
_EN_NAME = re.compile(r"\b([A-Z][A-Za-z0-9]*[A-Za-z0-9](?:[ \t]+(?:[A-Z][A-Za-z0-9]+|[A-HJ-Z](?![\w'’])|\d{1,4}))*|"
                      r"[A-Z][a-z]?[ \t]+\d{1,4})\b")


def numbered_names(text: str, value_spans: list[tuple[int, int]], *, digit: bool, latin: bool
                   ) -> list[tuple[str, int, int, int, int]]:
    """(head, first, last, start, end) of every numbered name of ``text``; ``value_spans``: where its quantities are
    written; ``digit``, ``latin``: whether it has a digit, a Latin letter (the patterns need them)."""
    numbered: list[tuple[str, int, int, int, int]] = []
    for m in _NUMBERED_EN.finditer(text) if digit and latin else ():
        head = m.group(1)
        if head.lower() in _NOT_HEADS or head in _NOT_HEADS or head.lower() in UNITS:
            continue
        if any(a < m.end() and m.start(3) < b for a, b in value_spans):
            continue  # "Pay 14 days": the number is a quantity
        lo = int(m.group(3))
        hi = int(m.group(4)) if m.group(4) and int(m.group(4)) > lo else lo
        key = head.lower()
        key = key[:-1] if key.endswith("s") and not key.endswith("ss") else key  # "Joints 1–3"
        numbered.append((key, lo, hi, *m.span()))
    for m in _NUMBERED_KO.finditer(text) if digit and ("호" in text or "번" in text) else ():
        if m.group(1):
            numbered.append(("제호", int(m.group(1)), int(m.group(1)), *m.span()))
        else:
            numbered.append((re.sub(r"\s", "", m.group(4)), int(m.group(3)), int(m.group(3)), *m.span()))
    return numbered


def english_names(text: str, *, latin: bool) -> set[str]:
    """The English names ``text`` writes, as written; ``latin``: whether it has a Latin letter."""
    names: set[str] = set()
    for m in _EN_NAME.finditer(text) if latin else ():
        phrase = m.group(1)
        words = phrase.split()
        if any(is_upper_code(w) for w in words):
            # "Codes C50": the code is compared as a code; what is left is a name only if it is one.
            words = [w for w in words if not is_upper_code(w)]
            if len(words) == 1 and not words[0].isupper():
                continue
        while words and (words[0].lower() in NOT_NAMES or words[0] in _CURRENCY_CODES):
            words = words[1:]  # "USD 300" is an amount, compared as such
        if not words or all(w.isdigit() for w in words) or (
                len(words) == 1 and (words[0].lower() in NOT_NAMES or is_upper_code(words[0]))):
            continue
        if ARTICLE_EN.match(" ".join(words)):
            continue  # "Article 5" is an article number, compared as such
        if len(words) == 1 and words[0] in UNITS:
            continue  # "GB", "MWh": a unit, compared with its value
        if words[0].lower().rstrip(".") in _MONTH_WORDS and all(w.isdigit() for w in words[1:]):
            continue  # "March 31", "March 2025": a date, compared as such
        start = m.start() + phrase.index(words[0])
        before = text[:start].rstrip()
        sentence_initial = not before or before[-1] in ".!?\n:;\"'“(" or re.search(r"(?:^|\n)\s*(?:[-*•]|\d+[.)])$", before)
        if sentence_initial and len(words) == 1 and not words[0].isupper():
            continue  # "Restart the unit." — a capital that only starts a sentence
        names.add(" ".join(words))
    return names
