"""Layer 3: does one sentence (or two neighbouring ones) of the source say what the claim says?

Coverage is the weighted share of the claim's content tokens (Kiwi lemmas, particles and endings
stripped) found in the best window of the source; the window becomes the evidence. Polarity must
agree: a predicate the claim negates that the source asserts (or the reverse) is a contradiction
even at full coverage ("휴학할 수 있다" vs "휴학할 수 없다"; see ``signals``, clause by clause
``clause_polarity``). How a source is split and read in context is ``reading``; what counts as found,
``overlap``; what the claim adds that no word overlap shows (a question, a wish, a request), ``assertion``
and ``qualifiers``.

The search for that window and what it says of the claim (``Support``) is ``support``'s; this module turns
it into a verdict (``lexical_verdict``) and still exports the search's names.
"""
from __future__ import annotations

import re

from ..analysis import analyse
from ..bounds import LIMIT_WORDS
from ..models import LEXICAL, Verdict
from ..normalize import extract
from .assertion import statement_pieces, unasserted
from .bindings import crossed_figures, misbound_figure
from .denied import said_in_other_words
from .informative import contradicted_part, crosswise, uncovered_part
from .overlap import _claim, coverage  # coverage: the entity layer reads it here too
from .qualifiers import unqualified
from .reading import (  # noqa: F401  (re-exported: the layers and tests read sources through here)
    Layout,
    _analyses,
    _bigrams,
    _merge,
    _needs_lead,
    _row_analysis,
    _row_cells,
    _row_read,
    evidence_units,
    layout,
    proviso_agrees,
    proviso_case_dropped,
    read_with_context,
    row_keep,
    sentence_at,
    source_sentences,
)
from .restrictions import states_the_exception
from .signals import _SIGNAL_TEXT
from .support import (  # noqa: F401  (re-exported: the search's figures and Support are read here too)
    ASKS_ONLY_PENALTY,
    CANDIDATES,
    PAIR_PENALTY,
    SUPPORT_COVERAGE,
    TIE_PRECISION,
    Support,
    _best_window,
    best_evidence,
    best_support,
    joint_support,
    window_coverage,
)
from .unsupported import is_figure, unsaid_part, unstated_verdict
from .windows import _context_grams  # noqa: F401  (re-exported for the tests that replay the search)

# "Clearly unsupported": none of the claim's nouns occurs anywhere in the source, and the claim has
# enough of them that this cannot be a paraphrase with other words (abstractive paraphrases of one
# sentence rarely replace five nouns, or four nouns and every verb).
UNSUPPORTED_NOUNS = 5
UNSUPPORTED_NOUNS_NO_WORD = 4
# "Off topic": the source holds none of the claim's values (numbers, codes, articles) and either none
# of its key terms or not the noun it is about, and covers little of it: the citation points elsewhere.
OFF_TOPIC_COVERAGE = 0.5
CROSSED_COVERAGE = 0.6  # a claim about the same things as the source, its figures crossed


# An answer that may say no to its question: a negation, an exclusive or an exception.
_DENYING = re.compile(r"아니|않|없|못|불가|(?<![\d,.\s])만(?=\s|[,.]|$)|에\s?한하|제외|\b(?:no|not|never|only|cannot|except|unless|"
                      r"neither|nor)\b|n't\b", re.IGNORECASE)


def _figure_elsewhere(s: Support) -> bool:
    """A figure of the claim that the evidence does not state in any form, though the source does elsewhere (the
    entity layer found it): "직원 … 150,000원" over the row "직원 | 90,000원" of a table whose other row has
    150,000원. The figure is an informative part the evidence does not cover, however light its weight."""
    return any(is_figure(t) for t in s.missing)


def _asked_not_answered(claim_text: str, evidence: str) -> str:
    """The claim is covered only with the words of a question in the evidence (a FAQ's "Q. …?"), not by the
    statements that answer it: the question restates the topic, and the answer may say no."""
    if "?" not in evidence and "？" not in evidence:
        return ""
    statements = " ".join(p for p in statement_pieces(evidence))
    if not statements or statements == evidence.strip() or not _DENYING.search(statements) or _DENYING.search(claim_text):
        # An answer that denies or limits nothing ("Yes, within 30 days.") answers the question as asked; a claim
        # that denies or limits too ("It cannot be combined …") says what the answer says of the question's topic.
        return ""
    if coverage(_claim(claim_text, frozenset()), analyse(statements))[0] >= SUPPORT_COVERAGE:
        return ""
    return "only the source's question says what the claim says, not its answer"


