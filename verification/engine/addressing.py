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

Whether a text mentions a term (variants, compounds, translations, chat spellings, WordNet relatives) is
``term_presence``'s.
"""
from __future__ import annotations

from collections.abc import Sequence

from textkit.asking import asked_kind, states_kind

from .asked import AskedTerm, asked_terms, situation_terms
from .term_presence import Haystack, checkable, joined_present, term_present

__all__ = ["AskedTerm", "Haystack", "answer_addresses", "asked_terms", "checkable", "documents_absent",
           "documents_holding", "holds_subject", "missing_terms", "readable_in", "refuses", "term_present"]


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
    return [_absent_from(terms, hay, situation, question) for hay in documents]


def documents_holding(question: str, documents: Sequence[str]) -> list[bool]:
    """For each document (as for ``missing_terms``), whether it holds the question's subject."""
    return [holds_subject(question, text) for text in documents]


def holds_subject(question: str, text: str) -> bool:
    """Whether one document (its passages joined, as for ``missing_terms``) holds the question's subject."""
    return not _absent_from(asked_terms(question), Haystack.of(text), situation_terms(question), question)


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
        if 4 * unread <= len(subject) and not _absent_from(terms, hay, situation, question):
            return True
    return False


def _absent_from(terms: Sequence[AskedTerm], hay: Haystack, situation: Sequence[AskedTerm] = (),
                 question: str = "") -> list[AskedTerm]:
    """The terms one document (``hay``) leaves out, when they mean it cannot answer (else []). ``situation``:
    the situation clause's nouns (``situation_terms``): across languages weighed as ``refuses`` says, in one
    language refusing only when the document names none of them. ``question``: as written, which tells the
    compounds it writes as one word (``_part_of_unstated_compound``)."""
    checked = [t for t in terms if checkable(t, hay)]
    absent = [t for t in checked if not term_present(t, hay)]
    unreadable = _unreadable(terms, checked)
    checked, absent = checked + unreadable, absent + unreadable
    shown = [t for t in situation if checkable(t, hay) and t.kind != "name"]
    unshown = [t for t in shown if not term_present(t, hay) or _part_of_unstated_compound(t, shown, hay, question)]
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


def _part_of_unstated_compound(term: AskedTerm, shown: Sequence[AskedTerm], hay: Haystack, question: str) -> bool:
    """Whether ``term`` is the head of a Korean compound the situation names ("교환학생": 교환 + 학생) whose
    modifier ``hay`` does not name, nor the compound as a whole: the head alone is any student, not an
    exchange student. (A head said otherwise under a named modifier, 학기 "시작" / 학기 개시, is not.) Or the
    modifier of one the question writes as one word whose head ``hay`` does not name (해외 of "해외출장")."""
    if term.script != "ko":
        return False
    others = {t.text: t for t in shown if t is not term}
    compounds = [c for c in term.joined if c.endswith(term.text) and c[:-len(term.text)] in others]
    if any(not term_present(others[c[:-len(term.text)]], hay) and not joined_present(c, "ko", hay)
           for c in compounds):
        return True
    # The modifier of a compound written as one word whose head ``hay`` does not name ("해외출장": 해외 + 출장, over
    # travel insurance terms that say 해외 of 해외여행): alone it is another thing abroad, not a business trip
    # abroad. Not two words the question writes apart ("학기 시작 전에", where the document says 학기 개시일).
    heads = [c for c in term.joined if c.startswith(term.text) and c[len(term.text):] in others and c in question]
    return any(not term_present(others[c[len(term.text):]], hay) and not joined_present(c, "ko", hay)
               for c in heads)


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
