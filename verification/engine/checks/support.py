"""Layer 3's search: the window of a source (a sentence, two neighbouring ones, a table row) that best covers a
claim, and what it says of the claim (``Support``: coverage, missing words, polarity, contradiction signals).

``lexical.lexical_verdict`` turns a ``Support`` into a verdict; the entity and re-attribution layers read one too.
Only a few candidate sentences are analysed with Kiwi: they are picked by character-bigram overlap first
(``CANDIDATES``), which keeps a five-citation answer over long sources within a few milliseconds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit.language import lang_of
from textkit.normalize import squash

from ..analysis import Analysis
from ..bounds import OWN_NEGATION, restated_limit
from .assertion import asks_only
from .clause_polarity import clause_polarity
from .overlap import _claim, coverage, said_otherwise
from .priced import free_against_price
from .reading import (
    _bigrams,
    _merge,
    evidence_units,
    layout,
    proviso_agrees,
    proviso_case_dropped,
    row_keep,
)
from .signals import contradiction_signals, modality_conflict, polarity
from .windows import _context_grams, _row_window, _window, _windows_at

SUPPORT_COVERAGE = 0.86  # at or above: supported (if nothing contradicts)
NOUN_WEIGHT = 1.0
PAIR_PENALTY = 0.04  # two sentences together match more by chance than one
ASKS_ONLY_PENALTY = 0.5  # a window of questions or headings only (``asks_only``) is read last
TIE_PRECISION = 0.02
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
    same = language_of(claim_text) == language_of(source_text)
    if found is None or weight <= 0:
        return Support(0.0, "", (), "", weight, same)
    cov, missing, win, evidence, records, where = found
    units, cells = evidence_units(source_text, *where, records) if where and not windows else ((), False)
    windows = windows or records
    if not same and evidence:
        # A source in two languages: what counts is the language of the passage compared.
        same = language_of(claim_text) == language_of(evidence)
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
            # "Free" against the price a later clause states ("…; it costs 5 pounds a day") is read on the whole.
            priced = ("antonym",) if free_against_price(claim, win) and "antonym" not in by_clause[1] else ()
            signals = tuple(x for x in signals if x in ("absolute", "overstated")) + by_clause[1] + priced
    if (where and not windows and cov < SUPPORT_COVERAGE and not _AS_A_RULE.search(claim_text)
            and (pol == "shared" or {"negation", "polarity"} & set(signals))
            and proviso_agrees(claim, source_text, where[2][-1])):
        # The rule the evidence states has a proviso the claim agrees with, and the claim says more than
        # the rule (the proviso's case, in its own words): the rule alone is no evidence against it. A
        # claim of the rule itself ("원칙적으로", all of its words in the rule) is still compared with it.
        signals = tuple(x for x in signals if x not in ("negation", "polarity"))
        pol = pol or "parity"
    if (where and not windows and {"negation", "polarity"} & set(signals)
            and _lead_sets_polarity(claim, claim_text, source_text, where, missing)):
        # List items read without the lead-in that introduces them ("다음 물품은 팔 수 없습니다." / "6. 스티로폼 용기"):
        # the lead-in gives them their polarity, so the item alone says nothing against the claim.
        signals = tuple(x for x in signals if x not in ("negation", "polarity"))
        pol = pol or "parity"
    restated = restated_limit(claim_text, evidence) if ({"negation", "polarity"} & set(signals) or pol) else ""
    if restated == OWN_NEGATION and not windows and abs(claim.negations - win.negations) == 1:
        # "may not exceed 10 hours" / "at most 10 hours", "14일을 초과할 수 없다" / "14일 이하": the one negation
        # that differs is the limit's own, and both state the same limit — the same polarity.
        # "nobody drops more than one tier" / "you can move down by one tier at most": the "nobody" is the limit's
        # negation, not an absolute of its own.
        limit_only = claim.absolutes <= {"none", "never"}
        signals = tuple(x for x in signals if x not in ("negation", "polarity") and not (x == "absolute" and limit_only))
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
language_of = lru_cache(maxsize=2048)(lang_of)


# A claim that states a condition of its own ("lost if a service is late", "늦어지면 보증이 없어집니다").
_STATES_CONDITION = re.compile(r"\b(?:if|when|whenever|unless|once)\b|(?:으?면|경우|때)(?:에는|에|는)?(?=[\s,])", re.IGNORECASE)
# A consequence that ends what the lead-in grants ("lost", "void", "lapses", "상실", "무효"), as a claim word the window
# misses (a stem): the claim turns the rule round only then; "kept", "still applies", "doubles" restate or add to it.
_ENDS_WHAT_IS_GRANTED = re.compile(r"(?:lose|los|lost|void|laps|cancel|forfeit|end|ends|ended|expir|terminat|revok|invalid"
                                   r"|상실|무효|소멸|취소|잃|해지|만료|박탈|실효)", re.IGNORECASE)


def _lead_sets_polarity(claim: Analysis, claim_text: str, source_text: str, where, missing: tuple[str, ...]) -> bool:
    """Whether the list items of the window ``where`` (sentences read without their lead-in) are read otherwise under
    the lead-in that introduces them: with it the claim's polarity is not contradicted, or the lead-in makes the
    items the conditions of a rule ("The warranty applies only if:" / "no service is … late") and the claim, a
    condition of its own whose consequence ends what the lead-in grants ("the warranty is lost if a service is … late"),
    may state the rule turned round — the opposite condition with the opposite consequence."""
    _, read_with, idx = where
    lay = layout(source_text)
    leads = {lay.leads[j] for j in idx if not lay.rows[j]} - {None}
    if len(leads) != 1:
        return False
    lead = leads.pop()
    if lead in idx:
        return False
    if (_window(source_text, (), (), (lead,), "").absolutes & {"only", "only-if"} and not claim.negations
            and any(_ENDS_WHAT_IS_GRANTED.fullmatch(m) or (m[:1] >= "가" and _ENDS_WHAT_IS_GRANTED.match(m))
                    for m in missing)
            and _STATES_CONDITION.search(claim_text)):
        return True
    if read_with:
        return False  # (read with its lead-in already: that reading is the one compared)
    win = _window(source_text, lay.headings[idx[0]], (lead,), idx, "")
    return not {"negation", "polarity"} & set(contradiction_signals(claim, win, coverage(claim, win)[0]))


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
    claim, found = _chosen_window(claim_text, source_text, settled, context)
    return _support(claim, claim_text, source_text, found, settled=settled)


# Cached: the window is chosen once per (claim, source, settled words, context), for ``best_support`` and for
# ``window_coverage``, which re-attribution asks first. Strings and a frozenset in; a frozen analysis and tuples out.
@lru_cache(maxsize=4096)
def _chosen_window(claim_text: str, source_text: str, settled: frozenset[str], context: str):
    """(the claim's analysis without ``settled``, ``_best_window`` of it) for ``best_support``."""
    claim = _claim(claim_text, settled)
    return claim, _best_window(claim, claim_text, source_text, context)


def window_coverage(claim_text: str, source_text: str, *, settled: frozenset[str] = frozenset(),
                    context: str = "") -> float:
    """``best_support(...).coverage``, without reading what the window says of the claim (polarity, signals,
    provisos): enough to tell that no window of the source comes near supporting the claim."""
    found = _chosen_window(claim_text, source_text, settled, context)[1]
    return round(found[0], 4) if found is not None else 0.0


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
