"""English ↔ Korean words of general domain vocabulary: a question in one language over documents in the other.

People ask in their own language whatever the document's: "how much is the late fee?" over a Korean FAQ,
"대기기간 며칠이야?" over English terms. Without embeddings, BM25 and the answerability checks only see words,
so a question in the other language finds nothing, or finds a document in its own language that is about
something else, and is refused. This table lets the pipeline search the document's language
(``translated_query``) and lets the answerability checks look for a question's term in the other language
(``korean_forms``, ``english_forms``). Anything subtler than a word for a word (a paraphrase, an idiom, a
sentence) is left to embeddings.

How to maintain it: one entry per line, ``(English forms, Korean forms)``, the first form of each side the
usual one. Forms are matched like ``textkit.variants``'s: English as whole words folded by the project's
stemmer, Korean as squashed substrings. The English forms of an entry name one thing, so a document in
English may say it by another of them (``english_synonyms``: "overseas" / "international"); the Korean side
is not read so (the Korean forms of a polysemous English word are different things: 편입, 이체, 전환). Rules
for adding an entry: the words must translate each other in *most* documents of the domain (administration,
education, insurance, HR, commerce, travel, facilities, maintenance, health), the entry comes from how the
domain speaks, never from one question set or document; a Korean form of one syllable is never used (it is
part of too many words). Keep entries grouped by topic; new ones go to ``textkit.bilingual_terms`` (the words
of each domain and everyday vocabulary), read with this table.
"""
from __future__ import annotations

import re
from functools import lru_cache
from types import MappingProxyType

from .bilingual_terms import TERMS, Pairs
from .normalize import squash
from .variants import english_words

