"""The verified-query pipeline: retrieve → check context → write → verify → correct → persist.

Used by `manage.py ask`, the answer_question Celery task and (later) the Slack bot. A question the
retrieved context cannot answer (the asked error code or article is absent) gets the engine's safe
"not found" answer without any model call.
"""
from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from django.utils import timezone

from generation import llm
from generation.embeddings import query_embed
from generation.services import cited_answer_write
from retrieval.search import Passage, passages_search
from retrieval.store import StoreUnavailable
from verification import engine
from verification.engine import Source

from .judge_client import judge_for
from .models import Question, Thresholds, VerifiedAnswer
from .services import answer_persist

logger = logging.getLogger(__name__)


class AnswerFailed(RuntimeError):
    """The question could not be answered; the message is fit to show the person who asked."""


@dataclass(frozen=True)
class Timer:
    start: float

    def ms(self) -> float:
        return round((time.perf_counter() - self.start) * 1000, 1)


def passage_source(p: Passage) -> Source:
    return Source(
        text=p.text, id=str(p.source_id), title=p.title, file=p.file, page=p.page or None,
        article=p.article, score=round(p.relevance, 3),
    )


def question_answer(*, question: Question) -> VerifiedAnswer:
    """Answer a stored question; raises AnswerFailed (and marks the question failed) on outages."""
    Question.objects.filter(pk=question.pk).update(status=Question.Status.ANSWERING)
    try:
        answer = _answer(question)
    except AnswerFailed as exc:
        Question.objects.filter(pk=question.pk).update(status=Question.Status.FAILED, error=str(exc))
        raise
    except BaseException as exc:  # a bug, a database error or the task's time limit: never leave it "answering"
        Question.objects.filter(pk=question.pk).update(
            status=Question.Status.FAILED, error=f"internal error: {type(exc).__name__}"
        )
        raise
    Question.objects.filter(pk=question.pk).update(
        status=Question.Status.ANSWERED, answered_at=timezone.now(), error=""
    )
    return answer


def _answer(question: Question) -> VerifiedAnswer:
    total = Timer(time.perf_counter())
    thresholds = Thresholds.current()
    text = question.text.strip()
    if not text:
        raise AnswerFailed("The question is empty: ask about something in the documents.")

    retrieval = Timer(time.perf_counter())
    try:
        vector = query_embed(text)
    except llm.ModelUnavailable:
        # Embeddings are an accuracy aid; BM25 alone still answers.
        logger.warning("answer.embedding_failed question=%s", question.pk)
        vector = None
    try:
        passages = passages_search(
            text, channel_id=question.channel_id or None, thresholds=thresholds, query_vector=vector
        )
    except StoreUnavailable as exc:
        logger.error("answer.store_unavailable question=%s", question.pk)
        raise AnswerFailed(
            "The document index is unavailable right now, so I cannot look this up. Please try again later."
        ) from exc
    retrieval_ms = retrieval.ms()
    sources = [passage_source(p) for p in passages]

    check = engine.check_context(text, sources)
    generation = Timer(time.perf_counter())
    generator, generation_calls = "", 0
    if not check.sufficient:
        result = engine.insufficient_result(text, sources, check)
    else:
        written = _write_while_preparing(text, sources)
        generator, generation_calls = written.generator, written.llm_calls
        result = engine.verify_answer(
            written.text, sources, question=text, thresholds=thresholds,
            judge=judge_for(use_llm=True), context=check,
        )
    generation_ms = generation.ms() - result.elapsed_ms
    return answer_persist(
        result=result,
        sources=sources,
        question_text=text,
        origin=question.origin,
        question=question,
        generator=generator or "none (insufficient context)",
        llm_calls=generation_calls + result.llm_calls,
        timings={"retrieval_ms": retrieval_ms, "generation_ms": round(generation_ms, 1), "total_ms": total.ms()},
    )


def _write_while_preparing(question: str, sources: list[Source]):
    """The model's answer; meanwhile the engine analyses the passages (most of verification's cost)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        prepared = pool.submit(engine.prepare_sources, sources)
        try:
            written = cited_answer_write(question=question, sources=sources)
        except llm.ModelUnavailable as exc:
            raise AnswerFailed(f"I could not write an answer: {exc}. Please try again in a minute.") from exc
    if prepared.exception() is not None:
        # Only a speed-up: verification analyses the sources itself if this failed.
        logger.warning("answer.prepare_failed error=%s", type(prepared.exception()).__name__)
    return written
