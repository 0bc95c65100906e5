"""Layer 3: does one sentence (or two neighbouring ones) of the source say what the claim says?

Coverage is the weighted share of the claim's content tokens (Kiwi lemmas, particles and endings
stripped) found in the best window of the source; the window becomes the evidence. Polarity must
agree: a predicate the claim negates that the source asserts (or the reverse) is a contradiction
even at full coverage ("휴학할 수 있다" vs "휴학할 수 없다").

Only a few candidate sentences are analysed with Kiwi: they are picked by character-bigram overlap
first, which keeps a five-citation answer over long sources within a few milliseconds.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..analysis import Analysis, analyse
from ..bounds import LIMIT_WORDS
from ..lexicon import antonyms, opposed
from ..models import LEXICAL, Verdict
from ..text import lang_of, sentence_spans, squash, strip_bullet

# Calibrated on one half of KorNLI (premise/hypothesis pairs, see benchmarks/bench_engine.py) and
# checked on the other half; they are properties of Korean/English wording, not of any corpus.
SUPPORT_COVERAGE = 0.86  # at or above: supported (if nothing contradicts)
# "Clearly unsupported": none of the claim's nouns occurs anywhere in the source, and the claim has
# enough of them that this cannot be a paraphrase with other words (abstractive paraphrases of one
# sentence rarely replace five nouns, or four nouns and every verb).
UNSUPPORTED_NOUNS = 5
UNSUPPORTED_NOUNS_NO_WORD = 4
NOUN_WEIGHT = 1.0
POLARITY_MIN_COVERAGE = 0.6  # below this the sentences may not be about the same thing
NEGATION_MIN_COVERAGE = 0.6  # a negated claim whose predicate is new to the source needs this much
ANTONYM_MIN_COVERAGE = 0.3  # an antonym swap counts when the rest of the claim is about the same thing
# "Off topic": the source holds none of the claim's values (numbers, codes, articles) and either none
# of its key terms or not the noun it is about, and covers little of it: the citation points elsewhere.
OFF_TOPIC_COVERAGE = 0.5
PAIR_PENALTY = 0.04  # two sentences together match more by chance than one
CANDIDATES = 3


@dataclass(frozen=True)
class Support:
    coverage: float
    evidence: str
    missing: tuple[str, ...]
    polarity: str  # "" | "shared" (same predicate, opposite polarity) | "parity" (negation count differs)
    weight: float  # total weight of the claim's content tokens
    same_language: bool
    signals: tuple[str, ...] = ()  # contradiction signals, see ``contradiction_signals``
    missing_nouns: tuple[str, ...] = ()  # the claim's nouns/names the evidence window lacks
    nouns: int = 0  # the claim's nouns/names/foreign words
    nouns_in_source: int = 0  # how many of them occur anywhere in the source
    topic_missing: bool = False  # the claim's topic noun ("휴학은 …") occurs nowhere in the source
    key_terms: tuple[str, ...] = ()  # nouns that say what the claim is about (not "일", not limit words: "최대")
    key_terms_in_source: int = 0


@lru_cache(maxsize=4096)
def source_sentences(text: str) -> tuple[str, ...]:
    return tuple(strip_bullet(text[a:b]) for a, b in sentence_spans(text))


@lru_cache(maxsize=16384)
def _bigrams(text: str) -> frozenset[str]:
    s = squash(text)
    return frozenset(s[i:i + 2] for i in range(len(s) - 1))


def _merge(parts: list[Analysis]) -> Analysis:
    if len(parts) == 1:
        return parts[0]
    weights: dict[str, float] = {}
    for p in parts:
        for t, w in p.weights:
            weights[t] = max(weights.get(t, 0.0), w)
    # By keyword: the flags were once passed in the wrong order (softened and deontic swapped).
    return Analysis(
        weights=tuple(weights.items()), tokens=frozenset(weights), negated=frozenset().union(*(p.negated for p in parts)),
        positive=frozenset().union(*(p.positive for p in parts)), negations=sum(p.negations for p in parts),
        names=tuple(n for p in parts for n in p.names), squashed="".join(p.squashed for p in parts),
        absolutes=frozenset().union(*(p.absolutes for p in parts)),
        negative_words=frozenset().union(*(p.negative_words for p in parts)),
        hedged=any(p.hedged for p in parts), softened=any(p.softened for p in parts),
        deontic=any(p.deontic for p in parts), topic=parts[0].topic,
    )


def _matched(token: str, window: Analysis) -> bool:
    if token in window.tokens:
        return True
    # Compound nouns split differently ("등록금" vs "등록 금"): fall back to the squashed text.
    if len(token) >= 2 and "가" <= token[0] <= "힣":
        stem = token[:-1] if token.endswith("다") and len(token) >= 3 else token
        return len(stem) >= 2 and stem in window.squashed
    return False


def coverage(claim: Analysis, window: Analysis) -> tuple[float, tuple[str, ...]]:
    total = sum(w for _, w in claim.weights)
    if total <= 0:
        return 0.0, ()
    missing = tuple(t for t, _ in claim.weights if not _matched(t, window))
    got = sum(w for t, w in claim.weights if t not in missing)
    return got / total, missing


def polarity(claim: Analysis, window: Analysis) -> str:
    shared = (claim.negated & window.positive - window.negated) | (claim.positive & window.negated - window.positive)
    if shared - {"하다", "되다"}:
        return "shared"
    if claim.negations % 2 != window.negations % 2:
        # The window's other negations belong to its other clauses when every predicate the claim
        # denies is denied there too ("1년을 초과할 수 없으며, 통산 2년을 초과할 수 없다").
        denied = claim.negated - {"하다", "되다"}
        if denied and denied <= window.negated:
            return ""
        return "parity"
    return ""


def best_support(claim_text: str, source_text: str, *, settled: frozenset[str] = frozenset()) -> Support:
    """The source window that best covers the claim, with coverage and polarity.

    ``settled``: claim words another layer has verified (limit words of a limit the entity layer
    matched: "최대 4회" against "4회 이내"), left out of the coverage.
    """
    claim = analyse(claim_text)
    if settled & claim.tokens:
        kept = tuple((t, w) for t, w in claim.weights if t not in settled)
        claim = replace(claim, weights=kept, tokens=frozenset(t for t, _ in kept))
    weight = sum(w for _, w in claim.weights)
    same = lang_of(claim_text) == lang_of(source_text)
    sentences = source_sentences(source_text)
    if not sentences or weight <= 0:
        return Support(0.0, "", (), "", weight, same)
    cb = _bigrams(claim_text)
    if len(sentences) > CANDIDATES:
        scored = sorted(range(len(sentences)), key=lambda i: -len(cb & _bigrams(sentences[i])) / (1 + len(cb)))
        picked = sorted(scored[:CANDIDATES])
    else:
        picked = list(range(len(sentences)))
    windows: list[tuple[int, int]] = [(i, i + 1) for i in picked]
    windows += [(i, i + 2) for i in picked if i + 1 < len(sentences)]
    windows += [(i - 1, i + 1) for i in picked if i > 0 and (i - 1, i + 1) not in windows]
    best = None
    for a, b in windows:
        win = _merge([analyse(s) for s in sentences[a:b]])
        cov, missing = coverage(claim, win)
        score = cov - PAIR_PENALTY * (b - a - 1)
        if best is None or score > best[0] + 1e-9:
            best = (score, cov, missing, win, " ".join(sentences[a:b]))
    _, cov, missing, win, evidence = best
    nouns = [t for t, w in claim.weights if w >= NOUN_WEIGHT]
    whole = squash(source_text) if len(sentences) > 1 else ""
    found = sum(1 for t in nouns if t not in missing or (whole and _in_text(t, whole)))
    weights = dict(claim.weights)
    missing_nouns = tuple(t for t in missing if weights.get(t, 0.0) >= NOUN_WEIGHT)
    topic_missing = bool(claim.topic) and claim.topic in missing and not (whole and _in_text(claim.topic, whole))
    keys = [t for t in nouns if len(t) >= 2 and t not in claim.negative_words and not t.replace(".", "").isdigit()]
    keys_found = sum(1 for t in keys if t not in missing or (whole and _in_text(t, whole)))
    return Support(round(cov, 4), evidence, missing, polarity(claim, win), weight, same,
                   contradiction_signals(claim, win, cov), missing_nouns, len(nouns), found, topic_missing,
                   tuple(keys), keys_found)


def _in_text(token: str, squashed: str) -> bool:
    # Substring test on the squashed source: no analysis of sentences outside the candidates.
    return len(token) >= 2 and token in squashed


# Absolute words whose addition overstates a source. "all" is left out: "모든/모두" is also used
# loosely for plural subjects ("그들 모두"), and faithful paraphrases add it.
STRONG_ABSOLUTES = frozenset({"never", "none", "only", "always", "fully", "first"})
_DUALS = {"never": frozenset({"always", "all"}), "none": frozenset({"all", "always"}),
          "always": frozenset({"never", "none"}), "only": frozenset({"all"})}


def contradiction_signals(claim: Analysis, window: Analysis, cov: float) -> tuple[str, ...]:
    """Reasons to believe the claim says more than, or the opposite of, the evidence window.

    - "absolute": the claim says only/never/always/… and the evidence has no such word ("not only"
      and negative absolutes over an already negative source do not count);
    - "negation": the claim is negated, the evidence has no negation at all, and either the
      negated predicate appears in the evidence or most of the claim does;
    - "polarity": one predicate asserted on one side and denied on the other.
    Words that carry negation in their meaning (중단, 부족, 최대, fail, …) make the last two
    unreliable, as does a hedged claim ("…일 수도 있다"), so they then stay silent.
    """
    signals = []
    added = claim.absolutes - window.absolutes
    if claim.negations:
        added -= {"only", "fully", "always", "all"}  # "not only/fully/always" weakens the claim
    if window.negations:
        added -= {"never", "none"}
    if window.deontic:
        added -= {"always"}  # a rule ("…해야 한다") applies always
    # The evidence's own absolute of the opposite kind can be a paraphrase ("항상 두 번째" = "결코 첫째가 아닌").
    added = {a for a in added if not (_DUALS.get(a, frozenset()) & window.absolutes)}
    if added & STRONG_ABSOLUTES:
        signals.append("absolute")
    # Negation carried by word meaning, a hedge on either side, or a negated exclusive ("X만이
    # 아니다") make negation counts meaningless.
    # Negative-meaning words other than the predicates being compared ("초과할 수 없다" vs "초과할 수
    # 있다" compares 초과 itself).
    compared = claim.negated | claim.positive
    unreliable = (bool(claim.negative_words - compared) or bool(window.negative_words - compared)
                  or claim.hedged or window.hedged or ("only" in claim.absolutes and claim.negations))
    # "같지 않다" where the source says "차이가 있다": a negated antonym is agreement.
    negated_antonym = any(antonyms(p) & window.tokens for p in claim.negated)
    if claim.negations and not window.negations and not unreliable and not negated_antonym:
        if claim.negated & (window.tokens | window.positive) or cov >= NEGATION_MIN_COVERAGE:
            signals.append("negation")
    # Same predicate, opposite polarity, and the sentences' negation counts disagree too: a negation
    # elsewhere in the source may scope over the shared predicate ("받아들일 거라고 생각하지 마").
    # A negative-meaning word on the asserting side may carry the negation ("유지하는 것도 예산을
    # 초과한다" = "유지할 수 없다").
    asserting = window if claim.negations % 2 else claim
    shared = (claim.negated & window.positive) | (claim.positive & window.negated)
    if (polarity(claim, window) == "shared" and claim.negations % 2 != window.negations % 2
            and cov >= POLARITY_MIN_COVERAGE and not (asserting.negative_words - shared)
            and not (claim.hedged or window.hedged or claim.softened or window.softened)):
        signals.append("polarity")
    # An antonym swap ("증가" for "감소") with the same negation parity on both sides.
    if cov >= ANTONYM_MIN_COVERAGE and claim.negations % 2 == window.negations % 2 and opposed(claim.tokens, window.tokens):
        signals.append("antonym")
    return tuple(signals)


_SIGNAL_TEXT = {
    "absolute": "the claim is absolute (only/never/always) where the source is not",
    "negation": "the claim is negated where the source is not",
    "polarity": "the source states the opposite",
    "antonym": "the claim uses the opposite word",
}


def lexical_verdict(claim_text: str, source_text: str, *, absent_entities: tuple[str, ...] = (),
                    absent_values: tuple[str, ...] = (), matched_values: tuple[str, ...] = (),
                    limits_verified: bool = False) -> Verdict:
    """Decide from coverage, polarity and overstatement, or pass (``supported=None``) to the judge.

    ``absent_entities``: claim values and names the source does not mention; ``absent_values`` and
    ``matched_values``: the claim's numbers, codes and articles the source lacks / states;
    ``limits_verified``: the entity layer matched the claim's limits, so its limit words need no match.
    """
    s = best_support(claim_text, source_text, settled=LIMIT_WORDS if limits_verified else frozenset())
    if not s.same_language:
        # A Korean claim over an English manual shares no words; only a model can compare them.
        return Verdict(None, 0.5, LEXICAL, "Claim and source are in different languages.", s.evidence, s.coverage)
    if s.signals:
        conf = min(0.95, 0.72 + 0.08 * len(s.signals) + 0.1 * s.coverage)
        why = "; ".join(_SIGNAL_TEXT[x] for x in s.signals)
        return Verdict(False, round(conf, 3), LEXICAL, f"Contradicted: {why} (coverage {s.coverage:.0%}).", s.evidence, s.coverage)
    if s.nouns_in_source == 0 and (s.nouns >= UNSUPPORTED_NOUNS or (s.nouns >= UNSUPPORTED_NOUNS_NO_WORD and s.coverage == 0)):
        return Verdict(False, 0.8, LEXICAL,
                       f"The source mentions none of the claim's {s.nouns} key terms (coverage {s.coverage:.0%}).", s.evidence, s.coverage)
    if absent_values and not matched_values and s.coverage < OFF_TOPIC_COVERAGE and (
            (s.key_terms and s.key_terms_in_source == 0) or s.topic_missing):
        what = (f"none of the claim's key terms ({', '.join(s.key_terms[:4])})" if s.key_terms_in_source == 0
                else f"not what the claim is about (“{analyse(claim_text).topic}”)")
        return Verdict(False, 0.8, LEXICAL,
                       f"The source mentions {what} and none of its values ({', '.join(absent_values[:3])}); "
                       f"coverage {s.coverage:.0%}.", s.evidence, s.coverage)
    # Supported: most of the claim is in one place, with the same polarity, no value the source lacks
    # and no noun or name of its own ("green light" against "red light" is 86% covered).
    if s.coverage >= SUPPORT_COVERAGE and not s.polarity and not absent_entities and not s.missing_nouns:
        conf = 0.75 + 0.24 * (s.coverage - SUPPORT_COVERAGE) / (1 - SUPPORT_COVERAGE)
        return Verdict(True, round(conf, 3), LEXICAL, f"The source sentence covers {s.coverage:.0%} of the claim.", s.evidence, s.coverage)
    why = [f"coverage {s.coverage:.0%}"]
    if s.missing:
        why.append("not found: " + ", ".join(s.missing[:4]))
    if s.polarity:
        why.append("negation differs")
    if absent_entities:
        why.append("values not in the source: " + ", ".join(absent_entities[:3]))
    return Verdict(None, 0.5, LEXICAL, "Undecided: " + "; ".join(why) + ".", s.evidence, s.coverage)
