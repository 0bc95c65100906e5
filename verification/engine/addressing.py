"""What a question asks about, and whether a text mentions it: answerability before and after writing.

A question names a *subject* (a scholarship, a part, a plan, a fee, a topic) and asks for something about it.
Before writing (``context.check_context``), every subject term must occur in the retrieved passages: a
"scholarship" or "휴대품 도난" no passage mentions means the passages cannot answer, however faithfully
their other sentences could be cited. After writing (``answer_addresses``), the answer's kept statements
must mention the subject too: an answer made of sentences about something else is not an answer.

Terms (``asked_terms``):

- Korean: the question's nouns (Kiwi NNG/NNP), except frame words that say how it asks ("종류", "방법",
  "최대", "얼마"), abstract relational nouns ("제한", "요건", "절차"), measure words ("비용", "기간",
  "나이": they stand for the *kind* of value asked, ``textkit.asking``) and predicate nouns ("가입하다",
  "신청돼": actions, said in other words as often as verbs);
- English: words that can be nouns (``lemminflect``'s lexicon; unknown words are kept unless they look
  like an -ed/-ing form), except stop, frame and measure words;
- in both, only the main clause: a situation clause says when the question applies, not what it asks
  ("비행기가 결항돼서 …", "자퇴할 때 …", "… if I cancel the trip", "… after a long shift"). A purpose
  clause ("장학금 받으려면", "to get a scholarship") is the topic, so it stays;
- years ("2023년", "in 2023"): a year no passage states means the documents cover another period.

A term is present when it, or a variant from ``textkit.variants``, occurs in the text; a Korean compound
also when its parts do ("고객센터" in "고객지원센터", "택시비" where "택시 요금" is stated: 비 → 요금).
Verbs and adjectives never decide: "돌려받아" and "반환" are the same question.

Across languages (an English question over Korean passages, or the reverse), a term is looked for through
``textkit.bilingual`` (its own forms, or those of the phrase of the question it is part of: "business" in
"business trip" → 출장); a Latin word in a Korean question is a name ("PawSure"), looked for as written in
passages of either language. A document that cannot show most of the subject (its words are not in the
table) cannot be held to the question: those terms count as absent. Korean text with English asides
("250 USD") is not English passages.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from textkit.asking import asked_kind, states_kind
from textkit.bilingual import english_forms, korean_forms, word_translations
from textkit.identifiers import code_occurrences
from textkit.language import hangul_share, lang_of
from textkit.morphology import analyze
from textkit.normalize import squash
from textkit.stemming import english_stem as _stem
from textkit.stopwords import ENGLISH_STOPWORDS, QUESTION_WORDS
from textkit.variants import english_phrases, english_words, stated_in, variants_of

# Nouns that say how a question asks, not what it is about.
KO_FRAME = frozenset(
    """종류 방법 내용 정보 여부 경우 때 얼마 가능 불가능 이유 뜻 의미 차이 질문 설명 다음 전 후 안 밖 말 중 이상 이하 초과 미만
    최대 최소 기준 조건 절차 처리 관련 대상 해당 사항 규정 문서 자료 방식 어디 곳 무엇 뭐 누구 언제 때문 정도 지금 이번 요즘
    올해 작년 내년 사람 거 것 부모 부모님 아버지 어머니 아빠 엄마 자녀 아이 아들 딸 친구 동생 형 누나 언니 오빠 남편 아내 와이프
    할머니 할아버지 본인 저희 애기 아기 쪽 편 번 측 상황 문제 부분 전체 모두 혹시 제 저 나 우리 뭔가 알림 안내 필요 가능성 보통 일반
    물건 경우의수 총 최장 최단 기본 처음 마지막 하루 당일 한번 몇 얼마나 동안 까지 부터 예 네 아니 확인 며칠 몇일 제한 규칙 정책 요건
    과정 사유 효력 결과 범위 책임 의무 권리 상태 목록 항목 계획 변경 적용 일정 중간 이후 이전 직후 도중
    나중 이따 언젠가 다음번 향후 앞으로 시기 시점 요새""".split()
)
# Words that name the kind of value asked (see textkit.asking): present when such a value is stated.
KO_MEASURE = frozenset(
    """비용 요금 가격 금액 수수료 한도 한도액 기간 기한 나이 연령 속도 용량 무게 중량 온도 전압 전류 저항 길이 거리 높이 폭 점수
    평점 비율 횟수 인원 시간 날짜 일정 주기 마감 시각 수 개수 액수 금 비 료 률 율""".split()
)
EN_FRAME = frozenset(
    """kind kinds type types way ways option options information info detail details thing things anything something
    possible allowed allow able minimum maximum max min total average usual normal standard current exact main
    general long much many often soon need needs needed want get got take make made use used let help know tell
    there here question answer say says said mean means happen happens ok okay yes still even already really
    actually right wrong best good bad new old big small first last next whats what's it's i'm
    start starts begin begins end ends finish open opens close closes apply join enrol enroll register sign bring
    keep come go stay last include includes require requires accept provide contain receive send see find give put
    set call ask work run happen lot lots nothing itself everything everyone anyone someone somebody anybody
    yourself myself ourselves themselves rule rules policy policies requirement requirements condition conditions
    procedure procedures process reason reasons result results scope problem problems issue issues situation case
    cases anymore look looks keep keeps saying one two three four five six seven eight nine ten second third
    dad mom mum mother father parent parents son daughter kid kids child children wife husband partner friend
    family brother sister grandmother grandfather grandparents baby myself now later then today tomorrow
    stuff item items belongings
    minute minutes hour hours day days week weeks month months year years decade decades
    january february march april june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday
    """.split()
)
EN_MEASURE = frozenset(
    """cost costs price prices fee fees charge charges amount rate rates period periods duration deadline date time
    times age speed capacity volume weight temperature voltage current resistance length distance height width
    score number count limit limits percentage percent torque pressure size dimension dimensions frequency interval
    payload""".split()
)
# Life stages: who is asking, which documents state as an age ("고등학생도 가입돼?" ← "만 15세 이상 …
# 만 19세 미만"): present when a passage names them or states an age.
LIFE_STAGES = frozenset(
    """초등학생 중학생 고등학생 청소년 미성년 미성년자 성인 노인 어르신 어린이 유아 영아 아동 고령자 노년 노년층
    teen teens teenager teenagers minor minors adult adults senior seniors toddler toddlers
    infant infants elderly pensioner pensioners""".split()
)
_SUBJECTS = frozenset("i you we they he she it my our your".split())
_AUX = frozenset("do does did can could will would should may might must is are was were".split())
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?:\s*년|(?!\d))")
_EN_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’\-]*")
# One-syllable Korean suffixes of compounds → what a document says instead (택시비 → 택시 요금).
_SUFFIX_VARIANTS = {
    "비": ("비용", "요금", "경비", "금액"), "료": ("요금", "비용", "료"), "금": ("금액", "금"), "률": ("비율", "%", "퍼센트"),
    "율": ("비율", "%", "퍼센트"), "일": ("날", "일"), "자": ("사람", "자"), "증": ("증명서", "증"), "표": ("표",),
    "서": ("서류", "신청서", "서"), "원": ("원",), "장": ("장",), "실": ("실",), "처": ("처",),
}


def ko_question(question: str) -> bool:
    return lang_of(question) == "ko"


@dataclass(frozen=True)
class AskedTerm:
    """A thing the question asks about: as written (for the "not found" answer) and how to look for it."""

    text: str
    kind: str  # "noun" (Korean), "word" (English), "name" (Latin, in a Korean question), "measure", "year"
    script: str  # "ko" or "en": which passages can show it
    part: int = 0  # 1 for a later conjunct of a coordinated question ("조기졸업 조건과 *신청 시기*")
    # From a situation clause, when the main clause names nothing (see ``refuses``): 1, or 2 when the main
    # clause refers back to it with a pronoun ("I bought a tent …, can I return *it*?").
    situation: int = 0
    # The other language's forms (``textkit.bilingual``), of the word or of the phrase of the question it is
    # part of ("business" in "business trip" → 출장): how passages in the other language show it.
    forms: tuple[str, ...] = ()


@dataclass(frozen=True)
class Haystack:
    """A text prepared for term look-ups (squashed, English words)."""

    text: str
    squashed: str
    words: tuple[str, ...]
    stems: frozenset[str]
    has_ko: bool
    has_en: bool

    @classmethod
    def of(cls, text: str) -> Haystack:
        words = english_words(text)
        stems = frozenset(_stem(w) for w in re.findall(r"[a-z]+", text.lower()))
        # English passages: three English words or more, unless they are asides in a Korean text ("250 USD",
        # "Teach Pendant와"): an English word is then looked for through the bilingual table, not as itself.
        share = hangul_share(text) or 0.0
        return cls(text, squash(text), tuple(words), stems, share > 0, len(words) >= 3 and share < 0.85)


def asked_terms(question: str) -> list[AskedTerm]:
    """The subject terms of ``question`` (see the module docstring), each once, in order."""
    out: list[AskedTerm] = []
    for m in _YEAR.finditer(question):
        out.append(AskedTerm(m.group(0).strip(), "year", ""))
    ko, ko_measures, later = _korean_subject_nouns(question)
    en, en_measures = _english_subject_words(question)
    situation = 0
    if not ko and not en:
        situation = 2 if _refers_back(question) else 1
        # Nothing but frame words in the main clause ("… 비용 처리돼?", "can I return it?"): the topic is
        # in the situation clause ("출장 가서 골프 치면 …", "I bought a tent and the zipper broke, …").
        ko, _, later = _korean_subject_nouns(question, main_only=False)
        en, _ = _english_subject_words(question, main_only=False)
    out += [AskedTerm(noun, "noun", "ko", int(noun in later), situation) for noun in ko]
    # A Latin word in a Korean question is a name (a product, a plan, a company: "PawSure 대기기간"): it reads
    # the same in passages of either language, so it is looked for whatever their script.
    latin_kind = "name" if ko_question(question) else "word"
    out += [AskedTerm(w, latin_kind, "en", 0, situation) for w in en]
    out += [AskedTerm(m, "measure", "ko" if re.search(r"[가-힣]", m) else "en", int(m in later))
            for m in ko_measures + en_measures]
    seen: set[str] = set()
    out = [t for t in out if not (t.text.lower() in seen or seen.add(t.text.lower()))]
    return [replace(t, forms=_translations(t, question)) for t in out]


def _translations(term: AskedTerm, question: str) -> tuple[str, ...]:
    """The other language's forms of ``term`` (see ``AskedTerm.forms``)."""
    if term.kind not in ("noun", "word"):
        return ()
    found = word_translations(question)
    if term.kind == "word":
        return korean_forms(term.text.lower()) or found.get(term.text.lower(), ())
    if english_forms(term.text):
        return english_forms(term.text)
    # a noun that is part of a form found in the question ("예방" of "예방접종"), or a form part of the noun
    return tuple(dict.fromkeys(e for k, forms in found.items() if term.text in k or k in term.text for e in forms))


