"""Layer 2: numbers, dates, amounts, codes, article numbers and names of a claim against its source.

A claim value that the source does not contain while the source states another value of the same
kind (another number of days, another error code, another article, another "Joint N") about the same
thing is the clearest sign of a wrong citation or a wrong claim, and is decided here as inaccurate.
"About the same thing": the sentence holding the source's value (read with its table header or list
lead-in) covers much of the claim, or the source is that one sentence (``about``); a value of the same unit in an
unrelated clause ("1회에 한하여 재입학" against "학사경고를 연속 3회") is no conflict, only a value
the source does not confirm. A value the source does not mention at all decides nothing by itself, but
it stops the lexical layer from calling the claim supported.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from textkit.identifiers import CODE_RANGE
from textkit.normalize import squash

from ..bounds import GE, GT, LE, LT, UPPER, direction
from ..column_bounds import with_header_bounds
from ..distributive import opposite_roles, role
from ..models import ENTITY, Verdict
from ..normalize import Entities, Quantity, consistent, extract, name_in
from ..value_relations import (
    MONEY,
    code_ranges,
    month_day_dates,
    whole_step,
    worked_out,
)
from .about import About
from .signals import denials
from .value_agreement import (
    agree,
    opposite_words,
    period_of_a_rate,
    plain_limit,
    rate_period,
    restated,
    same,
    same_words,
    surface,
)

# How sure a conflict makes us. Quantities and codes are unambiguous once normalized; names can be
# spelled differently in a source (transliteration), so a missing name is only "absent".
ANY_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
QUANTITY_CONFLICT = 0.92
CODE_CONFLICT = 0.9
ARTICLE_CONFLICT = 0.85
NUMBERED_CONFLICT = 0.88
# One sentence is closer to the claim than another when it says this much more of it.
_CLOSER = 0.1


@dataclass(frozen=True)
class EntityReport:
    conflicts: tuple[str, ...]  # human-readable, e.g. "15일 (source: 14일)"
    absent: tuple[str, ...]  # claim values the source does not mention
    matched: tuple[str, ...]
    confidence: float  # of the strongest conflict, 0 when none
    absent_values: tuple[str, ...] = ()  # absent numbers, codes and articles (not names)
    matched_values: tuple[str, ...] = ()
    # The claim's limit where the source has the same value as the opposite limit ("2년 이상" / "2년
    # 이하"): (conflict text, source spelling, claim spelling). A conflict only if the sentence the claim
    # is compared with states it (see ``settle``); elsewhere the value may limit something else.
    opposed: tuple[tuple[str, str, str], ...] = ()
    limits_matched: tuple[str, ...] = ()  # claim limits the source states as such, or bears out with a value
    # Claim values worked out of the source's (the time between two of its durations): absent, never a conflict.
    derived: tuple[str, ...] = ()

    def settle(self, evidence: str) -> EntityReport:
        """Decide the ``opposed`` values against the evidence sentence the lexical layer picked."""
        if not self.opposed:
            return self
        conflicts, absent = list(self.conflicts), list(self.absent_values)
        for text, source_raw, claim_raw in self.opposed:
            (conflicts if source_raw in evidence else absent).append(text if source_raw in evidence else claim_raw)
        conf = max(self.confidence, QUANTITY_CONFLICT) if len(conflicts) > len(self.conflicts) else self.confidence
        extra = tuple(a for a in absent if a not in self.absent_values)
        return replace(self, conflicts=tuple(conflicts), absent=self.absent + extra, absent_values=tuple(absent),
                       confidence=conf, opposed=())

    def unconfirmed(self) -> EntityReport:
        """The conflicts as values the source does not confirm (see ``silent_on``)."""
        return replace(self, conflicts=(), absent=self.absent + self.conflicts,
                       absent_values=self.absent_values + self.conflicts, confidence=0.0)

    def verdict(self, evidence: str = "") -> Verdict | None:
        if not self.conflicts:
            return None
        return Verdict(False, self.confidence, ENTITY, "Mismatch with the source: " + "; ".join(self.conflicts), evidence,
                       contradicts=True)


def _bears(s: Quantity, q: Quantity, claim: Entities, about: About) -> bool:
    """Whether the source's exact value ``s`` may bear out the claim's bound ``q``: it is about what the claim
    says, and it is not a value the claim states itself ("from 10:00 to 18:00" against "9:00~18:00": 18:00 is
    the claim's own end, not evidence for its start; "a limit of USD 1,000 … a deductible of USD 250"). A bound
    is borne out only when no such value goes against it ("USD 32" does not bear out "a limit of USD 1,000"
    where the same record states USD 5,000)."""
    if any(c is not q and c.dim == s.dim and same(c, s) for c in claim.quantities):
        return False
    return about(s.at, q.at)


def _excluded_by_a_limit(q: Quantity, others: list[Quantity], about: About) -> bool:
    """Whether the claim's exact value ``q`` lies past a limit of the source (below its minimum, above its maximum)
    in a claim clause that denies something: "만 14세는 가입할 수 없다" against "만 15세 이상"."""
    if q.bound or about.claim is None:
        return False
    past = any((s.bound == GE and q.value < s.value) or (s.bound == GT and q.value <= s.value)
               or (s.bound == LE and q.value > s.value) or (s.bound == LT and q.value >= s.value) for s in others)
    if not past:
        return False
    clause = about.clause_of(q.at) or about.claim
    return denials(clause) % 2 == 1


def compare(claim: Entities, source: Entities, source_text: str, source_articles: tuple[str, ...] = (),
            claim_text: str = "") -> EntityReport:
    """Compare the claim's entities with the source's (``source_articles``: article metadata;
    ``claim_text``: the claim as written, to tell which source values are about the same thing)."""
    about = About(claim_text, source_text)
    conflicts: list[str] = []
    absent: list[str] = []
    matched: list[str] = []
    opposed: list[tuple[str, str, str]] = []
    limits: list[str] = []
    derived: list[str] = []
    conf = 0.0
    seen: set[tuple[str, float, str]] = set()
    # A date is compared whole: "January 24" is not borne out by January (of "January 31") and a 24 (of
    # "December 24"), as its month and day would be one by one.
    source_dates = {(m.value, d.value) for m, d in month_day_dates(source.quantities)}
    whole: set[int] = set()
    for m, d in month_day_dates(claim.quantities):
        if (m.value, d.value) in source_dates:
            continue
        whole.update((id(m), id(d)))
        raw = claim_text[m.at[0]:d.at[1]] if claim_text and m.raw != d.raw else m.raw
        near = [source_text[sm.at[0]:max(sm.at[1], sd.at[1])] for sm, sd in month_day_dates(source.quantities)
                if about(sm.at, m.at)]
        if near:
            conflicts.append(f"{raw} (source: {', '.join(dict.fromkeys(near[:3]))})")
            conf = max(conf, QUANTITY_CONFLICT)
        else:
            absent.append(raw)
    for q in claim.quantities:
        if id(q) in whole:
            continue
        if (q.dim, q.value, q.bound) in seen:
            continue
        seen.add((q.dim, q.value, q.bound))
        same_dim = [s for s in source.quantities if s.dim == q.dim]
        equal = [s for s in same_dim if same(q, s)]
        if not equal and any(s.dim != q.dim and s.dim.removeprefix("per-") == q.dim.removeprefix("per-")
                             and same(replace(s, dim=q.dim), q)
                             and (rate_period(claim_text if s.dim.startswith("per-") else source_text,
                                               q.at if s.dim.startswith("per-") else s.at)
                                  or (s.dim.startswith("per-") and period_of_a_rate(q, claim)))
                             for s in source.quantities):
            matched.append(q.raw)  # "1일 200원" / "하루에 200원": the same period of a rate, written another way
            continue
        # (The sentences' negations are read only for two plain limits, the only values ``restated`` reads them for.)
        restating = [s for s in same_dim
                     if restated(q, s, plain_limit(q) and plain_limit(s) and about.negations_differ(s.at, q.at))]
        if restating and not any(same(q, s) and not agree(q, s) and s not in restating for s in same_dim):
            matched.append(q.raw)
            continue
        worded = [s for s in same_dim if opposite_words(q, s)]
        if worded and not any(same_words(q, s) for s in same_dim):
            # "8세 이상" where the source writes "8세 이하", however a negation elsewhere was read.
            opposed.append((f"the claim's {surface(q).describe()} conflicts with the source's "
                            f"{surface(worded[0]).describe()}", worded[0].raw, q.raw))
            continue
        if (q.dim in MONEY and not q.bound and equal
                and all(direction(s.bound) == UPPER and not s.header for s in equal)
                and sum(1 for c in claim.quantities if c.at == q.at) == 1):
            # "과태료 50만원" against "50만원 이하의 과태료", "a fee of $30" against "up to $30": the source sets a
            # ceiling on an amount, the claim states it as the amount charged or paid. Not borne out, and no
            # conflict either. (Amounts only: "71%까지 떨어졌다" is a level reached, and a range "3~5명" is
            # compared as a range. Not a ceiling a column header gives the cell, "Baggage limit | GBP 500": the
            # amount there is the limit itself, which "the baggage limit is GBP 500" restates.)
            absent.append(q.raw)
            continue
        if equal and all(opposite_roles(role(claim_text, q.at), role(source_text, s.at)) for s in equal):
            absent.append(q.raw)  # "총 3권" against "1인당 3권": the figure in another role (``distributive``)
            continue
        qdir = direction(q.bound)
        # A rival: another value of the kind in a sentence about what the claim says, with the claim's kind of limit
        # (none for an exact value: "자기부담금을 전부 부담" where the sentence about it says "자기부담금의 50%", and
        # "전액" stands only in a sentence about other accidents).
        # (Read only where an equal value is about something else: each rival is a coverage of its sentence.)
        rivals = [s for s in same_dim if direction(s.bound) == qdir and not same(q, s) and about(s.at, q.at)] \
            if equal and not any(about(s.at, q.at) for s in equal) else []
        if rivals and not (
                not qdir and any(all(about.tells_apart(e.at, r.at) for r in rivals) for e in equal)) and any(
                about.about_clause(r.at, q.at) for r in rivals):
            # (An exact value whose sentence names what the claim picks its case by, which the rival's does not,
            # is the claim's: "The night shift allowance is $10" against "The day shift allowance is $5 per hour.
            # At night … it is $10." Nor a rival whose sentence is about the claim's other clause only: "between 88 °C
            # and 96 °C; the default is 93 °C" against "set from 88 °C to 96 °C … The factory setting is 93 °C.")
            # "최대 14일의 추가 납부기간" against "7일 이내의 추가 납부기간" where "14일 전까지" limits another thing: the
            # equal figure is about something else, the limit about this is another one.
            s0 = min(rivals, key=lambda s: abs(s.value - q.value))
            conflicts.append(f"the claim's {q.describe()} conflicts with the source's {s0.describe()}")
            conf = max(conf, QUANTITY_CONFLICT)
            continue
        agreeing = [s for s in equal if agree(q, s)]
        # (Not a limit the claim states itself too: "1년 이상 … 최근 1년 안에" says both.)
        flipped = [s for s in equal if qdir and direction(s.bound) and direction(s.bound) != qdir and about(s.at, q.at)
                   and not any(c is not q and same(c, s) and direction(c.bound) == direction(s.bound)
                               for c in claim.quantities)]
        if agreeing and flipped and not about.single and (max(about.closeness(s.at) for s in flipped)
                                                         > max(about.closeness(s.at) for s in agreeing) + _CLOSER):
            # "면허 취득 1년 이하" against "면허를 취득한 지 1년 이상일 것", where "1년 이내" limits another requirement
            # (the training): the limit the sentence closer to the claim states is the opposite one.
            opposed.append((f"the claim's {q.describe()} conflicts with the source's {flipped[0].describe()}",
                            flipped[0].raw, q.raw))
            continue
        if agreeing:
            matched.append(q.raw)
            if direction(q.bound) and any(s.bound == q.bound for s in equal):
                limits.append(q.raw)
            continue
        if any(same_words(q, s) for s in same_dim):
            matched.append(q.raw)
            continue
        qdir = direction(q.bound)
        if qdir and any(direction(s.bound) == qdir for s in equal):
            # "2년 미만" against "2년 이하": the same limit, exclusive on one side only; not confirmed.
            absent.append(q.raw)
            continue
        opposite = [s for s in equal if direction(s.bound) and qdir and direction(s.bound) != qdir]
        # The same value with opposite comparison words as written ("8세 이상" / "8세 이하"), whatever a
        # negation elsewhere in either sentence made of them.
        opposite += [s for s in same_dim if s not in opposite and opposite_words(q, s)]
        other_limits = [s for s in same_dim if qdir and direction(s.bound) == qdir and about(s.at, q.at)
                        and s not in opposite]
        if (q.bound and not opposite and not other_limits
                and any(consistent(q, s.value) for s in same_dim if not s.bound and _bears(s, q, claim, about))
                and not any(not consistent(q, s.value) for s in same_dim if not s.bound and _bears(s, q, claim, about))):
            matched.append(q.raw)  # "100명 이상" is borne out by "160명" (not by another bound: "3.5 이상")
            limits.append(q.raw)
            continue
        if q.bound and not opposite and not other_limits and any(consistent(q, s.value) for s in same_dim if not s.bound):
            # Borne out only by values that are not its own (see ``_bears``): not confirmed, and no conflict
            # either (the slot is read by ``rebound``).
            absent.append(q.raw)
            continue
        if other_limits:
            # The claim states a limit and the source states another one of the same kind:
            # "최대 3년" against "2년을 초과할 수 없다". Name the source's closest one.
            s0 = min(other_limits, key=lambda s: abs(s.value - q.value))
            conflicts.append(f"the claim's {q.describe()} conflicts with the source's {s0.describe()}")
            conf = max(conf, QUANTITY_CONFLICT)
            continue
        if opposite:
            s0 = opposite[0]
            opposed.append((f"the claim's {q.describe()} conflicts with the source's {s0.describe()}", s0.raw, q.raw))
            continue
        others = [s for s in same_dim if about(s.at, q.at)]
        mine = role(claim_text, q.at) if others and claim_text else ""
        # A figure per item against a total ("선발 인원은 모두 15명" / "3명씩 5개 팀"): two roles, not two values.
        others_q = [s for s in others if not (claim_text and opposite_roles(mine, role(source_text, s.at)))]
        others = [s.raw for s in others_q]
        # The figures a change is worked out of: those about the same thing, and those the claim states itself
        # ("$2,850 … you pay $2,550, a saving of $300").
        stated = [s for s in same_dim if any(c is not q and same(c, s) for c in claim.quantities)]
        if worked_out(q, claim, others_q, stated, source_text, claim_text):
            # "The second reminder is sent 7 days later" / "after 3 days … after 10 days": the time between two
            # durations the source states, worked out, not another value of the same thing; likewise "상반기보다
            # 36,700건 늘었다" against "139,800건 … 176,500건", the change between two of its figures; "$1,860 for the
            # six weeks" where the claim restates the source's "$310 per week" (``product_of``); "doubled, so GBP 200" where
            # the source doubles the GBP 100 the claim restates (``multiple_of``).
            absent.append(q.raw)
            derived.append(q.raw)
            continue
        if others and _excluded_by_a_limit(q, others_q, about):
            # "15세 이상부터 가능해서 14세는 가입할 수 없다": a value past the source's limit, named to deny it — the
            # rule applied, not another value of the limit.
            absent.append(q.raw)
            derived.append(q.raw)
            continue
        if others and about.writes_figure(q, others_q):
            # "the 28 days before Day 1" against "Screening | Day -28 to Day -1 | … | about 2 hours": the sentence about
            # it writes the claim's figure, in another form than a value of the kind. Not confirmed, no conflict.
            absent.append(q.raw)
            continue
        if others:
            conflicts.append(f"{q.raw} (source: {', '.join(dict.fromkeys(others[:3]))})")
            conf = max(conf, QUANTITY_CONFLICT)
        elif q.value in source.bare:
            matched.append(q.raw)  # the source states the number without the unit ("표 3")
        else:
            absent.append(q.raw)  # not stated, or only other values about other things
    numbered_text: set[str] = set()
    for head, lo, hi, ca, cb in claim.numbered:
        label = f"{head.capitalize()} {lo}" + (f"–{hi}" if hi != lo else "") if head != "제호" else f"제{lo}호"
        numbered_text.add(squash(label))
        same_head = [x for x in source.numbered if x[0] == head]
        if not same_head:
            continue  # compared as a name below
        if any(x[1] <= lo and hi <= x[2] for x in same_head):
            matched.append(label)
            continue
        near = [x for x in same_head if about((x[3], x[4]), (ca, cb))]
        if near:
            shown = ", ".join(dict.fromkeys(source_text[x[3]:x[4]] for x in near[:3]))
            conflicts.append(f"{label} (source: {shown})")
            conf = max(conf, NUMBERED_CONFLICT)
        else:
            absent.append(label)
    # A range of codes ("BT-1부터 BT-12까지") against the source's range of the same series ("BT-1~BT-9"): the
    # series spans what the source says, or the claim misstates it (its ends may each be named elsewhere).
    source_ranges = code_ranges(source_text) if claim_text and CODE_RANGE.search(claim_text) else {}
    for series, spans in (code_ranges(claim_text).items() if source_ranges else ()):
        theirs = source_ranges.get(series)
        # Only a range reaching past every range of the series the source writes: "C1–C9" over "C1–C3" and "C4–C9"
        # is the two together.
        for lo, hi in sorted(x for x in spans if theirs and any(not any(a <= n <= b for a, b in theirs)
                                                               for n in range(x[0], min(x[1], x[0] + 10000) + 1))):
            shown = ", ".join(f"{series}{a}~{series}{b}" for a, b in sorted(theirs)[:3])
            conflicts.append(f"{series}{lo}~{series}{hi} (source: {shown})")
            conf = max(conf, CODE_CONFLICT)
    for code in sorted(claim.codes):
        if code in source.codes:
            matched.append(code)
        elif source.codes:
            conflicts.append(f"{code} (source: {', '.join(sorted(source.codes)[:3])})")
            conf = max(conf, CODE_CONFLICT)
        else:
            absent.append(code)
    src_articles = set(source.articles) | {a for a in source_articles if a}
    for label in sorted(claim.articles):
        if label in src_articles:
            matched.append(label)
        elif src_articles:
            conflicts.append(f"{label} (source: {', '.join(sorted(src_articles)[:3])})")
            conf = max(conf, ARTICLE_CONFLICT)
        else:
            absent.append(label)
    # Unit-less numbers: absent ones stop a lexical pass ("3회" may be written "3"), never conflict.
    numbers = set(source.bare) | {q.value for q in source.quantities} | numbers_in(source_text)
    for value in sorted(claim.bare):
        if value not in numbers and not whole_step(claim_text, value, source_text):
            absent.append(f"{value:g}")
    values_absent, values_matched = tuple(absent), tuple(matched)
    squashed = squash(source_text)
    for name in sorted(claim.names):
        if squash(name) in numbered_text or any(squash(name) == squash(t) for t in numbered_text):
            continue  # "Joint 2": compared by number above
        (matched if name_in(name, squashed) else absent).append(name)
    return EntityReport(tuple(conflicts), tuple(absent), tuple(matched), conf, values_absent, values_matched,
                        tuple(opposed), tuple(limits), tuple(derived))


@lru_cache(maxsize=1024)
def numbers_in(source_text: str) -> frozenset[float]:
    """Every figure ``source_text`` writes, however it is read (once per source, not once per claim)."""
    return frozenset(float(n.replace(",", "")) for n in ANY_NUMBER.findall(source_text))


def check_entities(claim_text: str, source_text: str, *, claim_names: tuple[str, ...] = (),
                   source_articles: tuple[str, ...] = ()) -> EntityReport:
    """Layer 2 on one claim/source pair."""
    return _check_entities(claim_text, source_text, tuple(claim_names), tuple(source_articles))


# Cached: the claim is compared with its cited source by ``check_claim`` and with the same source again by
# re-attribution and ALCE (``reattribution``), with the same names and articles as often as not. The arguments
# are strings and tuples of strings and an EntityReport is frozen: a cached report is safe to share.
@lru_cache(maxsize=2048)
def _check_entities(claim_text: str, source_text: str, claim_names: tuple[str, ...],
                    source_articles: tuple[str, ...]) -> EntityReport:
    return compare(extract(claim_text, claim_names), source_entities(source_text), source_text, source_articles,
                   claim_text)


@lru_cache(maxsize=1024)
def source_entities(text: str) -> Entities:
    """A source's entities, each table cell's value with the limit its column header gives it ("Time limit | 3 h
    15 min": at most 3 h 15 min; ``column_bounds``). Cached: sources are re-checked for every claim."""
    numbers_in(text)
    found = extract(text)
    quantities = with_header_bounds(text, found.quantities)
    return found if quantities == found.quantities else replace(found, quantities=quantities)
