"""Layer 3: does one sentence (or two neighbouring ones) of the source say what the claim says?

Coverage is the weighted share of the claim's content tokens (Kiwi lemmas, particles and endings
stripped) found in the best window of the source; the window becomes the evidence. Polarity must
agree: a predicate the claim negates that the source asserts (or the reverse) is a contradiction
even at full coverage ("휴학할 수 있다" vs "휴학할 수 없다").

A sentence is read with its context: the section heading above it ("### 4.4 C4A15 — …", an FAQ's
"Q7. …?"), a table row with the table's header row, a list item with the sentence that introduces the
list ("다음 각 호의 어느 하나에 해당하는 때에는 제적한다." / "2. 등록금을 납부하지 아니한 때").

Only a few candidate sentences are analysed with Kiwi: they are picked by character-bigram overlap
first, which keeps a five-citation answer over long sources within a few milliseconds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from textkit.language import lang_of
from textkit.normalize import squash
from textkit.sentences import sentence_spans, strip_bullet

from ..analysis import Analysis, analyse
from ..bounds import LIMIT_WORDS
from ..lexicon import antonyms, opposed
from ..models import LEXICAL, Verdict

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
CLEAN_FLIP_COVERAGE = 0.95  # a negation flip of a light verb ("될 수 있다" / "될 수 없다") needs all the words
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
    modality: bool = False  # obligation against permission (see ``modality_conflict``)


@lru_cache(maxsize=4096)
def source_sentences(text: str) -> tuple[str, ...]:
    return tuple(strip_bullet(text[a:b]) for a, b in sentence_spans(text))


# Lines that head what follows them: markdown headings and FAQ questions ("Q7. …", "…?").
_HEADING = re.compile(r"^\s*(?:#{1,6}\s+\S|Q\s*\d{0,3}\s*[.:)．](?:\s|$))")
_ITEM = re.compile(r"^\s*(?:[-*•·▪‣◦]|\d{1,3}[.)]|\(\d{1,3}\)|[가-하][.)])\s+\S")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")


@dataclass(frozen=True)
class Layout:
    spans: tuple[tuple[int, int], ...]
    sentences: tuple[str, ...]
    headings: tuple[tuple[int, ...], ...]  # per sentence: the heading line it stands under (words only)
    leads: tuple[int | None, ...]  # per sentence: the table header row or list lead-in it belongs to
    sections: tuple[int, ...] = ()  # per sentence: its section (the first sentence of its heading, -1 before any)
    rows: tuple[bool, ...] = ()  # per sentence: a table row (a record of its own: its polarity is compared alone)


@lru_cache(maxsize=4096)
def layout(text: str) -> Layout:
    """The sentences of ``text`` and the context each one is read with (see the module docstring)."""
    spans = sentence_spans(text)
    sentences = tuple(strip_bullet(text[a:b]) for a, b in spans)
    headings: list[tuple[int, ...]] = []
    leads: list[int | None] = []
    sections: list[int] = []
    rows: list[bool] = []
    heading: tuple[int, ...] = ()
    lead_in = header = None
    kind = ""  # of the current line: "heading", "row", "item", "text"
    prev_end = 0
    for i, (a, b) in enumerate(spans):
        gap = text[prev_end:a]
        prev_end = b
        line_start = i == 0 or "\n" in gap
        if gap.count("\n") >= 2:
            # A blank line ends a list or a table, not the lead-in that announces it ("We will not pay
            # for:" / blank line / "1. …", as Markdown is often written).
            announces = lead_in is not None and lead_in == i - 1 and sentences[lead_in].rstrip().endswith((":", "："))
            header = None
            if not announces:
                lead_in = None
        raw = text[a:b]
        if line_start:
            line_end = text.find("\n", a)
            whole_line = line_end < 0 or text[b:line_end].strip() == ""
            if _HEADING.match(raw) or (whole_line and raw.rstrip().endswith(("?", "？")) and len(raw) <= 120):
                kind = "heading"
            elif "|" in raw and (raw.count("|") >= 2 or raw.strip().startswith("|") or " | " in raw):
                kind = "row"
            elif _ITEM.match(raw):
                kind = "item"
            else:
                kind = "text"
        rows.append(kind == "row")
        if kind == "heading":
            heading = (heading + (i,)) if not line_start else (i,)
            lead_in = header = None
            headings.append(())
            leads.append(None)
            sections.append(heading[0])
            continue
        headings.append(heading)
        sections.append(heading[0] if heading else -1)
        if kind == "row":
            if _TABLE_SEP.match(raw):
                leads.append(None)
                continue
            if header is None:
                header = i  # the first row of a table is its header
                leads.append(None)
            else:
                leads.append(header)
            lead_in = None
            continue
        header = None
        if kind == "item":
            leads.append(lead_in)
            continue
        leads.append(None)
        lead_in = i  # the last sentence before a list introduces it
    return Layout(tuple(spans), sentences, tuple(headings), tuple(leads), tuple(sections), tuple(rows))


def read_with_context(text: str, i: int) -> Analysis:
    """Sentence ``i`` of ``text`` as the lexical layer reads it: with its lead-in and heading."""
    lay = layout(text)
    lead = (lay.leads[i],) if lay.leads[i] is not None else ()
    return _merge(_analyses(lay.sentences, lead + (i,)), [analyse(lay.sentences[j]) for j in lay.headings[i]])


def sentence_at(text: str, pos: int) -> int | None:
    """The index of the sentence of ``text`` (see ``layout``) that holds offset ``pos``."""
    for i, (a, b) in enumerate(layout(text).spans):
        if a <= pos < b:
            return i
    return None


@lru_cache(maxsize=16384)
def _bigrams(text: str) -> frozenset[str]:
    s = squash(text)
    return frozenset(s[i:i + 2] for i in range(len(s) - 1))


def _merge(parts: list[Analysis], context: list[Analysis] = ()) -> Analysis:
    """One analysis of several sentences; ``context`` (a heading) adds its words, not its polarity."""
    if len(parts) == 1 and not context:
        return parts[0]
    weights: dict[str, float] = {}
    for p in list(context) + list(parts):
        for t, w in p.weights:
            weights[t] = max(weights.get(t, 0.0), w)
    # By keyword: the flags were once passed in the wrong order (softened and deontic swapped).
    return Analysis(
        weights=tuple(weights.items()), tokens=frozenset(weights), negated=frozenset().union(*(p.negated for p in parts)),
        positive=frozenset().union(*(p.positive for p in parts)), negations=sum(p.negations for p in parts),
        names=tuple(n for p in parts for n in p.names), squashed="".join(p.squashed for p in list(context) + list(parts)),
        absolutes=frozenset().union(*(p.absolutes for p in parts)),
        negative_words=frozenset().union(*(p.negative_words for p in parts)),
        hedged=any(p.hedged for p in parts), softened=any(p.softened for p in parts),
        deontic=any(p.deontic for p in parts), permissive=any(p.permissive for p in parts), topic=parts[0].topic,
    )


_NEG_PREFIX_CHARS = "불비무미"


def _matched(token: str, window: Analysis) -> bool:
    if token in window.tokens:
        return True
    # Compound nouns split differently ("등록금" vs "등록 금"): fall back to the squashed text, but not
    # to the word inside its negative-prefixed form ("성년자" is not in "미성년자").
    if len(token) >= 2 and "가" <= token[0] <= "힣":
        stem = token[:-1] if token.endswith("다") and len(token) >= 3 else token
        text = window.squashed
        for p in _NEG_PREFIX_CHARS:
            if p + token in window.tokens or p + stem in text:
                text = text.replace(p + stem, " ")
        return len(stem) >= 2 and stem in text
    if token.isascii():
        # "back-cover" / "back cover", "V6" / "V 6": the same letters once spaces and hyphens are gone.
        key = squash(token)
        if ("-" in token or any(c.isdigit() for c in key)) and len(key) >= 2 and key in window.squashed:
            return True
        # Derivations the light stemmer leaves apart ("contaminat(ed)" / "contamination").
        if len(token) >= 5 and token.isalpha():
            for other in window.tokens:
                if other[:1] != token[:1] or not other.isascii():
                    continue
                k = 0
                for x, y in zip(token, other):
                    if x != y:
                        break
                    k += 1
                if k >= 5 and k >= 0.8 * min(len(token), len(other)):
                    return True
    return False


def coverage(claim: Analysis, window: Analysis) -> tuple[float, tuple[str, ...]]:
    total = sum(w for _, w in claim.weights)
    if total <= 0:
        return 0.0, ()
    missing = tuple(t for t, _ in claim.weights if not _matched(t, window))
    got = sum(w for t, w in claim.weights if t not in missing)
    return got / total, missing


def polarity(claim: Analysis, window: Analysis) -> str:
    # A predicate the claim itself uses both ways ("6분의 5를 돌려받고 입학금은 반환되지 않는다") says
    # nothing about polarity on its own.
    both = claim.negated & claim.positive
    shared = (((claim.negated - both) & window.positive) - window.negated) | (((claim.positive - both) & window.negated) - window.positive)
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


# "다만, …인 경우에는 그러하지 아니하다": the exception reverses the rule of the sentence before it.
_EXCEPTION = re.compile(r"^\s*(?:다만|단)\s*[,，]?\s*\S.*(?:그러하지|그렇지)\s*(?:아니하|않)")
_EXCEPTION_WORDS = frozenset({"그러", "그렇다", "그러하다"})
_EXCEPTION_MEANING = frozenset({"제외", "exclud", "except"})  # negative-meaning words that state an exception


def _exception_pair(rule: Analysis, exception: Analysis) -> tuple[Analysis, Analysis]:
    """The rule as it holds in the exception's case (polarity reversed) and the exception without its
    "그러하지 아니하다", so that "…인 경우에는 휴학할 수 있다" reads the pair as it means."""
    flipped = replace(rule, negated=rule.positive, positive=rule.negated, negations=(rule.negations + 1) % 2,
                      deontic=False)
    kept = tuple((t, w) for t, w in exception.weights if t not in _EXCEPTION_WORDS)
    rest = replace(exception, weights=kept, tokens=frozenset(t for t, _ in kept),
                   negated=exception.negated - _EXCEPTION_WORDS, positive=exception.positive - _EXCEPTION_WORDS,
                   negations=max(0, exception.negations - 1))
    return flipped, rest


def _analyses(sentences: tuple[str, ...], idx: tuple[int, ...]) -> list[Analysis]:
    parts: list[Analysis] = []
    for k, j in enumerate(idx):
        a = analyse(sentences[j])
        if k and idx[k - 1] == j - 1 and _EXCEPTION.search(sentences[j]):
            parts[-1], a = _exception_pair(parts[-1], a)
        parts.append(a)
    return parts


def _cells(row: str) -> list[str]:
    cells = [c.strip() for c in row.split("|")]
    if cells and not cells[0]:
        cells = cells[1:]
    if cells and not cells[-1]:
        cells = cells[:-1]
    return cells


def _row_analysis(claim: Analysis, header: str, row: str) -> Analysis | None:
    """A table row read cell by cell, each with its column header ("입학금: 반환하지 않음"). All cells count
    for coverage; only the key column and the columns the claim names carry polarity, so that a "반환하지
    않음" under 입학금 says nothing about 수업료. None when the row does not line up with the header."""
    heads, cells = _cells(header), _cells(row)
    if len(heads) != len(cells) or len(cells) < 2:
        return None
    parts = [analyse(f"{h} {c}".strip()) for h, c in zip(heads, cells)]
    named = [i for i, h in enumerate(heads) if i and analyse(h).tokens & claim.tokens]
    if not named:
        return None
    keep = [0] + named
    return _merge([parts[i] for i in keep], [parts[i] for i in range(len(parts)) if i not in keep])


