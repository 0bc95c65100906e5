"""Structure detection for chunking: articles, headings, paragraphs, error codes.

Everything here works on single lines of normalised text and uses general
patterns of Korean and English regulations, manuals and reports:

* Korean articles ``제25조(휴학)``, ``제3조의2【정의】``, ``제 7 조 삭제``; parts
  ``제2편``/``제3장``/``제1절``/``제2관``; ``부칙``; ``[별표 1]``;
  paragraphs ``①``–``㊿``; items ``1.``, ``가.``, ``(1)``.
* English ``Article 5``/``Article 5. Refunds``/``Article 5 (Refunds)``;
  ``Section 3``, ``Chapter 2``, ``Part I``, ``Appendix A``, ``§ 4``.
* Markdown headings (``#``..``######``), numbered headings (``4.``, ``4.2``,
  ``IV.``) outside articles, FAQ questions (``Q1. ...?``).
Error codes, article labels and circled numbers are read with ``textkit.identifiers``. Nothing here
knows the words of any particular document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from textkit.identifiers import ARTICLE, CIRCLED_CLASS, article_label, english_article_label

# --- articles -----------------------------------------------------------------
_KO_ARTICLE = re.compile("^" + ARTICLE)
_KO_TITLE = re.compile(r"^\s*[(（\[【〔<]\s*([^()（）\[\]【】〔〕<>]{1,60}?)\s*[)）\]】〕>]")
_KO_PARTICLE = re.compile(r"^[에의을를은는이가와과로도만부및]")
_KO_REFERENCE_TAIL = re.compile(r"^\s*(?:및|또는|내지|부터|에서|ㆍ|·|,|~|-|제\s*\d+\s*[항호])")
_EN_ARTICLE = re.compile(r"^(?:Article|ARTICLE|Art\.)\s+(\d{1,4})([A-Za-z]?)(?:-(\d+))?\b\.?\s*(.*)$")

# --- headings -----------------------------------------------------------------
_MD_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_KO_PART = re.compile(r"^제\s*(\d{1,3})\s*(편|장|절|관)(?=\s|$|[(（])\s*(.{0,50})$")
_ADDENDA = re.compile(r"^부\s*칙(?:\s*[<(\[（〈].{0,40}[>)\]）〉])?\s*$")
_ANNEX = re.compile(r"^[\[【]?\s*별\s*(?:표|지|첨)\s*(?:제\s*)?\d*\s*(?:호)?\s*(?:서식)?\s*[\]】]?(?:\s+.{0,60})?$")
_EN_PART = re.compile(
    r"^(Part|PART|Chapter|CHAPTER|Section|SECTION|Appendix|APPENDIX|Annex|ANNEX|Schedule|SCHEDULE)\s+"
    r"([0-9]{1,3}(?:\.[0-9]{1,3})*|[IVXLC]{1,6}|[A-Z])\b[.:]?(?:\s*[-–—:]\s*|\s+)?(.{0,80})$"
)
_SECTION_SIGN = re.compile(r"^§\s*(\d{1,4}[a-z]?)\s*(.{0,80})$")
_NUMBERED = re.compile(r"^(\d{1,2}(?:\.\d{1,2}){0,3})(\.?)\s+(\S.{0,79})$")
_ROMAN_HEADING = re.compile(r"^([IVX]{1,5}|[Ⅰ-Ⅻ])\.\s+(\S.{0,60})$")
_FAQ_QUESTION = re.compile(r"^(?:Q\s*\d{0,3}\s*[.:)]|Q\s|질문\s*\d{0,3}\s*[.:)]|문\s*\d{0,3}\s*[.)])\s*\S.{0,200}\?\s*$")
_SENTENCE_END = re.compile(r"(?:[.!?。;:,]|[다요음함임됨]\.?)$")
_REGULATION_SUFFIX = re.compile(
    r"(?:규정|규칙|학칙|세칙|지침|요령|약관|정관|법률|법|시행령|시행규칙|내규|준칙|조례|"
    r"Regulations?|Rules|By-?laws|Terms(?: and Conditions| of (?:Use|Service))?|Policy)$"
)

# --- paragraphs / items ----------------------------------------------------------
_PARAGRAPH_START = re.compile(r"^(" + CIRCLED_CLASS + r")")
_ITEM_START = re.compile(r"^(?:\d{1,3}\.\s|\d{1,3}\)\s|\(\d{1,3}\)\s?|[가-하]\.\s|[가-하]\)\s|[a-z][.)]\s|[-*•·▪■□○●◦※]\s)")

# Inline boundaries that PDF extraction sometimes glues onto one line.
_INLINE_ARTICLE = re.compile(
    r"(?<=[.다])\s+(?=제\s*\d{1,4}\s*조(?:\s*의\s*\d{1,3})?\s*[(（【\[][^()（）【】\[\]]{1,40}[)）】\]](?![에의을를은는이가와과로도만]))"
)
_INLINE_PARAGRAPH = re.compile(r"(?<=[.다])\s+(?=" + CIRCLED_CLASS + r"\s)")


def split_inline_boundaries(text: str) -> str:
    """Put glued article headings / circled paragraphs back on their own line."""
    text = _INLINE_ARTICLE.sub("\n", text)
    return _INLINE_PARAGRAPH.sub("\n", text)


@dataclass(frozen=True)
class LineInfo:
    """Classification of one line.

    ``kind`` is ``"article"``, ``"section"``, ``"regulation"`` or ``"body"``.
    ``display`` is the text to put in a chunk (Markdown ``#`` removed).
    """

    kind: str
    display: str
    article: str = ""
    article_title: str = ""
    section: str = ""
    paragraph: str = ""  # circled marker that starts here (also after an article heading)
    block_start: bool = False  # paragraph/item boundary usable as a split point
    clears_article: bool = False
    has_body: bool = False  # an article heading followed by text on the same line


def match_article(line: str) -> tuple[str, str, str] | None:
    """Return ``(article, title, rest)`` if ``line`` starts an article, else ``None``.

    ``article`` is normalised: ``"제25조"``, ``"제3조의2"`` or ``"Article 5"``.
    References such as ``제25조에 따라`` or ``Article 5 of this policy`` are not articles.
    """
    match = _KO_ARTICLE.match(line)
    if match:
        number, sub = match.group(1), match.group(2)
        article = article_label(number, sub)
        rest = line[match.end() :]
        title = ""
        title_match = _KO_TITLE.match(rest)
        if title_match:
            title = title_match.group(1).strip()
            rest = rest[title_match.end() :]
            if _KO_PARTICLE.match(rest):  # "제5조(정의)에 따른" is a reference
                return None
        else:
            if rest and not rest[0].isspace():
                return None  # "제25조에", "제25조제1항"
            if _KO_REFERENCE_TAIL.match(rest):
                return None
        return article, title, rest.strip()
    match = _EN_ARTICLE.match(line)
    if match:
        label = english_article_label(match.group(1), match.group(3)) + match.group(2).upper()
        rest = match.group(4).strip()
        title = ""
        if rest:
            if rest[0] in "([":
                close = rest.find(")" if rest[0] == "(" else "]")
                if close > 0:
                    title, rest = rest[1:close].strip(), rest[close + 1 :].strip()
            elif rest[0] in "-–—:.":
                rest = rest[1:].strip()
                title, rest = _split_title(rest)
            elif rest[0].isupper():
                title, rest = _split_title(rest)
            else:
                return None  # "Article 5 of this policy ..."
        return label, title, rest
    return None


def _split_title(rest: str) -> tuple[str, str]:
    """``"Refunds. A refund is ..."`` -> ``("Refunds", "A refund is ...")``."""
    match = re.match(r"^(.{1,80}?)(?:[.:]\s+|\s+[-–—]\s+)(.*)$", rest)
    if match and len(match.group(1).split()) <= 8:
        return match.group(1).strip(), match.group(2).strip()
    if len(rest) <= 80 and not rest.endswith("."):
        return rest, ""
    return "", rest


def _is_title_like(text: str) -> bool:
    return bool(text) and len(text) <= 80 and not _SENTENCE_END.search(text)


def match_heading(line: str) -> bool:
    """Headings that are never list items (parts, chapters, addenda, annexes, §, FAQ questions); each
    ends the article before it."""
    match = _KO_PART.match(line)
    if match and (not match.group(3) or _is_title_like(match.group(3))):
        return True
    if _ADDENDA.match(line):
        return True
    if _ANNEX.match(line) and len(line) <= 70 and not _SENTENCE_END.search(line):
        return True
    match = _EN_PART.match(line)
    if match:
        tail = match.group(3).strip()
        if not tail or (tail[0].isupper() or not tail[0].isalpha()) and _is_title_like(tail):
            return True
    match = _SECTION_SIGN.match(line)
    if match and _is_title_like(match.group(2) or "x"):
        return True
    return bool(_FAQ_QUESTION.match(line))


def _numbered_parts(line: str) -> tuple[str, str] | None:
    match = _NUMBERED.match(line)
    if not match:
        return None
    number, dot, text = match.groups()
    if "." not in number and not dot:
        return None  # "3 bolts" is not a heading
    if not (text[0].isalpha() or text[0] in "「『\"'") or not _is_title_like(text):
        return None
    return number, text


def is_regulation_title(text: str) -> bool:
    """Short title ending in 규정/규칙/학칙/약관/Regulations/... (a new regulation starts)."""
    text = text.strip()
    return 2 <= len(text) <= 50 and not _SENTENCE_END.search(text) and bool(_REGULATION_SUFFIX.search(text))


def classify_lines(lines: list[str], *, in_article: bool = False, has_articles: bool = False) -> list[LineInfo]:
    """Classify the lines of one page. ``in_article`` is the state carried over from the previous page."""
    infos: list[LineInfo] = []
    stripped = [line.strip() for line in lines]
    numbered = [_numbered_parts(line) for line in stripped]
    for i, line in enumerate(stripped):
        if not line:
            infos.append(LineInfo("body", ""))
            continue
        info = _classify(line, i, stripped, numbered, in_article=in_article, has_articles=has_articles)
        if info.kind == "article":
            in_article = True
        elif info.clears_article:
            in_article = False
        infos.append(info)
    return infos


def _neighbour(values: list, i: int, step: int):
    j = i + step
    while 0 <= j < len(values):
        if values[j] is not None and values[j] != "":
            return j
        j += step
    return None


def _classify(line, i, lines, numbered, *, in_article, has_articles) -> LineInfo:
    md = _MD_HEADING.match(line)
    if md:
        text = md.group(2).strip()
        art = match_article(text)
        if art:
            return _article_info(text, art)
        if has_articles and is_regulation_title(text):
            return LineInfo("regulation", text, section=text, clears_article=True)
        return LineInfo("section", text, section=text, clears_article=True)
    art = match_article(line)
    if art:
        return _article_info(line, art)
    if match_heading(line):
        return LineInfo("section", line, section=line, clears_article=True)
    if has_articles and is_regulation_title(line) and not _ITEM_START.match(line) and not re.search(r"[.,]", line):
        # An unmarked line is a regulation title only if its structure follows it.
        next_j = _neighbour(lines, i, 1)
        following = lines[next_j] if next_j is not None else ""
        if following and (
            match_article(following)
            or _KO_PART.match(following)
            or re.search(r"제정|개정|시행|Adopted|Amended|Effective", following)
        ):
            return LineInfo("regulation", line, section=line, clears_article=True)
    para = _PARAGRAPH_START.match(line)
    if para:
        return LineInfo("body", line, paragraph=para.group(1), block_start=True)
    if not in_article:
        parts = numbered[i]
        if parts is not None:
            number, _text = parts
            if "." in number:  # "3.2 Title": a sub-section, never a list item
                return LineInfo("section", line, section=line, clears_article=False)
            # A single-level "3. Title" is a heading unless it sits in a run of list items.
            prev_j = _neighbour(lines, i, -1)
            next_j = _neighbour(lines, i, 1)
            in_list = any(
                j is not None and numbered[j] is not None and "." not in numbered[j][0]
                and abs(int(numbered[j][0]) - int(number)) == 1
                for j in (prev_j, next_j)
            )
            if not in_list:
                return LineInfo("section", line, section=line, clears_article=False)
        roman = _ROMAN_HEADING.match(line)
        if roman and _is_title_like(roman.group(2)):
            return LineInfo("section", line, section=line, clears_article=False)
    return LineInfo("body", line, block_start=bool(_ITEM_START.match(line)))


def _article_info(line: str, art: tuple[str, str, str]) -> LineInfo:
    article, title, rest = art
    para = _PARAGRAPH_START.match(rest)
    return LineInfo(
        "article",
        line,
        article=article,
        article_title=title,
        paragraph=para.group(1) if para else "",
        block_start=True,
        has_body=bool(rest),
    )


def has_article_structure(text: str) -> bool:
    """True if any line starts an article (the document is a regulation-like text)."""
    for line in text.split("\n"):
        line = line.strip().lstrip("#").strip()
        if line and match_article(line):
            return True
    return False
