"""General-language antonym pairs, Korean and English, for the lexical layer.

A claim that uses one side of a pair where its evidence uses the other ("증가" vs "감소", "before" vs
"after") says the opposite unless a negation flips one of them. These are ordinary words of the two
languages, not terms of any document collection. Korean entries are Kiwi lemmas (verbs end in 다,
하다-nouns are the noun); English entries are stemmed with ``analysis.stem`` when loaded.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

_KO_PAIRS = """
증가 감소|늘다 줄다|늘리다 줄이다|오르다 내리다|상승 하락|인상 인하|확대 축소|크다 작다|많다 적다|높다 낮다|길다 짧다
빠르다 느리다|넓다 좁다|무겁다 가볍다|강하다 약하다|쉽다 어렵다|좋다 나쁘다|옳다 그르다|맞다 틀리다|새롭다 낡다
새롭다 오래되다|젊다 늙다|덥다 춥다|뜨겁다 차갑다|밝다 어둡다|부유 가난|부자 가난|성공 실패|승리 패배|합격 불합격
찬성 반대|포함 제외|시작 종료|시작 끝|시작되다 끝나다|열다 닫다|켜다 끄다|입장 퇴장|출발 도착|사다 팔다|구매 판매
얻다 잃다|살다 죽다|생존 사망|안전 위험|충분 부족|같다 다르다|동일 상이|유료 무료|공개 비공개|공개 비밀|공식 비공식
필수 선택|의무 선택|위 아래|북쪽 남쪽|동쪽 서쪽|북부 남부|동부 서부|고대 현대|과거 미래|낮 밤
아침 저녁|여름 겨울|봄 가을|남자 여자|남성 여성|외부 내부|실내 실외|국내 해외|국내 국외|조용하다 시끄럽다|행복 불행
기쁘다 슬프다|좋아하다 싫어하다|사랑 증오|동의 반대|승인 거부|수락 거절|허가 거부|진실 거짓|사실 거짓|깨끗하다 더럽다
바쁘다 한가하다|처음 마지막|최초 최후|최대 최소|최고 최저|상한 하한|초과 미만|싸다 비싸다|저렴 비싸다|가득 비다
같다 차이|동일 차이|입금 출금|수입 수출
수입 지출|긍정 부정|흑자 적자|이익 손실|이득 손해|유리 불리|상승세 하락세|전진 후진|입력 출력
나누다 한꺼번에|분할 한꺼번에|나누다 일괄|분할 일괄|부과 면제|징수 면제|납부 면제|유상 무상|먼저 나중|먼저 늦다|이르다 늦다
""".replace("\n", "|").split("|")

# Not here: words of relative time ("전/후", "before/after", "전날/다음날"). Each is relative to its own
# event, and "A before B" is "B after A" ("배터리를 바꾸기 전에 전원을 끈다" = "전원을 끈 뒤 교체한다"),
# so a swap says nothing without the events; the days and times themselves are compared as values.
_EN_PAIRS = """
increase decrease|rise fall|raise lower|more less|more fewer|high low|large small|big small|long short|fast slow
easy difficult|easy hard|good bad|right wrong|true false|correct incorrect|new old|young old|hot cold|win lose
success failure|succeed fail|accept reject|allow prohibit|allow forbid|permit prohibit|include exclude|open close
start end|start finish|begin end|on off|buy sell|gain lose|alive dead|live die|safe dangerous|safe unsafe
sufficient insufficient|enough insufficient|same different|free paid|public private|mandatory optional
required optional|above below|upper lower|north south|east west|ancient modern|past future
day night|morning evening|summer winter|male female|inside outside|internal external|domestic foreign|quiet loud
quiet noisy|happy sad|like dislike|love hate|agree disagree|approve reject|approve deny|first last|maximum minimum
early late|rich poor|strong weak|heavy light|wide narrow|cheap expensive|empty full|arrive depart|entry exit
import export|positive negative|pass fail|profit loss|increasing decreasing|up down|enable disable|enabled disabled
compulsory optional|obligatory optional|voluntary compulsory|voluntary mandatory|charge waive|charged waived
earlier later|sooner later|first later
""".replace("\n", "|").split("|")


def _load() -> dict[str, frozenset[str]]:
    from .analysis import stem

    # Tokens reach ``opposed`` folded to their synonym group ("뒤" → "후"), so the pairs are folded too.
    table: dict[str, set[str]] = {}
    for group, fold in ((_KO_PAIRS, lambda w: w), (_EN_PAIRS, stem)):
        for pair in group:
            words = pair.split()
            if len(words) != 2:
                continue
            a, b = canonical(fold(words[0])), canonical(fold(words[1]))
            if a == b:
                continue
            table.setdefault(a, set()).add(b)
            table.setdefault(b, set()).add(a)
    # An everyday word of several senses is the opposite of its first sense's opposites ("내다" / "면제").
    for word, heads in _sense_table().items():
        for ant in tuple(table.get(heads[0], ())):
            table.setdefault(word, set()).add(ant)
            table.setdefault(ant, set()).add(word)
    return {k: frozenset(v) for k, v in table.items()}


_TABLE: dict[str, frozenset[str]] | None = None


def antonyms(token: str) -> frozenset[str]:
    global _TABLE
    if _TABLE is None:
        _TABLE = _load()
    return _TABLE.get(token, frozenset())


def opposed(claim_tokens: frozenset[str], evidence_tokens: frozenset[str]) -> tuple[str, str] | None:
    """A (claim word, evidence word) antonym pair where each side lacks the other's word."""
    for tok in claim_tokens:
        if tok in evidence_tokens:
            continue
        for ant in antonyms(tok):
            if ant in evidence_tokens and ant not in claim_tokens:
                return tok, ant
    return None


