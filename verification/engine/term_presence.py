"""Whether a text mentions one term a question asks about (``asked_terms``): the look-ups of ``addressing``.

``Haystack`` is a text prepared for them (squashed, its English words and stems, which languages it is in);
``term_present`` says whether it mentions a term, ``checkable`` whether its script could show the term at all.

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
from dataclasses import dataclass

from textkit.asking import states_kind
from textkit.bilingual import english_forms, english_synonyms, korean_forms
from textkit.language import hangul_share
from textkit.loanwords import written_in_hangul
from textkit.normalize import squash
from textkit.stemming import english_stem as _stem
from textkit.variants import english_words, stated_in, variants_of

from .asked import AskedTerm
from .asked_english import common_noun
from .asked_words import _measure_kind
from .english_stated import (
    acronym_as_typed,
    phrasal_stated,
    sounded_in,
    spelled_out,
    unhyphenated,
    word_stated,
    written_apart,
)
from .kin import kin_stated, place_stated

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
    return _present(term, hay) or any(joined_present(c, term.script, hay) for c in term.joined)


def joined_present(compound: str, script: str, hay: Haystack) -> bool:
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
        # An acronym ("EV") also when the passages spell it out ("Electric vehicles").
        return _english_present(term.text, hay, term.forms) or _kin_stated(term, hay) or (
            hay.has_en and spelled_out(term.text, hay.text))
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