# Connective endings that end a situation clause ("결항돼서", "끝나고", "갔는데", "다치면"); "-려면" (purpose)
# is not one: "장학금 받으려면" names the topic.
_KO_SITUATION_EC = frozenset("면 으면 어서 아서 서 니까 으니까 는데 ᆫ데 은데 다가 더니 지만 으나 고 거든 는데도 자마자".split())
# Nouns that close a situation clause after a modifier ("자퇴할 때", "출국한 다음에", "군대 때문에").
_KO_SITUATION_NOUNS = frozenset("때 때문 경우 동안 후 뒤 전 다음 도중 중 이후 이전 직후".split())
_KO_AUXILIARY = frozenset("있다 싶다 나다 말다 보다 주다 되다 하다 않다 계시다".split())


def _korean_subject_nouns(question: str, *, main_only: bool = True) -> tuple[list[str], list[str], set[str]]:
    """(subject nouns, measure nouns whose kind of value the passages must state, those of them that only a
    later conjunct asks about: "조기졸업 조건과 신청 시기는?" → 신청) of the main clause."""
    tokens = analyze(question)
    start = 0 if not main_only else _korean_main_start(tokens)
    nouns, measures = [], []
    first, later = set(), set()
    conjunct = 0
    for i, (lemma, tag, _s, _e) in enumerate(tokens):
        if i >= start and tag == "JC":
            conjunct = 1  # 와/과/하고/랑 between nouns: the rest is another thing asked
        if i < start or tag not in ("NNG", "NNP") or len(lemma) < 2 or not re.fullmatch(r"[가-힣]+", lemma):
            continue
        (later if conjunct else first).add(lemma)
        if lemma in LIFE_STAGES or lemma in KO_MEASURE and _measure_kind(lemma):
            measures.append(lemma)
            continue
        if lemma in KO_FRAME or lemma in KO_MEASURE or lemma in QUESTION_WORDS:
            continue
        nxt = tokens[i + 1][1] if i + 1 < len(tokens) else ""
        if nxt in ("XSV", "XSA"):
            continue  # a predicate noun: "가입돼", "신청하나요"
        if nxt == "VCP" and _has_subject_before(tokens, i):
            continue  # said of a subject before it with the copula: "군대 가는 것도 *포함*이야?"
        nouns.append(lemma)
    return nouns, measures, later - first


