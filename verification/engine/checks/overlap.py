"""How much of a claim a passage says: the weighted share of the claim's content tokens found in it.

A token is found when the passage has it, or its compound written apart ("등록금" / "등록 금"), an English
derivation of it, or — for the support decision only — the same value written another way ("14:00" in
"오후 2시", see ``values``). ``_claim`` leaves out words another layer has verified (a matched limit).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from types import MappingProxyType

from textkit.normalize import followed_by, squash

from ..analysis import Analysis, analyse
from ..english_reading import word_token
from ..everyday_words import formal_forms, formal_words, said_formally
from ..lexicon import antonyms, senses, shared_heads
from ..phrasal import found_tokens as phrasal_found
from ..phrasal import light_verbs
from ..values import found_as_value

_NEG_PREFIX_CHARS = "불비무미"
# "신청이 가능하다" says "신청할 수 있다": the permission concept (``analysis``) is found in a window that grants the
# possibility with "…할 수 있다" — asserted only; a denied one ("불가능", "가능하지 않다") is compared as before.
_POSSIBLE = "가능"
_EN_POSSIBLE = "possibl"
_NEED = frozenset({"need", "필요"})  # need/require/required as stemmed and folded (``lexicon``)
# Receiving and giving: one transfer from its two sides (``_received``); the heads of their synonym groups.
_RECEIVE = "수령"
_GIVE = frozenset({"지급"})
_AFTER = "후"  # the head of 후/뒤/이후 (``lexicon``)
_THEN_FROM = re.compile(r"[가-힣]{0,4}부터")  # what follows an event counted from ("제적일부터", "개시일부터")
_DIGIT = re.compile(r"[0-9]")


def _matched(token: str, window: Analysis) -> bool:
    if token in window.tokens:
        return True
    # Compound nouns split differently ("등록금" vs "등록 금"): fall back to the squashed text, but not
    # to the word inside its negative-prefixed form ("성년자" is not in "미성년자").
    if len(token) >= 2 and "가" <= token[0] <= "힣":
        stem = token[:-1] if token.endswith("다") and len(token) >= 3 else token
        text = window.squashed
        if len(stem) < 2 or stem not in text:
            return False  # (a prefixed form holds the stem too: nothing to strip, nothing found)
        for p in _NEG_PREFIX_CHARS:
            if p + token in window.tokens or p + stem in text:
                text = text.replace(p + stem, " ")
        return stem in text
    if token.isascii():
        letters = token.isalpha()  # (most words: no hyphen, no digit)
        # "back-cover" / "back cover", "V6" / "V 6": the same letters once spaces and hyphens are gone.
        if not letters and ("-" in token or _DIGIT.search(token)):  # (squash keeps digits: test before squashing)
            key = squash(token)
            if len(key) >= 2 and key in window.squashed:
                return True
        # "two shifts" in "two-shift operation", "read only" in "read-only": a part of a hyphenated word of the window.
        if token in _hyphen_parts(window.tokens):
            return True
        # Derivations the light stemmer leaves apart ("contaminat(ed)" / "contamination"): at least the
        # first five letters shared, so only the window's words that begin with the token's five are read.
        if len(token) >= 5 and letters:
            for other in _ascii_by_prefix(window.tokens).get(token[:5], ()):
                k = 0
                for x, y in zip(token, other):
                    if x != y:
                        break
                    k += 1
                if k >= 5 and k >= 0.8 * min(len(token), len(other)):
                    return True
    return False


@lru_cache(maxsize=4096)
def _hyphen_parts(tokens: frozenset[str]) -> frozenset[str]:
    """The parts of a window's hyphenated English words, as tokens ("two-shift" → "2", "shift"); cached per token set."""
    return frozenset(word_token(p) for t in tokens if "-" in t and t.isascii() for p in t.split("-") if len(p) >= 2)


@lru_cache(maxsize=4096)
def _ascii_by_prefix(tokens: frozenset[str]) -> Mapping[str, tuple[str, ...]]:
    """A window's ASCII words by their first five letters (cached per token set: a window's words are read
    against every token of every claim compared with it). Read-only: the mapping is shared."""
    out: dict[str, list[str]] = {}
    for t in tokens:
        if t.isascii() and len(t) >= 5:
            out.setdefault(t[:5], []).append(t)
    return MappingProxyType({k: tuple(v) for k, v in out.items()})


def _formally(token: str, window: Analysis) -> bool:
    """"개강" in "학기 개시일", "cost" in "fee": the window says the claim's everyday word the formal way
    (``everyday_words``) — unless it holds the word's antonym too ("not charged" / "fees are waived"), which
    the polarity reading must see as the claim's word against its opposite."""
    return said_formally(token, window.tokens, window.squashed) and not antonyms(token) & window.tokens


def _possible(token: str, claim: Analysis, window: Analysis) -> bool:
    """The claim's asserted "가능" ("possible") in a window that says "…할 수 있다" ("can") (see ``_POSSIBLE``)."""
    if token == _POSSIBLE:
        return window.permissive and token in claim.positive and token not in claim.negated
    return token == _EN_POSSIBLE and window.permissive and token not in claim.negated and not claim.negations


def _needed(token: str, claim: Analysis, window: Analysis) -> bool:
    """The claim's asserted "need"/"require"/"필요" in a window that obliges ("must be approved", "…하여야 한다"): a
    requirement said as an obligation. Not a negated need ("you do not need", an exemption), which denies it."""
    return token in _NEED and window.deontic and not window.exempted and token not in claim.negated \
        and not claim.exempted and not claim.negations