_GENERAL: Pairs = (
    # education and admissions
    (("scholarship", "bursary", "grant"), ("장학금", "장학")),
    (("tuition",), ("등록금", "수업료")),
    (("student",), ("학생", "재학생")),
    (("leave of absence",), ("휴학",)),
    (("graduation", "graduate"), ("졸업",)),
    (("graduate school",), ("대학원",)),
    (("thesis", "dissertation"), ("논문", "학위논문")),
    (("exam", "examination", "test"), ("시험", "고사")),
    (("credit",), ("학점",)),
    (("semester",), ("학기",)),
    (("consecutive", "consecutively", "in a row"), ("연속", "연이어", "잇달아")),
    (("course", "class", "program", "programme", "lecture"), ("과정", "강좌", "수업", "강의", "프로그램")),
    (("admission", "enrolment", "enrollment"), ("입학", "등록", "모집")),
    (("applicant", "candidate"), ("지원자", "응시자")),
    (("application",), ("신청", "지원", "원서")),
    (("interview",), ("면접",)),
    (("transcript",), ("성적증명서",)),
    (("certificate",), ("증명서", "인증서", "자격증", "수료증")),
    (("recommendation",), ("추천서", "추천")),
    (("dormitory", "dorm", "student housing", "residence hall"), ("기숙사", "생활관")),
    (("transfer",), ("편입", "이체", "전환")),
    (("major",), ("전공",)),
    (("professor", "faculty"), ("교수",)),
    (("teacher", "educator"), ("교사", "교원", "선생님")),
    (("school",), ("학교",)),
    (("university", "college"), ("대학교", "대학")),
    (("academic",), ("학사", "학업")),
    (("committee",), ("위원회", "위원")),
    (("attendance",), ("출석", "출결")),
    (("military service", "military", "army", "enlistment"), ("병역", "입대", "입영", "군복무", "군입대")),
    (("summer",), ("여름", "하계")),
    (("winter",), ("겨울", "동계")),
    (("language",), ("언어", "어학")),
    (("english",), ("영어",)),
    (("grade", "gpa"), ("성적", "평점", "학점")),
    # libraries, facilities, housing
    (("library",), ("도서관",)),
    (("book",), ("도서",)),
    (("loan", "borrow", "lending"), ("대출", "대여")),
    (("return",), ("반납", "반품", "반환")),
    (("member", "membership"), ("회원",)),
    (("card",), ("카드",)),
    (("parking",), ("주차",)),
    (("car", "vehicle"), ("차량", "자동차")),
    (("resident", "tenant"), ("입주자", "주민", "거주자", "세대")),
    (("apartment", "flat"), ("아파트", "공동주택", "세대")),
    (("room",), ("객실",)),  # not 실, 방: one syllable
    (("meeting room",), ("회의실",)),
    (("desk",), ("좌석", "책상")),
    (("seat",), ("좌석",)),
    (("guest", "visitor"), ("방문객", "손님", "방문자")),
    (("noise",), ("소음",)),
    (("smoking", "smoke"), ("흡연", "담배")),
    (("pet", "animal"), ("반려동물", "애완동물", "동물")),
    (("dog",), ("반려견", "강아지")),
    (("cat",), ("고양이", "반려묘")),
    (("trash", "garbage", "waste", "rubbish"), ("쓰레기", "폐기물")),
    (("recycling",), ("재활용", "분리수거")),
    (("elevator", "lift"), ("승강기", "엘리베이터")),
    (("key",), ("열쇠",)),
    (("locker",), ("사물함",)),
    (("printer", "printing"), ("프린터", "인쇄", "출력")),
    (("wifi", "wi-fi", "internet"), ("와이파이", "무선인터넷", "인터넷")),
    (("electricity", "power"), ("전기", "전력", "전원")),
    (("water",), ("수도", "용수")),
    (("heating",), ("난방",)),
    (("hot water",), ("온수",)),
    (("gas",), ("가스",)),
    (("energy",), ("에너지",)),
    (("emission", "emissions"), ("배출", "배출량")),
    (("kitchen",), ("주방", "부엌")),
    (("shower",), ("샤워",)),
    (("office",), ("사무실", "사무소")),
    (("opening hours", "business hours"), ("운영시간", "이용시간", "영업시간")),
    (("holiday", "public holiday"), ("휴일", "공휴일")),
    (("weekend",), ("주말",)),
    # money and contracts
    (("refund", "reimbursement", "money back"), ("환불", "반환", "환급")),
    (("payment", "pay"), ("결제", "납부", "지급", "지불")),
    (("fee", "charge"), ("수수료", "요금", "이용료")),
    (("late fee", "overdue fee", "late charge", "late payment fee"), ("연체료", "연체금")),
    (("fine",), ("벌금", "과태료")),  # by an authority; a penalty may also be a contract's (위약금)
    (("penalty",), ("위약금", "벌금", "과태료", "페널티")),
    (("deposit",), ("보증금", "예치금", "예금")),
    (("discount",), ("할인", "감면")),
    (("free", "free of charge"), ("무료", "무상", "공짜")),
    (("additional", "extra"), ("추가",)),
    (("trial", "free trial"), ("체험", "무료체험", "체험판")),
    (("exemption", "waiver"), ("면제", "감면")),
    (("installment", "instalment"), ("분할납부", "분납", "할부")),
    (("interest",), ("이자", "금리")),
    (("contract", "agreement"), ("계약", "약정")),
    (("cancellation", "cancel"), ("취소", "해지", "해약")),
    (("subscription",), ("구독", "가입")),
    (("invoice", "receipt", "bill"), ("청구서", "영수증", "계산서")),
    (("tax",), ("세금", "부가세")),
    (("account",), ("계정", "계좌")),
    (("plan",), ("요금제", "플랜")),
    (("credit card",), ("신용카드",)),
    (("cash",), ("현금",)),
    (("bank transfer",), ("계좌이체",)),
    (("price", "cost"), ("가격", "비용")),
    # insurance and health
    (("insurance",), ("보험",)),
    (("premium",), ("보험료",)),
    (("claim",), ("청구", "보험금")),
    (("coverage", "cover", "benefit"), ("보장", "보상", "급여")),
    (("insured", "policyholder"), ("피보험자", "계약자")),
    (("waiting period",), ("대기기간", "면책기간")),
    (("deductible", "excess"), ("자기부담금", "공제금액")),
    (("exclusion",), ("면책", "보상하지 않는")),
    (("illness", "sickness", "disease"), ("질병", "질환")),
    (("injury", "accident"), ("상해", "부상", "사고")),
    (("hospital",), ("병원",)),
    (("clinic",), ("의원", "진료소")),
    (("treatment",), ("치료", "진료")),
    (("surgery", "operation"), ("수술",)),
    (("doctor", "physician"), ("의사",)),
    (("dentist",), ("치과의사", "치과")),
    (("tooth", "teeth"), ("치아", "이빨")),
    (("medicine", "medication", "drug"), ("의약품", "약제")),
    (("prescription",), ("처방", "처방전")),
    (("appointment", "reservation", "booking"), ("예약",)),
    (("pregnancy",), ("임신",)),
    (("vaccination", "vaccine", "immunisation", "immunization"), ("예방접종", "접종", "백신")),
    (("checkup", "check-up", "screening"), ("검진", "건강검진")),
    (("death",), ("사망",)),
    (("disability",), ("장해", "장애")),
    # work and travel
    (("employee", "staff", "worker"), ("직원", "임직원", "근로자", "사원")),
    (("employer", "company"), ("회사",)),
    (("manager", "supervisor"), ("관리자", "부서장", "팀장")),
    (("team leader", "team lead"), ("팀장",)),
    (("executive",), ("임원",)),
    (("regular employee", "regular staff", "permanent employee", "permanent staff"), ("정규직",)),
    (("contract employee", "contract worker", "temporary employee"), ("계약직",)),
    (("resignation", "turnover", "attrition"), ("퇴사", "이직", "퇴직")),
    (("remote work", "working from home", "telework"), ("재택근무", "원격근무", "재택")),
    (("overtime",), ("초과근무", "연장근무", "시간외근무")),
    (("leave", "vacation", "time off"), ("휴가", "연차")),
    (("sick leave",), ("병가",)),
    (("salary", "wage"), ("급여", "임금", "보수", "월급")),
    (("allowance",), ("수당", "일비")),
    (("bonus",), ("상여금", "성과급")),
    (("expense", "expenses"), ("경비", "비용")),
    (("business trip",), ("출장",)),
    (("domestic",), ("국내",)),
    (("online",), ("온라인", "인터넷")),
    (("part-time",), ("시간제", "파트타임")),
    (("full-time",), ("전일제", "상근")),
    (("overseas", "abroad", "international", "foreign"), ("해외", "국외", "외국")),
    (("daily allowance", "per diem"), ("일비", "일당")),
    (("receipt",), ("영수증",)),
    (("trip", "travel"), ("여행", "출장")),
    (("flight", "airline", "plane"), ("항공편", "항공", "비행기")),
    (("business class",), ("비즈니스석", "비즈니스 클래스")),
    (("economy class", "economy"), ("일반석", "이코노미석")),
    (("first class",), ("일등석", "특실")),
    (("fuel", "petrol"), ("연료", "유류", "주유")),
    (("country", "nation"), ("나라", "국가")),
    (("host family", "homestay"), ("홈스테이",)),
    (("baggage", "luggage"), ("수하물",)),
    (("hotel", "accommodation", "lodging"), ("숙박", "호텔")),
    (("night", "overnight"), ("숙박", "1박", "야간")),
    (("meal", "food"), ("식비", "식사", "음식")),
    (("taxi",), ("택시",)),
    (("train",), ("기차", "열차")),
    (("bus",), ("버스",)),
    (("training",), ("교육", "훈련", "연수")),
    (("equipment", "device"), ("장비", "기기", "장치")),
    (("laptop", "computer"), ("노트북", "컴퓨터")),
    (("security",), ("보안", "경비")),
    (("password",), ("비밀번호", "암호")),
    # commerce and service
    (("customer", "client"), ("고객",)),
    (("first-contact resolution", "first contact resolution", "first call resolution"), ("첫 통화 해결", "1차 해결")),
    (("resolution",), ("해결",)),
    (("walk-in", "in person", "in-person"), ("방문", "내방")),
    (("store", "shop"), ("매장", "상점", "점포")),
    (("post", "mail", "parcel", "courier"), ("우편", "택배", "소포")),
    (("charity", "nonprofit", "non-profit"), ("비영리", "자선단체")),
    (("center", "centre"), ("센터",)),
    (("visit",), ("방문",)),
    (("complaint",), ("민원", "불만", "불편")),
    (("order",), ("주문",)),
    (("furniture",), ("가구",)),
    (("clothing", "clothes"), ("의류",)),
    (("electronics",), ("전자제품", "가전")),
    (("delivery", "shipping"), ("배송", "배달")),
    (("exchange",), ("교환",)),
    (("warranty", "guarantee"), ("보증", "품질보증")),
    (("gift card",), ("기프트카드", "상품권")),
    (("service",), ("서비스",)),
    (("support",), ("지원", "상담")),
    (("availability", "uptime"), ("가용성", "가동률")),
    (("outage", "downtime"), ("장애", "중단")),
    # maintenance and safety
    (("manual",), ("설명서", "매뉴얼")),
    (("maintenance", "inspection"), ("유지보수", "점검", "정비")),
    (("repair",), ("수리", "정비")),
    (("replacement", "replace"), ("교체", "교환")),
    (("cleaning", "clean"), ("청소", "세척")),
    (("error", "fault"), ("오류", "에러", "고장")),
    (("alarm", "alert", "warning"), ("경보", "알람", "경고")),
    (("battery",), ("배터리", "전지")),
    (("filter",), ("필터",)),
    (("cable",), ("케이블",)),
    (("pump",), ("펌프",)),
    (("sensor",), ("센서",)),
    (("motor",), ("모터",)),
    (("robot",), ("로봇",)),
    (("brake",), ("브레이크", "제동")),
    (("coil",), ("코일",)),
    (("wire", "wiring"), ("배선", "전선")),
    (("bolt", "screw"), ("볼트", "나사")),
    (("fan",), ("송풍기", "환풍기")),  # not 팬: one syllable of 프라이팬, 팬데믹
    (("drone",), ("드론", "무인기")),
    (("pilot",), ("조종자", "조종사")),
    (("satellite",), ("위성",)),
    (("waterproof", "water resistance"), ("방수",)),
    (("spraying", "spray"), ("살포", "분무")),
    (("takeoff", "take-off"), ("이륙",)),
    (("landing",), ("착륙",)),
    (("wind",), ("바람", "풍속")),
    (("propeller",), ("프로펠러",)),
    (("screen", "display"), ("화면", "디스플레이")),
    (("button",), ("버튼",)),
    (("lid",), ("덮개", "커버", "뚜껑")),
    (("safety",), ("안전",)),
    (("emergency",), ("비상", "응급")),
    (("fire",), ("화재",)),
    (("leak", "leakage"), ("누수", "누설", "누출")),
)

