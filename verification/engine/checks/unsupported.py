"""What a claim states that its source does not mention at all.

A paraphrase changes words; it rarely replaces every noun of a statement. So a claim (or one clause of it:
"…하며, 재입학한 학생은 이전에 취득한 학점을 모두 인정받습니다") whose key terms — nouns, names, English
content words — are all nowhere in the cited source, in any spelling of their synonym group, states
something that source does not say: the citation does not hold, whatever the rest of the claim shares
with it. Values are the entity layer's; here only words count. Used by the lexical layer only when it
would otherwise stay undecided.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit.normalize import squash
from textkit.variants import english_phrases, variants_of

from ..analysis import EN_WORD, Analysis, stem
from ..bounds import LIMIT_WORDS
from ..clauses import clauses
from ..lexicon import canonical, spellings
from ..models import LEXICAL, Verdict

KEY_WEIGHT = 1.0  # nouns, names, roots, foreign words (verbs weigh 0.8)
# A claim of many key terms ("what it is about": nouns, names) of which the source mentions at most a quarter,
# with no window covering even 30% of it, is not stated there: a rewording keeps more of six nouns than that.
MANY_KEY_TERMS = 6
FEW_KEY_TERMS_SHARE = 0.25
FEW_KEY_TERMS_COVERAGE = 0.3
# "Values unstated": the source states none of the claim's values and no window of it holds even this much of
# the claim's words: whatever it shares with the claim, it does not state what the claim states about them.
# A faithful rewording keeps the values it cites (they are normalized: 7일 = 일주일, 14:00 = 오후 2시) and
# most of its words near them, so it is not caught here.
VALUES_UNSTATED_COVERAGE = 0.5
# A clause this short ("…, 가능합니다") says too little for its absence to mean anything.
MIN_KEY_TERMS = 2
# A clause also states something of its own when most of the terms only it uses — not those it shares with the
# claim's other clauses, which the source may well mention ("footwear must not …, and returned footwear is
# resold") — are nowhere in the source: at least this many, and this share of them. A rewording replaces a
# word or two of a clause with synonyms the lexicon may not know, seldom three and most of them.
MIN_OWN_ABSENT = 3
OWN_ABSENT_SHARE = 2 / 3


# One or two of something ("1년", "두 개", "two groups") is often said without a numeral ("올해", "both", a
# list of two), so its absence alone does not show that the source states something else.
_NUMERALS = re.compile(r"\d+")


def specific_value(value: str) -> bool:
    """A value a source states in figures when it states it: not a count of one or two, not a number word."""
    numbers = _NUMERALS.findall(value.replace(",", ""))
    return bool(numbers) and any(int(n) > 2 for n in numbers)


# The rule applied to the asker's case: "… aged 18 to 25, so at 24 you qualify", "만 18세부터 25세까지이므로, 따라서
# 24세면 해당됩니다". A conclusion whose every figure lies in a range the claim states says what the range says.
_CONCLUSION = re.compile(r"^\s*(?:and\s+)?(?:so|therefore|thus|hence|which\s+means|that\s+means|따라서|그러므로|그래서|그러니)\b",
                         re.IGNORECASE)
_RANGE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:to|[-–~～]|and|부터|에서)\s*(\d+(?:\.\d+)?)")


def _applies_a_range(clause: str, ranges: list[tuple[float, float]]) -> bool:
    figures = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", clause)]
    return bool(_CONCLUSION.search(clause) and figures and ranges) and all(
        any(lo <= f <= hi for lo, hi in ranges) for f in figures)


@dataclass(frozen=True)
class Part:
    text: str
    terms: tuple[str, ...]  # key terms of the clause
    absent: tuple[str, ...]  # those the source does not mention


@lru_cache(maxsize=2048)
def _source_words(text: str) -> tuple[str, frozenset[str]]:
    """The source squashed, and its English words as stems in their synonym group."""
    return squash(text), frozenset(canonical(stem(w.lower())) for w in EN_WORD.findall(text))


def prepare_unsupported(source: str) -> None:
    """Read ``source``'s words ahead of verification (see ``prepare_sources``)."""
    _source_words(source)


# Adjectives of ability ("reservations are not possible", "you are able to pay"): what "can" and "cannot" say
# ("cannot be reserved"), a word of grammar rather than of what the clause is about.
_ABILITY = frozenset({"possibl", "impossibl", "abl", "unabl"})
# An English noun made of a verb ("reservation", "cancellation", "payment") is mentioned where its verb is ("cannot be
# reserved"): the stem without the suffix, when enough of a word is left.
_NOMINAL = re.compile(r"(?:ation|ment)$")
_ROOT_MIN = 4


def is_figure(token: str) -> bool:
    """Whether a content token is a figure ("30", "1200.50", "150,000"): the entity layer reads it, not the words."""
    return token.replace(".", "").replace(",", "").isdigit()


