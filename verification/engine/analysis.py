"""Morphological analysis of one sentence for the lexical layer: content tokens and polarity.

Content tokens are lemmas with particles and endings stripped ("휴학은"/"휴학을" → "휴학", "넘을" →
"넘다"), English words lower-cased, stop words dropped and suffixes folded ("restarts" → "restart").
Each token carries a weight: nouns, names and foreign words say what a claim is about, verbs what it
says of it, adverbs little.

Identifiers (error codes, part numbers: "C4A15", "TP-CBL-5M") are one token each, never their
fragments. Light words ("포함", "처리", "해당", "경우", "mean", "using", see ``lexicon.light_weight``)
weigh little: a claim that differs from its source only in them says the same thing.

Polarity: every predicate (verb, adjective, noun + 하다) is marked negated when 안/못 precede it,
않다/못하다/말다 follow it, "수 없다" follows it, or it is "없다"/"아니다"/금지. Two negations of the
same predicate cancel ("하지 않으면 안 된다" is an obligation). Permission words are one concept:
가능/허용/허가 positive, 불가/금지/불허 its negation. A Sino-Korean negative prefix makes a word of its
own ("불합격", "미납", "비대면"), not a negated predicate: "불합격하면" and "불합격 판정을 받으면" agree.

How the sentence states it (absolutes, negative words, obligation, permission, hedges, exemptions) is read by
``modality``; the values it states by ``values``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from textkit.identifiers import IDENTIFIER, code_key
from textkit.morphology import analyze
from textkit.normalize import squash
from textkit.stopwords import KOREAN_FUNCTION_WORDS, KOREAN_LIGHT_VERBS

from .english_reading import EN_WORD, read_english, stem
from .lexicon import canonical, light_weight, shared_heads
from .modality import NEGATIVE_PREFIXES, PERMISSION_WORDS, modality
from .token_readings import (
    VOICE_WEIGHT,
    denied_in_condition,
    elapsed,
    falls_short,
    range_or_rest,
    relative_times,
    such_as,
    topic_noun,
    voice_suffix,
    within_bound,
)
from .values import stated_values

# ``stem`` and ``EN_WORD`` are ``english_reading``'s: the readers of an analysis import them from here too.
__all__ = ["EN_WORD", "Analysis", "analyse", "analyse_part", "part_weights", "stem"]

_KO_WEIGHTS = {"NNG": 1.0, "NNP": 1.2, "SL": 1.0, "SH": 1.0, "XR": 1.0, "NR": 0.6, "SN": 0.6, "VV": 0.8, "VA": 0.8,
               "MAG": 0.4, "NP": 0.3}  # W_* (URLs, serials, …) weigh 1.0
_NEG_ADVERBS = frozenset({"안", "못", "아니"})
_NEG_AUX = frozenset({"않다", "아니하다", "못하다", "말다"})
_BENEFACTIVE = frozenset({"주다", "드리다"})  # auxiliaries after V-어: "돌려 주다", "돌려 드리다"


@dataclass(frozen=True)
class Analysis:
    """What the lexical layer needs to know about one sentence (or a window of them)."""

    weights: tuple[tuple[str, float], ...]  # content tokens, deduplicated, with weight
    tokens: frozenset[str]
    negated: frozenset[str]  # predicates under negation
    positive: frozenset[str]  # predicates asserted
    negations: int
    names: tuple[str, ...]  # Korean proper nouns
    squashed: str
    absolutes: frozenset[str] = frozenset()  # "only", "never", "always", "all", ...
    negative_words: frozenset[str] = frozenset()  # words whose meaning includes a negation or a limit
    hedged: bool = False  # "…할 수도 있다", "…지도 모른다", "may", "might"
    softened: bool = False  # "거의/별로 … 않다", "hardly": a negation that means "a little"
    deontic: bool = False  # an obligation or prohibition ("…해야 한다", "…해서는 안 된다", "must")
    permissive: bool = False  # a permission or possibility ("…할 수 있다", "may", "can")
    topic: str = ""  # the head noun of the first topic or subject ("일반휴학은" → "휴학"), Korean only
    # Relative times and the event each is relative to: ("출국", "before") for "출국 전", ("arriv", "after")
    # for "after arrival". "전/후" alone says nothing; with the same event on both sides it is an antonym.
    timed: frozenset[tuple[str, str]] = frozenset()
    # "…하지 않아도 된다", "need not", "don't have to": an exemption, which denies an obligation and only that.
    exempted: bool = False
    # An instruction or a need ("확인하십시오", "보관하세요", "필요하다", "you should/need to", "Check the …"): what an
    # exemption denies, as an obligation does.
    instructs: bool = False
    # Values the text states, normalized ("오후 2시" and "14:00" are one key, see ``values.value_keys``), and
    # for each content token written inside a value, the keys of every value it is part of: a token of
    # a value is found wherever the same value is written, however it is written ("일주일" in "7일").
    values: frozenset[tuple[str, float]] = frozenset()
    valued: tuple[tuple[str, tuple[frozenset[tuple[str, float]], ...]], ...] = ()
    # English conditions: the predicates right after "unless" ("unless you cancel": "cancel"), and those negated
    # inside an "if/when/provided" clause ("if you do not cancel": "cancel"). "Unless X" is "if not X": the two
    # state one condition, so the negation one of them counts is no difference of polarity.
    unless: frozenset[str] = frozenset()
    if_not: frozenset[str] = frozenset()
    if_yes: frozenset[str] = frozenset()  # the words of an "if/when/provided" clause not under its negation
    # The text as written, for the readers that need its word order (``phrasal``: "get the fee back"); not compared.
    text: str = field(default="", compare=False, repr=False)

    # Not a field (neither compared nor hashed; ``replace`` makes a new analysis, read anew): computed on first use.
    @cached_property
    def lookup(self) -> tuple[float, tuple[tuple[str, frozenset[str], str], ...]]:
        """What ``overlap.coverage`` reads of a claim, once per analysis rather than once per window it is compared
        with: the total weight, and per content token its other synonym heads (``lexicon.shared_heads``) and, for a
        Korean word of two letters or more, the stem a window's text must hold for it to be found ("" otherwise)."""
        words = []
        for t, _ in self.weights:
            ko = "가" <= t[:1] <= "힣" and len(t) >= 2
            words.append((t, shared_heads(t), (t[:-1] if t.endswith("다") and len(t) >= 3 else t) if ko else ""))
        return sum(w for _, w in self.weights), tuple(words)


