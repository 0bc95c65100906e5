"""Opposites that word coverage cannot see: the claim and its evidence share every word and say the opposite.

- a phrasal particle: "switched on" where the evidence says "switched off";
- a modal flipped on the same words: "허가 없이 할 수 있다" against "허가 없이 할 수 없다", "can" against "cannot";
- a participle denied: "premiums already paid are refunded" against "… paid are not refunded";
- a legend crossed: "B by the Teach Pendant, P by the Control Box" against "(B = Control Box, P = Teach Pendant)"
  (read where every list of codes is read, ``code_labels``);
- two figures exchanged: each written among the words the evidence writes around the other ("A는 60일, B는 30일"
  against "A는 30일, B는 60일").

Each compares the same words in the same place (the word before a modal or participle, the key of a legend),
so a negation elsewhere in the evidence says nothing here. Read only when coverage already finds every word.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from textkit import particles
from textkit.morphology import analyze

from .code_labels import legend_crossed, legend_pairs

# "switched on" / "turned off": the particle is the whole meaning of the phrase.
_STATE = re.compile(r"\b(switch|turn|power)(?:ed|es|s|ing)?\s+(on|off)\b|\b(switch|turn|power)(?:ed|es|s|ing)?\s+"
                    r"(?:(?:the|it|them|[a-z]+)\s+){1,3}?(on|off)\b", re.IGNORECASE)


@lru_cache(maxsize=8192)  # read-only: shared by every claim compared with the text (see ``prepare_evidence``)
def _particles(text: str) -> Mapping[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for m in _STATE.finditer(text):
        verb = (m.group(1) or m.group(3)).lower()
        found.setdefault(verb, set()).add((m.group(2) or m.group(4)).lower())
    return MappingProxyType({verb: frozenset(parts) for verb, parts in found.items()})


def flipped_particle(claim: str, evidence: str) -> str:
    """"switched on" in the claim where the evidence, with the same verb, says only "switched off" (or the
    reverse): the opposite state."""
    mine, theirs = _particles(claim), _particles(evidence)
    for verb, parts in mine.items():
        other = theirs.get(verb, frozenset())
        if len(parts) == 1 and other and not (parts & other):
            return f"the claim says “{verb} {next(iter(parts))}” where the source says “{verb} {next(iter(other))}”"
    return ""


# "할 수 있다" / "할 수 없다" and "can" / "cannot" with the two words before them: the same act, allowed or not.
_KO_MODAL = re.compile(r"((?:\S+\s+){1,2})수\s?(있|없)")
_EN_MODAL = re.compile(r"\b((?:\w+\s+){1,2})(can(?:not|'t)?|can\s+not)\s+(\w+)", re.IGNORECASE)
# Other negators of a sentence: a modal flip counts only when the two sides have the same number of them.
# ("아닌", "아님": the adnominal and nominal forms of 아니다, "회원이 아닌 사람은 … 수 없다" = "회원만 … 수 있다".)
_KO_NEG = re.compile(r"않|못|아니|아닌|아님|없이|안\s")
_EN_NEG = re.compile(r"\b(?:not|no|never|without|n't)\b|n't\b", re.IGNORECASE)


# A topic or additive particle on a word before the modal ("허가 없이는 할 수 있다", "주말에도 할 수 있다"): it stresses
# the word, not the act, so "없이는 할 수" and "없이 할 수" are the same act. Only a particle Kiwi reads as one (JX) at
# a word's end: the last syllable of a noun ("사용한도", "속도", "온도") is no particle.
# (Not 만 of ``particles.DELIMITERS``: "only" restricts who may act, it does not stress.)
_KO_STRESS = frozenset((*particles.TWO_FORMS[0], "도"))


def _ko_key(words: str) -> str:
    kept = words
    for _lemma, tag, start, end in reversed(analyze(words)):
        at_word_end = end == len(words) or words[end].isspace()
        if tag == "JX" and at_word_end and words[start:end] in _KO_STRESS:
            kept = kept[:start] + kept[end:]
    return re.sub(r"\s+", "", kept)


@lru_cache(maxsize=8192)  # immutable: shared by every claim compared with the text (see ``prepare_evidence``)
def _modals(text: str) -> tuple[frozenset[tuple[str, str]], int, frozenset[tuple[str, str, bool]], int]:
    """The modals of ``text`` ("할 수 있/없", "can/cannot"), each with the words before it, and how many other
    negators it has — Korean, then English."""
    ko = frozenset((_ko_key(m.group(1)), m.group(2)) for m in _KO_MODAL.finditer(text))
    en = frozenset((m.group(1).lower().strip(), m.group(3).lower(), m.group(2).lower() == "can")
                   for m in _EN_MODAL.finditer(text))
    return (ko, len(_KO_NEG.findall(_KO_MODAL.sub(" ", text))), en,
            len(_EN_NEG.findall(_EN_MODAL.sub(" ", text))))


def _modal_flip(claim: str, evidence: str) -> str:
    mine, negators_c, en_c, en_negators_c = _modals(claim)
    theirs, negators_e, en_e, en_negators_e = _modals(evidence)
    if len(mine) == 1 and negators_c == negators_e:
        (key, mode), = mine
        if (key, "없" if mode == "있" else "있") in theirs and (key, mode) not in theirs:
            return f"the claim says “{key} 수 {mode}다” where the source says the opposite"
    if len(en_c) == 1:
        (before, verb, can), = en_c
        if (before, verb, not can) in en_e and (before, verb, can) not in en_e and en_negators_c == en_negators_e:
            return f"the claim says “{'can' if can else 'cannot'} {verb}” where the source says the opposite"
    return ""


# "are refunded" / "are not refunded", with the word before: the same thing done or not.
_PARTICIPLE = re.compile(r"\b(\w+)\s+(?:is|are|was|were|be|been|will\s+be)\s+(not\s+)?(\w+(?:ed|en))\b", re.IGNORECASE)


@lru_cache(maxsize=8192)  # immutable: shared by every claim compared with the evidence (see ``prepare_evidence``)
def _participles(evidence: str) -> frozenset[tuple[str, str, bool]]:
    return frozenset((m.group(1).lower(), m.group(3).lower(), not m.group(2)) for m in _PARTICIPLE.finditer(evidence))


def _participle_flip(claim: str, evidence: str) -> str:
    mine = {(m.group(1).lower(), m.group(3).lower(), not m.group(2)) for m in _PARTICIPLE.finditer(claim)}
    theirs = _participles(evidence)
    for subject, verb, positive in mine:
        if (subject, verb, not positive) in theirs and (subject, verb, positive) not in theirs:
            return f"the claim says “{subject} … {'' if positive else 'not '}{verb}” where the source says the opposite"
    return ""


_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[가-힣]+|[A-Za-z]+")
_NEAR = 3  # words on each side of a figure that say what it is of
CROSSED_WORDS = 3  # words of the other thing two exchanged things take, together


def prepare_evidence(text: str) -> None:
    """Read an evidence window's words, and the words around each, ahead of verification (see ``prepare_sources``);
    and its phrasal particles, modals, participles and legend, which the claim's are compared with."""
    _words(text)
    _neighbours(text)
    _particles(text)
    _modals(text)
    _participles(text)
    legend_pairs(text)


@lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    # Cached (and immutable): a sentence's words are read again for every claim compared with it.
    out = []
    for t in _TOKEN.findall(text):
        if t[0].isdigit():
            out.append("#" + t.replace(",", ""))
        elif "가" <= t[0] <= "힣":
            out.append(particles.bare(t))
        else:
            out.append(t.lower())
    return tuple(out)


# A figure's words are read within its piece of the sentence: "A는 40일, B는 25일" gives B to 25 only.
_PIECE = re.compile(r"(?<!\d),|,(?!\d)|[;，()]|\s(?:and|or|but|while)\s|(?<=[가-힣][고며])\s")


@lru_cache(maxsize=4096)
def _neighbours(text: str) -> Mapping[str, frozenset[str]]:
    """For every word of ``text``, the words within ``_NEAR`` of it in its piece of the sentence (read once per
    text: a claim is compared with several windows, a window with several claims)."""
    near: dict[str, set[str]] = {}
    for piece in _PIECE.split(text):
        words = _words(piece)
        for i, w in enumerate(words):
            near.setdefault(w, set()).update(x for x in words[max(0, i - _NEAR):i] + words[i + 1:i + 1 + _NEAR]
                                             if not x.startswith("#") and len(x) >= 2)
    return MappingProxyType({w: frozenset(v) for w, v in near.items()})


def _around(text: str, word: str) -> set[str]:
    return set(_neighbours(text).get(word, ()))


def _figures_exchanged(claim: str, evidence: str) -> str:
    mine, theirs = _words(claim), _words(evidence)
    figs = [w for w in dict.fromkeys(mine) if w.startswith("#") and mine.count(w) == 1 and theirs.count(w) == 1]
    for i, a in enumerate(figs):
        for b in figs[i + 1:]:
            ca, cb, ea, eb = _around(claim, a), _around(claim, b), _around(evidence, a), _around(evidence, b)
            # Words the two figures share on both sides (a unit, "이내") say nothing of which is which.
            ca, cb, ea, eb = ca - cb, cb - ca, ea - eb, eb - ea
            if len(ca & eb) > len(ca & ea) and len(cb & ea) > len(cb & eb):
                return f"figures exchanged: the claim gives {a[1:]} and {b[1:]} each where the source gives the other"
    return ""