def key_terms(part: Analysis) -> tuple[str, ...]:
    return tuple(t for t, w in part.weights if w >= KEY_WEIGHT and len(t) >= 2 and t not in LIMIT_WORDS
                 and t not in _ABILITY
                 and t not in part.negative_words and not is_figure(t))


def said_as_phrase(text: str, source_text: str) -> frozenset[str]:
    """The stems of the words of ``text`` that make up an everyday phrase ("and you get all your money back") whose
    document form the source states ("a full refund", or the phrase itself; ``variants_of``): one thing said otherwise,
    its words not absent one by one."""
    squashed, english = _source_words(source_text)
    found: set[str] = set()
    for start, end, form in english_phrases(text):
        if any(canonical(stem(f)) in english if " " not in f else squash(f) in squashed
               for f in variants_of(form)):
            found.update(stem(w.lower()) for w in EN_WORD.findall(text[start:end]))
    return frozenset(found)


def mentioned(term: str, source_text: str) -> bool:
    """Whether the source has ``term`` in any spelling of its synonym group (an English noun of a verb where it has
    the verb)."""
    squashed, english = _source_words(source_text)
    for word in spellings(term):
        if word.isascii():
            if canonical(word) in english or word in english or (len(word) >= 3 and squash(word) in squashed):
                return True
            root = _NOMINAL.sub("", word)
            if root != word and len(root) >= _ROOT_MIN and (root in english or canonical(root) in english):
                return True
            continue
        stem_ko = word[:-1] if word.endswith("다") and len(word) >= 3 else word
        if len(stem_ko) >= 2 and stem_ko in squashed:
            return True
    return False


def parts_of(claim_text: str, source_text: str) -> tuple[Part, ...]:
    """Each clause of the claim with its key terms and the ones the source never mentions."""
    out = []
    for text, a in clauses(claim_text):
        terms = key_terms(a)
        phrased = said_as_phrase(text, source_text)
        out.append(Part(text, terms, tuple(t for t in terms if t not in phrased and not mentioned(t, source_text))))
    return tuple(out)


@lru_cache(maxsize=2048)
def unsaid_part(claim_text: str, source_text: str, matched_values: tuple[str, ...] = (),
                absent_values: tuple[str, ...] = ()) -> Part | None:
    """The first clause of a claim of several clauses that states something the source never mentions: at
    least MIN_KEY_TERMS key terms and none of them in the source, in any spelling of their synonym group, or
    most of the terms only that clause uses (see MIN_OWN_ABSENT), or a value the source never states
    (``absent_values``) with a term of its own the source never mentions ("…, and the tank holds up to 12 L").
    A clause that carries a value the source states (``matched_values``: "an extra $75" where the source
    has "$75") is about something the source says, worded otherwise, and does not count."""
    parts = parts_of(claim_text, source_text)
    if len(parts) < 2:
        return None
    ranges = [(float(a), float(b)) for a, b in _RANGE.findall(claim_text)]
    for k, part in enumerate(parts):
        if any(v and v in part.text for v in matched_values):
            continue
        if _applies_a_range(part.text, ranges):
            continue
        if len(part.terms) >= MIN_KEY_TERMS and len(part.absent) == len(part.terms):
            return part
        shared = {t for j, other in enumerate(parts) if j != k for t in other.terms}
        own = [t for t in part.terms if t not in shared]
        own_absent = [t for t in own if t in part.absent]
        if len(own_absent) >= MIN_OWN_ABSENT and len(own_absent) >= OWN_ABSENT_SHARE * len(own):
            return Part(part.text, part.terms, tuple(own_absent))
        unstated = [v for v in absent_values if v in part.text and specific_value(v)]
        if unstated and own_absent:
            return Part(part.text, part.terms, tuple(unstated) + tuple(own_absent))
    return None


def unstated_verdict(coverage: float, key_terms: tuple[str, ...], key_terms_in_source: int,
                     absent_values: tuple[str, ...], matched_values: tuple[str, ...], evidence: str) -> Verdict | None:
    """Inaccurate when the source does not state what the whole claim is about: most of many key terms
    missing (MANY_KEY_TERMS), or none of its values stated (VALUES_UNSTATED_COVERAGE); None otherwise.
    ``coverage``/``evidence``: of the source's best window; ``key_terms_in_source``: how many occur anywhere."""
    if matched_values:
        return None
    if (len(key_terms) >= MANY_KEY_TERMS and key_terms_in_source <= FEW_KEY_TERMS_SHARE * len(key_terms)
            and coverage < FEW_KEY_TERMS_COVERAGE):
        return Verdict(False, 0.78, LEXICAL, f"The source mentions {key_terms_in_source} of the claim's "
                       f"{len(key_terms)} key terms (coverage {coverage:.0%}).", evidence, coverage)
    if absent_values and coverage < VALUES_UNSTATED_COVERAGE and any(specific_value(v) for v in absent_values):
        return Verdict(False, 0.75, LEXICAL, f"The source states none of the claim's values "
                       f"({', '.join(absent_values[:3])}) and covers {coverage:.0%} of its words.", evidence, coverage)
    return None