def modality_conflict(claim: Analysis, window: Analysis) -> bool:
    """An obligation ("…해야 한다", "must") where the evidence only permits ("…할 수 있다", "may"), or the
    reverse: the same words, another rule."""
    if claim.deontic and not claim.permissive and window.permissive and not window.deontic:
        return True
    return claim.permissive and not claim.deontic and window.deontic and not window.permissive


def _claim(claim_text: str, settled: frozenset[str]) -> Analysis:
    claim = analyse(claim_text)
    if settled & claim.tokens:
        kept = tuple((t, w) for t, w in claim.weights if t not in settled)
        claim = replace(claim, weights=kept, tokens=frozenset(t for t, _ in kept))
    return claim


_KO_FINAL = re.compile(r"[다요죠][.!。]?\s*$")
_EN_FINITE = re.compile(r"\b(?:is|are|was|were|be|been|must|can|cannot|may|might|will|would|shall|should|has|have|had|"
                        r"do|does|did|need|needs)\b", re.IGNORECASE)


def _needs_lead(lay: Layout, j: int) -> bool:
    """Whether list item ``j`` only completes the sentence that introduces it ("We will not pay for:" /
    "Pre-existing conditions."; "…때에는 제적한다." / "등록금을 납부하지 아니한 때") rather than being a
    sentence of its own ("- 환불은 3영업일 이내에 처리됩니다.")."""
    lead = lay.leads[j]
    if lead is None or lay.rows[j]:
        return False
    item = lay.sentences[j]
    if _KO_FINAL.search(item):
        return False
    announced = lay.sentences[lead].rstrip().endswith((":", "："))
    return announced or not (item.rstrip().endswith((".", "!")) and _EN_FINITE.search(item))


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

    def ctx_of(i: int) -> tuple[int, ...]:
        return lay.headings[i] + ((lay.leads[i],) if lay.leads[i] is not None else ())

    if len(sentences) > CANDIDATES:
        def score_of(i: int) -> float:
            grams = _bigrams(sentences[i]).union(*(_bigrams(sentences[j]) for j in ctx_of(i)))
            return -len(cb & grams) / (1 + len(cb))
        picked = sorted(sorted(range(len(sentences)), key=score_of)[:CANDIDATES])
    else:
        picked = list(range(len(sentences)))
    spans: list[tuple[int, int]] = [(i, i + 1) for i in picked]
    spans += [(i, i + 2) for i in picked if i + 1 < len(sentences)]
    spans += [(i - 1, i + 1) for i in picked if i > 0 and (i - 1, i + 1) not in spans]
    windows: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []  # (heading, lead, sentences)
    for a, b in spans:
        if len({lay.sections[j] for j in range(a, b)}) > 1:
            continue  # a window never spans two sections ("### E12 …" / "### E13 …")
        if not any(_needs_lead(lay, j) for j in range(a, b)) or lay.leads[a] in range(a, b):
            # A list item that only completes its lead-in is read with it: "gift cards;" says nothing alone.
            windows.append(((), (), tuple(range(a, b))))
        ctx = ctx_of(a)
        if ctx and all(ctx_of(j) == ctx for j in range(a, b)):
            head = lay.headings[a]
            lead = (lay.leads[a],) if lay.leads[a] is not None else ()
            windows.append((head, lead, tuple(range(a, b))))
    extra = [analyse(context)] if context.strip() else []
    best = None
    for head, lead, idx in windows:
        if set(head + lead) & set(idx):
            continue
        records: tuple[Analysis, ...] = ()
        if lead and all(lay.rows[j] for j in idx):
            rows = [_row_analysis(claim, sentences[lead[0]], sentences[j]) or analyse(sentences[j]) for j in idx]
            win = _merge(rows, [analyse(sentences[lead[0]])] + [analyse(sentences[j]) for j in head] + extra)
            records = tuple(rows) if len(rows) > 1 else ()
        else:
            win = _merge(_analyses(sentences, lead + idx), [analyse(sentences[j]) for j in head] + extra)
        cov, missing = coverage(claim, win)
        score = cov - PAIR_PENALTY * (bool(head) + len(lead) + len(idx) - 1)
        if best is None or score > best[0] + 1e-9:
            best = (score, cov, missing, win, " ".join(sentences[j] for j in head + lead + idx), records)
    return best[1:]


