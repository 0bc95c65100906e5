"""What a question asks about, and whether a text mentions it: answerability before and after writing.

A question names a *subject* (a scholarship, a part, a plan, a fee, a topic) and asks for something about it.
Before writing (``context.check_context``), every subject term must occur in the retrieved passages: a
"scholarship" or "휴대품 도난" no passage mentions means the passages cannot answer, however faithfully
their other sentences could be cited. After writing (``answer_addresses``), the answer's kept statements
must mention the subject too: an answer made of sentences about something else is not an answer.

Terms (``asked_terms``):

- Korean: the question's nouns (Kiwi NNG/NNP), except frame words that say how it asks ("종류", "방법",
  "최대", "얼마") and measure words ("비용", "기간", "나이"), which stand for the *kind* of value asked
  (``textkit.asking``) and count as present when a passage states a value of that kind;
- English: content words that are not stop words, frame or measure words, and not in a verb's place
  (right after a subject pronoun, "to", or a name after do/does: "do I *file*", "does Tallyo *offer*"):
  verbs are where questions and documents differ most ("file a claim" / "send your claim");
- years ("2023년", "in 2023"): a year no passage states means the documents cover another period.

A term is present when it, or a variant from ``textkit.variants``, occurs in the text; a Korean compound
also when its parts do ("고객센터" in "고객지원센터", "택시비" where "택시 요금" is stated: 비 → 요금).
Verbs and adjectives never decide: "돌려받아" and "반환" are the same question.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textkit.asking import asked_kind, states_kind
from textkit.identifiers import code_occurrences
from textkit.morphology import morphemes
from textkit.normalize import squash
from textkit.stopwords import ENGLISH_STOPWORDS, QUESTION_WORDS
from textkit.variants import english_words, stated_in, variants_of

# Nouns that say how a question asks, not what it is about.
KO_FRAME = frozenset(
    """종류 방법 내용 정보 여부 경우 때 얼마 가능 불가능 이유 뜻 의미 차이 질문 설명 다음 전 후 안 밖 말 중 이상 이하 초과 미만
    최대 최소 기준 조건 절차 처리 관련 대상 해당 사항 규정 문서 자료 방식 어디 곳 무엇 뭐 누구 언제 때문 정도 지금 이번 요즘
    올해 작년 내년 사람 거 것 쪽 편 번 측 상황 문제 부분 전체 모두 혹시 제 저 나 우리 뭔가 알림 안내 필요 가능성 보통 일반
    경우의수 총 최장 최단 기본 처음 마지막 하루 당일 한번 몇 얼마나 동안 까지 부터 예 네 아니 확인 며칠 몇일""".split()
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
    set call ask work run happen
    """.split()
)
EN_MEASURE = frozenset(
    """cost costs price prices fee fees charge charges amount rate rates period periods duration deadline date time
    times age speed capacity volume weight temperature voltage current resistance length distance height width
    score number count limit limits percentage percent torque pressure size dimension dimensions frequency interval
    payload""".split()
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


@dataclass(frozen=True)
class AskedTerm:
    """A thing the question asks about: as written (for the "not found" answer) and how to look for it."""

    text: str
    kind: str  # "noun" (Korean), "word" (English), "year"
    script: str  # "ko" or "en": which passages can show it


@dataclass(frozen=True)
class Haystack:
    """A text prepared for term look-ups (squashed, English words)."""

    text: str
    squashed: str
    words: tuple[str, ...]
    has_ko: bool
    has_en: bool

    @classmethod
    def of(cls, text: str) -> Haystack:
        words = english_words(text)
        return cls(text, squash(text), tuple(words), bool(re.search(r"[가-힣]", text)), len(words) >= 3)


def asked_terms(question: str) -> list[AskedTerm]:
    """The subject terms of ``question`` (see the module docstring), each once, in order."""
    out: list[AskedTerm] = []
    for m in _YEAR.finditer(question):
        out.append(AskedTerm(m.group(0).strip(), "year", ""))
    for lemma, tag in morphemes(question):
        if tag in ("NNG", "NNP") and len(lemma) >= 2 and lemma not in KO_FRAME and lemma not in KO_MEASURE \
                and lemma not in QUESTION_WORDS and re.fullmatch(r"[가-힣]+", lemma):
            out.append(AskedTerm(lemma, "noun", "ko"))
    out += [AskedTerm(w, "word", "en") for w in _english_subject_words(question)]
    seen: set[str] = set()
    return [t for t in out if not (t.text.lower() in seen or seen.add(t.text.lower()))]


def _english_subject_words(question: str) -> list[str]:
    # Codes ("HB-CR6", "C4A15") and articles are checked as identifiers, not as words.
    for o in reversed(code_occurrences(question)):
        question = question[:o.start] + " " + question[o.end:]
    tokens = [(m.group(0).replace("’", "'"), m.start()) for m in _EN_TOKEN.finditer(question)]
    out: list[str] = []
    for i, (word, _start) in enumerate(tokens):
        low = word.lower().strip("'-")
        if "'" in low:
            low = low.split("'")[0]
        if len(low) < 3 or low in ENGLISH_STOPWORDS or low in QUESTION_WORDS or low in EN_FRAME or low in EN_MEASURE:
            continue
        prev = tokens[i - 1][0].lower() if i else ""
        prev2 = tokens[i - 2][0].lower() if i >= 2 else ""
        # A verb's place: "do I file", "to file", "does Tallyo offer", "can we bring".
        if prev in _SUBJECTS or prev == "to" or (prev2 in _AUX and tokens[i - 1][0][:1].isupper() and i >= 2
                                                  and not word[:1].isupper()):
            continue
        if re.search(r"[가-힣]", word):
            continue
        out.append(word)
    return out


def term_present(term: AskedTerm, hay: Haystack) -> bool:
    """Whether ``hay`` mentions ``term`` (itself, a variant, or for a Korean compound its parts)."""
    if term.kind == "year":
        return term.text[:4] in hay.text
    if term.kind == "word":
        return _english_present(term.text, hay)
    return _korean_present(term.text, hay)


def _english_present(word: str, hay: Haystack) -> bool:
    words = list(hay.words)
    low = word.lower()
    if any(stated_in(v, hay.squashed, words) for v in variants_of(low)):
        return True
    if "-" in low:
        parts = [p for p in low.split("-") if p]
        return squash(low.replace("-", "")) in hay.squashed or all(stated_in(p, hay.squashed, words) for p in parts)
    # Names and acronyms as written in file names or run together ("PawSure" in "pawsure_policy.md").
    return len(low) >= 4 and squash(low) in hay.squashed and word[:1].isupper()


def _korean_present(noun: str, hay: Haystack) -> bool:
    if any(stated_in(v, hay.squashed) for v in variants_of(noun)):
        return True
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


def checkable(term: AskedTerm, hay: Haystack) -> bool:
    """Whether ``hay`` is in a script that could show ``term`` (an English word in Korean-only passages
    cannot be looked for: that needs translation, i.e. embeddings)."""
    if term.script == "ko":
        return hay.has_ko
    if term.script == "en":
        return hay.has_en
    return True


def missing_terms(question: str, text: str) -> list[AskedTerm]:
    """The subject terms of ``question`` that ``text`` does not mention (among those it could)."""
    hay = Haystack.of(text)
    return [t for t in asked_terms(question) if checkable(t, hay) and not term_present(t, hay)]


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
