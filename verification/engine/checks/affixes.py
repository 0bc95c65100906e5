"""English words negated by their affix: "refundable" against "non-refundable", "paid" against "unpaid".

The negation of such a word is inside it, so the word-by-word polarity reading sees no "not" and the
light stemmer folds both words to nearly the same letters: "the deposit is refundable" reads as covered by
"Deposit — non-refundable". The record (list item, table row, sentence) of the evidence that holds the
claim's subject decides: when it has the affixed word and the claim the bare one (or the reverse), and the
claim does not negate it itself, the claim says the opposite.
"""
from __future__ import annotations

import re

from ..analysis import EN_WORD
from ..models import LEXICAL, Verdict
from .reading import layout

# Prefixes and suffixes that negate an English word: non-refundable, unpaid, ineligible, illegal, cashless.
# After un-/in-/dis-, only adjective and participle shapes: "discount" is no negation of "count".
_AFFIXED = re.compile(r"\b(non-?)([a-z]{4,})\b|\b(?:un|in|im|il|ir|dis)([a-z]{2,}(?:able|ible|ed|ful|al|ive|ent|ant|id|ous|ic))\b"
                      r"|\b([a-z]{3,})less\b", re.IGNORECASE)
_NEGATORS = re.compile(r"\b(?:not|no|never|cannot|can't|won't|isn't|aren't|doesn't|don't|wasn't|weren't|without)\b",
                       re.IGNORECASE)
# Where a record's clauses and items part: semicolons, line breaks, list bullets, a comma before a new clause.
_PIECES = re.compile(r"\s*(?:;|\n|,\s+|(?<=\s)[-•·](?=\s))\s*")
_STOP = frozenset("the a an is are was were be been of for to in on at and or by with it this that its your our their "
                  "if only all any".split())


def _pairs(text: str) -> set[tuple[str, str]]:
    """(bare word, affixed word) for every affixed word of ``text``."""
    out = set()
    for m in _AFFIXED.finditer(text):
        bare = m.group(2) or m.group(3) or m.group(4)
        out.add((bare.lower(), m.group(0).lower()))
    return out


def _bare(word: str) -> str:
    m = _AFFIXED.fullmatch(word)
    return (m.group(2) or m.group(3) or m.group(4)).lower() if m else word


def _words(text: str) -> set[str]:
    return {w.lower() for w in EN_WORD.findall(text)}


def affix_verdict(claim: str, verdict: Verdict) -> Verdict | None:
    """A contradiction when the claim's word and the evidence record's word differ by a negating affix."""
    if verdict.supported is False or not verdict.evidence or re.search(r"[가-힣]", claim):
        return None
    claim_words = _words(claim)
    if _NEGATORS.search(claim):
        return None  # "is not non-refundable": leave double negations to the judge
    subject = {w for w in claim_words if w not in _STOP and len(w) >= 3}
    records = [s for s in layout(verdict.evidence).sentences if subject & _words(s)]
    if not records:
        return None
    # The record that shares most of the claim's words, an affixed word counting as its bare form, is the
    # one about the claim's subject ("Unpaid invoices are cancelled" for "Paid invoices are cancelled"); within
    # it, the clause or item that does ("Paid invoices are archived; unpaid ones are cancelled": the first).
    base = {_bare(w) for w in subject}
    best = max(records, key=lambda s: len(base & {_bare(w) for w in _words(s)}))
    pieces = [p for p in _PIECES.split(best) if p.strip()] or [best]
    best = max(pieces, key=lambda s: len(base & {_bare(w) for w in _words(s)}))
    words = _words(best)
    for bare, affixed in _pairs(best):
        # A piece that states both forms speaks of two things ("paid invoices are archived, unpaid ones
        # cancelled"): the claim says the opposite only when its other words stand by the affixed form.
        if (affixed not in claim_words and bare in claim_words and not _NEGATORS.search(best)
                and (bare not in words or _nearer(affixed, bare, best, subject - {bare, affixed}))):
            return _verdict(bare, affixed, best, verdict)
    for bare, affixed in _pairs(claim):
        if bare in words and affixed not in words and not _NEGATORS.search(best):
            return _verdict(affixed, bare, best, verdict)
    return None


def _nearer(form: str, other: str, text: str, subject: set[str]) -> bool:
    """Whether a word of ``subject`` stands closer to ``form`` than to ``other`` in ``text`` (a tie: no)."""
    tokens = [w.lower() for w in EN_WORD.findall(text)]
    places = [i for i, t in enumerate(tokens) if t in subject]

    def distance(word: str) -> int:
        return min((abs(i - j) for i, t in enumerate(tokens) if t == word for j in places), default=len(tokens))

    return distance(form) < distance(other)


def _verdict(said: str, source_word: str, record: str, verdict: Verdict) -> Verdict:
    return Verdict(False, 0.85, LEXICAL, f"Contradicted: the claim says “{said}” where the source says "
                   f"“{source_word}” (“{record.strip()}”).", verdict.evidence, verdict.coverage, contradicts=True)
