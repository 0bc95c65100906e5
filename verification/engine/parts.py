"""The parts of a statement and the participants each holds, for reading who does what (``roles``, whose
docstring says why).

A text is cut into *segments*: clauses (coordinating endings, "but"/"while", "and" before a second verb,
conditions and steps "…이면"/"…하여"/"if"), comma-separated parts, table cells (each read with its column
header and its row's key cell), and the phrases that directional markers close (Korean 에서/부터/(으)로/까지/
에게/보다, English from/to/by/than/below/above/within/after/before/per). A piece that states nothing (no
predicate, no value) joins the next: a list's commas separate items, not parts. A directional marker is itself
a word of its segment ("@from", "@to", "@than"), so that the starting point and the end point of a change are
parts with different words even when the rest is alike.

Participants are quantities (value and dimension, ``normalize.extract``), names and codes, and content nouns.
Segments are read with the morphemes of their whole sentence (``analysis.part_weights``): a source's sentences
are already analysed, so reading roles costs no further Kiwi call for the source.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit.identifiers import IDENTIFIER, code_key
from textkit.language import has_hangul
from textkit.morphology import analyze
from textkit.normalize import squash
from textkit.stopwords import ENGLISH_DETERMINERS
from textkit.tables import cells as row_cells

from .analysis import EN_WORD, part_weights
from .checks.reading import layout
from .clauses import clause_spans
from .normalize import extract

_DIGIT = re.compile(r"\d")

# Directional case markers: the part of the relation a phrase fills (start, end, standard of comparison).
_KO_MARKERS = {"에서": "@from", "부터": "@from", "로부터": "@from", "으로부터": "@from", "에게서": "@from",
               "한테서": "@from",
               "로": "@to", "으로": "@to", "까지": "@to", "에게": "@to", "한테": "@to", "께": "@to", "보다": "@than"}
_EN_MARKERS = {"from": "@from", "to": "@to", "into": "@to", "until": "@to", "by": "@by", "than": "@than",
               "below": "@below", "under": "@below", "above": "@above", "over": "@above", "within": "@within",
               "after": "@after", "before": "@before", "per": "@per"}
# English words that open a new part of a sentence: conditions and contrasts ("and" joins nouns as often as
# clauses: "the brake test and the safety test"; ", and" is a clause boundary of ``clauses``).
EN_SPLIT = {"but", "while", "whereas", "if", "when", "unless", "although", "though", "whenever", "once"}
_EN_FINITE = re.compile(r"\s+(?:is|are|was|were|has|have|had|must|can|cannot|may|might|will|would|shall|should|"
                        r"does|do|did|needs?)\b", re.IGNORECASE)
# Conditions and sequences ("…이면", "…하여", "…해서") end the phrase that holds a step's own value.
_KO_CONDITION = frozenset({"면", "으면", "다면", "라면", "거든", "으면서", "면서", "어", "아", "여", "어서", "아서", "여서"})
_PUNCT_CUT = re.compile(r",(?!\d)|[;)\]，]|\s[-–—]\s")
_ROW_SPLIT = re.compile(r"\|\s+\|")
NOUN_WEIGHT = 1.0


@dataclass(frozen=True)
class Segment:
    """One part of a text: its words (canonical tokens and markers) and its participants by kind."""

    text: str
    words: frozenset[str]
    items: tuple[tuple[str, str], ...]  # (key, kind): kind is a quantity's dimension, "name", "code" or "noun"
    shown: tuple[tuple[str, str], ...] = ()  # (key, as written)

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(k for k, _ in self.items)


def _cuts(sentence: str, fine: bool) -> list[int]:
    """Positions where a new part of ``sentence`` begins: clauses and commas; ``fine``: also conditions
    and the phrases directional markers close."""
    cuts = {a for a, _ in clause_spans(sentence)}
    cuts.update(m.end() for m in _PUNCT_CUT.finditer(sentence))
    if not fine:
        return sorted(c for c in cuts if 0 < c < len(sentence))
    for lemma, tag, _a, b in analyze(sentence):
        if (tag in ("JKB", "JX") and lemma in _KO_MARKERS) or (tag == "EC" and lemma in _KO_CONDITION):
            cuts.add(b)
    seen_from = False
    for m in EN_WORD.finditer(sentence):
        low = m.group().lower()
        seen_from = seen_from or low == "from"
        # "to" ends a "from … to …" pair; elsewhere it is as often the infinitive ("has to be run").
        if low in EN_SPLIT or (low in _EN_MARKERS and (low != "to" or seen_from)):
            cuts.add(m.start())
        elif low in ("and", "or") and _EN_FINITE.match(sentence, m.end()):
            cuts.add(m.start())  # "… and has an annual deductible of …": a second predicate of the subject
    return sorted(c for c in cuts if 0 < c < len(sentence))


def _compounds(sentence: str, a: int, b: int) -> list[str]:
    """Korean compound nouns written as one word ("일반실", "입학금"): Kiwi may split them ("일반"+"실") in one
    sentence and not in another, so the written compound is the participant."""
    out, run, end = [], [], -1
    for lemma, tag, x, y in analyze(sentence):
        if not (a <= x and y <= b):
            continue
        if tag in ("NNG", "NNP") and re.match(r"[가-힣]", lemma):
            if run and x == end:
                run.append(lemma)
            else:
                if len(run) > 1:
                    out.append("".join(run))
                run = [lemma]
            end = y
        else:
            if len(run) > 1:
                out.append("".join(run))
            run, end = [], -1
    if len(run) > 1:
        out.append("".join(run))
    return out


@lru_cache(maxsize=8192)  # a claim is cut coarsely and finely (``find_swap``): most pieces are the same
def _segment(sentence: str, a: int, b: int, lang: str) -> Segment | None:
    text = sentence[a:b]
    if not text.strip():
        return None
    weights = part_weights(sentence, a, b)
    compounds = _compounds(sentence, a, b) if lang == "ko" else []
    words = {t for t, _ in weights if not t.replace(".", "").isdigit() and not any(t in c for c in compounds)}
    words.update(compounds)
    if lang == "ko":
        for lemma, tag, x, y in analyze(sentence):
            if a <= x and y <= b and tag in ("JKB", "JX") and lemma in _KO_MARKERS:
                words.add(_KO_MARKERS[lemma])
    first = EN_WORD.match(text.lstrip())
    if first and first.group().lower() in _EN_MARKERS:
        words.add(_EN_MARKERS[first.group().lower()])
    items = [(t, "noun") for t, w in weights
             if w >= NOUN_WEIGHT and not any(c.isdigit() for c in t) and not any(t in c for c in compounds)]
    items += [(c, "noun") for c in compounds]
    values = values_in(sentence, a, b)
    items += [(k, kind) for k, kind, _ in values]
    words.update(k for k, _ in items)
    shown = tuple((k, raw) for k, _, raw in values)
    return Segment(text, frozenset(words), tuple(dict.fromkeys(items)), shown)


# A number with a unit word the value reader does not know ("42 V", "60 Ω", "5kg"): the unit is its kind. A
# lower-case word of three letters after a space is as often a word ("1–3 use"), so not a unit.
_NUMBER_UNIT = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)(?:\s?([A-Z][A-Za-z]{0,3}|[Ωµ°][A-Za-z]?|[a-z]{1,2})|"
                          r"([a-z]{3,4}))\b")
_CURRENCY_FIRST = re.compile(r"(?<![A-Za-z])([A-Z]{3}|[$€£¥₩])\s?(\d+(?:,\d{3})*(?:\.\d+)?)")


def values_in(sentence: str, a: int, b: int) -> list[tuple[str, str, str]]:
    """(key, kind, as written) of the values in ``sentence[a:b]``: quantities, numbers with a unit, codes and
    part labels ("AG10-NZ-015", "size-3"), numbered names ("Joints 1–3") and other names."""
    return [(key, kind, raw) for x, y, key, kind, raw in _sentence_values(sentence) if a <= x and y <= b]


@lru_cache(maxsize=4096)
def _sentence_values(sentence: str) -> tuple[tuple[int, int, str, str, str], ...]:
    """Every value of ``sentence`` with where it is written (read once per sentence, cached)."""
    ents = _entities(sentence)
    taken: list[tuple[int, int]] = []
    out = []
    for q in ents.quantities:
        taken.append(q.at)
        out.append((*q.at, f"q:{q.value:g}:{q.dim}", q.dim, q.raw))
    for head, first, last, x, y in ents.numbered:
        taken.append((x, y))
        out.append((x, y, f"n:{head}:{first}-{last}", "numbered:" + head, sentence[x:y]))
    for m in IDENTIFIER.finditer(sentence):
        if not any(p <= m.start() < q for p, q in taken):
            taken.append(m.span())
            out.append((*m.span(), f"code:{code_key(m.group())}", "code", m.group()))
    for m in _NUMBER_UNIT.finditer(sentence):
        if m.group(2) and not any(p <= m.start() < q for p, q in taken):
            unit = m.group(2).lower()
            out.append((*m.span(), f"u:{m.group(1)}:{unit}", "unit:" + unit, m.group()))
    for m in _CURRENCY_FIRST.finditer(sentence):
        if not any(p <= m.start() < q for p, q in taken):
            taken.append(m.span())
            cur = m.group(1).upper()
            out.append((*m.span(), f"u:{m.group(2).replace(',', '')}:{cur}", "unit:" + cur, m.group()))
    low = sentence.lower()
    for v in ents.names:
        if any(c.isdigit() for c in v):
            continue  # numbers, codes and amounts read as names: their own items above
        at = low.find(v.lower())
        while at >= 0:
            if not any(p <= at < q for p, q in taken):
                out.append((at, at + len(v), f"name:{squash(v).lower()}", "name", v))
            at = low.find(v.lower(), at + len(v))
    return tuple(out)


@lru_cache(maxsize=4096)
def _entities(sentence: str):
    return extract(sentence)


@lru_cache(maxsize=4096)
def sentence_segments(sentence: str, fine: bool = True) -> tuple[Segment, ...]:
    """The parts of one sentence (see the module docstring); ``fine=False``: clauses and commas only."""
    lang = "ko" if has_hangul(sentence) else "en"
    cuts = [0] + _cuts(sentence, fine) + [len(sentence)]
    # A piece that states nothing of its own (no predicate, no value: "임원, 정규직 및 계약직 직원", "by the
    # Teach Pendant") is one item of a list or a phrase of what follows, not a part of its own.
    pieces: list[tuple[int, int]] = []
    start = 0
    for end in cuts[1:]:
        if end == len(sentence) or _states(sentence, start, end, lang):
            pieces.append((start, end))
            start = end
    segs = (_segment(sentence, x, y, lang) for x, y in pieces)
    return tuple(s for s in segs if s is not None and s.words)


_KO_PREDICATE_TAGS = ("VV", "VA", "XSV", "XSA", "VCP", "EF")
EN_MIN_WORDS = 3  # an English piece without a value is a statement of its own only with this many content words


def _states(sentence: str, a: int, b: int, lang: str) -> bool:
    """Whether ``sentence[a:b]`` states something: it has a predicate or a value."""
    if _DIGIT.search(sentence, a, b) or values_in(sentence, a, b):
        return True
    if lang == "ko":
        return any(a <= x and y <= b and tag.startswith(_KO_PREDICATE_TAGS) for _l, tag, x, y in analyze(sentence))
    return len(part_weights(sentence, a, b)) >= EN_MIN_WORDS


def _row_segments(header: str, row: str, fine: bool) -> tuple[Segment, ...]:
    """A table row as parts: each cell read with its column header and the row's key cell."""
    heads, cells = row_cells(header), row_cells(row)
    if len(heads) != len(cells) or len(cells) < 2:
        return sentence_segments(row, fine)
    out = []
    for h, c in zip(heads[1:], cells[1:]):
        seg = sentence_segments(f"{cells[0]} {h} {c}", fine)
        words = frozenset().union(*(s.words for s in seg)) if seg else frozenset()
        items = tuple(dict.fromkeys(i for s in seg for i in s.items))
        shown = tuple(x for s in seg for x in s.shown)
        out.append(Segment(f"{cells[0]} · {h}: {c}", words, items, shown))
    return tuple(out)


