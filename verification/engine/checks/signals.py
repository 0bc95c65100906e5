"""Contradiction signals between a claim and the evidence that covers it: negation, polarity,
antonyms, overstatement, obligation against permission."""
from __future__ import annotations

import re

from textkit.stopwords import KOREAN_LIGHT_VERBS

from ..analysis import Analysis
from ..conditions import breach_condition, opposite_condition, same_condition
from ..lexicon import antonyms, opposed, senses
from .narrowed_list import narrows_a_list
from .priced import free_against_price
from .reading import _EXCEPTION_MEANING

# Calibrated on one half of KorNLI (premise/hypothesis pairs, see benchmarks/bench_engine.py) and
# checked on the other half; they are properties of Korean/English wording, not of any corpus.
POLARITY_MIN_COVERAGE = 0.6  # below this the sentences may not be about the same thing
NEGATION_MIN_COVERAGE = 0.8  # a negated claim whose predicate is new to the source needs this much
# (0.6 before: a negated new predicate is as often an antonym restating the source — "새로운 것이 아니다" for
# "일상적이다", "천천히 하지 않는다" for "광란의 속도로" — as a contradiction; the judge tells them apart.)
ANTONYM_MIN_COVERAGE = 0.3  # an antonym swap counts when the rest of the claim is about the same thing
CLEAN_FLIP_COVERAGE = 0.95  # a negation flip of a light verb ("될 수 있다" / "될 수 없다") needs all the words


_COMPARISONS = frozenset({"초과", "미치다", "미달", "상회", "웃돌다", "밑돌다", "exc", "exce", "exceed", "surpass", "longer",
                          "more", "greater", "higher"})


# Keys of values that are points, not amounts: a zero there ("0시", "당일") is no "none".
_NOT_AMOUNTS = frozenset({"clock", "clock12", "relday", "yearcal", "monthofyear"})


def _states_zero(a: Analysis) -> bool:
    return any(value == 0 and dim not in _NOT_AMOUNTS for dim, value in a.values)


def zero_as_negation(claim: Analysis, window: Analysis) -> bool:
    """One side denies what the other states as zero: "no deductible" / "deductible: USD 0", "수수료는 없다" /
    "수수료 0원". The negation is the value, not the opposite polarity (the entity layer compares the values)."""
    if claim.negations % 2 == window.negations % 2:
        return False
    negated, zero = (claim, window) if claim.negations % 2 else (window, claim)
    return _denies_a_thing(negated) and _states_zero(zero)


# English stems of verbs a "no" does not deny as an amount ("do not pay for loss" is no zero fee).
_EN_VERBS = frozenset("pay charg requir need allow permit accept refund cover apply includ provid offer give get receiv "
                      "mak tak us book cancel return keep send".split())


def _denies_a_thing(a: Analysis) -> bool:
    """Whether ``a``'s negation denies that a thing exists ("수수료는 없다", "no deductible", "no fee is charged"),
    not an action ("배상하지 않아도 된다")."""
    if not a.negated:
        return False
    if all(w.isascii() for w in a.negated):
        return not (a.negated & _EN_VERBS)
    return a.negated <= {"있다"}


# Words that deny what they apply to as a negation does, which the analysis does not count as one ("불가",
# "금지", "prohibited" it does): "15학점 미만인 학생은 제외한다" is "… 받을 수 없다".
_EXCLUDING = frozenset({"제외", "배제", "exclud", "ineligibl"})


def denials(a: Analysis) -> int:
    """The negations of ``a``, a word that excludes counted as one."""
    return a.negations + (1 if a.tokens & _EXCLUDING else 0)


def negated_antonym_of(claim: Analysis, window: Analysis) -> bool:
    """The claim denies the opposite word of what the evidence asserts ("No late fee is charged" / "late fees are
    waived", "부과되지 않는다" / "면제한다"): one negation in the claim, none in the evidence, and a claim word
    missing from the evidence whose antonym the evidence states."""
    return claim.negations == 1 and window.negations == 0 and opposed(claim.tokens, window.tokens) is not None


