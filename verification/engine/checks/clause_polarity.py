"""Polarity clause by clause: each clause of a claim against the statements of the evidence it agrees with.

The negation of one clause of a sentence says nothing of another ("…를 반환하고, 입학금은 반환하지 않는다"),
and a table's cells are records of their own; so when claim or evidence has several statements, the claim's
clauses are compared with the statements they are about, not the sentences as wholes.
"""
from __future__ import annotations

from textkit.stopwords import KOREAN_LIGHT_VERBS

from ..analysis import Analysis
from ..clauses import clauses
from .overlap import _claim, coverage
from .reading import _merge
from .signals import contradiction_signals, polarity

# A claim clause is compared with the statements of the evidence that agree with it this well (F-score of
# the clause's words found in the statement and the statement's words found in the clause), the best
# and those at least CLAUSE_NEAR as good.
CLAUSE_ALIGNED = 0.3
CLAUSE_NEAR = 0.6
CLAUSE_HELD = 0.6  # the share of a clause's words one statement holds to be what the clause is about
CASE_WORD_WEIGHT = 0.6  # a word that names a case (not a light word such as "경우")


def agreement(part: Analysis, unit: Analysis) -> float:
    recall = coverage(part, unit)[0]
    precision = coverage(unit, part)[0]
    return 2 * recall * precision / (recall + precision) if recall + precision else 0.0


def _rule_or_case(part: Analysis, near: list[Analysis]) -> list[Analysis]:
    """Of a rule and the statement of a case it holds in otherwise (an exception read with its rule, which has all
    the rule's words and the case's own), the one the clause is about: the case when the clause names one of the
    case's own words ("군입대로 인한 경우에도 … 휴학할 수 없다"), else the rule ("기한을 넘긴 비용은 지급되지 않지만")."""
    if len(near) < 2:
        return near
    out = list(near)
    for big in near:
        for small in near:
            if small is big or small not in out or big not in out or not small.tokens < big.tokens:
                continue
            own = {t for t, w in big.weights if t not in small.tokens and w >= CASE_WORD_WEIGHT}
            out.remove(small if part.tokens & own else big)
    return out


def clause_polarity(claim_text: str, settled: frozenset[str], units: tuple[Analysis, ...],
                    cells: bool = False) -> tuple[str, tuple[str, ...]] | None:
    """(polarity, signals) comparing each clause of the claim with the statements of the evidence it agrees
    with (``cells``: the statements are a table's cells, compared one at a time), or None when claim and
    evidence are one statement each (the sentence comparison is the same) or no clause of the claim is found
    in the evidence."""
    if not units:
        return None  # (before the claim's clauses are read: nothing to compare them with)
    parts = [_claim(text, settled, a) for text, a in clauses(claim_text)]
    if len(parts) < 2 and len(units) < 2:
        return None
    pols: list[str] = []
    signals: list[str] = []
    aligned = False
    for part in parts:
        if sum(w for _, w in part.weights) <= 0:
            continue
        scored = [(agreement(part, u), u) for u in units]
        top = max(f for f, _ in scored)
        if top < CLAUSE_ALIGNED:
            # A short clause agrees little with a long statement as a whole, yet it is about the one statement that
            # holds most of its words: the opposite word there ("점심시간 12:00부터 13:00까지는 포함됩니다" in "(평일
            # 09:00 ~ 17:30, 점심시간 12:00 ~ 13:00 제외)") is said of it. (Its negations may be the statement's other
            # parts': only the antonym is read.)
            holding = [u for u in units if coverage(part, u)[0] >= CLAUSE_HELD]
            if len(holding) == 1:
                cov = coverage(part, holding[0])[0]
                signals += [x for x in contradiction_signals(part, holding[0], cov) if x == "antonym"]
            continue
        # The statements this clause is about: the best and those nearly as close (a clause may draw on
        # two: "…90 days after the subscription ends, and you can reactivate…").
        near = [u for f, u in scored if f >= max(CLAUSE_ALIGNED, CLAUSE_NEAR * top)]
        if cells:
            # A table's cells are records: one at a time, unless the clause restates several of them whole
            # (an answer quoting a row: "30일까지 — 입학금: 반환하지 않음, 수업료: 6분의 5"), when it speaks of each.
            shared = frozenset.intersection(*(u.tokens for u in units))  # the key cell and header words
            whole = [u for _, u in scored if (u.tokens - shared) and (u.tokens - shared) <= part.tokens]
            near = whole if len(whole) > 1 else [max(scored, key=lambda x: x[0])[1]]
        near = _rule_or_case(part, near)
        unit = near[0] if len(near) == 1 else _merge(near)
        cov = coverage(part, unit)[0]
        aligned = True
        p = polarity(part, unit)
        denied = (part.negated | unit.negated) - KOREAN_LIGHT_VERBS
        if p == "parity" and denied and denied <= settled:
            # Only a comparison word the entity layer has matched as a limit is denied ("1년을 초과할 수
            # 없다" = "1년까지"): the negation is the bound's, which the values already bore out.
            p = ""
        if p:
            pols.append(p)
        signals += [x for x in contradiction_signals(part, unit, cov) if x not in ("absolute", "overstated")]
    if not aligned:
        return None
    return ("shared" if "shared" in pols else "parity" if pols else ""), tuple(dict.fromkeys(signals))
