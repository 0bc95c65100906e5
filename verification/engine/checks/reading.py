"""How the lexical layer reads a source: its sentences, each with the context it is read in.

A sentence is read with its context: the section heading above it ("### 4.4 C4A15 — …", an FAQ's
"Q7. …?"), a table row with the table's header row, a list item with the sentence that introduces the
list ("다음 각 호의 어느 하나에 해당하는 때에는 제적한다." / "2. 등록금을 납부하지 아니한 때"). Analyses of
several sentences merge here; "다만, … 그러하지 아니하다" reverses the rule before it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from textkit.normalize import squash
from textkit.sentences import sentence_spans, strip_bullet
from textkit.stopwords import KOREAN_LIGHT_VERBS
from textkit.tables import cells as row_cells

from ..analysis import Analysis, analyse
from ..bounds import LIMIT_WORDS as _BOUND_WORDS
from .list_leads import ITEM, announces_list, item_level


def source_sentences(text: str) -> tuple[str, ...]:
    """The sentences of ``text`` as ``layout`` reads them (one split, one cache)."""
    return layout(text).sentences


# Lines that head what follows them: markdown headings and FAQ questions ("Q7. …", "…?").
_HEADING = re.compile(r"^\s*(?:#{1,6}\s+\S|Q\s*\d{0,3}\s*[.:)．](?:\s|$))")
# A plain-text section heading, as PDF, Word and text files write it: a line of its own numbered by section
# ("4.8 C22A2 — Brake release failure", "3.2 환불 절차") and not a sentence (no closing punctuation). A single
# number ("1. Check …", "2. 등록금을 납부하지 아니한 때") is a list item and stays one.
_NUMBERED_HEADING = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2})+\.?\s+\S")
_SENTENCE_CLOSE = (".", "。", "!", "?", ":", "：", ";", "다", "요")
_HEADING_LENGTH = 100
# A sentence that announces the table after it: "다음 표", "아래 표", "as follows", "the table below", a closing colon.
_ANNOUNCES_TABLE = re.compile(r"(?:다음|아래|하기)\s?(?:의\s?)?표|다음과\s?같|[:：]\s*$|\b(?:following|below|as follows|"
                              r"table)\b", re.IGNORECASE)
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")


@dataclass(frozen=True)
class Layout:
    spans: tuple[tuple[int, int], ...]
    sentences: tuple[str, ...]
    headings: tuple[tuple[int, ...], ...]  # per sentence: the heading line it stands under (words only)
    leads: tuple[int | None, ...]  # per sentence: the table header row or list lead-in it belongs to
    sections: tuple[int, ...] = ()  # per sentence: its section (the first sentence of its heading, -1 before any)
    rows: tuple[bool, ...] = ()  # per sentence: a table row (a record of its own: its polarity is compared alone)
    intros: tuple[int | None, ...] = ()  # per sentence: for a table row, the sentence that announces its table


def _announces(sentence: str) -> bool:
    """Whether ``sentence`` announces the table after it and may be read with its rows for its words: it says so
    ("다음 표의 금액을 한도로 지급한다", "as follows:") and denies nothing — its words are read without its polarity, so
    an intro that negates or excludes ("The following fees are not refunded:") is left out."""
    if not _ANNOUNCES_TABLE.search(sentence):
        return False
    a = analyse(sentence)
    return a.negations == 0 and a.negative_words <= _BOUND_WORDS


@lru_cache(maxsize=4096)
def layout(text: str) -> Layout:
    """The sentences of ``text`` and the context each one is read with (see the module docstring)."""
    spans = sentence_spans(text)
    sentences = tuple(strip_bullet(text[a:b]) for a, b in spans)
    headings: list[tuple[int, ...]] = []
    leads: list[int | None] = []
    sections: list[int] = []
    rows: list[bool] = []
    heading: tuple[int, ...] = ()
    lead_in = header = None
    # An item introducing a nested list: (its index, (indent, marker kind), its own lead-in).
    lead_item: tuple[int, tuple[int, str], int | None] | None = None
    kind = ""  # of the current line: "heading", "row", "item", "text"
    intro = None  # the sentence that announces the current table
    intros: list[int | None] = []
    last_text = None  # the last sentence of running text (not a heading, row or item)
    prev_end = 0
    for i, (a, b) in enumerate(spans):
        gap = text[prev_end:a]
        prev_end = b
        line_start = i == 0 or "\n" in gap
        if gap.count("\n") >= 2:
            # A blank line ends a list or a table, not the lead-in that announces it ("We will not pay
            # for:" / blank line / "1. …", as Markdown is often written).
            announces = lead_in is not None and lead_in == i - 1 and announces_list(sentences[lead_in])
            header = None
            if not announces:
                lead_in = lead_item = None
        raw = text[a:b]
        if line_start:
            line_end = text.find("\n", a)
            whole_line = line_end < 0 or text[b:line_end].strip() == ""
            if _HEADING.match(raw) or (whole_line and raw.rstrip().endswith(("?", "？")) and len(raw) <= 120) or (
                    whole_line and _NUMBERED_HEADING.match(raw) and len(raw) <= _HEADING_LENGTH
                    and not raw.rstrip().endswith(_SENTENCE_CLOSE)):
                kind = "heading"
            elif "|" in raw and (raw.count("|") >= 2 or raw.strip().startswith("|") or " | " in raw):
                kind = "row"
            elif ITEM.match(raw):
                kind = "item"
            else:
                kind = "text"
        rows.append(kind == "row")
        if kind == "heading":
            heading = (heading + (i,)) if not line_start else (i,)
            lead_in = header = None
            headings.append(())
            leads.append(None)
            sections.append(heading[0])
            intros.append(None)
            continue
        if kind == "row" and header is None and not _TABLE_SEP.match(raw):
            # The sentence right before a table that announces it ("숙박비는 1박당 다음 표의 금액을 한도로 지급한다.")
            # says what its rows are: read with them as a heading is, for its words.
            intro = last_text if last_text == i - 1 and _announces(sentences[i - 1]) else None
        intros.append(intro if kind == "row" else None)
        headings.append(heading)
        sections.append(heading[0] if heading else -1)
        if kind == "row":
            if _TABLE_SEP.match(raw):
                leads.append(None)
                continue
            if header is None:
                header = i  # the first row of a table is its header
                leads.append(None)
            else:
                leads.append(header)
            lead_in = None
            continue
        intro = None
        header = None
        if kind == "item":
            level = item_level(gap, raw, line_start)
            if lead_item is not None and level[0] <= lead_item[1][0] and level[1] == lead_item[1][1]:
                lead_in, lead_item = lead_item[2], None  # back at the level of the item that led a nested list
            leads.append(lead_in)
            if line_start and sentences[i].rstrip().endswith((":", "：")):
                # "- The warranty applies only if:" / "  1. …": an item that ends in a colon introduces the items
                # under it, indented or marked otherwise ("-" over "1."); its own lead-in comes back after them.
                lead_item = (i, level, lead_in)
                lead_in = i
            continue
        lead_item = None
        leads.append(None)
        lead_in = last_text = i  # the last sentence before a list introduces it
    if any(rows):
        sentences = tuple(_bordered(s) if row else s for s, row in zip(sentences, rows))
    return Layout(tuple(spans), sentences, tuple(headings), tuple(leads), tuple(sections), tuple(rows), tuple(intros))


def _bordered(row: str) -> str:
    """A table row as Markdown writes it, with its outer bars: "Plus | GBP 500 | GBP 75" (plain text, HTML converted)
    becomes "| Plus | GBP 500 | GBP 75 |". Rows are joined with a space when read together (a header with its row), and
    without the bars the last cell of one ran into the first of the next ("Excess per claim Plus")."""
    t = row.strip()
    if t.startswith("|") and t.endswith("|"):
        return row
    return ("" if t.startswith("|") else "| ") + t + ("" if t.endswith("|") else " |")


# Cached (and read for every sentence in ``prepare_sources``): the entity layer asks it of every sentence holding a
# value, once per claim compared with the source, and it depends on the source alone. Keyed by the text, and an
# Analysis is frozen: safe to share.
@lru_cache(maxsize=8192)
def read_with_context(text: str, i: int) -> Analysis:
    """Sentence ``i`` of ``text`` as the lexical layer reads it: with its lead-in and heading."""
    lay = layout(text)
    lead = (lay.leads[i],) if lay.leads[i] is not None else ()
    return _merge(_analyses(lay.sentences, lead + (i,)), [analyse(lay.sentences[j]) for j in lay.headings[i]])


def plain_sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence around ``text[start:end]`` begins and ends, read by its closing marks alone (".", "!", "?",
    a line break): the clause of a match in an evidence window, without the layout's reading of headings and rows."""
    begin = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    ends = [i for i in (text.find(c, end) for c in ".!?\n") if i >= 0]
    return begin, min(ends, default=len(text))