def _as_senses(words: frozenset[str], said: frozenset[str]) -> frozenset[str]:
    """``words`` with each everyday word of several senses joined by those of its senses ``said`` holds. The word
    itself stays: the other side may say it as it is ("내다" on both sides), and a sense is one more way to match."""
    out = set(words)
    for w in words:
        out |= set(senses(w)) & said
    return frozenset(out)


def polarity(claim: Analysis, window: Analysis) -> str:
    if zero_as_negation(claim, window):
        return ""
    # A negated antonym ("No late fee is charged" / "late fees are waived", "부과되지 않는다" / "면제한다"): the
    # negation counts disagree because one side says it with the opposite word, wherever the negation sits.
    # Only the claim's own negation is read so: a window of several sentences may deny something else.
    if negated_antonym_of(claim, window):
        return ""
    claim, window = breach_condition(claim, window)  # "알리지 않으면" / "알려야 하며, 이를 위반한 경우": one condition
    if same_condition(claim, window):
        return ""  # "unless you cancel" / "if you do not cancel": one condition
    if opposite_condition(claim, window):
        return "parity"  # "if you cancel" / "unless you cancel": the condition turned round, not confirmed
    # A predicate the claim itself uses both ways ("6분의 5를 돌려받고 입학금은 반환되지 않는다") says
    # nothing about polarity on its own.
    # An everyday word of several senses ("쓰다": 사용, 지출, 작성) is read as the sense the window uses ("쓸 수 있다" /
    # "사용할 수 없다": one predicate).
    said = window.positive | window.negated
    negated, positive = _as_senses(claim.negated, said), _as_senses(claim.positive, said)
    both = negated & positive
    shared = (((negated - both) & window.positive) - window.negated) | (((positive - both) & window.negated) - window.positive)
    if shared - KOREAN_LIGHT_VERBS:
        return "shared"
    if claim.negations % 2 != window.negations % 2:
        # The window's other negations belong to its other clauses when every predicate the claim
        # denies is denied there too ("1년을 초과할 수 없으며, 통산 2년을 초과할 수 없다").
        denied = claim.negated - KOREAN_LIGHT_VERBS
        if denied and denied <= window.negated and not (
                claim.negations > window.negations and (denied & window.positive) - claim.positive):
            # (Not where the claim denies more often, and the window also asserts what the claim only denies: "without
            # removing their lock, … may remove it" against "… may not remove it" — the window's one negation of
            # "remove" is the other clause's.)
            return ""
        return "parity"
    return ""


def modality_conflict(claim: Analysis, window: Analysis) -> bool:
    """An obligation ("…해야 한다", "must") where the evidence only permits ("…할 수 있다", "may"), or the
    reverse: the same words, another rule."""
    if claim.deontic and not claim.permissive and window.permissive and not window.deontic:
        return True
    return claim.permissive and not claim.deontic and window.deontic and not window.permissive


# Absolute words whose addition overstates a source. "all" is left out: "모든/모두" is also used
# loosely for plural subjects ("그들 모두"), and faithful paraphrases add it.
STRONG_ABSOLUTES = frozenset({"never", "none", "only", "always", "fully"})
# Exclusives that restate a condition or a number ("only if X" = "not … unless X"; "only once"): they may
# say more than the source, or the same; never decisive, but not "accurate" either.
SOFT_ABSOLUTES = frozenset({"only-if", "only-value"})
DECISIVE_ABSOLUTE_COVERAGE = 0.8
_DUALS = {"never": frozenset({"always", "all"}), "none": frozenset({"all", "always"}),
          "always": frozenset({"never", "none"}),
          # The evidence's own exclusive, however written ("only if you paid", "1회에 한하여"), is the
          # restriction a claim's "only" states ("Only students who paid …").
          "only": frozenset({"all"}) | SOFT_ABSOLUTES}


