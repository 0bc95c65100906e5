"""The channel-neutral result of a question: what the CLI, the API, the Slack bot and the console render.

It is built from the verification log (``VerifiedAnswer`` and its citation checks), with every reference
already resolved to the document, page, article or section, the supporting sentence and a link to the
document in the console — so that no renderer needs to know about retrieval or the engine.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.conf import settings
from django.urls import NoReverseMatch, reverse

from textkit.language import lang_of
from textkit.markers import DAGGER
from verification.engine.addressing import terms_shown
from verification.models import VerifiedAnswer

if TYPE_CHECKING:
    from .models import Question


@dataclass(frozen=True)
class ResultReference:
    """Where a citation's support is: one line of the references message."""

    number: int  # [N] in the corrected answer
    title: str
    file: str
    page: int | None
    location: str  # article ("제25조") or section heading; "" when the document has neither
    excerpt: str  # the supporting sentence, verbatim from the document
    url: str  # the document in the console (login required); "" when not known
    source_id: int | None = None  # the Source it comes from (None for contract cases)


@dataclass(frozen=True)
class ResultSource:
    """A passage shown to the model, in the order it was shown ([†N] in the original answer points at N)."""

    index: int
    title: str
    file: str
    page: int | None
    location: str  # article or section
    score: float | None
    text: str
    url: str
    source_id: int | None = None


@dataclass(frozen=True)
class ResultCitation:
    """How one citation of the answer was checked."""

    number: int  # as numbered in the original answer
    new_number: int | None  # in the corrected answer; None when removed or generalized
    status: str  # accurate | inaccurate | uncertain
    action: str  # kept | removed | reattributed | generalized
    method: str
    confidence: float
    statement: str
    evidence: str
    explanation: str
    source_index: int | None = None  # the passage it cited (1-based in ``sources``)
    reattributed_to: int | None = None  # the passage a re-attributed citation points at now


@dataclass(frozen=True)
class AnswerResult:
    answer_id: int
    question_id: int | None
    question: str
    status: str  # verified | partial | unverified | insufficient
    text: str  # the corrected answer, citations written [†N]
    original_text: str
    confidence: float
    accuracy_rate: float | None
    references: tuple[ResultReference, ...] = ()
    citations: tuple[ResultCitation, ...] = ()
    removed: tuple[int, ...] = ()
    issues: tuple[str, ...] = ()
    hedges: tuple[str, ...] = ()
    generator: str = ""
    llm_calls: int = 0
    timings: dict[str, float | None] = field(default_factory=dict)
    language: str = "en"
    # Why part of the document index could not be searched ("" when all of it answered): the answer may be
    # incomplete, and every renderer says so.
    search_gap: str = ""
    sources: tuple[ResultSource, ...] = ()
    thresholds: dict[str, float | int | bool] = field(default_factory=dict)  # what it was verified under

    @property
    def not_found(self) -> bool:
        """The documents cannot answer the question (an honest "not found", no model call)."""
        return self.status == VerifiedAnswer.Status.INSUFFICIENT

    @property
    def uncertain_numbers(self) -> tuple[int, ...]:
        """Numbers (in the corrected answer) of kept citations the engine could not confirm."""
        return tuple(sorted({c.new_number for c in self.citations
                             if c.new_number is not None and c.status == "uncertain"}))


def document_url(source_id: int | None) -> str:
    """The console's link to a source's document (login required), absolute for Slack."""
    if source_id is None:
        return ""
    try:
        path = reverse("source-document", args=[source_id])
    except NoReverseMatch:
        return ""
    return settings.CITEWISE_PUBLIC_URL.rstrip("/") + path


def _reference(ref: dict, sources: list[dict]) -> ResultReference:
    index = ref.get("source_index")
    source = sources[index - 1] if index and 0 < index <= len(sources) else {}
    source_id = source.get("source_id")
    return ResultReference(
        number=ref["number"],
        title=ref.get("title") or source.get("title") or ref.get("file") or "",
        file=ref.get("file") or "",
        page=ref.get("page"),
        location=source.get("article") or source.get("section") or "",
        excerpt=ref.get("excerpt") or "",
        url=document_url(source_id) if source_id is not None else (ref.get("url") or ""),
        source_id=source_id,
    )