def sentence_at(text: str, pos: int) -> int | None:
    """The index of the sentence of ``text`` (see ``layout``) that holds offset ``pos``."""
    for i, (a, b) in enumerate(layout(text).spans):
        if a <= pos < b:
            return i
    return None


@lru_cache(maxsize=16384)
def _bigrams(text: str) -> frozenset[str]:
    s = squash(text)
    return frozenset(s[i:i + 2] for i in range(len(s) - 1))


def _merge(parts: list[Analysis], context: list[Analysis] = ()) -> Analysis:
    """One analysis of several sentences; ``context`` (a heading) adds its words, not its polarity."""
    if len(parts) == 1 and not context:
        return parts[0]
    weights: dict[str, float] = {}
    get = weights.get
    for p in (*context, *parts):
        for t, w in p.weights:
            held = get(t, 0.0)
            weights[t] = w if w > held else held  # max(held, w), without the call: a window's every word passes here
    # By keyword: the flags were once passed in the wrong order (softened and deontic swapped).
    return Analysis(
        weights=tuple(weights.items()), tokens=frozenset(weights), negated=frozenset().union(*(p.negated for p in parts)),
        positive=frozenset().union(*(p.positive for p in parts)), negations=sum(p.negations for p in parts),
        names=tuple(n for p in parts for n in p.names), squashed="".join(p.squashed for p in list(context) + list(parts)),
        absolutes=frozenset().union(*(p.absolutes for p in parts)),
        negative_words=frozenset().union(*(p.negative_words for p in parts)),
        hedged=any(p.hedged for p in parts), softened=any(p.softened for p in parts),
        deontic=any(p.deontic for p in parts), permissive=any(p.permissive for p in parts), topic=parts[0].topic,
        timed=frozenset().union(*(p.timed for p in parts)),
        values=frozenset().union(*(p.values for p in list(context) + list(parts))), exempted=any(p.exempted for p in parts),
        instructs=any(p.instructs for p in parts),
        valued=tuple(x for p in parts for x in p.valued),
        unless=frozenset().union(*(p.unless for p in parts)), if_not=frozenset().union(*(p.if_not for p in parts)),
        if_yes=frozenset().union(*(p.if_yes for p in parts)), text=" | ".join(p.text for p in (*context, *parts)),
    )


