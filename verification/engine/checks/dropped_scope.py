"""An absolute claim over a source statement that holds only within a scope the claim drops.

"as a Gold member your points never expire" cited to "Gold members' points do not expire for inactivity while they
remain in Gold": the source says the points do not expire *for one reason* and *while a condition lasts*; "never"
says in no case at all. The claim overstates the source, however many of its words the source has, so it is not
accurate (nor is it inaccurate: the source does not say what happens outside the scope).

- the claim's absolute: "never", "always", "at any time", "in any case", "forever", "no matter", "절대", "결코",
  "언제나", "항상", "무조건", "어떤 경우에도", "영원히" — one the evidence does not use itself;
- the evidence's scope: a condition that lasts ("while", "as long as", "so long as", "동안", "는 한"), a reason
  ("for/because of/due to …ity/…ness/…tion", "때문에", "로 인해"), a condition it alone holds under ("unless", "only
  if/when", "provided", "경우에 한해", "경우에만", "때에만", "에 한하여");
- the claim keeps none of the scope's own content words (a claim that says "while you stay Gold" keeps it; the words
  the rest of the evidence says too are who or what the rule is about, not the scope).
"""
from __future__ import annotations

import re
from functools import lru_cache

from .restrictions import content_words

_ABSOLUTE = re.compile(
    r"\b(?:never|always|forever|at\s+any\s+time|in\s+any\s+case|in\s+all\s+cases|under\s+any\s+circumstances|"
    r"no\s+matter\s+what|whatever\s+happens|permanently)\b"
    r"|절대(?:로)?|결코|언제나|항상|무조건|영원히|(?:어떤|어떠한)\s?경우(?:에)?(?:도|든)",
    re.IGNORECASE,
)
_SCOPE = re.compile(
    r"\b(?:while|as\s+long\s+as|so\s+long\s+as|for\s+as\s+long\s+as|unless|provided(?:\s+that)?|only\s+(?:if|when|while)|"
    r"because\s+of|due\s+to|for(?=\s+(?:\w+\s+)?\w+(?:ity|ness|tion|ment)\b))\s+([^,.;:()|]{3,60})"
    r"|([^,.;:()|\s]+(?:\s[^,.;:()|\s]+)?)\s?(?:동안|하는\s?한|는\s?한(?=\s)|때문에|(?:로|으로)\s?인해|경우에\s?한해|경우에\s?한하여|"
    r"경우에만|때에만|에\s?한하여|에\s?한해)",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def dropped_scope(claim: str, evidence: str) -> str:
    """Why ``claim`` overstates ``evidence`` by an absolute over a scope it drops ("" when it does not)."""
    said = _ABSOLUTE.search(claim)
    if said is None or re.search(re.escape(said.group()), evidence, re.IGNORECASE):
        return ""
    for m in _SCOPE.finditer(evidence):
        phrase = m.group(1) or m.group(2) or ""
        # The scope's own words: not those the rest of the evidence says too ("Gold" of "Gold members' points … while
        # they remain in Gold" is who the rule is about, not the scope).
        rest = evidence[:m.start()] + " " + evidence[m.end():]
        words = [w for w in content_words(phrase) if not _kept(w, rest)]
        if words and not any(_kept(w, claim) for w in words):
            return f"the claim says “{said.group()}” where the source holds only within “{m.group().strip()}”"
    return ""


def _kept(word: str, claim: str) -> bool:
    if "가" <= word[0] <= "힣":
        return word[:2] in claim.replace(" ", "")
    return word[:5].lower() in claim.lower()
