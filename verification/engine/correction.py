"""Rewriting the answer once every citation has a verdict and an action.

Removed markers disappear (a removed ``<cite>`` keeps its text); re-attributed ones point at the
source that supports the claim; unverifiable regulation references become "관련 규정" / "the
relevant regulations"; the kept citations are renumbered 1, 2, … by first appearance of their
source; an article cited only by number gets its caption ("제25조(휴학)"); a references section at
the end of the answer is rebuilt from the kept references.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Sequence

from .models import (BRACKET, CITE, DAGGER, GENERALIZED, KEPT, REATTRIBUTED, REFERENCE, REGULATION, REMOVED, Marker,
                     Reference, Source)

EXCERPT_CHARS = 300
GENERAL_KO = "관련 규정"
GENERAL_EN = "the relevant regulations"
# Particles written for a word ending in a vowel ("제25조는") that must change after "규정".
_PARTICLE_FIX = {"는": "은", "가": "이", "를": "을", "와": "과", "로": "으로", "라고": "이라고"}


@dataclass(frozen=True)
class Decision:
    marker: Marker
    action: str
    source_index: int | None  # where the citation points after correction
    article: str = ""  # for a re-attributed regulation reference
    caption_at: int | None = None  # insert "(caption)" at this answer offset
    caption: str = ""


def assign_numbers(decisions: Sequence[Decision]) -> dict[int, int]:
    """marker.order -> new number: one number per source, in order of first appearance.

    Sources cited with visible numbers ([†N], [N]) are numbered first, so the numbers a reader sees
    run 1, 2, 3…; sources cited only by <cite>, 「…」 or [참조: …] follow in their order.
    """
    by_source: dict[int, int] = {}
    out: dict[int, int] = {}
    kept = [d for d in sorted(decisions, key=lambda d: (d.marker.span[0], d.marker.order))
            if d.action in (KEPT, REATTRIBUTED) and d.source_index is not None]
    for visible in (True, False):
        for d in kept:
            if (d.marker.form in (DAGGER, BRACKET)) == visible:
                out[d.marker.order] = by_source.setdefault(d.source_index, len(by_source) + 1)
    return out


def _source_name(src: Source) -> str:
    return src.file or src.title or src.id or "source"


def _generalize(answer: str, start: int, end: int, lang: str) -> list[tuple[int, int, str]]:
    """Edits replacing a regulation reference with the generic phrase, fixing the next particle."""
    edits = [(start, end, GENERAL_KO if lang == "ko" else GENERAL_EN)]
    if lang == "ko":
        for old in sorted(_PARTICLE_FIX, key=len, reverse=True):
            if answer.startswith(old, end):
                nxt = answer[end + len(old):end + len(old) + 1]
                if old in ("로", "라고") or not re.match(r"[가-힣]", nxt or " "):
                    edits.append((end, end + len(old), _PARTICLE_FIX[old]))
                break
    return edits


def marker_edits(answer: str, decisions: Sequence[Decision], numbers: dict[int, int], sources: Sequence[Source],
                 lang: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) edits for every marker, non-overlapping."""
    edits: list[tuple[int, int, str]] = []
    emitted: dict[int, set[int]] = {}  # group -> numbers already written in that group
    by_span: dict[tuple[int, int], list[Decision]] = {}
    for d in decisions:
        by_span.setdefault(d.marker.span, []).append(d)
    for span, ds in sorted(by_span.items()):
        m = ds[0].marker
        start, end = span
        if m.form in (DAGGER, BRACKET):
            seen = emitted.setdefault(m.group, set())
            nums = []
            for d in sorted(ds, key=lambda d: d.marker.order):
                n = numbers.get(d.marker.order)
                if n is not None and n not in seen:
                    seen.add(n)
                    nums.append(n)
            if not nums:
                text = ""
            elif m.form == DAGGER:
                text = "[" + ", ".join(f"†{n}" for n in nums) + "]"
            else:
                text = "[" + ", ".join(str(n) for n in nums) + "]"
            if text != answer[start:end]:
                edits.append((start, end, text))
        elif m.form == CITE:
            # Only the tags change, so markers inside the cited text are rewritten independently.
            d = ds[0]
            a, b = m.cite_text_span if m.cite_text_span else (end, end)
            if d.action in (REMOVED, GENERALIZED):
                edits += [(start, a, ""), (b, end, "")]
            elif d.action == REATTRIBUTED and d.source_index:
                src = sources[d.source_index - 1]
                attrs = f' data-source="{html.escape(_source_name(src), quote=True)}"'
                if src.url:
                    attrs += f' data-url="{html.escape(src.url, quote=True)}"'
                edits.append((start, a, f"<cite{attrs}>"))
        elif m.form == REGULATION:
            d = ds[0]
            in_parens = answer[start - 1:start] in ("(", "（") and answer[end:end + 1] in (")", "）")
            if d.action == REMOVED:
                if in_parens:
                    edits.append((start - 1, end + 1, ""))
                else:
                    edits.append((start, m.connector_end or end, ""))
            elif d.action == GENERALIZED:
                edits += _generalize(answer, start, end, lang)
            elif d.action == REATTRIBUTED and d.source_index and d.article:
                # Only the article changes (to another article of the same regulation); the name is
                # left as the answer wrote it.
                close = max(m.raw.find("」"), m.raw.find("』"))
                at = re.search(r"제\s*\d", m.raw[close + 1:]) if close >= 0 else None
                if at:
                    edits.append((start + close + 1 + at.start(), end, d.article))
        elif m.form == REFERENCE:
            d = ds[0]
            if d.action in (REMOVED, GENERALIZED):
                edits.append((start, end, ""))
            elif d.action == REATTRIBUTED and d.source_index:
                src = sources[d.source_index - 1]
                label = re.match(r"\[\s*([^:：]+)", m.raw).group(1).strip()
                target = " ".join(x for x in (src.title or _source_name(src), d.article) if x)
                edits.append((start, end, f"[{label}: {target}]"))
    for d in decisions:
        if d.caption_at is not None and d.caption:
            edits.append((d.caption_at, d.caption_at, f"({d.caption})"))
    return edits


