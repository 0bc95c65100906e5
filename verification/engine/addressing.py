"""What a question asks about, and whether a text mentions it: answerability before and after writing.

A question names a *subject* (a scholarship, a part, a plan, a fee, a topic) and asks for something about it.
Before writing (``context.check_context``), every subject term must occur in the retrieved passages: a
"scholarship" or "휴대품 도난" no passage mentions means the passages cannot answer, however faithfully
their other sentences could be cited. After writing (``answer_addresses``), the answer's kept statements
must mention the subject too: an answer made of sentences about something else is not an answer.

Terms (``asked_terms``, in ``asked``, ``asked_english`` and ``asked_words``):

- Korean: the question's nouns (Kiwi NNG/NNP), except frame words that say how it asks ("종류", "방법",
  "최대", "얼마"), abstract relational nouns ("제한", "요건", "절차"), measure words ("비용", "기간",
  "나이": they stand for the *kind* of value asked, ``textkit.asking``) and predicate nouns ("가입하다",
  "신청돼": actions, said in other words as often as verbs);
- English: words that can be nouns (``lemminflect``'s lexicon; unknown words are kept unless they look
  like an -ed/-ing form), except stop, frame and measure words;
- in both, only the main clause: a situation clause says when the question applies, not what it asks
  ("비행기가 결항돼서 …", "자퇴할 때 …", "… if I cancel the trip", "… after a long shift"). A purpose
  clause ("장학금 받으려면", "to get a scholarship") is the topic, so it stays;
- years ("2023년", "in 2023"): a year no passage states means the documents cover another period;
- a situation clause's nouns (``situation_terms``) when the main clause names something: a document in the
  other language must show them too (a translated word is looser), and a Korean one that names none of
  them is about other cases ("*조기졸업*하면 등록금 돌려받아?").

A term is present when it, or a variant from ``textkit.variants``, occurs in the text; a Korean compound
also when its parts do ("고객센터" in "고객지원센터", "택시비" where "택시 요금" is stated: 비 → 요금, "수리비" where "정비비" is: 수리 → 정비);
and when the compound it makes with its neighbour in the question is stated whole ("gift card" as "giftcards")
or by a variant of the whole; an English noun made of a verb and its particle by the verb phrase ("backup" /
"backs up").
Chat spellings count as the word: an acronym typed in small letters ("toeic" / TOEIC), a hyphenated word run
together ("ebike" / "E-bikes") (``english_stated``).
Verbs and adjectives never decide: "돌려받아" and "반환" are the same question.

Across languages (an English question over Korean passages, or the reverse), a term is looked for through
``textkit.bilingual`` (its own forms, or those of the phrase of the question it is part of: "business" in
"business trip" → 출장); a Latin word in a Korean question is a name ("PawSure"), looked for as written in
passages of either language; an English common noun there ("kitty 보험료": small letters, a dictionary noun)
is also looked for by its WordNet relatives (``kin``), as in an English question, and so is a Korean noun's
English form over English passages ("환불" → refund / "repayment"). A Korean compound Kiwi reads as two nouns
is translated whole ("이의신청" → appeal, "전기자전거" → e-bike) or heard whole ("컷오프" / "cut-off"), and a
loanword of four syllables may be two English words run together ("얼리버드" / "early bird"). A document that cannot show most of the
subject (its words are not in the table) cannot be held to the question: those terms count as absent. Korean text with English asides
("250 USD") is not English passages.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textkit.asking import asked_kind, states_kind
from textkit.bilingual import english_forms, english_synonyms, korean_forms
from textkit.language import hangul_share
from textkit.loanwords import written_in_hangul
from textkit.normalize import squash
from textkit.stemming import english_stem as _stem
from textkit.variants import english_words, stated_in, variants_of

from .asked import AskedTerm, asked_terms, situation_terms
from .asked_english import common_noun
from .asked_words import _measure_kind
from .english_stated import acronym_as_typed, phrasal_stated, sounded_in, unhyphenated, word_stated, written_apart
from .kin import kin_stated, place_stated

__all__ = ["AskedTerm", "Haystack", "answer_addresses", "asked_terms", "checkable", "documents_absent",
           "documents_holding", "holds_subject", "missing_terms", "readable_in", "refuses", "term_present"]

# One-syllable Korean suffixes of compounds → what a document says instead (택시비 → 택시 요금).
_SUFFIX_VARIANTS = {
    "비": ("비용", "요금", "경비", "금액"), "료": ("요금", "비용", "료"), "금": ("금액", "금"), "률": ("비율", "%", "퍼센트"),
    "율": ("비율", "%", "퍼센트"), "일": ("날", "일"), "자": ("사람", "자"), "증": ("증명서", "증"), "표": ("표",),
    "서": ("서류", "신청서", "서"), "원": ("원",), "장": ("장",), "실": ("실",), "처": ("처",),
    "차": ("차량", "자동차"),  # 법인차, 회사차, 업무차: the vehicle (after a part of two syllables: not 녹차, 시차)
}


_FILE_SUFFIXES = (".md", ".txt", ".htm", ".html", ".pdf", ".doc", ".docx")
_TITLE_SHARE = 0.1  # weighted Hangul share (textkit.language) below which Hangul is a name or title in English text


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
        # Korean passages: more than a title's worth of Hangul ("CR6_협동로봇_유지보수_매뉴얼.md" over an English
        # manual is an English document, read through the bilingual table).
        share = hangul_share(_without_file_names(text)) or 0.0
        return cls(text, squash(text), tuple(words), stems, share > 0 and (share > _TITLE_SHARE or len(words) < 3),
                   len(words) >= 3 and share < 0.75)



def term_present(term: AskedTerm, hay: Haystack) -> bool:
    """Whether ``hay`` mentions ``term`` (itself, a variant, for a Korean compound its parts, or a compound
    it makes with its neighbour in the question)."""
    return _present(term, hay) or any(_joined_present(c, term.script, hay) for c in term.joined)


def _joined_present(compound: str, script: str, hay: Haystack) -> bool:
    """Whether ``hay`` states a compound of the question ("gift card", 입회비) written as one word
    ("giftcard", "gift-card") or by a variant of the whole (``textkit.variants``). Only the whole: each of its
    parts alone is the term itself, already looked for."""
    squashed = squash(compound)
    if len(squashed) >= (3 if script == "ko" else 7) and squashed in hay.squashed:
        return True
    words = list(hay.words)
    if any(stated_in(v, hay.squashed, words) for v in variants_of(compound)[1:]):
        return True
    # Another English form of the compound's bilingual entry ("host family" / "homestay").
    if script == "en":
        return hay.has_en and any(_english_stated(e, hay) for e in english_synonyms(compound))
    # A Korean compound Kiwi reads as two nouns (이의 + 신청, 전기 + 자전거) is translated whole over English
    # passages ("이의신청" / "appeals", "전기자전거" / "e-bikes"): its parts alone translate to other things.
    # A loanword Kiwi reads as two nouns (컷 + 오프) is looked for whole by its sound ("cut-off").
    return hay.has_en and (not hay.has_ko and any(_english_stated(e, hay) for e in english_forms(compound))
                           or sounded_in(compound, hay.text))


def _present(term: AskedTerm, hay: Haystack) -> bool:
    if term.kind == "year":
        return term.text[:4] in hay.text
    if term.kind == "measure":
        if (_english_present if term.script == "en" else _korean_present)(term.text, hay):
            return True
        return states_kind(hay.text, _measure_kind(term.text.lower()))
    if term.kind == "word":
        return _english_present(term.text, hay, term.forms) or _kin_stated(term, hay)
    if term.kind == "name":
        # An English common noun in a Korean question ("kitty 보험료") is read as the same word in an English
        # question is, WordNet's relatives included; a name is looked for as written.
        return squash(term.text) in hay.squashed or _english_present(term.text, hay) or (
            common_noun(term.text) and _kin_stated(term, hay))
    return _korean_present(term.text, hay, term.forms) or _translated_kin(term, hay)


def _english_present(word: str, hay: Haystack, forms: tuple[str, ...] = ()) -> bool:
    words = list(hay.words)
    low = word.lower()
    if any(stated_in(v, hay.squashed, words) for v in variants_of(low)):
        return True
    if _stem(low) in hay.stems:
        return True  # "replacement" / "replace", "vaccinations" / "vaccination"
    if hay.has_en and any(_english_stated(e, hay) for e in english_synonyms(low)):
        return True  # another English form of its bilingual entry: "overseas" / "international"
    if "-" in low:
        parts = [p for p in low.split("-") if p]
        if squash(low.replace("-", "")) in hay.squashed or all(_stem(p) in hay.stems for p in parts):
            return True  # then looked for through the bilingual table too ("walk-in" / 방문)
    if hay.has_ko and not hay.has_en and any(squash(k) in hay.squashed for k in forms or korean_forms(low)):
        # An English question over Korean passages ("library" / "도서관"; textkit.bilingual). Passages with
        # English text of their own are held to the word itself, as before: a translation is looser.
        return True
    if hay.has_ko and not hay.has_en and written_in_hangul(low, hay.text):
        return True  # a loanword the Korean passage writes by its sound ("sensor" / "센서")
    if _acronym(word) and re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![a-z])", hay.text):
        return True  # an acronym is written in Latin letters in a text of either language ("GPS 수신")
    if acronym_as_typed(word, hay.text):
        return True  # chat writes an acronym in small letters ("is toeic ok": "TOEIC")
    if unhyphenated(low, hay.text):
        return True  # a hyphenated word written run together ("ebike" / "E-bikes", "email" / "e-mail")
    # Names and acronyms as written in file names or run together ("PawSure" in "pawsure_policy.md").
    if len(low) >= 4 and squash(low) in hay.squashed and word[:1].isupper():
        return True
    return written_apart(low, hay.text, hay.squashed) or phrasal_stated(low, hay.text)


def _kin_stated(term: AskedTerm, hay: Haystack) -> bool:
    """Whether an English passage names an English term by a WordNet relative (``kin``). Not an English word's
    Korean forms: WordNet is English only (a Korean noun's English forms: ``_translated_kin``)."""
    narrowing = [c.split()[0] for c in term.joined if c.lower().endswith(" " + term.text.lower())]
    return hay.has_en and (kin_stated(term.text, lambda k: word_stated(k, hay.text), narrowing,
                                      has=lambda m: _english_present(m, hay)) or place_stated(term.text, hay.text))


def _translated_kin(term: AskedTerm, hay: Haystack) -> bool:
    """Whether English passages name a Korean noun's English form (``textkit.bilingual``) by a WordNet relative
    ("환불" → refund / "repayment"), as they would the English word of an English question: one-word forms
    only, and a Korean word before it in the question ("행동" of "행동치료") must be stated too for a kind or
    what it is a kind of to count (``kin``)."""
    if not hay.has_en or hay.has_ko:
        return False
    narrowing = [c[:-len(term.text)] for c in term.joined if c.endswith(term.text) and c != term.text]
    return any(kin_stated(e, lambda k: word_stated(k, hay.text), narrowing, has=lambda m: _korean_present(m, hay))
               for e in term.forms or english_forms(term.text) if " " not in e)


def _acronym(word: str) -> bool:
    """An acronym ("GPS", "TOEFL"): two capitals or more, no small letter. Korean text writes it as it is."""
    return len(word) >= 2 and word.isalpha() and word.isupper()



def _korean_present(noun: str, hay: Haystack, forms: tuple[str, ...] = ()) -> bool:
    if any(stated_in(v, hay.squashed) for v in variants_of(noun)):
        return True
    if hay.has_en and not hay.has_ko and any(_english_stated(e, hay) for e in forms or english_forms(noun)):
        return True  # a Korean question over English passages ("장학금" / "scholarship"; textkit.bilingual)
    if hay.has_en and sounded_in(noun, hay.text):
        return True  # a loanword or a name written by its sound ("필터" / "filter", "노스윈드" / "Northwind")
    if len(noun) < 3:
        return False
    # A compound: two present parts of two syllables or more, or a present part and a suffix whose
    # everyday meaning is stated ("택시비": 택시 + 비 → 요금).
    for cut in range(2, len(noun) - 1):
        head, tail = noun[:cut], noun[cut:]
        if _korean_present(head, hay) and _korean_present(tail, hay):
            return True
    head, tail = noun[:-1], noun[-1]
    if len(head) >= 2 and _korean_present(head, hay) and any(
            squash(v) in hay.squashed for v in _SUFFIX_VARIANTS.get(tail, ())):
        return True
    # The same compound with its first part said another way ("학비납부" / "등록금 납부", "입회비" / "가입비"
    # when 입회 is said 가입): the variant written right before the rest.
    return any(squash(v + noun[cut:]) in hay.squashed
               for cut in range(2, len(noun)) for v in variants_of(noun[:cut])[1:])


def _without_file_names(text: str) -> str:
    """``text`` without the words that are file names ("CR6_협동로봇_매뉴얼.md"): a name's Hangul does not make
    a text Korean. Word by word, not by a pattern: a pattern for them backtracks on a long run without spaces."""
    return " ".join(w for w in text.split() if "_" not in w and not w.rstrip(".,;:)").lower().endswith(_FILE_SUFFIXES))


def _english_stated(form: str, hay: Haystack) -> bool:
    """An English form of the bilingual table, as a phrase of words or by its stem ("scholarships")."""
    if "-" in form and " " not in form and unhyphenated(form.replace("-", ""), hay.text):
        return True  # a hyphenated form in the plural or run together ("e-bike" / "E-bikes")
    return stated_in(form, hay.squashed, list(hay.words)) or " " not in form and _stem(form) in hay.stems


def checkable(term: AskedTerm, hay: Haystack) -> bool:
    """Whether ``hay`` is in a script that could show ``term``: its own, or the other one when the bilingual
    table translates it (another English word in Korean-only passages cannot be looked for: that needs
    embeddings). A measure is looked for as a stated value, which reads the same in both languages."""
    if term.kind in ("measure", "name"):
        return True
    if term.script == "ko":
        return hay.has_ko or hay.has_en and (bool(term.forms) or _translatable(term.text) or sounded_in(term.text, hay.text)
                                             or any(_translatable(c) or sounded_in(c, hay.text) for c in term.joined))
    if term.script == "en":
        return hay.has_en or hay.has_ko and (bool(term.forms) or bool(korean_forms(term.text.lower()))
                                             or _acronym(term.text) or acronym_as_typed(term.text, hay.text)
                                             or written_in_hangul(term.text.lower(), hay.text))
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
    return min(documents_absent(question, [Haystack.of(text) for text in documents]), key=len, default=[])


def documents_absent(question: str, documents: Sequence[Haystack]) -> list[list[AskedTerm]]:
    """For each document (as for ``missing_terms``, read as a ``Haystack``), the subject terms it leaves out
    when they mean it cannot answer: [] when it holds the question's subject. The context check reads this
    once for ``missing_terms``'s verdict and for ``combination``, which looks only in documents holding it."""
    terms, situation = asked_terms(question), situation_terms(question)
    return [_absent_from(terms, hay, situation) for hay in documents]


def documents_holding(question: str, documents: Sequence[str]) -> list[bool]:
    """For each document (as for ``missing_terms``), whether it holds the question's subject."""
    return [holds_subject(question, text) for text in documents]


def holds_subject(question: str, text: str) -> bool:
    """Whether one document (its passages joined, as for ``missing_terms``) holds the question's subject."""
    return not _absent_from(asked_terms(question), Haystack.of(text), situation_terms(question))


def terms_shown(question: str, text: str) -> int:
    """How many of the question's subject terms ``text`` (one passage, with its title) shows: what ranks the
    passages a "not found" answer points to as the closest the documents come to the question."""
    hay = Haystack.of(text)
    return sum(1 for t in asked_terms(question) if t.kind != "year" and checkable(t, hay) and term_present(t, hay))


def readable_in(question: str, documents: Sequence[str]) -> bool:
    """Whether some document that holds the question's subject can show every subject term (in its own
    language, through the bilingual table, or as a name). Passages found by searching the question's words
    translated are held to this: a guess in the other language is taken only when (nearly) nothing is left
    unread: one term in four may be, when the others are all shown ("여름 영어캠프 출석 … 수료증": the
    summer, English, attendance and certificate are; the camp is the programme's own word)."""
    terms, situation = asked_terms(question), situation_terms(question)
    subject = [t for t in terms if t.kind in ("noun", "word", "name")]
    for text in documents:
        hay = Haystack.of(text)
        unread = sum(not checkable(t, hay) for t in subject)
        if 4 * unread <= len(subject) and not _absent_from(terms, hay, situation):
            return True
    return False


def _absent_from(terms: Sequence[AskedTerm], hay: Haystack, situation: Sequence[AskedTerm] = ()) -> list[AskedTerm]:
    """The terms one document (``hay``) leaves out, when they mean it cannot answer (else []). ``situation``:
    the situation clause's nouns (``situation_terms``): across languages weighed as ``refuses`` says, in one
    language refusing only when the document names none of them."""
    checked = [t for t in terms if checkable(t, hay)]
    absent = [t for t in checked if not term_present(t, hay)]
    unreadable = _unreadable(terms, checked)
    checked, absent = checked + unreadable, absent + unreadable
    shown = [t for t in situation if checkable(t, hay) and t.kind != "name"]
    unshown = [t for t in shown if not term_present(t, hay) or _part_of_unstated_compound(t, shown, hay)]
    if _other_language(terms, hay):
        # A translated word is looser than the word itself ("할인" → any "discount"): across languages the
        # situation must be shown too, as ``refuses`` weighs situation terms ("*펫보험* … 가입하면 할인").
        checked, absent = checked + shown, absent + unshown
    if absent and all(t.part for t in absent) and any(not t.part for t in terms):
        return []  # the first thing asked is there; what a later conjunct asks is checked after writing
    if refuses(absent, checked):
        return absent
    # In one language a condition is often left implicit ("자퇴하면 등록금 …"), but a document that names none of
    # the situation's things is about the main subject in other cases ("*조기졸업*하면 등록금 돌려받아?").
    # Korean only: Kiwi's nouns; an English situation clause's words are looser ("when I send *something* back").
    korean = [t for t in shown if t.script == "ko"]
    return unshown if korean and len(unshown) == len(shown) else []


def _part_of_unstated_compound(term: AskedTerm, shown: Sequence[AskedTerm], hay: Haystack) -> bool:
    """Whether ``term`` is the head of a Korean compound the situation names ("교환학생": 교환 + 학생) whose
    modifier ``hay`` does not name, nor the compound as a whole: the head alone is any student, not an
    exchange student. (A head said otherwise under a named modifier, 학기 "시작" / 학기 개시, is not.)"""
    if term.script != "ko":
        return False
    modifiers = {t.text: t for t in shown if t is not term}
    compounds = [c for c in term.joined if c.endswith(term.text) and c[:-len(term.text)] in modifiers]
    return any(not term_present(modifiers[c[:-len(term.text)]], hay) and not _joined_present(c, "ko", hay)
               for c in compounds)


def _other_language(terms: Sequence[AskedTerm], hay: Haystack) -> bool:
    """Whether ``hay`` is in the other language than the question's subject terms (Korean nouns over English
    passages, or English words over Korean ones)."""
    scripts = {t.script for t in terms if t.kind in ("noun", "word")}
    return scripts == {"ko"} and hay.has_en and not hay.has_ko or scripts == {"en"} and hay.has_ko and not hay.has_en


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