def lexical_verdict(claim_text: str, source_text: str, *, absent_entities: tuple[str, ...] = (),
                    absent_values: tuple[str, ...] = (), matched_values: tuple[str, ...] = (),
                    limits_verified: bool = False, context: str = "", support: Support | None = None) -> Verdict:
    """Decide from coverage, polarity and overstatement, or pass (``supported=None``) to the judge.

    ``absent_entities``: claim values and names the source does not mention; ``absent_values`` and
    ``matched_values``: the claim's numbers, codes and articles the source lacks / states;
    ``limits_verified``: the entity layer matched the claim's limits, so its limit words need no match.
    """
    s = support or best_support(claim_text, source_text, settled=LIMIT_WORDS if limits_verified else frozenset(),
                                context=context)
    if not s.same_language:
        # A Korean claim over an English manual shares no words; only a model can compare them.
        return Verdict(None, 0.5, LEXICAL, "Claim and source are in different languages.", s.evidence, s.coverage)
    if s.asks_only:
        # "Can I pay by PayPal?" / "제5조(등록금의 반환)": the passage that matches only asks or names the topic.
        return Verdict(None, 0.5, LEXICAL, "The matching passage only asks or names the topic (a question or a "
                       "heading): it neither confirms nor contradicts the claim.", s.evidence, s.coverage)
    # "overstated": "only", "always", "never" where the source has no such word, said of a condition or a
    # number, or where the source is mostly elsewhere: the same rule said another way, or more. Never
    # decisive, never "accurate": a judge decides.
    signals = tuple(x for x in s.signals if x != "overstated")
    if signals and states_the_exception(claim_text, s.evidence):
        # The claim says of what the source's rule leaves out ("except loss by fire") the opposite of the rule.
        signals = tuple(x for x in signals if x not in ("negation", "polarity"))
    if signals and matched_values and not _values_held(claim_text, s.evidence):
        # The sentence that says the opposite states no value of the kinds of the claim's, which another sentence
        # of the source states ("150,000원까지 결제할 수 있다" for "15만 원을 넘을 수 없다", where "…로 세차비를 결제해서는
        # 아니 된다" shares more words): it is about something else. Not decided here.
        signals = ()
    if signals:
        conf = min(0.95, 0.72 + 0.08 * len(signals) + 0.1 * s.coverage)
        why = "; ".join(_SIGNAL_TEXT[x] for x in signals)
        # An overstatement ("only", "always") says more than the source; the others say the opposite.
        opposite = bool({"negation", "polarity", "antonym"} & set(signals))
        return Verdict(False, round(conf, 3), LEXICAL, f"Contradicted: {why} (coverage {s.coverage:.0%}).", s.evidence,
                       s.coverage, contradicts=opposite)
    as_written = s.coverage if s.as_written is None else s.as_written
    if s.nouns_in_source == 0 and (s.nouns >= UNSUPPORTED_NOUNS or (s.nouns >= UNSUPPORTED_NOUNS_NO_WORD and as_written == 0)):
        return Verdict(False, 0.8, LEXICAL,
                       f"The source mentions none of the claim's {s.nouns} key terms (coverage {s.coverage:.0%}).", s.evidence, s.coverage)
    if absent_values and not matched_values and s.coverage < OFF_TOPIC_COVERAGE and (
            (s.key_terms and s.key_terms_in_source == 0) or s.topic_missing):
        what = (f"none of the claim's key terms ({', '.join(s.key_terms[:4])})" if s.key_terms_in_source == 0
                else f"not what the claim is about (“{analyse(claim_text).topic}”)")
        return Verdict(False, 0.8, LEXICAL,
                       f"The source mentions {what} and none of its values ({', '.join(absent_values[:3])}); "
                       f"coverage {s.coverage:.0%}.", s.evidence, s.coverage)
    unstated = unstated_verdict(s.coverage, s.key_terms, s.key_terms_in_source, absent_values, matched_values,
                                s.evidence)
    if unstated is not None:
        return unstated
    # Supported: most of the claim is in one place, with the same polarity, no value the source lacks
    # and no noun or name of its own ("green light" against "red light" is 86% covered).
    supposed = unasserted(claim_text, s.evidence) or unqualified(claim_text, s.evidence)
    covered = (s.coverage >= SUPPORT_COVERAGE and not s.polarity and not absent_entities and not s.missing_nouns
               and not s.modality and "overstated" not in s.signals and not s.case_dropped and not _figure_elsewhere(s))
    if s.coverage >= SUPPORT_COVERAGE and not supposed:
        # Every word found, yet a part of the claim may not be what the evidence says (``informative``): one that
        # says the opposite removes the claim; one left uncovered only matters where it would be "accurate".
        opposite = "" if states_the_exception(claim_text, s.evidence) else (
            contradicted_part(claim_text, s.evidence) or crossed_figures(claim_text, s.evidence))
        if opposite:
            return Verdict(False, 0.8, LEXICAL, f"Contradicted: {opposite}.", s.evidence, s.coverage, contradicts=True)
        if covered:
            supposed = (uncovered_part(claim_text, s.evidence, source_text) or misbound_figure(claim_text, s.evidence)
                        or _asked_not_answered(claim_text, s.evidence))
    if covered and not supposed:
        conf = 0.75 + 0.24 * (s.coverage - SUPPORT_COVERAGE) / (1 - SUPPORT_COVERAGE)
        return Verdict(True, round(conf, 3), LEXICAL, f"The source sentence covers {s.coverage:.0%} of the claim.", s.evidence, s.coverage)
    # Two figures of the source each given to the other's thing, read over the whole source: the window chosen
    # on words holds one of the two sentences only.
    crossed = crosswise(claim_text, source_text) if s.coverage >= CROSSED_COVERAGE else ""
    if crossed:
        return Verdict(False, 0.8, LEXICAL, f"Contradicted: {crossed}.", s.evidence, s.coverage, contradicts=True)
    # The opposite said in other words: a permission denied in the source's own verb, the very case a claim concedes,
    # an exception a claim rules out ("예외 없이") where the rule has a proviso (``denied``).
    opposite = said_in_other_words(claim_text, s.evidence, source_text, s.polarity, s.coverage, bool(supposed))
    if opposite:
        return Verdict(False, 0.8, LEXICAL, f"Contradicted: {opposite}.", s.evidence, s.coverage, contradicts=True)
    # A clause of the claim that the source says nothing of: the rest may be borne out, this part is not.
    unsaid = unsaid_part(claim_text, source_text, matched_values, absent_values)
    if unsaid is not None:
        return Verdict(False, 0.75, LEXICAL, f"The source does not mention what the claim says in “{unsaid.text}” "
                       f"({', '.join(unsaid.absent[:4])}).", s.evidence, s.coverage)
    why = [f"coverage {s.coverage:.0%}"]
    if s.missing:
        why.append("not found: " + ", ".join(s.missing[:4]))
    if s.polarity:
        why.append("negation differs")
    if s.modality:
        why.append("obligation and permission differ")
    if "overstated" in s.signals:
        why.append(_SIGNAL_TEXT["absolute"])
    if supposed:
        why.append(supposed)
    if s.case_dropped:
        why.append("the source states it only in the case its proviso names")
    if absent_entities:
        why.append("values not in the source: " + ", ".join(absent_entities[:3]))
    return Verdict(None, 0.5, LEXICAL, "Undecided: " + "; ".join(why) + ".", s.evidence, s.coverage)


def _values_held(claim_text: str, evidence: str) -> bool:
    """Whether ``evidence`` may be about the claim's figures: the claim states none, or ``evidence`` states a value
    of one of their kinds (in any form: "15만 원" for "150,000원"; another value of the kind is for the value
    checks to weigh)."""
    kinds = {q.dim for q in extract(claim_text).quantities}
    return not kinds or any(e.dim in kinds for e in extract(evidence).quantities)