# The general words above, then the domain lexicon (``textkit.bilingual_terms``): the same rules, one table.
_PAIRS: Pairs = _GENERAL + TERMS

_EN_WORD = re.compile(r"[a-z][a-z'\-]*")  # as ``textkit.variants`` reads words, so that the two lists align


@lru_cache(maxsize=1)
def _tables() -> tuple[MappingProxyType[tuple[str, ...], tuple[str, ...]], MappingProxyType[str, tuple[str, ...]]]:
    """(English folded form → Korean forms, Korean form → English forms)."""
    to_ko: dict[tuple[str, ...], list[str]] = {}
    to_en: dict[str, list[str]] = {}
    for english, korean in _PAIRS:
        korean = tuple(k for k in korean if len(k) >= 2)
        for e in english:
            to_ko.setdefault(tuple(english_words(e)), []).extend(korean)
        for k in korean:
            to_en.setdefault(k, []).extend(english)
    return (MappingProxyType({k: tuple(dict.fromkeys(v)) for k, v in to_ko.items()}),
            MappingProxyType({k: tuple(dict.fromkeys(v)) for k, v in to_en.items()}))


@lru_cache(maxsize=1)
def _english_keys_by_first_word() -> MappingProxyType[str, tuple[tuple[int, tuple[str, ...]], ...]]:
    """(rank, English folded form) of the table by the form's first word; rank: phrases before their words
    (``word_translations``). An index, so that a question is not compared with every form of the table."""
    ranked = sorted(_tables()[0], key=len, reverse=True)
    out: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
    for rank, key in enumerate(ranked):
        out.setdefault(key[0], []).append((rank, key))
    return MappingProxyType({w: tuple(keys) for w, keys in out.items()})