def _support(claim: Analysis, claim_text: str, source_text: str, found, *, windows: tuple[Analysis, ...] = ()) -> Support:
    """The Support of the window ``found`` (see ``_best_window``); ``windows``: for a joint window, its
    parts, whose polarity is compared one by one (negation counts of unrelated sources, or of the rows of
    a table, do not add up)."""
    weight = sum(w for _, w in claim.weights)
    same = lang_of(claim_text) == lang_of(source_text)
    if found is None or weight <= 0:
        return Support(0.0, "", (), "", weight, same)
    cov, missing, win, evidence, records = found
    windows = windows or records
    if not same and evidence:
        # A source in two languages: what counts is the language of the passage compared.
        same = lang_of(claim_text) == lang_of(evidence)
    sentences = layout(source_text).sentences
    nouns = [t for t, w in claim.weights if w >= NOUN_WEIGHT]
    whole = squash(source_text) if len(sentences) > 1 else ""
    found_nouns = sum(1 for t in nouns if t not in missing or (whole and _in_text(t, whole)))
    weights = dict(claim.weights)
    missing_nouns = tuple(t for t in missing if weights.get(t, 0.0) >= NOUN_WEIGHT)
    topic_missing = bool(claim.topic) and claim.topic in missing and not (whole and _in_text(claim.topic, whole))
    keys = [t for t in nouns if len(t) >= 2 and t not in claim.negative_words and not t.replace(".", "").isdigit()]
    keys_found = sum(1 for t in keys if t not in missing or (whole and _in_text(t, whole)))
    if windows:
        pol = "shared" if any(polarity(claim, w) == "shared" for w in windows) else ""
        signals = tuple(dict.fromkeys(x for w in windows for x in contradiction_signals(claim, w, coverage(claim, w)[0])
                                      if x in ("polarity", "antonym")))
        modality = any(modality_conflict(claim, w) for w in windows)
    else:
        pol, signals, modality = polarity(claim, win), contradiction_signals(claim, win, cov), modality_conflict(claim, win)
    return Support(round(cov, 4), evidence, missing, pol, weight, same, signals, missing_nouns, len(nouns), found_nouns,
                   topic_missing, tuple(keys), keys_found, modality)