def _korean_main_start(tokens) -> int:
    """Where the main clause starts: after the last situation clause."""
    start = 0
    for i, (lemma, tag, _s, _e) in enumerate(tokens):
        nxt = tokens[i + 1][0] if i + 1 < len(tokens) else ""
        if tag == "EC" and lemma in _KO_SITUATION_EC and not (lemma == "고" and nxt in _KO_AUXILIARY):
            if i + 1 < len(tokens) and tokens[i + 1][1] != "SF":
                start = i + 1
        elif lemma in _KO_SITUATION_NOUNS and i and (tokens[i - 1][1] == "ETM" or lemma == "때문"):
            start = i + 1
    return start


_KO_POINTING = frozenset("이거 그거 이것 그것 저거 저것 걔 얘".split())
_EN_POINTING = re.compile(r"\b(?:it|them|this one|that one)\b", re.IGNORECASE)


def _refers_back(question: str) -> bool:
    """Whether the main clause points back at the situation with a pronoun ("…, can I return *it*?",
    "… 그거 환불돼?"): then the situation's first noun is what is asked about, the rest are details."""
    tokens = analyze(question)
    if any(lemma in _KO_POINTING and tag == "NP" for lemma, tag, _s, _e in tokens[_korean_main_start(tokens):]):
        return True
    last = re.split(r"[,;]", question)[-1]
    return bool(re.search(r"[A-Za-z]", last)) and bool(_EN_POINTING.search(last))


