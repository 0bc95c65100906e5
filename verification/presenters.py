"""Plain-text rendering of a verified answer (the `ask` command; Slack has its own Block Kit builders)."""
from __future__ import annotations

from .models import VerifiedAnswer


def reference_location(ref: dict, sources: list[dict]) -> str:
    """"학칙.pdf, p.3, 제25조": file, page and (from the retrieved source) the article."""
    parts = [ref.get("file") or ""]
    if ref.get("page"):
        parts.append(f"p.{ref['page']}")
    index = ref.get("source_index")
    if index and 0 < index <= len(sources) and sources[index - 1].get("article"):
        parts.append(sources[index - 1]["article"])
    return ", ".join(p for p in parts if p)


def answer_text(answer: VerifiedAnswer) -> str:
    lines = [answer.corrected_answer.strip() or "(no answer)", ""]
    if answer.references:
        lines.append("References")
        shown: set[int] = set()
        for ref in answer.references:  # one heading per number, then each supporting sentence
            if ref["number"] not in shown:
                shown.add(ref["number"])
                title = ref.get("title") or ref.get("file")
                lines.append(f"  [{ref['number']}] {title} — {reference_location(ref, answer.sources)}")
            if ref.get("excerpt"):
                lines.append(f"      “{ref['excerpt']}”")
        lines.append("")
    checks = list(answer.checks.all())
    if checks:
        lines.append("Citations")
        for c in checks:
            moved = f"→ [{c.new_number}]" if c.new_number else "→ —"
            lines.append(
                f"  [{c.number}] {moved} {c.status} {c.confidence:.2f} by {c.method}, {c.action}: {c.explanation}"
            )
        lines.append("")
    for issue in answer.issues:
        lines.append(f"Issue: {issue}")
    accuracy = "n/a" if answer.accuracy_rate is None or not checks else f"{answer.accuracy_rate:.0%}"
    lines.append(
        f"Status: {answer.status} · confidence {answer.confidence:.2f} · accuracy {accuracy} · "
        f"LLM calls {answer.llm_calls} · {answer.total_ms or 0:.0f} ms · {answer.generator}"
    )
    return "\n".join(lines)