# Words that say the same thing in formal (regulation, manual) and everyday register. Each group
# maps to its first member. Korean entries are Kiwi lemmas; English entries are stemmed on load.
_KO_SYNONYMS = """
초과 넘다 넘기다|납부 지불 납입|수령 받다|지급 주다 제공|개시 시작|종료 끝나다 만료|허가 허락 승인
변경 바꾸다 수정|구매 구입 사다|사용 이용|신청 청구|요청 요구|교체 바꾸다|확인 점검|취소 철회|연장 늘리다|단축 줄이다
기간 동안|즉시 바로 곧바로|반드시 꼭|해당 그|학생 재학생|규정 규칙 규약|재시작 재부팅|정지 멈추다 중지|발생 나다 생기다
매월 매달|매년 매해 해마다|전월 지난달|전년 전년도 지난해 작년|매일 날마다|후 뒤 이후|전 이전 앞|지나다 경과|포함 산입
반환 환불 환급 돌려주다 돌려받다|완료 마치다 끝내다 끝나다
안내 알리다 통지 통보|다음날 익일 이튿날|증가 늘다 늘어나다|감소 줄다 줄어들다
""".replace("\n", "|").split("|")
_EN_SYNONYMS = """
start begin commence|end finish terminate|buy purchase|use utilize|need require|allow permit|get receive obtain
ask request|help assist|show display|change modify alter|fix repair|stop halt|restart reboot|pay remit|give provide
mean indicate signify denote|check inspect verify
""".replace("\n", "|").split("|")


def _load_synonyms() -> dict[str, str]:
    from .analysis import stem

    table: dict[str, str] = {}
    for group, fold in ((_KO_SYNONYMS, lambda w: w), (_EN_SYNONYMS, stem)):
        for line in group:
            words = [fold(w) for w in line.split()]
            for w in words[1:]:
                table.setdefault(w, words[0])
            if words:
                table.setdefault(words[0], words[0])
    return table


