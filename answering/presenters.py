"""Plain-text rendering of an answer result for the command line (`manage.py ask`)."""
from __future__ import annotations

from dataclasses import asdict

from .results import AnswerResult, ResultReference, ResultSource, closest_passages, marked_text


def reference_location(ref: ResultReference | ResultSource) -> str:
    """"학칙.pdf, p.3, 제25조": file, page and article or section."""
    parts = [ref.file, f"p.{ref.page}" if ref.page else "", ref.location]
    return ", ".join(p for p in parts if p)


def answer_text(result: AnswerResult) -> str:
    # an uncertain citation is said plainly in the answer itself, as in Slack, not only in the list below
    text = marked_text(result, lambda n, unsure: f"[†{n} uncertain]" if unsure else f"[†{n}]")
    lines = [text.strip() or "(no answer)", ""]
    if result.references:
        lines.append("References")
        shown: set[int] = set()
        for ref in result.references:  # one heading per number, then each supporting sentence
            if ref.number not in shown:
                shown.add(ref.number)
                lines.append(f"  [{ref.number}] {ref.title or ref.file} — {reference_location(ref)}")
            if ref.excerpt:
                lines.append(f"      “{ref.excerpt}”")
        lines.append("")
    closest = closest_passages(result)
    if closest:
        lines.append("Closest in the documents (they do not answer the question as asked)")
        lines += [f"  {s.title or s.file} — {reference_location(s)}" for s in closest]
        lines.append("")
    if result.citations:
        lines.append("Citations")
        for c in result.citations:
            moved = f"→ [{c.new_number}]" if c.new_number else "→ —"
            lines.append(
                f"  [{c.number}] {moved} {c.status} {c.confidence:.2f} by {c.method}, {c.action}: {c.explanation}"
            )
        lines.append("")
    for issue in result.issues:
        lines.append(f"Issue: {issue}")
    if result.search_gap:
        lines.append(f"Search incomplete: {result.search_gap}")
    accuracy = "n/a" if result.accuracy_rate is None else f"{result.accuracy_rate:.0%}"
    lines.append(
        f"Status: {result.status} · confidence {result.confidence:.2f} · accuracy {accuracy} · "
        f"LLM calls {result.llm_calls} · {result.timings.get('total_ms') or 0:.0f} ms · {result.generator}"
    )
    return "\n".join(lines)


def answer_json(result: AnswerResult) -> dict:
    """The result as JSON-ready data (`ask --json`)."""
    data = asdict(result)
    data["not_found"] = result.not_found
    data["closest"] = [s.index for s in closest_passages(result)]  # the sources' indexes, best first
    return data
