"""The verified-query pipeline: retrieve → check context → write → verify → correct → address → persist.

A question the retrieved context cannot answer (the asked error code or article is absent, or the
question's subject — a scholarship, a part, a fee, a year — is in no passage) gets the engine's safe
"not found" answer without any model call. When it fails, the passages holding the subject may rank just
below the first few: the same question is searched again for twice as many passages, taken when they hold
the subject. Else the question may be in the other language than its documents: it is searched again (as
widely) with its words translated (``textkit.bilingual``), and those passages are taken when they hold the
whole subject. (Searching once more for the word the passages lack, in case
another passage of the same document has it, was tried and measured: it let one more unanswerable test
question through and answered no more answerable ones.) When some retrieved
documents hold the subject and others do not, only the former are answered from.

"Verified" means the question is answered, not only that every kept citation holds. After verification,
the kept statements (with the source sentences that support them and the headings of the passages they
cite) must mention what the question asks about (``verification.engine.addressing``):

- none of it → status ``insufficient``, the answer replaced by the "not found" wording naming what it
  leaves out ("기숙사, 식비에 대한 정보를 찾을 수 없습니다"; the checked
  citations stay in the log, no reference is posted): faithful quotes about something else are not an
  answer;
- a question that asks for a value ("얼마야?", "몇 명?", "how long …?") whose kept statements state no value
  of that kind (``textkit.asking``) → ``insufficient`` when they also leave out a term of the question,
  otherwise a "verified" answer becomes ``partial``, naming the value not found (refusing on the value
  alone turned away as many answerable questions as unanswerable ones: values are said in more ways than
  the patterns know);
- less than half of it → a "verified" answer becomes ``partial``, with an issue naming what it does not
  mention (a question's conditions, "자퇴하면", are often answered implicitly, so one term left out of
  several is not enough).

``services.question_answer`` runs this for a stored question and keeps its status; everything here is
one attempt.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import asdict, replace

from generation import llm
from generation.embeddings import query_embed
from generation.services import GeneratedAnswer, cited_answer_write
from retrieval.search import Passage, SearchResult
from retrieval.store import StoreUnavailable
from textkit.asking import KIND_NAMES, answers_kind, asked_value_kinds
from textkit.bilingual import translated_query
from textkit.language import lang_of
from textkit.markers import DAGGER, count_markers
from textkit.wording import not_found_about, search_incomplete
from verification import engine
from verification.engine import Source
from verification.engine.addressing import answer_addresses, documents_holding, readable_in
from verification.models import MAX_SOURCES, Thresholds, VerifiedAnswer
from verification.services import answer_persist

from .channels import channel_policy, channel_search, channel_thresholds
from .judge import judge_for

logger = logging.getLogger(__name__)

# progress(step, detail): "searching", "writing", "checking" ({"citations": n}).
Progress = Callable[[str, dict], None]


class AnswerFailed(RuntimeError):
    """The question could not be answered; the message is fit to show the person who asked, ``detail``
    (the underlying error, no document text) is for operators."""

    def __init__(self, message: str, *, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail


class _Clock:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    def ms(self) -> float:
        return round((time.perf_counter() - self.start) * 1000, 1)


def passage_source(p: Passage) -> Source:
    return Source(
        text=p.text, id=str(p.source_id), title=p.title, file=p.file, page=p.page or None,
        article=p.article, score=round(p.relevance, 3),
    )


def passage_record(p: Passage) -> dict:
    """What the verification log keeps of a passage: the engine's fields plus where it is in Citewise."""
    return {**asdict(passage_source(p)), "source_id": p.source_id, "section": p.section}


