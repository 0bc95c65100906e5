"""Extractive answers: without a model, answer with the passages' statements that best answer the question.

Each chosen statement is quoted from its passage (``generation.reading``: sentences, table rows rendered
with their header, list items with their lead-in; never a heading, title or FAQ question alone) and cited
with [†N], so what the verification engine checks is the documents' own wording.

A statement scores by the question's words it contains, each weighted by how rare it is among the
candidates (particles, endings and light verbs such as 하다/있다 carry no weight); words it only stands
under (its heading, the FAQ question it answers, its table header) count half. Everyday words the
documents say formally count through ``textkit.variants`` ("돌려받다" → 반환), one form per question word, an
English form of several words said whole counting all of them ("first aid points" / "medical posts");
a Korean question's verbs weigh less than its nouns. A statement that states the kind of value the question
asks for ("몇 살" → an age, "torque" → N·m, "몇 mAh", "언제" → a date, "전화번호" → a telephone number;
``textkit.asking``) gets a bonus.

Of a table, the row the question names (its label, said whole or in part) is quoted, not its neighbours;
a question about a code ("C22A2") quotes the code's section heading before the section's first statement.
Each sentence of a quote carries the marker, so that no sentence of the answer reads as uncited. A quoted
statement brings the sentence right after it when that one qualifies it ("다만 …", "단, …", "However …",
"Unless …"): its exception or condition. An exception is quoted only after its rule, and only when it says
something asked (not merely a value of the asked kind under the asked heading).
"""
from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

from textkit.asking import VALUE_PATTERNS, asked_kind, states_kind
from textkit.identifiers import code_occurrences
from textkit.morphology import content_tokens
from textkit.normalize import squash
from textkit.sentences import split_sentences
from textkit.stemming import english_stem as _stem
from textkit.stopwords import ENGLISH_STOPWORDS, KOREAN_SEARCH_LIGHT_WORDS, QUESTION_WORDS
from textkit.variants import asked_variants

from .passages import CitablePassage
from .reading import Quotable, quotables

# Four statements, not three: the one holding the asked fact often shares fewer of the question's words than
# its neighbours on the same subject (the asker's words are not the document's), and ranks fourth.
MAX_SENTENCES = 4
CONTEXT_WEIGHT = 0.7  # a word of the heading / FAQ question / table header a statement stands under
VARIANT_WEIGHT = 0.8  # a document form of an everyday question word
# A Korean question's verbs ("써도 돼" → 쓰다, "받아" → 받다) say less about what it asks than its nouns
# ("논문", "공동"): everyday verbs turn up in sentences on any topic.
_PREDICATE_WEIGHT = 0.6
_KOREAN_PREDICATE = re.compile(r"[가-힣]다$")
LABEL_WEIGHT = 0.5  # extra for a question word in a table row's label
ROW_TIE = 0.95  # a table row scoring below this share of the table's best row is not quoted
# Morphemes that appear in almost any sentence and say nothing about its topic.
_LIGHT = KOREAN_SEARCH_LIGHT_WORDS | ENGLISH_STOPWORDS | {w for w in QUESTION_WORDS if w.isascii()} | {
    "몇", "얼마", "언제", "얼마나", "며칠", "이다", "돼", "되다", "뜻", "의미", "mean", "means", "meaning"}
# A sentence that qualifies the one before it: its exception or condition ("다만, 질병으로 인한 경우에는 …",
# "단, …", "However, …", "Unless …", "This does not apply …").
_QUALIFIER = re.compile(r"^(?:다만|단\s*[,，:]|단서|그러나|하지만|However\b|But\b|Unless\b|Except\b|Provided\b|"
                        r"This (?:does not|doesn't) apply|These (?:do not|don't) apply|Notwithstanding\b)", re.I)