_EXCEPTED_NEGATION = re.compile(r"(?:지\s?(?:않|못)|없)[은는던]\s?경우(?:를|을|는)?\s?(?:제외|외에는|말고)")


@lru_cache(maxsize=16384)
def analyse(text: str) -> Analysis:
    """Content tokens and polarity of ``text`` (one sentence or a short passage)."""
    return _analysis(text, analyze(text))


@lru_cache(maxsize=8192)
def analyse_part(text: str, start: int, end: int) -> Analysis:
    """``text[start:end]`` (a clause) analysed with the morphemes Kiwi found in the whole of ``text``: one
    morphological analysis per sentence, and each word read in its sentence."""
    if start <= 0 and end >= len(text):
        return analyse(text)
    toks = tuple((lemma, tag, a - start, b - start) for lemma, tag, a, b in analyze(text) if start <= a and b <= end)
    return _analysis(text[start:end], toks)


@lru_cache(maxsize=8192)
def part_weights(text: str, start: int, end: int) -> tuple[tuple[str, float], ...]:
    """``analyse_part(text, start, end).weights`` — the content tokens of the clause and their weights — without
    reading its polarity and values, which the readers of a sentence's parts (``parts``) do not use."""
    if start <= 0 and end >= len(text):
        return analyse(text).weights
    toks = tuple((lemma, tag, a - start, b - start) for lemma, tag, a, b in analyze(text) if start <= a and b <= end)
    return _analysis(text[start:end], toks, weights_only=True)


_WEEKDAYS = frozenset("월화수목금토일")
_DATE_BEFORE = re.compile(r"\d\s?[.일]?\s?$")


def _dated(text: str, start: int, end: int) -> bool:
    """Whether the syllable at ``text[start:end]`` is a date's weekday in brackets ("4. 25.(토)", "4월 25일(토)")."""
    return text[start - 1:start] == "(" and text[end:end + 1] == ")" and bool(_DATE_BEFORE.search(text[max(0, start - 6):start - 1]))


def _canonical(weights: dict[str, float]) -> dict[str, float]:
    # Synonyms of formal and everyday register ("초과"/"넘다") compare as one word; light words weigh little.
    canon: dict[str, float] = {}
    for tok, wt in weights.items():
        c = canonical(tok)
        light = light_weight(c)
        if light is not None:
            wt = min(wt, light)
        canon[c] = max(canon.get(c, 0.0), wt)
    return canon


