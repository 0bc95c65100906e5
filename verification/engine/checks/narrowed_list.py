"""Whether a claim's "only" narrows a list its evidence states.

"Only drivers need a permit" against "Drivers and riders need a permit": the sentence names two kinds of people and
the claim keeps one — its "only" says something else than the source, whatever the sentence requires. Against a rule
that lists nothing ("Work in the hub needs a Level 3 certificate", "Members should book the sauna"), the "only" says
more than the source but nothing it contradicts, so it is left to the judge (``signals.contradiction_signals``).
A list the claim restates whole ("in the hub, on the converter and on the pitch system") narrows nothing.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.language import has_hangul
from textkit.morphology import analyze

from .restrictions import content_words, said_in

# Alternatives a sentence lists: the words after "and", "or", "nor", "및", "또는", or after a Korean conjunctive particle
# (Kiwi's JC: "교직원과 대학원생").
_EN_CONJUNCT = re.compile(r"\b(?:and|or|nor)\s+((?:[\w-]+\s*){1,4})", re.IGNORECASE)
_KO_CONJUNCT = re.compile(r"(?:^|\s)(?:및|또는|혹은|내지)\s+(\S+)")
_FILLER = frozenset({"the", "a", "an", "on", "in", "at", "for", "to", "with", "of", "by", "any", "all", "other"})


@lru_cache(maxsize=4096)  # one evidence window is compared with several claims of an answer
def _conjuncts(unit: str) -> tuple[tuple[str, ...], ...]:
    """The first content words of each alternative one unit of a window lists."""
    found: list[tuple[str, ...]] = []
    found += [tuple([w for w in re.findall(r"[A-Za-z]{2,}|\d+", m.group(1)) if w.lower() not in _FILLER][:2])
              for m in _EN_CONJUNCT.finditer(unit)]
    found += [tuple(content_words(m.group(1))[:1]) for m in _KO_CONJUNCT.finditer(unit)]
    if has_hangul(unit):
        toks = analyze(unit)
        found += [(toks[i + 1][0],) for i, (_, tag, _, _) in enumerate(toks[:-1]) if tag == "JC"]
    return tuple(found)


def narrows_a_list(claim: str, evidence: str) -> bool:
    """Whether ``evidence`` lists an alternative that ``claim`` leaves out. A window joins its units (a title, a
    table row, the sentences around) with " | "; only a unit that says part of the claim (two of its content words)
    is read, so a title's "and" ("Service and Maintenance Manual") is no list the claim narrows."""
    digits = set(re.findall(r"\d+", claim))
    return any(not (w in digits if w.isdigit() else said_in(w, claim))
               for unit in evidence.split(" | ") if _says_part_of(unit, claim)
               for words in _conjuncts(unit) for w in words)


def _says_part_of(unit: str, claim: str) -> bool:
    return sum(said_in(w, claim) for w in content_words(unit)) >= 2
