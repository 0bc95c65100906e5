"""Who does what: the participants of a statement read with the part of it they belong to.

A sentence relates its participants (values, names, nouns) through the words around them: "일반휴학은 한
번에 1년, 재학 중 통산 2년을 초과할 수 없다" binds 1년 to "한 번에" and 2년 to "재학 중 통산"; "the 48 V bus
dropped below 42 V" binds 42 V to "below"; "6월 말 142명에서 12월 말 158명으로" binds 6월 to the starting point
(에서) and 12월 to the end point (으로). A claim that keeps every word of its source but exchanges two
participants between those parts says something else, although every word is covered.

A text is cut into *segments*: clauses (coordinating endings, "and"/"but"/"while", conditions "…이면"/"if"),
comma-separated parts, table cells (each read with its column header and its row's key cell), and the
phrases that directional case markers close (Korean 에서/부터/(으)로/까지/에게/보다, English from/to/by/
than/below/above). A directional marker is itself a word of its segment ("@from", "@to", "@than"), so that
the starting point and the end point of a change are parts with different words even when the rest is alike.

Participants are quantities (value and dimension, ``normalize.extract``), names and codes, and content nouns.
Segments are read with the morphemes of their whole sentence (``analysis.analyse_part``): a source's sentences
are already analysed, so reading roles costs no further Kiwi call for the source.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit.identifiers import IDENTIFIER, code_key
from textkit.morphology import analyze
from textkit.normalize import squash
from textkit.stopwords import ENGLISH_STOPWORDS

from .analysis import analyse_part, stem
from .checks.reading import _cells, layout
from .clauses import clause_spans
from .normalize import extract

# Directional case markers: the part of the relation a phrase fills (start, end, standard of comparison).
_KO_MARKERS = {"에서": "@from", "부터": "@from", "로부터": "@from", "으로부터": "@from", "에게서": "@from",
               "한테서": "@from",
               "로": "@to", "으로": "@to", "까지": "@to", "에게": "@to", "한테": "@to", "께": "@to", "보다": "@than"}
_EN_MARKERS = {"from": "@from", "to": "@to", "into": "@to", "until": "@to", "by": "@by", "than": "@than",
               "below": "@below", "under": "@below", "above": "@above", "over": "@above", "within": "@within",
               "after": "@after", "before": "@before", "per": "@per"}
# English words that open a new part of a sentence: conditions and contrasts ("and" joins nouns as often as
# clauses: "the brake test and the safety test"; ", and" is a clause boundary of ``clauses``).
_EN_SPLIT = {"but", "while", "whereas", "if", "when", "unless", "although", "though", "whenever", "once"}
_EN_FINITE = re.compile(r"\s+(?:is|are|was|were|has|have|had|must|can|cannot|may|might|will|would|shall|should|"
                        r"does|do|did|needs?)\b", re.IGNORECASE)
# Conditions and sequences ("…이면", "…하여", "…해서") end the phrase that holds a step's own value.
_KO_CONDITION = frozenset({"면", "으면", "다면", "라면", "거든", "으면서", "면서", "어", "아", "여", "어서", "아서", "여서"})
_PUNCT_CUT = re.compile(r",(?!\d)|[;)\]，]|\s[-–—]\s")
_EN_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")
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
    for m in _EN_WORD.finditer(sentence):
        low = m.group().lower()
        seen_from = seen_from or low == "from"
        # "to" ends a "from … to …" pair; elsewhere it is as often the infinitive ("has to be run").
        if low in _EN_SPLIT or (low in _EN_MARKERS and (low != "to" or seen_from)):
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


def _segment(sentence: str, a: int, b: int, lang: str) -> Segment | None:
    text = sentence[a:b]
    if not text.strip():
        return None
    part = analyse_part(sentence, a, b)
    compounds = _compounds(sentence, a, b) if lang == "ko" else []
    words = {t for t, _ in part.weights if not t.replace(".", "").isdigit() and not any(t in c for c in compounds)}
    words.update(compounds)
    if lang == "ko":
        for lemma, tag, x, y in analyze(sentence):
            if a <= x and y <= b and tag in ("JKB", "JX") and lemma in _KO_MARKERS:
                words.add(_KO_MARKERS[lemma])
    first = _EN_WORD.match(text.lstrip())
    if first and first.group().lower() in _EN_MARKERS:
        words.add(_EN_MARKERS[first.group().lower()])
    items = [(t, "noun") for t, w in part.weights
             if w >= NOUN_WEIGHT and not any(c.isdigit() for c in t) and not any(t in c for c in compounds)]
    items += [(c, "noun") for c in compounds]
    values = _values(sentence, a, b)
    items += [(k, kind) for k, kind, _ in values]
    words.update(k for k, _ in items)
    shown = tuple((k, raw) for k, _, raw in values)
    return Segment(text, frozenset(words), tuple(dict.fromkeys(items)), shown)


# A number with a unit word the value reader does not know ("42 V", "60 Ω", "5kg"): the unit is its kind. A
# lower-case word of three letters after a space is as often a word ("1–3 use"), so not a unit.
_NUMBER_UNIT = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)(?:\s?([A-Z][A-Za-z]{0,3}|[Ωµ°][A-Za-z]?|[a-z]{1,2})|"
                          r"([a-z]{3,4}))\b")
_CURRENCY_FIRST = re.compile(r"(?<![A-Za-z])([A-Z]{3}|[$€£¥₩])\s?(\d+(?:,\d{3})*(?:\.\d+)?)")


def _values(sentence: str, a: int, b: int) -> list[tuple[str, str, str]]:
    """(key, kind, as written) of the values in ``sentence[a:b]``: quantities, numbers with a unit, codes and
    part labels ("AG10-NZ-015", "size-3"), numbered names ("Joints 1–3") and other names."""
    ents = _entities(sentence)
    taken: list[tuple[int, int]] = []
    out = []
    for q in ents.quantities:
        taken.append(q.at)
        if a <= q.at[0] and q.at[1] <= b:
            out.append((f"q:{q.value:g}:{q.dim}", q.dim, q.raw))
    for head, first, last, x, y in ents.numbered:
        taken.append((x, y))
        if a <= x and y <= b:
            out.append((f"n:{head}:{first}-{last}", "numbered:" + head, sentence[x:y]))
    for m in IDENTIFIER.finditer(sentence):
        if not any(p <= m.start() < q for p, q in taken):
            taken.append(m.span())
            if a <= m.start() and m.end() <= b:
                out.append((f"code:{code_key(m.group())}", "code", m.group()))
    for m in _NUMBER_UNIT.finditer(sentence, a, b):
        if m.group(2) and not any(p <= m.start() < q for p, q in taken):
            unit = m.group(2).lower()
            out.append((f"u:{m.group(1)}:{unit}", "unit:" + unit, m.group()))
    for m in _CURRENCY_FIRST.finditer(sentence, a, b):
        if not any(p <= m.start() < q for p, q in taken):
            taken.append(m.span())
            cur = m.group(1).upper()
            out.append((f"u:{m.group(2).replace(',', '')}:{cur}", "unit:" + cur, m.group()))
    low = sentence.lower()
    for v in ents.names:
        if any(c.isdigit() for c in v):
            continue  # numbers, codes and amounts read as names: their own items above
        at = low.find(v.lower(), a)
        if at >= 0 and at + len(v) <= b and not any(p <= at < q for p, q in taken):
            out.append((f"name:{squash(v).lower()}", "name", v))
    return out


@lru_cache(maxsize=4096)
def _entities(sentence: str):
    return extract(sentence)


@lru_cache(maxsize=4096)
def sentence_segments(sentence: str, fine: bool = True) -> tuple[Segment, ...]:
    """The parts of one sentence (see the module docstring); ``fine=False``: clauses and commas only."""
    lang = "ko" if re.search(r"[가-힣]", sentence) else "en"
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
    if _values(sentence, a, b) or re.search(r"\d", sentence[a:b]):
        return True
    if lang == "ko":
        return any(a <= x and y <= b and tag.startswith(_KO_PREDICATE_TAGS) for _l, tag, x, y in analyze(sentence))
    return len(analyse_part(sentence, a, b).weights) >= EN_MIN_WORDS


def _row_segments(header: str, row: str, fine: bool) -> tuple[Segment, ...]:
    """A table row as parts: each cell read with its column header and the row's key cell."""
    heads, cells = _cells(header), _cells(row)
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