def _received(token: str, claim: Analysis, window: Analysis) -> bool:
    """The claim's "받다" (``lexicon``: 수령) in a window that gives the thing ("1박당 2만 원을 지급한다" / "1박에 2만 원을
    받습니다"): one transfer said from the receiver's side. Not when the claim's topic is the window's too ("회사는
    …를 받는다" / "회사는 …를 지급한다"): one party cannot be both."""
    return token == _RECEIVE and bool(_GIVE & window.tokens) and not (claim.topic and claim.topic == window.topic)


def _from_event(token: str, claim: Analysis, window: Analysis) -> bool:
    """The claim's "후" of "제적 후 5년" in a window that counts from the same event ("제적일부터 5년", "학기 개시일부터"
    for "개강 후"): after an event and from it are one starting point; the durations are the entity layer's."""
    if token != _AFTER:
        return False
    for event, rel in claim.timed:
        if rel != "after" or not "가" <= event[:1] <= "힣":
            continue
        for form in (event,) + formal_forms(event):
            if followed_by(window.squashed, squash(form), _THEN_FROM):
                return True
    return False


def _phrasal(claim: Analysis | None, window: Analysis) -> frozenset[str]:
    """The claim's phrasal-verb words ("comes back") the window says in one word ("returns"): ``phrasal``."""
    return phrasal_found(claim.text, window.text, window.tokens) if claim is not None and claim.text else frozenset()


# The only words ``_possible``, ``_received``, ``_from_event`` and ``_needed`` can find.
_SPECIAL = frozenset({_POSSIBLE, _EN_POSSIBLE, _RECEIVE, _AFTER}) | _NEED


def said_otherwise(tokens, window: Analysis, claim: Analysis | None = None) -> frozenset[str]:
    """The ``tokens`` (found by ``coverage``) that ``window`` holds only in their formal word, or as one sense of an
    everyday word of several ("내다" / "제출"): counted as the claim's words for the support, not as evidence that
    the source is about the same things (a claim none of whose own terms a source names is about something else,
    however its words are said formally)."""
    if not tokens:
        return frozenset()
    phrased = _phrasal(claim, window)  # (once, not once per token: the same claim and window for each)
    return frozenset(t for t in tokens if (_formally(t, window) or t in phrased or _sense_only(t, window))
                     and not (t in window.tokens or _as_written(t, window) or _matched(t, window)))


def _as_written(token: str, window: Analysis) -> bool:
    """The window has ``token``'s synonym group: a word of it, or a shared head — but not only a sense of an everyday
    word of several ("내다" in "제출": one of what the word may mean, ``lexicon.senses``)."""
    return bool((shared_heads(token) - frozenset(senses(token))) & window.tokens)


def _sense_only(token: str, window: Analysis) -> bool:
    """The window says one of the senses of the claim's everyday ``token`` ("내다": 납부 or 제출)."""
    return bool(frozenset(senses(token)) & window.tokens)


def coverage(claim: Analysis, window: Analysis, *, values: bool = False) -> tuple[float, tuple[str, ...]]:
    """Weighted share of the claim's tokens found in the window, and the tokens not found. ``values``: a token
    of a value the window states in another form ("14:00" / "오후 2시") is found there. Only whether a window
    supports a claim counts values so; how sure a contradiction is (the signals' thresholds) and whether a
    source value is about the claim (the entity layer) stay with the words as written."""
    total, words = claim.lookup
    if total <= 0:
        return 0.0, ()
    valued = dict(claim.valued) if values and claim.valued and window.values else None
    # A negated antonym says the same ("부과되지 않는다" / "면제한다", "not charged" / "waived"): a negated claim word
    # whose antonym the window states is found when the negation counts disagree (the signals then read no
    # negation). Only the negated word itself: in "not open in the morning" / "open in the evening" the
    # negation is not on "morning".
    flipped = claim.negations == 1 and window.negations == 0
    held, squashed = window.tokens, window.squashed
    formal = formal_words()
    phrased: frozenset[str] | None = None
    lost_words = []
    for t, heads, ko_stem in words:
        if t in held or not heads.isdisjoint(held):
            continue  # (the first test of ``_matched``, without the call: most words are found so)
        # (``_matched``'s test of a Korean word without the call: most are not found at all; ``_formally`` and the
        # readings of the few words of ``_SPECIAL`` only for the words they can find)
        found = (False if ko_stem and ko_stem not in squashed else _matched(t, window)) \
            or (t in formal and _formally(t, window)) \
            or (t in _SPECIAL and (_possible(t, claim, window) or _received(t, claim, window)
                                   or _from_event(t, claim, window) or _needed(t, claim, window)))
        if not found:
            if phrased is None:
                phrased = _phrasal(claim, window)  # (once per window, and only for a word nothing else found)
            found = t in phrased
        if not found and not (valued and found_as_value(t, valued, window.values)) \
                and not (flipped and t in claim.negated and (antonyms(t) & window.tokens) - claim.tokens):
            lost_words.append(t)
    if lost_words and claim.text and set(lost_words) <= light_verbs(claim.text, window.tokens):
        lost_words = []  # only a light verb missing, its object found ("gives a 5% discount" / "a 5% discount applies")
    if not lost_words:
        return 1.0, ()  # (every word found: ``got`` below would be ``total`` itself)
    missing = tuple(lost_words)
    lost = frozenset(missing)
    got = sum(w for t, w in claim.weights if t not in lost)
    return got / total, missing


def _claim(claim_text: str, settled: frozenset[str], claim: Analysis | None = None) -> Analysis:
    claim = claim or analyse(claim_text)
    if settled & claim.tokens:
        kept = tuple((t, w) for t, w in claim.weights if t not in settled)
        claim = replace(claim, weights=kept, tokens=frozenset(t for t, _ in kept))
    return claim