_MAX_QUALIFIER = 300
_LEAD_IN = 20
_IDENTIFIER_TOKEN = re.compile(r"#")
_PUNCTUATION = re.compile(r"[.:;!?。]")
_SECTION_NUMBER = re.compile(r"^[#\s]*\d{1,2}(?:\.\d{1,2})*\.?\s+")
# "몇 년", "몇 살": the counter the question asks in; documents may use another counter for it.
_ASKS_COUNTER = re.compile(r"몇\s*([가-힣]{1,2}|[A-Za-z%°][A-Za-z·/]{0,5}(?![A-Za-z]))")
# "전화번호 알려줘", "what's the phone number": a telephone number answers, whatever words surround it.
_ASKS_CONTACT = re.compile(r"전화\s*번호|연락처|문의처|콜센터|phone|telephone|contact number|hotline|call", re.I)
_CONTACT_NUMBER = VALUE_PATTERNS["phone"]
_COUNTERS = {"살": ("살", "세"), "세": ("세", "살"), "번": ("번", "회", "차례"), "회": ("회", "번", "차례"),
             "달": ("달", "개월"), "개월": ("개월", "달"), "명": ("명", "인"), "인": ("인", "명"),
             "퍼": ("%", "퍼센트", "분의"), "프로": ("%", "퍼센트")}


def extractive_answer(question: str, sources: Sequence[CitablePassage]) -> str:
    wanted, groups, wholes = _asked_terms(question)
    grouped = set().union(*groups) if groups else set()
    if not wanted:
        return ""
    candidates = []
    for rank, source in enumerate(sources):
        for q in quotables(source.text, title=source.title or ""):
            tokens = set(_tokens(q.text))
            context = set(_tokens(q.context)) - tokens if q.context else set()
            candidates.append((rank, q, tokens, context))
    if not candidates:
        return ""
    seen = set().union(*(tokens | context for *_, tokens, context in candidates))
    wanted = {**_compound_parts(question, wanted, seen), **wanted}
    idf = _idf(set(wanted), [tokens | context for *_, tokens, context in candidates])
    kind = asked_kind(question)
    counter = _asked_counter(question)
    asks_contact = bool(_ASKS_CONTACT.search(question))
    bonus = max(idf[t] * w for t, w in wanted.items())
    asked = squash(question)
    scored = []
    for rank, q, tokens, context in candidates:
        own = sum(idf[t] * w for t, w in wanted.items() if t in tokens and t not in grouped) + sum(
            max([idf[t] * wanted[t] for t in g if t in tokens]
                + [sum(idf[t] * wanted[t] for t in form) for form in forms if form <= tokens], default=0.0)
            for g, forms in zip(groups, wholes))
        # An identifier in the heading ("4.4 C4A15 — …") makes the whole section about it.
        under = sum(idf[t] * w * (1.0 if _IDENTIFIER_TOKEN.match(t) else CONTEXT_WEIGHT)
                    for t, w in wanted.items() if t in context)
        value = 1.0 if counter and _states_counter(q.text, counter) else (
            0.75 if kind and states_kind(q.text, kind) else (
                0.75 if asks_contact and _CONTACT_NUMBER.search(q.text) else 0.0))
        # A statement must say something asked, or stand under it as a table row, as a statement of the
        # asked kind of value, or in the section of the asked code.
        if own == 0 and not (under and (q.row or value or any(_IDENTIFIER_TOKEN.match(t) and t in context
                                                               for t in wanted))):
            continue
        if own == 0 and _QUALIFIER.match(q.text):
            continue  # an exception that says nothing asked is quoted only after its rule (``_with_qualifiers``)
        if q.label:
            # The row whose label the question names ("Sev 1", "임플란트") is the row asked about; its
            # neighbours share the header's words and often the same numbers.
            label = set(_tokens(q.label))
            own += LABEL_WEIGHT * sum(idf[t] * w for t, w in wanted.items() if t in label)
            # The label said whole ("대회의실", where morphemes keep only 회의실 of 대회의실 and 소회의실).
            core = squash(q.label.split("(")[0])
            if len(core) >= 2 and core in asked:
                own += LABEL_WEIGHT * bonus
        score = own + under + value * bonus
        # Earlier-ranked passages and earlier statements win ties.
        scored.append((score - 0.01 * rank - 0.001 * q.position, rank, q))
    if not scored:
        return ""
    scored.sort(key=lambda c: c[0], reverse=True)
    best = scored[0][0]
    chosen: list[tuple[float, int, Quotable]] = []
    said: list[str] = []  # the chosen statements' keys, in step with ``chosen``
    best_row: dict[tuple[int, int], float] = {}  # per table: the score of its best row
    for c in scored:
        if c[0] < best * 0.6 or len(chosen) == MAX_SENTENCES:
            break
        if c[2].row:
            # Of a table, the row the question asks about, not its neighbours: they share the header's
            # words, and only near ties (the question does not tell the rows apart) are quoted too.
            table = (c[1], c[2].table)
            if c[0] < best_row.setdefault(table, c[0]) * ROW_TIE:
                continue
        # A table split over two passages may come once with its header and once without: one row.
        key = _PUNCTUATION.sub("", squash(c[2].cells or c[2].text))
        # A PDF repeats headers and boxed rules, sometimes with a label in front: say each statement once.
        if any(key in other for other in said):
            continue
        inside = [i for i, other in enumerate(said) if other in key]
        if inside and len(key) - len(said[inside[0]]) >= 8:
            # A list item quoted with its lead-in says all the lead-in says, and more: it takes its place.
            chosen[inside[0]], said[inside[0]] = c, key
            continue
        if not inside:
            said.append(key)
            chosen.append(c)
    chosen.sort(key=lambda c: (c[1], c[2].position))  # read in document order
    chosen = _with_qualifiers(chosen, {(rank, q.position): q for rank, q, *_ in candidates})
    codes = {t for t in wanted if _IDENTIFIER_TOKEN.match(t)}
    named: set[tuple[int, str]] = set()
    parts = []
    for _, rank, q in chosen:
        text = q.text
        # "What is C22A2?": the heading names what the code means ("4.8 C22A2 — Brake release failure");
        # the first statement of its section is quoted after it, so the heading is never quoted alone.
        if codes and q.heading and (rank, q.heading) not in named and codes & set(_tokens(q.heading)) \
                and not codes & set(_tokens(text)):
            named.add((rank, q.heading))
            text = f"{_SECTION_NUMBER.sub('', q.heading).strip(' #')}. {text}"
        parts.append(_cited(text, rank + 1))
    return " ".join(parts)


