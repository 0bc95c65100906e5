"""How a sentence states what it says, besides its words and their polarity (``analysis``): the fields of an
``Analysis`` that qualify the statement.

- absolutes: quantifiers that make it absolute or exclusive ("모든", "only", "never"; "only if", "only 2" apart);
- negative words: words whose meaning holds a negation or a limit ("중단", "최대", "fail", "non-refundable");
- deontic, permissive: an obligation or prohibition ("…해야 한다", "must"), a permission ("…할 수 있다", "may");
- softened, hedged: a negation that means "a little" ("거의 … 않다", "hardly"), a supposition ("…할 수도 있다");
- exempted, instructs: "need not" and the like, and an instruction or a need ("확인하십시오", "you should").
"""
from __future__ import annotations

import re

from textkit.stopwords import KOREAN_LIGHT_VERBS

from .english_reading import EN_WORD, NO_LIMIT, NO_PRICE, NO_PRICE_WORDS, stem
from .lexicon import canonical

# Permission words, one concept with its negation ("불가" is "가능" denied); the polarity reading (``analysis``) makes
# them predicates.
PERMISSION_WORDS = {"가능": ("가능", False), "허용": ("가능", False), "허가": ("가능", False),
                    "불가": ("가능", True), "금지": ("가능", True), "불허": ("가능", True), "불가능": ("가능", True)}
# Negative prefixes: "불합격", "비대면" are words of their own, not negated predicates.
NEGATIVE_PREFIXES = frozenset({"불", "비", "무", "미"})
# Nouns Kiwi sometimes keeps whole with their negative prefix ("불합격"): the prefixed word is still
# one that carries a negation in its meaning (see ``negative_words``).
_PREFIXABLE = frozenset("합격 이행 참석 출석 납 완료 허가 가능 공개 대면 효 승인 동의 해당 적용 충족 인정 지급 발행 제출 등록".split())
# Quantifiers that make a claim absolute or exclusive. A claim that says "only", "never" or "always"
# where its source does not overstates the source, whatever else matches.
_ABSOLUTE = {"모든": "all", "모두": "all", "전부": "all", "항상": "always", "언제나": "always", "늘": "always",
             "줄곧": "always", "항시": "always",
              "전혀": "never", "결코": "never", "절대": "never", "절대로": "never",
             "아무": "none", "아무도": "none", "누구도": "none", "오직": "only", "유일": "only", "뿐": "only",
             "단지": "only", "완전히": "fully", "최초": "first", "처음": "first"}
# The rest set against what a sentence names: "other members come alone", "나머지 회원은", "그 외의 경우": an
# exclusive the sentence states without "only" (see ``signals.contradiction_signals``).
_OTHERS = re.compile(r"(?<![Aa]n)(?<![Aa]n )\b(?:[Oo]ther|[Oo]thers|the rest|everyone else|anyone else)\b|나머지|그\s?외|그\s?밖")
_ONLY_CONDITION = frozenset({"if", "when", "after", "before", "until", "once", "then", "where", "while", "for",
                             "during", "within"})  # ("only during the first 12 months": a period restated)
_EN_ABSOLUTE = {"all": "all", "every": "all", "everyone": "all", "everything": "all", "always": "always",
                "never": "never", "none": "none", "nobody": "none", "nothing": "none", "only": "only",
                "solely": "only", "exclusively": "only", "completely": "fully", "entirely": "fully", "first": "first"}