# "다만, …인 경우에는 그러하지 아니하다": the exception reverses the rule of the sentence before it.
_EXCEPTION = re.compile(r"^\s*(?:다만|단)\s*[,，]?\s*\S.*(?:그러하지|그렇지)\s*(?:아니하|않)")
_EXCEPTION_WORDS = frozenset({"그러", "그렇다", "그러하다"})
_EXCEPTION_MEANING = frozenset({"제외", "exclud", "except"})  # negative-meaning words that state an exception


def _exception_pair(rule: Analysis, exception: Analysis) -> tuple[Analysis, Analysis]:
    """The rule as it holds in the exception's case (polarity reversed) and the exception without its
    "그러하지 아니하다", so that "…인 경우에는 휴학할 수 있다" reads the pair as it means."""
    flipped = replace(rule, negated=rule.positive, positive=rule.negated, negations=(rule.negations + 1) % 2,
                      deontic=False)
    kept = tuple((t, w) for t, w in exception.weights if t not in _EXCEPTION_WORDS)
    rest = replace(exception, weights=kept, tokens=frozenset(t for t, _ in kept),
                   negated=exception.negated - _EXCEPTION_WORDS, positive=exception.positive - _EXCEPTION_WORDS,
                   negations=max(0, exception.negations - 1))
    return flipped, rest


