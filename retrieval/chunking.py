"""Structure-aware chunking of parsed documents.

``chunk_document(doc, size=800, overlap=120)`` turns a
:class:`~retrieval.parsing.ParsedDocument` into :class:`Chunk` objects that
carry citation metadata (page, regulation, article, paragraphs, section, error
codes, language).

Rules (sizes are in characters):

* A chunk never spans pages. Structure state (current regulation, article,
  section, paragraph) carries over to the next page, so an article continued on
  the next page yields a new chunk with the same article metadata.
* A new article (``제N조``, ``Article N``) or heading starts a new chunk. A
  heading with no body of its own is merged into the following chunk on the same
  page (or dropped if its content starts on the next page; its text lives on as
  the ``section`` of the following chunks).
* A piece longer than ``size`` is split at paragraph/item boundaries (``①``,
  ``1.``, ``가.``, blank lines), then at sentence boundaries, then at spaces;
  consecutive pieces of the same article/section share ``overlap`` characters
  of text, and every piece keeps the metadata.
* Empty chunks are dropped; ``index`` is 0-based and deterministic.

Detection uses only general patterns (see :mod:`retrieval.parsing.structure`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from retrieval.parsing.structure import classify_lines, has_article_structure, split_inline_boundaries
from retrieval.parsing.types import ParsedDocument
from textkit.identifiers import CIRCLED, find_codes
from textkit.language import detect_language
from textkit.sentences import sentence_pieces, sentence_spans

__all__ = ["Chunk", "chunk_document"]


@dataclass(frozen=True)
class Chunk:
    """One retrievable, citable piece of a document."""

    index: int
    text: str
    page: int
    regulation: str = ""
    article: str = ""
    article_title: str = ""
    paragraphs: tuple[str, ...] = ()
    section: str = ""
    error_codes: tuple[str, ...] = ()
    language: str = "en"

    @property
    def article_label(self) -> str:
        """``"제25조(휴학)"`` / ``"Article 5 (Refunds)"`` / ``""``."""
        if not self.article:
            return ""
        if not self.article_title:
            return self.article
        space = " " if self.article[:1].isascii() else ""
        return f"{self.article}{space}({self.article_title})"

    @property
    def label(self) -> str:
        """Human-readable citation label, e.g. ``"학칙 제25조(휴학) ② (p.3)"``."""
        parts = [self.regulation] if self.regulation else []
        if self.article:
            parts.append(self.article_label)
            if self.paragraphs:
                parts.append("".join(self.paragraphs))
        elif self.section:
            parts.append(self.section)
        parts.append(f"(p.{self.page})")
        return " ".join(parts)

    @property
    def context_header(self) -> str:
        """Short context line to prepend to ``text`` for embedding (not part of the quote)."""
        bits = [self.regulation, self.article_label if self.article else self.section]
        return " > ".join(b for b in bits if b)


@dataclass
class _State:
    regulation: str = ""
    article: str = ""
    article_title: str = ""
    section: str = ""
    paragraph: str = ""


@dataclass
class _Line:
    text: str
    paragraph: str
    block_start: bool
    heading: bool
    content: bool = True  # False for a heading line with no body text of its own


@dataclass
class _Segment:
    page: int
    state: _State
    lines: list[_Line] = field(default_factory=list)

    def has_body(self) -> bool:
        return any(line.content and line.text for line in self.lines)


@dataclass
class _Unit:
    text: str
    sep: str  # whitespace that precedes the unit in the original text
    paragraph: str
    block: int  # index of the block the unit belongs to


def chunk_document(doc: ParsedDocument, *, size: int = 800, overlap: int = 120) -> list[Chunk]:
    """Split ``doc`` into chunks of at most about ``size`` characters (see module docstring)."""
    if size < 50:
        raise ValueError("size must be at least 50 characters")
    if overlap < 0 or overlap >= size // 2:
        raise ValueError("overlap must be >= 0 and smaller than size / 2")

    segments = _segments(doc)
    chunks: list[Chunk] = []
    for segment in segments:
        state = segment.state
        section_codes = find_codes(state.section)  # once per segment, not per chunk
        for text, paragraphs in _split_segment(segment, size, overlap):
            text = text.strip()
            if not text:
                continue
            codes = section_codes + find_codes(text)
            chunks.append(
                Chunk(
                    index=len(chunks),
                    text=text,
                    page=segment.page,
                    regulation=state.regulation,
                    article=state.article,
                    article_title=state.article_title,
                    paragraphs=paragraphs,
                    section=state.section,
                    error_codes=tuple(dict.fromkeys(codes)),
                    language=detect_language(text, default=doc.language),
                )
            )
    return chunks


# --- segmentation -------------------------------------------------------------------------


def _segments(doc: ParsedDocument) -> list[_Segment]:
    has_articles = has_article_structure(doc.text)
    state = _State(regulation=doc.title if has_articles else "")
    segments: list[_Segment] = []
    for page in doc.pages:
        if not page.has_text:
            continue
        lines = split_inline_boundaries(page.text).split("\n")
        infos = classify_lines(lines, in_article=bool(state.article), has_articles=has_articles)
        current = _Segment(page.number, _copy(state))
        for info in infos:
            if not info.display:
                continue
            if info.kind in ("article", "section", "regulation"):
                if info.kind == "regulation" and info.display == state.regulation:
                    # Title repeated (document heading or running header): not a new regulation.
                    new_state = _copy(state)
                    new_state.section = info.section
                    if state.article:
                        current.lines.append(_Line(info.display, state.paragraph, True, True, False))
                        continue
                elif info.kind == "regulation":
                    new_state = _State(regulation=info.display, section=info.section)
                elif info.kind == "article":
                    new_state = _copy(state)
                    new_state.article, new_state.article_title = info.article, info.article_title
                    new_state.paragraph = info.paragraph
                else:
                    new_state = _copy(state)
                    new_state.section = info.section
                    if info.clears_article:
                        new_state.article = new_state.article_title = new_state.paragraph = ""
                if current.lines:
                    segments.append(current)
                state = new_state
                current = _Segment(page.number, _copy(state))
                current.lines.append(_Line(info.display, state.paragraph, True, True, info.kind == "article" and info.has_body))
                continue
            if info.paragraph:
                state.paragraph = info.paragraph
            current.lines.append(_Line(info.display, state.paragraph, info.block_start, False))
        if current.lines:
            segments.append(current)
    return _merge_heading_only(segments)


def _copy(state: _State) -> _State:
    return _State(state.regulation, state.article, state.article_title, state.section, state.paragraph)


def _merge_heading_only(segments: list[_Segment]) -> list[_Segment]:
    """Attach body-less heading segments to the next segment on the same page."""
    out: list[_Segment] = []
    pending: list[_Line] = []
    pending_page = None
    for i, segment in enumerate(segments):
        if pending and pending_page == segment.page:
            segment.lines = pending + segment.lines
        pending, pending_page = [], None
        if not segment.has_body() and i + 1 < len(segments):
            pending, pending_page = segment.lines, segment.page
            continue
        out.append(segment)
    return out


# --- splitting ----------------------------------------------------------------------------


def _split_segment(segment: _Segment, size: int, overlap: int) -> list[tuple[str, tuple[str, ...]]]:
    lines = [line for line in segment.lines if line.text]
    whole = "\n".join(line.text for line in lines)
    if len(whole) <= size:
        return [(whole, _ordered({line.paragraph for line in lines}))]

    # Blocks: a heading or a paragraph/item start opens a new block.
    blocks: list[list[_Line]] = []
    for line in lines:
        if not blocks or line.block_start or line.heading or (blocks[-1] and blocks[-1][-1].heading):
            blocks.append([])
        blocks[-1].append(line)

    budget = max(size - overlap - 1, size // 2)
    units: list[_Unit] = []
    block_len: list[int] = []
    for b, block in enumerate(blocks):
        text = "\n".join(line.text for line in block)
        block_len.append(len(text))
        if len(text) <= budget:
            units.append(_Unit(text, "\n", block[0].paragraph, b))
            continue
        for line in block:
            first = True
            for sep, sentence in sentence_pieces(line.text):
                for piece_sep, piece in _hard_split(sentence, budget):
                    unit_sep = "\n" if first else (piece_sep or sep)
                    units.append(_Unit(piece, unit_sep, line.paragraph, b))
                    first = False

    results: list[tuple[str, tuple[str, ...]]] = []
    current: list[_Unit] = []
    prefix = ""
    prefix_paragraphs: set[str] = set()

    def emit() -> None:
        nonlocal prefix, prefix_paragraphs
        body = current[0].text + "".join(u.sep + u.text for u in current[1:])
        text = (prefix + "\n" + body) if prefix else body
        paragraphs = _ordered(prefix_paragraphs | {u.paragraph for u in current})
        results.append((text, paragraphs))
        prefix, prefix_paragraphs = _tail(current, overlap)

    length = 0
    for k, unit in enumerate(units):
        limit = size - (len(prefix) + 1 if prefix else 0)
        add = len(unit.text) + (len(unit.sep) if current else 0)
        starts_block = k == 0 or units[k - 1].block != unit.block
        if current:
            overflow = length + add > limit
            # Prefer a clean break before a block that would not fit anyway.
            early = (
                starts_block
                and length >= limit // 2
                and length + block_len[unit.block] + 1 > limit
                and block_len[unit.block] <= budget
            )
            if overflow or early:
                emit()
                current, length = [], 0
                limit = size - (len(prefix) + 1 if prefix else 0)
                add = len(unit.text)
        if not current and prefix and len(prefix) + 1 + len(unit.text) > size:
            prefix = _trim_left(prefix, size - len(unit.text) - 1)
        current.append(unit)
        length += add
    if current:
        emit()
    return results


def _hard_split(sentence: str, budget: int) -> list[tuple[str, str]]:
    """Split an over-long sentence at spaces (or anywhere, as a last resort)."""
    if len(sentence) <= budget:
        return [("", sentence)]
    pieces: list[tuple[str, str]] = []
    rest = sentence
    sep = ""
    while len(rest) > budget:
        cut = rest.rfind(" ", budget // 2, budget + 1)
        if cut <= 0:
            cut = budget
            pieces.append((sep, rest[:cut]))
            rest, sep = rest[cut:], ""
        else:
            pieces.append((sep, rest[:cut]))
            rest, sep = rest[cut + 1 :], " "
    if rest:
        pieces.append((sep, rest))
    return pieces


def _trim_left(text: str, limit: int) -> str:
    """Keep at most ``limit`` characters from the end of ``text``, starting at a word."""
    if limit <= 0:
        return ""
    if len(text) <= limit:
        return text
    window = text[-limit:]
    space = window.find(" ")
    return window[space + 1 :] if 0 <= space < len(window) // 2 else window


def _tail(units: list[_Unit], overlap: int) -> tuple[str, set[str]]:
    """The last ~``overlap`` characters of a chunk, starting at a sentence or word boundary."""
    if overlap <= 0 or not units:
        return "", set()
    text = units[0].text + "".join(u.sep + u.text for u in units[1:])
    if len(text) <= overlap:
        tail = text
    else:
        # Prefer starting at a sentence or line start, allowing up to 1.5x overlap.
        wide = text[-(overlap * 3 // 2) :]
        # The window's own start is mid-sentence: only a sentence that starts inside it will do.
        cut = next((a for a, _ in sentence_spans(wide) if a and len(wide) - a >= overlap // 3), None)
        tail = wide[cut:] if cut is not None else _trim_left(text, overlap)
    tail = tail.strip()
    # Paragraph markers of the units the tail came from.
    paragraphs: set[str] = set()
    covered = 0
    for unit in reversed(units):
        paragraphs.add(unit.paragraph)
        covered += len(unit.text) + len(unit.sep)
        if covered >= len(tail):
            break
    return tail, paragraphs


def _ordered(paragraphs: set[str]) -> tuple[str, ...]:
    return tuple(sorted((p for p in paragraphs if p), key=lambda p: CIRCLED.find(p)))