# Everyday native words with more than one Sino-Korean sense, each a sense any Korean dictionary gives the word
# out of context: "내다" pays (납부: "등록금을 내다") and submits (제출: "서류를 내다"), "쓰다" uses, spends and
# writes. Such a word is no member of any one group (``canonical`` keeps it as written): a claim's "내다" is found
# in a passage that says any of its senses, and each sense (the head of its group) in a passage's "내다" — but a
# claim's "납부" is not found in a passage's "제출" (a deadline to submit a form is no deadline to pay). The word
# takes the antonyms and the light weight of its first sense ("내지 않아도 된다" / "면제"), the one it was folded to
# when it was a word of that group. "지난" is the adnominal of "지난 학기", "지난 1년" (``token_readings.elapsed``).
_KO_SENSES = """
내다 납부 제출 결제|쓰다 사용 지출 작성|듣다 수강 청취|나오다 지급 발급|뜨다 표시|남다 잔여 잔량|차 차량|가운데 중
지난 직전 최근
""".replace("\n", "|").split("|")


@lru_cache(maxsize=1)
def _sense_table() -> Mapping[str, tuple[str, ...]]:
    """``_KO_SENSES`` read once: everyday word → the heads of its senses, its first sense first."""
    table: dict[str, tuple[str, ...]] = {}
    for line in _KO_SENSES:
        words = line.split()
        if len(words) >= 2:
            table[words[0]] = tuple(dict.fromkeys(canonical(w) for w in words[1:]))
    return MappingProxyType(table)


@lru_cache(maxsize=1)
def _sense_heads() -> frozenset[str]:
    return frozenset(h for heads in _sense_table().values() for h in heads)


def senses(token: str) -> tuple[str, ...]:
    """The heads of the senses of an everyday word with several (``_KO_SENSES``: "내다" → 납부, 제출); () otherwise."""
    return _sense_table().get(token, ())


def sense_head(token: str) -> bool:
    """Whether ``token`` is a sense of an everyday word of several (``_KO_SENSES``: 납부, 제출 of "내다")."""
    return token in _sense_heads()


_SYN: dict[str, str] | None = None
_SHARED: dict[str, frozenset[str]] | None = None


def shared_heads(token: str) -> frozenset[str]:
    """The other words a window may say for ``token``: the other synonym groups a word of ``token``'s group also
    belongs to ("끝나다" is 종료 and 완료, "바꾸다" 변경 and 교체: ``canonical`` keeps one of them, so a claim's "출장이
    끝난 날" (종료) is found in a passage's "출장을 마친 날" (완료)), the senses of an everyday word ("내다": 납부,
    제출) and, for a sense, the everyday words that have it (납부: "내다")."""
    global _SHARED
    if _SHARED is None:
        from .analysis import stem

        groups: dict[str, set[str]] = {}
        for group, fold in ((_KO_SYNONYMS, lambda w: w), (_EN_SYNONYMS, stem)):
            for line in group:
                words = [fold(w) for w in line.split()]
                for w in words:
                    if words:
                        groups.setdefault(w, set()).add(words[0])
        table: dict[str, set[str]] = {}
        for heads in groups.values():
            for h in heads:
                table.setdefault(h, set()).update(heads - {h})
        for word, heads in _sense_table().items():
            for head in heads:
                table.setdefault(word, set()).add(head)
                table.setdefault(head, set()).add(word)
        _SHARED = {k: frozenset(v) for k, v in table.items() if v}
    return _SHARED.get(token, frozenset())


_SPELLINGS: dict[str, tuple[str, ...]] | None = None


def spellings(token: str) -> tuple[str, ...]:
    """Every word of ``token``'s synonym group (folded as ``canonical`` folds them), the token first."""
    global _SPELLINGS
    if _SPELLINGS is None:
        groups: dict[str, list[str]] = {}
        for word, head in (_SYN or _load_synonyms()).items():
            groups.setdefault(head, []).append(word)
        _SPELLINGS = {head: tuple(dict.fromkeys([head] + words)) for head, words in groups.items()}
    return _SPELLINGS.get(canonical(token), (token,))


