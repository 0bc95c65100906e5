"""Citewise verification engine: checks an answer's citations against the passages it cites.

Pure Python (Kiwi for Korean morphology); no Django, OpenAI or Weaviate imports. The only model call
goes through the ``JudgeClient`` protocol the caller passes in.

    result = verify_answer(answer, sources, question=q, thresholds=Thresholds(), judge=client)
    payload = result_to_dict(result, case_id)
"""
from .context import check_context
from .contract import CaseLimits, case_from_dict, result_to_dict
from .models import (
    INSUFFICIENT,
    PARTIAL,
    UNVERIFIED,
    VERIFIED,
    Case,
    CitationResult,
    ContextCheck,
    ContractError,
    JudgeClient,
    JudgeUnavailable,
    Reference,
    Source,
    Thresholds,
    VerificationResult,
)
from .pipeline import insufficient_result, prepare_sources, verify_answer

__all__ = [
    "INSUFFICIENT", "PARTIAL", "UNVERIFIED", "VERIFIED", "Case", "CaseLimits", "CitationResult", "ContextCheck",
    "ContractError", "JudgeClient", "JudgeUnavailable", "Reference",
    "Source", "Thresholds", "VerificationResult", "case_from_dict", "check_context", "insufficient_result",
    "prepare_sources", "result_to_dict", "verify_answer",
]
