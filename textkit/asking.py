"""What kind of value a question asks for, and whether a sentence states one.

"몇 살까지", "what's the minimum age", "토크는?", "how much is the fee" ask for a value of one kind (an age,
a torque, an amount). A sentence that states a value of that kind ("만 80세 이하", "16 years old",
"0.6 N·m", "$2,850") is likely the answer even when it shares few words with the question — the words are
the question's ("나이", "age", "torque"), the value is the document's. The table below is general
measurement vocabulary (Korean and English), not any document's: a measure word or question phrase → the
kind of value, and for each kind the pattern of a stated value.

Korean counters said another way are one counter here (살 = 세, 번 = 회, 달 = 개월, 명 = 인, 퍼 = %).
"""
from __future__ import annotations

import re

_NUM = r"\d[\d,]*(?:\.\d+)?"
# The end of a unit: no Latin letter follows ("5 m", not "5 mm"). Not ``\b``: a Korean particle is a word
# character, and "5만 원을", "10 kg의" state a value as much as "5만 원." does.
_END = r"(?![A-Za-z])"
# The pattern of a stated value, per kind.
VALUE_PATTERNS: dict[str, re.Pattern] = {
    # Money only: what "가격", "fee", "price" ask for.
    "money": re.compile(
        rf"{_NUM}\s*(?:만\s*)?(?:원|달러|유로|엔|USD|KRW|EUR|GBP|JPY|dollars?|euros?){_END}|[$€£¥₩]\s*{_NUM}|"
        rf"(?:USD|KRW|EUR|GBP|JPY)\s*{_NUM}|{_NUM}\s*만\s*원",
        re.I),
    # Money, or a share of it ("6분의 5", "50%", "전액", "free"): "how much do I get back" is often a share.
    "amount": re.compile(
        rf"{_NUM}\s*(?:만\s*)?(?:원|달러|유로|엔|USD|KRW|EUR|GBP|JPY|dollars?|euros?){_END}|[$€£¥₩]\s*{_NUM}|"
        rf"(?:USD|KRW|EUR|GBP|JPY)\s*{_NUM}|{_NUM}\s*만\s*원|"
        rf"\d+\s*분의\s*\d+|{_NUM}\s*(?:%|％|퍼센트|percent)|전액|free of charge|\bfree\b",
        re.I),
    "age": re.compile(rf"(?:만\s*)?{_NUM}\s*(?:세|살)|{_NUM}\s*(?:years?|months?|weeks?)\s*(?:old|of age)|aged?\s+{_NUM}",
                      re.I),
    "duration": re.compile(
        rf"{_NUM}[\s-]*(?:일|주일?|개월|달|년|시간|분(?!의)|초|영업일|박|h\b|hrs?\b|hours?|min(?:ute)?s?\b|days?|weeks?|months?|years?|"
        rf"business days?|nights?)|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|sixty|ninety)"
        rf"[\s-]+(?:days?|weeks?|months?|years?|hours?)|(?:한|두|세|네)\s*(?:달|해)|일주일|보름",
        re.I),
    "date": re.compile(
        rf"\d{{1,2}}\s*월\s*\d{{1,2}}\s*일|\d{{4}}\s*[.\-/년]\s*\d{{1,2}}|{_NUM}\s*(?:일|주|개월|영업일)\s*(?:전|이내|후|까지)|"
        rf"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{{1,2}}|\d{{1,2}}\s+(?:Jan|Feb|Mar|Apr|May|Jun|"
        rf"Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*|{_NUM}\s*(?:days?|weeks?|months?|business days?)\s+(?:before|after|of|from)|"
        rf"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|매(?:일|주|월|년)|every\s+\w+|"
        rf"\d{{1,2}}\s*시|\d{{1,2}}:\d{{2}}|\d{{1,2}}\s*[ap]\.?m\.?",
        re.I),
    "count": re.compile(rf"{_NUM}\s*(?:명|인|건|회|번|차례|개|대|곳|권|장|가지|times?|people|persons?|members?|items?|"
                        rf"copies|units?)", re.I),
    "percent": re.compile(rf"{_NUM}\s*(?:%|％|퍼센트|percent|per cent)|\d+\s*분의\s*\d+|절반|half", re.I),
    "speed": re.compile(rf"{_NUM}\s*(?:km/h|m/s|mph|rpm|노트)|(?:시속|초속|분속)\s*{_NUM}", re.I),
    "torque": re.compile(rf"{_NUM}\s*(?:N\s*[·.]?\s*m|Nm|kgf\s*[·.]?\s*cm|lbf?\s*[·.]?\s*ft)", re.I),
    "weight": re.compile(rf"{_NUM}\s*(?:kg|g|t|mg|lbs?|킬로그램|그램|톤){_END}", re.I),
    "volume": re.compile(rf"{_NUM}\s*(?:L|ml|mL|리터|l|GB|MB|TB|gallons?){_END}", re.I),
    "temperature": re.compile(rf"-?{_NUM}\s*(?:°\s*[CF]|℃|도\b|degrees?)", re.I),
    "electric": re.compile(rf"{_NUM}\s*(?:V|A|W|kW|mA|Ω|ohms?|볼트|와트){_END}", re.I),
    "length": re.compile(rf"{_NUM}\s*(?:mm|cm|m|km|in|inch(?:es)?|ft|feet|미터){_END}", re.I),
    "score": re.compile(rf"{_NUM}\s*(?:점|points?)|\d\.\d+\s*(?:이상|이하|/)", re.I),
    # A telephone number ("02-3290-5510", "0800 555 0193", "1588-1234"): what "전화번호", "phone" ask for.
    "phone": re.compile(r"(?<![\d-])(?:\+\d{1,3}[-\s])?\(?\d{2,4}\)?[-\s]\d{3,4}[-\s]\d{4}(?![\d-])|"
                        r"(?<![\d-])1\d{3}-\d{4}(?![\d-])"),
}

