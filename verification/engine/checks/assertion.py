"""Whether a claim asserts what its evidence only supposes or asks.

Word overlap cannot tell "어쩌면 그녀가 얘기했을지도 몰라" from "그녀가 얘기했다", or "Is the fee refundable?"
from "The fee is refundable": the words are the same, the statement is not. A claim that states as fact what
its evidence only guesses at (perhaps, might, 아마, …일지도 모른다, …것 같다), or that is itself a question,
is therefore never "accurate" on word coverage alone; it goes to the judge. Permission ("may", "할 수 있다")
is a rule, not a guess, and does not count.

Likewise evidence that only asks or names the topic — a FAQ's question ("Can I pay by PayPal?"), a heading, an
article's caption ("제5조(등록금의 반환)") — restates what the claim is about and says nothing of it: it neither
confirms nor contradicts the claim (``asks_only``).
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..hedges import SUPPOSING_EN, SUPPOSING_KO

_SPECULATIVE = re.compile(
    "|".join(SUPPOSING_KO) + "|" + "|".join(rf"\b(?:{p})\b" for p in SUPPOSING_EN), re.IGNORECASE
)
_QUESTION = re.compile(r"[?？]\s*[\"'”’)\]]*\s*$")
# A question without its mark (the claim is cut before it): a Korean interrogative ending, or one of the
# interrogative words with a plain spoken ending ("뭔데", "왜 그래"); an English sentence opened by an
# auxiliary or a wh-word that is not followed by a clause of its own ("What is covered" but not "What
# the policy covers is …" — a statement there keeps its verb later).
_KO_QUESTION = re.compile(r"(?:습니까|ㅂ니까|나요|까요|는가|은가|[한인된던할]가|냐|느냐|니)\s*$|"
                          r"(?:뭔데|뭐야|뭐지|뭐니|무엇인가|누구야|어디야|언제야|왜야)\s*$|"
                          r"(?:^|\s)(?:왜|뭐|무엇|누가|누구|어디|언제|어떻게|몇)(?![나든몇])\S*\s.*[데지야]\s*$")
_EN_QUESTION = re.compile(r"^\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|has|have|may)\s+"
                          r"(?:the|a|an|this|that|these|those|it|there|i|you|we|they|he|she|my|your|our|their)\b",
                          re.IGNORECASE)


@lru_cache(maxsize=8192)  # asked of every evidence window a claim is compared with (see ``prepare_windows``)
def speculative(text: str) -> bool:
    """Whether ``text`` only supposes (perhaps, might, 어쩌면, …일지도 모른다, …것 같다)."""
    return bool(_SPECULATIVE.search(text))


def unasserted(claim: str, evidence: str) -> str:
    """Why the claim cannot be "accurate" on word coverage alone ("" when it can): it is a question, or it
    states as fact what the evidence only supposes."""
    text = claim.strip()
    if _QUESTION.search(text) or _KO_QUESTION.search(text) or _EN_QUESTION.search(text):
        return "the claim is a question, not a statement"
    if evidence and speculative(evidence) and not speculative(claim):
        return "the source only supposes what the claim states as fact"
    return ""


# A line that names a topic and states nothing: a Markdown heading, a FAQ's "Q." line, an article's caption alone.
_HEADING_LINE = re.compile(r"^\s*(?:#{1,6}\s|Q\s*\d{0,3}\s*[.:)．]\s|질문\s*[.:)]\s)|"
                           r"^\s*제\s?\d+\s?조(?:의\s?\d+)?\s*[(（][^)）]{1,40}[)）]\s*$")
_PIECES = re.compile(r"(?<=[?？!。])\s+|(?<=[^A-Z\s]\.)\s+|\n+")  # not after "Q." of a FAQ line


@lru_cache(maxsize=8192)  # a source's windows are read against every claim compared with it (see ``prepare_windows``)
def asks_only(evidence: str) -> bool:
    """Whether every sentence of ``evidence`` only asks or names a topic (a question, a heading, a caption)."""
    pieces = [p.strip() for p in _PIECES.split(evidence or "") if p and p.strip()]
    return bool(pieces) and all(_QUESTION.search(p) or _HEADING_LINE.search(p) for p in pieces)


def statement_pieces(evidence: str) -> list[str]:
    """The sentences of ``evidence`` that state something (not a question, a heading or a caption)."""
    pieces = [p.strip() for p in _PIECES.split(evidence or "") if p and p.strip()]
    return [p for p in pieces if not (_QUESTION.search(p) or _HEADING_LINE.search(p))]
