"""Layer 3: does one sentence (or two neighbouring ones) of the source say what the claim says?

Coverage is the weighted share of the claim's content tokens (Kiwi lemmas, particles and endings
stripped) found in the best window of the source; the window becomes the evidence. Polarity must
agree: a predicate the claim negates that the source asserts (or the reverse) is a contradiction
even at full coverage ("휴학할 수 있다" vs "휴학할 수 없다"; see ``signals``, clause by clause
``clause_polarity``). How a source is split and read in context is ``reading``; what counts as found,
``overlap``; what the claim adds that no word overlap shows (a question, a wish, a request), ``assertion``
and ``qualifiers``.

Only a few candidate sentences are analysed with Kiwi: they are picked by character-bigram overlap
first, which keeps a five-citation answer over long sources within a few milliseconds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit.language import lang_of
from textkit.normalize import squash

from ..analysis import Analysis, analyse
from ..bounds import LIMIT_WORDS, OWN_NEGATION, restated_limit
from ..models import LEXICAL, Verdict
from ..normalize import extract
from .assertion import asks_only, statement_pieces, unasserted
from .clause_polarity import clause_polarity
from .denied import said_in_other_words
from .informative import contradicted_part, crosswise, uncovered_part
from .overlap import _claim, coverage, said_otherwise  # coverage: the entity layer reads it here too
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
from .signals import _SIGNAL_TEXT, contradiction_signals, modality_conflict, polarity
from .unsupported import unsaid_part, unstated_verdict
from .windows import _context_grams, _row_window, _window, _windows_at

SUPPORT_COVERAGE = 0.86  # at or above: supported (if nothing contradicts)
# "Clearly unsupported": none of the claim's nouns occurs anywhere in the source, and the claim has
# enough of them that this cannot be a paraphrase with other words (abstractive paraphrases of one
# sentence rarely replace five nouns, or four nouns and every verb).
UNSUPPORTED_NOUNS = 5
UNSUPPORTED_NOUNS_NO_WORD = 4
NOUN_WEIGHT = 1.0
# "Off topic": the source holds none of the claim's values (numbers, codes, articles) and either none
# of its key terms or not the noun it is about, and covers little of it: the citation points elsewhere.
OFF_TOPIC_COVERAGE = 0.5
PAIR_PENALTY = 0.04  # two sentences together match more by chance than one
ASKS_ONLY_PENALTY = 0.5  # a window of questions or headings only (``asks_only``) is read last
TIE_PRECISION = 0.02
CANDIDATES = 3
CROSSED_COVERAGE = 0.6  # a claim about the same things as the source, its figures crossed



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
    modality: bool = False  # obligation against permission (see ``modality_conflict``)
    case_dropped: bool = False  # the evidence is a proviso's exception, stated by the claim as the rule
    asks_only: bool = False  # the window's sentences only ask or name the topic (``assertion.asks_only``)
    as_written: float | None = None  # the coverage without the words found only as the source's formal word for them


def _best_window(claim: Analysis, claim_text: str, source_text: str,
                 context: str) -> tuple[float, tuple[str, ...], Analysis, str, tuple[Analysis, ...]] | None:
    """(coverage, missing tokens, window analysis, evidence, records) of the window that covers the claim
    best; ``records``: the rows of a window of several table rows, whose polarity is compared one by one
    (each row is a record of its own)."""
    lay = layout(source_text)
    sentences = lay.sentences
    if not sentences:
        return None
    cb = _bigrams(claim_text)

    if len(sentences) > CANDIDATES:
        grams = _context_grams(source_text)

        def score_of(i: int) -> float:
            return -len(cb & grams[i]) / (1 + len(cb))
        picked = sorted(sorted(range(len(sentences)), key=score_of)[:CANDIDATES])
    else:
        picked = list(range(len(sentences)))
    best = None
    for head, lead, idx in _windows_at(lay, picked):
        penalty = PAIR_PENALTY * (bool(head) + len(lead) + len(idx) - 1)
        if best is not None and 1.0 - penalty + TIE_PRECISION <= best[0] + 1e-9:
            continue  # (cannot win even covering the whole claim: its score is at most 1 - penalty + TIE_PRECISION)
        records: tuple[Analysis, ...] = ()
        if lead and all(lay.rows[j] for j in idx):
            keeps = tuple(row_keep(claim, sentences[lead[0]], sentences[j]) for j in idx)
            win, rows = _row_window(source_text, head, lead, idx, context, keeps)
            records = rows if len(rows) > 1 else ()
        else:
            win = _window(source_text, head, lead, idx, context)
        cov, missing = coverage(claim, win)
        score = cov - penalty
        if best is not None and score + TIE_PRECISION <= best[0] + 1e-9:
            continue  # (cannot win: what is added below is at most TIE_PRECISION, and asks_only only subtracts)
        # Between windows that cover the claim alike, the one that says least besides ("90일 경과 후" rather
        # than "60일 경과 ~ 90일까지" for "90일이 지나면"): a small share of its words the claim has too.
        score += TIE_PRECISION * coverage(win, claim)[0]
        if asks_only(" ".join(sentences[j] for j in idx)):
            score -= ASKS_ONLY_PENALTY  # a question or a heading restates the topic: any statement reads first
        if best is None or score > best[0] + 1e-9:
            best = (score, cov, missing, win, " ".join(sentences[j] for j in head + lead + idx), records,
                    (head, lead, idx))
    if claim.valued and best[3].values:
        # The window is chosen on the words as written; what it says of the claim's values in another form
        # counts once it is chosen.
        best = (best[0], *coverage(claim, best[3], values=True), *best[3:])
    return best[1:]


def _support(claim: Analysis, claim_text: str, source_text: str, found, *, windows: tuple[Analysis, ...] = (),
             settled: frozenset[str] = frozenset()) -> Support:
    """The Support of the window ``found`` (see ``_best_window``); ``windows``: for a joint window, its
    parts, whose polarity is compared one by one (negation counts of unrelated sources, or of the rows of
    a table, do not add up)."""
    weight = sum(w for _, w in claim.weights)
    same = _language(claim_text) == _language(source_text)
    if found is None or weight <= 0:
        return Support(0.0, "", (), "", weight, same)
    cov, missing, win, evidence, records, where = found
    units, cells = evidence_units(source_text, *where, records) if where and not windows else ((), False)
    windows = windows or records
    if not same and evidence:
        # A source in two languages: what counts is the language of the passage compared.
        same = _language(claim_text) == _language(evidence)
    sentences = layout(source_text).sentences
    nouns = [t for t, w in claim.weights if w >= NOUN_WEIGHT]
    whole = squash(source_text) if len(sentences) > 1 else ""
    # A word found only as the source's formal word for it ("visitor" for "guest") is the claim's word for the
    # support, not a term the source names: whether the source is about the claim's things reads the terms as written.
    formal = said_otherwise([t for t, _ in claim.weights if t not in missing], win, claim)
    absent = set(missing) | {t for t in formal if t in nouns}
    as_written = max(0.0, cov - sum(w for t, w in claim.weights if t in formal) / weight)
    found_nouns = sum(1 for t in nouns if t not in absent or (whole and _in_text(t, whole)))
    weights = dict(claim.weights)
    missing_nouns = tuple(t for t in missing if weights.get(t, 0.0) >= NOUN_WEIGHT)
    topic_missing = bool(claim.topic) and claim.topic in absent and not (whole and _in_text(claim.topic, whole))
    keys = [t for t in nouns if len(t) >= 2 and t not in claim.negative_words and not t.replace(".", "").isdigit()]
    keys_found = sum(1 for t in keys if t not in absent or (whole and _in_text(t, whole)))
    if windows:
        pol = "shared" if any(polarity(claim, w) == "shared" for w in windows) else ""
        signals = tuple(dict.fromkeys(x for w in windows for x in contradiction_signals(claim, w, coverage(claim, w)[0])
                                      if x in ("polarity", "antonym")))
        modality = any(modality_conflict(claim, w) for w in windows)
    else:
        literal = coverage(claim, win)[0] if claim.valued else cov
        pol, signals, modality = polarity(claim, win), contradiction_signals(claim, win, literal), modality_conflict(claim, win)
        by_clause = clause_polarity(claim_text, settled, units, cells)
        if by_clause is not None:
            # Clause with clause: the negation of another clause says nothing of this one.
            pol = by_clause[0]
            signals = tuple(x for x in signals if x in ("absolute", "overstated")) + by_clause[1]
    if (where and not windows and cov < SUPPORT_COVERAGE and not _AS_A_RULE.search(claim_text)
            and (pol == "shared" or {"negation", "polarity"} & set(signals))
            and proviso_agrees(claim, source_text, where[2][-1])):
        # The rule the evidence states has a proviso the claim agrees with, and the claim says more than
        # the rule (the proviso's case, in its own words): the rule alone is no evidence against it. A
        # claim of the rule itself ("원칙적으로", all of its words in the rule) is still compared with it.
        signals = tuple(x for x in signals if x not in ("negation", "polarity"))
        pol = pol or "parity"
    restated = restated_limit(claim_text, evidence) if ({"negation", "polarity"} & set(signals) or pol) else ""
    if restated == OWN_NEGATION and not windows and abs(claim.negations - win.negations) == 1:
        # "may not exceed 10 hours" / "at most 10 hours", "14일을 초과할 수 없다" / "14일 이하": the one negation
        # that differs is the limit's own, and both state the same limit — the same polarity.
        signals = tuple(x for x in signals if x not in ("negation", "polarity"))
        pol = ""
    elif {"negation", "polarity"} & set(signals) and restated:
        # A limit restated the other way round with its predicate negated ("fewer than 5 cannot book" / "5 or
        # more can book"): the same rule; not confirmed here either (the polarities stay "differing").
        signals = tuple(x for x in signals if x not in ("negation", "polarity"))
        pol = pol or "parity"
    if pol == "parity" and not claim.negations and _fragment(claim_text):
        # A phrase quoted from a list or a table ("…를 위한 휴학(1년 이내)") asserts nothing, so the negation
        # of the sentence that introduces it is no difference of polarity.
        pol = ""
    dropped = bool(where) and not windows and proviso_case_dropped(claim, source_text, where[2][0])
    asks = bool(where) and not windows and asks_only(" ".join(sentences[j] for j in where[2]))
    return Support(round(cov, 4), evidence, missing, pol, weight, same, signals, missing_nouns, len(nouns), found_nouns,
                   topic_missing, tuple(keys), keys_found, modality, dropped, asks, round(as_written, 4))


# A text's language, read once: a source's is compared with every claim's, and a claim's with every source's
# (``lang_of`` counts every letter of the text; a str is returned, immutable).
_language = lru_cache(maxsize=2048)(lang_of)


# A claim that says it states the rule, not an exception to it.
_AS_A_RULE = re.compile(r"원칙|일반적으로|\b(?:in principle|as a rule|generally|normally)\b", re.IGNORECASE)


# Cached: the same claim is compared with the same source by several layers (entities, lexical, re-attribution,
# references). Arguments are strings and frozensets and a Support is frozen, so a cached one is safe to share.
@lru_cache(maxsize=4096)
def best_support(claim_text: str, source_text: str, *, settled: frozenset[str] = frozenset(),
                 context: str = "") -> Support:
    """The source window that best covers the claim, with coverage and polarity.

    ``settled``: claim words another layer has verified (limit words of a limit the entity layer
    matched: "최대 4회" against "4회 이내"), left out of the coverage. ``context``: words every window
    is read with (the source's title: "졸업논문 심사 규정" says what its articles are about).
    """
    claim = _claim(claim_text, settled)
    return _support(claim, claim_text, source_text, _best_window(claim, claim_text, source_text, context),
                    settled=settled)


def best_evidence(claim_text: str, source_text: str) -> str:
    """``best_support(claim_text, source_text).evidence``: the window chosen, without reading what it says of the
    claim (polarity, signals, provisos) — all a reference that quotes it needs."""
    claim = _claim(claim_text, frozenset())
    if sum(w for _, w in claim.weights) <= 0:
        return ""
    found = _best_window(claim, claim_text, source_text, "")
    return found[3] if found is not None else ""


def joint_support(claim_text: str, sources: tuple[tuple[str, str], ...], *,
                  settled: frozenset[str] = frozenset()) -> Support:
    """Support of a claim by several sources together (ALCE): each source's best window, read as one.

    ``sources``: (text, context) pairs. Polarity is compared window by window.
    """
    claim = _claim(claim_text, settled)
    parts = [f for f in (_best_window(claim, claim_text, text, ctx) for text, ctx in sources) if f is not None]
    joined = "\n".join(text for text, _ in sources)
    if not parts:
        return _support(claim, claim_text, joined, None)
    win = _merge([p[2] for p in parts])
    cov, missing = coverage(claim, win, values=True)
    return _support(claim, claim_text, joined, (cov, missing, win, "\n".join(p[3] for p in parts), (), None),
                    windows=tuple(r for p in parts for r in (p[4] or (p[2],))))


# A Korean sentence ends in a predicate ("…한다", "…해요", "…죠", "…함", "…음"); a phrase without one is a
# quotation of a noun phrase, not a statement.
_KO_PREDICATE_END = re.compile(r"[다요죠까함음임됨]\s*[.!?。)\]」』\"']*\s*$")


def _fragment(claim_text: str) -> bool:
    """Whether a Korean claim is a phrase rather than a sentence (no predicate at its end)."""
    text = claim_text.strip()
    return lang_of(text) == "ko" and not _KO_PREDICATE_END.search(text)


def _in_text(token: str, squashed: str) -> bool:
    # Substring test on the squashed source: no analysis of sentences outside the candidates.
    return len(token) >= 2 and token in squashed


# An answer that may say no to its question: a negation, an exclusive or an exception.
_DENYING = re.compile(r"아니|않|없|못|불가|(?<![\d,.\s])만(?=\s|[,.]|$)|에\s?한하|제외|\b(?:no|not|never|only|cannot|except|unless|"
                      r"neither|nor)\b|n't\b", re.IGNORECASE)


def _figure_elsewhere(s: Support) -> bool:
    """A figure of the claim that the evidence does not state in any form, though the source does elsewhere (the
    entity layer found it): "직원 … 150,000원" over the row "직원 | 90,000원" of a table whose other row has
    150,000원. The figure is an informative part the evidence does not cover, however light its weight."""
    return any(t.replace(".", "").isdigit() for t in s.missing)


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
        opposite = "" if states_the_exception(claim_text, s.evidence) else contradicted_part(claim_text, s.evidence)
        if opposite:
            return Verdict(False, 0.8, LEXICAL, f"Contradicted: {opposite}.", s.evidence, s.coverage, contradicts=True)
        if covered:
            supposed = uncovered_part(claim_text, s.evidence, source_text) or _asked_not_answered(claim_text, s.evidence)
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