def answer_write_and_verify(
    *, text: str, channel_id: str, origin: str, progress: Progress | None = None,
    overrides: Mapping[str, object] | None = None, earlier: tuple[str, str] | None = None,
) -> VerifiedAnswer:
    """One attempt at answering ``text``; raises AnswerFailed on outages the asker should hear about.

    ``channel_id`` selects the channel's source scope and thresholds; ``overrides``: thresholds this
    one question is answered under (e.g. an API request's own confidence threshold), on top of the
    channel's; ``earlier`` (question, answer) is the conversation a follow-up belongs to.
    """
    report = progress or (lambda step, detail: None)
    total = _Clock()
    policy = channel_policy(channel_id=channel_id)
    thresholds = channel_thresholds(policy=policy, base=Thresholds.current())
    if overrides:
        thresholds = replace(thresholds, **overrides)
    asked = followup_question(text, earlier)

    report("searching", {})
    retrieval = _Clock()
    vector = _question_vector(asked)
    search = _passages(asked, channel_id=channel_id, thresholds=thresholds, scope=policy.source_scope,
                       vector=vector)
    passages = list(search)
    sources = [passage_source(p) for p in passages]

    check = engine.check_context(asked, sources)
    if not check.sufficient:
        # The passages that hold the question's subject may rank just below the first few (a question in the
        # asker's words matches other passages' words first), or the documents may be in the other language:
        # search again with twice as many passages, then with the question's words translated.
        # At most the console's own maximum: a channel set to few passages gets a wider look, never more than
        # it allows anyone.
        wider = replace(thresholds, max_sources=min(2 * thresholds.max_sources, MAX_SOURCES))
        found = searched_again(asked, lambda translate: _passages(
            asked, channel_id=channel_id, thresholds=wider, scope=policy.source_scope, vector=vector,
            translate=translate), own_words=wider.max_sources > thresholds.max_sources)
        if found:
            search, sources, check = found
            passages = list(search)
            thresholds = wider  # the log shows how many passages the answer was really written from
    if check.sufficient:
        passages, sources = _holding_documents(asked, passages, sources)
    retrieval_ms = retrieval.ms()
    generation = _Clock()
    generator, generation_calls = "", 0
    if not check.sufficient:
        result = engine.insufficient_result(asked, sources, check)
    else:
        report("writing", {})
        written = _write_while_preparing(_in_their_language(followup_prompt(text, earlier), sources), sources)
        generator, generation_calls = written.generator, written.llm_calls
        report("checking", {"citations": count_markers(written.text)})
        result = engine.verify_answer(
            written.text, sources, question=asked, thresholds=thresholds,
            judge=judge_for(use_llm=thresholds.use_llm), context=check,
        )
        result = _addressed(text, result, sources)
    generation_ms = generation.ms() - result.elapsed_ms
    if search.degraded:
        result = _incomplete(result, lang_of(text))
    return answer_persist(
        result=result,
        sources=[passage_record(p) for p in passages],
        question_text=text,
        origin=origin,
        generator=generator or "none (insufficient context)",
        llm_calls=generation_calls + result.llm_calls,
        timings={"retrieval_ms": retrieval_ms, "generation_ms": round(generation_ms, 1), "total_ms": total.ms()},
        search_gap=(search.reason or "part of the index did not answer") if search.degraded else "",
        thresholds=thresholds,
    )


def searched_again(question: str, search: Callable[[bool], SearchResult], *, own_words: bool = True
                   ) -> tuple[SearchResult, list[Source], engine.ContextCheck] | None:
    """(passages, their sources, the check they pass) of a second search when the first passages cannot answer
    ``question``; None when neither holds its subject. ``search(translate)`` searches (more widely) with the
    question's own words, then with them translated; translated passages must also be readable as the
    question (``readable_in``: a guess in the other language is taken only when nearly nothing is left unread).
    ``own_words`` False skips the search in the question's own words: it would not be wider than the first one."""
    for translate in ((False, True) if own_words else (True,)):
        again = search(translate)
        sources = [passage_source(p) for p in again]
        if not sources:
            continue
        check = engine.check_context(question, sources)
        if check.sufficient and (not translate or readable_in(question, _document_texts(sources))):
            return again, sources, check
    return None


