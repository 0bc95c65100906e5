"""Contract cases with expectations, made from the faithful claims of one document.

Per fact: value swaps (one per kind of value the claim states, the new value taken from the same document and
never one the cited passage or any given source states), a polarity flip, a bound flip, role swaps, the claim
cited to a neighbouring passage that does not state it (once with the true passage among the sources: expected
"reattributed"; once without it: expected "removed"), and the claim with an unsupported clause added. Each wrong
citation is put in an answer with 1–3 faithful citations (claims and paraphrases of other facts) over 3–5
passages of the document, sometimes with one passage of another document of the same split.

Everything is drawn from ``random.Random(f"{seed}:{doc}")``, so a document's cases do not change when another
document's facts change, and a run is byte-for-byte reproducible.
"""
from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass, field

from .documents import Document, Passage, document_text, find_passage, passages
from .facts import Fact, FactFile
from .perturb import bound_flip, join_clause, polarity_flip, replace_at, swap_parts, value_role_swap
from .values import NUM, Value, extract, states, unit_of

VALUE_TYPE = {"number": "value_number", "amount": "value_amount", "date": "value_date", "time": "value_time",
              "percent": "value_percent", "ratio": "value_ratio", "article": "value_article", "code": "value_code"}


class FactError(ValueError):
    """A fact file states something its document does not support (an authoring error)."""


# ------------------------------------------------------------------ text similarity
def squash(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"[\s\-_·.,;:()!?\[\]|'\"「」]+", "", text)


_STOP = {"the", "and", "for", "with", "that", "this", "are", "was", "were", "has", "have", "had", "not", "you",
         "your", "our", "its", "from", "into", "than", "then", "them", "they", "when", "after", "before", "can",
         "may", "must", "will", "all", "any", "each", "per", "but", "only", "also", "more", "less", "least", "most",
         "does", "did", "been", "being", "which", "who", "what", "there", "their", "other", "such", "out", "off"}


def coverage(claim: str, text: str) -> float:
    """How much of the claim ``text`` repeats: Korean by character bigrams, other text by content words."""
    if re.search(r"[가-힣]", claim):
        a, b = squash(claim), squash(text)
        grams = {a[i:i + 2] for i in range(len(a) - 1)}
        other = {b[i:i + 2] for i in range(len(b) - 1)}
    else:
        def words(t: str) -> set[str]:
            return {w.rstrip("s") for w in re.findall(r"[a-z0-9][a-z0-9'.-]*", unicodedata.normalize("NFKC", t).lower())
                    if len(w) > 2 and w not in _STOP}
        grams, other = words(claim), words(text)
    if not grams:
        return 0.0
    return len(grams & other) / len(grams)


# ------------------------------------------------------------------ citations to place
@dataclass
class Item:
    fact: Fact
    type: str  # faithful | paraphrase | value_* | polarity | bound | role_swap | wrong_source | unsupported_clause
    claim: str
    cite: Passage
    status: str = "accurate"
    action: str = "kept"
    note: str = ""
    forbid: set = field(default_factory=set)  # passage keys that must not be given
    require: set = field(default_factory=set)  # passage keys that must be given (besides the cited one)
    new_values: list = field(default_factory=list)  # values no given source may state
    alternatives: list = field(default_factory=list)  # other (claim, note, new_values) for a value swap

    @property
    def wrong(self) -> bool:
        return self.status == "inaccurate"


def pkey(p: Passage) -> str:
    return f"{p.doc}#{p.index}"


