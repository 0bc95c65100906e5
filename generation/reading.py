"""Reading a passage the way a person does, for extractive answers: what can be quoted, and under what.

A passage is lines of different kinds, and only some of them can answer a question on their own:

- **headings** ("4.4 C4A15 — Joint encoder communication lost", "Section 6. What is not covered",
  "제3장 반환", a document title, a FAQ category): never quoted alone, but they say what the lines under
  them are about, so their words count (at a discount) for those lines;
- **FAQ questions** ("Is there a free trial?"): never quoted, but the answer that follows inherits their
  words;
- **table rows** (``textkit.tables``): rendered as readable statements with their header ("학기 개시일부터 30일까지 — 입학금:
  반환하지 않음, 수업료: 6분의 5", "약제 탱크 용량: 10 L"); every word of the rendering is the passage's,
  so the verification engine checks it against the passage like any sentence. A lone "a | b" line
  (a document's metadata line) is not a table;
- **list items** under a lead-in that ends with a colon ("We will not pay for:") are quoted with it, since
  the lead-in carries the item's meaning (and its polarity);
- everything else is split into sentences.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from textkit.identifiers import ARTICLE, CIRCLED_CLASS
from textkit.sentences import BULLET, split_sentences, strip_bullet
from textkit.tables import cells, is_row, rendered_rows

_MIN_LEN = 8
# A leading article header "제25조(휴학)" and paragraph marks ①…⑳ / "1." are structure, not content.
_HEADER = re.compile(r"^\s*(?:" + ARTICLE + r"\s*(?:\([^)]*\))?\s*)?(?:" + CIRCLED_CLASS + r"\s*|\d{1,2}\.\s+)?")
_ARTICLE_TITLE = re.compile(r"^\s*" + ARTICLE + r"\s*\(([^)]*)\)")
_SECTION_WORD = re.compile(r"^(?:제\s*\d+\s*[장절편관](?:의\s*\d+)?|부록|별표|Appendix|Annex|Chapter|Section|Part|Schedule)\b",
                           re.I)
_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2})*\.?\s+\S")
_TERMINAL = re.compile(r"[.!?。:;]$|[다요죠음함임됨]$")
_INTRODUCES_LIST = re.compile(r"다음\s*각\s*(?:호|목)|다음과\s*같|as follows|the following", re.I)
# An item that is a sentence of its own ("…을 말한다.", "…할 수 있습니다", "Pets are covered.").
_FULL_SENTENCE = re.compile(r"[다요죠][.!]?$|^[A-Z][^:]*\s\w+\s\w+\s\w+.*[.!]$")
_FAQ_QUESTION = re.compile(r"^(?:Q|질문|문)\s*\d{0,3}\s*[.:)]\s*\S", re.I)
_FAQ_ANSWER = re.compile(r"^(?:A|답변?)\s*\d{0,3}\s*[.:)]\s+", re.I)
_PARAGRAPH_MARK = re.compile(r"\s*" + CIRCLED_CLASS)
_TOC = re.compile(r"(?:\.{4,}|…{2,}|·{4,})\s*\d+\s*$")


@dataclass(frozen=True)
class Quotable:
    """Something an extractive answer can quote: ``text`` (as it will be written) and ``context`` (the
    headings, FAQ question or table header it stands under, for matching only)."""

    text: str
    context: str
    position: int
    row: bool = False
    table: int = -1  # rows of one table share the position of its first row
    heading: str = ""  # the heading the statement stands under, as the document writes it
    cells: str = ""  # a row's cells without its header, to tell the same row in two passages
    label: str = ""  # a row's first cell: what the row is about ("Sev 1 (outage)", "임플란트")


def quotables(text: str, *, title: str = "") -> list[Quotable]:
    """What ``text`` (one passage) offers to quote, in reading order."""
    lines = [line.strip() for line in text.splitlines()]
    out: list[Quotable] = []
    heading = ""
    asked = ""  # the FAQ question the current lines answer
    lead_in = ""  # a sentence ending in ":" that introduces the list below it
    listing = False  # the last sentence introduced a list ("다음 각 호", "as follows:")
    listing_sentence = ""  # that sentence, when it ends like a sentence ("다음 각 호의 … 수 없다.")
    prev_kind = ""
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line:
            i += 1
            continue
        if is_row(line):
            block = []
            while i < len(lines) and lines[i] and is_row(lines[i]):
                block.append(cells(lines[i]))
                i += 1
            out += _table(block, context=f"{heading} {asked}".strip(), start=len(out))
            prev_kind = "table"
            continue
        i += 1
        if _TOC.search(line):
            continue
        article_title = _ARTICLE_TITLE.match(line)
        if article_title:
            heading = article_title.group(3) or heading
        if _FAQ_QUESTION.match(line) and len(line) <= 200:
            # "Q. 대출 권수와 기간", "Q: Can I renew online": a FAQ question, with or without its "?".
            asked, lead_in, prev_kind = line, "", "question"
            continue
        line = _FAQ_ANSWER.sub("", line, count=1)  # "A. 1인당 5권까지…": the answer without its label
        if _is_heading(line, first=not out and prev_kind == "", title=title, prev_kind=prev_kind,
                       lead_in=listing):
            heading, asked, lead_in, listing, listing_sentence, prev_kind = line, "", "", False, "", "heading"
            continue
        if line.endswith(("?", "？")) and len(line) <= 200:
            asked, lead_in, prev_kind = line, "", "question"
            continue
        # A paragraph mark (①) opens a paragraph of an article, not an item of a list.
        item = bool(BULLET.match(line)) and not _PARAGRAPH_MARK.match(line)
        for sentence in split_sentences(line):
            sentence = _HEADER.sub("", sentence, count=1).strip(" \t-•*")
            if item:
                sentence = strip_bullet(sentence)  # "가. 경형 자동차" → "경형 자동차"
            if sentence.endswith(("?", "？")):
                asked = sentence
                continue
            if len(sentence) < _MIN_LEN or sentence.startswith("#"):
                continue
            quoted = sentence
            if item and lead_in and len(lead_in) <= 80:
                quoted = f"{lead_in} {sentence}"
            elif item and listing_sentence and len(listing_sentence) <= 120 and not _FULL_SENTENCE.search(sentence):
                # An item that is no sentence ("1. 외교부가 지정한 지역") means what the sentence that
                # introduced the list says of it ("… 지역으로 여행하는 경우에는 이용할 수 없다.").
                quoted = f"{listing_sentence.rstrip('.')}: {sentence}"
            out.append(Quotable(quoted, f"{heading} {asked} {lead_in if item else ''}".strip(), len(out),
                                heading=heading))
            if sentence.endswith(":"):
                lead_in, listing = sentence, True
            elif not item:
                lead_in, listing = "", bool(_INTRODUCES_LIST.search(sentence))
                listing_sentence = sentence if listing else ""
        prev_kind = "item" if item else "text"
    return out


def _table(block: list[list[str]], *, context: str, start: int) -> list[Quotable]:
    header, rows = rendered_rows(block)
    if len(rows) + (header is not None) < 2:
        return []  # a lone "a | b" line: a document's metadata, not a table
    body = block[len(block) - len(rows):]
    out = []
    for text, row in zip(rows, body):
        if len(text) >= _MIN_LEN:
            ctx = f"{context} {' '.join(header or [])}".strip()
            out.append(Quotable(text, ctx, start + len(out), row=True, table=start, cells=" ".join(row),
                                label=row[0] if row else ""))
    return out


def _is_heading(line: str, *, first: bool, title: str, prev_kind: str, lead_in: bool) -> bool:
    if line.startswith("#"):
        return True
    if title and line.strip().lower() == title.strip().lower():
        return True
    if _TERMINAL.search(line) or BULLET.match(line) and not _NUMBERED.match(line):
        return False
    if _SECTION_WORD.match(line) and len(line) <= 80:
        return True
    if prev_kind in ("", "heading") and not _NUMBERED.match(line) and len(line) <= 100 and ":" not in line:
        return True  # a title block: a document's title and subtitle lines
    words = line.split()
    if _NUMBERED.match(line):
        # "2. Who can apply", "4.4 C4A15 — …" are headings; "1. 학기 개시일 전에 … 경우" under a lead-in is an item.
        if re.match(r"\d{1,2}\.\d{1,2}", line):
            return len(line) <= 100
        return not lead_in and prev_kind != "item" and len(line) <= 80
    if re.fullmatch(r"[A-Z0-9 \-&,.'/()]+", line) and len(words) <= 10:
        return True  # an all-caps title line
    if ":" in line or "|" in line:
        return False
    return len(line) <= 50 and len(words) <= 7 and (first or prev_kind in ("", "text", "table", "heading"))