@lru_cache(maxsize=2048)
def text_segments(text: str, fine: bool = True) -> tuple[Segment, ...]:
    """The parts of ``text`` (a claim or an evidence window): sentence by sentence; a table's rows cell by
    cell, each cell with its column header."""
    out: list[Segment] = []
    for sentence in layout(text).sentences:
        if sentence.count("|") >= 4:
            rows = [r if r.startswith("|") else "|" + r for r in _ROW_SPLIT.split(sentence.strip())]
            rows = [r if r.endswith("|") else r + "|" for r in rows]
            if len(rows) >= 2 and len(_cells(rows[0])) == len(_cells(rows[1])):
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


def _show(key: str, *segs: Segment) -> str:
    for s in segs:
        for k, raw in s.shown:
            if k == key:
                return raw
    return key.split(":", 1)[-1]


MIN_ANCHORS = 1  # words of its own a claim part shares with the source part it matches


def _anchored(own: frozenset[str], seg: Segment) -> int:
    return len(own & seg.words)


def find_swap(claim: str, evidence: str) -> Swap | None:
    """Two participants of the same kind that ``claim`` exchanges between two parts of ``evidence``'s
    relation, or None. Each claim part must match one source part by words of its own (words the other
    claim part lacks) better than the other; the source must place each participant only in the other's
    part, never in its own (a source that states both readings is not contradicted)."""
    for fine in (False, True):
        cs = text_segments(claim, fine)
        if len(cs) < 2:
            continue  # one part: nothing to exchange between parts (the source is not read)
        found = _swap_in(cs, text_segments(evidence, fine))
        if found is not None:
            return found
    return case_swap(claim, evidence) or order_swap(claim, evidence) or find_misbinding(claim, evidence)


