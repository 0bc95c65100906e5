"""A value of a claim in one language against a source in the other.

A Korean answer over an English document (or the reverse) shares no words with it, so the lexical layer leaves
the claim to a judge, and the entity layer cannot tell which of the source's values are about what the claim
says (it reads that from shared words). Yet "도난 사실을 안 때부터 48시간 안에 경찰에 신고해야 합니다" against
"You must report a theft to the police within 24 hours of discovering it" is plainly another value: the sentence
names the claim's things in its own language (theft, police, report — ``textkit.bilingual``) and states another
value of the same kind.

So: a claim value that the cited source states nowhere (normalized: 48시간 = 48 hours), where a sentence of the
source (a table row read with its header) names at least ``MIN_TERMS`` of the claim's words in translation and
states a value of the same kind, is a mismatch. A claim value the source does state is left to the other layers,
and nothing here ever confirms a claim.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.bilingual import word_translations
from textkit.language import has_hangul
from textkit.normalize import squash, standalone_figure
from textkit.variants import english_words

from ..bounds import GE, GT, LE, LT
from ..models import ENTITY, Verdict
from ..normalize import Entities, Quantity, extract
from ..value_relations import month_day_dates, worked_out
from .entities import source_entities
from .reading import layout, sentence_at
from .support import language_of
from .value_agreement import same

MIN_TERMS = 2  # claim words named in translation by the sentence holding the source's value
CONFIDENCE = 0.85  # below the entity layer's own (0.92): the "about" is read through a word table


def crosslingual_verdict(claim: str, source: str) -> Verdict | None:
    """A mismatch when ``claim`` (in the other language than ``source``) states a value the source states
    otherwise in a sentence about the claim's things (see the module docstring); else None."""
    if not claim or not source or language_of(claim) == language_of(source):
        return None
    found = extract(claim)
    quantities = found.quantities
    if not quantities:
        return None
    stated = source_entities(source).quantities
    clashes = []
    # A date is compared whole ("5 January" against "1월 15일": the month is stated, the date is not), as the entity
    # layer compares one (``value_relations.month_day_dates``); its day is no duration a limit could be applied to.
    their_dates, my_dates = month_day_dates(stated), month_day_dates(quantities)
    source_dates = {(m.value, d.value) for m, d in their_dates}
    source_days = {id(d) for _m, d in their_dates}
    # The claim's dates, month and day, are compared whole here and not again one by one below.
    whole = {id(part) for pair in my_dates for part in pair}
    for m, d in my_dates:
        if (m.value, d.value) in source_dates:
            continue
        near = [(sm, sd) for sm, sd in their_dates if _about(claim, source, sm.at[0], (m, d))]
        if near:
            shown = ", ".join(dict.fromkeys(source[sm.at[0]:max(sm.at[1], sd.at[1])].strip() for sm, sd in near[:3]))
            clashes.append(f"{m.raw if m.raw == d.raw else claim[m.at[0]:d.at[1]]} (source: {shown})")
    for q in quantities:
        if q.dim == "clocktime" and q.ambiguous:
            continue  # "6시" may be either half of the day
        if id(q) in whole:
            continue  # compared whole above
        if any(same(q, s) for s in stated) or claim[q.at[1]:q.at[1] + 1] == "차":
            continue  # stated; or an ordinal ("4주차", "3일차": the fourth week, not four weeks)
        # Not a value the claim restates in its own place ("월 29달러이니 1년에 290달러": $29 is the monthly price the
        # claim gives too), nor the day of a date against a duration ("6주" / "June 30").
        rivals = [s for s in stated if s.dim == q.dim and id(s) not in source_days
                  and not any(c is not q and same(c, s) for c in quantities)
                  and _about(claim, source, s.at[0], (q,))
                  and not _figure_written(q.raw, _read(source, sentence_at(source, s.at[0])))]
        if rivals and not q.bound and any(_past(q.value, s) for s in rivals):
            continue  # "two weeks would still be too long" against "10일까지": the rule applied, not another value
        if rivals and _worked_out(q, found, rivals, stated, source, claim):
            continue
        if rivals:
            clashes.append(f"{q.raw} (source: {', '.join(dict.fromkeys(s.raw for s in rivals[:3]))})")
    if not clashes:
        return None
    return Verdict(False, CONFIDENCE, ENTITY, "Mismatch with the source (the claim in the other language): "
                   + "; ".join(clashes), _evidence(claim, source), contradicts=True)


