"""Whether a stated value is a limit: "최대 3년", "2년을 초과할 수 없다", "up to 3 years", "may not exceed 2 years".

A value can be stated exactly ("2년"), as a lower bound ("2년 이상", "at least 2 years", "more than 2
years", "after 5 days") or as an upper bound ("2년 이하", "최대 2년", "2년까지", "2년 이내", "no more than 2 years"); a
negated comparison turns one into the other ("2년을 초과할 수 없다" = at most 2 years, "2년 이상 휴학할
수 없다" = less than 2 years, "may not be less than 2 years" = at least 2 years). The entity layer
compares bounds by direction: a claim's maximum of 3 years against a source's maximum of 2 years is a
conflict even though "at most 2" implies "at most 3" — the claim states the limit, and states it wrong.

Bounds: ``ge`` (at least), ``gt`` (more than), ``le`` (at most), ``lt`` (less than), ``approx``, ``?`` (a
comparison of undecidable direction), "" (exact).
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.sentences import sentence_spans

from .value_words import EN_NUMBER_WORDS, NATIVE

GE, GT, LE, LT, APPROX = "ge", "gt", "le", "lt", "approx"
UNKNOWN = "?"  # a comparison whose direction the sentence leaves open (see ``_ko_negated``)
UPPER, LOWER = "upper", "lower"
_FLIP = {GE: LT, GT: LE, LE: GT, LT: GE}
# Dimensions counted in whole units, where "less than 3" is "at most 2".
_INTEGER_DIMS = frozenset({"times", "people", "credits", "semesters", "개", "rank", "floor", "page", "grade", "age"})
# Words that only say a value is a limit (Kiwi lemmas after synonym folding, English stems).
LIMIT_WORDS = frozenset("최대 최소 최대한 최소한 이상 이하 이내 초과 미만 한도 상한 하한 최장 최단 안 내 "
                        "maximum minimum max min exc limit within least most".split())
_KIND = {LE: "maximum", LT: "maximum", GE: "minimum", GT: "minimum", APPROX: "approximate value", UNKNOWN: "limit"}
_PHRASE = {LE: "at most", LT: "less than", GE: "at least", GT: "more than", APPROX: "about", UNKNOWN: "a limit of"}


def direction(bound: str) -> str:
    if bound in (LE, LT):
        return UPPER
    if bound in (GE, GT):
        return LOWER
    return ""


def describe(bound: str, raw: str) -> str:
    """How a bounded value reads in an explanation: "maximum (at most 2년)"."""
    if bound not in _KIND:
        return f"value {raw}"
    return f"{_KIND[bound]} ({_PHRASE[bound]} {raw})"


def inclusive(value: float, dim: str, bound: str) -> tuple[float, str]:
    """Whole-unit counts: "3회 미만" is "2회 이하", so that both spellings compare equal."""
    if dim in _INTEGER_DIMS and float(value).is_integer():
        if bound == LT:
            return value - 1, LE
        if bound == GT:
            return value + 1, GE
    return value, bound


def complementary(a: tuple[float, str], b: tuple[float, str], dim: str) -> bool:
    """Whether two limits (value, bound) part the values between them: "10명 이상" and "10명 미만", "more than 2
    years" and "2 years or less" (with whole units "10명 이상" and "9명 이하" too). A rule stated as one and
    its exception stated as the other, with the polarity turned round too, is the same rule ("10명 이상이어야
    열린다" = "10명 미만이면 열리지 않는다")."""
    (va, ba), (vb, bb) = inclusive(a[0], dim, a[1]), inclusive(b[0], dim, b[1])
    pair = {ba, bb}
    if pair == {GE, LT} or pair == {GT, LE}:
        return abs(va - vb) < 1e-9
    if pair == {GE, LE} and dim in _INTEGER_DIMS:
        lower, upper = (va, vb) if ba == GE else (vb, va)
        return abs(lower - upper - 1) < 1e-9
    return False


_FIGURE = re.compile(r"(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w])|(?<![\w.])\d+(?:\.\d+)?")


# A unit word right after a figure ("14일", "3개월", "50만 원"), before a Korean comparison word.
_KO_UNIT_AFTER = re.compile(r"\s?(?:[가-힣]{1,3}|%)(?=\s?(?:[(（][^)）\n]{0,24}[)）])?\s?[을를이가은는도]?\s?"
                            r"(?:초과|넘|상회|웃돌|미만|못\s?미치|밑돌|이상|이하|이내))")


# Counts written as words: "twice", "one tier", "두 번". A limit restated in words is the same limit ("do not reset more
# than twice" / "can be reset 2 times at most"), so the words are read as the figure they stand for. (The substitution
# changes offsets; only the figures are used afterwards, never their positions.)
_EN_TIMES = {"once": 1, "twice": EN_NUMBER_WORDS["twice"], "thrice": 3}
# Number words below a hundred ("one hundred" would read as "1 100"); not after "no"/"any": "no one", "any one" name
# nobody and anybody, not a count (and "no one may book more than two" must keep its "no one" as a negation).
_EN_COUNT = re.compile(r"\b(" + "|".join(_EN_TIMES) + r")\b|(?<!\bno[\s-])(?<!\bany\s)\b("
                       + "|".join(w for w, v in EN_NUMBER_WORDS.items() if v < 100 and w not in _EN_TIMES)
                       + r")\b(?=[\s-]+[a-z])", re.I)
# A native Korean count before its counter, with a space between ("세 번", "두 명") as ``value_words`` reads them: with
# none, "세대는" (households) and "한달음" are words of their own. "두번" is as often written without one, and no word
# starts so. "석 달", "넉 달": native numbers only months take.
_KO_COUNT = re.compile(r"(?<![가-힣])(열한|열두|다섯|여섯|일곱|여덟|아홉|스무|한|두|세|네|열)"
                       r"(?:\s?(?=(?:번|차례)(?:$|[^가-힣]|[은는이가을를의에도만까]))|"
                       r"\s(?=(?:명|개|곳|대|가지|달)(?:$|[^가-힣]|[은는이가을를의에도만까])))"
                       r"|(?<![가-힣])(석|넉)\s?(?=달(?:$|[^가-힣]|[은는이가을를의에도만까]))")
# "2 times at most", "one tier at most": an English bound after the figure's unit word.
_EN_UNIT_AFTER = re.compile(r"\s?[A-Za-z]+(?=\s+(?:at\s+(?:the\s+)?(?:most|least)|or\s+(?:more|less|fewer))\b)")


def _count_words_as_figures(text: str) -> str:
    text = _EN_COUNT.sub(lambda m: (f"{_EN_TIMES[m.group(1).lower()]} times" if m.group(1)
                                    else str(EN_NUMBER_WORDS[m.group(2).lower()])), text)
    return _KO_COUNT.sub(lambda m: str(NATIVE[m.group(1) or m.group(2)]), text)


@lru_cache(maxsize=8192)  # an evidence window is compared with every claim of an answer; a claim with every window
def _written_limits(text: str) -> frozenset[tuple[float, str, bool]]:
    """(figure, bound as written, whether the comparison is negated in itself) for every limited figure."""
    out = set()
    text = _count_words_as_figures(text)
    for m in _FIGURE.finditer(text):
        bound, surface = bound_parts(text, m.start(), m.end(), "")
        unit = _KO_UNIT_AFTER.match(text, m.end()) or _EN_UNIT_AFTER.match(text, m.end())
        if not surface and unit:
            # "14일을 초과할 수 없다": the Korean comparison follows the unit, not the figure ("2 times at most" too).
            bound, surface = bound_parts(text, m.start(), unit.end(), "")
        # A comparison negated in itself ("초과할 수 없다", "may not exceed") holds its negation.
        # ("no more than" is a bound word of its own, which no reading counts as a negation.)
        before = text[max(0, m.start() - 48):m.start()]
        own = surface.endswith("!") or (negated_comparison(text, m.start()) and not _EN_NEGATED_BOUND.search(before))
        surface = bound if own else surface
        if surface in (GE, GT, LE, LT):
            out.add((float(m.group().replace(",", "")), surface, own))
    return frozenset(out)


OWN_NEGATION = "own"  # ``restated_limit``: the same limit, negated in itself on one side only
FLIPPED = "flipped"  # the figure limited the other way under a negated predicate


def restated_limit(claim: str, evidence: str) -> str:
    """Whether a difference of negation between ``claim`` and ``evidence`` lies in a limit they both state:
    the figure limited the other way under a negated predicate ("fewer than 5 cannot book" / "groups of 5 or
    more can book", "under 18 not allowed" / "at least 18": ``FLIPPED``), or the same limit, negated in itself on
    one side only ("must not differ by more than 0.1 g" / "differ by no more than 0.1 g", "14일을 초과할 수 없다" /
    "14일 이하": ``OWN_NEGATION``). The same rule either way, so the difference of negation is no contradiction
    by itself ("" when neither)."""
    mine = _written_limits(claim)
    theirs = _written_limits(evidence) if mine else frozenset()  # no limited figure in the claim: none to restate
    for a in mine:
        for b in theirs:
            if a[0] != b[0]:
                continue
            if not (a[2] or b[2]) and complementary(a[:2], b[:2], ""):
                return FLIPPED
            if a[2] != b[2] and a[1] == b[1]:
                return OWN_NEGATION
    return ""


# --- Korean: words after the value ------------------------------------------------------------------------------
# "2년을 초과", "2년이 넘는", "1년(2개 학기)을 초과": an optional aside and particle, then the comparison word.
_KO_LEAD = r"\s?(?:[\(（][^)）\n]{0,24}[)）]\s?)?(?:[)）]\s?)?"
_KO_AFTER = [
    # "19세가 안 된", "19세가 되지 않은", "2년이 채 안 되는": short of the value, whatever follows.
    (re.compile(_KO_LEAD + r"[이가]\s?(?:채\s?)?(안\s?되|못\s?되|안\s?된|못\s?된|되지\s?(?:않|못))"), LT),
    (re.compile(_KO_LEAD + r"(?:[을를이가은는도]\s?)?(초과|넘|상회|웃돌)"), GT),
    (re.compile(_KO_LEAD + r"(?:[을를이가은는도]\s?)?(미만|못\s?미치|밑돌)"), LT),
    (re.compile(_KO_LEAD + r"(이상)"), GE),
    (re.compile(_KO_LEAD + r"(이하|이내)"), LE),
    (re.compile(r"\s?(남짓)|(여)(?=\s|[명간만원개]|$)"), GE),
    (re.compile(_KO_LEAD + r"(가량|정도|쯤|안팎|내외)"), APPROX),
]
# Weaker than a word before the value: "적어도 2010년까지" is a minimum, "최대 90일까지" a maximum.
_KO_AFTER_WEAK = [
    (re.compile(_KO_LEAD + r"(부터)"), GE),
    # "5년 안이라면" as "5년 안에": within. ("3년이 지나기 전에" is read as the value itself, not as a bound: the
    # words are "이내" (``token_readings.within_bound``), and a source's "14일 전까지" (a point before an event,
    # no duration) must stay a mismatch of 60일, not a value within it.)
    (re.compile(_KO_LEAD + r"(까지|내에|내로|안에|안으로|안이(?=라|면|어|었|고|며|다|여))"), LE),
    (re.compile(_KO_LEAD + r"(?:[의이가]\s?)?(범위|한도|상한)"), LE),  # "15,000원이 상한" too
    # "1인에 한하여 위촉할 수 있다", "1회로 한정": only that many, at most.
    (re.compile(_KO_LEAD + r"(?:에|으로|로)\s?(한하여|한해|한한|한정)"), LE),
]
_KO_BEFORE = [
    (re.compile(r"(?:최대|최대한|많아야|최장|길어야|최고)\s*$"), LE),
    (re.compile(r"(?:최소|최소한|적어도|최단|최저)\s*$"), GE),
    (re.compile(r"(?:약|대략|거의|무려)\s*$"), APPROX),
]
# Negation of the comparison in the same predicate: "초과할 수 없다", "넘지 못한다", "넘어서는 안 된다",
# "초과하지 아니한다", "이상은 불가". Checked word by word until the clause moves on.
_NEG_WORD = re.compile(r"^(?:없|않|아니(?!면)|못|불가|말아|말고)")
_NEG_FUSED = re.compile(r"수없|지않|지못|지아니|서는안|서는아니|불가|지마(?:십|세|시오|시고|라)")
# 말다 ("초과하지 마십시오") is a negation only after "-지": "마십시오", "마시오" are also the imperative of 마시다 (drink),
# as in "하루 2리터 이상 마십시오".
_PROHIBITIVE = re.compile(r"^마(?:십|세|시오|시고|라)")


def _negation_word(word: str, prev: str) -> bool:
    """Whether ``word`` (after ``prev``) negates the predicate before it."""
    return bool(_NEG_WORD.match(word) or _NEG_FUSED.search(word) or (prev.endswith("지") and _PROHIBITIVE.match(word)))


_CONTINUE = frozenset({"수", "안", "아니", "것", "것은", "것이"})
# A word that ends its clause: an adnominal (relative clause: "재학한 학생"), a final or a connective
# ending; the comparison then belongs to that clause and a later negation does not reach it.
_FINAL = re.compile(r"(?:[다요음함])$")
_CLAUSE_END = re.compile(r"(?:[한된인은는던운]|[다요음함]|며|고|면|나|니|므로|지만|는데|거나|든지)$")


def _ko_negated(rest: str) -> bool | None:
    """Whether the comparison word that ``rest`` follows is negated: True, False, or None when its
    clause ends first and a later predicate of the sentence is negated ("2년을 초과하는 휴학은 할 수
    없다" denies the bound, "2년 이상 재학한 학생은 졸업할 수 없다" does not: undecidable here)."""
    clause = re.split(r"[,.;:!?\n·，。|]", rest, maxsplit=1)[0]  # a table cell ends its clause too
    words = clause.split()
    if not words:
        return False

    def later_negation(ws: list[str], prev: str) -> bool | None:
        return None if any(_negation_word(w, p) for w, p in zip(ws, [prev] + ws)) else False

    lead = ""  # the word before ``words[0]``: "-지" makes a following "마십시오" a negation
    if not clause[:1].isspace():
        # The rest of the comparison word's own word ("초과할", "넘지않는"): a suffix, not a word.
        if _NEG_FUSED.search(words[0]):
            return True
        lead, words = words[0], words[1:]
        if _CLAUSE_END.search(lead) and not (words and (words[0] in _CONTINUE or _negation_word(words[0], lead))):
            return False if _FINAL.search(lead) else later_negation(words, lead)
    for i, word in enumerate(words[:5]):
        if _negation_word(word, words[i - 1] if i else lead):
            return True
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if word == "안" and re.match(r"(?:되|돼|된|됩|될)", nxt):  # "안 됩니다" too
            return True
        if word in _CONTINUE:
            continue
        if _CLAUSE_END.search(word) and not (nxt in _CONTINUE or _negation_word(nxt, word)):
            return False if _FINAL.search(word) else later_negation(words[i + 1:], word)
    return later_negation(words[5:], words[4] if len(words) > 4 else lead)


# The negation attached to the comparison word itself: "초과할 수 없다", "넘지 않는", "초과하지 아니한다".
_OWN_NEGATION = re.compile(r"\S*?(?:\s?수\s?(?:가\s?)?없|지\s?(?:않|못|아니)|서는\s?(?:안|아니)|면\s?안\s?(?:되|돼|된|됩|될))")


def _korean(text: str, start: int, end: int) -> tuple[str, str]:
    """(bound, the comparison word's own bound; see ``bound_parts``)."""
    after = text[end:end + 60]
    before = text[max(0, start - 12):start]
    for patterns in (_KO_AFTER, None, _KO_AFTER_WEAK):
        if patterns is None:
            for pattern, bound in _KO_BEFORE:
                if pattern.search(before):
                    return bound, bound
            continue
        for pattern, bound in patterns:
            m = pattern.match(after)
            if not m:
                continue
            # A comparison that carries its own negation ("안 되는") is not turned round again.
            if bound == APPROX or not m.group(1) or m.group(1) == "남짓" or re.search(r"[안못않]", m.group(1)):
                return bound, bound
            negated = _ko_negated(after[m.end():])
            read = UNKNOWN if negated is None else _FLIP[bound] if negated else bound
            # "2년을 초과할 수 없다": the comparison is the predicate the negation denies, so the words
            # themselves say "at most"; "1년 이내에서 산입하지 않는다" denies another predicate.
            own = bool(negated) and bool(_OWN_NEGATION.match(after[m.end():]))
            return read, bound + ("!" if own else "")
    return "", ""


# --- English -----------------------------------------------------------------------------------------------------
_NEG = r"(?:not|n't|never|cannot|nobody|no\s+one|no-one|none)(?:\s+able\s+to)?"  # "nobody drops more than one tier": at most one
# Words that may stand between a relative clause's negation and its comparison without a verb of their own.
_EN_GAP_FILLERS = frozenset("be been being ever go any by a an the".split())
_EN_RELATIVE_LEAD = re.compile(r"\b(?:who|which|that)\s+(?:[a-z]+\s+){0,2}[a-z]*$", re.I)


class _NegatedComparison:
    """A negation, up to ``gap`` words, then a comparison before the value ("do not restart a jammed feeder more than
    twice"). A negation that ends its own relative clause does not reach the main clause's comparison: in "Students
    who are not enrolled full time pay more than 500 dollars" the students pay more than 500. After who/which/that
    the gap holds the clause's own verb at most ("who may not be paid more than"), besides fillers."""

    def __init__(self, gap: int, comparison: str):
        self._pattern = re.compile(_NEG + r"\s+(?P<gap>(?:[a-z]+\s+){0," + str(gap) + r"}?)(?:" + comparison + r")\s*$", re.I)

    def search(self, before: str) -> re.Match | None:
        m = self._pattern.search(before)
        verbs = sum(w.lower() not in _EN_GAP_FILLERS for w in m.group("gap").split()) if m else 0
        return None if verbs > 1 and _EN_RELATIVE_LEAD.search(before, 0, m.start()) else m


_EN_BEFORE = [
    (_NegatedComparison(4, r"exceed(?:ing)?|be\s+(?:more|longer|greater|higher|later)\s+than|"
                           r"(?:more|longer|greater|higher|later)\s+than|be\s+over|be\s+above|over|above|surpass"), LE),
    (_NegatedComparison(2, r"be\s+(?:less|fewer|shorter|lower|earlier)\s+than|"
                           r"(?:less|fewer|shorter|lower|earlier)\s+than|be\s+under|be\s+below|under|below"), GE),
    (re.compile(r"(?:no|not)\s+(?:more|longer|greater|higher|later)\s+than\s*$|\bnot\s+exceeding\s*$|\bup\s+to\s*$|"
                r"\bat\s+(?:the\s+)?most\s*$|\b(?:a\s+)?max(?:imum)?(?:\s+of)?\.?\s*$|\bwithin\s*$|\blimited\s+to\s*$|"
                r"\bcapped\s+at\s*$|\b(?:a\s+)?limit\s+of\s*$|\bupper\s+limit\s+of\s*$", re.I), LE),
    (re.compile(r"(?:no|not)\s+(?:less|fewer|shorter|lower|earlier)\s+than\s*$|\bat\s+least\s*$|"
                r"\b(?:a\s+)?min(?:imum)?(?:\s+of)?\.?\s*$", re.I), GE),
    (re.compile(r"\b(?:more|longer|greater|higher|later)\s+than\s*$|\b(?:over|above|exceeding|exceeds?|in\s+excess\s+of|"
                r"beyond)\s*$", re.I), GT),
    (re.compile(r"\b(?:less|fewer|shorter|lower|earlier)\s+than\s*$|\b(?:under|below)\s*$", re.I), LT),
    (re.compile(r"\b(?:about|approximately|around|nearly|almost|roughly|some|approx\.?)\s*$", re.I), APPROX),
]
# "after 5 working days (of accepting it)": once that much time has passed, no sooner — the other side of "within 5
# working days". Not in a sentence with a negation: "has not refilled after 90 seconds" is "not refilled within 90
# seconds", and "After 14 days, memberships are not refundable" the rule from that day on.
_EN_AFTER_VALUE = re.compile(r"\b(?:only\s+)?after\s*$", re.I)
_EN_SENTENCE_NEGATION = re.compile(r"\b(?:not|no|never|cannot|neither|nor|without)\b|n't\b", re.I)
_EN_NEGATED_BOUND = re.compile(r"(?:no|not)\s+(?:more|longer|greater|higher|later|less|fewer|shorter|lower|earlier)\s+than"
                               r"\s*$|\bnot\s+exceeding\s*$", re.I)
_EN_AFTER = [
    (re.compile(r"\s?(?:or\s+(?:more|longer|greater|higher|above|over|later|older)|and\s+(?:above|over|up|more|longer)|\+|plus\b)", re.I), GE),
    (re.compile(r"\s?(?:or\s+(?:less|fewer|shorter|lower|below|under|earlier|younger)|and\s+(?:below|under)|at\s+(?:the\s+)?most\b|"
                r"max(?:imum)?\b)", re.I), LE),
    (re.compile(r"\s?(?:at\s+(?:the\s+)?least\b|min(?:imum)?\b)", re.I), GE),
]


@lru_cache(maxsize=16384)  # per value of a source, asked again for every claim value of its kind
def negated_comparison(text: str, start: int) -> bool:
    """Whether the value at ``text[start:]`` follows a negated comparison ("may not exceed", "no more than"):
    the negation is the bound's own, not a predicate's."""
    before = text[max(0, start - 48):start]
    return any(p.search(before) for p, _ in _EN_BEFORE[:2]) or bool(_EN_NEGATED_BOUND.search(before))


# "no later than 3 days before the booking" is at least 3 days before it: "later"/"earlier" compare the point
# in time, and the offset before it runs the other way.
_EN_OFFSET_BEFORE = re.compile(r"\s*(?:before|prior\b|in\s+advance|ahead\b)", re.I)
_EN_POINT_WORD = re.compile(r"\b(?:later|earlier)\s+than\s*$", re.I)
_MIRROR = {GE: LE, LE: GE, GT: LT, LT: GT}


def _english(text: str, start: int, end: int) -> str:
    after = text[end:end + 24]
    for pattern, bound in _EN_AFTER:
        if pattern.match(after):
            return bound
    before = text[max(0, start - 48):start]
    for pattern, bound in _EN_BEFORE:
        if pattern.search(before):
            if _EN_POINT_WORD.search(before) and _EN_OFFSET_BEFORE.match(after):
                return _MIRROR.get(bound, bound)
            return bound
    if _EN_AFTER_VALUE.search(before) and not _EN_SENTENCE_NEGATION.search(_sentence_around(text, start, end)):
        return GE
    return ""


def _sentence_around(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` that holds ``text[start:end]`` ("After 2.5 days, e.g. …" is one sentence)."""
    for x, y in sentence_spans(text, max(0, start - 400), min(len(text), end + 400)):  # a window: text may be a document
        if x <= start < y:
            return text[x:max(y, end)]
    return text[start:end]


# Points in time: before/after words bound the value too ("8시 전에" is any time before eight).
TIME_DIMS = frozenset({"clock", "clocktime", "yearcal", "monthofyear", "decade", "century"})
_TIME_LEAD = r"\s?(?:에|이|가)?\s?(?:(?:끝난|지난|시작된|시작한|된)\s?)?(?:(?:훨씬|한참|바로|직)\s?)?"
_TIME_LE = re.compile(_TIME_LEAD + r"(?:전|이전|까지|before\b|by\b|until\b)", re.I)
_TIME_GE = re.compile(_TIME_LEAD + r"(?:후|이후|부터|after\b|since\b|from\b)", re.I)


def bound_at(text: str, start: int, end: int, dim: str) -> str:
    """The bound of the value written at ``text[start:end]`` (``dim``: its dimension), or "" when exact."""
    return bound_parts(text, start, end, dim)[0]


def bound_parts(text: str, start: int, end: int, dim: str) -> tuple[str, str]:
    """(bound, the comparison word's own bound): the second ignores a negation of another predicate
    ("2년 이상 휴학할 수 없다" is (lt, ge)) and marks one of the comparison itself with "!" ("2년을 초과할
    수 없다" is (le, gt!)), so that two sentences can be compared word for word, polarity apart."""
    b, surface = _korean(text, start, end)
    if b:
        return b, surface
    b = _english(text, start, end)
    if b:
        return b, b
    if dim in TIME_DIMS:
        after = text[end:end + 16]
        if _TIME_LE.match(after):
            return LE, LE
        if _TIME_GE.match(after):
            return GE, GE
    return "", ""


def satisfies(bound: str, limit: float, value: float) -> bool:
    """Whether ``value`` lies within a claim's bound ``bound limit`` ("100명 이상" and 160명)."""
    if bound == GE:
        return value >= limit
    if bound == GT:
        return value > limit
    if bound == LE:
        return value <= limit
    if bound == LT:
        return value < limit
    if bound == APPROX:
        return abs(value - limit) <= 0.25 * max(abs(limit), 1e-9)
    return False
