"""The verification pipeline: markers → claims → layers → judge → corrections → result.

Layers run cheapest first and each either decides or passes: structural (does the target exist),
entity/number (do values match), lexical (does a source sentence say it, with the same polarity),
then one LLM call for everything still undecided. Multi-citation sentences follow ALCE's precision
rule; wrong or weak citations are re-attributed to the source that best supports the claim when there
is one (a regulation reference only to another article of the same regulation). A regulation
reference quoted inside a cited statement is content of that statement (``inline.py``), never rewritten.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from time import perf_counter

from textkit.language import lang_of
from textkit.normalize import squash
from textkit.wording import not_found

from .analysis import analyse
from .checks.roles import kin_verdict
from .checks.stray import stray_verdict
from .checks.structural import Target, resolve
from .citation_verdicts import evaluate, quoted_reference, settle_inline
from .citations import parse_markers
from .claims import extract_claims
from .context import check_context
from .correction import Decision, Removal, assign_numbers, excerpt, rewrite
from .correction import quoted as quote_statement
from .hedges import find_hedges
from .inline import governed
from .judge import JudgeItem, run_judge
from .models import (
    BRACKET,
    DAGGER,
    GENERALIZED,
    INACCURATE,
    INSUFFICIENT,
    KEPT,
    PARTIAL,
    REATTRIBUTED,
    REGULATION,
    REMOVED,
    REVIEW,
    STRUCTURAL,
    UNCERTAIN,
    VERIFIED,
    CitationResult,
    ContextCheck,
    JudgeClient,
    Marker,
    Source,
    Thresholds,
    Verdict,
    VerificationResult,
)
from .reattribution import (
    STRAY_COVERAGE,
    Work,
    apply_alce,
    article_of,
    best_other,
    near_other,
    only_other,
    weak_citation,
)
from .references import build_references, source_passage
from .scoring import overall, reasoning, status_of

LONG_UNCITED = 500  # characters: a long answer without any citation is an issue
def _undecided(w: Work, thr: float) -> bool:
    return not w.skipped and w.target.verdict is None and status_of(w.verdict, thr) == UNCERTAIN


def _judge_items(works: list[Work]) -> tuple[list[JudgeItem], dict[str, list[Work]]]:
    items: list[JudgeItem] = []
    owners: dict[str, list[Work]] = {}
    by_key: dict[tuple, str] = {}
    for w in works:
        key = (squash(w.claim.text), w.target.source_index, hash(w.target.scope))
        if key not in by_key:
            iid = f"c{len(items) + 1}"
            by_key[key] = iid
            items.append(JudgeItem(iid, w.claim.text, f"S{w.target.source_index}", w.target.scope, w.verdict.evidence))
        owners.setdefault(by_key[key], []).append(w)
    return items, owners


def _decide(w: Work, thr: float, drop_uncertain: bool = False) -> str:
    status = status_of(w.verdict, thr)
    if status == UNCERTAIN and drop_uncertain and not w.skipped and w.governed_by is None:
        return REMOVED  # the channel wants only confirmed citations shown
    if status != INACCURATE:
        return KEPT
    if w.new_source is not None:
        return REATTRIBUTED
    if w.marker.form == REGULATION and w.target.verdict is not None and w.target.unverifiable:
        return GENERALIZED
    return REMOVED


def _result_for(w: Work, action: str, number: int | None, thr: float) -> CitationResult:
    v = w.verdict
    status = UNCERTAIN if w.skipped else status_of(v, thr)
    evidence = v.evidence
    explanation = v.explanation
    if action == REATTRIBUTED and w.new_verdict is not None:
        explanation = f"{v.explanation} Re-attributed to source {w.new_source}: {w.new_verdict.explanation}"
        evidence = w.new_verdict.evidence
    elif action == GENERALIZED:
        explanation = f"{v.explanation} The reference was generalized."
    return CitationResult(
        number=w.marker.number, new_number=number if action in (KEPT, REATTRIBUTED) else None, form=w.marker.form,
        source_index=w.target.source_index, statement=w.claim.text, status=status, confidence=round(v.confidence, 3),
        method=v.method, explanation=explanation, evidence=excerpt(evidence), action=action,
        reattributed_to=w.new_source if action == REATTRIBUTED else None, skipped=w.skipped,
    )


_DEFAULT_THRESHOLDS = Thresholds()


def verify_answer(answer: str, sources: Sequence[Source], *, question: str = "",
                  thresholds: Thresholds = _DEFAULT_THRESHOLDS, judge: JudgeClient | None = None,
                  context: ContextCheck | None = None,
                  reviewed: Mapping[int, bool] | None = None, asked: str = "") -> VerificationResult:
    """Check every citation of ``answer`` against ``sources`` and correct what does not hold.

    ``context``: the caller's ``check_context(question, sources)``, when it already ran one.
    ``reviewed``: people's verdicts that replace the layers' — marker occurrence (0-based, the order of
    ``citations`` in the result) → True (the source supports the claim) or False (it does not); the
    answer is then corrected as the reviewers decided.
    ``asked``: the question, read only by the citation checks (the asker's own figures, ``asker_figures``) and not
    by the context check: a reviewed answer is re-checked as it was without being refused again."""
    t0 = perf_counter()
    sources = tuple(sources)
    thr = thresholds.confidence
    lang = lang_of(answer or question)
    issues: list[str] = []
    unmentioned: tuple[str, ...] = ()  # the question's subject words no passage mentions (``ContextCheck.by_subject``)
    ctx = context or (check_context(question, sources) if question.strip() else None)
    if ctx is not None and not ctx.sufficient and ctx.missing and not (ctx.by_subject and answer.strip()):
        return _refused(question, sources, ctx, answer, t0)
    parsed = parse_markers(answer, len(sources), [s.file for s in sources] + [s.title for s in sources])
    if ctx is not None and not ctx.sufficient:
        issues.append(_unaddressed(ctx, lang))
        unmentioned = ctx.missing
    issues += parsed.issues
    # 「학칙」 제28조 inside a statement another citation closes is content of that statement.
    inline = governed(answer, parsed.markers, sources, parsed.body_end)
    claims = extract_claims(answer, tuple(m for m in parsed.markers if m.order not in inline), parsed.body_end)
    works: list[Work] = []
    for m in parsed.markers:
        if m.order in inline:
            works.append(Work(m, claims[inline[m.order]], Target(None), Verdict(None, 0.5, STRUCTURAL, ""),
                              skipped=True, governed_by=inline[m.order]))
            continue
        w = Work(m, claims[m.group], resolve(m, sources), Verdict(None, 0.5, STRUCTURAL, ""))
        if reviewed and m.order in reviewed and w.target.source_index:
            supported = reviewed[m.order]
            w.verdict = Verdict(supported, 1.0, REVIEW, "A reviewer found that the source "
                                + ("supports the statement." if supported else "does not support the statement."),
                                excerpt(w.target.scope) if supported else "")
        elif not quoted_reference(w, sources, answer, thr):
            evaluate(w, sources, answer, question or asked)
        works.append(w)
    if unmentioned and all(w.skipped for w in works):
        # Nothing to check (no citation, or only statements too short): the safe answer, as before writing.
        return _refused(question, sources, ctx, answer, t0)
    # A claim the cited source covers much worse than another source that clearly supports it:
    # the citation points at the wrong passage (or, for a regulation, at the wrong article).
    given = tuple(s.text for s in sources)
    for w in works:
        if _undecided(w, thr):
            # Another name where the source names one of its listed alternatives (the lists of every given source).
            w.verdict = kin_verdict(w.claim.text, w.verdict, w.target.scope, given) or w.verdict
        if _undecided(w, thr):
            weak_citation(w, works, sources, thr)
        if _undecided(w, thr) and w.new_source is None and sum(x.marker.group == w.marker.group for x in works) == 1:
            # A source that states none of the claim's values and hardly its words (``stray``), once no other source
            # took the claim: the citation does not hold.
            w.verdict = stray_verdict(w.claim.text, w.verdict, w.target.scope) or w.verdict
    apply_alce(works, sources, thr)  # before the judge: what ALCE settles needs no model call
    llm_calls = 0
    pending = [w for w in works if _undecided(w, thr)]
    if pending and judge is not None:
        items, owners = _judge_items(pending)
        outcome = run_judge(judge, items, thr)
        llm_calls = outcome.calls
        issues += outcome.issues
        for iid, ws in owners.items():
            v = outcome.verdicts.get(iid)
            for w in ws:
                if v is not None:
                    # The judge's quote is evidence only if the source holds it; then as the source writes it.
                    quoted = source_passage(v.evidence, Source(text=w.target.scope)) if v.evidence else ""
                    # "false" with a quote the source holds: the source says otherwise (not merely nothing).
                    w.verdict = Verdict(v.supported, v.confidence, v.method, v.explanation, quoted or w.verdict.evidence,
                                        contradicts=v.supported is False and bool(quoted))
                elif outcome.calls:
                    w.verdict = replace(w.verdict, method=w.verdict.method,
                                        explanation=w.verdict.explanation + " No usable LLM verdict.")
    apply_alce(works, sources, thr)
    # Re-attribution of what is wrong where it stands.
    for w in works:
        if status_of(w.verdict, thr) != INACCURATE or w.new_source is not None or w.skipped or w.claim.trivial:
            continue
        if w.verdict.method == STRUCTURAL and w.marker.form == REGULATION and not w.target.unverifiable:
            continue
        exclude = {x.target.source_index for x in works if x.marker.group == w.marker.group and x.target.source_index}
        # A regulation reference is only moved to another article of the same regulation: the text
        # never names a regulation the answer did not (otherwise it is generalized or removed).
        other = best_other(w.claim.text, sources, exclude, thr, w.marker.regulation if w.marker.form == REGULATION else "")
        if other is None and w.marker.form != REGULATION:
            other = near_other(w.claim.text, sources, exclude, thr)  # states it nearly whole: move, not remove
        if (other is None and w.marker.form != REGULATION and w.target.source_index and w.verdict.method != STRUCTURAL
                and (w.verdict.coverage or 0.0) < STRAY_COVERAGE):
            other = only_other(w.claim.text, sources, exclude, w.verdict.coverage or 0.0)
        if other is None:
            continue
        if w.marker.form == REGULATION:
            art = article_of(other[1].evidence, sources[other[0] - 1])
            if not art or not sources[other[0] - 1].title:
                continue  # nothing to name: generalize instead
            w.new_article = art
        w.new_source, w.new_verdict = other
    for w in works:
        if w.governed_by is not None:
            settle_inline(w, works, sources, thr)
    actions = {w.marker.order: _decide(w, thr, thresholds.drop_uncertain) for w in works}
    removals, removed_text = _contradicted(works, actions, thr, parsed.markers)
    for w in works:
        # A citation inside a statement that leaves the answer leaves with it.
        if actions[w.marker.order] in (KEPT, REATTRIBUTED) and any(
                a <= w.marker.span[0] and w.marker.span[1] <= b for a, b in (r.span for r in removals)):
            actions[w.marker.order] = REMOVED
    decisions = []
    for w in works:
        action = actions[w.marker.order]
        final = w.new_source if action == REATTRIBUTED else w.target.source_index
        decisions.append(Decision(w.marker, action, final if action in (KEPT, REATTRIBUTED) else None,
                                  w.new_article, w.caption_at if action == KEPT else None, w.caption))
    numbers = assign_numbers(decisions)
    citations = tuple(_result_for(w, actions[w.marker.order], numbers.get(w.marker.order), thr) for w in works)
    references = build_references(works, actions, numbers, sources, thresholds.min_excerpt_length)
    corrected = rewrite(answer, decisions, numbers, sources, lang, parsed.body_end, parsed.ref_heading, references,
                        removals)
    for text in removed_text:
        issues.append(f"출처와 어긋나는 문장을 삭제했습니다: «{text}»" if lang == "ko"
                      else f"Removed a statement that contradicts its source: «{text}»")
    renumbering = {}
    for c in citations:
        if c.form in (DAGGER, BRACKET) and c.action == KEPT and c.new_number is not None and c.new_number != c.number:
            renumbering[str(c.number)] = c.new_number
    issues += _citation_issues(answer, parsed.markers, citations)
    status, confidence, accuracy = overall(citations)
    if unmentioned and status == VERIFIED:
        # Every citation holds, but the passages never mention part of what was asked: the answer may be
        # about something else, so it is not "verified" (the issue above says why).
        status = PARTIAL
    hedges = find_hedges(answer[:parsed.body_end])
    return VerificationResult(
        status=status, confidence=confidence, original_answer=answer, corrected_answer=corrected,
        references=tuple(references), removed_citations=tuple(c.number for c in citations if c.action in (REMOVED, GENERALIZED)),
        renumbering=renumbering, accuracy_rate=accuracy, citations=citations, issues=tuple(dict.fromkeys(issues)),
        hedges=hedges, llm_calls=llm_calls, elapsed_ms=round((perf_counter() - t0) * 1000, 2),
        reasoning=reasoning(citations, status, llm_calls),
    )


def _contradicted(works: list[Work], actions: dict[int, str], thr: float,
                  markers: Sequence[Marker]) -> tuple[list[Removal], list[str]]:
    """Statements to cut out of the corrected answer: a cited source contradicts them (another value,
    the opposite polarity or word, a judge's "false" quoting the source) and no citation of theirs is
    kept or re-attributed, i.e. no given source supports them. Merely unsupported statements stay."""
    groups: dict[int, list[Work]] = {}
    for w in works:
        if w.governed_by is None:
            groups.setdefault(w.marker.group, []).append(w)
    removals: list[Removal] = []
    texts: list[str] = []
    for g, ws in groups.items():
        if any(actions[w.marker.order] not in (REMOVED, GENERALIZED) for w in ws):
            continue
        if not any(w.verdict.contradicts and status_of(w.verdict, thr) == INACCURATE and not w.skipped for w in ws):
            continue
        claim = ws[0].claim
        if claim.trivial:
            continue
        own = [m for m in markers if m.group == g]
        a = min([claim.span[0]] + [m.span[0] for m in own])
        b = max([claim.span[1]] + [m.span[1] for m in own])
        removals.append(Removal((a, b), claim.sentence_span))
        texts.append(quote_statement(claim.text))
    return removals, texts


def _citation_issues(answer: str, markers: Sequence[Marker], citations: Sequence[CitationResult]) -> list[str]:
    issues = []
    if not markers and len(answer.strip()) >= LONG_UNCITED:
        issues.append(f"The answer is {len(answer.strip())} characters long and cites no source.")
    unsure = [c for c in citations if c.status == UNCERTAIN and not c.skipped]
    if unsure:
        issues.append("Unverified citation(s) kept and marked uncertain: " + ", ".join(f"#{c.number}" for c in unsure) + ".")
    skipped = [c for c in citations if c.skipped]
    if skipped:
        issues.append("Citation(s) on statements too short to check: " + ", ".join(f"#{c.number}" for c in skipped) + ".")
    return issues


def prepare_sources(sources: Sequence[Source]) -> None:
    """Analyse retrieved passages ahead of verification, e.g. while the answer is being generated.

    Morphological analysis of the sources is most of a verification's cost; done here (results are
    cached per sentence), ``verify_answer`` only has to analyse the answer's claims. Every reading of a source
    that does not depend on a claim is done here too: its evidence windows (the sentences a claim is compared
    with, alone, in pairs, with their heading, lead-in and the source's title) and what each layer reads in
    them. All caches are keyed by the text (and title), bounded, and hold immutable values: a changed source
    is read again, never served stale.
    """
    from .checks.bindings import prepare_evidence as bindings_evidence
    from .checks.code_labels import prepare_evidence as code_labels_evidence
    from .checks.denied import prepare_evidence as denied_evidence
    from .checks.entities import source_entities
    from .checks.flips import prepare_evidence as flips_evidence
    from .checks.informative import prepare_informative
    from .checks.instead import prepare_evidence as instead_evidence
    from .checks.lexical import read_with_context, source_sentences
    from .checks.qualifiers import prepare_evidence as qualifiers_evidence
    from .checks.restrictions import prepare_evidence as restrictions_evidence
    from .checks.roles import prepare_evidence as roles_evidence
    from .checks.roles import prepare_roles
    from .checks.unsupported import prepare_unsupported
    from .checks.windows import prepare_windows
    from .columns import prepare_columns
    from .exchange import prepare_evidence as exchange_evidence
    from .parts import prepare_parts, text_segments
    from .rebound import prepare_numbers
    from .references import prepare_passages

    for src in sources:
        for i, sentence in enumerate(source_sentences(src.text)):
            analyse(sentence)
            read_with_context(src.text, i)  # each sentence with its lead-in and heading (the entity layer's)
        source_entities(src.text)
        prepare_parts(src.text)  # who does what: the parts of each sentence (roles, names)
        prepare_roles(src.text)
        prepare_numbers(src.text)
        prepare_columns(src.text)
        prepare_passages(src.text)
        prepare_informative(src.text)
        prepare_unsupported(src.text)
        # The evidence windows every claim is compared with: read with the title (the layers) and without
        # (a reference's excerpt); and the parts of each, which the role checks compare a claim's with.
        evidence = prepare_windows(src.text, src.title)
        if src.title.strip():
            prepare_windows(src.text)
        for text in evidence:
            text_segments(text, False)
            text_segments(text, True)
            flips_evidence(text)  # its words, and its participants: what a claim's are compared with
            exchange_evidence(text)
            roles_evidence(text)  # who is named where: what a claim's names and case roles are compared with
            qualifiers_evidence(text)  # its requests, suppositions and comparisons: what a claim's qualifiers meet
            restrictions_evidence(text)  # its "only"/"에 한하여" restrictions, which a claim must keep
            denied_evidence(text)  # its statements clause by clause: what a permission the claim states may meet
            bindings_evidence(text)  # its units' figures: what a claim's figures are bound against
            code_labels_evidence(text)  # its lists of codes and labels
            instead_evidence(text)  # what it names only as not given ("instead of a refund")
            prepare_informative(text)


def _refused(question: str, sources: Sequence[Source], ctx: ContextCheck, answer: str, t0: float) -> VerificationResult:
    res = insufficient_result(question, sources, ctx, answer=answer)
    return replace(res, elapsed_ms=round((perf_counter() - t0) * 1000, 2))


def _unaddressed(ctx: ContextCheck, lang: str) -> str:
    """The issue of an answer checked although the passages do not mention part of its question."""
    if not ctx.missing:
        return ctx.reason
    if lang == "ko":
        return (f"검색된 문서에서 질문의 {', '.join(ctx.missing)}에 관한 내용을 찾을 수 없어, 답변이 질문에 답하지 "
                "않을 수 있습니다.")
    return ctx.reason + " The answer may not address the question."


def insufficient_result(question: str, sources: Sequence[Source], check: ContextCheck, *, answer: str = "") -> VerificationResult:
    """The result for a question the context cannot answer: the safe answer, no model call."""
    safe = check.safe_answer or not_found(lang_of(question))
    return VerificationResult(
        status=INSUFFICIENT, confidence=0.9 if check.missing else 0.75, original_answer=answer, corrected_answer=safe,
        issues=(check.reason,) if check.reason else (), hedges=(), llm_calls=0, elapsed_ms=0.0,
        reasoning=f"{INSUFFICIENT}: {check.reason}",
    )