def apply_edits(text: str, edits: list[tuple[int, int, str]]) -> str:
    """Apply edits right to left; a removal also takes one space that would be left doubled."""
    out = text
    for start, end, repl in sorted(set(edits), key=lambda e: (e[0], e[1]), reverse=True):
        if (repl == "" and start > 0 and out[start - 1] in " \t" and (end >= len(out) or out[end] in " \t.,!?。)\n")
                and not out[start:end].startswith(("<", "</"))):
            start -= 1
        out = out[:start] + repl + out[end:]
    out = re.sub(r"(?<=\S)[ \t]+(?=[.,!?。])(?![.\d])", "", out) if edits else out
    out = re.sub(r"^[ \t]*[,，][ \t]*", "", out, flags=re.MULTILINE)
    return out


def excerpt(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS - 1].rstrip() + "…"


def render_references(heading: str, references: Sequence[Reference], dagger: bool, lang: str) -> str:
    """The answer's references section, one line per reference number."""
    head = heading or ("참고 자료" if lang == "ko" else "References")
    lines = [head]
    done: set[int] = set()
    for ref in references:
        if ref.number in done:
            continue
        done.add(ref.number)
        where = [ref.file or ref.title or "source"]
        if ref.page is not None:
            where.append(f"p.{ref.page}")
        if ref.article:
            where.append(ref.article)
        mark = f"[†{ref.number}]" if dagger else f"[{ref.number}]"
        line = f"{mark} {', '.join(where)}"
        if ref.excerpt:
            line += f" — “{ref.excerpt}”"
        lines.append(line)
    return "\n".join(lines)


def rewrite(answer: str, decisions: Sequence[Decision], numbers: dict[int, int], sources: Sequence[Source],
            lang: str, body_end: int, ref_heading: str, references: Sequence[Reference]) -> str:
    body = apply_edits(answer[:body_end], marker_edits(answer[:body_end], decisions, numbers, sources, lang))
    if body_end >= len(answer):
        return body
    dagger = any(d.marker.form == DAGGER for d in decisions) or "†" in answer[body_end:]
    kept = [r for r in references]
    if not kept:
        return body.rstrip()
    return body.rstrip() + "\n\n" + render_references(ref_heading, kept, dagger, lang)
