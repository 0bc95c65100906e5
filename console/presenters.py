"""HTML pieces of the console's answer pages: answers with their citation markers highlighted, passages
with the evidence sentence marked, verdict icons. Every piece of text is escaped before markup is added.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from answering.results import AnswerResult, ResultCitation, ResultSource

# One numbered marker: [†3] or [3] (list forms such as [1, 2] hold several and are matched as a whole).
_MARKER = re.compile(r"\[†?\s*(\d+)\s*\]")

VERDICT_ICONS = {"accurate": "✅", "inaccurate": "❌", "uncertain": "⚠️"}
ACTION_WORDS = {"kept": "kept", "removed": "removed", "reattributed": "re-attributed", "generalized": "generalized"}


def verdict_icon(status: str) -> str:
    return VERDICT_ICONS.get(status, "·")


def _citation_class(c: ResultCitation) -> str:
    if c.action in ("removed", "generalized"):
        return "cw-cite-removed"
    if c.action == "reattributed":
        return "cw-cite-moved"
    if c.status != "accurate":
        return "cw-cite-unsure"
    if c.new_number is not None and c.new_number != c.number:
        return "cw-cite-renumbered"
    return "cw-cite-ok"


def _title(c: ResultCitation) -> str:
    where = f"[{c.number}] → [{c.new_number}]" if c.new_number else f"[{c.number}] removed"
    return f"{where}: {c.status} by {c.method} ({c.confidence:.2f}), {ACTION_WORDS.get(c.action, c.action)}"


def original_answer_html(result: AnswerResult) -> SafeString:
    """The model's answer with each citation marker coloured by what verification did with it."""
    numbered = list(result.citations)
    markers = list(_MARKER.finditer(result.original_text))
    # Citations are listed per marker occurrence, in order; pair them by position when the numbered
    # markers are all there is, otherwise by number.
    by_position = len(markers) == len(numbered) and all(
        int(m.group(1)) == c.number for m, c in zip(markers, numbered)
    )
    by_number: dict[int, ResultCitation] = {}
    for c in numbered:
        by_number.setdefault(c.number, c)
    return _mark(result.original_text, markers, lambda i, n: numbered[i] if by_position else by_number.get(n))


def corrected_answer_html(result: AnswerResult) -> SafeString:
    """The corrected answer: re-attributed, renumbered and unconfirmed citations marked."""
    markers = list(_MARKER.finditer(result.text))
    # Kept and re-attributed citations appear in the corrected answer in their original order: the
    # k-th marker is the k-th of them when the numbers line up (else go by number).
    shown = [c for c in result.citations if c.action in ("kept", "reattributed") and c.new_number is not None]
    by_position = len(markers) == len(shown) and all(int(m.group(1)) == c.new_number for m, c in zip(markers, shown))
    by_new: dict[int, list[ResultCitation]] = {}
    for c in shown:
        by_new.setdefault(c.new_number, []).append(c)

    def citation(i: int, n: int) -> ResultCitation | None:
        if by_position:
            return shown[i]
        cs = by_new.get(n, [])
        for cls in ("cw-cite-moved", "cw-cite-unsure", "cw-cite-renumbered"):  # the most notable first
            for c in cs:
                if _citation_class(c) == cls:
                    return c
        return cs[0] if cs else None

    return _mark(result.text, markers, citation)


def _mark(text: str, markers: Sequence[re.Match], citation_for) -> SafeString:
    out, pos = [], 0
    for i, m in enumerate(markers):
        out.append(escape(text[pos:m.start()]))
        c = citation_for(i, int(m.group(1)))
        if c is None:
            out.append(format_html('<span class="cw-cite">{}</span>', m.group(0)))
        else:
            out.append(format_html('<span class="cw-cite {}" title="{}">{}</span>', _citation_class(c), _title(c),
                                   m.group(0)))
        pos = m.end()
    out.append(escape(text[pos:]))
    return mark_safe("".join(out).replace("\n", "<br>"))  # every part above is escaped


def passage_html(text: str, evidence: str) -> SafeString:
    """A passage with its evidence sentence marked (when the passage holds it)."""
    if evidence:
        start = text.find(evidence)
        if start < 0:
            # The evidence may be the sentence with its whitespace squeezed.
            pattern = r"\s+".join(re.escape(w) for w in evidence.split())
            found = re.search(pattern, text) if pattern else None
            span = found.span() if found else None
        else:
            span = (start, start + len(evidence))
        if span:
            a, b = span
            return format_html('{}<mark class="cw-evidence">{}</mark>{}', text[:a], text[a:b], text[b:])
    return format_html("{}", text)


@dataclass(frozen=True)
class CitationRow:
    """One citation as the log and the review queue show it: the unit of review."""

    citation: ResultCitation
    source: ResultSource | None
    icon: str
    passage: SafeString
    check_id: int | None = None
    review: object | None = None  # the reviewer's verdict (verification.CitationReview), when there is one


def citation_rows(result: AnswerResult, check_ids: Sequence[int] = (), reviews: dict | None = None) -> list[CitationRow]:
    """One row per citation; ``reviews``: check id → the reviewer's verdict."""
    reviews = reviews or {}
    sources = {s.index: s for s in result.sources}
    rows = []
    for i, c in enumerate(result.citations):
        # The evidence of a re-attributed citation is in the passage it was moved to.
        index = c.reattributed_to if c.action == "reattributed" and c.reattributed_to else c.source_index
        source = sources.get(index) if index else None
        passage = passage_html(source.text, c.evidence) if source else format_html("{}", c.evidence)
        check_id = check_ids[i] if i < len(check_ids) else None
        rows.append(CitationRow(c, source, verdict_icon(c.status), passage, check_id, reviews.get(check_id)))
    return rows