# Words that carry a negation or a limit in their meaning: when the source has one, a negated claim
# may be its faithful paraphrase ("중단했다" = "더 이상 하지 않았다", "최대 2년" = "2년을 넘을 수 없다").
_NEGATIVE_MEANING = frozenset(
    """모르다 싫다 싫어하다 중단 중지 취소 거부 거절 반대 실패 부족 결여 배제 제외 금지 불가 어렵다 힘들다 잃다 벗어나다 늦다 덜
    거의 드물다 적다 부정 철회 폐지 제거 생략 누락 무시 방치 멈추다 그만두다 사라지다 없애다 막다 방해 의심 부인 제한 감소 줄다
    줄이다 포기 미흡 미달 미치다 없이 대신 최대 최소 이하 이상 초과 미만 이내 한도 상한 하한 넘다 지나다 불과 오직 뿐 밖에
    아니요 아뇨 위반 면제 보류 연기 유예 정지 차단 상실 박탈 소멸 불허 휴관 휴무 휴업 폐쇄 닫다
    fail lack refuse reject deny stop cease avoid prevent unknown absent hardly rarely seldom few little impossible
    difficult lose miss declin ban exclud except limit maximum minimum exce less fewer under within only instead
    clos""".split()  # "clos": "closed" as stemmed (closed = not open)
)
# Adverbs that turn a negation into "a little" ("거의 공유하지 않았다" ≈ "약간 공유했다").
_SOFTENERS = frozenset({"거의", "별로", "그다지", "좀처럼", "딱히"})
# Words whose affix carries a negation: "non-refundable", "unpaid", "ineligible", "cashless".
_EN_NEGATIVE_AFFIX = re.compile(r"^(?:non-?[a-z]{3,}(?:able|ible|ive|al|ed|ing|ant|ent)|un[a-z]{3,}(?:able|ible|ed|ful)|"
                                r"in[a-z]{3,}(?:able|ible)|[a-z]{4,}less)$")
_OUT_OF = re.compile(r"\bout\s+of\s+(?!the\b|a\b|an\b|\d)[a-z]", re.IGNORECASE)  # not "out of the box", "3 out of 5"
_EN_PERMISSIVE = re.compile(r"\b(?:may|can|could|able|allowed|permitted)\b(?!\s+not\b|'t|n't)", re.IGNORECASE)
_HEDGED = re.compile(r"수도\s*있|지도\s*모[르른]|것\s*같|듯\s*하|\b(?:may|might|could|possibly|perhaps|probably)\b")
_EXEMPTION = re.compile(r"(?:지\s?않아도|안\s?\S*도)\s?(?:되|돼|된|됩|괜찮)|\b(?:need\s+not|needn't|(?:do|does|did)\s*(?:not|n't)\s+"
                        r"(?:\w+ly\s+)?(?:have|need)\s+to|(?:is|are)\s+not\s+(?:required|obliged)\s+to)\b", re.IGNORECASE)
_INSTRUCTION = re.compile(r"(?:십시오|세요|하라|할\s?것|해야|야\s?(?:한|합|해)|필요)|\b(?:should|need|needs|required|must|"
                          r"(?:have|has)\s+to(?!\s+do\s+with))\b|(?:^|\|)\s*(?:[-*•]\s*|\d+[.)]\s*)?(?:please\s+)?[A-Z][a-z]+\s+(?:the|your|all|a|an|it|them)\b")


# "has to", "have to", "had to": an obligation as "must" states it; not "has to do with" (is about), and not under a
# negation up to two words before ("don't have to", "does not really have to", "nobody has to", "no one has to": an
# exemption, ``_EXEMPTION``, or none).
_HAVE_TO = re.compile(r"\b(?:have|has|had)\s+to\b(?!\s+do\s+with\b)", re.IGNORECASE)
_NEGATED_BEFORE = re.compile(r"(?:\b(?:not|never|no|nobody|none|neither|nor)|n't)\s+(?:[\w']+\s+)?$", re.IGNORECASE)


def _obliges(text: str) -> bool:
    """Whether ``text`` states an obligation with "has/have/had to" (see ``_HAVE_TO``)."""
    return any(not _NEGATED_BEFORE.search(text[max(0, m.start() - 40):m.start()]) for m in _HAVE_TO.finditer(text))