def _compound_parts(question: str, wanted: dict[str, float], seen: set[str]) -> dict[str, float]:
    """English compounds written the other way in the passages: a question word none of them has, whose two
    parts they have ("giftcards" → gift, card), and two question words they have as one ("gift card" →
    giftcard), with the weight of the question's word."""
    words = re.findall(r"[a-z]+", question.lower())
    out: dict[str, float] = {}
    for w in words:
        stem = _stem(w)
        if len(w) < 7 or stem not in wanted or stem in seen:
            continue
        for i in range(3, len(w) - 2):
            head, rest = _stem(w[:i]), _stem(w[i:])
            if head in seen and rest in seen:
                out[head] = out[rest] = wanted[stem]
                break
    for a, b in zip(words, words[1:]):
        joined = _stem(a + b)
        if joined in seen and _stem(a) in wanted and _stem(b) in wanted:
            out[joined] = min(wanted[_stem(a)], wanted[_stem(b)])
    return out


def _with_qualifiers(chosen: list, by_place: dict[tuple[int, int], Quotable]) -> list:
    """``chosen`` with, after each statement, the sentence right after it in its passage when that sentence
    qualifies it ("다만 …", "단, …", "However …", "Unless …"): a rule quoted without its exception or
    condition says more than the document does. A chosen qualifier comes after the rule it qualifies
    (the statement before it, past the other items of its list): an exception alone says less than the
    document does. Neither counts as one of the answer's statements (``MAX_SENTENCES``)."""
    out: list = []
    taken = {(rank, q.position) for _, rank, q in chosen}
    for c in chosen:
        score, rank, q = c
        rule = _rule_before(q, rank, by_place) if _QUALIFIER.match(q.text) else None
        if rule is not None and (rank, rule.position) not in taken:
            taken.add((rank, rule.position))
            out.append((score, rank, rule))
        out.append(c)
        nxt = by_place.get((rank, q.position + 1))
        if nxt is None or q.row or nxt.row or nxt.heading != q.heading or (rank, nxt.position) in taken:
            continue
        if nxt.text[:_LEAD_IN] == q.text[:_LEAD_IN]:
            continue  # two items of one list quoted with their lead-in ("다만, 다음 각 호의 …: 1. …", "…: 2. …")
        if _QUALIFIER.match(nxt.text) and len(nxt.text) <= _MAX_QUALIFIER:
            taken.add((rank, nxt.position))
            out.append((score, rank, nxt))
    return out


