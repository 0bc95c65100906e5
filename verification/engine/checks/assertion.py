"""Whether a claim asserts what its evidence only supposes or asks.

Word overlap cannot tell "어쩌면 그녀가 얘기했을지도 몰라" from "그녀가 얘기했다", or "Is the fee refundable?"
from "The fee is refundable": the words are the same, the statement is not. A claim that states as fact what
its evidence only guesses at (perhaps, might, 아마, …일지도 모른다, …것 같다), or that is itself a question,
is therefore never "accurate" on word coverage alone; it goes to the judge. Permission ("may", "할 수 있다")
is a rule, not a guess, and does not count.
"""
from __future__ import annotations

import re

from ..hedges import SUPPOSING_EN, SUPPOSING_KO

_SPECULATIVE = re.compile(
    "|".join(SUPPOSING_KO) + "|" + "|".join(rf"\b(?:{p})\b" for p in SUPPOSING_EN), re.IGNORECASE
)
_QUESTION = re.compile(r"[?？]\s*[\"'”’)\]]*\s*$")


def speculative(text: str) -> bool:
    """Whether ``text`` only supposes (perhaps, might, 어쩌면, …일지도 모른다, …것 같다)."""
    return bool(_SPECULATIVE.search(text))


def unasserted(claim: str, evidence: str) -> str:
    """Why the claim cannot be "accurate" on word coverage alone ("" when it can): it is a question, or it
    states as fact what the evidence only supposes."""
    if _QUESTION.search(claim.strip()):
        return "the claim is a question, not a statement"
    if evidence and speculative(evidence) and not speculative(claim):
        return "the source only supposes what the claim states as fact"
    return ""