def contradiction_signals(claim: Analysis, window: Analysis, cov: float) -> tuple[str, ...]:
    """Reasons to believe the claim says more than, or the opposite of, the evidence window.

    - "absolute": the claim says only/never/always/… and the evidence has no such word ("not only"
      and negative absolutes over an already negative source do not count);
    - "negation": the claim is negated, the evidence has no negation at all, and either the
      negated predicate appears in the evidence or most of the claim does;
    - "polarity": one predicate asserted on one side and denied on the other, or a clean flip: all
      the claim's words in the evidence, whose only negation denies the light verb the claim asserts;
    - "antonym": one word of an antonym pair on each side, with the same negation parity.
    Words that carry negation in their meaning (중단, 부족, 최대, fail, …) make the last two
    unreliable, as does a hedged claim ("…일 수도 있다"), so they then stay silent.
    """
    claim, window = breach_condition(claim, window)  # see ``polarity``
    signals = []
    added = claim.absolutes - window.absolutes
    if claim.negated and claim.negated <= _COMPARISONS:
        added -= {"never"}  # "never exceeds 20%" is a bound ("at most 20%"), compared by the entity layer
    if claim.negations:
        added -= {"only", "fully", "always", "all"}  # "not only/fully/always" weakens the claim
    if window.negations:
        added -= {"never", "none"}
    if window.deontic:
        added -= {"always"}  # a rule ("…해야 한다") applies always
    # The evidence's own absolute of the opposite kind can be a paraphrase ("항상 두 번째" = "결코 첫째가 아닌").
    added = {a for a in added if not (_DUALS.get(a, frozenset()) & window.absolutes)}
    if window.negations or window.negative_words & _EXCEPTION_MEANING:
        added -= {"only"}  # "not … unless/except X" is what "only X" says
    # "Only Patrons can bring guests" against "Patrons can bring guests; other members come alone": the evidence sets
    # the rest against what it names, an exclusive it may state without "only" — not confirmed, not contradicted.
    contrasted = "others" in window.absolutes and not (added & STRONG_ABSOLUTES) - {"only"}
    # "Only Level 3 holders may work in the hub" against "Work in the hub needs a Level 3 certificate": a rule
    # ("needs", "must", "필요하다", "…이 있어야 한다") may be an exclusive stated as a condition — the claim's "only" may
    # say the same; not confirmed, not contradicted either. Unless the rule lists alternatives the claim leaves out
    # ("Drivers and riders need a permit" / "Only drivers …"): then it says something else.
    contrasted = contrasted or (added & STRONG_ABSOLUTES == {"only"} and (window.deontic or window.instructs)
                                and not narrows_a_list(claim.text, window.text))
    if (added & STRONG_ABSOLUTES and cov >= DECISIVE_ABSOLUTE_COVERAGE and not (claim.absolutes & SOFT_ABSOLUTES)
            and not contrasted):
        signals.append("absolute")
    elif added & (STRONG_ABSOLUTES | SOFT_ABSOLUTES):
        signals.append("overstated")
    # Negation carried by word meaning, a hedge on either side, or a negated exclusive ("X만이
    # 아니다") make negation counts meaningless.
    # Negative-meaning words other than the predicates being compared ("초과할 수 없다" vs "초과할 수
    # 있다" compares 초과 itself).
    # A negative-meaning word both sides use (in "청약철회를 하면 환불된다" and its negation) carries no
    # negation of its own into the comparison; one only one side uses may.
    compared = claim.negated | claim.positive | (claim.negative_words & window.negative_words)
    unreliable = (bool(claim.negative_words - compared) or bool(window.negative_words - compared)
                  or claim.hedged or window.hedged or ("only" in claim.absolutes and claim.negations)
                  or zero_as_negation(claim, window)
                  # "정품만 사용해야 한다" = "정품이 아닌 부품은 쓰면 안 된다": an exclusive restated as a negation.
                  or (bool(window.absolutes & {"only", "only-if"}) and bool(claim.negations)))
    # "같지 않다" where the source says "차이가 있다": a negated antonym is agreement.
    # "No late fee is charged" where the source says "late fees are waived": the negation may sit on another
    # word of the claim ("No fee"), so any antonym of a claim word missing from the evidence, with the
    # negation counts disagreeing, is the same agreement.
    negated_antonym = (any(antonyms(p) & window.tokens for p in claim.negated)
                       or negated_antonym_of(claim, window) or same_condition(claim, window))
    # "목표에 못 미쳤다", "넘지 않는다": a negated comparison is a bound, which the evidence may state as
    # a value ("90% 이상" and 86.1%); the values are compared by the entity layer.
    bound_only = bool(claim.negated) and claim.negated <= _COMPARISONS
    if (claim.negations and not window.negations and not unreliable and not negated_antonym and not bound_only
            and (claim.negated & (window.tokens | window.positive) or cov >= NEGATION_MIN_COVERAGE)):
        signals.append("negation")
    # Same predicate, opposite polarity, and the sentences' negation counts disagree too: a negation
    # elsewhere in the source may scope over the shared predicate ("받아들일 거라고 생각하지 마").
    # A negative-meaning word on the asserting side may carry the negation ("유지하는 것도 예산을
    # 초과한다" = "유지할 수 없다").
    asserting = window if claim.negations % 2 else claim
    shared = (claim.negated & window.positive) | (claim.positive & window.negated)
    if (polarity(claim, window) == "shared" and claim.negations % 2 != window.negations % 2
            and cov >= POLARITY_MIN_COVERAGE and not negated_antonym
            and not (asserting.negative_words - shared - (claim.negative_words & window.negative_words))
            and not (claim.hedged or window.hedged or claim.softened or window.softened)):
        signals.append("polarity")
    # A clean flip: every word of the claim is in the evidence, which denies the light verb the claim
    # asserts and has no other negation ("지도교수도 위원장이 될 수 있다" / "지도교수는 위원장이 될 수 없다").
    if ("polarity" not in signals and cov >= CLEAN_FLIP_COVERAGE and not claim.negations and window.negations == 1
            and (claim.positive & window.negated & KOREAN_LIGHT_VERBS) - window.positive and not window.negative_words
            and not (claim.hedged or window.hedged or claim.softened or window.softened)):
        signals.append("polarity")
    # "한꺼번에 내지 않아도 된다" against "나누어 낼 수 있다": an exemption denies an obligation, so against a
    # permission that obliges to nothing it is no evidence of the opposite.
    if claim.exempted and window.permissive and not (window.deontic or window.instructs):
        signals = [x for x in signals if x not in ("negation", "polarity")]
    # "… 신청되지 않으므로 다시 신청하지 않아도 됩니다" against "… 신청되지 않습니다. 다시 신청해야 합니다": the exemption
    # denies the obligation the evidence states, however the negations of other clauses balance the count.
    # Only where what the claim exempts from is what the evidence asserts: "방문하지 않아도 되며 온라인으로 신청하면
    # 됩니다" exempts from a visit, which "온라인으로 해야 하며, 방문 접수는 받지 않습니다" obliges to nothing.
    elif ("polarity" not in signals and claim.exempted and not window.exempted and window.instructs
          and claim.negated & window.positive
          and not _PROHIBITION.search(window.squashed) and claim.negations >= window.negations
          and cov >= NEGATION_MIN_COVERAGE and not (claim.hedged or window.hedged)):
        signals.append("polarity")
    # An antonym swap ("증가" for "감소") with the same negation parity on both sides; "free" against a price.
    if cov >= ANTONYM_MIN_COVERAGE and ((claim.negations % 2 == window.negations % 2 and (
            opposed(claim.tokens, window.tokens) or _opposite_times(claim, window))) or free_against_price(claim, window)):
        signals.append("antonym")
    return tuple(signals)


# An obligation denied ("…해서는 안 된다", "must not"): an exemption does not contradict it.
# Read on the squashed text (no spaces).
_PROHIBITION = re.compile(r"(?:서는|면)(?:안|아니)(?:된|되|돼|됩)|금지|(?:must|may|shall|should)not|mustn't|cannot|can't",
                          re.IGNORECASE)

_SIGNAL_TEXT = {
    "absolute": "the claim is absolute (only/never/always) where the source is not",
    "negation": "the claim is negated where the source is not",
    "polarity": "the source states the opposite",
    "antonym": "the claim uses the opposite word",
}


def _opposite_times(claim: Analysis, window: Analysis) -> bool:
    """"출국 후" where the evidence says "출국 전" (the same event, the other side of it)."""
    other = {"before": "after", "after": "before"}
    return any((event, other[rel]) in window.timed and (event, rel) not in window.timed for event, rel in claim.timed)
