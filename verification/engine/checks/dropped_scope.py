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
  the rest of the evidence says too are who or what the rule is about, not the scope);
- the scope lies in the clause that holds the claim's predicate (not in another clause of the sentence: "…, while Silver
  members' points expire", "…, and 운영 기간 동안 …"); a "while" that opens a new subject is a contrast, not a period;
  a "for …" reason follows the negated predicate the claim shares ("do not expire for inactivity", not "see the
  table for more information").
"""
from __future__ import annotations

import re
from functools import lru_cache

from .restrictions import content_words, said_in

_ABSOLUTE = re.compile(
    r"\b(?:never|always|forever|at\s+any\s+time|in\s+any\s+case|in\s+all\s+cases|under\s+any\s+circumstances|"
    r"no\s+matter\s+what|whatever\s+happens|permanently)\b"
    r"|절대(?:로)?|결코|언제나|항상|무조건|영원히|(?:어떤|어떠한)\s?경우(?:에)?(?:도|든)",
    re.IGNORECASE,
)
_SCOPE = re.compile(
    r"\b(?:while|as\s+long\s+as|so\s+long\s+as|for\s+as\s+long\s+as|unless|provided(?:\s+that)?|only\s+(?:if|when|while)|"
    r"because\s+of|due\s+to|(?P<reason>for)(?=\s+(?:\w+\s+)?\w+(?:ity|ness|tion|ment)\b))\s+(?P<after>[^,.;:()|]{3,60})"
    r"|(?P<before>[^,.;:()|\s]+(?:\s[^,.;:()|\s]+)?)\s?(?:동안|하는\s?한|는\s?한(?=\s)|때문에|(?:로|으로)\s?인해|경우에\s?한해|경우에\s?한하여|"
    r"경우에만|때에만|에\s?한하여|에\s?한해)",
    re.IGNORECASE,
)
# A clause boundary of the evidence: punctuation, a contrast, or a Korean connective ending ("…고 ", "…며 ", "…지만 ").
_CLAUSE = re.compile(r"[,;:.!?\n]|\b(?:but|whereas)\b|(?<=[가-힣])(?:고|며|지만|는데|으나)\s", re.IGNORECASE)
# A "while" of a period goes on with the same subject ("while they remain", "while in Gold", "while remaining");
# one opening a clause after a comma with another subject ("…, while Silver members' points expire") contrasts two
# rules. Inside a clause ("GBP 5 at most while the offer lasts") it is a period whatever follows.
_WHILE_PERIOD = re.compile(r"while\s+(?:they|you|it|he|she|we|I|in|on|at|under|still|\w+ing)\b", re.IGNORECASE)
_NEGATED_BEFORE = re.compile(r"(?:\bnot|n't|\bnever|\bno)(?:\s+\S+){0,2}\s*$", re.IGNORECASE)


@lru_cache(maxsize=4096)
def dropped_scope(claim: str, evidence: str) -> str:
    """Why ``claim`` overstates ``evidence`` by an absolute over a scope it drops ("" when it does not)."""
    said = _ABSOLUTE.search(claim)
    if said is None or re.search(re.escape(said.group()), evidence, re.IGNORECASE):
        return ""
    for clause in _predicate_clauses(claim, evidence):
        why = _scope_dropped(said.group(), claim, clause, evidence)
        if why:
            return why
    return ""


def _predicate_clauses(claim: str, evidence: str) -> list[str]:
    """The clauses of ``evidence`` that keep most of the claim's content words (the claim's own statement)."""
    clauses = [c for c in _CLAUSE.split(evidence) if c and c.strip()]
    words = content_words(claim)
    scores = [sum(said_in(w, c) for w in words) for c in clauses]
    best = max(scores, default=0)
    # No content word shared ("You never pay more than GBP 5"): no clause is told apart, so each may hold it.
    return [c for c, n in zip(clauses, scores, strict=True) if n == best]


def _scope_dropped(said: str, claim: str, clause: str, evidence: str) -> str:
    for m in _SCOPE.finditer(clause):
        opens = not clause[:m.start()].strip()  # "…, while …": the "while" opens a clause of its own
        if opens and m.group().lower().startswith("while") and not _WHILE_PERIOD.match(m.group()):
            continue
        if m.group("reason") and not _reason_of_shared_predicate(claim, clause[:m.start()]):
            continue
        phrase = m.group("after") or m.group("before") or ""
        # The scope's own words: not those the rest of the evidence says too ("Gold" of "Gold members' points … while
        # they remain in Gold" is who the rule is about, not the scope).
        start = evidence.find(m.group())
        rest = evidence[:start] + " " + evidence[start + len(m.group()):]
        words = [w for w in content_words(phrase) if not said_in(w, rest)]
        if words and not any(said_in(w, claim) for w in words):
            return f"the claim says “{said}” where the source holds only within “{m.group().strip()}”"
    return ""


def _reason_of_shared_predicate(claim: str, before: str) -> bool:
    """A "for …" reason directly after a negated predicate the claim states too ("do not expire| for inactivity")."""
    last = re.findall(r"[A-Za-z가-힣']+", before)[-1:]
    return bool(last) and _NEGATED_BEFORE.search(before) is not None and said_in(last[0], claim)
