"""Layer 1: does the citation point at something that exists in the context?

``[†N]`` must be within the sources; ``<cite data-source>`` must name a source by file, title or id;
``「규정명」 제X조 제Y항`` needs a source titled with the regulation whose text holds that article (and
paragraph ②/제Y항, item 제Z호); ``[참조: …]`` needs a source or section title, or an article present
in the sources. The resolved target also narrows what later layers compare the claim with: the
article's (or paragraph's) own text rather than the whole chunk.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from textkit.identifiers import (
    ARTICLE_EN,
    CIRCLED,
    CIRCLED_CLASS,
    article_label,
    article_pattern,
    paragraph_mark,
    paragraph_number,
)
from textkit.normalize import squash

from ..models import BRACKET, CITE, DAGGER, REFERENCE, REGULATION, STRUCTURAL, Marker, Source, Verdict


@dataclass(frozen=True)
class Target:
    """Where a citation points, or why it points nowhere."""

    source_index: int | None  # 1-based
    scope: str = ""  # the text to check the claim against
    verdict: Verdict | None = None  # structural failure (inaccurate), None when the target exists
    unverifiable: bool = False  # a regulation/article/section that is not in the context
    article: str = ""  # "제25조" when the target is an article
    caption: str = ""  # the article's heading caption, e.g. "휴학"


def _fail(text: str, unverifiable: bool = False, index: int | None = None) -> Target:
    return Target(index, verdict=Verdict(False, 1.0, STRUCTURAL, text), unverifiable=unverifiable)


def _stem(name: str) -> str:
    return squash(PurePosixPath(name).stem) if name else ""


def names_match(wanted: str, source: Source) -> bool:
    """Whether ``wanted`` names ``source`` (file, file stem, title or id; case and spacing ignored)."""
    w = squash(wanted)
    if not w:
        return False
    for cand in (source.file, source.title, source.id):
        if cand and squash(cand) == w:
            return True
    if source.file and (_stem(source.file) == w or _stem(source.file) == _stem(wanted)):
        return True
    return bool(source.url) and wanted.strip() == source.url.strip()


def title_matches(regulation: str, source: Source) -> bool:
    """Whether ``source`` is (a part of) the regulation named ``regulation`` (title or file name)."""
    w = squash(regulation)
    for cand in (source.title, _stem(source.file)):
        c = squash(cand)
        if c and (c == w or (len(w) >= 2 and (w in c or c in w))):
            return True
    return False


# "[참조: 「학칙」 제25조 ②]", "[출처: 제3조 2항 제1호]", "[see Article 5(2)]": an article, its paragraph and item.
_REFERENCE_ARTICLE = re.compile(r"(?:[「『]([^」』]+)[」』]\s*)?제?\s*(\d+)\s*조(?:\s*의\s*(\d+))?"
                                r"(?:\s*제?\s*(\d+)\s*항|\s*(" + CIRCLED_CLASS + r"))?(?:\s*제?\s*(\d+)\s*호)?")
_REFERENCE_ARTICLE_EN = re.compile(ARTICLE_EN.pattern + r"(?:\((\d+)\))?", re.IGNORECASE)
_NEXT_ARTICLE = re.compile(r"(?:^|\n|(?<=[.다]\s))\s*제\s*\d+\s*조(?:\s*의\s*\d+)?\s*[\(（【\[]|(?:^|\n)\s*제\s*\d+\s*조(?:\s*의\s*\d+)?\s")
_CAPTION = re.compile(r"\s*[\(（【\[]\s*([^)）】\]\n]{1,30})[)）】\]]")


def article_scope(text: str, label: str, metadata: str = "") -> tuple[str, str] | None:
    """(article text, caption) of ``label`` in ``text``, or None when the text does not hold it.

    A heading ("제25조(휴학)", or the label at a line start) marks the article; a mere cross-reference
    ("제25조에 따른") does not. A source whose ``article`` metadata is the label is the article.
    """
    pat = article_pattern(label)
    if metadata and pat.match(metadata.strip()):
        cap = _CAPTION.match(metadata.strip()[pat.match(metadata.strip()).end():])
        return text, cap.group(1).strip() if cap else ""
    for m in pat.finditer(text):
        cap = _CAPTION.match(text, m.end())
        line_start = m.start() == 0 or text[:m.start()].rstrip(" \t").endswith("\n")
        if not cap and not line_start:
            continue
        nxt = _NEXT_ARTICLE.search(text, (cap.end() if cap else m.end()))
        end = nxt.start() if nxt else len(text)
        return text[m.start():end].strip(), cap.group(1).strip() if cap else ""
    return None


def _paragraph_scope(article_text: str, paragraph: int) -> str | None:
    mark = CIRCLED[paragraph - 1] if 1 <= paragraph <= len(CIRCLED) else None
    if mark and mark in article_text:
        start = article_text.index(mark)
        nxt = re.search(CIRCLED_CLASS, article_text[start + 1:])
        return article_text[start:start + 1 + nxt.start()] if nxt else article_text[start:]
    m = re.search(rf"제\s*{paragraph}\s*항", article_text)
    return article_text[m.start():] if m else None


def _item_scope(text: str, item: int) -> str | None:
    m = re.search(rf"(?:^|\n|\s)(?:{item}\s*[.)]|제\s*{item}\s*호)\s*\S[^\n]*", text)
    return m.group().strip() if m else None


def _resolve_article(label: str, paragraph: int | None, item: int | None, candidates: list[int],
                     sources: Sequence[Source], what: str) -> Target:
    missing_part = ""
    for i in candidates:
        src = sources[i - 1]
        found = article_scope(src.text, label, src.article)
        if not found:
            continue
        scope, caption = found
        if paragraph:
            para = _paragraph_scope(scope, paragraph)
            if para is None:
                missing_part = f"{label} of {what} has no paragraph {paragraph_mark(paragraph)}"
                continue
            scope = para
        if item:
            it = _item_scope(scope, item)
            if it is None:
                missing_part = f"{label} of {what} has no item 제{item}호"
                continue
            scope = it
        return Target(i, scope, article=label, caption=caption)
    if missing_part:
        return _fail(missing_part + " in the retrieved context.", unverifiable=True)
    return _fail(f"{label} of {what} is not in the retrieved context.", unverifiable=True)


def _resolve_reference(text: str, sources: Sequence[Source]) -> Target:
    m = _REFERENCE_ARTICLE.search(text)
    en = _REFERENCE_ARTICLE_EN.search(text)
    if m or en:
        label = article_label(m.group(2), m.group(3)) if m else article_label(en.group(1), en.group(2))
        para = paragraph_number(m.group(4), m.group(5)) if m else (int(en.group(3)) if en.group(3) else None)
        item = int(m.group(6)) if m and m.group(6) else None
        name = m.group(1) if m and m.group(1) else ""
        cands = [i for i, s in enumerate(sources, 1) if not name or title_matches(name, s)]
        return _resolve_article(label, para, item, cands, sources, f"「{name}」" if name else "the sources")
    for i, s in enumerate(sources, 1):
        if names_match(text, s) or (s.title and title_matches(text, s)):
            return Target(i, s.text)
    key = squash(text)
    if len(key) >= 2:
        for i, s in enumerate(sources, 1):
            if key in squash(s.text):
                return Target(i, s.text)
    return _fail(f"Reference “{text}” matches no source or section.", unverifiable=True)


def resolve(marker: Marker, sources: Sequence[Source]) -> Target:
    """Layer 1 for one marker: the target, or a structural 'inaccurate' verdict."""
    n = len(sources)
    if marker.form in (DAGGER, BRACKET):
        if marker.target is None or not 1 <= marker.target <= n:
            return _fail(f"Citation {marker.raw} points to source {marker.target}, but {n} source(s) were given.")
        return Target(marker.target, sources[marker.target - 1].text, article=sources[marker.target - 1].article)
    if marker.form == CITE:
        named = [i for i, s in enumerate(sources, 1) if marker.cite_source and names_match(marker.cite_source, s)]
        if len(named) > 1:
            # <cite data-source="FAQ.html"> names a document of which several passages were given: the claim
            # may rest on any of them (the first is the one it is numbered as).
            return Target(named[0], "\n\n".join(sources[i - 1].text for i in named), article=sources[named[0] - 1].article)
        for i in named:
            return Target(i, sources[i - 1].text, article=sources[i - 1].article)
        for i, s in enumerate(sources, 1):
            if marker.cite_url and s.url and marker.cite_url.strip() == s.url.strip():
                return Target(i, s.text, article=s.article)
        return _fail(f"<cite> names an unknown source “{marker.cite_source or marker.cite_url}”.")
    if marker.form == REGULATION:
        cands = [i for i, s in enumerate(sources, 1) if title_matches(marker.regulation, s)]
        if not cands:
            return _fail(f"Regulation 「{marker.regulation}」 is not among the sources.", unverifiable=True)
        return _resolve_article(marker.article, marker.paragraph, marker.item, cands, sources, f"「{marker.regulation}」")
    if marker.form == REFERENCE:
        return _resolve_reference(marker.reference_text, sources)
    return _fail(f"Unknown citation form {marker.form}.")