def _swap_in(cs: tuple[Segment, ...], ss: tuple[Segment, ...]) -> Swap | None:
    if len(cs) < 2 or len(ss) < 2:
        return None
    for i, s1 in enumerate(cs):
        for s2 in cs[i + 1:]:
            only1 = [(k, kind) for k, kind in s1.items if k not in s2.keys]
            only2 = [(k, kind) for k, kind in s2.items if k not in s1.keys]
            for a, kind_a in only1:
                for b, kind_b in only2:
                    if kind_a != kind_b:
                        continue
                    if kind_a == "noun" and not _same_place(a, s1.text, b, s2.text):
                        continue  # two nouns of different places in their parts ("상자들은" / "전원을")
                    own1 = s1.words - s2.words - {a, b}
                    own2 = s2.words - s1.words - {a, b}
                    found = _exchanged(a, b, own1, own2, ss)
                    if found:
                        return Swap(_show(a, s1), _show(b, s2), s1.text, s2.text)
    return None


_ARTICLES = frozenset({"the", "a", "an", "its", "their", "your", "our", "this", "these", "those", "each", "every"})


def _place(noun: str, text: str) -> str | None:
    """Where ``noun`` stands in ``text``: the case marker after it (Korean) or the word before it, articles
    aside, "^" at the start (English); None when it is not found."""
    if re.search(r"[가-힣]", noun):
        toks = analyze(text)
        run = ""
        for i, (lemma, tag, _x, _y) in enumerate(toks):
            if tag.startswith(("NNG", "NNP")):
                run += lemma
                if run.endswith(noun) or lemma == noun:
                    nxt = toks[i + 1] if i + 1 < len(toks) else ("", "", 0, 0)
                    if nxt[1].startswith(("NNG", "NNP", "XSN")):
                        continue
                    base = nxt[1].split("-")[0]
                    return _KO_CASES.get(base) or _KO_CASE_WORDS.get(nxt[0]) or nxt[0]
            else:
                run = ""
        return None
    words = [w.lower() for w in _EN_WORD.findall(text)]
    stems = [stem(w) for w in words]
    if noun not in stems:
        return None
    i = stems.index(noun)
    # Connectives open a part ("…, while downgrades take effect"): the noun after one stands at its start.
    before = [w for w in words[:i] if w not in _ARTICLES and w not in _EN_SPLIT and w not in ("and", "or", "so")]
    return before[-1] if before else "^"


def _same_place(a: str, text_a: str, b: str, text_b: str) -> bool:
    pa, pb = _place(a, text_a), _place(b, text_b)
    return pa is not None and pa == pb


def _exchanged(a: str, b: str, own1: frozenset[str], own2: frozenset[str], ss: tuple[Segment, ...]) -> bool:
    with_a = [t for t in ss if a in t.keys]
    with_b = [t for t in ss if b in t.keys]
    if not with_a or not with_b:
        return False
    # The source part that matches claim part 1 (holding a) and the one that matches part 2 (holding b).
    best1 = max(ss, key=lambda t: _anchored(own1, t))
    best2 = max(ss, key=lambda t: _anchored(own2, t))
    if best1 is best2:
        return False
    n1, n2 = _anchored(own1, best1), _anchored(own2, best2)
    if n1 < MIN_ANCHORS or n2 < MIN_ANCHORS:
        return False
    # Unambiguous: no other part matches as well.
    if sum(1 for t in ss if _anchored(own1, t) == n1) > 1 or sum(1 for t in ss if _anchored(own2, t) == n2) > 1:
        return False
    # The source binds them the other way round, and nowhere the claim's way.
    if not (b in best1.keys and a not in best1.keys and a in best2.keys and b not in best2.keys):
        return False
    return _anchored(own1, best2) < n1 and _anchored(own2, best1) < n2



