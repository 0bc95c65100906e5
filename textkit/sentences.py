"""The one sentence splitter: spans with exact offsets, for answers, documents and chunking alike.

Rule-based rather than Kiwi's so that it is fast, keeps exact offsets into the original text (the
verification engine rewrites markers in place) and treats the citation markers that follow a full stop
("…없습니다.[†1] 다음") as part of the sentence they close.

A boundary is a line break (not a soft wrap: running English text broken at a fixed width, "… extends the
warranty to\n3 years." — see ``_soft_wrap``), or [.!?。！？] followed by a space or the end — except after an
abbreviation ("Mr.", "e.g.", "p."), an initial ("J. Kim"), a list number opening a line ("1.", "가."),
a number inside a dotted date ("2025. 3. 4.") or a decimal ("15.3"). A run of markers right after a
Korean final ending ("…한다[†1] 다음") also ends a sentence when the writer left out the full stop.
"""
from __future__ import annotations

import re

from .identifiers import CIRCLED_CLASS
from .markers import NUMBERED, REFERENCE

# Words whose trailing period is not a sentence end (lower-cased): English and Latin abbreviations,
# and the romanized ones Korean documents use ("No. 3", "p. 12", "Tel.").
ABBREVIATIONS = frozenset(
    """e.g i.e etc vs cf dr mr mrs ms prof no nos fig figs art arts sec secs p pp vol vols approx inc
    ltd co corp jr sr st u.s u.k a.m p.m ca est dept univ min max jan feb mar apr jun jul aug sep sept
    oct nov dec ref refs ch para eq al tel fax ext""".split()
)

# Text that may trail a terminator and still belong to the sentence: closing quotes and brackets,
# citation markers and a closing </cite>.
_TRAILER = re.compile(r"""(?:["'”’)\]」』]|\s*""" + NUMBERED + r"|\s*" + REFERENCE + r"|</cite>)*", re.IGNORECASE)
_TERMINATOR = re.compile(r"[.!?。！？]+")
# A line-initial list number such as "1." or "2)" (or "가.", "a)") is a bullet, not a sentence end.
_LIST_NUMBER = re.compile(r"(?:^|\n)[ \t]*(?:\d{1,3}|[a-zA-Z가-하])[.)]$")
# "2025. 3. 4." / "3. 4.": a number followed by ". N." is part of a date, not a sentence end.
_DATE_PART = re.compile(r"\s+\d{1,2}\.")
_MARKER_AFTER_KO_ENDING = re.compile(r"(?<=[다요죠까])(?:\s*" + NUMBERED + r")+(?=[ \t]+\S)")
_LINE_BREAK = re.compile(r"\n")
# A capital letter right after a number or a degree sign is a unit ("85 °C.", "10 L.", "5V."), not an
# initial ("J. Kim"): its full stop can end a sentence.
_UNIT_LETTER = re.compile(r"(?:\d\s?|°\s?)[A-Z]$")
BULLET = re.compile(r"^\s*(?:[-*•·▪‣◦○●□■➢>]+|\d{1,3}[.)]|\(\d{1,3}\)|" + CIRCLED_CLASS + r"|[가-하][.)])\s+")
# A soft wrap: a long line of running English text that stops mid-sentence (on a lower-case word, a figure or a
# comma) and a next line that goes on with a lower-case word or a figure (not a list number, bullet or table row).
# Text wrapped at a fixed width (plain text, Markdown, e-mail) breaks sentences so; a line of its own ("Warranty",
# "- apples") does not end so or is short. Korean is left alone: a heading line "제1조(목적)" ends on a syllable too.
_WRAPPED_LINE_END = re.compile(r"[a-z0-9,]$")
_WRAP_CONTINUES = re.compile(r"[ \t]*(?:[a-z](?![.)](?:\s|$))|\d(?![\d,]*[.)](?:\s|$)))")
_WRAP_WIDTH = 50  # characters: shorter lines are lines of their own (list entries, labels)


def _soft_wrap(text: str, brk: int) -> bool:
    """Whether the line break at ``brk`` only wraps a sentence that goes on in the next line."""
    line = text[text.rfind("\n", 0, brk) + 1:brk].rstrip()
    if len(line) < _WRAP_WIDTH or "|" in line or line.lstrip().startswith("#") or not _WRAPPED_LINE_END.search(line):
        return False
    stop = text.find("\n", brk + 1)
    nxt = text[brk + 1:stop if stop >= 0 else len(text)]
    return bool(_WRAP_CONTINUES.match(nxt)) and not BULLET.match(nxt) and "|" not in nxt


def _not_an_end(text: str, dot: int) -> bool:
    """True when the '.' at ``dot`` ends an abbreviation, an initial, a list number or a date part."""
    m = re.search(r"([A-Za-z](?:[A-Za-z.]*[A-Za-z])?)$", text[max(0, dot - 12):dot])
    if m:
        word = m.group(1).lower()
        if word in ABBREVIATIONS or (len(word) == 1 and text[dot - 1].isupper() and not _UNIT_LETTER.search(
                text[max(0, dot - 16):dot])):
            return True
    if dot and text[dot - 1].isdigit() and _DATE_PART.match(text, dot + 1):
        return True
    return bool(_LIST_NUMBER.search(text[max(0, dot - 6):dot + 1]))


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Spans of the sentences of ``text[start:end]``, offsets into ``text``, whitespace trimmed."""
    end = len(text) if end is None else end
    cuts: list[int] = []
    for m in _TERMINATOR.finditer(text, start, end):
        if m.group() == "." and _not_an_end(text, m.start()):
            continue
        trail = _TRAILER.match(text, m.end(), end)
        stop = trail.end() if trail else m.end()
        if stop >= end or text[stop].isspace():
            cuts.append(stop)
    cuts += [m.end() for m in _MARKER_AFTER_KO_ENDING.finditer(text, start, end)]
    cuts += [m.start() for m in _LINE_BREAK.finditer(text, start, end) if not _soft_wrap(text, m.start())]
    spans: list[tuple[int, int]] = []
    pos = start
    for cut in sorted(set(cuts)) + [end]:
        if cut <= pos:
            continue
        seg = text[pos:cut]
        lead = len(seg) - len(seg.lstrip())
        trail = len(seg) - len(seg.rstrip())
        if cut - trail > pos + lead:
            spans.append((pos + lead, cut - trail))
        pos = cut
    return spans


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` as strings (see ``sentence_spans``)."""
    return [text[a:b] for a, b in sentence_spans(text)]


def sentence_pieces(line: str) -> list[tuple[str, str]]:
    """The sentences of one line as ``(separator before, sentence)`` pairs: joined back they give the
    line (trailing whitespace aside), so a chunker can cut between sentences without losing spacing."""
    pieces: list[tuple[str, str]] = []
    prev = 0
    for a, b in sentence_spans(line):
        pieces.append((line[prev:a], line[a:b]))
        prev = b
    return pieces


def strip_bullet(text: str) -> str:
    return BULLET.sub("", text, count=1)