def _has_subject_before(tokens, i: int) -> bool:
    """Whether a noun (not a demonstrative: "이거 장학금이야?" asks about 장학금) comes before token ``i``
    in its sentence: then the noun at ``i`` with the copula is the predicate, what is said of that subject."""
    for _lemma, tag, _s, _e in reversed(tokens[:i]):
        if tag == "SF":
            return False
        if tag in ("NNG", "NNP", "NNB"):
            return True
    return False


# Kinds of value whose statement is unmistakable (a price, an age, a speed); dates, durations and counts
# are said in too many ways to hold a question to them.
_STRICT_KINDS = frozenset("amount age percent speed torque weight volume temperature electric length".split())


def _measure_kind(word: str) -> str:
    if word in LIFE_STAGES:
        return "age"
    kind = asked_kind(word)
    if kind == "amount":
        return "money"  # a price or fee is money; a share ("50%") does not state one
    return kind if kind in _STRICT_KINDS else ""


# Adverbs and adjectives that say in which way something is done, and so which thing is asked about ("join
# the program *online*", "work *abroad*"): a document that never says it does not answer.
_EN_MODES = frozenset("online offline overseas abroad overnight part-time full-time remotely".split())
_EN_SUBORDINATORS = frozenset("if when whenever after before because since while though although unless until once even".split())
_EN_NOT_FIRST = frozenset("when once since".split())  # question words when they open the question