# Korean case markers and the role they give the noun before them. The topic marker is read as the
# subject: "A는 B를 승인한다" and "A가 B를 승인한다" relate A and B alike. 와/과 (with, and) give no role:
# "A는 B와 같다" = "B는 A와 같다".
_KO_CASES = {"JKS": "subject", "JKO": "object", "JKG": "possessor"}
_KO_CASE_WORDS = {"은": "subject", "는": "subject", "에게": "to", "한테": "to", "께": "to", "에": "to",
                  "에게서": "from", "한테서": "from", "로부터": "from", "으로부터": "from", "에서": "from",
                  "보다": "than", "로": "as", "으로": "as", "까지": "until", "부터": "from"}
# Predicates of the passive or receiving voice: "승인된다", "승인을 받는다", "해고당하다" relate the same
# participants the other way round without exchanging them.
_KO_VOICE = frozenset({"되다", "받다", "당하다", "되", "받", "당하"})  # as verbs, and as suffixes (XSV)


@lru_cache(maxsize=4096)
def case_roles(sentence: str) -> tuple[dict[str, str], bool]:
    """(noun → case role, passive or receiving voice) of a Korean sentence; a noun written twice with
    different roles is left out (its role is not one)."""
    toks = analyze(sentence)
    roles: dict[str, str] = {}
    twice: set[str] = set()
    run: list[str] = []
    end = -1
    voice = False
    for lemma, tag, x, y in toks:
        base = tag.split("-")[0]
        if base in ("NNG", "NNP", "SL", "SH", "SN") or (base == "NNB" and run and x == end):
            # Values are participants too: "2년을 1년으로 줄인다" (a number with its unit noun).
            run = run + [lemma] if run and x == end else [lemma]
            end = y
            continue
        role = _KO_CASES.get(base) or (_KO_CASE_WORDS.get(lemma) if base in ("JKB", "JX") else None)
        if role and run and x == end:
            noun = "".join(run).lower()
            if noun in roles and roles[noun] != role:
                twice.add(noun)
            roles[noun] = role
        if (base in ("VV", "XSV") and lemma in _KO_VOICE):
            voice = True
        run, end = [], -1
    return {k: v for k, v in roles.items() if k not in twice}, voice


def _predicates(sentence: str) -> frozenset[str]:
    """The verbs and adjectives of a Korean sentence, and the nouns that 하다/되다 make predicates."""
    toks = analyze(sentence)
    out = {lemma for lemma, tag, _x, _y in toks if tag.split("-")[0] in ("VV", "VA") and lemma not in _KO_VOICE}
    out.update(toks[i - 1][0] for i, (_l, tag, _x, _y) in enumerate(toks) if i and tag in ("XSV", "XSA"))
    return frozenset(out)


def case_swap(claim: str, evidence: str) -> Swap | None:
    """Two nouns a Korean claim gives each other's case roles in the source sentence that holds both
    ("총무팀이 인사팀에 지급한다" for "인사팀이 총무팀에 지급한다"), in the same voice; None otherwise."""
    if not re.search(r"[가-힣]", claim):
        return None
    c_roles, c_voice = case_roles(claim)
    if len(c_roles) < 2:
        return None
    verbs = _predicates(claim)
    for sentence in layout(evidence).sentences:
        s_roles, s_voice = case_roles(sentence)
        if s_voice != c_voice or not verbs <= _predicates(sentence):
            continue  # another voice, or another predicate ("B가 A보다 작다" for "A가 B보다 크다")
        shared = [n for n in c_roles if n in s_roles]
        for i, a in enumerate(shared):
            for b in shared[i + 1:]:
                ra, rb = c_roles[a], c_roles[b]
                if ra != rb and s_roles[a] == rb and s_roles[b] == ra:
                    return Swap(a, b, f"{a} ({ra})", f"{b} ({rb})")
    return None


MIN_RECORD_ANCHORS = 2  # words a claim part shares with the source record it is about
RECORD_RECALL = 0.8  # of the claim part's words (its value aside), found in that record
RECORD_PRECISION = 0.5  # of the record's words, found in the claim part


