"""The asker's own figure: a value the question states, applied to the rule in a consequence of the claim.

"gusts are around 18 today" → "the limits are 12 m/s mean and 15 m/s gusts, so with 18 m/s gusts the hub is off
limits today"; "got 1,240" → "100 points are worth £1, so 1,240 points would get you a £10 voucher". The 18 and the
1,240 are the asker's situation, and the £10 is worked out from it: no source states them, and a source value of the
same kind is no contradiction. So when a claim's check fails, the consequence that applies the asker's figure is set
aside and the rule before it is checked alone:

- the rule is contradicted → the claim is inaccurate, for the rule's reason;
- otherwise the consequence is checked where that can be done soundly (``conclusion``: the asker's figure against
  the maximum the rule states, and whether the consequence allows or refuses) — consistent: the rule's verdict
  stands; inconsistent: inaccurate; not checkable: uncertain.

Only a consequence (after "so", "which means", "따라서", "-므로" …) is set aside: a claim that states the asker's
figure as the rule itself ("refunds within 30 days" when the asker asked about 30 days) is checked as written.
A claim checked without a question (generated cases, re-attribution) is never read here.
"""
from __future__ import annotations

import re

from .asker_conclusion import conclusion
from .models import ENTITY, Verdict

# Where a consequence starts: English connectors (not "so that", "so long as", "so far", "so many/much"), and Korean
# connectives and clause endings that give a reason or a result ("…이므로", "…니까", "…때문에", "따라서", "그러면").
_CONSEQUENCE = re.compile(
    r"(?:[,;:—–]\s*|\s)(?:and\s+)?(?:so|therefore|thus|hence|which means|that means|meaning|in your case|"
    r"(?<=[,;]\s)then)\b(?!\s+(?:that|long|far|much|many|as)\b)"
    r"|(?<![가-힣])(?:따라서|그러므로|그래서|그러니까|그러니|그럼|그러면|결국)(?=[\s,])"
    r"|(?<=[가-힣])(?:므로|니까|으니|기\s?때문에)(?=[\s,])",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\d.,])\d+(?:\.\d+)?(?![\d])")
_MIN_RULE_CHARS = 12  # the rule left before the consequence must say something checkable


def numbers_in(text: str) -> frozenset[float]:
    """The figures written in digits in ``text`` ("1,240" → 1240.0)."""
    return frozenset(float(m.group().replace(",", "")) for m in _NUMBER.finditer(text))


def split_consequence(claim: str, question: str) -> tuple[str, str, float] | None:
    """(rule, consequence, the asker's figure) when a consequence of ``claim`` applies a figure ``question``
    states; None otherwise."""
    asked = numbers_in(question)
    if not asked:
        return None
    for m in _CONSEQUENCE.finditer(claim):
        tail = claim[m.start():]
        own = [float(n.group().replace(",", "")) for n in _NUMBER.finditer(tail)]
        hit = next((n for n in own if n in asked), None)
        if hit is None:
            continue
        rule = claim[:m.start()].rstrip(" ,;:—–")
        if len(rule) < _MIN_RULE_CHARS:
            return None
        return rule, tail.lstrip(" ,;:—–"), hit
    return None


def with_question(full: Verdict, claim: str, question: str, check) -> Verdict:
    """``full`` (the claim's own verdict), read again where a consequence of ``claim`` applies the asker's figure
    (``check``: text → Verdict, the layered check): a failed check is then the rule's, with the consequence checked
    where that is sound; a check that holds stands unless the consequence contradicts the limit the rule states."""
    split = split_consequence(claim, question) if question else None
    if split is None:
        return full
    rule, consequence, figure = split
    agrees = conclusion(rule, consequence, figure)
    if full.supported is not False:
        return _opposite(figure, full) if agrees is False else full
    ruled = check(rule)
    if ruled.supported is False:
        return ruled
    if agrees is False:
        return _opposite(figure, ruled)
    shown = f"{figure:g}"
    if agrees and ruled.supported:
        return Verdict(True, ruled.confidence, ruled.method, f"{ruled.explanation} The consequence applies the "
                       f"asker's {shown} to the stated limit and agrees with it.", ruled.evidence, ruled.coverage)
    return Verdict(None, 0.5, ruled.method, f"The consequence “{consequence}” applies the asker's own figure ({shown}); "
                   f"the source need not state it. The rule before it: {ruled.explanation}", ruled.evidence,
                   ruled.coverage)


def _opposite(figure: float, v: Verdict) -> Verdict:
    return Verdict(False, 0.8, ENTITY, f"The claim applies the asker's {figure:g} to the limit it states and draws "
                   "the opposite conclusion.", v.evidence, v.coverage)
