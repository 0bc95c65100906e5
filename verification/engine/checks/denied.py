"""A claim that permits, in a verb of its own, what its evidence says may not be done with the same things.

"서류는 우편으로 낼 수 있다" against "서류는 우편으로 제출할 수 없다", "Rental bikes can be taken onto the ferry"
against "Rental bikes cannot be brought onto the ferry": every noun of the claim's clause is, as a whole word, in one
statement of the evidence, that statement denies that its action may be done (할 수 없다, 불가, 금지, cannot, may not,
not allowed), and the claim permits it with another word for that verb (내다 for 제출, take for bring). The polarity
signals (``signals``) need the same predicate on both sides; here the claim's only words the statement lacks are its
predicate (and light adverbs: "also", "as well"), and that predicate is the denied verb in other words: the same
lemma, WordNet verb synonyms (either way), a phrasal's one-word synonym, or the lexicon's canonical forms, shared
groups and senses (``lexicon.shared_heads``). Another verb altogether ("use" for "charge", "park" for "lock", 참여 for
되다) is something the denial does not speak of: no verdict here.

Not read so: a plain denial ("monthly premiums are not refunded"), which another verb may restate as its antonym
("are kept"); a negated claim; a denial of a thing rather than of an action ("수수료가 없다"); an antonym or a
negative-meaning word on either side; a hedge.

Also here (``conceded_case``): a claim that concedes a case ("보험금을 청구했더라도 환불된다", "even if …") where a
statement of the evidence says the opposite in that very case ("다만, 보험금을 청구한 경우에는 환불하지 아니한다"),
whose words the window of the rule and its proviso together cover too thinly for the polarity signals. A concession
is a verb's concessive ending read by the morphological analyser (not a particle 도 on a noun); a claim that restates
the case a proviso or an exception makes, with its polarity, agrees with the source.
``said_in_other_words`` is what the lexical layer asks, with the "without exception" check of ``restrictions``.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.language import has_hangul
from textkit.morphology import analyze
from textkit.stopwords import ENGLISH_PARTICLES
from textkit.wordnet import WordNetMissing, verb_synonyms

from ..analysis import Analysis, analyse
from ..clauses import clauses
from ..english_reading import stem
from ..lexicon import canonical, opposed, shared_heads
from ..phrasal import synonyms as phrasal_synonyms
from ..phrasal import verb_lemmas
from .assertion import statement_pieces
from .clause_polarity import CLAUSE_ALIGNED, CLAUSE_NEAR, agreement
from .overlap import coverage
from .restrictions import denied_exception, exception_said, proviso_after, states_the_exception
from .signals import polarity, zero_as_negation

DENIED_MIN_COVERAGE = 0.6  # the claim and its evidence window are about the same things
# A clause whose only missing words are its verb (and the verb's particle, an adverb) is found this well at least:
# "Store purchases can be sent back by post" has its three things in "Store purchases cannot be returned by post".
CLAUSE_MIN_COVERAGE = 0.5
MIN_FOUND = 2  # words of the clause the statement holds: what both are about
# English adverbs that add nothing a source must state ("can also pay", "as well").
_LIGHT_ADVERBS = frozenset({"also", "too", "well", "even"})
# An English word in a verb's place: right after an auxiliary or a modal, or "to" (an adverb may stand between).
_AUXILIARY = (r"(?:be|is|are|was|were|been|being|can|could|may|might|will|would|shall|should|must|do|does|did|"
              r"to|get|gets|got)")
# The evidence denies that an action may or can be done: "할 수 없다", "불가", "금지", "…해서는 안 된다", "cannot",
# "may not", "must not", "not allowed". Another verb for a plain denial may be its antonym ("premiums are kept" for
# "are not refunded"): only a permission denied is read against a permission the claim asserts.
_PERMISSION_DENIED = re.compile(r"수\s?(?:없|가\s?없)|불가|금지|안\s?(?:된|되|돼|됩)|"
                                r"\b(?:cannot|can't|may\s+not|must\s+not|mustn't|not\s+(?:be\s+)?(?:allowed|permitted|able))\b",
                                re.IGNORECASE)
_ENGLISH_WORD = re.compile(r"[A-Za-z]")


@lru_cache(maxsize=4096)
def _statements(evidence: str) -> tuple[tuple[str, Analysis], ...]:
    """The clauses of the statements of ``evidence`` (no question, heading or caption), each with its analysis."""
    return tuple(c for piece in statement_pieces(evidence) for c in clauses(piece))


def prepare_evidence(text: str) -> None:
    """Read an evidence window's statements ahead of verification (see ``prepare_sources``)."""
    _statements(text)


