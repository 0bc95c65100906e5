"""Roles inside one clause: Korean case markers and English word order.

"총무팀이 인사팀에 지급한다" and "인사팀이 총무팀에 지급한다" hold the same words in one clause; the case markers
(이/가, 은/는 as the subject, 을/를, 에/에게, 에서/로부터, (으)로, 까지, 부터, 보다, 의) say who does what. The same two
nouns with their markers exchanged, in the same voice (a passive or receiving predicate — 되다, 받다, 당하다 —
relates them the other way round without exchanging them) and with the same predicates (not "작다" for "크다"),
is a swap. In English, word order does it: the same words between two participants in the opposite order
("the tenant pays the landlord"); a passive says it with other words ("is paid by").
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from textkit.morphology import analyze
from textkit.stopwords import ENGLISH_STOPWORDS

from .analysis import stem
from .checks.reading import layout
from .clauses import clause_spans
from .lexicon import canonical, opposed, shared_heads
from .parts import ARTICLES, EN_WORD, Swap, values_in

# Korean case markers and the role they give the noun before them. The topic marker is read as the
# subject: "A는 B를 승인한다" and "A가 B를 승인한다" relate A and B alike. 와/과 (with, and) give no role:
# "A는 B와 같다" = "B는 A와 같다".
KO_CASES = {"JKS": "subject", "JKO": "object", "JKG": "possessor"}
KO_CASE_WORDS = {"은": "subject", "는": "subject", "에게": "to", "한테": "to", "께": "to", "에": "to",
                  "에게서": "from", "한테서": "from", "로부터": "from", "으로부터": "from", "에서": "from",
                  "보다": "than", "로": "as", "으로": "as", "까지": "until", "부터": "from"}
# Predicates of the passive or receiving voice: "승인된다", "승인을 받는다", "해고당하다" relate the same
# participants the other way round without exchanging them.
_KO_VOICE = frozenset({"되다", "받다", "당하다", "되", "받", "당하"})  # as verbs, and as suffixes (XSV)


@lru_cache(maxsize=4096)
def case_roles(sentence: str) -> tuple[Mapping[str, str], bool]:
    """(noun → case role, passive or receiving voice) of a Korean sentence; a noun written twice with
    different roles is left out (its role is not one)."""
    toks = analyze(sentence)
    roles: dict[str, str] = {}
    twice: set[str] = set()
    run: list[str] = []
    end = -1
    last = ""
    voice = False
    for lemma, tag, x, y in toks:
        base = tag.split("-")[0]
        if base in ("NNG", "NNP", "SL", "SH", "SN") or (base == "NNB" and run and x <= end + 1):
            # Values are participants too: "2년을 1년으로 줄인다" (a number with its unit noun). A bound noun
            # joins the nouns around it across a space into one participant: "가정 내 목욕", "차량 내 목욕".
            glued = run and (x == end or (x == end + 1 and (base == "NNB" or last == "NNB") and sentence[end] == " "))
            run = run + [lemma] if glued else [lemma]
            end, last = y, base
            continue
        role = KO_CASES.get(base) or (KO_CASE_WORDS.get(lemma) if base in ("JKB", "JX") else None)
        if role and run and x == end:
            noun = "".join(run).lower()
            if noun in roles and roles[noun] != role:
                twice.add(noun)
            roles[noun] = role
        if (base in ("VV", "XSV") and lemma in _KO_VOICE):
            voice = True
        run, end = [], -1
    return MappingProxyType({k: v for k, v in roles.items() if k not in twice}), voice


def _predicates(sentence: str) -> frozenset[str]:
    """The verbs and adjectives of a Korean sentence, and the nouns that 하다/되다 make predicates."""
    toks = analyze(sentence)
    out = {lemma for lemma, tag, _x, _y in toks if tag.split("-")[0] in ("VV", "VA") and lemma not in _KO_VOICE}
    out.update(toks[i - 1][0] for i, (_l, tag, _x, _y) in enumerate(toks) if i and tag in ("XSV", "XSA"))
    return frozenset(out)


def _core(role: str) -> str:
    return "core" if role in ("subject", "object") else role


def _main_predicate(sentence: str) -> str:
    """The last predicate of a Korean sentence (its main verb: "…서면으로 센터에게 알립니다" → 알리다), or ""."""
    toks = analyze(sentence)
    for i in range(len(toks) - 1, -1, -1):
        lemma, tag = toks[i][0], toks[i][1].split("-")[0]
        if tag in ("VV", "VA") and lemma not in _KO_VOICE:
            return lemma
        if tag in ("XSV", "XSA") and i:
            return toks[i - 1][0]
    return ""


def _same_relation(main: str, verbs: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether a claim with the predicates ``verbs`` and the main predicate ``main`` states the relation a sentence
    with the predicates ``theirs`` states: every predicate of the claim is the sentence's; or the claim's main predicate is the sentence's, or one of
    its words for it ("내다" for 제출, "끝나다" for 마치다), and none of the claim's is the opposite of one of the
    sentence's (a modifier "낙상 같은 사고" adds a predicate, "작다" for "크다" turns the relation round)."""
    if verbs <= theirs:
        return True
    if not main or opposed(verbs, theirs):
        return False
    words = {main, canonical(main)} | shared_heads(main) | shared_heads(canonical(main))
    return bool(words & (theirs | {canonical(t) for t in theirs}))


