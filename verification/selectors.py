"""Reads of the verification log for other apps (the API, the evaluation)."""
from __future__ import annotations

from .models import VerifiedAnswer


def answer_contract(answer: VerifiedAnswer) -> dict:
    """A logged answer in the verify contract's output shape (shared/contracts/verify.md)."""
    return {
        "id": answer.pk,
        "status": answer.status,
        "confidence": answer.confidence,
        "original_answer": answer.original_answer,
        "corrected_answer": answer.corrected_answer,
        "references": list(answer.references),
        "removed_citations": list(answer.removed_citations),
        "renumbering": dict(answer.renumbering),
        "accuracy_rate": answer.accuracy_rate,
        "citations": [
            {"number": c.number, "new_number": c.new_number, "form": c.form, "source_index": c.source_index,
             "statement": c.statement, "status": c.status, "confidence": c.confidence, "method": c.method,
             "explanation": c.explanation, "evidence": c.evidence, "action": c.action}
            for c in answer.checks.order_by("id")
        ],
        "issues": list(answer.issues),
        "hedges": list(answer.hedges),
        "llm_calls": answer.llm_calls,
        "elapsed_ms": answer.verification_ms or 0.0,
    }