@lru_cache(maxsize=1)
def _korean_squashed() -> tuple[tuple[str, str], ...]:
    """(Korean form, its squashed form) for every Korean form of the table (``_korean_found``)."""
    return tuple((k, squash(k)) for k in _tables()[1])


def warm_up() -> None:
    """Read the tables now (about 0.1 s with the domain lexicon), when a process that answers starts
    (``answering.warmup``), not inside its first question."""
    _tables()
    _english_keys_by_first_word()
    _korean_squashed()


def korean_forms(term: str) -> tuple[str, ...]:
    """The Korean forms of an English word or phrase ("fee" → 수수료, 요금, 이용료), or ()."""
    table = _tables()[0]
    # "libraries" folds to "librari", "library" to itself: try the -y form of an -ies plural too.
    return table.get(tuple(english_words(term)), ()) or table.get(tuple(english_words(re.sub(r"ies\b", "y", term))), ())


def english_forms(noun: str) -> tuple[str, ...]:
    """The English forms of a Korean noun ("장학금" → scholarship, bursary, grant), or ()."""
    return _tables()[1].get(noun, ())


def english_synonyms(term: str) -> tuple[str, ...]:
    """The other English forms of the entries ``term`` is an English form of ("overseas" → abroad,
    international, foreign): the forms of one entry name one thing of the domain, so in one language too a
    document may say it by another of them."""
    return _same_entry(tuple(english_words(term)))


