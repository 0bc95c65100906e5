"""Whether a value of a source is about what a claim says (the entity layer, ``entities``): the sentence holding
it, read with its table header or list lead-in, covers much of the claim (or of the claim's clause that holds the
claim's value), or the source is that one sentence; and whether the sentence about the claim states a value of
the claim's kinds at all (``silent_on``).
"""
from __future__ import annotations

import re

from textkit.normalize import standalone_figure

from ..analysis import Analysis, analyse
from ..bounds import negated_comparison
from ..normalize import Quantity, extract
from .lexical import coverage, layout, read_with_context, sentence_at
from .signals import denials
from .value_agreement import same

__all__ = ["CONTEXT_COVERAGE", "SILENT_COVERAGE", "About", "silent_on"]

# A source value is about what the claim says when the sentence holding it covers this much of the claim.
CONTEXT_COVERAGE = 0.4

_CLAUSE_BREAK = re.compile(r"[,;:，；\n]|(?<=[다요])\.\s")


class About:
    """Whether a value written at some offset of the source is about what the claim (or the clause of
    the claim that holds the claim's value) says."""

    def __init__(self, claim_text: str, source_text: str):
        self.claim_text = claim_text
        self.claim = analyse(claim_text) if claim_text.strip() else None
        self.text = source_text
        self.single = len(layout(source_text).sentences) <= 1 if source_text else True
        self.memo: dict[tuple, object] = {}

    def clause_of(self, at: tuple[int, int]) -> Analysis | None:
        """The clause of the claim holding the claim's value at ``at`` (None where it is the whole claim)."""
        if at == (0, 0) or not self.claim_text:
            return None
        starts = [0] + [m.end() for m in _CLAUSE_BREAK.finditer(self.claim_text, 0, at[0])]
        end = _CLAUSE_BREAK.search(self.claim_text, at[1])
        clause = self.claim_text[starts[-1]:end.start() if end else len(self.claim_text)]
        return analyse(clause) if clause.strip() and clause.strip() != self.claim_text.strip() else None

    def negations_differ(self, source_at: tuple[int, int], claim_at: tuple[int, int]) -> bool:
        """Whether the claim and the source sentence at ``source_at`` differ in negation (odd against even), a
        negation that is the bound's own ("may not exceed 2 years") apart; a word that excludes ("제외한다",
        "are excluded") denies as a negation does."""
        if self.claim is None or negated_comparison(self.text, source_at[0]) or negated_comparison(
                self.claim_text, claim_at[0]):
            return False
        i = sentence_at(self.text, source_at[0])
        sentence = analyse(layout(self.text).sentences[i] if i is not None else self.text)
        return denials(self.claim) % 2 != denials(sentence) % 2

    def _covered(self, i: int):
        """(share, words not found) of the claim in sentence ``i`` read with its lead-in or header: read once,
        whichever of the questions below asks first."""
        key = ("covered", i)
        if key not in self.memo:
            self.memo[key] = coverage(self.claim, read_with_context(self.text, i))
        return self.memo[key]

    def _sentence(self, source_at: tuple[int, int]) -> int | None:
        """The sentence holding the source's value at ``source_at`` (None where nothing can be compared)."""
        if not self.text or self.claim is None or not self.claim.weights:
            return None
        return sentence_at(self.text, source_at[0])

    def closeness(self, source_at: tuple[int, int]) -> float:
        """How much of the claim the sentence holding the source's value says (read with its lead-in or header)."""
        i = self._sentence(source_at)
        return 0.0 if i is None else self._covered(i)[0]

    def tells_apart(self, source_at: tuple[int, int], other_at: tuple[int, int]) -> bool:
        """Whether the sentence holding the source's value at ``source_at`` states a word of the claim that the
        sentence at ``other_at`` does not ("night" in "At night it is $10", not in "The day shift allowance is
        $5 per hour", for "The night shift allowance is $10"): the word the claim picks its case by."""
        words = {t for t, w in self.claim.weights if w >= 1.0 and not any(c.isdigit() for c in t)} if self.claim else set()
        return bool(words & (set(self._unsaid(other_at)) - set(self._unsaid(source_at))))  # words, not the values

    def _unsaid(self, source_at: tuple[int, int]) -> tuple[str, ...]:
        i = self._sentence(source_at)
        return () if i is None else tuple(self._covered(i)[1])

    def about_clause(self, source_at: tuple[int, int], claim_at: tuple[int, int]) -> bool:
        """Whether the sentence holding the source's value says much of the claim's clause that holds the claim's value
        (of the whole claim where the claim is one clause)."""
        clause = self.clause_of(claim_at)
        i = self._sentence(source_at)
        if clause is None or not clause.weights or i is None:
            return self(source_at, claim_at)
        return coverage(clause, read_with_context(self.text, i))[0] >= CONTEXT_COVERAGE

    def writes_figure(self, q: Quantity, others: list[Quantity]) -> bool:
        """Whether the sentence closest to the claim of those holding ``others`` (the source's values of ``q``'s kind)
        writes ``q``'s figure outside any of them: "Day -28 to Day -1" for "the 28 days before Day 1". Not another
        sentence: "V3 | Week 4 | … | about 1 hour" says nothing of "Screening takes 4 hours"."""
        written = re.fullmatch(r"\D*?(\d+)\D*", q.raw)  # one whole figure as the claim writes it ("28 days")
        if not written or int(written.group(1)) < 3 or not others:
            return False  # (a 1 or 2 is written everywhere: "V1", "Day 1")
        figure = standalone_figure(written.group(1))
        spans = layout(self.text).spans
        held = [x.at for x in others]
        best = max(self.closeness(s.at) for s in others)
        for s in others:
            i = sentence_at(self.text, s.at[0])
            if i is None or self.closeness(s.at) < best:
                continue
            a, b = spans[i]
            if any(not any(x <= m.start() < y for x, y in held) for m in figure.finditer(self.text, a, b)):
                return True
        return False

    def __call__(self, source_at: tuple[int, int], claim_at: tuple[int, int] = (0, 0)) -> bool:
        if self.single or self.claim is None or not self.claim.weights:
            return True
        i = sentence_at(self.text, source_at[0])
        if i is None:
            return True
        key = (i, claim_at)
        if key not in self.memo:
            self.memo[key] = self._covered(i)[0] >= CONTEXT_COVERAGE or self._clause_covered(i, claim_at)
        return self.memo[key]

    def _clause_covered(self, i: int, claim_at: tuple[int, int]) -> bool:
        """Whether sentence ``i`` covers the claim's clause holding its value at ``claim_at``: read only where the
        sentence does not cover the whole claim enough (the clause is analysed anew, a Kiwi reading of its own)."""
        clause = self.clause_of(claim_at)
        return (clause is not None and bool(clause.weights)
                and coverage(clause, read_with_context(self.text, i))[0] >= CONTEXT_COVERAGE)