def _analyses(sentences: tuple[str, ...], idx: tuple[int, ...]) -> list[Analysis]:
    parts: list[Analysis] = []
    for k, j in enumerate(idx):
        a = analyse(sentences[j])
        if k and idx[k - 1] == j - 1 and _EXCEPTION.search(sentences[j]):
            parts[-1], a = _exception_pair(parts[-1], a)
        parts.append(a)
    return parts


def _row_analysis(claim: Analysis, header: str, row: str) -> Analysis | None:
    """A table row read cell by cell, each with its column header ("입학금: 반환하지 않음"). All cells count
    for coverage; only the key column and the columns the claim names carry polarity, so that a "반환하지
    않음" under 입학금 says nothing about 수업료. None when the row does not line up with the header."""
    keep = row_keep(claim, header, row)
    return _row_read(header, row, keep) if keep else None


def row_keep(claim: Analysis, header: str, row: str) -> tuple[int, ...]:
    """The cells of ``row`` that carry polarity for ``claim`` in ``_row_analysis`` (the key cell and the ones under
    a column the claim names); () when the row is not read cell by cell."""
    cells = _row_cells(header, row)
    if cells is None:
        return ()
    named = [i for i, tokens in enumerate(cells[1]) if i and tokens & claim.tokens]
    return (0, *named) if named else ()


@lru_cache(maxsize=4096)
def _row_cells(header: str, row: str) -> tuple[tuple[Analysis, ...], tuple[frozenset[str], ...]] | None:
    """Each cell of ``row`` read with its column header, and each header's tokens; None when the row does not
    line up with the header. Per row, not per claim: every claim compared with a table reads its rows."""
    heads, cells = row_cells(header), row_cells(row)
    if len(heads) != len(cells) or len(cells) < 2:
        return None
    return tuple(analyse(f"{h} {c}".strip()) for h, c in zip(heads, cells)), tuple(analyse(h).tokens for h in heads)


@lru_cache(maxsize=8192)
def _row_read(header: str, row: str, keep: tuple[int, ...]) -> Analysis:
    """The row with the cells ``keep`` carrying polarity and the others adding their words (``_row_analysis``)."""
    parts = _row_cells(header, row)[0]
    return _merge([parts[i] for i in keep], [parts[i] for i in range(len(parts)) if i not in keep])


_KO_FINAL = re.compile(r"[다요죠][.!。]?\s*$")
_EN_FINITE = re.compile(r"\b(?:is|are|was|were|be|been|must|can|cannot|may|might|will|would|shall|should|has|have|had|"
                        r"do|does|did|need|needs)\b", re.IGNORECASE)


def _needs_lead(lay: Layout, j: int) -> bool:
    """Whether list item ``j`` only completes the sentence that introduces it ("We will not pay for:" /
    "Pre-existing conditions."; "…때에는 제적한다." / "등록금을 납부하지 아니한 때") rather than being a
    sentence of its own ("- 환불은 3영업일 이내에 처리됩니다.")."""
    lead = lay.leads[j]
    if lead is None or lay.rows[j]:
        return False
    item = lay.sentences[j]
    if _KO_FINAL.search(item):
        return False
    announced = lay.sentences[lead].rstrip().endswith((":", "："))
    return announced or not (item.rstrip().endswith((".", "!")) and _EN_FINITE.search(item))