def _rule_before(q: Quotable, rank: int, by_place: dict[tuple[int, int], Quotable]) -> Quotable | None:
    """The statement a qualifier ``q`` qualifies: the one before it under the same heading, past the items of
    its own list ("다만, 다음 각 호의 …: 1. …" follows "다만, 다음 각 호의 …", which follows the rule)."""
    position = q.position - 1
    while (prev := by_place.get((rank, position))) is not None and prev.text[:_LEAD_IN] == q.text[:_LEAD_IN]:
        position -= 1
    if prev is None or prev.row or q.row or prev.heading != q.heading or _QUALIFIER.match(prev.text):
        return None
    return prev


def _asked_terms(question: str) -> tuple[dict[str, float], list[frozenset[str]], list[list[frozenset[str]]]]:
    """The question's content morphemes (weight 1, a Korean verb ``_PREDICATE_WEIGHT``) with those of the document
    forms of its everyday words (``VARIANT_WEIGHT``); per everyday word, its forms' morphemes as one group
    ("내다" → 납부, 납입, 제출, 지불): a statement counts one of a word's forms, not each it holds; and per group,
    the words of each of its English forms of several words, which a statement that says the form whole counts
    all of. An English phrase of the question ("first aid point") is one of its forms: its words count as a group,
    not each alone ("point" of "the 10 km point" is no first aid point)."""
    own = set(_tokens(question))
    wanted = {t: _PREDICATE_WEIGHT if _KOREAN_PREDICATE.search(t) else 1.0 for t in own}
    groups, wholes = [], []
    for asked, forms in asked_variants(question):
        # The forms of a verb ("내다", "돌려받다") weigh as little as the verb itself.
        weight = VARIANT_WEIGHT * (_PREDICATE_WEIGHT if _KOREAN_PREDICATE.search(asked) else 1.0)
        phrase = set(_tokens(asked)) if " " in asked and asked.isascii() else set()
        group = {t for form in forms for t in _tokens(form)} - (own - phrase)
        for t in group - own:
            wanted[t] = max(wanted.get(t, 0.0), weight)
        if group:
            groups.append(frozenset(group))
            # English phrases only: a Korean form's morphemes are its compound's parts, counted as before.
            wholes.append([f for f in (frozenset(_tokens(form)) for form in (*forms, asked)
                                       if " " in form and form.isascii()) if len(f) > 1 and f <= group])
    return wanted, groups, wholes


def _tokens(text: str) -> tuple[str, ...]:
    """Content morphemes, English words stemmed ("cards" → "card"), codes whole ("C4A15" → "#c4a15")."""
    return _tokens_cached(text)


@lru_cache(maxsize=8192)
def _tokens_cached(text: str) -> tuple[str, ...]:
    codes = code_occurrences(text)
    ids = [f"#{o.key.lower()}" for o in codes]
    for o in reversed(codes):
        text = text[:o.start] + " " + text[o.end:]
    words = (t for t in content_tokens(text) if t not in _LIGHT)
    return tuple(ids) + tuple(_stem(t) if t.isascii() and t.isalpha() else t for t in words)



def _idf(wanted: set[str], token_sets: list[set[str]]) -> dict[str, float]:
    n = len(token_sets)
    return {t: math.log(1 + n / (1 + sum(t in s for s in token_sets))) for t in wanted}


def _asked_counter(question: str) -> str:
    m = _ASKS_COUNTER.search(question)
    if not m:
        return ""
    word = m.group(1)
    if word.isascii():
        return word  # a unit ("몇 mAh", "몇 kg"): the document states the value in it
    for counter in sorted(_COUNTERS, key=len, reverse=True):
        if word.startswith(counter):
            return counter
    return word[:1]  # "년까지" → "년": the counter is the first syllable


def _states_counter(sentence: str, counter: str) -> bool:
    return any(re.search(rf"\d[\d,.]*\s*{re.escape(f)}", sentence, re.I) for f in _COUNTERS.get(counter, (counter,)))


def _cited(text: str, number: int) -> str:
    """``text`` with a marker before each sentence's final punctuation: "…없다[†1].". A table cell may
    hold several sentences; each carries the marker, so none of them reads as uncited."""
    return " ".join(_cited_sentence(s, number) for s in split_sentences(text) or [text])


def _cited_sentence(sentence: str, number: int) -> str:
    sentence = sentence.rstrip()
    end = sentence[-1] if sentence[-1:] in ".!?。" else "."
    body = sentence[:-1] if sentence[-1:] in ".!?。" else sentence
    return f"{body}[†{number}]{end}"
