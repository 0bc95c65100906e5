"""Rewriting the answer once every citation has a verdict and an action.

Removed markers disappear (a removed ``<cite>`` keeps its text); re-attributed ones point at the
source that supports the claim; unverifiable regulation references become "관련 규정" / "the
relevant regulations"; the kept citations are renumbered 1, 2, … by first appearance of their
source; an article cited only by number gets its caption ("제25조(휴학)"); a references section at
the end of the answer is rebuilt from the kept references.

A statement its source contradicts and no given source supports is not left in the answer as fact:
its clause (or sentence, or list item) is cut out cleanly — the comma or conjunction that joined it
goes with it, a clause left at the end of its sentence gets a final ending ("…마쳐야 하며" → "…마쳐야
합니다"), a sentence left opening with "그리고"/"However" loses the connective, empty list items go and
numbered lists are renumbered. When nothing is left, the answer is the safe "not found" response.
"""
from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

from textkit import particles
from textkit.markers import ANY_MARKER
from textkit.morphology import final_form
from textkit.sentences import BULLET, sentence_spans
from textkit.wording import not_found

from .models import (
    BRACKET,
    CITE,
    DAGGER,
    GENERALIZED,
    KEPT,
    REATTRIBUTED,
    REFERENCE,
    REGULATION,
    REMOVED,
    Marker,
    Reference,
    Source,
)

EXCERPT_CHARS = 300
GENERAL_KO = "관련 규정"
GENERAL_EN = "the relevant regulations"
# Particles written for a word ending in a vowel ("제25조는") that may have to change after GENERAL_KO.
_PARTICLE_FIX = ("는", "가", "를", "와", "로", "라고")


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
                    edits.append((end, end + len(old), particles.spelled_for(GENERAL_KO, old)))
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


# Connectives that tie a sentence to the one before it; left opening the answer, or after a removed
# sentence, they point at nothing.
_LEADING_CONNECTIVE = re.compile(
    r"(?:그리고|또한|또|그러나|하지만|그런데|다만|단|따라서|그래서|그러므로|즉|한편|반면에?|게다가|더불어|아울러|"
    r"and|also|but|however|moreover|in addition|additionally|furthermore|so|therefore|thus|then|yet|plus)\b[\s,，]*",
    re.IGNORECASE)
_TRAILING_JOIN = re.compile(r"(?:[\s,，;；]|\b(?:and|but|or|so|while|whereas|then)\b)*$", re.IGNORECASE)


@dataclass(frozen=True)
class Removal:
    """A statement to cut out of the answer: its text and markers, and the sentence it is in."""

    span: tuple[int, int]
    sentence: tuple[int, int]


def quoted(statement: str) -> str:
    """A removed statement as an issue quotes it: without the conjunction that joined it ("and …")."""
    m = _LEADING_CONNECTIVE.match(statement)
    return statement[m.end():] if m and m.end() < len(statement) else statement


def _letters(text: str) -> bool:
    return re.search(r"[^\W\d_]", ANY_MARKER.sub(" ", text)) is not None


def _style(sentence: str) -> str:
    tail = re.sub(r"[\s.!?。]+$", "", ANY_MARKER.sub("", sentence))
    if tail.endswith(("니다", "니까")):
        return "formal"
    if tail.endswith("요"):
        return "polite"
    return "plain"


def _capitalize_at(text: str, pos: int) -> list[tuple[int, int, str]]:
    m = re.compile(r"[ \t]*([a-z])").match(text, pos)
    return [(m.start(1), m.end(1), m.group(1).upper())] if m else []