# Question phrases and measure words → the kind of value asked. Checked in order; the first kind that
# matches wins (a question asks for one thing).
_ASKS: tuple[tuple[str, re.Pattern], ...] = (
    ("age", re.compile(r"몇\s*(?:살|세)|나이|연령|how old|\bages?\b|minimum age|maximum age", re.I)),
    ("percent", re.compile(r"몇\s*(?:퍼|%|프로)|비율|[률율]\b|what percent|percentage|\brate\b|how much of", re.I)),
    ("speed", re.compile(r"속도|시속|how fast|\bspeed\b", re.I)),
    ("torque", re.compile(r"토크|조임\s*력|\btorque\b|how tight", re.I)),
    ("weight", re.compile(r"무게|중량|how heavy|\bweight\b|\bpayload\b", re.I)),
    ("volume", re.compile(r"용량|부피|capacity|volume|how big", re.I)),
    ("temperature", re.compile(r"온도|몇\s*도|temperature|how hot|how cold", re.I)),
    ("electric", re.compile(r"전압|전류|저항|출력|voltage|current|resistance|wattage|power rating", re.I)),
    ("length", re.compile(r"길이|거리|반경|높이|폭|how far|how long is the cable|distance|length|radius|height|width",
                          re.I)),
    ("score", re.compile(r"몇\s*점|점수|평점|학점\s*평균|\bscore\b|\bgpa\b|rating", re.I)),
    ("amount", re.compile(r"얼마|비용|요금|가격|금액|수수료|한도액|(?:택시|교통|숙박|식|병원|진료|치료|수리|관리|배송|등록|교육|"
                          r"참가|생활|출장)비|(?:보험|수수|이용|사용|연체|수강|참가|입장|관리|배송|등록|가입|수업)료|how much|"
                          r"\bcost|\bprice|\bfees?\b|\bcharge|tuition|\bpay\b", re.I)),
    ("count", re.compile(r"몇\s*(?:명|인|건|회|번|차례|개|대|곳|권|가지|학점)|how many|number of", re.I)),
    ("date", re.compile(r"언제|몇\s*(?:월|일|시)|며칠|마감|기한|날짜|\bwhen\b|deadline|what date|what time|\bdue\b|"
                        r"how often|주기", re.I)),
    ("duration", re.compile(r"몇\s*(?:년|개월|달|주|시간|분)|얼마\s*(?:나|동안)|기간|how long|period|duration", re.I)),
)


