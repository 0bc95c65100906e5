"""Verification services: verify a contract case, and persist results as the verification log."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from django.conf import settings
from django.db import transaction

from verification import engine
from verification.engine import Case, CaseLimits, JudgeClient, VerificationResult

from .models import CitationCheck, ReviewItem, Thresholds, VerifiedAnswer
from .review import review_item_flag, review_reasons


def case_parse(data: object) -> Case:
    """One contract case from decoded JSON, within this installation's limits (``CITEWISE_MAX_*``);
    raises ``engine.ContractError`` whose message says which field is wrong or which limit is passed."""
    return engine.case_from_dict(data, CaseLimits(
        max_answer_chars=settings.CITEWISE_MAX_ANSWER_CHARS,
        max_question_chars=settings.CITEWISE_MAX_QUESTION_CHARS,
        max_sources=settings.CITEWISE_MAX_SOURCES,
        max_source_chars=settings.CITEWISE_MAX_SOURCE_CHARS,
        max_citations=settings.CITEWISE_MAX_CITATIONS,
    ))


def case_verify(*, case: Case, judge: JudgeClient | None, log_origin: str | None) -> dict:
    """The contract's verification, as the contract's output dict; written to the verification log
    as coming from ``log_origin`` unless that is None. The engine itself answers ``insufficient`` when
    the question asks for a code, article or name the sources do not hold. ``judge``: the model for
    citations the deterministic layers leave undecided (None: they stay uncertain)."""
    thresholds = Thresholds.current()
    result = engine.verify_answer(
        case.answer,
        case.sources,
        question=case.question,
        thresholds=thresholds,
        judge=judge if case.use_llm and thresholds.use_llm else None,
    )
    if log_origin is not None:
        answer_persist(
            result=result, sources=[asdict(s) for s in case.sources], question_text=case.question, origin=log_origin,
            thresholds=thresholds,
        )
    return engine.result_to_dict(result, case.id)


@transaction.atomic
def answer_persist(
    *,
    result: VerificationResult,
    sources: Sequence[dict],
    question_text: str,
    origin: str,
    generator: str = "",
    llm_calls: int | None = None,
    timings: dict[str, float] | None = None,
    search_gap: str = "",
    thresholds: engine.Thresholds | None = None,
) -> VerifiedAnswer:
    """Write one VerifiedAnswer and a CitationCheck row per citation, and put the answer in the review
    queue when it needs a person's eye. ``sources``: the passages shown to the model, in order, as
    JSON-ready dicts (the engine's ``Source`` fields and any extras, e.g. ``source_id``).
    ``thresholds``: what it was verified under (default: the global thresholds)."""
    contract = engine.result_to_dict(result, None)
    timings = timings or {}
    thresholds = thresholds or Thresholds.current()
    source_ids = [s.get("source_id") for s in sources]
    answer = VerifiedAnswer.objects.create(
        question_text=question_text,
        origin=origin,
        original_answer=contract["original_answer"],
        corrected_answer=contract["corrected_answer"],
        sources=list(sources),
        references=contract["references"],
        status=contract["status"],
        confidence=contract["confidence"],
        accuracy_rate=contract["accuracy_rate"],
        removed_citations=contract["removed_citations"],
        renumbering=contract["renumbering"],
        issues=contract["issues"],
        hedges=contract["hedges"],
        reasoning=result.reasoning,
        generator=generator,
        llm_calls=contract["llm_calls"] if llm_calls is None else llm_calls,
        verification_ms=contract["elapsed_ms"],
        retrieval_ms=timings.get("retrieval_ms"),
        generation_ms=timings.get("generation_ms"),
        total_ms=timings.get("total_ms"),
        search_gap=search_gap,
        thresholds=asdict(thresholds),
    )
    CitationCheck.objects.bulk_create(
        CitationCheck(
            answer=answer,
            number=c["number"],
            new_number=c["new_number"],
            form=c["form"],
            source_index=c["source_index"],
            source_id=_source_id(source_ids, c["source_index"]),
            reattributed_to=engine_citation.reattributed_to,
            statement=c["statement"],
            status=c["status"],
            confidence=c["confidence"],
            method=c["method"],
            explanation=c["explanation"],
            evidence=c["evidence"],
            action=c["action"],
        )
        for c, engine_citation in zip(contract["citations"], result.citations)
    )
    reasons = review_reasons(result=result, thresholds=thresholds)
    if search_gap:
        reasons.append(str(ReviewItem.Reason.SEARCH_GAP))
    if reasons:
        review_item_flag(answer=answer, reasons=reasons)
    return answer


def _source_id(source_ids: list, index: int | None) -> int | None:
    if not index or not 0 < index <= len(source_ids):
        return None
    value = source_ids[index - 1]
    return value if isinstance(value, int) else None