class DocumentCases:
    """Facts of one document resolved against its passages, and the wrong citations made from them."""

    def __init__(self, doc: Document, ff: FactFile, seed: int):
        self.doc, self.ff = doc, ff
        self.rng = random.Random(f"{seed}:{doc.key}")
        self.passages = passages(doc)
        self.text = document_text(doc)
        self.pool = extract(self.text)
        self.cited: dict[str, Passage] = {}
        self.also: dict[str, list[Passage]] = {}
        for fact in ff.facts:
            try:
                self.cited[fact.id] = find_passage(self.passages, fact.passage)
                self.also[fact.id] = [find_passage(self.passages, ref) for ref in fact.also]
            except KeyError as exc:
                raise FactError(f"{ff.path.name}:{fact.line}: {exc}") from None
        self.check()

    # -------------------------------------------------------------- authoring checks
    def check(self) -> None:
        """Every value a faithful claim or paraphrase states must be stated where it is cited; every clause must
        be absent from the document. All problems of a file are reported at once."""
        problems = []
        for fact in self.ff.facts:
            where = [self.cited[fact.id], *self.also[fact.id]]
            for text in [fact.claim, *fact.paraphrases]:
                for v in extract(text):
                    if v.kind == "article" and "조" not in v.text:
                        continue
                    number = re.match(NUM, v.text.lstrip("+-−$£€"))
                    in_table = number and re.search(r"(?<![\d,.])" + re.escape(number.group(0)) + r"(?![\d,])", "".join(
                        p.text for p in where if "|" in p.text))  # a table gives the unit in its header
                    if not in_table and not any(states(p.text, v) or v.text in p.text for p in where):
                        problems.append(f"{self.ff.path.name}:{fact.line}: {v.text!r} in {text!r} is not stated "
                                        f"by [{self.cited[fact.id].id}]")
        for clause in self.ff.clauses:
            best = max(self.passages, key=lambda p: coverage(clause, p.text))
            values = extract(clause)
            if coverage(clause, best.text) >= 0.85 and all(states(best.text, v) for v in values):
                problems.append(f"{self.ff.path.name}: clause {clause!r} looks stated by [{best.id}]")
        if problems:
            raise FactError("\n".join(problems))

    # -------------------------------------------------------------- faithful variants
    def faithful(self, fact: Fact, variant: int) -> Item:
        texts = [fact.claim, *fact.paraphrases]
        i = variant % len(texts)
        return Item(fact, "faithful" if i == 0 else "paraphrase", texts[i], self.cited[fact.id])

    # -------------------------------------------------------------- wrong citations
    def wrong_items(self, fact: Fact) -> list[Item]:
        out: list[Item] = []
        skip = fact.skip
        cite = self.cited[fact.id]
        lang = self.doc.lang

        def wrong(type_: str, claim: str, note: str, new_values=(), **kw) -> None:
            if type_ in skip or (type_.startswith("value_") and "value" in skip):
                return
            if claim == fact.claim and type_ != "wrong_source":
                return
            out.append(Item(fact, type_, claim, kw.pop("cite", cite), "inaccurate", kw.pop("action", "removed"),
                            note, new_values=list(new_values), **kw))

        for original, new in fact.replaces:
            at = fact.claim.find(original)
            claim = replace_at(fact.claim, at, at + len(original), new)
            vals = extract(new)
            kind = vals[0].kind if vals else "name"
            if any(states(p.text, v) for p in [cite, *self.also[fact.id]] for v in vals):
                raise FactError(f"{self.ff.path.name}:{fact.line}: replacement {new!r} is stated by the passage")
            wrong(VALUE_TYPE.get(kind, "value_name"), claim, f"{original} → {new}", vals)
        for type_, options in self._value_swaps(fact):
            claim, note, new_values = options[0]
            wrong(type_, claim, note, new_values, alternatives=options[1:])
        for groups, type_ in ((self.ff.names, "value_name"), (self.ff.codes, "value_code")):
            made = self._group_swap(fact, groups)
            if made:
                wrong(type_, *made)
        flipped = polarity_flip(fact.claim, lang)
        if flipped:
            wrong("polarity", *flipped)
        flipped = bound_flip(fact.claim, lang)
        if flipped:
            wrong("bound", *flipped)
        for a, b in fact.swaps:
            swapped = swap_parts(fact.claim, a, b)
            if swapped:
                wrong("role_swap", swapped, f"{a} ↔ {b}")
        if not fact.swaps:
            made = value_role_swap(fact.claim)
            if made:
                wrong("role_swap", *made)
        neighbour = self._neighbour(fact)
        if neighbour is not None:
            true = {pkey(cite), *(pkey(p) for p in self.also[fact.id])}
            wrong("wrong_source", fact.claim, f"cited [{neighbour.id}], stated in [{cite.id}]",
                  cite=neighbour, action="reattributed", require={pkey(cite)})
            wrong("wrong_source", fact.claim, f"cited [{neighbour.id}], [{cite.id}] not given",
                  cite=neighbour, forbid=true)
        if self.ff.clauses and "unsupported_clause" not in skip:
            clause = self.ff.clauses[self.rng.randrange(len(self.ff.clauses))]
            joined = join_clause(fact.claim, clause, lang)
            if joined:
                wrong("unsupported_clause", joined, f"+ {clause}")
        return out

    def _value_swaps(self, fact: Fact):
        cite = self.cited[fact.id]
        where = [cite, *self.also[fact.id]]
        by_kind: dict[str, list[Value]] = {}
        for v in extract(fact.claim):
            # "1인당", "1회 최대 48시간": a unit of measure ("per"), not a count a reader could get wrong.
            per = re.match(r"당|\s*(?:최대|최소)", fact.claim[v.end:]) and re.match(r"1\D", v.text)
            if v.kind != "code" and not per:
                by_kind.setdefault(v.kind, []).append(v)
        for values in by_kind.values():
            distinct = list({v.text: v for v in values}.values())
            self.rng.shuffle(distinct)
            for v in distinct[:2]:  # up to two values of a kind, each swapped on its own
                yield from self._swaps_of(fact, v, where)

    def _swaps_of(self, fact: Fact, v: Value, where: list[Passage]):
        options = []
        for new_text in self._replacements(v, where, fact.claim):
            claim = replace_at(fact.claim, v.start, v.end, new_text)
            new_values = [x for x in extract(claim) if x.start == v.start]
            if new_values and not new_values[0].same(v):
                options.append((claim, f"{v.text} → {new_text}", new_values))
        if options:
            yield VALUE_TYPE[v.kind], options

    def _replacements(self, v: Value, where: list[Passage], claim: str) -> list[str]:
        """Usable wrong values for ``v``, in a random order (the first one that fits the sources is used)."""
        claim_values = extract(claim)

        def usable(text: str) -> bool:
            vals = extract(text)
            if not vals or len(vals) != 1 or vals[0].kind != v.kind:
                return False
            new = vals[0]
            return (not new.same(v) and not any(states(p.text, new) for p in where)
                    and not any(new.same(c) for c in claim_values))

        candidates: list[str] = []
        if v.kind == "article":
            numbers = sorted({int(n) for n in re.findall(r"제\s*(\d+)\s*조", self.text)})
            head = re.match(r"제\s*(\d+)\s*조(?:\s*의\s*\d+)?", v.text)
            if head:
                rest = v.text[head.end():]
                candidates = [f"제{n}조{rest}" for n in numbers]
        elif v.kind in ("number", "percent") and re.match(NUM, v.text):
            lead = re.match(NUM, v.text).group(0)
            suffix = v.text[len(lead):]
            same_unit = [p for p in self.pool if p.kind == v.kind and unit_of(p) == unit_of(v)
                         and re.match(NUM, p.text.lstrip("+-−"))]
            numbers = sorted({re.match(NUM, p.text.lstrip("+-−")).group(0) for p in same_unit})
            candidates = [n + suffix for n in numbers]
        else:
            candidates = sorted({p.text for p in self.pool if p.kind == v.kind and unit_of(p) == unit_of(v)
                                 and _same_form(p.text, v.text)})
        candidates = [c for c in candidates if usable(c)]
        if not candidates and re.search(r"\d", v.text) and v.kind != "article":
            # The document states no other usable value of the kind: a plausible one next to it.
            near = _nearby_when(v.text, v.kind) if v.kind in ("date", "time") else _nearby(v.text)
            candidates = [c for c in near if usable(c)]
        self.rng.shuffle(candidates)
        return candidates

    def _group_swap(self, fact: Fact, groups: list[list[str]]):
        where = " ".join(p.text for p in [self.cited[fact.id], *self.also[fact.id]])
        for group in groups:
            present = [g for g in sorted(group, key=len, reverse=True) if g in fact.claim]
            if not present:
                continue
            old = present[0]
            options = [g for g in group if g != old and g not in where and g not in fact.claim
                       and old not in g and g not in old]
            if not options:
                continue
            new = options[self.rng.randrange(len(options))]
            at = fact.claim.find(old)
            return replace_at(fact.claim, at, at + len(old), new), f"{old} → {new}"
        return None

    def _neighbour(self, fact: Fact) -> Passage | None:
        cite = self.cited[fact.id]
        exclude = {cite.index, *(p.index for p in self.also[fact.id])}
        values = list(extract(fact.claim))
        order = sorted((p for p in self.passages if p.index not in exclude and len(p.text) > 60),
                       key=lambda p: (abs(p.index - cite.index), p.index))
        usable = []
        for p in order[:6]:
            if coverage(fact.claim, p.text) >= 0.6:
                continue
            if values and all(states(p.text, v) for v in values):
                continue
            digits = [m.group(0) for v in values if (m := re.search(NUM, v.text))]
            if digits and all(re.search(r"(?<![\d,.])" + re.escape(d) + r"(?![\d,])", p.text) for d in digits):
                continue  # a table may state the same numbers with the unit in its header
            if not values and coverage(fact.claim, p.text) >= 0.45:
                continue
            usable.append(p)
        if not usable:
            return None
        return usable[self.rng.randrange(min(3, len(usable)))]