def removal_edits(answer: str, removals: Sequence[Removal], body_end: int) -> tuple[list[tuple[int, int, str]], list[tuple[int, int]]]:
    """Edits cutting the statements out, and the ranges they remove (marker edits inside are dropped)."""
    edits: list[tuple[int, int, str]] = []
    cut: list[tuple[int, int]] = []
    spans = sentence_spans(answer, 0, body_end)
    by_sentence: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for r in removals:
        by_sentence.setdefault(r.sentence, []).append(r.span)
    for (sa, sb), parts in sorted(by_sentence.items()):
        parts = sorted(parts)
        left = answer[sa:sb]
        for a, b in sorted(parts, reverse=True):
            left = left[:max(0, a - sa)] + left[max(0, b - sa):]
        if not _letters(BULLET.sub("", left)):
            # Nothing of the sentence is left: the sentence goes, with its line when it is alone there.
            line_a = answer.rfind("\n", 0, sa) + 1
            line_b = answer.find("\n", sb)
            line_b = len(answer) if line_b < 0 else line_b
            alone = ((not answer[line_a:sa].strip(" \t") or BULLET.fullmatch(answer[line_a:sa] + " "))
                     and not answer[sb:line_b].strip())
            if alone:
                a, b = line_a, min(len(answer), line_b + 1)
                if b >= len(answer) and line_a > 0:
                    a = line_a - 1  # the last line: take the line break before it
            else:
                a, b = sa, sb
                while b < len(answer) and answer[b] in " \t":
                    b += 1
            cut.append((a, b))
            # The next sentence may open with a connective to the removed one ("그리고 …", "However, …").
            nxt = next((x for x in spans if x[0] >= sb), None)
            if nxt:
                bullet = BULLET.match(answer[nxt[0]:nxt[1]])
                start = nxt[0] + (bullet.end() if bullet else 0)
                c = _LEADING_CONNECTIVE.match(answer, start)
                if c and c.end() < nxt[1]:
                    edits.append((c.start(), c.end(), ""))
                    edits += _capitalize_at(answer, c.end())
            continue
        for a, b in parts:
            if not _letters(BULLET.sub("", answer[sa:a])):
                # The sentence's first clause: take the comma or conjunction joining it to the next one.
                m = re.compile(r"[\s,，;；]*").match(answer, b)
                end = m.end()
                c = _LEADING_CONNECTIVE.match(answer, end)
                if c and c.end() < sb:
                    end = c.end()
                cut.append((a, end))
                edits += _capitalize_at(answer, end)
                continue
            # A later clause: take the comma or conjunction before it.
            m = _TRAILING_JOIN.search(answer, sa, a)
            start = m.start() if m and m.start() >= sa else a
            cut.append((start, b))
            if not _letters(answer[b:sb]) and not any(x[0] >= b for x in parts if (x[0], x[1]) != (a, b)):
                # The clause before now ends the sentence: give it a final ending ("하며" → "합니다").
                end = start
                while True:
                    mk = re.search(r"(?:" + ANY_MARKER.pattern + r")\s*$", answer[sa:end], re.IGNORECASE)
                    if not mk:
                        break
                    end = sa + mk.start()
                end = len(answer[:end].rstrip())
                w = re.search(r"(\S+)$", answer[sa:end])
                if w:
                    word = w.group(1)
                    core = word.rstrip(",，;")
                    fixed = final_form(core, _style(answer[a:b] or answer[sa:sb]))
                    if fixed:
                        ws = sa + w.start(1)
                        edits.append((ws, ws + len(core), fixed))
    merged: list[list[int]] = []
    for a, b in sorted(cut):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return edits, [(a, b) for a, b in merged]


_NUMBERED = re.compile(r"^(\s*)(\d{1,3})([.)]\s)")


def _renumber(lines: list[str], first_cut: bool = False) -> list[str]:
    """Numbered lists whose numbers now skip one (an item was cut out) counted again: 1, 2, 3
    (``first_cut``: an item 1 was cut out, so a list now starting at 2 starts at 1 again)."""
    out = list(lines)
    block: list[int] = []
    for i, line in enumerate(lines + ["."]):
        if _NUMBERED.match(line):
            block.append(i)
            continue
        if not line.strip() and i < len(lines):
            continue  # a blank line between the items of a loose list
        nums = [int(_NUMBERED.match(out[j]).group(2)) for j in block]
        first = 1 if nums and first_cut and nums[0] == 2 else (nums[0] if nums else 1)
        if nums and nums != list(range(first, first + len(nums))) and all(b > a for a, b in zip(nums, nums[1:])):
            for k, j in enumerate(block):
                out[j] = _NUMBERED.sub(lambda m, n=first + k: f"{m.group(1)}{n}{m.group(3)}", out[j], count=1)
        block = []
    return out


def _tidy(body: str, original: str) -> str:
    """Whitespace and list shape after statements were cut out of ``original``."""
    lines = []
    for line in body.split("\n"):
        if BULLET.fullmatch(line + " ") and line.strip():
            continue  # an empty list item
        lines.append(re.sub(r"(?<=\S)[ \t]{2,}", " ", line).rstrip())
    item_one = re.compile(r"^\s*1[.)]\s", re.MULTILINE)
    first_cut = bool(item_one.search(original)) and not any(item_one.match(line) for line in lines)
    return re.sub(r"\n{3,}", "\n\n", "\n".join(_renumber(lines, first_cut))).strip()


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
            lang: str, body_end: int, ref_heading: str, references: Sequence[Reference],
            removals: Sequence[Removal] = ()) -> str:
    text = answer[:body_end]
    edits = marker_edits(text, decisions, numbers, sources, lang)
    if removals:
        extra, cut = removal_edits(text, removals, body_end)
        edits = [e for e in edits + extra if not any(a < e[1] and e[0] < b or a <= e[0] < b for a, b in cut)]
        edits += [(a, b, "") for a, b in cut]
        body = _tidy(apply_edits(text, edits), text)
        if not _letters(body):
            return not_found(lang)
    else:
        body = apply_edits(text, edits)
    if body_end >= len(answer):
        return body
    dagger = any(d.marker.form == DAGGER for d in decisions) or "†" in answer[body_end:]
    kept = list(references)
    if not kept:
        return body.rstrip()
    return body.rstrip() + "\n\n" + render_references(ref_heading, kept, dagger, lang)