def find_misbinding(claim: str, evidence: str) -> Swap | None:
    """A value the claim binds to a record of the source that states another value of its kind there, the
    claim's value being stated in another record ("Joints 1–3 use size-1 modules" where "Joints 1–3 use
    size-3 modules, Joints 4–6 use size-1 modules"; a part number of the row above). Only values (numbers,
    codes, names): the source states them, so the value check finds them; only their place is wrong."""
    ss = text_segments(evidence, False)
    if len(ss) < 2:
        return None
    parts = text_segments(claim, False)
    if not parts:
        return None
    claim_keys = frozenset().union(*(p.keys for p in parts))
    if len(parts) > 1:
        # The whole claim as one part too: "프로펠러는 200시간마다 교체하며, 부품번호는 …" binds the part
        # number to the propeller through the sentence.
        whole = Segment(claim, frozenset().union(*(p.words for p in parts)),
                        tuple(dict.fromkeys(i for p in parts for i in p.items)), tuple(x for p in parts for x in p.shown))
        parts = parts + (whole,)
    for part in parts:
        for y, kind in part.items:
            if kind == "noun":
                continue
            own = part.words - {y}
            scored = [(_anchored(own, t), t) for t in ss]
            n = max(x for x, _ in scored)
            best = [t for x, t in scored if x == n]
            if n < MIN_RECORD_ANCHORS or len(best) > 1:
                continue
            t = best[0]
            if y in t.keys or sum(1 for _, kd in part.items if kd == kind) != 1:
                continue
            # One value of the kind in that record, not the claim's; the record and the claim part say the same
            # otherwise (most words of each found in the other), and the records that hold the claim's value
            # are further from it.
            others = [k for k, kd in t.items if kd == kind]
            if len(others) != 1 or others[0] in claim_keys:
                continue
            plain_t = {w for w in t.words if w not in t.keys or (w, "noun") in t.items}
            if n < RECORD_RECALL * len(own) or len(plain_t & own) < RECORD_PRECISION * len(plain_t):
                continue
            holders = [x for x, u in scored if y in u.keys]
            if not holders or max(holders) >= n:
                continue
            return Swap(_show(y, part), _show(others[0], t), part.text, t.text, misbound=True)
    return None


# Words that relate two participants symmetrically: their order says nothing ("A and B", "between A and B").
_SYMMETRIC = frozenset({"and", "or", "nor", "with", "vs", "versus", "between", "plus", "&", "as", "well"})


@lru_cache(maxsize=4096)
def _en_sequence(sentence: str) -> tuple[tuple[str, bool], ...]:
    """The words of an English sentence in order, articles aside, each value or name one word (its key);
    the flag: a participant (a value, a name or a content word)."""
    spans = sorted((sentence.lower().find(raw.lower()), raw, key) for key, _kind, raw in _values(sentence, 0, len(sentence)))
    out: list[tuple[str, bool]] = []
    pos = 0
    for at, raw, key in spans + [(len(sentence), "", "")]:
        if at < pos:
            continue
        for m in _EN_WORD.finditer(sentence, pos, at):
            w = m.group().lower()
            if w not in _ARTICLES:
                out.append((stem(w), w not in ENGLISH_STOPWORDS))
        if key:
            out.append((key, True))
            pos = at + len(raw)
    return tuple(out)


def order_swap(claim: str, evidence: str) -> Swap | None:
    """Two participants an English claim names in the opposite order around the very same words as the
    source sentence ("the tenant pays the landlord" / "the landlord pays the tenant"; "the 42 V bus dropped
    below 48 V"): the same words relate them, so the order is the relation. A passive says it with other
    words ("is paid by"), and symmetric words ("and", "with") are no relation of order."""
    if re.search(r"[가-힣]", claim):
        return None
    cseq = _en_sequence(claim)
    for sentence in layout(evidence).sentences:
        sseq = _en_sequence(sentence)
        where = {}
        for k, (w, part) in enumerate(sseq):
            if part:
                where.setdefault(w, []).append(k)
        for i, (a, pa) in enumerate(cseq):
            if not pa or len(where.get(a, ())) != 1:
                continue
            for j in range(i + 2, len(cseq)):
                b, pb = cseq[j]
                if not pb or b == a or len(where.get(b, ())) != 1:
                    continue
                si, sj = where[b][0], where[a][0]  # the source has b first, then a
                if si >= sj:
                    continue
                between = [w for w, _ in cseq[i + 1:j]]
                if between != [w for w, _ in sseq[si + 1:sj]]:
                    continue
                if not any(p for _, p in cseq[i + 1:j]) or set(between) <= _SYMMETRIC:
                    continue
                return Swap(a.split(":")[-1], b.split(":")[-1], claim, sentence)
    return None
