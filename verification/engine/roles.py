"""Who does what: the participants of a statement read with the part of it they belong to.

A sentence relates its participants (values, names, nouns) through the words around them: "일반휴학은 한
번에 1년, 재학 중 통산 2년을 초과할 수 없다" binds 1년 to "한 번에" and 2년 to "재학 중 통산"; "the 48 V bus
dropped below 42 V" binds 42 V to "below"; "6월 말 142명에서 12월 말 158명으로" binds 6월 to the starting point
(에서) and 12월 to the end point (으로). A claim that keeps every word of its source but exchanges two
participants between those parts says something else, although every word is covered.

``find_swap`` reads it three ways: between the parts of a statement (``parts``: clauses, table cells with their
headers, from/to and comparison phrases), inside one clause (``clause_roles``: Korean case markers, English
word order), and a value bound to the record of another participant ("Joints 1–3 use size-1 modules" where
the source gives size-1 to Joints 4–6 and size-3 to Joints 1–3). What it cannot read with confidence it leaves
to the other layers: never a contradiction on a guess.
"""
from __future__ import annotations

from functools import lru_cache

from textkit.language import has_hangul
from textkit.normalize import squash

from .analysis import stem
from .clause_roles import case_roles, case_swap, order_swap
from .parts import ARTICLES, EN_SPLIT, EN_WORD, Segment, Swap, shown_as, text_segments

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
        found = _swap_in(cs, lambda fine=fine: text_segments(evidence, fine), claim)
        if found is not None:
            return found
    return case_swap(claim, evidence) or order_swap(claim, evidence) or find_misbinding(claim, evidence)


def _swap_in(cs: tuple[Segment, ...], source_parts, claim: str) -> Swap | None:
    """``source_parts``: the evidence's parts, read only when the claim has two participants to exchange."""
    ss: tuple[Segment, ...] | None = None
    for i, s1 in enumerate(cs):
        for s2 in cs[i + 1:]:
            only1 = [(k, kind) for k, kind in s1.items if k not in s2.keys]
            only2 = [(k, kind) for k, kind in s2.items if k not in s1.keys]
            for a, kind_a in only1:
                for b, kind_b in only2:
                    if kind_a != kind_b:
                        continue
                    if kind_a == "noun" and not _same_place(a, s1.text, b, s2.text, claim):
                        continue  # two nouns of different places in their parts ("상자들은" / "전원을")
                    if ss is None:
                        ss = source_parts()
                    if len(ss) < 2:
                        return None
                    own1 = s1.words - s2.words - {a, b}
                    own2 = s2.words - s1.words - {a, b}
                    found = _exchanged(a, b, own1, own2, ss)
                    if found:
                        return Swap(shown_as(a, s1), shown_as(b, s2), s1.text, s2.text)
    return None


@lru_cache(maxsize=8192)  # the same nouns of a claim's parts are placed for every pair of parts
def _place(noun: str, text: str, sentence: str) -> str | None:
    """Where ``noun`` stands in ``text`` (a part of ``sentence``): the case marker after it (Korean, read
    from the whole sentence's analysis) or the word before it, articles aside, "^" at the start (English);
    None when it is not found."""
    if has_hangul(noun):
        roles, _voice = case_roles(sentence)
        found = [r for n, r in roles.items() if n.endswith(noun) and n in squash(text).lower()]
        return found[0] if len(found) == 1 else None
    words = [w.lower() for w in EN_WORD.findall(text)]
    stems = [stem(w) for w in words]
    if noun not in stems:
        return None
    i = stems.index(noun)
    # Connectives open a part ("…, while downgrades take effect"): the noun after one stands at its start.
    before = [w for w in words[:i] if w not in ARTICLES and w not in EN_SPLIT and w not in ("and", "or", "so")]
    return before[-1] if before else "^"


def _same_place(a: str, text_a: str, b: str, text_b: str, sentence: str) -> bool:
    pa, pb = _place(a, text_a, sentence), _place(b, text_b, sentence)
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



MIN_RECORD_ANCHORS = 2  # words a claim part shares with the source record it is about
RECORD_RECALL = 0.8  # of the claim part's words (its value aside), found in that record
RECORD_PRECISION = 0.6  # of the record's words, found in the claim part


def find_misbinding(claim: str, evidence: str, header: str = "") -> Swap | None:
    """A value the claim binds to a record of the source that states another value of its kind there, the
    claim's value being stated in another record ("Joints 1–3 use size-1 modules" where "Joints 1–3 use
    size-3 modules, Joints 4–6 use size-1 modules"; a part number of the row above). Only values (numbers,
    codes, names): the source states them, so the value check finds them; only their place is wrong. Not a
    word of ``header``, the header of the table whose rows ``evidence`` holds: the header binds every row
    ("Late fee — Charge: 5 % of the balance", a row rendered with its column, is the table's own reading)."""
    ss = text_segments(evidence, False)
    if len(ss) < 2:
        return None
    parts = text_segments(claim, False)
    if not parts:
        return None
    claim_keys = frozenset().union(*(p.keys for p in parts))
    heads = text_segments(header, False) if header else ()
    shared = frozenset().union(*(p.keys for p in heads))
    # Each record read with its header's words ("Team | $11 | 200 GB" under "Plan | Monthly price | Storage"):
    # a claim that names the columns is about the row they head; the row's own words decide how much of the
    # record the claim says.
    head_words = frozenset().union(*(p.words for p in heads))
    rows = ss
    if head_words:
        ss = tuple(Segment(t.text, t.words | head_words, t.items, t.shown) for t in rows)
    row_words = {id(t): r.words for t, r in zip(ss, rows)}  # each record's own words, its header's aside
    if len(parts) > 1:
        # The whole claim as one part too: "프로펠러는 200시간마다 교체하며, 부품번호는 …" binds the part
        # number to the propeller through the sentence.
        whole = Segment(claim, frozenset().union(*(p.words for p in parts)),
                        tuple(dict.fromkeys(i for p in parts for i in p.items)), tuple(x for p in parts for x in p.shown))
        parts = parts + (whole,)
    for part in parts:
        for y, kind in part.items:
            if kind == "noun" or y in shared:
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
            plain_t = {w for w in row_words[id(t)] if w not in t.keys or (w, "noun") in t.items}
            if n < RECORD_RECALL * len(own) or len(plain_t & own) < RECORD_PRECISION * len(plain_t):
                continue
            holders = [x for x, u in scored if y in u.keys]
            if not holders or max(holders) >= n:
                continue
            return Swap(shown_as(y, part), shown_as(others[0], t), part.text, t.text, misbound=True)
    return None


