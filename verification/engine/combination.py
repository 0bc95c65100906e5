"""Before generation: is what the question names as one thing stated together, or only its words apart?

A near miss names every word the passages hold, only not together: "afternoon electives" where the guide
has afternoon sessions and electives in other paragraphs, "annual premium" where a table gives monthly
premiums and an annual limit. ``addressing`` finds each subject term somewhere in a document; this module
holds each pair of terms the question writes side by side ("afternoon electives", "grease kit", "출장 식비") to one
window of a few sentences of one passage, read with the passage's document title and heading (a heading
names what its sentences are about: "제8조(일비와 식비)"). Only adjacent pairs: terms a question writes apart
("the hotel cap … on an overseas business trip") often name the document's topic and the detail asked,
which a document states in different places.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textkit.sentences import split_sentences

from .addressing import AskedTerm, Haystack, asked_terms, checkable, holds_subject, term_present

# Sentences per window: a statement and the one or two that qualify it. One sentence alone refuses
# answerable questions whose pair is split by a list or a table row (measured on the calibration questions).
WINDOW = 3


@dataclass(frozen=True)
class Document:
    """One document's retrieved passages: its title and file name, and each passage as (heading, text)."""

    title: str
    file: str
    passages: tuple[tuple[str, str], ...]

    @property
    def text(self) -> str:
        return "\n".join([self.title, self.file, *(f"{h}\n{t}" for h, t in self.passages)])


def adjacent_pairs(question: str, terms: Sequence[AskedTerm]) -> list[tuple[AskedTerm, AskedTerm]]:
    """Pairs of subject terms of the main clause that ``question`` writes next to each other, with at most a
    space between ("afternoon electives"; 출장 + 식비 of "해외출장 식비"). Pairs, not longer runs: a run also
    takes in a predicate ("is the spraying drone waterproof") or a plan's name before what is asked of it
    ("premier plan monthly price"), which a document states apart (measured on the calibration questions)."""
    subject = [t for t in terms if t.kind in ("noun", "word", "name") and not t.situation and not t.part]
    low = question.lower()
    spans: list[tuple[int, int, AskedTerm]] = []
    for t in subject:
        edge, tail = (r"(?<![a-z])", r"(?![a-z])") if t.script == "en" else ("", "")
        m = re.search(edge + re.escape(t.text.lower()) + tail, low)
        if m:
            spans.append((m.start(), m.end(), t))
    spans.sort(key=lambda span: span[0])
    return [(a, b) for (_, end, a), (start, _, b) in zip(spans, spans[1:])
            if 0 <= start - end <= 1 and not low[end:start].strip()]


def scattered_terms(question: str, documents: Sequence[Document], *, read: Sequence[Haystack] | None = None,
                    holding: Sequence[bool] | None = None) -> list[AskedTerm]:
    """The first pair of adjacent subject terms (``adjacent_pairs``) that no document holding the question's
    subject states within one window of ``WINDOW`` sentences; [] when one states every pair, or when the
    question writes no terms side by side. ``read`` (each document's ``Document.text`` read as a
    ``Haystack``) and ``holding`` (whether each holds the subject: ``addressing.documents_absent``) are what
    the caller has worked out already; without them they are worked out here."""
    pairs = adjacent_pairs(question, asked_terms(question))
    if not pairs:
        return []
    named: list[AskedTerm] = []
    for i, document in enumerate(documents):
        if not (holding[i] if holding is not None else holds_subject(question, document.text)):
            continue
        hay = read[i] if read is not None else Haystack.of(document.text)
        todo = [p for p in pairs if all(checkable(t, hay) for t in p)]
        windows = _Windows(document)  # prepared as far as a pair needs them, once for all pairs
        apart = [p for p in todo if not any(all(term_present(t, w) for t in p) for w in windows)]
        if not apart:
            return []
        named = named or list(apart[0])
    return named


class _Windows:
    """Each window of ``WINDOW`` sentences of each passage of a document, under its title and the passage's
    heading, prepared for look-ups when first read: a pair stated in an early window needs no later one."""

    def __init__(self, document: Document) -> None:
        self._pending = _windows(document)
        self._ready: list[Haystack] = []

    def __iter__(self):
        i = 0
        while True:
            if i == len(self._ready):
                window = next(self._pending, None)
                if window is None:
                    return
                self._ready.append(window)
            yield self._ready[i]
            i += 1


def _windows(document: Document):
    for heading, text in document.passages:
        sentences = split_sentences(text) or [text]
        for i in range(max(1, len(sentences) - WINDOW + 1)):
            yield Haystack.of("\n".join([document.title, document.file, heading, *sentences[i:i + WINDOW]]))
