"""Whether an English word is written in a passage in a form the answerability check (``addressing``) accepts
besides its variants and stem: a WordNet relative as a whole word or its plural (``word_stated``), a word the
question writes as one written as two (``written_apart``), and a noun made of a verb and its particle written as
the verb phrase (``phrasal_stated``). Pure functions of the passage's text.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .asked_english import _lemmas

__all__ = ["phrasal_stated", "word_stated", "written_apart"]


def word_stated(word: str, text: str) -> bool:
    """A WordNet relative as a whole word or phrase, or its plural: not by its stem, which joins other words
    ("sectional" / section, "billings" / bill)."""
    consonant_y = re.search(r"[^aeiou]y$", word)
    if _LETTERS.fullmatch(word):
        # One word: a run of letters of the text, looked up among them. A pattern per relative read the text
        # once each, and compiled hundreds of patterns per question.
        forms = (word, word[:-1] + "ies") if consonant_y else (word, word + "s", word + "es")
        return not _letter_runs(text).isdisjoint(forms)
    plural = re.escape(word[:-1]) + "ies" if consonant_y else re.escape(word) + "e?s"
    return bool(re.search(rf"(?<![a-z])(?:{re.escape(word)}|{plural})(?![a-z])", _lower(text)))


_LETTERS = re.compile(r"[a-z]+")


@lru_cache(maxsize=64)
def _letter_runs(text: str) -> frozenset[str]:
    """The runs of letters a-z of ``text`` lower-cased: a word there stands between two non-letters."""
    return frozenset(_LETTERS.findall(_lower(text)))


@lru_cache(maxsize=64)
def _lower(text: str) -> str:
    return text.lower()


def written_apart(low: str, text: str, squashed: str) -> bool:
    """Whether a word the question writes as one is written as two in the passage ("giftcard" / "gift card",
    "healthcare" / "health-care"): both parts of three letters or more, the second as a word's start."""
    bare = low[:-1] if low.endswith("s") and len(low) > 7 else low
    if len(bare) < 7 or not bare.isalpha() or bare not in squashed:
        return False
    return any(re.search(rf"\b{bare[:i]}[\s\-]+{bare[i:]}", text, re.I) for i in range(3, len(bare) - 2))


_PARTICLES = ("up", "out", "down", "off", "over", "in", "on", "away")


def phrasal_stated(low: str, text: str) -> bool:
    """Whether ``text`` states a noun made of a verb and its particle ("backup", "pickup", "checkout",
    "breakdown", "login") by the verb phrase it comes from ("water that *backs up*", "*checked out*", "the
    arm *breaks down*"): the verb, in any form, right before the particle."""
    pattern = _phrasal_pattern(low)
    return bool(pattern and pattern.search(_lower(text)))


@lru_cache(maxsize=1024)
def _phrasal_pattern(low: str) -> re.Pattern | None:
    particle = next((p for p in _PARTICLES if low.endswith(p)), "")
    verb = low[:-len(particle)] if particle else ""
    if len(verb) < 3 or not low.isalpha() or "VERB" not in _lemmas(verb):
        return None
    from lemminflect import getAllInflections

    forms = {verb} | {f for fs in getAllInflections(verb, upos="VERB").values() for f in fs}
    return re.compile(rf"(?<![a-z])(?:{'|'.join(sorted(map(re.escape, forms)))})\s+{particle}(?![a-z])")