def _analysis(text: str, toks: tuple[tuple[str, str, int, int], ...], weights_only: bool = False):
    """The ``Analysis`` of ``text`` (``toks``: its morphemes); ``weights_only``: its weights alone (``part_weights``)."""
    weights: dict[str, float] = {}
    preds: list[list] = []  # [lemma, negated]
    names: list[str] = []
    pending_neg = False
    last_noun = ""
    n = len(toks)
    ids = [m.span() for m in IDENTIFIER.finditer(text)]
    for m in IDENTIFIER.finditer(text):
        weights[code_key(m.group()).lower()] = 1.0
    absorbed: set[int] = set()  # morphemes read as part of the word before them ("돌려받다")
    for i, (lemma, tag, start, _end) in enumerate(toks):
        nxt = toks[i + 1][1] if i + 1 < n else ""
        base = tag.split("-")[0]
        if i in absorbed:
            continue
        if base == "SL":
            continue  # English words are handled by ``read_english`` on the raw text
        if ids and any(a <= start < b for a, b in ids):
            continue  # a fragment of an identifier
        if base == "MAG" and lemma == "없이":
            preds.append(["있다", True])  # "X 없이는 … 않는다" is a double negation
            continue
        if base == "MAG" and lemma in _NEG_ADVERBS:
            if not falls_short(toks, i):
                pending_neg = True
            continue
        if base == "VX" and lemma in _NEG_AUX:
            if lemma == "못하다" and i >= 2 and falls_short(toks, i - 2):
                continue  # "90%에 미치지 못했다": the bound "below", no negation (see ``falls_short``)
            prev = [t[1] for t in toks[max(0, i - 3):i]]
            if preds and "VCP" not in prev:
                preds[-1][1] = not preds[-1][1]
            else:
                preds.append([last_noun or "이다", True])  # "자유주의적이지 않다": the copula is denied
            continue
        if base in ("VA", "VV") and lemma == "없다":
            prev2 = [t[0] for t in toks[max(0, i - 2):i]]
            if i >= 1 and toks[i - 1][0] == "밖에":
                continue  # "X밖에 없다" means "only X": an exclusive, not a negation
            if "수" in prev2 and preds:
                preds[-1][1] = not preds[-1][1]  # "할 수 없다": the verb is negated
            else:
                preds.append(["있다", True])
            continue
        if base == "VCN":  # "X가 아니다": X is denied
            if nxt == "EC" and i + 1 < n and toks[i + 1][0] in ("면", "으면"):
                continue  # "아니면" means "or"
            if last_noun and (not preds or preds[-1][0] != last_noun):
                preds.append([last_noun, True])
            elif preds:
                preds[-1][1] = not preds[-1][1]
            continue
        if base in ("VV", "VA") and lemma in KOREAN_LIGHT_VERBS and pending_neg:
            if preds:
                preds[-1][1] = not preds[-1][1]  # "안 된다" negates what precedes it
            else:
                preds.append([lemma, True])  # "못 했다"
            pending_neg = False
            continue
        if base in ("VA", "VV") and lemma == "있다":
            if not (i >= 1 and toks[i - 1][0] == "수"):
                preds.append(["있다", pending_neg])
                pending_neg = False
            continue
        if lemma in PERMISSION_WORDS and base in ("NNG", "XR"):
            concept, neg = PERMISSION_WORDS[lemma]
            prefixed = i >= 1 and toks[i - 1][1] == "XPN" and toks[i - 1][0] in NEGATIVE_PREFIXES
            preds.append([concept, neg ^ prefixed ^ pending_neg])
            pending_neg = False
            weights[concept] = max(weights.get(concept, 0.0), 0.5)
            continue
        if pending_neg and base in ("XSV", "XSA", "EF", "EC"):
            # "못 했다"/"안 한다" with 하다 as a suffix: the negation falls on what came before.
            if preds:
                preds[-1][1] = not preds[-1][1]
            else:
                preds.append(["하다", True])
            pending_neg = False
            continue
        if base in ("VV", "VA") and lemma in KOREAN_LIGHT_VERBS:
            # Not content, but a negation needs something to attach to ("하지 않았다").
            preds.append([lemma, pending_neg])
            pending_neg = False
            continue
        if voice_suffix(toks, i, text):
            # "반환받다", "보장받을 수 없다", "해고당하다": the passive of "반환하다" written as one word. The noun is
            # the predicate (as with 하다/되다 as suffixes, whose negation it takes); the suffix says mostly the
            # voice, which the role checks read (``clause_roles``): it weighs little (``VOICE_WEIGHT``).
            if not (preds and preds[-1][0] == last_noun):
                preds.append([last_noun, pending_neg])
            elif pending_neg:
                preds[-1][1] = not preds[-1][1]
            pending_neg = False
            key = lemma
            weights[key] = max(weights.get(key, 0.0), VOICE_WEIGHT)
            continue
        if lemma == "같다" and such_as(toks, i):
            continue  # "A 같은 B": B such as A, a listing word (``token_readings.such_as``)
        within = within_bound(toks, i) if lemma in ("안", "지나다", "넘다", "경과") else None
        if within is not None:
            # "60일 안에", "3년이 지나기 전에": the bound word "이내" (``token_readings.within_bound``)
            absorbed.update(within)
            weights["이내"] = max(weights.get("이내", 0.0), 1.0)
            continue
        rest = range_or_rest(toks, i) if lemma in ("사이", "밖") else None
        if rest is not None:
            if rest:  # "그 밖의" is "기타" (a light word)
                weights[rest] = max(weights.get(rest, 0.0), 1.0)
            continue  # "9시에서 5시 사이": the range is the values'
        said = elapsed(toks, i) if lemma == "지나다" else None
        if said is not None:
            # "3초가 지나면" is "3초 후", "지난 학기" the last one (``token_readings.elapsed``)
            absorbed.update(said[1])
            weights[said[0]] = max(weights.get(said[0], 0.0), 0.8)
            continue
        w = _KO_WEIGHTS.get(base) or (1.0 if base.startswith("W_") else None)
        if w is None or lemma in KOREAN_FUNCTION_WORDS:
            continue
        key = lemma.lower()
        if (i >= 1 and toks[i - 1][0] == "못" and falls_short(toks, i - 1)) or falls_short(toks, i):
            key = "미만"  # "90%에 못 미치다", "미치지 못하다" is "90% 미만": the bound, said with a verb
        if base == "SN":
            key = key.rstrip(".").replace(",", "")  # "3." at a sentence end, "1,234"
        prefixed = (base in ("NNG", "XR") and i >= 1 and toks[i - 1][1] == "XPN" and toks[i - 1][0] in NEGATIVE_PREFIXES)
        if prefixed:
            key = toks[i - 1][0] + key  # "불합격", "비대면": a word of its own, not a negation
        if len(key) == 1 and key in _WEEKDAYS and _dated(text, toks[i][2], toks[i][3]):
            key += "요일"  # "2026. 4. 25.(토)": the weekday a date is written with is "토요일" in words
        aux = toks[i + 2][0] if base == "VV" and i + 2 < n and toks[i + 1][1] == "EC" else ""
        if aux in _BENEFACTIVE or aux == "받다":
            # "돌려 드리다" is the verb "돌려주다" (드리다: the honorific of the auxiliary 주다), "돌려받고" (read as
            # 돌리다 + 받다) the verb "돌려받다": take the compound when it is a word of the lexicon, so that it meets
            # its synonyms ("환불"); its 받다 is then part of it, no word of its own.
            compound = text[toks[i][2]:toks[i + 1][3]].replace(" ", "") + ("받다" if aux == "받다" else "주다")
            if canonical(compound) != compound:
                key = compound
                if aux == "받다":
                    absorbed.add(i + 2)
        weights[key] = max(weights.get(key, 0.0), w)
        if base in ("NNG", "NNP", "XR", "SH"):
            last_noun = key
        if base == "NNP" and re.search(r"[가-힣]", lemma) and len(lemma) >= 2:
            names.append(lemma)
        is_pred = base in ("VV", "VA") or (base in ("NNG", "XR") and nxt in ("XSV", "XSA"))
        if is_pred:
            preds.append([key, pending_neg])
            pending_neg = False
    if weights_only:
        # The words only: what follows reads polarity and values, and adds words only through ``read_english``.
        read_english(text, weights, set(), set(), ids, (set(), set(), set()))
        return tuple(_canonical(weights).items())
    topic = topic_noun(toks)
    negated = {p for p, neg in preds if neg}
    positive = {p for p, neg in preds if not neg}
    count = sum(1 for _, neg in preds if neg)
    # "승인을 받지 않은 경우를 제외하고 …": a negated case excepted is the positive case, a double negative; its
    # negation is no polarity of the statement.
    count = max(0, count - len(_EXCEPTED_NEGATION.findall(text)))
    conditions: tuple[set, set, set] = (set(), set(), set())
    conditions[1].update(denied_in_condition(toks))
    count += read_english(text, weights, negated, positive, ids, conditions)
    weights = _canonical(weights)
    negated = {canonical(p) for p in negated}
    positive = {canonical(p) for p in positive}
    return Analysis(
        weights=tuple(weights.items()), tokens=frozenset(weights), negated=frozenset(negated),
        positive=frozenset(positive), negations=count, names=tuple(dict.fromkeys(names)), squashed=squash(text),
        topic=canonical(topic.lower()) if topic else "", timed=relative_times(toks, text),
        unless=frozenset(canonical(p) for p in conditions[0]), if_not=frozenset(canonical(p) for p in conditions[1]),
        if_yes=frozenset(canonical(p) for p in conditions[2]),
        **modality(text, toks), **stated_values(text, toks, frozenset(weights)), text=text,
    )
