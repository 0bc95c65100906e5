"""Two Korean nouns that a claim joins as modifier and head where its evidence joins each to another noun of the claim.

"학과 신청서를 학점인정 사무실에 낸다" against "학점인정 신청서는 … 소속 학과 사무실에 제출한다"; "열쇠를 경비실 정문 공장에
맡긴다" against "열쇠를 공장 정문 경비실에 맡긴다". Every noun is in the sentence, so word coverage finds the claim
covered, and no value differs; but which form and which office, which gate of which building, is what the claim says,
and the source pairs them the other way. A noun phrase is read as Kiwi writes it: nouns one after the other (written
together, with a space, or with 의 between), each a modifier of the next.

A claim pair (A, B) that the evidence never writes, where the evidence pairs A with another head C and B with another
modifier D, C and D both nouns of the claim (and neither between A and B: "채팅 상담 건수" / "채팅 건수" leaves a word
out), or where two pairs of the claim are written the other way round, is a pairing the source does not state:
the claim is left uncertain (a judge decides). Only nouns of two syllables or more: one-syllable nouns are as often
parts of a word Kiwi splits ("후", "안", "서").
"""
from __future__ import annotations

from functools import lru_cache

from textkit.language import has_hangul
from textkit.morphology import analyze

_NOUN = frozenset({"NNG", "NNP"})
MIN_SYLLABLES = 2


@lru_cache(maxsize=8192)
def noun_pairs(text: str) -> frozenset[tuple[str, str]]:
    """(modifier, head) of each two nouns written one after the other in ``text`` — cached: a source's sentences
    are read again for every claim."""
    words: list[tuple[str, int, int, bool]] = []  # (noun as written, start, end, joined to the previous by 의)
    joined = False
    for _lemma, tag, start, end in analyze(text):
        if tag in _NOUN:
            if words and start == words[-1][2] and not joined:
                # Nouns written together are one word ("체험비", "학점인정"): Kiwi's parts are not two things.
                words[-1] = (text[words[-1][1]:end], words[-1][1], end, words[-1][3])
            else:
                words.append((text[start:end], start, end, joined))
            joined = False
        elif tag == "JKG" and words and start == words[-1][2]:
            joined = True  # "등록금의 반환": 의 joins the two
        else:
            words.append(("", start, end, False))  # anything else ends the phrase
            joined = False
    out = set()
    for (a, _, a_end, _), (b, b_start, _, via) in zip(words, words[1:]):
        if a and b and (b_start - a_end <= 1 or via) and len(a) >= MIN_SYLLABLES and len(b) >= MIN_SYLLABLES:
            out.add((a, b))
    return frozenset(out)


def exchanged_modifier(claim: str, evidence: str) -> str:
    """Why a modifier-head pair of ``claim`` is paired otherwise in ``evidence`` ("" when none is)."""
    if not evidence or not has_hangul(claim):
        return ""
    mine = noun_pairs(claim)
    if not mine:
        return ""
    theirs = noun_pairs(evidence)
    nouns = {n for pair in mine for n in pair}
    # Two pairs of the claim written the other way round: a phrase turned round ("경비실 정문 공장" / "공장 정문
    # 경비실"); one pair alone is as often a heading's order ("파견 권역" / "권역 파견").
    reversed_pairs = [(a, b) for a, b in sorted(mine) if (a, b) not in theirs and (b, a) in theirs]
    if len(reversed_pairs) >= 2:
        a, b = reversed_pairs[0]
        return f"the source writes “{b} {a}”, not “{a} {b}”"
    for a, b in sorted(mine):
        if (a, b) in theirs:
            continue
        # A noun between the two in the source ("채팅 상담 건수" / "채팅 건수") is a word left out, not an exchange.
        heads = {h for m, h in theirs if m == a and h != b and h in nouns and (h, b) not in theirs}
        modifiers = {m for m, h in theirs if h == b and m != a and m in nouns and (a, m) not in theirs}
        if heads and modifiers:
            return f"the source pairs “{a}” with “{sorted(heads)[0]}” and “{b}” with “{sorted(modifiers)[0]}”"
    return ""