def _addressed(question: str, result: engine.VerificationResult, sources: list[Source]) -> engine.VerificationResult:
    """``result`` unless its kept statements leave out what the question asks about (module docstring)."""
    if result.status not in (engine.VERIFIED, engine.PARTIAL):
        return result
    kept = [c for c in result.citations if c.new_number is not None]
    if not kept:
        return result
    statements = list(dict.fromkeys([c.statement for c in kept] + [c.evidence for c in kept if c.evidence]))
    headings = [_heading(sources[c.source_index - 1]) for c in kept
                if c.source_index and 0 < c.source_index <= len(sources)]
    left_out, asked = answer_addresses(question, statements, "\n".join(dict.fromkeys(headings)))
    lang = lang_of(question)
    kinds = [] if left_out and len(left_out) == asked else asked_value_kinds(question)
    if kinds and not answers_kind(statements, kinds):
        # "얼마야?", "how long …?": statements about the subject that state no such value may not answer it.
        # Alone that makes the answer partial (values are said in more ways than the patterns know: "무상",
        # "당일"); with a term of the question left out too, the answer is about something else: refused.
        subject_left_out = [t.text for t in left_out if t.kind != "measure"]  # a measure goes with its value
        if subject_left_out:
            return _refused(result, [KIND_NAMES["ko" if lang == "ko" else "en"][kinds[0]], *subject_left_out],
                            lang, "The answer does not address the question: it states no value of the kind "
                            f"asked ({', '.join(kinds)}) and does not mention {', '.join(subject_left_out)}.")
        return _partial(result, f"The answer may not address the question: it states no "
                                f"{KIND_NAMES['en'][kinds[0]]} (a value of the kind asked: {', '.join(kinds)}).")
    if not left_out or 2 * len(left_out) <= asked:
        return result  # it addresses most of what is asked: conditions ("자퇴하면") are often left implicit
    names = [t.text for t in left_out]
    if len(left_out) == asked:
        return _refused(result, names, lang, "The answer does not address the question: none of its statements "
                                             f"mentions {', '.join(names)}.")
    return _partial(result, f"The answer may not fully address the question: it does not mention {', '.join(names)}.")


def _refused(result: engine.VerificationResult, names: list[str], lang: str, issue: str) -> engine.VerificationResult:
    """``result`` turned into the safe "not found" answer naming ``names``: it does not answer the question."""
    return replace(result, status=engine.INSUFFICIENT, corrected_answer=not_found_about(names, lang), references=(),
                   issues=(issue, *result.issues), reasoning=f"{engine.INSUFFICIENT}: {issue}")


def _partial(result: engine.VerificationResult, issue: str) -> engine.VerificationResult:
    """A "verified" ``result`` that may not answer the whole question becomes partial, saying why."""
    status = engine.PARTIAL if result.status == engine.VERIFIED else result.status
    return replace(result, status=status, issues=(issue, *result.issues))


def _heading(source: Source) -> str:
    """What a passage is about: its document, article and first line ("등록금에 관한 규정 제6조(등록금의
    반환)", "PawSure … Section 4. Waiting periods")."""
    first = source.text.strip().split("\n", 1)[0][:200]
    return " ".join(p for p in (source.title, source.file, source.article, first) if p)


def _incomplete(result: engine.VerificationResult, lang: str) -> engine.VerificationResult:
    """An answer from part of the index is never "verified", and says so; a "not found" says that the
    documents it could not search may hold the answer."""
    notice = search_incomplete(lang)
    status = engine.PARTIAL if result.status == engine.VERIFIED else result.status
    corrected = result.corrected_answer
    if result.status == engine.INSUFFICIENT:
        corrected = f"{corrected} {notice}"
    return replace(result, status=status, corrected_answer=corrected, issues=(notice, *result.issues))


def followup_question(text: str, earlier: tuple[str, str] | None) -> str:
    """What is searched and checked for a follow-up: the earlier question's subject plus the new one
    ("그럼 창업휴학은요?" after "휴학은 최대 몇 년까지…" is about 휴학). A code or article asked
    only in the follow-up still has to be in the documents."""
    return f"{earlier[0]} {text}" if earlier else text


def followup_prompt(text: str, earlier: tuple[str, str] | None) -> str:
    """The question as the writer sees it: a model also reads the earlier answer; the extractive
    writer gets the questions only (the earlier answer's words would pull it back to the same
    sentences)."""
    if not earlier:
        return text
    previous_answer = DAGGER.sub("", earlier[1]).strip()[:1500]
    if previous_answer and llm.model_configured():
        return f"Earlier question: {earlier[0]}\nEarlier answer: {previous_answer}\nFollow-up question: {text}"
    return f"{earlier[0]} {text}"



