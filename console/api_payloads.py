"""The verified-query API's response: seed 000's fields (``original_answer``, ``corrected_answer``, ``mode``,
``sources``, ``removed_citations``, ``accuracy_rate``, ``verification_log``, ``processing_time_ms``) plus
the verify contract's (``status``, ``confidence``, ``references``, ``renumbering``, ``citations``,
``issues``, ``hedges``, ``llm_calls``, ``elapsed_ms``), and the serializers that document it.
"""
from __future__ import annotations

from rest_framework import serializers

from answering.results import AnswerResult
from verification.models import VerifiedAnswer
from verification.selectors import answer_contract

# mode → the thresholds it changes for the one question.
MODES: dict[str, dict[str, object]] = {
    "standard": {},
    "strict": {"drop_uncertain": True},
    "fast": {"use_llm": False},
}


def query_payload(result: AnswerResult, answer: VerifiedAnswer, *, mode: str, processing_time_ms: float) -> dict:
    sources = {s.index: s for s in result.sources}
    log = []
    for c in result.citations:
        index = c.reattributed_to if c.action == "reattributed" and c.reattributed_to else c.source_index
        source = sources.get(index) if index else None
        log.append({
            "citation_number": c.number,
            "new_number": c.new_number,
            "statement": c.statement,
            "source_file": source.file if source else "",
            "source_title": source.title if source else "",
            "source_page": source.page if source else None,
            "is_accurate": c.status == "accurate",
            "confidence": c.confidence,
            "explanation": c.explanation,
            "status": c.status,
            "action": c.action,
            "method": c.method,
            "evidence": c.evidence,
        })
    contract = answer_contract(answer)
    return {
        **contract,
        "answer_id": answer.pk,
        "question": result.question,
        "mode": mode,
        "original_answer": result.original_text,
        "corrected_answer": result.text,
        "not_found": result.not_found,
        "sources": [
            {"index": s.index, "title": s.title, "file": s.file, "page": s.page, "location": s.location,
             "score": s.score, "url": s.url, "text": s.text}
            for s in result.sources
        ],
        "references": [
            {"number": r.number, "title": r.title, "file": r.file, "page": r.page, "location": r.location,
             "excerpt": r.excerpt, "url": r.url}
            for r in result.references
        ],
        "removed_citations": list(result.removed),
        "accuracy_rate": result.accuracy_rate,
        "verification_log": log,
        "thresholds": result.thresholds,
        "timings": result.timings,
        "processing_time_ms": processing_time_ms,
    }


class ErrorSerializer(serializers.Serializer):
    error = serializers.CharField(help_text="What is wrong, in one sentence.")


class SourceSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    title = serializers.CharField()
    file = serializers.CharField()
    page = serializers.IntegerField(allow_null=True)
    location = serializers.CharField(help_text="article or section")
    score = serializers.FloatField(allow_null=True)
    url = serializers.CharField(help_text="the document in the console (login required)")
    text = serializers.CharField()


class LogEntrySerializer(serializers.Serializer):
    citation_number = serializers.IntegerField()
    new_number = serializers.IntegerField(allow_null=True)
    statement = serializers.CharField()
    source_file = serializers.CharField()
    source_title = serializers.CharField()
    source_page = serializers.IntegerField(allow_null=True)
    is_accurate = serializers.BooleanField()
    confidence = serializers.FloatField()
    explanation = serializers.CharField()
    status = serializers.ChoiceField(choices=["accurate", "inaccurate", "uncertain"])
    action = serializers.ChoiceField(choices=["kept", "removed", "reattributed", "generalized"])
    method = serializers.CharField()
    evidence = serializers.CharField()


class QueryResponseSerializer(serializers.Serializer):
    answer_id = serializers.IntegerField()
    question = serializers.CharField()
    mode = serializers.ChoiceField(choices=list(MODES))
    status = serializers.ChoiceField(choices=["verified", "partial", "unverified", "insufficient"])
    not_found = serializers.BooleanField()
    confidence = serializers.FloatField()
    original_answer = serializers.CharField()
    corrected_answer = serializers.CharField()
    sources = SourceSerializer(many=True)
    references = serializers.ListField(child=serializers.DictField())
    removed_citations = serializers.ListField(child=serializers.IntegerField())
    renumbering = serializers.DictField(child=serializers.IntegerField())
    accuracy_rate = serializers.FloatField(allow_null=True)
    verification_log = LogEntrySerializer(many=True)
    citations = serializers.ListField(child=serializers.DictField(), help_text="as in the verify contract")
    issues = serializers.ListField(child=serializers.CharField())
    hedges = serializers.ListField(child=serializers.CharField())
    llm_calls = serializers.IntegerField()
    elapsed_ms = serializers.FloatField(help_text="verification time")
    thresholds = serializers.DictField()
    timings = serializers.DictField()
    processing_time_ms = serializers.FloatField(help_text="the whole request")
