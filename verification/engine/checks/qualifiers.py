"""Small words that change what a claim states though they weigh almost nothing in the word coverage.

A claim can share every content word with its evidence and still say something else:
- a wish or an intention where the evidence states a fact or an ability ("공유하고 싶지 않았다" against
  "공유할 수 없다고 결정했다", "wanted to leave" against "left");
- "other"/"다른" things than the evidence names ("다른 기능들도 많다" against a sentence about some);
- a comparison turned round: another standard after "보다"/"than" ("A가 B보다 크다" against "B가 A보다 크다");
- a fact where the evidence only reports a request or an order ("개발하라고 명령했다") or supposes ("…라면").
Each makes the claim not "accurate" on coverage alone (principle (b) of issue 12: every informative part
must be covered); none is evidence of a contradiction, so the claim is left uncertain, not removed.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit import particles

from ..analysis import analyse
from .reading import plain_sentence

_WISH = re.compile(r"싶|원하|바라|\b(?:wants?|wanted|wish(?:es|ed)?|intends?|intended|hopes?|hoped)\b", re.IGNORECASE)
_OTHER = re.compile(r"(?:^|\s)다른\s|(?<![가-힣])그\s?외|\b(?:other|others|another|else)\b", re.IGNORECASE)
_OTHER_EVIDENCE = re.compile(r"다른|외|기타|\b(?:other|others|another|else|besides|except|apart)\b",
                             re.IGNORECASE)
# The standard of a comparison: the word before "보다" (a figure skipped: "상반기 433건보다" and "상반기(433건)
# 보다" compare with 상반기), or the word after "than".
_KO_THAN = re.compile(r"보다(?![가-힣]{0,1}[는도])")
_EN_THAN = re.compile(r"\bthan\s+(?:the\s+|a\s+|an\s+|in\s+|at\s+|for\s+|with\s+)*([A-Za-z][\w\-]*)", re.IGNORECASE)
_WORD = re.compile(r"[^\s()\[\]{},.;:·~\-–]+")


# Cached (a claim's, and an evidence window's for every claim compared with it): read-only, never changed.
@lru_cache(maxsize=8192)
def _standards(text: str) -> frozenset[str] | None:
    found: set[str] = set()
    for m in _KO_THAN.finditer(text):
        words = [w for w in _WORD.findall(text[max(0, m.start() - 30):m.start()]) if not any(c.isdigit() for c in w)]
        if words:
            word = particles.bare(words[-1])
            if len(word) >= 2:
                found.add(word)
    for m in _EN_THAN.finditer(text):
        found.add(m.group(1).lower())
    return frozenset(found) or None


# The evidence only reports that something was asked for, ordered or suggested ("개발하라고 명령했다", "told
# them to leave"), or supposes it ("…이 실수라면"): the claim that states it as done or as so says more.
_REQUESTED = re.compile(r"(?:라고|도록|자고)\s*(?:명령|지시|요청|요구|권고|권유|부탁|제안|촉구|설득)|"
                        r"\b(?:ordered|told|asked|urged|instructed|requested|advised|begged)\s+(?:\w+\s+){0,2}to\b",
                        re.IGNORECASE)
_REQUEST_WORDS = re.compile(r"명령|지시|요청|요구|권고|권유|부탁|제안|촉구|설득|\b(?:order|told|tell|ask|urge|instruct|"
                            r"request|advis|beg)", re.IGNORECASE)
_SUPPOSED = re.compile(r"[라다]면\s*[,，]?\s")
_CONDITION_WORDS = re.compile(r"면\s|면$|경우|때|if\b", re.IGNORECASE)


SUPPOSED_SHARE = 0.5  # of the supposed clause's words: a claim with as many states what is supposed


def _rests_on_supposition(claim: str, evidence: str) -> bool:
    """Whether what the claim states is what a sentence of the evidence only supposes: the supposition itself
    ("…이 실수라면," / "그것은 실수다"), or its consequence without it ("…라면, 경찰이 온다" / "경찰이 온다"). A rule
    whose condition the claim keeps in its own words ("15세 이상 거주자라면 가입할 수 있다" / "15세 이상 거주자는
    가입할 수 있다") restates the rule; a claim about something else than that sentence (the FAQ's breadcrumb
    "앱 > 내 보험 > …" beside "…전이라면 환불됩니다") does not rest on it."""
    said = analyse(claim)
    for m in _SUPPOSED.finditer(evidence):
        start, end = plain_sentence(evidence, m.start(), m.end())
        supposed = analyse(evidence[start:m.start() + 1])
        then = analyse(evidence[m.end():end])
        words = [t for t, w in supposed.weights if w >= 0.6]
        kept = sum(1 for t in words if t in said.tokens)
        consequence = bool((said.positive | said.negated) & (then.positive | then.negated))
        if (not consequence and words and kept >= SUPPOSED_SHARE * len(words)) or (consequence and not kept):
            return True
    return False


@lru_cache(maxsize=8192)  # an evidence window is compared with every claim that cites its source
def _reports(evidence: str) -> tuple[bool, bool]:
    """Whether ``evidence`` reports a request or an order, and whether it supposes something ("…라면")."""
    return bool(_REQUESTED.search(evidence)), bool(_SUPPOSED.search(evidence))


def prepare_evidence(text: str) -> None:
    """Read an evidence window ahead of verification (see ``prepare_sources``): its requests, suppositions and the
    standards of its comparisons, which a claim's qualifiers are compared with."""
    _reports(text)
    _standards(text)


def unqualified(claim: str, evidence: str) -> str:
    """Why the evidence does not cover a qualifier of the claim ("" when it does or there is none)."""
    if not evidence:
        return ""
    if _WISH.search(claim) and not _WISH.search(evidence):
        return "the claim states a wish or intention the source does not"
    if _OTHER.search(claim) and not _OTHER_EVIDENCE.search(evidence):
        return "the claim speaks of other things than the source names"
    requested, supposed = _reports(evidence)
    if requested and not _REQUEST_WORDS.search(claim):
        return "the source only reports that it was asked for"
    if supposed and not _CONDITION_WORDS.search(claim) and _rests_on_supposition(claim, evidence):
        return "the source only supposes it (…라면)"
    mine, theirs = _standards(claim), _standards(evidence)
    if mine and theirs and not (mine & theirs) and any(w in evidence for w in mine):
        return "the claim compares against another standard than the source"
    return ""
