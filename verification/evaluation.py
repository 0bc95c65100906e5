"""Scoring the verifier against labelled citations: reviewers' verdicts from the console, or a labelled
file in the verify contract with ``expect`` (the format of ``benchmarks/verification_cases.jsonl``).

For each labelled citation the engine's status is compared with the label: agreement overall, per
method and per confidence band; precision and recall of removals (a citation the labels say should go
against what the engine removed); and a sweep of the confidence threshold — every case verified again
under each candidate — for the threshold whose verdicts match the labels best. Reviewed answers can be
exported as a labelled file (a regression set in the contract).
"""
from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from verification import engine

from .models import CitationReview, VerifiedAnswer
from .review import answer_sources, answer_thresholds

REMOVING = ("removed", "generalized")
BANDS = ((0.0, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.01))
SWEEP = tuple(round(0.5 + 0.05 * i, 2) for i in range(10))  # 0.50 … 0.95


@dataclass(frozen=True)
class Expected:
    number: int
    status: str  # accurate | inaccurate | uncertain (a reviewer's "not checkable")
    action: str | None = None
    order: int | None = None  # its place among all the answer's citations, when known (reviewer labels)


@dataclass(frozen=True)
class LabelledCase:
    """A case in the contract with the labels of its citations (one per marker occurrence, in order)."""

    id: str
    case: engine.Case
    expected: tuple[Expected, ...]
    status: str | None = None  # the expected answer status, when labelled
    thresholds: engine.Thresholds = engine.Thresholds()
    # What the engine said when it ran (reviewer mode: the stored checks); None: run the engine now.
    got: tuple[engine.CitationResult, ...] | None = None
    note: str = ""


@dataclass(frozen=True)
class Pair:
    case_id: str
    number: int
    want: Expected
    got: engine.CitationResult | None

    @property
    def agrees(self) -> bool:
        return self.got is not None and self.got.status == self.want.status


@dataclass
class Report:
    cases: int
    pairs: list[Pair]
    agreement: tuple[int, int]  # (agree, total) over citations labelled accurate or inaccurate
    by_method: dict[str, tuple[int, int]]
    by_band: dict[str, tuple[int, int]]
    removal_precision: float | None
    removal_recall: float | None
    removals: tuple[int, int, int]  # (removed by the engine, should be removed, both)
    sweep: dict[float, tuple[int, int]] = field(default_factory=dict)  # threshold → (agree, total)
    best_threshold: float | None = None
    disagreements: list[Pair] = field(default_factory=list)


def should_remove(want: Expected) -> bool:
    if want.action is not None:
        return want.action in REMOVING
    return want.status == "inaccurate"


def _band(confidence: float) -> str:
    for low, high in BANDS:
        if low <= confidence < high:
            return f"{low:.1f}–{min(high, 1.0):.1f}"
    return "?"


def pair_up(expected: Sequence[Expected], got: Sequence[engine.CitationResult], case_id: str) -> list[Pair]:
    """Expected and reported citations paired by their place in the answer when the labels know it,
    otherwise by number and occurrence among equal numbers."""
    if expected and all(e.order is not None for e in expected):
        return [Pair(case_id, e.number, e, got[e.order] if e.order < len(got) and got[e.order].number == e.number
                     else None) for e in expected]
    seen: Counter = Counter()
    by_key: dict[tuple[int, int], engine.CitationResult] = {}
    for c in got:
        by_key[(c.number, seen[c.number])] = c
        seen[c.number] += 1
    seen = Counter()
    pairs = []
    for e in expected:
        pairs.append(Pair(case_id, e.number, e, by_key.get((e.number, seen[e.number]))))
        seen[e.number] += 1
    return pairs


def run_case(case: LabelledCase, *, thresholds: engine.Thresholds | None = None, judge=None) -> list[Pair]:
    """Pairs of labels and the engine's verdicts: the stored ones, or a fresh run under ``thresholds``."""
    if case.got is not None and thresholds is None:
        return pair_up(case.expected, case.got, case.id)
    result = engine.verify_answer(case.case.answer, case.case.sources, question=case.case.question,
                                  thresholds=thresholds or case.thresholds, judge=judge)
    return pair_up(case.expected, result.citations, case.id)


def score(cases: Sequence[LabelledCase], *, judge=None, sweep: Iterable[float] = SWEEP) -> Report:
    pairs = [p for c in cases for p in run_case(c, judge=judge)]
    decided = [p for p in pairs if p.want.status in ("accurate", "inaccurate")]
    by_method: dict[str, list[int]] = {}
    by_band: dict[str, list[int]] = {}
    for p in decided:
        method = p.got.method if p.got else "missing"
        band = _band(p.got.confidence) if p.got else "missing"
        for table, key in ((by_method, method), (by_band, band)):
            row = table.setdefault(key, [0, 0])
            row[0] += p.agrees
            row[1] += 1
    removed = [p for p in pairs if p.got is not None and p.got.action in REMOVING]
    wanted = [p for p in pairs if should_remove(p.want)]
    both = [p for p in removed if should_remove(p.want)]
    report = Report(
        cases=len(cases), pairs=pairs, agreement=(sum(p.agrees for p in decided), len(decided)),
        by_method={k: tuple(v) for k, v in sorted(by_method.items())},
        by_band={k: tuple(v) for k, v in sorted(by_band.items())},
        removal_precision=len(both) / len(removed) if removed else None,
        removal_recall=len(both) / len(wanted) if wanted else None,
        removals=(len(removed), len(wanted), len(both)),
        disagreements=[p for p in decided if not p.agrees],
    )
    for threshold in sweep:
        swept = [p for c in cases
                 for p in run_case(c, thresholds=dataclasses.replace(c.thresholds, confidence=threshold), judge=judge)
                 if p.want.status in ("accurate", "inaccurate")]
        report.sweep[threshold] = (sum(p.agrees for p in swept), len(swept))
    if report.sweep and any(total for _, total in report.sweep.values()):
        # Most agreement; among equals, the threshold closest to the default 0.7 (the least surprising).
        report.best_threshold = max(report.sweep, key=lambda t: (report.sweep[t][0], -abs(t - 0.7)))
    return report