def _english_subject_words(question: str, *, main_only: bool = True) -> tuple[list[str], list[str]]:
    """(subject words, measure words) of the main clause (see ``_korean_subject_nouns``)."""
    # Codes ("HB-CR6", "C4A15") and articles are checked as identifiers, not as words.
    for o in reversed(code_occurrences(question)):
        question = question[:o.start] + " " + question[o.end:]
    out: list[str] = []
    measures: list[str] = []
    phrases = english_phrases(question)  # "money back": one term, looked for by its document forms
    statements = _statement_spans(question)
    situation = False
    prev = prev2 = prev3 = ""  # the three words before, lower-cased ("" after punctuation)
    prev_noun = prev_cap = False
    matches = list(re.finditer(r"[A-Za-z][A-Za-z'’\-]*|[,;?.!]", question))
    for k, m in enumerate(matches):
        word = m.group(0).replace("’", "'")
        following = matches[k + 1].group(0).lower() if k + 1 < len(matches) else ""
        if word in ",;?.!":
            situation, prev, prev2, prev3, prev_noun = False, "", "", "", False
            continue
        if main_only and any(a <= m.start() < b for a, b in statements):
            situation = True
        low = word.lower()
        taken = False
        phrase = next((p for p in phrases if p[0] <= m.start() < p[1]), None)
        if phrase:
            if m.start() == phrase[0] and not situation:
                out.append(phrase[2])
                taken = True
        elif low in _EN_SUBORDINATORS and not (low in _EN_NOT_FIRST and not question[:m.start()].strip()):
            situation = main_only
        elif (low in LIFE_STAGES or low in EN_MEASURE and _measure_kind(low)) and not situation:
            measures.append(word)
        elif not (situation or "'" in low or len(low) < 3 or low in ENGLISH_STOPWORDS or low in QUESTION_WORDS
                  or low in EN_FRAME or low in EN_MEASURE) \
                and (_can_be_noun(word) or low.endswith("ing") and prev in _EN_BEFORE_NOUNS or low in _EN_MODES) \
                and not _in_verb_place(low, (prev, prev2, prev3), prev_noun,
                                       capitalized_prev=bool(prev) and prev_cap) \
                and not _describes(low, following):
            out.append(word)
            taken = True
        prev3, prev2, prev, prev_noun, prev_cap = prev2, prev, low, taken, word[:1].isupper()
    return out, measures


def _statement_spans(question: str) -> list[tuple[int, int]]:
    """Spans of the statements that lead up to a question clause: "*I bought a tent and the zipper broke*,
    can I return it?", "*I'm a member*, how long …". Said by the asker ("I", "my", "we") before the
    question proper, they tell its situation as a Korean "-는데" clause does."""
    clauses = [(m.start(), m.end(), m.group(0).strip()) for m in re.finditer(r"[^,;.!?]+", question)]
    if len(clauses) < 2:
        return []
    last = clauses[-1][2].lower().split()
    if not last or last[0] not in _AUX | QUESTION_WORDS:
        return []
    openers = ("i", "i'm", "i’m", "i've", "i’ve", "we", "we're", "we’re", "my", "our")
    return [(a, b) for a, b, text in clauses[:-1] if text.lower().split()[:1] and text.lower().split()[0] in openers]