def _names_exchanged(claim: str, evidence: str) -> str:
    """Two things (nouns written once on each side, not next to each other) each written among the words the
    evidence writes around the other: "B by the Teach Pendant and P by the Control Box" against the reverse."""
    if "|" in evidence:
        return ""  # a table's rows and columns are compared cell by cell (``columns``), not by neighbours
    mine, theirs = _words(claim), _words(evidence)
    # A personal pronoun ("you", "they") names no thing: "you get back … travel costs" / "travel costs are refunded
    # … when you show receipts" places the reader differently, and exchanges nothing.
    # A word right after a figure ("420 litres", "30 days") is the figure's unit, which goes wherever the figure goes:
    # "fill the gearbox with 420 litres" against "Gearbox: …, fill volume 420 litres" moves the figure, not a thing.
    units = {w for words in (mine, theirs) for prev, w in zip(words, words[1:]) if prev.startswith("#")}
    things = [w for w in dict.fromkeys(mine) if len(w) >= 3 and not w.startswith("#") and w not in _COMMON
              and w not in _PRONOUNS and w not in units
              and mine.count(w) == 1 and theirs.count(w) == 1]
    near_c, near_e = _neighbours(claim), _neighbours(evidence)
    ctx_c = {t: _stems(set(near_c.get(t, ()))) for t in things}
    ctx_e = {t: _stems(set(near_e.get(t, ()))) for t in things}
    at_c, at_e = {t: mine.index(t) for t in things}, {t: theirs.index(t) for t in things}
    # A word the evidence writes more than once ("use" of "household use" and "commercial use") stands by both things:
    # it cannot tell which is which.
    repeated = {w for w, n in Counter(_stem(x) for x in theirs).items() if n > 1}
    for i, a in enumerate(things):
        for b in things[i + 1:]:
            if abs(at_c[a] - at_c[b]) <= 2 or abs(at_e[a] - at_e[b]) <= 2:
                continue  # a list ("A와 B", "A and B") read in another order is the same list
            # Words standing between the two things, written in the same order on both sides, link them ("use …
            # still bottled water instead" against "use bottled still water … instead of"): reordered within, they
            # have changed sides of nothing. (With the order of the two reversed, "A는 X, B는 Y" against "B는 X, A는
            # Y", the words between have.)
            shared = repeated
            if (at_c[a] < at_c[b]) == (at_e[a] < at_e[b]):
                shared = shared | (_between(mine, at_c[a], at_c[b]) & _between(theirs, at_e[a], at_e[b]))
            ca, cb, ea, eb = ((ctx_c[a] - ctx_c[b]) - shared, (ctx_c[b] - ctx_c[a]) - shared,
                              (ctx_e[a] - ctx_e[b]) - shared, (ctx_e[b] - ctx_e[a]) - shared)
            crossed_a, crossed_b = (ca - ea) & eb, (cb - eb) & ea
            # Each keeps at most one of its own words (the rest of its name: "Teach" → "Pendant") and takes the
            # other's: what the source says of one, the claim says of the other.
            if (crossed_a and crossed_b and len(crossed_a) + len(crossed_b) >= CROSSED_WORDS
                    and len(ca & ea) <= 1 and len(cb & eb) <= 1):
                return f"“{a}” and “{b}” exchanged: each stands where the source has the other"
    return ""


def _stem(word: str) -> str:
    # Endings differ between a claim and its source ("부과하고" / "부과하며"): Korean words compared by their first
    # two syllables.
    return word[:2] if "가" <= word[0] <= "힣" else word


def _stems(words: set[str]) -> set[str]:
    return {_stem(w) for w in words if w not in _COMMON}  # English function words left out


def _between(words: tuple[str, ...], i: int, j: int) -> set[str]:
    """The stems of the words between positions ``i`` and ``j``."""
    return _stems(set(words[min(i, j) + 1:max(i, j)]))


_PRONOUNS = frozenset({"you", "your", "yours", "our", "ours", "they", "them", "their", "his", "her", "she", "him"})
_COMMON = frozenset({"the", "and", "for", "with", "from", "that", "this", "are", "was", "were", "has", "have", "not",
                     "can", "may", "must", "will", "its", "their", "within", "after", "before"})


def flipped(claim: str, evidence: str) -> str:
    """Why the claim says the opposite of the evidence on the same words ("" when it does not)."""
    return (flipped_particle(claim, evidence) or _modal_flip(claim, evidence) or _participle_flip(claim, evidence)
            or legend_crossed(claim, evidence) or _figures_exchanged(claim, evidence)
            or _names_exchanged(claim, evidence))
