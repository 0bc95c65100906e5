"""The statement each citation governs.

End markers (``[†N]``, ``[N]``, ``[참조: …]``) govern the clause before them: from the start of their
sentence, or from the previous marker group in that sentence, up to the marker. A marker that opens
its sentence governs the text after it. ``<cite>`` governs its enclosed text. A regulation reference
(``「학칙」 제25조에 따르면 …``) governs its whole sentence without the reference and its connector.
"""
from __future__ import annotations

import re

from textkit.markers import ANY_MARKER
from textkit.normalize import letter_count
from textkit.sentences import sentence_spans, strip_bullet

from .models import CITE, REGULATION, Claim, Marker

_ATTRIBUTIVE = re.compile(r"\s*(?:에\s*(?:따르면|의하면|의거하면)|에서는)\s*[,，]?\s*$")
_MARKUP = re.compile(r"\*\*|__|<[^>]+>")
# A reply to a yes/no question opening the statement ("No: …", "Not immediately: accident cover starts …", "네, …",
# "아니요, …"): it answers the question, and its "no" is no negation of what the rest states.
_REPLY = re.compile(r"^(?:yes|no|not\s+(?:yet|immediately|always|quite|exactly|necessarily|really)|네|예|아니요|아뇨)"
                    r"\s*[:,—–]\s+(?=\S)", re.IGNORECASE)
MIN_CHARS = 5
MIN_LETTERS = 2


def clean_statement(text: str) -> str:
    """The claim as a reader sees it: no markers, markup, bullets or trailing punctuation."""
    text = ANY_MARKER.sub(" ", text)
    text = _MARKUP.sub("", text)
    text = strip_bullet(text)
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"^[,，;:·\-–]+\s*", "", text)
    text = _REPLY.sub("", text)
    return re.sub(r"[\s.,，;:!?。！？]+$", "", text)


def is_trivial(statement: str) -> bool:
    """Too short to check: fewer than 5 characters or fewer than 2 letters."""
    return len(statement) < MIN_CHARS or letter_count(statement) < MIN_LETTERS


def _sentence_of(spans: list[tuple[int, int]], pos: int) -> tuple[int, int]:
    for a, b in spans:
        if a <= pos < b:
            return a, b
    # Between sentences (e.g. whitespace before a marker): the sentence ending before ``pos``.
    before = [s for s in spans if s[1] <= pos]
    return before[-1] if before else (pos, pos)


def _make(answer: str, a: int, b: int, sentence: tuple[int, int]) -> Claim:
    text = clean_statement(answer[a:b])
    return Claim(text=text, span=(a, b), sentence_span=sentence, trivial=is_trivial(text))


def extract_claims(answer: str, markers: tuple[Marker, ...], body_end: int) -> dict[int, Claim]:
    """Claim per marker group id."""
    spans = sentence_spans(answer, 0, body_end)
    groups: dict[int, list[Marker]] = {}
    for m in markers:
        groups.setdefault(m.group, []).append(m)
    claims: dict[int, Claim] = {}
    group_ends: list[tuple[int, int]] = []  # (start, end) of every group, for clause limits
    for ms in groups.values():
        end = ms[-1].span[1]
        if ms[0].form == REGULATION:
            # "「학칙」 제5조에 따르면, …[†1]" opens the next clause after its connector; a reference inside
            # a clause ("…는 「학칙」 제28조에 따라 처리한다[†1]") does not end one.
            conn = answer[end:ms[0].connector_end or end]
            if not _ATTRIBUTIVE.match(conn):
                continue
            end = ms[0].connector_end or end
        group_ends.append((ms[0].span[0], end))
    for g, ms in groups.items():
        first, last = ms[0], ms[-1]
        if first.form == CITE and first.cite_text_span:
            a, b = first.cite_text_span
            claim = _make(answer, a, b, _sentence_of(spans, a))
            nested = [m.span for m in markers if m.form == CITE and a <= m.span[0] and m.span[1] <= b]
            if nested:
                # A <cite> inside this one governs its own words; this one claims the rest.
                text, pos = "", a
                for x, y in sorted(nested):
                    text, pos = text + answer[pos:x] + " ", y
                text = clean_statement(text + answer[pos:b])
                claim = Claim(text=text, span=claim.span, sentence_span=claim.sentence_span, trivial=is_trivial(text))
            claims[g] = claim
            continue
        sent = _sentence_of(spans, first.span[0])
        if first.form == REGULATION:
            end_conn = first.connector_end or first.span[1]
            before = answer[sent[0]:first.span[0]]
            after = answer[end_conn:sent[1]]
            text = clean_statement(before + " " + after)
            claims[g] = Claim(text=text, span=sent, sentence_span=sent, trivial=is_trivial(text))
            continue
        # Clause before the group: after the previous group in the same sentence, if any.
        start = sent[0]
        for a, b in group_ends:
            if sent[0] <= b <= first.span[0] and a != first.span[0]:
                start = max(start, b)
        claim = _make(answer, start, first.span[0], sent)
        if claim.trivial:
            # A marker opening its sentence governs what follows; otherwise take the whole sentence.
            nxt = min([a for a, _ in group_ends if last.span[1] <= a < sent[1]] + [sent[1]])
            after = _make(answer, last.span[1], nxt, sent)
            claim = after if not after.trivial else _make(answer, sent[0], sent[1], sent)
        claims[g] = claim
    return claims