def _holding_documents(question: str, passages: list[Passage], sources: list[Source]
                       ) -> tuple[list[Passage], list[Source]]:
    """Only the passages of the documents that hold the question's subject, when some do and others do not:
    "PawSure 대기기간" is answered from the PawSure policy, not from another insurer's waiting periods that
    the search found by the same words (``addressing.documents_holding``)."""
    by_document = _by_document(sources)
    if len(by_document) < 2:
        return passages, sources
    holding = documents_holding(question, _document_texts(sources))
    if all(holding) or not any(holding):
        return passages, sources
    keep = sorted(i for idx, ok in zip(by_document.values(), holding) if ok for i in idx)
    return [passages[i] for i in keep], [sources[i] for i in keep]


def _by_document(sources: list[Source]) -> dict[str, list[int]]:
    """The indexes of ``sources`` per document, in order."""
    by_document: dict[str, list[int]] = {}
    for i, s in enumerate(sources):
        by_document.setdefault(s.file or s.title or s.id, []).append(i)
    return by_document


def _document_texts(sources: list[Source]) -> list[str]:
    """Each document's passages joined under its title and file name, as the context check reads them."""
    return ["\n".join([sources[idx[0]].title, sources[idx[0]].file]
                      + [f"{sources[i].article}\n{sources[i].text}" for i in idx])
            for idx in _by_document(sources).values()]


def _in_their_language(prompt: str, sources: list[Source]) -> str:
    """The prompt for the extractive writer, which matches words: with the question's words in the passages'
    language added when the passages are in the other one (``textkit.bilingual``). A model reads both."""
    if llm.model_configured():
        return prompt
    asked = lang_of(prompt)
    theirs = lang_of("\n".join(s.text for s in sources))
    if asked == theirs:
        return prompt
    words = translated_query(prompt)
    return f"{prompt}\n{words}" if words else prompt


def _question_vector(text: str) -> list[float] | None:
    """The question's embedding, computed once per question (both searches of a question use it)."""
    try:
        return query_embed(text)
    except llm.ModelUnavailable:
        # Embeddings are an accuracy aid; BM25 alone still answers.
        logger.warning("answer.embedding_failed")
        return None


def _passages(
    text: str, *, channel_id: str, thresholds: engine.Thresholds, scope: str = "all",
    vector: list[float] | None = None, translate: bool = False
) -> SearchResult:
    try:
        return channel_search(text, channel_id=channel_id, thresholds=thresholds, scope=scope, query_vector=vector,
                              translate=translate)
    except StoreUnavailable as exc:
        logger.error("answer.store_unavailable node=%s error=%s", exc.node, exc.error)
        raise AnswerFailed(
            "The document index is unavailable right now, so I cannot look this up. Please try again later.",
            detail=f"Weaviate ({exc.node or 'no node answered'}): {exc.error}",
        ) from exc


# One small pool per process: a preparation left behind by a failed question finishes there, and a process
# never holds more than two of them, however many questions fail in a row (a model outage).
_PREPARING = ThreadPoolExecutor(max_workers=2, thread_name_prefix="prepare-sources")


def _write_while_preparing(question: str, sources: list[Source]) -> GeneratedAnswer:
    """The model's answer; meanwhile the engine analyses the passages (most of verification's cost)."""
    prepared = _PREPARING.submit(engine.prepare_sources, sources)
    try:
        written = cited_answer_write(question=question, sources=sources)
    except llm.ModelUnavailable as exc:
        # The user hears of the failure now; the preparation, if it started, finishes in the background.
        prepared.cancel()
        raise AnswerFailed(f"I could not write an answer: {exc}. Please try again in a minute.") from exc
    except BaseException:
        prepared.cancel()
        raise
    wait([prepared])  # verification reads what was prepared
    if prepared.exception() is not None:
        # Only a speed-up: verification analyses the sources itself if this failed.
        logger.warning("answer.prepare_failed error=%s", type(prepared.exception()).__name__)
    return written