# The compared sentence says this much of the claim: it is the sentence about what the claim says (as for an
# exchange of participants, ``claim.EXCHANGE_COVERAGE``).
SILENT_COVERAGE = 0.8


def silent_on(claim_text: str, evidence: str, coverage: float, source: str = "") -> bool:
    """Whether the sentence that says (nearly) all the claim says states no value of the kinds the claim gives
    ("9학기 이상 등록자는 최소 학점의 제한을 받지 않습니다" for "… 5학점만 신청해도 됩니다"): then another value of
    the kind elsewhere in the source (a table's "21학점" for another group) is about something else, and the
    claim's value is one the source does not confirm, not a mismatch. Codes, articles and dates conflict as before.
    Not where the next or the previous sentence of its line in ``source`` states one: that sentence goes on about
    the same thing ("A grace period applies to late premiums. The grace period lasts 30 days.")."""
    if coverage < SILENT_COVERAGE or not evidence:
        return False
    claim = extract(claim_text)
    if claim.codes or claim.articles or any(q.dim == "monthofyear" for q in claim.quantities):
        return False
    stated = extract(evidence).quantities
    # The kinds of the claim's values the sentence does not state ("9학기" it does: not the conflict's kind).
    kinds = {q.dim for q in claim.quantities if not any(s.dim == q.dim and same(q, s) for s in stated)}
    if not kinds or any(s.dim in kinds for s in stated):
        return False
    return not any(s.dim in kinds for s in _next_to(evidence, source))


def _next_to(evidence: str, source: str) -> list[Quantity]:
    """The values of the sentences right before and after ``evidence`` in ``source``, on the same line."""
    at = source.find(evidence) if source else -1
    if at < 0:
        return []
    spans = layout(source).spans
    inside = [i for i, (a, b) in enumerate(spans) if a < at + len(evidence) and b > at]
    if not inside:
        return []
    out: list[Quantity] = []
    for before, after in ((inside[0] - 1, inside[0]), (inside[-1], inside[-1] + 1)):
        if before >= 0 and after < len(spans) and "\n" not in source[spans[before][1]:spans[after][0]]:
            i = before if after in inside else after
            out += extract(source[spans[i][0]:spans[i][1]]).quantities
    return out