_AFTER_AUXILIARY = re.compile(rf"\b(?:{_AUXILIARY}\s+(?:\w+ly\s+|also\s+|not\s+)?)+([A-Za-z]+)", re.IGNORECASE)


def _in_verb_place(word: str, text: str) -> bool:
    """Whether the English stem ``word`` is written in ``text`` right after an auxiliary ("can be sent", "are covered")."""
    return any(stem(m.group(1)) == word for m in _AFTER_AUXILIARY.finditer(text))


def _predicate_only(missing: tuple[str, ...], part: Analysis, text: str) -> bool:
    """Whether every word of the claim's clause that the statement lacks is a predicate of the clause (or a light
    adverb): what the clause names, the statement names too."""
    if not missing:
        return False
    verbs = {w for w in missing if _ENGLISH_WORD.match(w) and _in_verb_place(w, text)}
    for word in missing:
        if _ENGLISH_WORD.match(word):
            if not (word in verbs or word in _LIGHT_ADVERBS or (verbs and word in ENGLISH_PARTICLES)):
                return False
        elif word not in part.positive:
            return False
    return True


def _english_verbs(text: str, stems: frozenset[str]) -> set[str]:
    """The verb lemmas of ``text`` in a verb's place whose stems are among ``stems``, each also with the particle
    that follows it ("sent back" → "send", "send back")."""
    found: set[str] = set()
    for m in _AFTER_AUXILIARY.finditer(text):
        word = m.group(1)
        if stem(word) not in stems:
            continue
        after = re.match(r"\s+([A-Za-z]+)", text[m.end(1):])
        for lemma in verb_lemmas(word) or (word.lower(),):
            found.add(lemma)
            if after and after.group(1).lower() in ENGLISH_PARTICLES:
                found.add(f"{lemma} {after.group(1).lower()}")
    return found


def _english_related(claim_verbs: set[str], denied_verbs: set[str]) -> bool:
    """Whether an English verb of the claim and one of the statement are the same verb or synonyms: WordNet's synsets
    (either way: "take" ↔ "bring") or a phrasal's one-word synonyms ("send back" → "remit")."""
    if claim_verbs & denied_verbs:
        return True
    denied_tokens = {canonical(stem(v)) for v in denied_verbs if " " not in v}
    claim_tokens = {canonical(stem(v)) for v in claim_verbs if " " not in v}
    try:
        for a, others, their_tokens in ((v, denied_verbs, denied_tokens) for v in claim_verbs):
            if verb_synonyms(a) & others or phrasal_synonyms(a)[0] & their_tokens:
                return True
        return any(verb_synonyms(b) & claim_verbs or phrasal_synonyms(b)[0] & claim_tokens for b in denied_verbs)
    except WordNetMissing:
        return False


def _korean_related(claim_word: str, denied_words: frozenset[str]) -> bool:
    """Whether a Korean predicate of the claim is a denied word of the statement in the project's lexicon: the same
    canonical form, or a group or sense the two share ("내다" / "납부")."""
    head = canonical(claim_word)
    return any(canonical(w) == head or canonical(w) in shared_heads(head) or head in shared_heads(canonical(w))
               for w in denied_words)


