"""Everyday words for what documents say formally: a maintained table of general domain variants.

People ask in everyday words ("개강하고", "돌려받아", "분납", "money back"); regulations, terms, manuals and
policies state the same thing formally ("학기 개시일", "반환", "분할납부", "refund"). Without embeddings,
BM25 and the answerability check only see the words, so this table closes the gaps that are a matter of
vocabulary *of the domain in general* — administration, education, insurance, HR, commerce, maintenance —
not of any one document. Gaps that need meaning (a paraphrase, "70 넘으신 부모님" for an age range,
another language) are left to embeddings.

How to maintain it: one entry per line, ``(asked forms, document forms)``. When a question contains one of
the asked forms, every document form is searched and accepted too. A form is matched

- Korean: a verb/adjective lemma ending in 다 ("돌려받다") against the question's lemmas; anything else
  ("개강", "학기 개시") as a squashed substring of the text;
- English: as whole words, after lower-casing, folded by the project's one stemmer ("refunds", "guaranteed").

Rules for adding an entry: the forms must be interchangeable in *most* documents of the domain (not a
hyponym: "pet" is not "dog"), and the entry must come from how the domain speaks, never from one
question set or document. Keep entries sorted by topic, Korean first. Abbreviations, slang and spoken
words for a formal word ("학고" / 학사경고, "반차" / 반일 연차, "paycheck" / salary) are kept in their own
table, ``textkit.everyday``, which this module reads with its own.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .everyday import EN_EVERYDAY, KO_EVERYDAY
from .morphology import analyze, morphemes
from .normalize import squash
from .particles import final_consonant
from .stemming import english_stem

# (asked forms, document forms). Symmetric synonyms list the same forms on both sides (as ``_EN_PERIODS`` does).
_KO: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    # academic calendar and status
    (("개강",), ("학기 개시", "개시일", "수업이 시작", "수업 시작")),
    (("종강",), ("학기 종료", "수업 종료", "학기가 끝")),
    (("편입",), ("편입학",)),
    (("군대", "입대", "군 입대"), ("군입대", "입영", "병역", "군 복무")),
    (("제대",), ("전역",)),
    (("그만두다", "관두다"), ("자퇴", "퇴직", "퇴사", "해지", "중단")),
    (("떨어지다",), ("불합격", "탈락")),
    (("붙다",), ("합격",)),
    (("학비",), ("등록금", "수업료")),
    (("성적",), ("성적", "학점", "평점")),
    (("시험",), ("시험", "고사")),
    (("원서", "지원서"), ("원서", "지원서", "입학원서", "신청서")),
    (("졸업장",), ("학위", "졸업증명서")),
    (("외국인", "유학생"), ("외국인", "유학생")),
    # money
    (("돌려받다", "돌려주다", "돌려드리다", "되돌려받다", "환불", "반환", "환급"), ("반환", "환불", "환급")),
    (("내다", "납부", "납입"), ("납부", "납입", "제출", "지불")),
    (("분납", "나눠 내", "나누어 내", "할부"), ("분할납부", "분할 납부", "분할납입", "나누어", "분할")),
    (("비용", "요금", "가격", "수수료", "금액"), ("비용", "요금", "가격", "수수료", "금액")),
    (("병원비", "진료비", "치료비", "의료비"), ("진료비", "치료비", "의료비")),
    (("월급", "급여", "임금"), ("급여", "임금", "보수")),
    (("연체", "체납", "미납"), ("연체", "체납", "미납")),
    (("벌금", "과태료"), ("과태료", "벌금", "위약금")),
    (("무료", "공짜", "무상"), ("무료", "무상", "면제")),
    (("깎아주다", "할인"), ("할인", "감면", "감액")),
    (("회비",), ("회비", "이용료")),
    (("월세", "임대료"), ("임대료", "월세")),
    (("택배",), ("배송", "택배")),
    # contracts and insurance
    (("취소", "철회", "해지"), ("취소", "철회", "해지")),
    (("다치다", "부상", "상해"), ("부상", "상해", "사고")),
    (("비행기", "항공기", "항공편"), ("항공편", "항공기", "비행기")),
    (("아프다", "질병", "질환"), ("질병", "질환")),
    (("병원",), ("병원", "의료기관", "의원")),
    (("이빨",), ("치아",)),
    (("병가",), ("병가", "질병휴가")),
    (("나이", "연령"), ("나이", "연령")),
    (("연장", "갱신"), ("연장", "갱신")),
    (("보증기간", "워런티"), ("보증", "보증기간", "품질보증")),
    (("자격", "요건"), ("자격", "요건", "대상")),
    # procedures
    (("신청", "접수"), ("신청", "접수")),
    (("서명", "사인", "싸인"), ("서명", "연서", "날인", "자필")),
    (("마감", "언제까지"), ("기한", "마감", "까지")),
    (("고치다", "수리"), ("수리", "정비")),
    (("바꾸다", "교체", "교환"), ("교체", "교환", "변경")),
    (("잃어버리다", "분실"), ("분실",)),
    (("빌리다", "대출", "대여"), ("대출", "대여")),
    (("반납",), ("반납", "반환")),
    (("자리", "좌석"), ("좌석", "자리")),
    (("락커", "사물함"), ("사물함", "보관함")),
    (("연락",), ("연락", "통지", "통보")),
    (("복사", "프린트"), ("인쇄", "출력", "복사")),
    (("비밀번호", "패스워드"), ("비밀번호", "암호")),
    (("에러코드", "에러 코드"), ("오류 코드", "오류코드")),
    (("청소",), ("청소", "세척", "세정")),
    (("새다",), ("누수", "누설")),
    (("고장", "에러"), ("고장", "오류", "결함", "이상")),
    (("경보", "알람", "경고"), ("경보", "알람", "경고", "오류")),
    (("쓰다", "사용", "이용"), ("사용", "이용")),
    (("끝나다", "만료", "종료"), ("종료", "만료")),
    (("늦다", "지연"), ("지연", "연체")),
    # work and living
    (("재택", "원격근무"), ("재택근무", "원격근무", "재택")),
    (("야근", "초과근무", "연장근무"), ("초과근무", "연장근무", "시간외근무", "야간근무")),
    (("휴가", "연차"), ("휴가", "연차")),
    (("전화번호", "연락처"), ("연락처", "전화번호", "전화")),
    (("영업시간", "운영시간", "이용시간", "여는 시간"), ("운영시간", "이용시간", "영업시간")),
    (("애완동물", "반려동물"), ("반려동물", "애완동물")),
    (("담배", "흡연"), ("흡연", "담배")),
    (("친척", "친지"), ("친지", "친척", "친족")),
    (("자다", "묵다"), ("숙박",)),
    (("밥", "식사"), ("식비", "식사", "식대")),
    (("자가용",), ("자가용", "차량", "자동차")),
    (("강아지",), ("반려견", "반려동물", "애완견")),
    (("고양이",), ("반려묘", "반려동물")),
    (("엘리베이터",), ("승강기", "엘리베이터")),
    (("에어컨",), ("냉방", "냉난방", "에어컨")),
    (("와이파이",), ("무선인터넷", "무선랜", "wi-fi", "wifi")),
    (("손님", "방문객"), ("방문객", "방문자", "외부인", "손님")),
    (("알바", "아르바이트"), ("아르바이트", "근로")),
    (("주말",), ("주말", "토요일", "일요일", "공휴일")),
    (("점심",), ("중식", "점심")),
    (("이사",), ("전입", "전출", "이사")),
    (("쓰레기",), ("폐기물", "쓰레기", "분리수거")),
    (("소리", "시끄럽다"), ("소음",)),
    (("출산", "육아"), ("출산", "육아", "육아휴직", "출산휴가")),
    (("음주", "술"), ("음주", "주류")),
    # durations said in words
    (("한달", "한 달"), ("30일", "1개월", "한 달")),
    (("일주일",), ("7일", "1주")),
    # how often: an adjective of the period, or "per" the period ("연간 한도" / "1년에 500만원"). A bare 월 or 연
    # is no form: as a substring it is in every date ("5월") and many words ("연구").
    (("연간", "매년", "해마다", "1년마다"), ("연간", "매년", "해마다", "1년간", "1년에", "1년마다", "1년 동안")),
    (("월간", "매월", "매달", "다달이", "월별", "월마다"), ("월간", "매월", "매달", "월별", "월마다", "1개월마다", "한 달에")),
    (("일일", "매일", "날마다"), ("일일", "매일", "날마다", "하루에", "1일당")),
)

_EN: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("money back", "refund", "reimburse", "reimbursement"), ("refund", "reimburse", "reimbursement")),
    (("cost", "price", "fee", "charge"), ("cost", "price", "fee", "charge")),
    (("age", "how old"), ("age", "old")),
    (("start", "begin", "commence"), ("start", "begin", "commence")),
    (("finish", "end", "expire"), ("end", "finish", "expire", "close")),
    (("cancel", "terminate", "termination"), ("cancel", "cancellation", "terminate", "termination", "withdraw")),
    (("deadline", "due"), ("deadline", "due", "last day", "no later than")),
    (("quit", "resign"), ("resign", "terminate", "leave")),
    (("sick", "ill", "illness", "sickness"), ("illness", "sickness", "disease")),
    (("hurt", "injured", "injury"), ("injury", "accident")),
    (("broken", "faulty", "defective", "damaged"), ("defective", "damaged", "faulty", "fault")),
    (("alarm", "alert", "warning", "error"), ("alarm", "alert", "warning", "error", "fault")),
    (("e-stop", "estop"), ("emergency stop",)),
    (("comms",), ("communication",)),
    (("fix", "repair"), ("repair", "fix", "service")),
    (("swap", "change", "replace"), ("replace", "replacement", "exchange")),
    (("kid", "child"), ("child", "children", "minor")),
    (("course", "class"), ("course", "program", "programme", "class")),
    (("phone",), ("telephone", "phone")),
    (("wfh", "work from home", "working from home", "remote"), ("remote", "home office", "telework")),
    (("vacation", "holiday", "time off"), ("leave", "holiday", "vacation")),
    (("salary", "wage", "pay"), ("salary", "wage", "pay")),
    (("file", "submit", "lodge"), ("submit", "send", "file", "lodge")),
    (("late", "overdue"), ("late", "overdue")),
    (("discount", "reduction"), ("discount", "reduction", "rebate")),
    (("extra", "additional"), ("additional", "extra")),
    (("warranty", "guarantee"), ("warranty", "guarantee")),
    (("smoke", "smoking", "vape"), ("smoking", "smoke")),
    (("bike", "bicycle"), ("bicycle", "bike")),
    (("sign up", "signup", "register"), ("register", "registration", "enrol", "enroll", "sign up")),
    (("drop out", "withdraw"), ("withdraw", "withdrawal")),
    (("dorm", "dormitory"), ("dormitory", "residence", "housing")),
    (("book", "reserve", "booking"), ("reserve", "reservation", "book", "booking")),
    (("guest", "visitor"), ("guest", "visitor")),
    (("car",), ("vehicle", "car")),
    (("print", "printer", "printing"), ("print", "printing", "printer")),
    (("wifi", "wi-fi", "internet"), ("wi-fi", "wifi", "internet", "wireless")),
    (("vet",), ("veterinary", "veterinarian", "vet")),
    (("teeth", "tooth"), ("dental", "tooth", "teeth")),
    (("boss", "manager"), ("manager", "supervisor")),
    (("noise", "noisy", "loud"), ("noise", "quiet hours", "quiet")),
    (("trash", "garbage", "rubbish"), ("waste", "trash", "garbage", "recycling")),
    (("downtime", "outage"), ("outage", "downtime", "unavailable", "unavailability")),
    (("uptime",), ("availability", "uptime")),
    (("shipping", "postage"), ("shipping", "delivery", "postage")),
    (("id card",), ("identification", "id")),
    (("swimsuit", "bathing suit", "swimming costume"), ("swimwear", "swimsuit")),
    # where an event's runners or visitors get first aid (not a hospital's emergency department)
    (("first aid post", "first aid point", "first aid station", "medical post", "medical point", "medical station",
      "medical tent"),
     ("first aid post", "first aid point", "first aid station", "medical post", "medical point", "medical station",
      "medical tent")),
)

# How often: the adjective or "per"/"a"/"each" the period ("annual fee" / "$120 per year"); "monthly" and
# "weekly" also meet "month" and "week" through the stemmer. Apart from ``_EN``: "a day" in "how many hours a
# day" is a rate the question asks in, not an idiom naming what it asks about (``english_phrases``).
_EN_PERIODS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = tuple((forms, forms) for forms in (
    ("annual", "annually", "yearly", "per year", "a year", "each year", "every year", "per annum"),
    ("monthly", "per month", "a month", "each month", "every month"),
    ("weekly", "per week", "a week", "each week", "every week"),
    ("daily", "per day", "a day", "each day", "every day"),
))  # symmetric: every form is asked and stated alike

_EN_WORD = re.compile(r"[a-z][a-z'\-]*")


def _en_fold(word: str) -> str:
    """A word as the project's one stemmer reduces it (``textkit.stemming``): "refunds"/"refunded" meet
    "refund", and a silent final e goes the same way in every form ("guarantee"/"guaranteed",
    "charge"/"charged", "use"/"used"), as in the BM25 tokens. A light suffix cut of its own had kept the
    e of the bare word only, so "guaranteed" in a document did not state "guarantee". Hyphenated and
    elided words ("wi-fi", "e-stop") are kept as written."""
    return english_stem(word) if word.isalpha() else word


def _en_words(text: str) -> list[str]:
    return [_en_fold(w) for w in _EN_WORD.findall(text.lower())]


def _en_has(words: list[str], form: str) -> bool:
    parts = _en_words(form)
    n = len(parts)
    return bool(parts) and any(words[i:i + n] == parts for i in range(len(words) - n + 1))


@lru_cache(maxsize=4096)
def _ko_lemmas(text: str) -> frozenset[str]:
    return frozenset(lemma for lemma, tag in morphemes(text) if tag.startswith(("VV", "VA")))


def _ko_has(text: str, squashed: str, form: str, *, word_start: bool = False) -> bool:
    if form.endswith("다") and len(form) >= 2 and " " not in form:
        return form in _ko_lemmas(text) or squash(form[:-1]) in squashed and len(form) >= 4
    if word_start and len(form) <= 2:
        return _short_form_in(text, form)
    return squash(form) in squashed


def _short_form_in(text: str, form: str) -> bool:
    """Whether a two-syllable everyday form is a word of ``text`` or the first part of one, not a piece of
    another word: it starts a word (학고 is in "과학고" too) and a morpheme ends where it ends (수업 is the
    start of "수업료", one noun; 반차 is read 반 + 차)."""
    for m in re.finditer(rf"(?<![가-힣]){re.escape(form)}", text):
        if m.end() == len(text) or not re.match(r"[가-힣]", text[m.end()]):
            return True
        if any(end == m.end() for _lemma, _tag, _start, end in analyze(text)):
            return True
    return False


def asked_variants(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """(asked form found in ``text``, its document forms) for every entry of the table ``text`` asks by."""
    out: list[tuple[str, tuple[str, ...]]] = []
    squashed = squash(text)
    words = _en_words(text)
    for table, word_start in ((_KO, False), (KO_EVERYDAY, True)):
        for asked, forms in table:
            for form in asked:
                if _ko_has(text, squashed, form, word_start=word_start):
                    out.append((form, forms))
                    break
    for asked, forms in _EN + EN_EVERYDAY + _EN_PERIODS:
        for form in asked:
            if _en_has(words, form):
                out.append((form, forms))
                break
    return out


@lru_cache(maxsize=1)
def _phrase_patterns() -> tuple[re.Pattern, tuple[tuple[re.Pattern, str], ...]]:
    """The multi-word English asked forms of the table as patterns, compiled once (``english_phrases`` reads every
    claim clause and question: building and looking up some seventy patterns per text cost more than the matching),
    and one pattern of their first words: a text without any of them holds none of the forms."""
    patterns = []
    for asked, _forms in _EN + EN_EVERYDAY:
        for form in asked:
            parts = form.split()
            if len(parts) < 2:
                continue
            pattern = r"\b" + r"\W+(?:\w+\W+)?".join(re.escape(p) + r"\w*" for p in parts) + r"\b"
            patterns.append((re.compile(pattern, re.I), form))
    firsts = dict.fromkeys(form.split()[0] for _, form in patterns)
    return re.compile("|".join(re.escape(f) for f in firsts), re.I), tuple(patterns)


def english_phrases(text: str) -> list[tuple[int, int, str]]:
    """(start, end, asked form) of every multi-word English asked form of the table in ``text`` ("money back",
    "time off", "work from home"): an idiom is one thing asked, its words are not asked one by one."""
    firsts, patterns = _phrase_patterns()
    if not firsts.search(text):
        return []  # (every form begins with one of these words, matched as its pattern matches it)
    out: list[tuple[int, int, str]] = []
    for pattern, form in patterns:
        out += [(m.start(), m.end(), form) for m in pattern.finditer(text)]
    return sorted(out)


def query_variants(text: str) -> list[str]:
    """The document forms ``text`` asks for without saying them: what retrieval adds to the query."""
    squashed = squash(text)
    words = _en_words(text)
    out: list[str] = []
    for _asked, forms in asked_variants(text):
        for form in forms:
            ko = bool(re.search(r"[가-힣]", form))
            said = (squash(form) in squashed) if ko else _en_has(words, form)
            if not said and form not in out:
                out.append(form)
    return out


@lru_cache(maxsize=8192)  # asked for every term of a question against every retrieved document
def variants_of(term: str) -> tuple[str, ...]:
    """The document forms of every entry ``term`` (one word or lemma) is an asked form of, ``term`` first;
    the entries of this module's tables and of ``textkit.everyday`` (abbreviations and slang)."""
    out = [term]
    if re.search(r"[가-힣]", term):
        for asked, forms in _KO + KO_EVERYDAY:
            if term in asked:
                out += [f for f in forms + _verb_stems(asked) if f not in out]
        return tuple(out)
    words = (_en_fold(term.lower()),) if " " not in term else tuple(_en_words(term))
    for asked_words, forms in _en_asked_words():
        if words in asked_words:
            out += [f for f in forms if f not in out]
    return tuple(out)


