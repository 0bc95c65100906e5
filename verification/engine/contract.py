"""The JSON contract (shared/contracts/verify.md): input cases in, result dicts out.

``case_from_dict`` validates one input case and says exactly which field is wrong; unknown keys are
ignored. ``result_to_dict`` produces exactly the contract's output keys, in the contract's order (its test
reads them from the contract document).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textkit.markers import count_markers

from .models import Case, CitationResult, ContractError, Reference, Source, VerificationResult


@dataclass(frozen=True)
class CaseLimits:
    """How much one case may hold; None: no limit. Callers set them from their settings: a 2 MB answer
    with thousands of citations would otherwise hold a server for a minute."""

    max_answer_chars: int | None = None
    max_question_chars: int | None = None
    max_sources: int | None = None
    max_source_chars: int | None = None
    max_citations: int | None = None


_NO_LIMITS = CaseLimits()

_SOURCE_STR_FIELDS = ("id", "title", "file", "url", "article")


def _type(value: Any) -> str:
    return type(value).__name__ if value is not None else "null"


def _valid_text(value: str, where: str) -> str:
    """``value`` if it can be stored and sent as UTF-8 (a lone surrogate such as "\\ud800" cannot)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ContractError(f"{where} is not valid Unicode text (a lone surrogate at character {exc.start}).") from None
    return value


def _within(value: int, limit: int | None, what: str, unit: str) -> None:
    if limit is not None and value > limit:
        raise ContractError(f"{what} has {value:,} {unit}, over the limit of {limit:,}.")


def _source(i: int, raw: Any, limits: CaseLimits = _NO_LIMITS) -> Source:
    where = f"sources[{i}]"
    if not isinstance(raw, dict):
        raise ContractError(f"{where} must be an object, got {_type(raw)}.")
    if "text" not in raw:
        raise ContractError(f"{where} has no \"text\" (the passage text is required).")
    if not isinstance(raw["text"], str):
        raise ContractError(f"{where}.text must be a string, got {_type(raw['text'])}.")
    _within(len(raw["text"]), limits.max_source_chars, f"{where}.text", "characters")
    kwargs: dict[str, Any] = {"text": _valid_text(raw["text"], f"{where}.text")}
    for key in _SOURCE_STR_FIELDS:
        val = raw.get(key)
        if val is None:
            continue
        if key == "id" and isinstance(val, int) and not isinstance(val, bool):
            val = str(val)  # numeric ids are common and harmless
        if not isinstance(val, str):
            raise ContractError(f"{where}.{key} must be a string, got {_type(val)}.")
        kwargs[key] = _valid_text(val, f"{where}.{key}")
    page = raw.get("page")
    if page is not None:
        if isinstance(page, bool) or not isinstance(page, (int, str)) or (isinstance(page, str) and not page.strip().isdigit()):
            raise ContractError(f"{where}.page must be an integer, got {page!r}.")
        kwargs["page"] = int(page)
    score = raw.get("score")
    if score is not None:
        if isinstance(score, bool) or not isinstance(score, (int, float)):
            raise ContractError(f"{where}.score must be a number, got {_type(score)}.")
        kwargs["score"] = float(score)
    return Source(**kwargs)


def case_from_dict(data: Any, limits: CaseLimits = _NO_LIMITS) -> Case:
    """Validate and convert one input case; raises ContractError with a specific message (naming the
    limit when the case is too large)."""
    if not isinstance(data, dict):
        raise ContractError(f"A case must be a JSON object, got {_type(data)}.")
    if "answer" not in data:
        raise ContractError("The case has no \"answer\" (the text to verify is required).")
    if not isinstance(data["answer"], str):
        raise ContractError(f"\"answer\" must be a string, got {_type(data['answer'])}.")
    if "sources" not in data:
        raise ContractError("The case has no \"sources\" (a list of passages, possibly empty, is required).")
    if not isinstance(data["sources"], list):
        raise ContractError(f"\"sources\" must be a list, got {_type(data['sources'])}.")
    question = data.get("question", "")
    if question is None:
        question = ""
    if not isinstance(question, str):
        raise ContractError(f"\"question\" must be a string, got {_type(question)}.")
    cid = data.get("id", "")
    if cid is None:
        cid = ""
    if isinstance(cid, bool) or not isinstance(cid, (str, int)):
        raise ContractError(f"\"id\" must be a string or an integer, got {_type(cid)}.")
    use_llm = data.get("use_llm", True)
    if not isinstance(use_llm, bool):
        raise ContractError(f"\"use_llm\" must be true or false, got {use_llm!r}.")
    answer = _valid_text(data["answer"], '"answer"')
    question = _valid_text(question, '"question"')
    _within(len(answer), limits.max_answer_chars, '"answer"', "characters")
    _within(len(question), limits.max_question_chars, '"question"', "characters")
    _within(len(data["sources"]), limits.max_sources, '"sources"', "passages")
    _within(count_markers(answer), limits.max_citations, '"answer"', "citation markers")
    sources = tuple(_source(i, raw, limits) for i, raw in enumerate(data["sources"]))
    return Case(id=_valid_text(str(cid), '"id"'), question=question, sources=sources, answer=answer, use_llm=use_llm)


def _reference(ref: Reference) -> dict:
    return {"number": ref.number, "source_index": ref.source_index, "title": ref.title, "file": ref.file,
            "page": ref.page, "url": ref.url, "excerpt": ref.excerpt}


def _citation(c: CitationResult) -> dict:
    return {"number": c.number, "new_number": c.new_number, "form": c.form, "source_index": c.source_index,
            "statement": c.statement, "status": c.status, "confidence": c.confidence, "method": c.method,
            "explanation": c.explanation, "evidence": c.evidence, "action": c.action}


def result_to_dict(result: VerificationResult, case_id: Any) -> dict:
    """The contract's output object for ``result``."""
    return {
        "id": case_id,
        "status": result.status,
        "confidence": result.confidence,
        "original_answer": result.original_answer,
        "corrected_answer": result.corrected_answer,
        "references": [_reference(r) for r in result.references],
        "removed_citations": list(result.removed_citations),
        "renumbering": {str(k): v for k, v in result.renumbering.items()},
        "accuracy_rate": result.accuracy_rate,
        "citations": [_citation(c) for c in result.citations],
        "issues": list(result.issues),
        "hedges": list(result.hedges),
        "llm_calls": result.llm_calls,
        "elapsed_ms": result.elapsed_ms,
    }