def _same_form(a: str, b: str) -> bool:
    """Dates and times written the same way (a swap keeps the answer's style)."""
    def form(t: str) -> str:
        return re.sub(r"\d+", "9", t)[:6]
    return form(a) == form(b) or not re.search(r"\d", a + b)


def _nearby(text: str) -> list[str]:
    """Plausible wrong values next to a stated one: one more, one less, double."""
    m = re.search(NUM, text)
    n = float(m.group(0).replace(",", ""))
    outs = []
    if n != int(n):
        options = (round(n + 0.5, 2), round(n - 0.5, 2))
    elif n >= 100:
        options = (n * 2, n * 1.5, n / 2)
    else:
        options = (n + 1, n - 1, n * 2)
    for x in options:
        if x != int(x) and n == int(n):
            continue
        if x <= 0:
            continue
        s = f"{int(x):,}" if x == int(x) and ("," in m.group(0) or x >= 10000) else (
            str(int(x)) if x == int(x) else str(x))
        outs.append(text[:m.start()] + s + text[m.end():])
    return outs


def _nearby_when(text: str, kind: str) -> list[str]:
    """A date a week off (same month) or a time an hour or two off, written the same way."""
    if kind == "date":
        m = (re.search(r"(\d{1,2})(?=\s*일)", text) or re.search(r"(?<=[A-Za-z] )(\d{1,2})\b", text)
             or re.search(r"(?:\d{4}\.\s*\d{1,2}\.\s*)(\d{1,2})", text) or re.match(r"(\d{1,2})(?= [A-Z])", text))
        if not m:
            return []
        d = int(m.group(1))
        days = [x for x in (d + 7, d - 7, d + 3) if 1 <= x <= 28]
        return [text[:m.start(1)] + str(x) + text[m.end(1):] for x in days]
    m = re.search(r"\d{1,2}", text)
    h = int(m.group(0))
    hours = [x for x in (h + 1, h - 1, h + 2) if 1 <= x <= (12 if re.search(r"[ap]\.?m|오전|오후|밤|새벽", text) else 23)]
    return [text[:m.start()] + (f"{x:02d}" if m.group(0).startswith("0") else str(x)) + text[m.end():] for x in hours]