def _describes(low: str, following: str) -> bool:
    """A gradable adjective (one with comparative forms: "real", "new", "big") before a noun or at the end
    of a clause: it describes the subject ("a *real* error code", "is it *new*?"), it names no kind of
    it. A classifying adjective ("*dental* cover", "*annual* fee": no "dentaler") names a kind: kept."""
    if "ADJ" not in _lemmas(low) or not _gradable(low):
        return False
    return not following or following in ",;?.!" or following.isalpha() and following not in ENGLISH_STOPWORDS


@lru_cache(maxsize=4096)
def _gradable(word: str) -> bool:
    from lemminflect import getAllInflections

    return "JJR" in getAllInflections(word, upos="ADJ")


# After these an -ing word is a noun (a gerund): "the *waiting* period", "pay for *shipping*".
_EN_PREPOSITIONS = frozenset("for about of on in with without from by during after before".split())
_EN_DETERMINERS = frozenset("the a an my your our their its this that these those any no some each every".split())
_EN_BEFORE_NOUNS = _EN_DETERMINERS | _EN_PREPOSITIONS
_EN_SUBJECTS_MODALS = frozenset("i you we they he she it to can could should would will may might must do does did "
                                "please".split())


def _in_verb_place(low: str, before: tuple[str, str, str], prev_noun: bool, *, capitalized_prev: bool) -> bool:
    """A word that can be a verb, where a verb goes: "do I *file*", "to *return*", "does Tallyo *offer*",
    "does the policy *pay*", "the robot *keeps*". ``before``: the three words before, nearest first. (A
    gerund after a determiner, "the *waiting* period", is a noun: the caller keeps it.)"""
    prev, prev2, prev3 = before
    if "VERB" not in _lemmas(low) or prev in _EN_DETERMINERS:
        return False
    if low.endswith("ing") and prev in _EN_PREPOSITIONS:
        return False  # a gerund: "pay for *shipping*"
    if prev2 in _EN_DETERMINERS and prev3 in _AUX and _can_be_noun(prev):
        return True  # auxiliary, subject, verb: "does the policy pay", "can the arm lift"
    if prev in _EN_SUBJECTS_MODALS:
        return True
    if low.endswith("ing") and prev not in _EN_DETERMINERS and not prev_noun:
        return True  # a participle: "keeps throwing …" (after a noun it is a compound: "student housing")
    if prev2 in _AUX and capitalized_prev:
        return True
    return prev_noun and low.endswith("s") and not low.endswith(("ss", "us", "is")) and not prev.endswith("s")


def _can_be_noun(word: str) -> bool:
    """Whether ``word`` can be a noun: lemminflect's lexicon says so, or it is not in it (names, jargon:
    "PawSure", "gripper") and does not look like a verb form ("rebooted")."""
    readings = _lemmas(word.lower())
    if readings:
        return "NOUN" in readings or "PROPN" in readings
    return word[:1].isupper() or not re.search(r"(?:ed|ing)$", word.lower())


@lru_cache(maxsize=4096)
def _lemmas(word: str) -> dict:
    from lemminflect import getAllLemmas

    return getAllLemmas(word)


def term_present(term: AskedTerm, hay: Haystack) -> bool:
    """Whether ``hay`` mentions ``term`` (itself, a variant, or for a Korean compound its parts)."""
    if term.kind == "year":
        return term.text[:4] in hay.text
    if term.kind == "measure":
        if (_english_present if term.script == "en" else _korean_present)(term.text, hay):
            return True
        return states_kind(hay.text, _measure_kind(term.text.lower()))
    if term.kind == "word":
        return _english_present(term.text, hay, term.forms)
    if term.kind == "name":
        return squash(term.text) in hay.squashed or _english_present(term.text, hay)
    return _korean_present(term.text, hay, term.forms)