def _same_verb(claim_missing: tuple[str, ...], claim_text: str, denied_words: frozenset[str], said: str) -> bool:
    """Whether the claim's predicate (its words the statement lacks) is the statement's denied verb in other words
    (its words the claim lacks): another verb altogether ("use" for "charge", "park" for "lock", "참여" for "되다")
    says something the denial does not speak of."""
    korean = [w for w in claim_missing if not _ENGLISH_WORD.match(w)]
    if korean and not all(_korean_related(w, denied_words) for w in korean):
        return False
    english = frozenset(w for w in claim_missing if _ENGLISH_WORD.match(w) and w not in _LIGHT_ADVERBS
                        and w not in ENGLISH_PARTICLES)
    if english:
        claim_verbs = _english_verbs(claim_text, english)
        denied_verbs = _english_verbs(said, frozenset(w for w in denied_words if _ENGLISH_WORD.match(w)))
        if not claim_verbs or not _english_related(claim_verbs, denied_verbs):
            return False
    return bool(korean or english)


def _denies_permission(unit: Analysis, text: str) -> bool:
    """One negation, of a verb, that denies it may be done: not "없다" of a thing ("수수료가 없다", "X 없이")."""
    if unit.negations != 1 or not unit.negated or "있다" in unit.negated:
        return False
    return bool(_PERMISSION_DENIED.search(text))


def denied_otherwise(claim_text: str, evidence: str) -> str:
    """The statement of ``evidence`` that denies, in its own verb, what a clause of the claim asserts ("" when none)."""
    for text, part in clauses(claim_text):
        if (not part.permissive or part.negations or part.hedged or part.softened or part.negative_words or part.exempted
                or not part.weights):
            continue
        scored = [(agreement(part, unit), t, unit) for t, unit in _statements(evidence)]
        if not scored:
            continue
        top = max(f for f, _, _ in scored)
        # The statements this clause is about: the best and those nearly as close ("위원장은 … 호선하되, 지도교수는
        # 위원장이 될 수 없다" for "지도교수가 위원장을 맡는다"), as ``clause_polarity`` reads them.
        for f, said, unit in scored:
            if f < CLAUSE_NEAR * top or f < CLAUSE_ALIGNED:
                continue
            if not _denies_permission(unit, said) or unit.negated & part.tokens or unit.negative_words or unit.hedged:
                continue
            if opposed(part.tokens, unit.tokens) or zero_as_negation(part, unit):
                continue
            cov, _ = coverage(part, unit)
            # Whole words only: "위원" is not found in "위원장" (the coverage reads a Korean word inside a longer one).
            missing = tuple(t for t in part.tokens if t not in unit.tokens)
            found = len(part.tokens) - len(missing)
            if (cov >= CLAUSE_MIN_COVERAGE and found >= MIN_FOUND and _predicate_only(missing, part, text)
                    and _same_verb(missing, text, unit.tokens - part.tokens, said)):
                return f"the source denies it in other words (“{said.strip()}”)"
    return ""


# A concession: "…하더라도", "…해도", "even if", "even when" — the claim says its statement holds in that case too.
# Korean: the connective ending 어도/아도/여도/더라도 on a verb or adjective (``_CONCESSIVE_ENDINGS`` after a stem tag
# of ``_PREDICATE_TAGS``), read by the morphological analyser: "영어도", "대여도" end in the particle 도, "적어도" is
# one adverb, "학생이라도" concedes a noun, not a case.
_EN_CONCESSIVE = re.compile(r"\beven\s+(?:if|when|though|after)\b", re.IGNORECASE)
_CONCESSIVE_ENDINGS = frozenset({"어도", "아도", "여도", "더라도"})
_PREDICATE_TAGS = frozenset({"VV", "VA", "VX", "XSV", "XSA", "EP"})  # a stem, its derivational suffix, a tense
CONCEDED_MIN_SHARE = 0.8  # the statement's words the claim holds: the claim names the very case the statement does


