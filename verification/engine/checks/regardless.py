"""A claim's condition where the source states its rule regardless of a circumstance.

"전기난로는 1kW 이하면 쓸 수 있습니다" against "전열기, 전기난로 등 난방기구는 용량과 관계없이 사용할 수 없습니다": the
claim makes the rule depend on a condition the source says makes no difference ("용량과 관계없이", "regardless of the
size"). The condition then settles nothing, and the claim without it is what the source is compared with: if that
contradicts the source, so does the claim. Only a condition the compared sentence does not state itself (a condition it
states is the source's own case, read by the other layers), and only where the sentence says "regardless of …",
"whatever the …", "irrespective of …", "…와/과 관계없이", "…에 상관없이", "…를 불문하고".
"""
from __future__ import annotations

import re

from textkit.morphology import analyze

from .restrictions import content_words, said_in

_REGARDLESS = re.compile(r"\b(?:regardless\s+of|irrespective\s+of|whatever\s+(?:the|its|their))\b"
                         r"|(?:와|과|에|이랑)?\s?(?:관계없이|관계\s?없이|상관없이|상관\s?없이|무관하게)|불문하고", re.IGNORECASE)
# The claim's leading condition: "1kW 이하면 ", "신청하면 ", "If …, ", "When …, ". Korean: up to a word in "면", kept
# only where that 면 is a verb's connective ending (``_ko_condition``), not a noun's last syllable (화면, 전면, 측면).
_KO_CONDITION = re.compile(r"(?<!\S)((?:\S+\s)?\S+?면)\s")
_EN_CONDITION = re.compile(r"\b(?:if|when|as\s+long\s+as|provided)\s+[^,.]{2,60},\s*", re.IGNORECASE)


def without_condition(claim: str, evidence: str) -> str:
    """``claim`` without a condition it adds where ``evidence`` says its rule holds regardless ("" when none)."""
    if not evidence or not _REGARDLESS.search(evidence):
        return ""
    m = _EN_CONDITION.search(claim) or _ko_condition(claim)
    if m is None:
        return ""
    rest = (claim[:m.start()] + " " + claim[m.end():]).strip()
    # The condition's own words (not the thing the rest of the claim names too): one the sentence states → its case.
    own = [w for w in content_words(m.group()) if not said_in(w, rest)]
    figures = re.findall(r"\d+(?:\.\d+)?", m.group())  # a figure ("1kW 이하면"): the sentence states it or not
    if not (own or figures) or any(said_in(w, evidence) for w in own) or any(f in evidence for f in figures):
        return ""
    return re.sub(r"\s{2,}", " ", rest)


def _ko_condition(claim: str) -> re.Match[str] | None:
    """The first word in "면" that ends in the connective ending -(으)면 as Kiwi reads it ("이하면", "신청하면",
    "있으면"), with the word before it."""
    endings = {end for _lemma, tag, _start, end in analyze(claim) if tag == "EC"}
    return next((m for m in _KO_CONDITION.finditer(claim) if m.end(1) in endings), None)