def _english_present(word: str, hay: Haystack, forms: tuple[str, ...] = ()) -> bool:
    words = list(hay.words)
    low = word.lower()
    if any(stated_in(v, hay.squashed, words) for v in variants_of(low)):
        return True
    if _stem(low) in hay.stems:
        return True  # "replacement" / "replace", "vaccinations" / "vaccination"
    if "-" in low:
        parts = [p for p in low.split("-") if p]
        return squash(low.replace("-", "")) in hay.squashed or all(_stem(p) in hay.stems for p in parts)
    if hay.has_ko and any(squash(k) in hay.squashed for k in forms or korean_forms(low)):
        return True  # an English question over Korean passages ("library" / "도서관"; textkit.bilingual)
    # Names and acronyms as written in file names or run together ("PawSure" in "pawsure_policy.md").
    return len(low) >= 4 and squash(low) in hay.squashed and word[:1].isupper()



def _korean_present(noun: str, hay: Haystack, forms: tuple[str, ...] = ()) -> bool:
    if any(stated_in(v, hay.squashed) for v in variants_of(noun)):
        return True
    if hay.has_en and any(_english_stated(e, hay) for e in forms or english_forms(noun)):
        return True  # a Korean question over English passages ("장학금" / "scholarship"; textkit.bilingual)
    if len(noun) < 3:
        return False
    # A compound: two present parts of two syllables or more, or a present part and a suffix whose
    # everyday meaning is stated ("택시비": 택시 + 비 → 요금).
    for cut in range(2, len(noun) - 1):
        head, tail = noun[:cut], noun[cut:]
        if _korean_present(head, hay) and _korean_present(tail, hay):
            return True
    head, tail = noun[:-1], noun[-1]
    if len(head) >= 2 and _korean_present(head, hay):
        return any(squash(v) in hay.squashed for v in _SUFFIX_VARIANTS.get(tail, ()))
    return False


def _english_stated(form: str, hay: Haystack) -> bool:
    """An English form of the bilingual table, as a phrase of words or by its stem ("scholarships")."""
    return stated_in(form, hay.squashed, list(hay.words)) or " " not in form and _stem(form) in hay.stems


def checkable(term: AskedTerm, hay: Haystack) -> bool:
    """Whether ``hay`` is in a script that could show ``term``: its own, or the other one when the bilingual
    table translates it (another English word in Korean-only passages cannot be looked for: that needs
    embeddings). A measure is looked for as a stated value, which reads the same in both languages."""
    if term.kind in ("measure", "name"):
        return True
    if term.script == "ko":
        return hay.has_ko or hay.has_en and (bool(term.forms) or _translatable(term.text))
    if term.script == "en":
        return hay.has_en or hay.has_ko and (bool(term.forms) or bool(korean_forms(term.text.lower())))
    return True


def _translatable(noun: str) -> bool:
    """Whether the bilingual table translates a Korean noun, or both parts of it as a compound."""
    if english_forms(noun):
        return True
    return any(english_forms(noun[:cut]) and english_forms(noun[cut:]) for cut in range(2, len(noun) - 1))


def missing_terms(question: str, documents: Sequence[str]) -> list[AskedTerm]:
    """The subject terms of ``question`` that the retrieved passages do not mention (among those they could),
    ``documents``: the passages of each document joined (with its title and file name). The subject must
    be in one document: "the warranty on the CR6 arm" is not answered by a returns policy's warranty and
    a robot manual's arm. The document that mentions most of the terms decides.

    Terms of the main clause must all be there; terms taken from a situation clause (when the main clause
    names nothing) refuse only as ``refuses`` says."""
    absent_by_document = [_absent_from(asked_terms(question), text) for text in documents]
    return min(absent_by_document, key=len, default=[])


