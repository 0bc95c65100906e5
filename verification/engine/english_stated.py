"""Whether an English word is written in a passage in a form the answerability check (``addressing``) accepts
besides its variants and stem: a WordNet relative as a whole word or its plural (``word_stated``), a word the
question writes as one written as two (``written_apart``), and a noun made of a verb and its particle written as
the verb phrase (``phrasal_stated``), an acronym chat writes in small letters (``acronym_as_typed``) and a hyphenated
word written run together (``unhyphenated``), and a Korean noun written as an English word of the passage by its
sound (``sounded_in``). Pure functions of the passage's text.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.loanwords import english_sound_forms, sounded_among
from textkit.stemming import english_stem
from textkit.stopwords import ENGLISH_PARTICLES, ENGLISH_STOPWORDS

from .asked_english import lemmas_by_pos

__all__ = ["acronym_as_typed", "phrasal_stated", "sounded_in", "unhyphenated", "word_stated", "written_apart"]


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




def phrasal_stated(low: str, text: str) -> bool:
    """Whether ``text`` states a noun made of a verb and its particle ("backup", "pickup", "checkout",
    "breakdown", "login") by the verb phrase it comes from ("water that *backs up*", "*checked out*", "the
    arm *breaks down*"): the verb, in any form, right before the particle."""
    pattern = _phrasal_pattern(low)
    return bool(pattern and pattern.search(_lower(text)))


@lru_cache(maxsize=1024)
def _phrasal_pattern(low: str) -> re.Pattern | None:
    # The longest particle the word ends with: "runabout" ends in "about", not "out".
    particle = max((p for p in ENGLISH_PARTICLES if low.endswith(p)), key=len, default="")
    verb = low[:-len(particle)] if particle else ""
    if len(verb) < 3 or not low.isalpha() or "VERB" not in lemmas_by_pos(verb):
        return None
    from lemminflect import getAllInflections

    forms = {verb} | {f for fs in getAllInflections(verb, upos="VERB").values() for f in fs}
    return re.compile(rf"(?<![a-z])(?:{'|'.join(sorted(map(re.escape, forms)))})\s+{particle}(?![a-z])")


def acronym_as_typed(word: str, text: str) -> bool:
    """Whether a word the question writes in small letters ("toeic", "jlpt") is an acronym ``text`` writes in
    capitals ("TOEIC"), as a whole word: chat leaves out the capitals, the document does not."""
    return len(word) >= 3 and word.isascii() and word.isalpha() and not word.isupper() and (
        word.upper() in _latin_runs(text))


def spelled_out(acronym: str, text: str) -> bool:
    """Whether ``text`` spells out an acronym of two to five capitals ("EV", "HR", "PM") by adjacent words that
    start with its letters, in order ("Electric vehicles", "Human Resources", "particulate matter"): a document
    written for readers in full does not write the letters. Function words never count ("to view" is no "TV")."""
    if not (2 <= len(acronym) <= 5 and acronym.isascii() and acronym.isalpha() and acronym.isupper()):
        return False
    pattern = r"\b" + r"[\w'-]*\s+".join(acronym.lower()) + r"[\w'-]*"
    for m in re.finditer(pattern, _lower(text)):
        words = m.group().split()
        if len(words) == len(acronym) and not any(w in ENGLISH_STOPWORDS for w in words):
            return True
    return False


@lru_cache(maxsize=64)
def _latin_runs(text: str) -> frozenset[str]:
    """The runs of letters A-Z and a-z of ``text`` as written: a word there stands between two non-letters. Read
    once per passage, not once per question word (``acronym_as_typed`` is asked per term and window)."""
    return frozenset(re.findall(r"[A-Za-z]+", text))


def unhyphenated(low: str, text: str) -> bool:
    """Whether ``low`` is a hyphenated word of ``text`` written run together ("ebike" / "E-bikes", "email" /
    "e-mail"), singular or plural: the same word, spelt two ways."""
    return len(low) >= 4 and low.isalpha() and english_stem(low) in _hyphenated_words(text)


@lru_cache(maxsize=64)
def _hyphenated_words(text: str) -> frozenset[str]:
    """The stems of the hyphenated words of ``text`` with their hyphens taken out ("e-bikes" → stem of "ebikes")."""
    return frozenset(english_stem(m.replace("-", "")) for m in re.findall(r"[a-z]+(?:-[a-z]+)+", text.lower()))


def sounded_in(noun: str, text: str) -> bool:
    """Whether a Korean noun is an English word of ``text`` written by its sound (``textkit.loanwords``: "필터" /
    "filter", "노스윈드" / "Northwind"), or two words of it side by side ("얼리버드" / "early bird"); a capitalised
    word no dictionary holds ("Tallyo") is a name."""
    forms, names = _sound_forms(text, pairs=len(noun) >= 4)
    return sounded_among(noun, forms, names)


@lru_cache(maxsize=128)
def _sound_forms(text: str, pairs: bool) -> tuple[frozenset[str], frozenset[str]]:
    """The sound skeletons of ``text``'s English words (and, with ``pairs``, of two side by side), and those of its
    names (capitalised, no dictionary's word): read once per passage, not once per Korean noun asked of it."""
    every: set[str] = set()
    names: set[str] = set()
    for w in _latin_words(text) | (_latin_pairs(text) if pairs else frozenset()):
        forms = english_sound_forms(w)
        every |= forms
        if forms and w[:1].isupper() and not lemmas_by_pos(w.lower()):
            names |= forms
    return frozenset(every), frozenset(names)


@lru_cache(maxsize=64)
def _latin_words(text: str) -> frozenset[str]:
    """The English words of ``text``, a hyphenated one also run together ("cut-off" → "cutoff": 컷오프)."""
    return frozenset(re.findall(r"[A-Za-z]{3,}", text)) | frozenset(
        m.replace("-", "") for m in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)+", text))


@lru_cache(maxsize=64)
def _latin_pairs(text: str) -> frozenset[str]:
    """Two English words of ``text`` side by side, run together ("early bird" → "earlybird"): Korean writes a
    two-word term as one loanword (얼리버드). Only for Korean nouns of four syllables or more (``sounded_in``):
    pairs are many, and a short skeleton meets one of them by chance."""
    words = re.findall(r"[A-Za-z]+|[^A-Za-z\s]", text)
    return frozenset(a + b for a, b in zip(words, words[1:]) if a.isalpha() and b.isalpha() and len(a) >= 2 <= len(b))