@lru_cache(maxsize=1024)
def _clause_roles(text: str) -> tuple[Mapping[str, str], ...]:
    """The case roles of each clause of ``text``, read once per claim (``_one_clause`` asks for every noun pair)."""
    return tuple(case_roles(text[x:y])[0] for x, y in clause_spans(text))


def _one_clause(text: str, a: str, b: str) -> bool:
    """Whether the nouns ``a`` and ``b`` take their roles in one clause of ``text`` (not one in "…이며" and the
    other in the clause after it, whose predicate is another)."""
    return any(a in roles and b in roles for roles in _clause_roles(text))


def case_swap(claim: str, evidence: str) -> Swap | None:
    """Two nouns a Korean claim gives each other's case roles in the source sentence that holds both
    ("총무팀이 인사팀에 지급한다" for "인사팀이 총무팀에 지급한다"), in the same voice; None otherwise."""
    if not re.search(r"[가-힣]", claim):
        return None
    c_roles, c_voice = case_roles(claim)
    if len(c_roles) < 2:
        return None
    verbs = _predicates(claim)
    main = _main_predicate(claim)  # once per claim, not once per source sentence
    for sentence in layout(evidence).sentences:
        s_roles, s_voice = case_roles(sentence)
        if s_voice != c_voice or not _same_relation(main, verbs, _predicates(sentence)):
            continue  # another voice, or another predicate ("B가 A보다 작다" for "A가 B보다 크다")
        shared = [n for n in c_roles if n in s_roles]
        for i, a in enumerate(shared):
            for b in shared[i + 1:]:
                ra, rb = c_roles[a], c_roles[b]
                if ra != rb and s_roles[a] == rb and s_roles[b] == ra:
                    return Swap(a, b, f"{a} ({ra})", f"{b} ({rb})")
                ca, cb, sa, sb = (_core(r) for r in (ra, rb, s_roles[a], s_roles[b]))
                if ca != cb and sa == cb and sb == ca and _one_clause(claim, a, b):
                    # A topic is often the object of a predicate whose doer goes unsaid ("차량 내 목욕은 … 가정 내
                    # 목욕으로 바꾼다" = "차량 내 목욕을 … 바꾼다"): against another role, subject and object are one.
                    return Swap(a, b, f"{a} ({ra})", f"{b} ({rb})")
    return None


# Words that relate two participants symmetrically: their order says nothing ("A and B", "between A and B").
_SYMMETRIC = frozenset({"and", "or", "nor", "with", "vs", "versus", "between", "plus", "&", "as", "well"})
# Relations that hold both ways ("A is equivalent to B" = "B is equivalent to A"): an exchange says the same.
_SYMMETRIC_RELATIONS = frozenset(stem(w) for w in """equivalent equal identical same similar compatible comparable
    interchangeable different distinct adjacent next near connected linked paired parallel opposite related
    tied alongside together married""".split())
SYMMETRIC_RELATIONS = _SYMMETRIC_RELATIONS


@lru_cache(maxsize=4096)
def en_sequence(sentence: str) -> tuple[tuple[str, bool], ...]:
    """The words of an English sentence in order, articles aside, each value or name one word (its key);
    the flag: a participant (a value, a name or a content word)."""
    spans = sorted((sentence.lower().find(raw.lower()), raw, key) for key, _kind, raw in values_in(sentence, 0, len(sentence)))
    out: list[tuple[str, bool]] = []
    pos = 0
    for at, raw, key in spans + [(len(sentence), "", "")]:
        if at < pos:
            continue
        for m in EN_WORD.finditer(sentence, pos, at):
            w = m.group().lower()
            if w not in ARTICLES:
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
    cseq = en_sequence(claim)
    for sentence in layout(evidence).sentences:
        sseq = en_sequence(sentence)
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
                if not any(p for _, p in cseq[i + 1:j]) or set(between) <= _SYMMETRIC \
                        or any(stem(w) in _SYMMETRIC_RELATIONS for w in between):
                    continue
                return Swap(a.split(":")[-1], b.split(":")[-1], claim, sentence)
    return None