def _source(index: int, source: dict) -> ResultSource:
    source_id = source.get("source_id")
    return ResultSource(
        index=index,
        title=source.get("title") or source.get("file") or "",
        file=source.get("file") or "",
        page=source.get("page"),
        location=source.get("article") or source.get("section") or "",
        score=source.get("score"),
        text=source.get("text") or "",
        url=document_url(source_id) if isinstance(source_id, int) else (source.get("url") or ""),
        source_id=source_id if isinstance(source_id, int) else None,
    )


def answer_result(answer: VerifiedAnswer, *, question: Question | None = None) -> AnswerResult:
    """The result of a stored answer (``question``: the question it answers, when there is one)."""
    if question is None:
        question = getattr(answer, "question", None)
    citations = tuple(
        ResultCitation(
            number=c.number, new_number=c.new_number, status=c.status, action=c.action, method=c.method,
            confidence=c.confidence, statement=c.statement, evidence=c.evidence, explanation=c.explanation,
            source_index=c.source_index, reattributed_to=c.reattributed_to,
        )
        for c in answer.checks.all()
    )
    return AnswerResult(
        answer_id=answer.pk,
        question_id=question.pk if question is not None else None,
        question=answer.question_text,
        status=answer.status,
        text=answer.corrected_answer,
        original_text=answer.original_answer,
        confidence=answer.confidence,
        accuracy_rate=answer.accuracy_rate if citations else None,
        references=tuple(_reference(r, answer.sources) for r in answer.references),
        citations=citations,
        removed=tuple(answer.removed_citations),
        issues=tuple(answer.issues),
        hedges=tuple(answer.hedges),
        generator=answer.generator,
        llm_calls=answer.llm_calls,
        timings={"retrieval_ms": answer.retrieval_ms, "generation_ms": answer.generation_ms,
                 "verification_ms": answer.verification_ms, "total_ms": answer.total_ms},
        language=lang_of(answer.question_text or answer.corrected_answer),
        search_gap=answer.search_gap,
        sources=tuple(_source(i, s) for i, s in enumerate(answer.sources, 1)),
        thresholds=dict(answer.thresholds or {}),
    )


def closest_passages(result: AnswerResult, limit: int = 2) -> tuple[ResultSource, ...]:
    """For a "not found" answer, where the documents come closest to the question: the passages found that show
    the most of what it asks about (one of its subject terms at least), best first, one per place (document and
    article or page), at most ``limit``. Shown as places to look, never as an answer: the check found that they
    do not answer the question as asked, and a user whose words the documents say otherwise can still find it."""
    if not result.not_found or not result.question.strip():
        return ()
    ranked = sorted(((terms_shown(result.question, f"{s.title}\n{s.text}"), s.index, s) for s in result.sources),
                    key=lambda x: (-x[0], x[1]))
    out: list[ResultSource] = []
    places: set[tuple[str, str, int | None]] = set()
    for shown, _index, source in ranked:
        place = (source.title or source.file, source.location, None if source.location else source.page)
        if shown and place not in places:
            places.add(place)
            out.append(source)
    return tuple(out[:limit])


def citation_unsure(citation: ResultCitation) -> bool:
    """Kept without a verdict of "accurate": shown as unconfirmed wherever the answer is shown. A re-attributed
    citation was checked against the source it now points at, so it is not."""
    return citation.action == "kept" and citation.status != "accurate"


def uncertain_markers(result: AnswerResult) -> tuple[set[int], set[int]]:
    """(marker positions, numbers) of the corrected text's citations shown as uncertain.

    Kept citations appear in the corrected text in their original order, so the k-th marker is the k-th kept
    citation; if that does not line up (e.g. after generalization), a number counts as uncertain when any
    citation kept under it is.
    """
    kept = [c for c in result.citations if c.action in ("kept", "reattributed") and c.new_number]
    markers = [int(n) for n in DAGGER.findall(result.text)]
    if len(kept) == len(markers) and all(c.new_number == n for c, n in zip(kept, markers)):
        return {i for i, c in enumerate(kept) if citation_unsure(c)}, set()
    return set(), {c.new_number for c in kept if citation_unsure(c)}


def marked_text(result: AnswerResult, mark: Callable[[int, bool], str], text: str | None = None) -> str:
    """The corrected text (or ``text``, a rendering of it, e.g. escaped) with each ``[†N]`` replaced by
    ``mark(N, uncertain)``."""
    positions, numbers = uncertain_markers(result)
    counter = iter(range(10**6))

    def one(m: re.Match) -> str:
        n = int(m.group(1))
        i = next(counter)
        return mark(n, i in positions or n in numbers)

    return DAGGER.sub(one, result.text if text is None else text)