@lru_cache(maxsize=8192)  # claims, and every evidence window of the prepared sources
def text_segments(text: str, fine: bool = True) -> tuple[Segment, ...]:
    """The parts of ``text`` (a claim or an evidence window): sentence by sentence; a table's rows cell by
    cell, each cell with its column header."""
    out: list[Segment] = []
    for sentence in layout(text).sentences:
        if sentence.count("|") >= 4:
            rows = [r if r.startswith("|") else "|" + r for r in _ROW_SPLIT.split(sentence.strip())]
            rows = [r if r.endswith("|") else r + "|" for r in rows]
            if len(rows) >= 2 and len(row_cells(rows[0])) == len(row_cells(rows[1])):
                for row in rows[1:]:
                    out.extend(_row_segments(rows[0], row, fine))
                continue
        out.extend(sentence_segments(sentence, fine))
    return tuple(out)


@dataclass(frozen=True)
class Swap:
    """Two participants the claim places in each other's part of the source's relation."""

    first: str  # as written in the claim's part ``first_part``
    second: str
    first_part: str  # the claim's part that holds ``first``; the source's matching part holds ``second``
    second_part: str
    misbound: bool = False  # one value placed in a record that states another (``second_part``: that record)

    def describe(self) -> str:
        if self.misbound:
            return (f"the claim says “{self.first}” in “{self.first_part.strip(' ,;')}”, where the source says "
                    f"“{self.second}” (“{self.second_part.strip(' ,;')}”) and states “{self.first}” of something else")
        return (f"the claim says “{self.first}” in “{self.first_part.strip(' ,;')}” and “{self.second}” in "
                f"“{self.second_part.strip(' ,;')}”; the source relates them the other way round")


def shown_as(key: str, *segs: Segment) -> str:
    for s in segs:
        for k, raw in s.shown:
            if k == key:
                return raw
    return key.split(":", 1)[-1]


# The words before a noun that say nothing of where it stands: the determiners, but "that" (a conjunction or a relative
# too: "says that …") and "no" (a negation).
ARTICLES = ENGLISH_DETERMINERS - {"that", "no"}



def prepare_parts(text: str) -> None:
    """Read the parts of every sentence of a source ahead of verification (see ``prepare_sources``): the
    evidence windows a claim is compared with are made of these sentences, whose parts are then cached."""
    from .clause_roles import case_roles, en_sequence

    for sentence in layout(text).sentences:
        sentence_segments(sentence, False)
        sentence_segments(sentence, True)
        if has_hangul(sentence):
            case_roles(sentence)
        else:
            en_sequence(sentence)