def _worked_out(q: Quantity, claim: Entities, rivals: list[Quantity], stated: tuple[Quantity, ...], source: str,
                text: str) -> bool:
    """Whether the claim's value ``q`` is worked out of the source's, as the entity layer reads a claim in the source's
    language (``entities.compare``): the gap between two of them ("GBP 60 more than"), the time between two, a price
    per unit times a count, a stated multiple. Such a value is no other value of the same thing."""
    restated = [s for s in stated if s.dim == q.dim and any(c is not q and same(c, s) for c in claim.quantities)]
    return worked_out(q, claim, rivals, restated, source, text)


def _past(value: float, s) -> bool:
    """Whether ``value`` lies beyond the source's limit ``s`` (above its maximum, below its minimum)."""
    return (s.bound in (LE, LT) and value > s.value) or (s.bound in (GE, GT) and value < s.value)


def _figure_written(raw: str, sentence: str) -> bool:
    """Whether the claim value's figure stands in the sentence as a number of its own: the source may state the value
    in a form read otherwise or not at all ("Week 16", a bare "14" in an age column), so it is no other value."""
    figures = re.findall(r"\d+(?:\.\d+)?", raw.replace(",", ""))
    return bool(figures) and all(standalone_figure(f).search(sentence) for f in figures)


def _about(claim: str, source: str, at: int, own: tuple[Quantity, ...] = ()) -> bool:
    """Whether the sentence holding offset ``at`` is about what the claim says: it names ``MIN_TERMS`` of the claim's
    words in translation, counting each other value of the claim it states as one ("Orientation | June 27, 2025,
    2:00 p.m." for "6월 27일 오후 3시 오리엔테이션": the date and the word; "| 2. 13. | 10:00 ~ 14:00 |" for "14 February
    from 10 a.m. to 2 p.m.": the two times) and each name or code the claim writes in the sentence's script
    ("Control Box" in a Korean claim). ``own``: the claim's values compared, which never count."""
    i = sentence_at(source, at)
    if i is None:
        return False
    sentence = _read(source, i)
    named = len(_named(claim, sentence))
    return named >= MIN_TERMS or named + _shared(claim, sentence, tuple(o.at for o in own)) >= MIN_TERMS


@lru_cache(maxsize=4096)
def _shared(claim: str, sentence: str, own: tuple[tuple[int, int], ...]) -> int:
    """How many of the claim's values (but those written at ``own``), names and codes ``sentence`` states."""
    found = extract(claim)
    theirs = extract(sentence)
    mine = [q for q in found.quantities if q.at not in own]
    values = sum(1 for q in mine if any(same(q, s) for s in theirs.quantities))
    written = squash(sentence).lower()
    names = sum(1 for n in found.names if len(squash(n)) > 2 and squash(n).lower() in written)
    return values + names + len(found.codes & theirs.codes)


def _read(source: str, i: int) -> str:
    """The sentence ``i`` of ``source`` with the table header row or list lead-in it is read with."""
    lay = layout(source)
    lead = lay.leads[i] if i < len(lay.leads) else None
    return (lay.sentences[lead] + " " if lead is not None else "") + lay.sentences[i]


def _evidence(claim: str, source: str) -> str:
    lay = layout(source)
    best = max(range(len(lay.sentences)), key=lambda i: len(_named(claim, _read(source, i))), default=None)
    return _read(source, best) if best is not None else ""


@lru_cache(maxsize=4096)
def _named(claim: str, sentence: str) -> frozenset[str]:
    """The claim's words that ``sentence`` names in one of their translations."""
    folded = set(english_words(sentence))
    squashed = squash(sentence).lower()
    out = set()
    for word, forms in word_translations(claim).items():
        for form in forms:
            if has_hangul(form):
                if squash(form) in squashed:
                    out.add(word)
                    break
            elif all(w in folded for w in english_words(form)) and english_words(form):
                out.add(word)
                break
    return frozenset(out)
