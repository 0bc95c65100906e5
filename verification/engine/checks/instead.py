"""What a source names only as what it does not give: "a free place in 2027 instead of a refund", "환불 대신 참가권".

"instead of X", "rather than X", "in place of X", "in lieu of X" and the Korean "X 대신(에)" name X to deny it: the
source gives something else. A claim that asserts X ("entrants get a refund") repeats every word of such a sentence,
so coverage calls it supported; it says the opposite. A claim that itself denies X, or itself says "instead", says
what the source says and is left alone.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.normalize import squash
from textkit.stopwords import ENGLISH_DETERMINERS
from textkit.variants import english_words

from ..analysis import analyse
from .reading import plain_sentence

# The English forms, and the words an NP may open with that are not what is denied.
_EN_INSTEAD = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|in\s+lieu\s+of)\s+((?:[A-Za-z'-]+\s+){0,3}?"
                         r"[A-Za-z'-]+)(?=\s*(?:[,.;:)]|$|\s+(?:and|or|but|if|when|for|to|in|on|at|from)\b))", re.I)
_EN_OPENERS = ENGLISH_DETERMINERS | {"full"}
# "환불 대신", "환불을 대신하여" is another sense (to stand in for): only the noun right before 대신 with no particle, or
# with 의 ("환불의 대신" is rare); "대신에" too.
_KO_INSTEAD = re.compile(r"([가-힣A-Za-z0-9]{2,})\s?대신(?:에)?(?![가-힣])")
_CLAIM_SAYS_INSTEAD = re.compile(r"\b(?:instead|rather\s+than|in\s+place\s+of|in\s+lieu\s+of)\b|대신", re.I)


@lru_cache(maxsize=2048)
def denied_alternatives(evidence: str) -> tuple[str, ...]:
    """The things ``evidence`` names only to say they are not given: English as the head word of the phrase after
    "instead of" (folded), Korean as the noun before "대신" (squashed)."""
    return tuple(dict.fromkeys(head for head, _ in _denials(evidence)))


@lru_cache(maxsize=2048)
def _denials(evidence: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(head, the other words a claim must also hold) of each thing ``evidence`` denies. The head alone is enough
    unless the sentence names it outside the denied phrase too: "the member rate instead of the standard rate", "the
    price paid, rather than the list price", "일반 요금 대신 회원 요금": what is given shares the head, so a claim with
    the head may well state what is given. Then the claim must hold the denied phrase's own words ("standard",
    "list"); a Korean noun before "대신" has none read here, and is left alone."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for m in _EN_INSTEAD.finditer(evidence):
        words = [w for w in m.group(1).split() if w.lower() not in _EN_OPENERS]
        folded = english_words(words[-1]) if words else []
        if not folded:
            continue
        head = folded[-1]
        if not _named_elsewhere(evidence, m, words[-1].lower(), ascii_words=True):
            out.append((head, ()))
            continue
        own = tuple(f for w in words[:-1] for f in english_words(w))
        if own:
            out.append((head, own))
    for m in _KO_INSTEAD.finditer(evidence):
        if not _named_elsewhere(evidence, m, squash(m.group(1)), ascii_words=False):
            out.append((squash(m.group(1)), ()))
    return tuple(out)


def _named_elsewhere(evidence: str, m: re.Match[str], word: str, *, ascii_words: bool) -> bool:
    """Whether the sentence of the denial ``m`` holds ``word`` (as written: an English word whole, lower-cased; a
    Korean noun within the squashed text) outside the denied phrase."""
    start, end = plain_sentence(evidence, m.start(), m.end())
    rest = evidence[start:m.start()] + " " + evidence[m.end():end]
    if ascii_words:
        return word in re.findall(r"[a-z'-]+", rest.lower())
    return word in squash(rest)


def prepare_evidence(text: str) -> None:
    """Read what an evidence window names only as not given, ahead of verification (see ``prepare_sources``)."""
    _denials(text)


def asserts_denied(claim: str, evidence: str) -> str:
    """The thing ``evidence`` gives only as what it does not give, which ``claim`` asserts; "" when none."""
    # The evidence's denials first: read once per evidence (cached), and most evidence has none.
    denied = _denials(evidence) if evidence else ()
    if not denied or _CLAIM_SAYS_INSTEAD.search(claim):
        return ""
    a = analyse(claim)
    if a.negations or a.negated:
        return ""  # the claim denies something itself: it may deny this very thing
    folded = set(english_words(claim))
    squashed = squash(claim)
    for d, own in denied:
        if ((d.isascii() and d in folded) or (not d.isascii() and d in squashed)) and folded.issuperset(own):
            return d
    return ""
