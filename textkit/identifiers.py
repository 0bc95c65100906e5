"""Identifiers in text: error codes, articles, paragraphs and items, each with one reading and one label.

Every app reads them here, so that what a question asks for, what a chunk records, what the exact
lookup searches and what the engine checks are the same thing:

- **Error codes** ("C4A15", "E-102", "ERR_17", "AL-12", "PSU48", "SK-G3"): one shape, one normal form
  (``code_key``: upper case without separators — "E-102", "e102" and "E_102" are all "E102"). How
  readily a code-shaped word counts as a code depends on who wrote it (``find_codes``): a question is
  read loosely (any code-shaped word, any case); a document strictly (upper case, and a short code only
  near an error word, at the head of its line, or as the end of a stated range), so that a model name or
  a room number in running text does not become a code.
- **Articles** ("제25조", "제 3 조 의 02", "Article 5", "Art. 5"): one label (``article_label``: "제25조",
  "제3조의2", "Article 5").
- **Paragraphs** ①–㊿ or 제N항, **items** 제N호.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔㉕㉖㉗㉘㉙㉚㉛㉜㉝㉞㉟㊱㊲㊳㊴㊵㊶㊷㊸㊹㊺㊻㊼㊽㊾㊿"
CIRCLED_CLASS = "[" + CIRCLED + "]"

# --- articles, paragraphs, items -------------------------------------------------------------------
ARTICLE = r"제\s*(\d{1,4})\s*조(?:\s*의\s*(\d{1,3}))?"
ARTICLE_RE = re.compile(ARTICLE)
# A Korean article whose 제 may be left out ("25조에 따라"), but not an amount ("3조 원", "1조 2천억").
ARTICLE_MENTION = re.compile(r"제?\s*(\d{1,4})\s*조(?:\s*의\s*(\d{1,3}))?(?!\s*(?:원|달러|\d|[억만천]))")
ARTICLE_EN = re.compile(r"\b(?:Article|Art\.)\s*(\d{1,4})(?:-(\d{1,3}))?(?![\d])", re.IGNORECASE)
PARAGRAPH = r"(?:\s*제\s*(\d{1,3})\s*항|\s*(" + CIRCLED_CLASS + r")(?:\s*항)?)"
ITEM = r"(?:\s*제\s*(\d{1,3})\s*호)?"
_LABEL = re.compile(r"제(\d+)조(?:의(\d+))?|Article (\d+)(?:-(\d+))?")


def article_label(number: str | int, sub: str | int | None = None) -> str:
    """The one spelling of a Korean article: "제25조", "제3조의2" (zeros and spaces dropped)."""
    return f"제{int(number)}조" + (f"의{int(sub)}" if sub else "")


def english_article_label(number: str | int, sub: str | int | None = None) -> str:
    return f"Article {int(number)}" + (f"-{int(sub)}" if sub else "")


def find_articles(text: str) -> list[str]:
    """Labels of the articles ``text`` names, in order, each once: "제25조", "제3조의2", "Article 5"."""
    found = [(m.start(), article_label(m.group(1), m.group(2))) for m in ARTICLE_RE.finditer(text)]
    found += [(m.start(), english_article_label(m.group(1), m.group(2))) for m in ARTICLE_EN.finditer(text)]
    return list(dict.fromkeys(label for _, label in sorted(found)))


def article_parts(label: str) -> tuple[int, int | None] | None:
    """(number, sub-number) of a label made by ``article_label`` or ``english_article_label``."""
    m = _LABEL.fullmatch(label.strip())
    if not m:
        return None
    number, sub = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return int(number), int(sub) if sub else None


def article_pattern(label: str) -> re.Pattern:
    """A pattern finding the article ``label`` however it is written: "제 25 조", "Article 25", "Art. 25";
    "제25조" never matches "제25조의2"."""
    parts = article_parts(label)
    if parts is None:
        raise ValueError(f"not an article label: {label!r}")
    number, sub = parts
    if sub:
        return re.compile(rf"제\s*{number}\s*조\s*의\s*0*{sub}(?!\d)|\b(?:Article|Art\.)\s*{number}-0*{sub}(?!\d)",
                          re.IGNORECASE)
    return re.compile(rf"제\s*0*{number}\s*조(?!\s*의\s*\d)|\b(?:Article|Art\.)\s*0*{number}(?![\d\-])", re.IGNORECASE)


def paragraph_number(digits: str | None, circled: str | None) -> int | None:
    """①–㊿ or the digits of 제N항 as a number."""
    if digits:
        return int(digits)
    if circled:
        return CIRCLED.index(circled) + 1
    return None


def paragraph_mark(number: int) -> str:
    """How a paragraph is written: its circled numeral (①–㊿), or 제N항 beyond ㊿."""
    return CIRCLED[number - 1] if 1 <= number <= len(CIRCLED) else f"제{number}항"


# --- identifiers and error codes -----------------------------------------------------------------------------------
# Letters (hyphen-joined groups allowed: "SK-G"), an optional separator, digits, then sub-codes ("A15")
# and up to two letters. Not part of a longer word, a part number ("PSU-48-600") or a decimal ("PM2.5");
# a letter suffix after a separator ("E102_A", a sub-state) leaves the code as it is.
CODE = r"[A-Za-z]{1,5}(?:[-_][A-Za-z]{1,5})*[-_]?\d{1,6}(?:[A-Za-z]{1,3}\d{1,6})*[A-Za-z]{0,2}"
_CODE = re.compile(r"(?<![A-Za-z0-9\-_])(" + CODE + r")(?![A-Za-z0-9]|[-_.,]\d)")
# A range of one code family: "C0–C55", "C0 ~ 55", "C0 to C55", "E-100부터 E-199까지", "C0-C55" (a plain
# hyphen only with the prefix repeated: "PSU-48-600" is a part number, not PSU48–PSU600).
CODE_RANGE = re.compile(
    r"(?<![A-Za-z0-9\-])([A-Z]{1,4})([-_]?)(\d{1,5})(?![A-Za-z0-9])"
    r"(?:\s*[~～–—]\s*(?:\1\2)?|\s+(?:to|through|thru)\s+\1\2|\s*(?:부터|에서)\s*\1\2|-\1\2|\s+-\s+\1\2)"
    r"(\d{1,5})(?![A-Za-z0-9]|-\d)(?:\s*까지)?"
)
# Words that make a code of any code-shaped word near them, in a document.
_CODE_CONTEXT = re.compile(r"error|fault|alarm|warning|code|오류|에러|경고|경보|알람|고장|코드", re.IGNORECASE)
_CODE_WORDS = frozenset({"ERR", "ERROR", "ALM", "ALARM", "FLT", "FAULT", "WRN", "WARN"})
_SUBCODE = re.compile(r"\d[A-Za-z]{1,3}\d")
# A code heading its line: "C4A15: …", "| E102 | …", "- AL-12 — …", "(C12)".
_LINE_HEAD = re.compile(r"^[\s#|>*\-•·]*\(?(" + CODE + r")\)?\s*(?:[:|—–)]|\s-\s|$)")


# Any identifier: letters and digits mixed, optionally joined by - or _ ("C4A15", "E-102", "SK-G3",
# "TP-CBL-5M", "X1"): codes, part numbers, model names. Compared whole: its fragments ("4", "15",
# "cbl") are not words of their own. Codes are the identifiers of the shape CODE above.
IDENTIFIER = re.compile(r"(?<![A-Za-z0-9\-])(?=[A-Za-z0-9_\-]*\d)[A-Za-z][A-Za-z0-9]*(?:[\-_][A-Za-z0-9]+)*(?![A-Za-z0-9])")


@dataclass(frozen=True)
class CodeOccurrence:
    start: int
    end: int
    key: str  # code_key of the text


def code_key(raw: str) -> str:
    """The one normal form of a code: upper case, separators removed ("e-102" → "E102", "SK-G3" → "SKG3")."""
    return re.sub(r"[-_\s]", "", raw).upper()


def code_occurrences(text: str) -> list[CodeOccurrence]:
    """Every code-shaped word of ``text`` and both ends of every code range, in order."""
    found = {m.start(1): CodeOccurrence(m.start(1), m.end(1), code_key(m.group(1))) for m in _CODE.finditer(text)}
    for m in CODE_RANGE.finditer(text):
        prefix = m.group(1) + m.group(2)
        found.setdefault(m.start(1), CodeOccurrence(m.start(1), m.end(3), code_key(prefix + m.group(3))))
        found.setdefault(m.start(4), CodeOccurrence(m.start(4) - (len(prefix) if text[m.start(4) - len(prefix):m.start(4)] == prefix else 0),
                                                    m.end(4), code_key(prefix + m.group(4))))
    return [found[k] for k in sorted(found)]


def find_codes(text: str, *, question: bool = False) -> tuple[str, ...]:
    """Codes in ``text`` as ``code_key``s, in order, each once.

    ``question=True`` reads a person's question: every code-shaped word counts, in any case. Otherwise
    ``text`` is a document: a code word with a number (ERR-17, err_18, ALARM_3) counts in any case;
    other codes are written in capitals and are either unmistakable (a sub-code: C4A15), or near an error
    word (within 25 characters before or 12 after, on its line), or heading their line, or one end of a
    range with an accepted code.
    """
    occurrences = code_occurrences(text)
    if question:
        return tuple(dict.fromkeys(o.key for o in occurrences))
    accepted: dict[int, str] = {}
    for o in occurrences:
        raw = text[o.start:o.end]
        if _code_word(o.key) or (raw == raw.upper() and (
                _SUBCODE.search(o.key) or _near_error_word(text, o) or _heads_line(text, o))):
            accepted[o.start] = o.key
    if accepted:
        for m in CODE_RANGE.finditer(text):
            ends = [o for o in occurrences if m.start() <= o.start < m.end()]
            if any(o.start in accepted for o in ends):
                accepted.update((o.start, o.key) for o in ends)
    return tuple(dict.fromkeys(accepted[k] for k in sorted(accepted)))


def _code_word(key: str) -> bool:
    """"ERR-17", "err_18", "ALARM 3": a code word and a number, unmistakable in any case."""
    return re.match(r"[A-Z]+", key).group() in _CODE_WORDS


def _near_error_word(text: str, o: CodeOccurrence) -> bool:
    line_start = text.rfind("\n", 0, o.start) + 1
    line_end = text.find("\n", o.end)
    line_end = len(text) if line_end < 0 else line_end
    before = text[max(line_start, o.start - 25):o.start]
    after = text[o.end:min(o.end + 12, line_end)]
    return bool(_CODE_CONTEXT.search(before) or _CODE_CONTEXT.search(after))


def _heads_line(text: str, o: CodeOccurrence) -> bool:
    line_start = text.rfind("\n", 0, o.start) + 1
    line_end = text.find("\n", o.end)
    head = _LINE_HEAD.match(text[line_start:len(text) if line_end < 0 else line_end])
    return bool(head) and line_start + head.start(1) == o.start


_WHOLE_CODE = re.compile(CODE)


def is_upper_code(word: str) -> bool:
    """Whether ``word`` alone is a code written in capitals ("C50", "E-102"; not "mp3" or "Joint")."""
    return bool(_WHOLE_CODE.fullmatch(word)) and word == word.upper()
