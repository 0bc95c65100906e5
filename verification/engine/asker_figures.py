"""The asker's own figure: a value the question states, applied to the rule in a consequence of the claim.

"gusts are around 18 today" → "the limits are 12 m/s mean and 15 m/s gusts, so with 18 m/s gusts the hub is off
limits today"; "I have 34" → "every 10 stamps are worth a coffee, so 34 stamps get you 3 coffees". The 18 and the
34 are the asker's situation, and the 3 is worked out from it: no source states them, and a source value of the same
kind is no proof that the claim is wrong.

This reading can only ever make a verdict less certain, never more: when the claim's own check fails, the
consequence that applies the asker's figure holds nothing but figures that are the asker's, the rule's, the
source's or worked out from them, and the rule before it, checked alone, does not fail → the citation is uncertain
(the judge decides whether the consequence follows), not inaccurate. Otherwise the claim's own verdict stands: a rule
that fails alone, a consequence with a figure of its own ("…, and the turbine stops at 40 m/s"), a claim that
passes. Whether the consequence allows or refuses is not read here (no word lists of "can"/"cannot").

Only a consequence (after "so", "which means", "따라서", "-므로" …) is set aside, and only where the asker's figure
is applied, not stated as a limit: "refunds within 30 days" when the asker asked about 30 days, or "…, so bags of up
to 20 kg are accepted" (a bound: "up to", "at least", "최대", "이상") is a rule of its own and is checked as written.
A claim checked without a question (generated cases, re-attribution) is never read here.
"""
from __future__ import annotations

import re
from itertools import product

from .checks.entities import ANY_NUMBER, numbers_in
from .models import Verdict
from .normalize import extract

# Where a consequence starts: English connectors (not "so that", "so long as", "so far", "so many/much", "and so on",
# "do so", "or so", nor a "so" that ends a clause: "I think so."), and Korean connectives and clause endings that give
# a reason or a result ("…이므로", "…니까", "…때문에", "따라서", "그러면").
_CONSEQUENCE = re.compile(
    r"(?<!\bdo)(?<!\bdoes)(?<!\bdid)(?<!\bdone)(?<!\bdoing)(?<!\bor)"
    r"(?:[,;:—–]\s*|\s)(?:and\s+)?(?:so|therefore|thus|hence|which means|that means|meaning|in your case|"
    r"(?<=[,;]\s)then)\b(?!\s+(?:that|long|far|much|many|as|on|forth)\b)(?!\s*(?:[.,;!?)]|$))"
    r"|(?<![가-힣])(?:따라서|그러므로|그래서|그러니까|그러니|그럼|그러면|결국)(?=[\s,])"
    r"|(?<=[가-힣])(?:므로|니까|으니|기\s?때문에)(?=[\s,])",
    re.IGNORECASE,
)
_BOUNDS = frozenset({"le", "lt", "ge", "gt"})
_MIN_RULE_CHARS = 12  # the rule left before the consequence must say something checkable


def _figures(text: str) -> list[tuple[float, int]]:
    """Each figure written in digits in ``text`` with where it starts ("1,240" → 1240.0)."""
    return [(float(m.group().replace(",", "")), m.start()) for m in ANY_NUMBER.finditer(text)]


def _bounded_at(text: str, start: int) -> bool:
    """Whether the figure written at ``start`` carries a bound ("up to 20 kg", "20kg 이상")."""
    return any(q.bound in _BOUNDS and q.at[0] <= start < q.at[1] for q in extract(text).quantities)


def split_consequence(claim: str, question: str) -> tuple[str, str, float] | None:
    """(rule, consequence, the asker's figure) when a consequence of ``claim`` applies a figure ``question``
    states (not as a bound); None otherwise."""
    asked = numbers_in(question)
    if not asked:
        return None
    for m in _CONSEQUENCE.finditer(claim):
        hit = next(((v, at) for v, at in _figures(claim[m.start():]) if v in asked), None)
        if hit is None:
            continue
        rule = claim[:m.start()].rstrip(" ,;:—–")
        if len(rule) < _MIN_RULE_CHARS or _bounded_at(claim, m.start() + hit[1]):
            return None
        return rule, claim[m.start():].lstrip(" ,;:—–"), hit[0]
    return None


def _worked_out(value: float, asked: frozenset[float], stated: frozenset[float]) -> bool:
    """Whether ``value`` is one step of arithmetic from an asked figure and a stated one (34 stamps, 10 a coffee → 3),
    or that result rounded down to a multiple of a stated figure (1,240 points, 100 a pound, vouchers in multiples of
    5 → 10)."""
    results: set[float] = set()
    for a, b in product(asked, stated | asked):
        results |= {a + b, a - b, b - a, a * b}
        if b:
            results |= {a / b, float(a // b)}
        if a:
            results.add(b / a)
    results |= {(r // m) * m for r in tuple(results) for m in stated if m > 0}
    return any(abs(value - r) < 0.005 for r in results)


def _only_askers_figures(rule: str, consequence: str, question: str, source: str) -> bool:
    """Whether every figure of ``consequence`` is the asker's, one the rule or the source states, or worked out."""
    asked = numbers_in(question)
    stated = numbers_in(rule)
    known = stated | numbers_in(source)
    # Arithmetic only from the rule's figures: with every figure of the source, nearly any number is "worked out".
    return all(v in asked or v in known or _worked_out(v, asked, stated) for v, _ in _figures(consequence))


def with_question(full: Verdict, claim: str, question: str, source: str, check) -> Verdict:
    """``full`` (the claim's own verdict), or uncertain where it failed only on a consequence that applies the asker's
    figure (``check``: text → Verdict, the layered check on ``source``) and the rule before it, checked alone, does
    not fail (it holds, or the layers cannot tell: the judge decides)."""
    if not question or full.supported is not False:
        return full
    split = split_consequence(claim, question)
    if split is None:
        return full
    rule, consequence, figure = split
    if not _only_askers_figures(rule, consequence, question, source):
        return full
    ruled = check(rule)
    if ruled.supported is False:
        return full  # the rule is wrong on its own
    return Verdict(None, 0.5, ruled.method, f"The consequence “{consequence}” applies the asker's own figure "
                   f"({figure:g}); the source need not state it. The rule before it: {ruled.explanation}",
                   ruled.evidence, ruled.coverage)