def evidence_units(text: str, head: tuple[int, ...], lead: tuple[int, ...], idx: tuple[int, ...],
                   records: tuple[Analysis, ...] = ()) -> tuple[tuple[Analysis, ...], bool]:
    """The statements of an evidence window, one by one, for clause-by-clause comparison: each clause of
    each sentence; a list item that only completes its lead-in together with it ("We will not pay for:" +
    "Pre-existing conditions."); a rule and its exception as ``_analyses`` reads them; table rows as the
    records they are. Headings are context, not statements. The flag: the units are a table's cells, each
    a record of its own (never read together)."""
    from ..clauses import clauses  # clauses -> analysis only; imported here to keep reading's imports light

    lay = layout(text)
    if lead and all(lay.rows[j] for j in idx):
        return tuple(u for j in idx for u in row_units(lay.sentences[lead[0]], lay.sentences[j])), True
    if records:
        return records, True
    order = lead + idx
    parts = dict(zip(order, _analyses(lay.sentences, order)))
    units: list[Analysis] = []
    for j in order:
        if j in lead and any(lay.leads[k] == j and _needs_lead(lay, k) for k in idx):
            continue  # read with the items it introduces
        if lay.leads[j] is not None and lay.leads[j] in lead and _needs_lead(lay, j):
            units.append(_merge([parts[lay.leads[j]], parts[j]]))
        elif parts[j] is not analyse(lay.sentences[j]):
            # A rule and its exception ("…는 지급하지 아니한다. 다만, …인 경우에는 그러하지 아니하다"): the rule as it
            # stands, for a claim that states the rule; the exception with the rule as it holds in its case.
            if _EXCEPTION.search(lay.sentences[j]) and j - 1 in parts:
                units.append(_merge([parts[j - 1], parts[j]]))
            else:
                units.append(analyse(lay.sentences[j]))
        else:
            units.extend(a for _, a in clauses(lay.sentences[j]))
    return tuple(units), False


@lru_cache(maxsize=4096)
def row_units(header: str, row: str) -> tuple[Analysis, ...]:
    """A table row as statements: its first (key) cell with each other cell, each cell read with its column
    header ("학기 개시일부터 30일까지 · 입학금: 반환하지 않음", "… · 수업료: 6분의 5")."""
    heads, cells = row_cells(header), row_cells(row)
    if len(heads) != len(cells) or len(cells) < 2:
        return (analyse(row),)
    parts = [analyse(f"{h} {c}".strip()) for h, c in zip(heads, cells)]
    return tuple(_merge([parts[0], p]) for p in parts[1:])


# "…반환하지 아니한다. 다만, 다음 각 호의 경우에는 반환한다.": a proviso that states the opposite of its rule
# for some cases. A claim with the proviso's polarity may be one of those cases: the rule alone is no
# evidence against it.
_PROVISO = re.compile(r"^\s*(?:다만|단\s*[,，]|however\b|but\b|except\b|unless\b)", re.IGNORECASE)


def proviso_agrees(claim: Analysis, source_text: str, last: int) -> bool:
    """Whether the sentence after sentence ``last`` of ``source_text`` is a proviso that asserts (or denies)
    a predicate of the claim the way the claim does."""
    lay = layout(source_text)
    j = last + 1
    if j >= len(lay.sentences) or (lay.sections and lay.sections[j] != lay.sections[last]):
        return False
    if not _PROVISO.search(lay.sentences[j]) or _EXCEPTION.search(lay.sentences[j]):
        return False  # "그러하지 아니하다" is read with its rule already (``_exception_pair``)
    p = analyse(lay.sentences[j])
    return bool(((claim.positive & p.positive) - p.negated - KOREAN_LIGHT_VERBS)
                or ((claim.negated & p.negated) - p.positive - KOREAN_LIGHT_VERBS))


def reversed_predicates(rule: Analysis, proviso: Analysis) -> frozenset[str]:
    """The predicates of ``rule`` that ``proviso`` states with the opposite polarity ("반환하지 아니한다" / "다만, …
    경우에는 반환한다"; "are not marked" / "However, … is marked"): the proviso lifts the rule in its case."""
    return (rule.negated & proviso.positive) | (rule.positive & proviso.negated)


def proviso_case_dropped(claim: Analysis, source_text: str, first: int) -> bool:
    """Whether sentence ``first`` of ``source_text`` is a proviso reversing the rule before it ("다만, … 경우에는
    반환한다" after "반환하지 아니한다") and the claim names none of the proviso's own words: it states the
    exception's outcome as the rule, without the case it holds in."""
    lay = layout(source_text)
    if first <= 0 or first >= len(lay.sentences) or not _PROVISO.search(lay.sentences[first]):
        return False
    rule, p = analyse(lay.sentences[first - 1]), analyse(lay.sentences[first])
    reversed_ = reversed_predicates(rule, p) - KOREAN_LIGHT_VERBS
    if not reversed_:
        return False
    own = {t for t, w in p.weights if w >= 1.0 and t not in rule.tokens and not t.isdigit()}
    return bool(own) and not (own & claim.tokens)
