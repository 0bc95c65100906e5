"""Layer 3b: the claim relates the source's participants the other way round.

A claim that exchanges two participants between the parts of its source's relation ("the 42 V bus dropped
below 48 V" for "the 48 V bus dropped below 42 V"; 입학금/수업료 swapped between the clauses that say how each
is charged) covers every word of the source and so reads as supported. ``roles.find_swap`` reads which part
each participant belongs to; an exchange is a contradiction. A participant the source never names, standing
where the source names another of the same kind ("학과장의 허가" for "총장의 허가"), is one too (``names``).
"""
from __future__ import annotations

from functools import lru_cache

from textkit.language import has_hangul
from textkit.normalize import squash
from textkit.tables import cells, header_and_rows, is_separator, pipe_blocks

from ..clause_roles import case_roles
from ..models import LEXICAL, Verdict
from ..names import find_substitution, units
from ..roles import find_misbinding, find_swap
from ..siblings import sibling_groups
from .reading import layout

# Below this coverage the claim is not a restatement of the evidence window, and the window's parts say
# little about the claim's.
MIN_COVERAGE = 0.7
# A name is a large share of a short claim ("…인사처장의 승인을 받아 사용한다"); ``names`` itself requires every
# other noun of the claim in the evidence.
MIN_COVERAGE_NAME = 0.5


def role_verdict(claim: str, verdict: Verdict, source: str) -> Verdict | None:
    """A contradiction when ``claim`` exchanges two participants of ``verdict``'s evidence, or names another
    participant than ``source`` (the cited text) in the same role; else None. A supported claim that names, where
    its evidence names another, a name its evidence does not state is left undecided (not "accurate")."""
    if verdict.supported is False or not verdict.evidence or (verdict.coverage or 0.0) < MIN_COVERAGE_NAME:
        return None
    swap = None
    if (verdict.coverage or 0.0) >= MIN_COVERAGE:
        swap = find_swap(claim, verdict.evidence)
        if swap is None:
            lines, header = _lines_of(verdict.evidence, source)
            if lines != verdict.evidence:
                swap = find_misbinding(claim, lines, header)  # table rows, one record a line again
    if swap is not None:
        return Verdict(False, 0.85, LEXICAL, f"Contradicted: roles exchanged — {swap.describe()}.",
                       verdict.evidence, verdict.coverage, contradicts=True)
    if verdict.supported is True:
        # Found supported: its words are somewhere in the window or the title, yet the sentence it restates may
        # name another thing in the place of the claim's name (``find_substitution``, ``in_evidence_only``).
        sub = find_substitution(claim, verdict.evidence, source, sibling_groups((source,)), in_evidence_only=True)
        if sub is not None:
            return Verdict(None, 0.5, LEXICAL, f"Undecided: the claim names “{sub.claim_name}” where the sentence it "
                           f"restates names “{sub.source_name}”.", verdict.evidence, verdict.coverage)
    if verdict.supported is None:
        sub = find_substitution(claim, verdict.evidence, source, sibling_groups((source,)))
        if sub is not None:
            return Verdict(False, 0.8, LEXICAL, f"Contradicted: the claim names “{sub.claim_name}”, which the source "
                           f"does not mention, where the source names “{sub.source_name}”.", verdict.evidence,
                           verdict.coverage, contradicts=True)
    return None


def prepare_evidence(text: str) -> None:
    """Read an evidence window of a source for the role checks ahead of verification (see ``prepare_sources``): the
    participants of each of its sentences, as ``find_substitution`` and ``case_swap`` read them (a window of table
    rows, header and rows on one line, is a sentence no reading of the source's own sentences has seen)."""
    for sentence in layout(text).sentences:
        units(sentence)
        if has_hangul(sentence):
            case_roles(sentence)


def _lines_of(evidence: str, source: str) -> tuple[str, str]:
    """The table rows of ``source`` that ``evidence`` joins ("| 50시간마다 | … | | 200시간마다 | … |"), one a line
    as the source writes them, so that each row is read as its own record; and the header of their table
    ("| Item | Charge |"), which binds every row's cells as much as the row's label does."""
    if "|" not in evidence:
        return evidence, ""
    held = squash(evidence)
    out: list[str] = []
    heads: list[str] = []
    for header, body in _tables_of(source):
        mine = [ln for ln, key in body if key and key in held]
        out += mine
        if mine and header is not None:
            heads.append(header)
    return ("\n".join(out), " ".join(heads)) if len(out) > 1 else (evidence, "")


def prepare_roles(source: str) -> None:
    """Read ``source`` for the role checks ahead of verification (see ``prepare_sources``): its tables and
    its lists of alternatives."""
    _tables_of(source)
    sibling_groups((source,))


@lru_cache(maxsize=512)
def _tables_of(source: str) -> tuple[tuple[str | None, tuple[tuple[str, str], ...]], ...]:
    """Per table of ``source``: its header row joined (None when it has none) and its other rows, each as
    written and squashed (a source is read once, not once per claim)."""
    out = []
    for block in pipe_blocks(source):
        header, _rows = header_and_rows([cells(ln) for ln in block])
        body = [ln for ln in block if not is_separator(cells(ln))]
        if header is not None:
            body = body[1:]
        out.append((" ".join(header) if header is not None else None, tuple((ln, squash(ln)) for ln in body)))
    return tuple(out)


def kin_verdict(claim: str, verdict: Verdict, source: str, given: tuple[str, ...]) -> Verdict | None:
    """A contradiction when ``claim`` names, where ``source``'s compared sentence names another, a name that
    one of the ``given`` sources lists beside it as an alternative ("채팅" where the source says "전화", and
    another source's table lists 전화, 채팅, 이메일 as its channels); else None. For an undecided verdict
    only: the source's own lists were read when it was checked."""
    if verdict.supported is not None or not verdict.evidence or (verdict.coverage or 0.0) < MIN_COVERAGE_NAME:
        return None
    kin, elsewhere = _kin(given, source)
    sub = find_substitution(claim, verdict.evidence, source, kin, elsewhere)
    if sub is None:
        return None
    return Verdict(False, 0.8, LEXICAL, f"Contradicted: the claim names “{sub.claim_name}”, which the source does "
                   f"not mention, where the source names “{sub.source_name}”, a name of the same kind in the given sources.",
                   verdict.evidence, verdict.coverage, contradicts=True)


@lru_cache(maxsize=256)
def _kin(given: tuple[str, ...], source: str) -> tuple[tuple[frozenset[str], ...], str]:
    """The groups of alternatives the ``given`` sources list, and every given text but ``source`` squashed and
    lower-cased: read once per answer's sources and cited source, not once per claim."""
    return sibling_groups(given), squash(" ".join(g for g in given if g != source)).lower()