# An interrogative of time: "관리비 언제까지 내?" asks for a date, though it names an amount ("관리비"); the
# interrogative says what is asked more surely than the thing it is asked about.
_ASKS_WHEN = re.compile(r"언제|며칠|몇\s*(?:월|일|시(?!간))|\bwhen\b|what date|what time|\bdeadline\b", re.I)
# Another interrogative of a value beside it ("언제까지 얼마를 내?"): then the question asks for both.
_ASKS_OTHER = re.compile(r"얼마|몇(?!\s*(?:월|일|시(?!간)))|how\s+(?:much|many|long|old|far|fast|heavy|big)", re.I)


def _asks_when_only(question: str) -> bool:
    return bool(_ASKS_WHEN.search(question)) and not _ASKS_OTHER.search(question)


def asked_kind(question: str) -> str:
    """The kind of value ``question`` asks for ("age", "amount", …), or "" when it asks for none."""
    if _asks_when_only(question):
        return "date"
    for kind, pattern in _ASKS:
        if pattern.search(question):
            return kind
    return ""


def states_kind(sentence: str, kind: str) -> bool:
    """Whether ``sentence`` states a value of ``kind``. A duration also answers "when"/"how often"
    ("14일 전까지", "every 6 months") and a date answers "how long" only through its own pattern."""
    if not kind:
        return False
    if VALUE_PATTERNS[kind].search(sentence):
        return True
    if kind == "date":
        return bool(VALUE_PATTERNS["duration"].search(sentence))
    return False


# A question that asks for a value, not whether something holds: "얼마야?", "몇 명?", "언제까지?", "how much",
# "how many", "how long", "when". "보험료 환불돼?" / "Is the fee refundable?" name a kind of value but ask yes
# or no: an answer need not state a value to answer them.
_ASKS_VALUE = re.compile(r"얼마|몇|언제|며칠|how\s+(?:much|many|long|old|often|far|fast|heavy|big|tight)|\bwhen\b|"
                         r"what\s+(?:time|date|day|age|percentage)\b", re.I)
# What a missing value is called in the "not found" answer.
KIND_NAMES = {
    "ko": {"money": "금액", "amount": "금액", "age": "나이", "duration": "기간", "date": "날짜나 기한", "count": "수",
           "percent": "비율", "speed": "속도", "torque": "토크", "weight": "무게", "volume": "용량", "temperature": "온도",
           "electric": "전기 사양", "length": "길이나 거리", "score": "점수", "phone": "전화번호"},
    "en": {"money": "the amount", "amount": "the amount", "age": "the age", "duration": "the period", "date": "the date",
           "count": "the number", "percent": "the percentage", "speed": "the speed", "torque": "the torque",
           "weight": "the weight", "volume": "the capacity", "temperature": "the temperature",
           "electric": "the electrical rating", "length": "the length or distance", "score": "the score",
           "phone": "the telephone number"},
}


def asked_value_kinds(question: str) -> tuple[str, ...]:
    """Every kind of value ``question`` may ask for, when it asks for a value ("몇 명이야?" → count; "보증기간
    얼마나 돼?" → amount or duration: "얼마나" reads both ways), else ()."""
    if not _ASKS_VALUE.search(question):
        return ()
    if _asks_when_only(question):
        return ("date",)
    return tuple(kind for kind, pattern in _ASKS if pattern.search(question))


def answers_kind(sentences: list[str], kinds: tuple[str, ...]) -> bool:
    """Whether any of ``sentences`` states a value of one of ``kinds``; for a count, any number does ("몇
    학점" ← "65학점": counters are too many to list)."""
    if "count" in kinds and any(re.search(r"\d", s) for s in sentences):
        return True
    return any(states_kind(s, kind) for s in sentences for kind in kinds)