# --- labelled cases from the contract file ------------------------------------------------------


def cases_from_dicts(rows: Iterable[dict], *, no_llm: bool = False) -> list[LabelledCase]:
    """Labelled cases from decoded contract cases with ``expect`` (rows without it are refused)."""
    cases = []
    for i, row in enumerate(rows, 1):
        expect = row.get("expect") if isinstance(row, dict) else None
        if not isinstance(expect, dict):
            raise engine.ContractError(f"case {i}: no \"expect\" object with the labels")
        case = engine.case_from_dict(row)
        if no_llm:
            case = dataclasses.replace(case, use_llm=False)
        expected = tuple(
            Expected(int(c["number"]), str(c["status"]), c.get("action")) for c in expect.get("citations", [])
        )
        cases.append(LabelledCase(id=case.id or str(i), case=case, expected=expected, status=expect.get("status"),
                                  note=str(expect.get("note", ""))))
    return cases


# --- labelled cases from reviewer verdicts -------------------------------------------------------


def _expected_from_review(review: CitationReview, order: int | None) -> Expected:
    check = review.citation
    if review.verdict == CitationReview.Verdict.NOT_CHECKABLE:
        return Expected(check.number, "uncertain", "kept", order)
    if review.verdict == CitationReview.Verdict.ACCURATE:
        return Expected(check.number, "accurate", "reattributed" if check.action == "reattributed" else "kept", order)
    return Expected(check.number, "inaccurate", check.action if check.action in REMOVING else "removed", order)


def _as_result(check) -> engine.CitationResult:
    return engine.CitationResult(
        number=check.number, new_number=check.new_number, form=check.form, source_index=check.source_index,
        statement=check.statement, status=check.status, confidence=check.confidence, method=check.method,
        explanation=check.explanation, evidence=check.evidence, action=check.action,
    )


def reviewed_cases(*, complete_only: bool = False) -> list[LabelledCase]:
    """Answers with reviewer verdicts, as labelled cases whose ``got`` is what the engine decided then.
    ``complete_only``: only answers whose every citation has a verdict (a full regression case)."""
    answers = (VerifiedAnswer.objects.filter(checks__review__isnull=False).exclude(original_answer="")
               .distinct().order_by("pk").prefetch_related("checks__review"))
    cases = []
    for answer in answers:
        checks = list(answer.checks.order_by("id"))
        reviewed = [(i, c) for i, c in enumerate(checks) if hasattr(c, "review")]
        if complete_only and len(reviewed) != len(checks):
            continue
        expected = tuple(_expected_from_review(c.review, i) for i, c in reviewed)
        case = engine.Case(id=f"review-{answer.pk}", question=answer.question_text, sources=tuple(answer_sources(answer)),
                           answer=answer.original_answer)
        item = getattr(answer, "review", None)
        cases.append(LabelledCase(
            id=case.id, case=case, expected=expected, status=expected_status(expected),
            thresholds=answer_thresholds(answer), got=tuple(_as_result(c) for c in checks),
            note=(item.note if item else ""),
        ))
    return cases


def expected_status(expected: Sequence[Expected]) -> str:
    """The answer status the labels imply (as the engine's ``overall`` rules it)."""
    checked = [e for e in expected if e.status != "uncertain"] or list(expected)
    if checked and all(e.status == "accurate" for e in checked) and len(checked) == len(expected):
        return "verified"
    if not any(e.status == "accurate" for e in expected):
        return "unverified"
    return "partial"


def _complete(case: LabelledCase) -> list[Expected]:
    """Labels for every citation, in order (an exported case must label each marker occurrence)."""
    return sorted(case.expected, key=lambda e: e.order if e.order is not None else 0)


def case_export(case: LabelledCase) -> dict:
    """A labelled case as one line of a regression set (the contract's input plus ``expect``)."""
    return {
        "id": case.id,
        "question": case.case.question,
        "sources": [{k: v for k, v in dataclasses.asdict(s).items() if v not in (None, "")} for s in case.case.sources],
        "answer": case.case.answer,
        "expect": {
            "kind": "review",
            "citations": [{"number": e.number, "status": e.status, "action": e.action} for e in _complete(case)],
            "status": case.status,
            **({"note": case.note} if case.note else {}),
        },
    }