def grouped(token: str) -> bool:
    """Whether ``token`` is a word of one of the synonym groups (its head or a member)."""
    global _SYN
    if _SYN is None:
        _SYN = _load_synonyms()
    return token in _SYN


def canonical(token: str) -> str:
    """The representative of ``token``'s synonym group (the token itself when it has none)."""
    global _SYN
    if _SYN is None:
        _SYN = _load_synonyms()
    return _SYN.get(token, token)


# Words that say little about what a claim states: light verbs and nouns that mostly carry grammar
# ("포함되다", "처리하다", "해당하다", "…하는 경우", "X means Y", "using"), frequency hedges ("often",
# "usually") and day nouns of date phrases ("전역한 날부터"). A claim that differs from its source only
# in such words says the same thing; they keep a small weight in the coverage. Entries are lemmas after
# synonym folding (Korean) or stems (English, see ``analysis.stem``).
_LIGHT_KO = {
    "포함": 0.3, "처리": 0.3, "해당": 0.3, "사용": 0.4, "경우": 0.3, "날": 0.3, "일": 0.3, "사유": 0.5,
    "관련": 0.3, "관하다": 0.3, "대하다": 0.3, "위하다": 0.3, "통하다": 0.4, "따르다": 0.3, "의하다": 0.3,
    "진행": 0.4, "실시": 0.4, "수행": 0.4, "사항": 0.3, "내용": 0.3, "여부": 0.3, "방법": 0.4, "부분": 0.4,
    "정도": 0.3, "가지": 0.3, "점": 0.3, "기타": 0.3, "다음": 0.5, "필요": 0.5, "시": 0.3, "중": 0.3,
    # Framing nouns: the document the answer cites, named as such ("규정에 따르면", "약관상") — what it says is
    # the claim, not that it is a rule.
    "규정": 0.2, "약관": 0.2, "지침": 0.2, "조항": 0.2, "규칙": 0.2,
    # "원칙적으로", "…이 원칙이다": the claim says it states the rule, as "generally" does (``_LIGHT_EN``); whether the
    # rule has an exception the claim drops is read apart (``lexical._AS_A_RULE``, ``restrictions``).
    "원칙": 0.3,
    # "…라는 뜻이다", "…를 의미한다" (as "X means Y": ``_LIGHT_EN``'s "mean") and "제적 대상이다", "반환 대상이다" ("is
    # subject to"): what is meant or to what the rule applies is the claim, not that it is a meaning or an object.
    "뜻": 0.3, "의미": 0.3, "대상": 0.3,
}
_LIGHT_EN = {
    "mean": 0.3, "use": 0.4, "using": 0.4, "used": 0.4, "case": 0.3, "way": 0.4, "thing": 0.3, "often": 0.3,
    "usually": 0.3, "typically": 0.3, "generally": 0.3, "commonly": 0.3, "normally": 0.3, "especially": 0.4,
    "particularly": 0.4, "make": 0.4, "get": 0.4, "mainly": 0.4, "mostly": 0.4, "certain": 0.4, "various": 0.4,
    # Framing nouns ("under the terms", "the policy says"): see the Korean ones.
    "policy": 0.2, "term": 0.2, "terms": 0.2, "rule": 0.2, "rules": 0.2, "regulation": 0.2, "provision": 0.2,
    "according": 0.2,
}
_LIGHT: dict[str, float] | None = None


def light_weight(token: str) -> float | None:
    """The reduced weight of a light word, or None for an ordinary word."""
    global _LIGHT
    if _LIGHT is None:
        from .analysis import stem

        _LIGHT = dict(_LIGHT_KO)
        for w, wt in _LIGHT_EN.items():
            _LIGHT.setdefault(canonical(stem(w)), wt)
            _LIGHT.setdefault(w, wt)
        # "쓰다" weighs what its first sense (사용) weighs, as when it was read as that word.
        for word, heads in _sense_table().items():
            if heads[0] in _LIGHT:
                _LIGHT.setdefault(word, _LIGHT[heads[0]])
    return _LIGHT.get(token)