# Cached once per process: ``variants_of`` compares a new English term with every asked form of the table, and
# stemming the table's words again for each term cost about 15 ms a term (a claim's terms are new in each answer).
# A tuple of tuples: read-only, shared by every call.
@lru_cache(maxsize=1)
def _en_asked_words() -> tuple[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]], ...]:
    """Per English entry of the tables (``variants_of``'s): its asked forms as stemmed words, and its document forms."""
    return tuple((tuple(tuple(_en_words(a)) for a in asked), forms) for asked, forms in _EN + EN_EVERYDAY + _EN_PERIODS)


# Final syllables a stem keeps whole in every form: those with a final consonant (받 of 돌려받은, 돌려받아).
# An open one contracts with the ending (잃어버리 + ㄴ → 잃어버린, 바꾸 + 어 → 바꿔), so it is dropped.
def _verb_stems(asked: tuple[str, ...]) -> tuple[str, ...]:
    """How a document says the entry's everyday verbs in any form, as substrings: a formal noun asked ("분실",
    "환불") may be said with the verb ("잃어버린 경우", "돌려받을 수"). A stem is kept up to its last syllable
    that every form shares, and only when two syllables or more are left ("잃어버", "돌려받", "깎아"); short
    stems ("바꾸", "고치") would be a syllable, part of too many words."""
    out = []
    for form in asked:
        if not (form.endswith("다") and " " not in form):
            continue
        stem = form[:-1]
        if final_consonant(stem[-1]) == 0:  # no final consonant: contracts with the ending
            stem = stem[:-1]
        if len(stem) >= 2:
            out.append(stem)
    return tuple(out)


def stated_in(form: str, squashed_text: str, text_words: list[str] | None = None) -> bool:
    """Whether ``form`` (a document form of the table, or any word) occurs in a text, given the text squashed
    (Korean) and as folded English words (``english_words``)."""
    if re.search(r"[가-힣]", form):
        if form.endswith("다") and " " not in form:
            form = form[:-1]
        return len(squash(form)) >= 1 and squash(form) in squashed_text
    return _en_has(text_words if text_words is not None else [], form)


def english_words(text: str) -> list[str]:
    """The folded English words of ``text``, for ``stated_in``."""
    return _en_words(text)


def everyday_entries(lang: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """Every (asked forms, document forms) entry of the tables for ``lang`` ("ko" or "en"): this module's and
    ``textkit.everyday``'s, for a reader that folds the words its own way (the verification engine's lemmas and
    stems)."""
    return _KO + KO_EVERYDAY if lang == "ko" else _EN + EN_EVERYDAY + _EN_PERIODS
