"""The JSON contract (shared/contracts/verify.md): input cases in, result dicts out.

``case_from_dict`` validates one input case and says exactly which field is wrong; unknown keys are
ignored. ``result_to_dict`` produces exactly the contract's output keys, in the contract's order (its test
reads them from the contract document).
"""
from __future__ import annotations

from typing import Any

from .models import Case, CitationResult, ContractError, Reference, Source, VerificationResult

_SOURCE_STR_FIELDS = ("id", "title", "file", "url", "article")


def _type(value: Any) -> str:
    return type(value).__name__ if value is not None else "null"


def _source(i: int, raw: Any) -> Source:
    where = f"sources[{i}]"
    if not isinstance(raw, dict):
        raise ContractError(f"{where} must be an object, got {_type(raw)}.")
    if "text" not in raw:
        raise ContractError(f"{where} has no \"text\" (the passage text is required).")
    if not isinstance(raw["text"], str):
        raise ContractError(f"{where}.text must be a string, got {_type(raw['text'])}.")
    kwargs: dict[str, Any] = {"text": raw["text"]}
    for key in _SOURCE_STR_FIELDS:
        val = raw.get(key)
        if val is None:
            continue
        if key == "id" and isinstance(val, int) and not isinstance(val, bool):
            val = str(val)  # numeric ids are common and harmless
        if not isinstance(val, str):
            raise ContractError(f"{where}.{key} must be a string, got {_type(val)}.")
        kwargs[key] = val
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


def case_from_dict(data: Any) -> Case:
    """Validate and convert one input case; raises ContractError with a specific message."""
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
    sources = tuple(_source(i, raw) for i, raw in enumerate(data["sources"]))
    return Case(id=str(cid), question=question, sources=sources, answer=data["answer"], use_llm=use_llm)


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