def best_support(claim_text: str, source_text: str, *, settled: frozenset[str] = frozenset(),
                 context: str = "") -> Support:
    """The source window that best covers the claim, with coverage and polarity.

    ``settled``: claim words another layer has verified (limit words of a limit the entity layer
    matched: "최대 4회" against "4회 이내"), left out of the coverage. ``context``: words every window
    is read with (the source's title: "졸업논문 심사 규정" says what its articles are about).
    """
    claim = _claim(claim_text, settled)
    return _support(claim, claim_text, source_text, _best_window(claim, claim_text, source_text, context))


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
    cov, missing = coverage(claim, win)
    return _support(claim, claim_text, joined, (cov, missing, win, "\n".join(p[3] for p in parts), ()),
                    windows=tuple(r for p in parts for r in (p[4] or (p[2],))))


def _in_text(token: str, squashed: str) -> bool:
    # Substring test on the squashed source: no analysis of sentences outside the candidates.
    return len(token) >= 2 and token in squashed


# Absolute words whose addition overstates a source. "all" is left out: "모든/모두" is also used
# loosely for plural subjects ("그들 모두"), and faithful paraphrases add it.
STRONG_ABSOLUTES = frozenset({"never", "none", "only", "always", "fully"})
# Exclusives that restate a condition or a number ("only if X" = "not … unless X"; "only once"): they may
# say more than the source, or the same; never decisive, but not "accurate" either.
SOFT_ABSOLUTES = frozenset({"only-if", "only-value"})
DECISIVE_ABSOLUTE_COVERAGE = 0.8
_DUALS = {"never": frozenset({"always", "all"}), "none": frozenset({"all", "always"}),
          "always": frozenset({"never", "none"}), "only": frozenset({"all"})}


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
    if window.negations or window.negative_words & _EXCEPTION_MEANING:
        added -= {"only"}  # "not … unless/except X" is what "only X" says
    if added & STRONG_ABSOLUTES and cov >= DECISIVE_ABSOLUTE_COVERAGE and not (claim.absolutes & SOFT_ABSOLUTES):
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
                  or claim.hedged or window.hedged or ("only" in claim.absolutes and claim.negations))
    # "같지 않다" where the source says "차이가 있다": a negated antonym is agreement.
    negated_antonym = any(antonyms(p) & window.tokens for p in claim.negated)
    if (claim.negations and not window.negations and not unreliable and not negated_antonym
            and (claim.negated & (window.tokens | window.positive) or cov >= NEGATION_MIN_COVERAGE)):
        signals.append("negation")
    # Same predicate, opposite polarity, and the sentences' negation counts disagree too: a negation
    # elsewhere in the source may scope over the shared predicate ("받아들일 거라고 생각하지 마").
    # A negative-meaning word on the asserting side may carry the negation ("유지하는 것도 예산을
    # 초과한다" = "유지할 수 없다").
    asserting = window if claim.negations % 2 else claim
    shared = (claim.negated & window.positive) | (claim.positive & window.negated)
    if (polarity(claim, window) == "shared" and claim.negations % 2 != window.negations % 2
            and cov >= POLARITY_MIN_COVERAGE
            and not (asserting.negative_words - shared - (claim.negative_words & window.negative_words))
            and not (claim.hedged or window.hedged or claim.softened or window.softened)):
        signals.append("polarity")
    # A clean flip: every word of the claim is in the evidence, which denies the light verb the claim
    # asserts and has no other negation ("지도교수도 위원장이 될 수 있다" / "지도교수는 위원장이 될 수 없다").
    if ("polarity" not in signals and cov >= CLEAN_FLIP_COVERAGE and not claim.negations and window.negations == 1
            and (claim.positive & window.negated & {"하다", "되다"}) - window.positive and not window.negative_words
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
    # "overstated": "only", "always", "never" where the source has no such word, said of a condition or a
    # number, or where the source is mostly elsewhere: the same rule said another way, or more. Never
    # decisive, never "accurate": a judge decides.
    signals = tuple(x for x in s.signals if x != "overstated")
    if signals:
        conf = min(0.95, 0.72 + 0.08 * len(signals) + 0.1 * s.coverage)
        why = "; ".join(_SIGNAL_TEXT[x] for x in signals)
        # An overstatement ("only", "always") says more than the source; the others say the opposite.
        opposite = bool({"negation", "polarity", "antonym"} & set(signals))
        return Verdict(False, round(conf, 3), LEXICAL, f"Contradicted: {why} (coverage {s.coverage:.0%}).", s.evidence,
                       s.coverage, contradicts=opposite)
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
    if (s.coverage >= SUPPORT_COVERAGE and not s.polarity and not absent_entities and not s.missing_nouns
            and not s.modality and "overstated" not in s.signals):
        conf = 0.75 + 0.24 * (s.coverage - SUPPORT_COVERAGE) / (1 - SUPPORT_COVERAGE)
        return Verdict(True, round(conf, 3), LEXICAL, f"The source sentence covers {s.coverage:.0%} of the claim.", s.evidence, s.coverage)
    why = [f"coverage {s.coverage:.0%}"]
    if s.missing:
        why.append("not found: " + ", ".join(s.missing[:4]))
    if s.polarity:
        why.append("negation differs")
    if s.modality:
        why.append("obligation and permission differ")
    if "overstated" in s.signals:
        why.append(_SIGNAL_TEXT["absolute"])
    if absent_entities:
        why.append("values not in the source: " + ", ".join(absent_entities[:3]))
    return Verdict(None, 0.5, LEXICAL, "Undecided: " + "; ".join(why) + ".", s.evidence, s.coverage)