def modality(text: str, toks: tuple[tuple[str, str, int, int], ...]) -> dict:
    """The ``Analysis`` fields of ``text`` (``toks``: its morphemes) listed in the module docstring, by name."""
    absolutes = set()
    negative_words: set[str] = set()
    deontic = False
    softened = False
    permissive = False
    for i, (lemma, tag, _start, _end) in enumerate(toks):
        if lemma in _ABSOLUTE and not tag.startswith("SL"):
            absolutes.add(_ABSOLUTE[lemma])
        elif tag == "EC" and lemma in ("어야", "아야") and i + 1 < len(toks) and toks[i + 1][0] in KOREAN_LIGHT_VERBS:
            deontic = True  # an obligation ("…해야 한다") holds always
        elif lemma == "되다" and i >= 1 and toks[i - 1][0] == "안" and i >= 2 and toks[i - 2][1] in ("JX", "EC"):
            deontic = True  # a prohibition ("…해서는 안 된다")
        elif lemma == "밖에" and tag == "JX":
            absolutes.add("only")
        elif (lemma == "만" and tag == "JX" and i > 0 and toks[i - 1][1].startswith(("NNG", "NNP", "NP"))
              and not (i + 1 < len(toks) and toks[i + 1][1] == "JKG")):  # "자기만의" is "one's own"
            # "학생만" — not "2년까지만", a bound; "3학점만", "1회만": a number restated, not an overstatement.
            absolutes.add("only-value" if i >= 2 and toks[i - 2][1] == "SN" else "only")
        if lemma in _NEGATIVE_MEANING:
            negative_words.add(lemma)
        elif tag == "XPN" and lemma in NEGATIVE_PREFIXES and i + 1 < len(toks):
            negative_words.add(lemma + toks[i + 1][0])  # "불안정": the prefixed word
        elif tag.startswith("NNG") and len(lemma) >= 2 and lemma[0] in NEGATIVE_PREFIXES and lemma not in PERMISSION_WORDS \
                and (i == 0 or toks[i - 1][1] != "XPN") and lemma[1:] in _PREFIXABLE:
            negative_words.add(lemma)  # the same word when Kiwi keeps it whole ("불합격")
        if lemma == "수" and tag == "NNB" and i + 1 < len(toks) and toks[i + 1][0] == "있다":
            permissive = True  # "…할 수 있다"
        if lemma in _SOFTENERS:
            softened = True
        if lemma in ("어디", "누구", "무엇", "아무것") and any(t[0] == "도" and t[1] == "JX" for t in toks[i + 1:i + 3]):
            absolutes.add("none")  # "어디에도/누구도 … 않다": nowhere, nobody
    # ("costs nothing" is a price, "free": no "none", see ``NO_PRICE``)
    low_words = [w.lower() for w in EN_WORD.findall(NO_PRICE.sub(" free ", text) if any(w in text.lower() for w in NO_PRICE_WORDS)
                                         else text)]
    for k, w in enumerate(low_words):
        if w == "only" and k + 1 < len(low_words) and low_words[k + 1] in _ONLY_CONDITION:
            absolutes.add("only-if")  # "only if/after/then …": a condition restated ("not … unless")
        elif w == "only" and re.search(r"\bonly\s+(?:\d|once\b|twice\b)", text, re.IGNORECASE):
            absolutes.add("only-value")  # "only once", "only 2": a number restated
        elif w in _EN_ABSOLUTE:
            absolutes.add(_EN_ABSOLUTE[w])
        if w in ("hardly", "barely", "scarcely", "rarely", "seldom"):
            softened = True
        if w in ("must", "shall", "mustn't", "required"):
            deontic = True
        if stem(w) in _NEGATIVE_MEANING or _EN_NEGATIVE_AFFIX.match(w):
            negative_words.add(stem(w))
    if _obliges(text):
        deontic = True  # "has to be paid" is "must be paid" ("does not have to" is an exemption, read elsewhere)
    if _OTHERS.search(text):
        absolutes.add("others")  # the rest set against what the sentence names ("other members come alone")
    if NO_LIMIT.search(text):
        negative_words.add("unlimited")
    if _OUT_OF.search(text):
        negative_words.add("out-of")  # "out of balance" is "not balanced", without a "not"
    if _EN_PERMISSIVE.search(text):
        permissive = True
    return dict(absolutes=frozenset(absolutes), negative_words=frozenset(canonical(x) for x in negative_words),
                hedged=bool(_HEDGED.search(text)), softened=softened, deontic=deontic, permissive=permissive,
                exempted=bool(_EXEMPTION.search(text)), instructs=bool(_INSTRUCTION.search(text)))
