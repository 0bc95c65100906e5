"""Which figure goes with which thing, clause by clause: a claim can keep every word and every figure of its
evidence and still give a figure to the wrong thing.

"일비는 국내출장 1일당 50 USD" against "일비는 국내출장 1일당 2만 원, 해외출장 1일당 50 USD로 한다"; "The excess is
£50 on Plus and £75 on Pro" against a table whose Plus row has GBP 75 and whose Pro row has GBP 50. Word coverage
finds every word and every value, so the claim reads as supported. The evidence is read in its smallest units here:
the clauses of its sentences (split at commas, "and", Korean connective endings) and its table rows, each with the
values it holds.

A claim clause gives figure q to thing x, where the evidence gives q in one unit (A) and, in another unit (B), gives
x another figure of q's kind and never q; and A names in x's place a thing y of its own that the claim clause does
not name and B does not either (the claim put x where the source has y). That is one figure misbound: the claim is
not borne out (left uncertain, ``misbound_figure``). Two such misbindings crossed — q given to B's thing and B's
figure given to A's thing — are the two things exchanged: the source says otherwise (``crossed_figures``).
Clauses of one sentence share its subject and verb, said once, so a word of one clause may be the other's too:
between them a single misbinding counts only where x stands in y's very place (by the same word: "국내출장" /
"해외출장"). A thing may be a figure of another kind ("4학년", "18:00"), not a rate's period ("1일당"). Figures are
the values the engine converts, a kind each (amounts of any currency are one kind), and any other figure with the
word after it ("250 mL", "2정", a table cell's bare "17").
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from ..analysis import analyse
from ..bounds import LIMIT_WORDS
from ..normalize import extract
from ..value_relations import MONEY
from .informative import _CLAUSE_SPLIT, _FIGURE, NOUN_WEIGHT, _unit_key, units_of, written_in


@dataclass(frozen=True)
class Misbinding:
    figure: str  # the figure as the claim writes it
    thing: str  # the claim's word the source gives another figure (x)
    rival: str  # the word the source gives the figure to (y)
    given: int  # the evidence unit that holds the figure (A)
    owner: int  # the evidence unit that names the claim's word (B)
    apart: bool  # A and B are different sentences (or rows), not clauses of one sentence
    piece: int  # the claim's clause that gives the figure
    parallel: bool = False  # the thing and the rival stand by the same word in their units ("국내출장" / "해외출장")

    def describe(self) -> str:
        return f"the source gives {self.figure} with “{self.rival}”, not with “{self.thing}”"


def _kind(dim: str) -> str:
    # Amounts in different currencies are figures of one kind: what is paid ("2만 원" against "50 USD").
    return "money" if dim in MONEY else dim


@lru_cache(maxsize=8192)
def _values(text: str) -> frozenset[tuple[float, str]]:
    """(value, kind) of every figure of ``text`` (cached: a source's units are read for every claim)."""
    return frozenset(_figures(text))


@lru_cache(maxsize=8192)
def _figures(text: str) -> Mapping[tuple[float, str], str]:
    """(value, kind) → the figure as written: the values the engine converts (a kind each: "2만 원" and "50 USD" are
    money), then any other figure with the word after it as its kind ("250 mL", a table cell's "17"). Read-only: the
    cache shares it with every later caller."""
    quantities = extract(text).quantities
    out = {(q.value, _kind(q.dim)): q.raw for q in quantities}
    converted = {v for v, _ in out}
    rest = text
    for q in sorted(quantities, key=lambda q: -len(q.raw)):
        rest = rest.replace(q.raw, " ")  # the parts of a date or a clock time are no figures of their own
    for m in _FIGURE.finditer(rest):
        value = float(m.group(1).replace(",", ""))
        if value not in converted:
            word = m.group(2)
            unit = "" if word.lower() in _NO_UNIT else _unit_key(word)
            out.setdefault((value, "~" + unit), (m.group(1) + (" " + word if unit else "")).strip())
    return MappingProxyType(out)


# Words after a figure that are no unit of it: "14 for the half marathon" is a bare 14, as a table cell's "14" is.
_NO_UNIT = frozenset("for on in at to of and or by per from with the a an is are was were".split())


@lru_cache(maxsize=8192)
def _raw(text: str) -> str:
    return " ".join(q.raw for q in extract(text).quantities).lower()


@lru_cache(maxsize=4096)
def evidence_units(evidence: str) -> tuple[tuple[str, int], ...]:
    """The smallest units of an evidence window, each with the index of its sentence: each table row whole, each
    sentence's clauses."""
    out: list[tuple[str, int]] = []
    for k, unit in enumerate(units_of(evidence)):
        if "|" in unit:
            out.append((unit, k))
            continue
        out += [(c.strip(), k) for c in _CLAUSE_SPLIT.split(unit) if c and c.strip()]
    return tuple(out)


@lru_cache(maxsize=8192)
def _things(unit: str) -> tuple[str, ...]:
    """The nouns and names a unit names (not its figures, units or limit words)."""
    raw = _raw(unit)
    return tuple(t for t, w in analyse(unit).weights if w >= NOUN_WEIGHT and len(t) >= 2 and t not in LIMIT_WORDS
                 and not any(c.isdigit() for c in t) and t.lower() not in raw)


def _marks(unit: str) -> tuple:
    return (*_things(unit), *sorted(v for v in _values(unit) if _marking(v[1])))


def _marking(kind: str) -> bool:
    """Whether a figure of ``kind`` can say which thing another figure is of ("4학년", "18:00"): not a rate's period
    ("하루 60분", "1일당"), which says how the figure is counted."""
    return not kind.startswith("per")


def _has(mark, unit: str) -> bool:
    return mark in _values(unit) if isinstance(mark, tuple) else written_in(mark, unit)


def _show(mark) -> str:
    return f"{mark[0]:g}" if isinstance(mark, tuple) else mark


def _side_by_side(x, unit_x: str, y, unit_y: str) -> bool:
    """Whether the words ``x`` and ``y`` stand right before (or right after) one same word of their units: the same
    place in two parallel clauses ("국내출장 … 2만 원, 해외출장 … 50 USD"), where one is put for the other."""
    if isinstance(x, tuple) or isinstance(y, tuple):
        return False
    seq_x, seq_y = [t for t, _ in analyse(unit_x).weights], [t for t, _ in analyse(unit_y).weights]
    if x not in seq_x or y not in seq_y:
        return False
    i, j = seq_x.index(x), seq_y.index(y)
    after = i + 1 < len(seq_x) and j + 1 < len(seq_y) and seq_x[i + 1] == seq_y[j + 1]
    before = i > 0 and j > 0 and seq_x[i - 1] == seq_y[j - 1]
    return (after or before) and not any(c.isdigit() for c in (seq_x[i + 1] if after else seq_x[i - 1]))


def prepare_evidence(text: str) -> None:
    """Read an evidence window's units and their figures ahead of verification (see ``prepare_sources``): what every
    claim's figures are compared with, the same for each claim."""
    for unit, _ in evidence_units(text):
        _values(unit)


def misbindings(claim: str, evidence: str) -> list[Misbinding]:
    """Every figure of ``claim`` given to a thing the evidence gives another figure of its kind (module docstring)."""
    units = evidence_units(evidence)
    if len(units) < 2:
        return []
    texts = [u for u, _ in units]
    held = [_values(u) for u in texts]
    words = _things(claim)
    found: list[Misbinding] = []
    for p, piece in enumerate(_CLAUSE_SPLIT.split(claim)):
        if not piece or not piece.strip():
            continue
        figures = _figures(piece)
        mine = [w for w in words if written_in(w, piece)] + [f for f in figures if _marking(f[1])]
        for (value, kind), raw in figures.items():
            given = [i for i, h in enumerate(held) if (value, kind) in h]
            if not given or len(given) == len(units):
                continue
            options: list[Misbinding] = []
            for x in mine:
                if isinstance(x, tuple) and x[1] == kind:
                    continue  # the figure itself, or another of its kind (a range's other end)
                if any(_has(x, texts[i]) for i in given):
                    continue  # the source gives the figure with this thing too
                owners = [j for j, h in enumerate(held) if j not in given and _has(x, texts[j])
                          and (value, kind) not in h and any(k == kind and v != value for v, k in h)]
                if not owners:
                    continue
                b = owners[0]
                rivals = [(i, y) for i in given for y in _marks(texts[i]) if not (isinstance(y, tuple) and y[1] == kind)
                          and not _has(y, piece) and not _has(y, texts[b])]
                if rivals:
                    side = [(i, y) for i, y in rivals if _side_by_side(x, texts[b], y, texts[i])]
                    i, y = (side or rivals)[0]
                    options.append(Misbinding(raw, _show(x), _show(y), i, b, units[i][1] != units[b][1], p, bool(side)))
            if options:
                # The thing that stands in the rival's very place says best what was put for what.
                found.append(next((m for m in options if m.apart or m.parallel), options[0]))
    return found


def misbound_figure(claim: str, evidence: str) -> str:
    """Why a figure of the claim goes with another thing in the evidence ("" when none does)."""
    # Clauses of one sentence share its subject and its verb, said once: a word of one clause may be the other's
    # too. Between them a crossing is read (``crossed_figures``), or a thing put in the very place of the rival.
    found = [m for m in misbindings(claim, evidence) if m.apart or m.parallel]
    return found[0].describe() if found else ""


def crossed_figures(claim: str, evidence: str) -> str:
    """Two figures of the claim each given to the thing the evidence gives the other: the things exchanged."""
    found = misbindings(claim, evidence)
    for m in found:
        for n in found:
            if m.piece != n.piece and m.given == n.owner and m.owner == n.given:
                return f"figures exchanged: {m.describe()}, and {n.describe()}"
    return ""