def _concedes(text: str) -> bool:
    """Whether ``text`` concedes a case: "even if …", or a Korean verb in a concessive ending ("청구했더라도",
    "내도")."""
    if _EN_CONCESSIVE.search(text):
        return True
    if not has_hangul(text):
        return False
    morphs = analyze(text)
    return any(form in _CONCESSIVE_ENDINGS and tag == "EC" and k and morphs[k - 1][1] in _PREDICATE_TAGS
               for k, (form, tag, _, _) in enumerate(morphs))


PROVISO_MIN_SHARE = 0.6  # the proviso's words the claim holds: the claim names the proviso's case


def _claims_the_lifted_case(part: Analysis, said: str, evidence: str, source: str) -> bool:
    """Whether the statement ``said`` is lifted by the proviso right after it ("정산 기한을 넘긴 비용은 지급하지
    아니한다. 다만, 해외출장 중 … 영수증 발급이 늦어진 경우에는 그러하지 아니하다") in the very case the claim
    names: the claim restates the proviso, not the rule."""
    for text in (evidence, source):
        proviso = proviso_after(said.strip(), text) if text else ""
        if proviso and exception_said(proviso) and coverage(analyse(proviso), part)[0] >= PROVISO_MIN_SHARE:
            return True
    return False


def conceded_case(claim_text: str, evidence: str, source: str = "") -> str:
    """The statement of ``evidence`` that says the opposite in the very case the claim concedes ("보험금을 청구했더라도
    환불된다" against "다만, 보험금을 청구한 경우에는 환불하지 아니한다"; "even if you renew late, cover continues"
    against "If you renew late, cover does not continue"), "" when none does. Not when the claim restates what the
    source says in that case: the thing an exception sets apart (``states_the_exception``), or a statement of the
    evidence or of the proviso after it in ``source`` that says the claim's polarity of the same case ("Fees are not
    refunded. However, if you cancel for illness, fees are refunded" for "even if you cancel for illness, …")."""
    if not _concedes(claim_text) or states_the_exception(claim_text, evidence):
        return ""
    proviso = proviso_after(evidence, source) if source else ""
    said_there = _statements(evidence) + (_statements(proviso) if proviso else ())
    for text, part in clauses(claim_text):
        if not _concedes(text) or part.hedged or part.softened:
            continue
        opposite, agreeing = "", False
        for said, unit in said_there:
            if unit.hedged or unit.softened or coverage(unit, part)[0] < CONCEDED_MIN_SHARE:
                continue
            if part.negations % 2 != unit.negations % 2:
                if not opposite and polarity(part, unit) == "shared":
                    opposite = said
            elif part.positive & unit.positive or part.negated & unit.negated:
                agreeing = True  # the source says the claim's polarity in that case too (its proviso, its exception)
        if opposite and not agreeing and not _claims_the_lifted_case(part, opposite, evidence, source):
            return f"the source says the opposite in the case the claim concedes (“{opposite.strip()}”)"
    return ""


def said_in_other_words(claim_text: str, evidence: str, source: str, polarity_read: str, covered: float,
                        supposed: bool) -> str:
    """Why the evidence says the opposite of the claim in words the polarity signals do not compare ("" when it does
    not): a permission denied in its own verb, the case the claim concedes, or an exception the claim rules out where
    the rule has a proviso (``restrictions.denied_exception``). ``polarity_read``, ``covered``: the lexical layer's
    polarity and coverage of the evidence window; ``supposed``: the claim only supposes or asks."""
    if covered < DENIED_MIN_COVERAGE:
        return ""
    if polarity_read and not supposed:
        found = ((denied_otherwise(claim_text, evidence) if polarity_read == "parity" else "")
                 or conceded_case(claim_text, evidence, source))
        if found:
            return found
    return denied_exception(claim_text, evidence, source)
