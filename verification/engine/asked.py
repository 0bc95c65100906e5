"""What a question asks about: its subject terms (``asked_terms``), for the checks before and after writing
(``addressing``).

- Korean: the question's nouns (Kiwi NNG/NNP), except frame, measure and predicate nouns (``asked_words``);
- English: see ``asked_english``;
- in both, only the main clause (a situation clause says when the question applies, not what it asks);
- years ("2023년", "in 2023");
- each term carries the other language's forms (``textkit.bilingual``) for passages in the other language.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from textkit.bilingual import english_forms, korean_forms, word_translations
from textkit.language import lang_of
from textkit.morphology import analyze
from textkit.stopwords import ENGLISH_STOPWORDS, QUESTION_WORDS
from textkit.variants import variants_of

from .asked_english import _english_subject_words
from .asked_words import KO_FRAME, KO_MEASURE, LIFE_STAGES, _measure_kind
from .clock import KO_PARTS_OF_DAY

_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?:\s*년|(?!\d))")


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
    # The compounds it makes with the word before and after it in the question ("gift" of "gift card" →
    # "gift card"; 회비 of "입회비", which Kiwi reads 입 + 회비 → "입회비"): a document may write the compound
    # as one word ("giftcard") or say it by a variant of the whole (``addressing.term_present``).
    joined: tuple[str, ...] = ()



def asked_terms(question: str) -> list[AskedTerm]:
    """The subject terms of ``question`` (see the module docstring), each once, in order."""
    return list(_asked_terms(question))


# A question is read several times on its way (the context check, the translated search, the documents that
# hold it, the answer's check): it is parsed once.
@lru_cache(maxsize=256)
def _asked_terms(question: str) -> tuple[AskedTerm, ...]:
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
        ko, _, later = _korean_subject_nouns(question, main_only=False, actions=True)
        en, _ = _english_subject_words(question, main_only=False)
    out += [AskedTerm(noun, "noun", "ko", int(noun in later), situation) for noun in ko]
    # A Latin word in a Korean question is a name (a product, a plan, a company: "PawSure 대기기간"): it reads
    # the same in passages of either language, so it is looked for whatever their script. (An English common
    # noun there, "kitty 보험료", is also looked for by its WordNet relatives: ``addressing``.)
    latin_kind = "name" if ko_question(question) else "word"
    out += [AskedTerm(w, latin_kind, "en", 0, situation) for w in en]
    out += [AskedTerm(m, "measure", "ko" if re.search(r"[가-힣]", m) else "en", int(m in later))
            for m in ko_measures + en_measures]
    seen: set[str] = set()
    out = [t for t in out if not (t.text.lower() in seen or seen.add(t.text.lower()))]
    found = word_translations(question)
    return tuple(replace(t, forms=_translations(t, found), joined=_joined(t, question)) for t in out)


def situation_terms(question: str) -> list[AskedTerm]:
    """The nouns of the question's situation clauses when its main clause names something (else they are in
    ``asked_terms`` already): "*펫보험* 여러 마리 가입하면 할인 얼마야?" → 보험. They say whose or which thing the
    question is about, which passages in the other language must show too (``addressing``: a translated
    "discount" is any organisation's discount)."""
    return list(_situation_terms(question))


@lru_cache(maxsize=256)
def _situation_terms(question: str) -> tuple[AskedTerm, ...]:
    ko, _, _ = _korean_subject_nouns(question)
    en, _ = _english_subject_words(question)
    if not ko and not en:
        return ()
    main = {t.text.lower() for t in _asked_terms(question)}
    ko_all, _, _ = _korean_subject_nouns(question, main_only=False)
    en_all, _ = _english_subject_words(question, main_only=False)
    latin_kind = "name" if ko_question(question) else "word"
    out = [AskedTerm(n, "noun", "ko", 0, 1) for n in ko_all if n.lower() not in main]
    out += [AskedTerm(w, latin_kind, "en", 0, 1) for w in en_all if w.lower() not in main]
    found = word_translations(question)
    return tuple(replace(t, forms=_translations(t, found), joined=_joined(t, question)) for t in out)


_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*|[^\sA-Za-z]")
# What may join a Korean noun into a compound: another noun (one syllable too: 입 of 입회비) or a noun suffix.
_KO_COMPOUND_TAGS = ("NNG", "NNP", "XSN", "XPN")


def _joined(term: AskedTerm, question: str) -> tuple[str, ...]:
    """The compounds ``term`` makes with its neighbours in ``question`` (see ``AskedTerm.joined``)."""
    if term.kind == "noun":
        tokens = analyze(question)
        out: list[str] = []
        for i, (lemma, _tag, _s, _e) in enumerate(tokens):
            if lemma != term.text:
                continue
            if i and _ko_joinable(tokens[i - 1]):
                out.append(tokens[i - 1][0] + lemma)
            if i + 1 < len(tokens) and _ko_joinable(tokens[i + 1]):
                out.append(lemma + tokens[i + 1][0])
        return tuple(dict.fromkeys(out))
    if term.kind != "word" or " " in term.text:
        return ()
    words = [w.lower() for w in _LATIN_WORD.findall(question)]
    out = []
    for i, word in enumerate(words):
        if word != term.text.lower():
            continue
        for a, b in ((i - 1, i), (i, i + 1)):
            if a >= 0 and b < len(words) and all(_joinable(words[k]) for k in (a, b)):
                out.append(f"{words[a]} {words[b]}")
    return tuple(dict.fromkeys(out))


def _ko_joinable(token) -> bool:
    lemma, tag = token[0], token[1]
    return tag in _KO_COMPOUND_TAGS and lemma not in QUESTION_WORDS and lemma not in KO_FRAME


def _joinable(word: str) -> bool:
    return word.isalpha() and len(word) >= 2 and word not in QUESTION_WORDS and word not in ENGLISH_STOPWORDS


def _translations(term: AskedTerm, found: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The other language's forms of ``term`` (see ``AskedTerm.forms``); ``found``: ``word_translations`` of
    the question, read once per question."""
    if term.kind not in ("noun", "word"):
        return ()
    if term.kind == "word":
        # the phrase the question uses says more than the word alone ("leave" of "leave of absence" is 휴학,
        # not 휴가)
        return found.get(term.text.lower(), ()) or korean_forms(term.text.lower())
    if english_forms(term.text):
        return english_forms(term.text)
    # a noun that is part of a form found in the question ("예방" of "예방접종"), or a form part of the noun
    part_of = tuple(dict.fromkeys(e for k, forms in found.items() if term.text in k or k in term.text for e in forms))
    # else a spoken or slang word translates as the formal word it stands for (빵꾸 → 펑크 → puncture)
    return part_of or tuple(dict.fromkeys(e for v in variants_of(term.text)[1:] for e in english_forms(v)))


# Connective endings that end a situation clause ("결항돼서", "끝나고", "갔는데", "다치면"); "-려면" (purpose)
# is not one: "장학금 받으려면" names the topic.
_KO_SITUATION_EC = frozenset("면 으면 어서 아서 서 니까 으니까 는데 ᆫ데 은데 다가 더니 지만 으나 고 거든 는데도 자마자".split())
# Nouns that close a situation clause after a modifier ("자퇴할 때", "출국한 다음에", "군대 때문에").
_KO_SITUATION_NOUNS = frozenset("때 때문 경우 동안 후 뒤 전 다음 도중 중 이후 이전 직후".split())
_KO_AUXILIARY = frozenset("있다 싶다 나다 말다 보다 주다 되다 하다 않다 계시다".split())


def _korean_subject_nouns(question: str, *, main_only: bool = True, actions: bool = False
                          ) -> tuple[list[str], list[str], set[str]]:
    """(subject nouns, measure nouns whose kind of value the passages must state, those of them that only a
    later conjunct asks about: "조기졸업 조건과 신청 시기는?" → 신청) of the main clause. ``actions``: with the
    predicate nouns of the situation clauses too (what happened, when the main clause names nothing)."""
    tokens = analyze(question)
    main_start = _korean_main_start(tokens)
    start = main_start if main_only else 0
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
        if lemma in KO_PARTS_OF_DAY and i + 1 < len(tokens) and tokens[i + 1][1] == "SN":
            continue  # "새벽 6시", "오후 3시": the part of the day of a clock time, which is compared as a time
        nxt = tokens[i + 1][1] if i + 1 < len(tokens) else ""
        if nxt in ("XSV", "XSA") and (i >= main_start or nxt == "XSA" or not actions):
            # A predicate noun of the main clause: "가입돼", "신청하나요" (an action, said in other words as often
            # as not). In a situation clause it is what happened, what the question is asked of ("출장 가서
            # *회식*하면 비용 지원돼?"), as a noun there is.
            continue
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


