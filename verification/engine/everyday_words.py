"""A claim's everyday word found where its evidence says it formally: "개강" in "학기 개시일", "돌려받다" in
"반환", "cost" in "fee", "bike" in "bicycle".

Answers are written in everyday words; regulations, terms and manuals state the same thing formally. The
general table of such pairs (``textkit.variants``, ``textkit.everyday``: asked forms → document forms, kept for
the whole domain, never for one document) already widens retrieval and the answerability check; here the word
coverage reads it too, in the same direction: a claim word that is an asked form is found in a window that holds
one of its document forms. Only a word as such — values, bounds and polarity are compared by the other layers
as before — and never a document form that is a word of grammar or of a bound ("이상", "까지", "안"), which
holds in any passage, nor an asked phrase ("money back"), whose words one by one ("back") mean more.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from textkit.morphology import morphemes
from textkit.normalize import squash
from textkit.stopwords import KOREAN_FUNCTION_WORDS
from textkit.variants import everyday_entries

from .bounds import LIMIT_WORDS
from .english_reading import stem
from .lexicon import canonical, grouped, sense_head

_CONTENT_TAGS = ("NNG", "NNP", "VV", "VA", "XR")


def _plain(form: str) -> bool:
    """A document form that names a thing or an act: not a word of grammar ("까지"), of a bound ("이상") or a
    figure ("7일", which is the values' to compare and, as a string, is in "17일" too)."""
    if len(squash(form)) < 2 or form in KOREAN_FUNCTION_WORDS or form in LIMIT_WORDS or any(c.isdigit() for c in form):
        return False
    return any(tag.startswith(_CONTENT_TAGS) for _lemma, tag in morphemes(form))


def _kept_apart(key: str, form: str) -> bool:
    """Two words the engine's own synonym groups (``lexicon``) both know and keep apart: "내다" pays (납부) and
    submits (제출) (``lexicon._KO_SENSES``), and a claim's "납부" is not found in a passage's "제출"."""
    known = (grouped(form) or sense_head(form)) and (grouped(key) or sense_head(key))
    return known and canonical(form) != canonical(key)


@lru_cache(maxsize=1)
def _table() -> Mapping[str, tuple[tuple[str, ...], frozenset[str], tuple[str, ...]]]:
    """claim token → (Korean document forms as written, the tokens any of them is, the squashed texts any of them
    is): what ``said_formally`` looks up, read once. Keys are folded as the analysis folds a claim's words: Korean
    lemmas through ``canonical``, English words through ``stem``."""
    ko: dict[str, list[str]] = {}
    en: dict[str, list[str]] = {}
    for asked, forms in everyday_entries("ko"):
        for a in asked:
            if " " in a:
                continue  # a phrase is no one token of a claim
            for key in {a, canonical(a)}:
                ko.setdefault(key, []).extend(f for f in forms if _plain(f) and squash(f) != squash(a)
                                              and not _kept_apart(key, f))
    for asked, forms in everyday_entries("en"):
        for a in asked:
            words = a.lower().split()
            if len(words) != 1:
                continue  # a phrase ("money back") is no one token of a claim, and its last word ("back") means more
            key = canonical(stem(words[0]))
            en.setdefault(key, []).extend(f.lower() for f in forms if f.lower() != a)
    out: dict[str, tuple[tuple[str, ...], frozenset[str], tuple[str, ...]]] = {}
    for key in set(ko) | set(en):
        kos = tuple(dict.fromkeys(ko.get(key, ())))
        tokens = {canonical(f) for f in kos if f.endswith("다") and " " not in f}
        texts = [squash(f) for f in kos if not (f.endswith("다") and " " not in f)]
        for f in dict.fromkeys(en.get(key, ())):
            words = f.split()
            if len(words) == 1:
                tokens.add(canonical(stem(words[0])))
            else:
                texts.append(squash(f))
        out[key] = (kos, frozenset(tokens), tuple(dict.fromkeys(texts)))
    return MappingProxyType(out)


def warm_up() -> None:
    """Build the table now (about 0.08 s: each form is read by Kiwi), when a process that answers starts
    (``answering.warmup``), not inside its first verification."""
    _table()


def formal_words() -> Mapping[str, tuple[tuple[str, ...], frozenset[str], tuple[str, ...]]]:
    """The claim tokens that have a document form (what ``said_formally`` can find; read-only, shared)."""
    return _table()


def formal_forms(token: str) -> tuple[str, ...]:
    """The Korean document forms of a claim's everyday ``token`` ("개강" → "학기 개시", "개시일", …)."""
    entry = _table().get(token)
    return entry[0] if entry else ()


def said_formally(token: str, tokens: frozenset[str], squashed: str) -> bool:
    """Whether a window (its ``tokens`` and ``squashed`` text) holds a document form of the claim's ``token``."""
    entry = _table().get(token)
    if entry is None:
        return False
    _forms, words, texts = entry
    return bool(words & tokens) or any(t in squashed for t in texts)