def documents_holding(question: str, documents: Sequence[str]) -> list[bool]:
    """For each document (as for ``missing_terms``), whether it holds the question's subject."""
    terms = asked_terms(question)
    return [not _absent_from(terms, text) for text in documents]


def readable_in(question: str, documents: Sequence[str]) -> bool:
    """Whether some document that holds the question's subject can show every subject term (in its own
    language, through the bilingual table, or as a name). Passages found by searching the question's words
    translated are held to this: a guess in the other language is taken only when nothing is left unread."""
    terms = asked_terms(question)
    subject = [t for t in terms if t.kind in ("noun", "word", "name")]
    for text in documents:
        hay = Haystack.of(text)
        if all(checkable(t, hay) for t in subject) and not _absent_from(terms, text):
            return True
    return False


def _absent_from(terms: Sequence[AskedTerm], text: str) -> list[AskedTerm]:
    """The terms one document leaves out, when they mean it cannot answer (else [])."""
    hay = Haystack.of(text)
    checked = [t for t in terms if checkable(t, hay)]
    absent = [t for t in checked if not term_present(t, hay)]
    unreadable = _unreadable(terms, checked)
    checked, absent = checked + unreadable, absent + unreadable
    if absent and all(t.part for t in absent) and any(not t.part for t in terms):
        return []  # the first thing asked is there; what a later conjunct asks is checked after writing
    return absent if refuses(absent, checked) else []


def _unreadable(terms: Sequence[AskedTerm], checked: Sequence[AskedTerm]) -> list[AskedTerm]:
    """The subject terms a document in the other language cannot show, when they are most of them: then
    it cannot be held to the question, and they count as absent ("학생증 재발급" over English passages:
    neither word is in the bilingual table). When most can be looked for (translated, or names), the few
    left over are left to embeddings, as before."""
    subject = [t for t in terms if t.kind in ("noun", "word", "name")]
    unreadable = [t for t in subject if t not in checked]
    return unreadable if unreadable and 2 * (len(subject) - len(unreadable)) <= len(subject) else []


def refuses(absent: Sequence[AskedTerm], checked: Sequence[AskedTerm]) -> bool:
    """Whether ``absent`` (of the ``checked`` terms) means the passages cannot answer. Any term of the main
    clause does (a lifetime *plan*, a *scholarship*: what is asked). Terms of a situation clause tell what
    happened: they do when at least half of them are absent ("출장 가서 *골프* 치면 비용 처리돼?": the
    golf is what the cost is asked of). When the main clause points back with a pronoun ("I bought a
    tent and the zipper broke, can I return *it*?"), its antecedent, the situation's first noun, is
    what is asked about: they do when it or most of them are absent, not when a detail is (an answer
    that leaves the *zipper* out is marked partial by the check after writing, naming it)."""
    if any(not t.situation for t in absent):
        return True
    situational = [t for t in checked if t.situation]
    if not absent:
        return False
    if situational[0].situation == 2:
        return situational[0] in absent or 2 * len(absent) > len(situational)
    return 2 * len(absent) >= len(situational)


def asks_unstated_kind(question: str, text: str) -> str:
    """The kind of value ``question`` asks for when ``text`` states no value of that kind, else ""."""
    kind = asked_kind(question)
    if kind and not any(states_kind(line, kind) for line in text.splitlines()):
        return kind
    return ""


def answer_addresses(question: str, statements: Sequence[str], context: str = "") -> tuple[list[AskedTerm], int]:
    """(terms the answer leaves out, terms asked) for the kept ``statements`` of an answer; ``context``:
    the headings of the passages they cite, which name what a statement is about ("제6조(등록금의
    반환)", "Section 4. Waiting periods")."""
    terms = asked_terms(question)
    hay = Haystack.of("\n".join(statements) + "\n" + context)
    checked = [t for t in terms if checkable(t, hay)]
    return [t for t in checked if not term_present(t, hay)], len(checked)
