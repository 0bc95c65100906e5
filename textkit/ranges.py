"""The code and article ranges a text states: "C0–C55", "E-100부터 E-199까지", "제1조–제30조".

Used to tell someone who asked for a code or article that does not exist which ones do ("the
documents cover C0–C55"). Per code family the widest range counts, preferring one stated in words as
the range ("Error codes range from C0 to C55", "유효 범위", "C0부터 C55까지") over the rows of a table of
families ("| C1–C3 | Power supply |"); rows that follow one another count as the range they make up.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from .identifiers import CODE_RANGE, article_label
from .sentences import sentence_spans

# A family code on its own ("| C0 | Information only |"): extends a table's contiguous ranges.
_PLAIN_CODE = re.compile(r"(?<![A-Za-z0-9\-–~])([A-Z]{1,4})(\d{1,5})(?![A-Za-z0-9]|\s*[-–~])")
_ARTICLE_RANGE = re.compile(r"제\s*(\d{1,4})\s*조\s*(?:~|～|–|—|-|부터)\s*제?\s*(\d{1,4})\s*조")
# Words that say a range is THE range, not one row of a table.
_RANGE_WORDS = re.compile(r"\b(?:range[sd]?|valid|between|from|span|cover(?:s|ed)?)\b|범위|유효|부터|에서", re.IGNORECASE)


def _worded(text: str, m: re.Match) -> bool:
    line_start = text.rfind("\n", 0, m.start()) + 1
    spans = sentence_spans(text, max(line_start, m.start() - 80), m.start())
    before = text[spans[-1][0]:m.start()] if spans else ""  # the sentence the range is in
    return bool(_RANGE_WORDS.search(before) or _RANGE_WORDS.search(m.group()))


def _contiguous(ranges: list[tuple[int, int]], singles: set[int]) -> list[tuple[int, int]]:
    """Rows of a family table that follow one another ("C0", "C1–C3", "C4–C9", …, "C50–C55") as the one
    range they make up ("C0–C55")."""
    merged: list[list[int]] = []
    for lo, hi in sorted(ranges):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    for m in merged:
        while m[0] - 1 in singles:
            m[0] -= 1
        while m[1] + 1 in singles:
            m[1] += 1
    return [(lo, hi) for lo, hi in merged]


def _widest(found: list[tuple[str, int, int, bool]],
            singles: dict[str, set[int]] | None = None) -> list[tuple[str, int, int]]:
    """Per prefix, the widest stated range (ranges stated with range words first), without the ranges
    it contains; table rows that follow one another count as the range they make up."""
    out: list[tuple[str, int, int]] = []
    for prefix in dict.fromkeys(p for p, *_ in found):
        cands = [(lo, hi, worded) for p, lo, hi, worded in found if p == prefix]
        if any(w for *_, w in cands):
            cands = [c for c in cands if c[2]]
        else:
            rows = [(lo, hi) for lo, hi, _ in cands]
            cands += [(lo, hi, False) for lo, hi in _contiguous(rows, (singles or {}).get(prefix, set()))
                      if (lo, hi) not in rows]
        kept: list[tuple[int, int]] = []
        for lo, hi, _ in sorted(cands, key=lambda c: -(c[1] - c[0])):
            if not any(a <= lo and hi <= b for a, b in kept):
                kept.append((lo, hi))
        out += [(prefix, lo, hi) for lo, hi in sorted(kept)]
    return out


def stated_ranges(texts: Iterable[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """Code ranges as (prefix, "C0–C55") and article ranges ("제1조–제30조") that ``texts`` state."""
    codes: list[tuple[str, int, int, bool]] = []
    articles: list[tuple[str, int, int, bool]] = []
    singles: dict[str, set[int]] = {}
    for text in texts:
        for m in CODE_RANGE.finditer(text):
            if int(m.group(4)) > int(m.group(3)):
                codes.append((m.group(1), int(m.group(3)), int(m.group(4)), _worded(text, m)))
        for m in _PLAIN_CODE.finditer(text):
            singles.setdefault(m.group(1), set()).add(int(m.group(2)))
        for m in _ARTICLE_RANGE.finditer(text):
            if int(m.group(2)) > int(m.group(1)):
                articles.append(("제", int(m.group(1)), int(m.group(2)), _worded(text, m)))
    return ([(p, f"{p}{lo}–{p}{hi}") for p, lo, hi in _widest(codes, singles)],
            [f"{article_label(lo)}–{article_label(hi)}" for _, lo, hi in _widest(articles)])