# Entries whose English forms translate the same Korean words but name different things in English (a bolt is
# not a screw, an invoice not a receipt, a pet not every animal): translations, not synonyms.
_NOT_SYNONYMS = frozenset((
    "course", "exam", "professor", "employer", "pet", "invoice", "coverage", "post", "maintenance", "injury",
    "bolt", "flight", "resignation", "night", "equipment", "meal", "loan", "printer", "dormitory", "laptop",
    "alarm", "error", "replacement", "cleaning", "spraying", "walk-in", "trip", "holiday", "payment", "leave",
))


@lru_cache(maxsize=4096)
def _same_entry(key: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for english, _korean in _PAIRS:
        if english[0] in _NOT_SYNONYMS:
            continue
        keys = [tuple(english_words(f)) for f in english]
        if key in keys:
            out += [f for f, k in zip(english, keys) if k != key and not _derived(" ".join(k), " ".join(key))]
    return tuple(dict.fromkeys(out))


def _derived(a: str, b: str) -> bool:
    """Whether one form is built on the other ("member" / "membership", "graduate" / "graduation"): a
    related thing, not the same one (a membership fee is not a member's fee), so not a synonym."""
    return a.startswith(b[:4]) if len(b) >= 4 else False


def word_translations(text: str) -> dict[str, tuple[str, ...]]:
    """For each word of ``text`` the table translates, alone or as part of a phrase ``text`` contains, the other
    language's forms: English words lower-cased as written ("business" in "a business trip" → 출장); Korean
    forms found in the text ("예방접종" → vaccination, …), for the nouns they contain or are part of."""
    out: dict[str, tuple[str, ...]] = {}
    if re.search(r"[가-힣]", text):
        for k in _korean_found(text):
            out[k] = english_forms(k)
        return out
    written = _EN_WORD.findall(text.lower())
    folded = english_words(text)
    index = _english_keys_by_first_word()
    found = sorted((rank, i, key) for i, word in enumerate(folded) for rank, key in index.get(word, ())
                   if tuple(folded[i:i + len(key)]) == key)
    taken: set[int] = set()
    for _rank, i, key in found:  # phrases before their words
        span = set(range(i, i + len(key)))
        if not taken & span:
            taken |= span
            for w in written[i:i + len(key)]:
                out[w] = _tables()[0][key]
    return out


def _korean_found(text: str) -> list[str]:
    squashed = squash(text)
    found = [k for k, squashed_k in _korean_squashed() if squashed_k in squashed]
    # "대기기간" is found as 대기기간; do not also add what its parts would say on their own.
    return [k for k in found if not any(k != o and k in o for o in found)]


def translated_query(text: str) -> str:
    """The other language's forms of the table's words in ``text`` (the Korean forms of an English
    question's words, the English forms of a Korean question's): what to search a document in the other
    language with. Empty when the table knows none of its words."""
    if re.search(r"[가-힣]", text):
        out = [e for k in _korean_found(text) for e in english_forms(k)[:2]]
    else:
        out = [k for forms in word_translations(text).values() for k in forms[:3]]
    return " ".join(dict.fromkeys(out))
