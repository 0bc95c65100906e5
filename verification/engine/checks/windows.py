"""The evidence windows of a source: each sentence alone and with a neighbour, with or without the heading and
lead-in it is read under (``_windows_at``), each read once per source and cached (``_window``, ``_row_window``),
so that a claim only compares its words with them; ``prepare_windows`` reads them all while the model writes.
How a source is split is ``reading``; which window supports a claim best is ``lexical``.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..analysis import Analysis, analyse
from ..phrasal import prepare_evidence as phrasal_evidence
from .assertion import asks_only, speculative
from .overlap import _ascii_by_prefix
from .reading import Layout, _analyses, _bigrams, _merge, _needs_lead, _row_cells, _row_read, layout


@lru_cache(maxsize=512)  # a source's every bigram: kept for the sources of the last answers only
def _context_grams(source_text: str) -> tuple[frozenset[str], ...]:
    """Per sentence of ``source_text``: its character bigrams with those of the heading and lead-in it is read
    with (what candidate sentences are picked by; the same for every claim compared with the source)."""
    lay = layout(source_text)
    out = []
    for i, sentence in enumerate(lay.sentences):
        ctx = lay.headings[i] + ((lay.leads[i],) if lay.leads[i] is not None else ())
        out.append(_bigrams(sentence).union(*(_bigrams(lay.sentences[j]) for j in ctx)))
    return tuple(out)


@lru_cache(maxsize=8192)
def _window(source_text: str, head: tuple[int, ...], lead: tuple[int, ...], idx: tuple[int, ...],
            context: str) -> Analysis:
    """The analysis of one evidence window of prose (sentences ``idx`` with their lead-in and heading, read with
    ``context``): the same for every claim, so read once per source, not once per claim."""
    sentences = layout(source_text).sentences
    extra = [analyse(context)] if context.strip() else []
    return _merge(_analyses(sentences, lead + idx), [analyse(sentences[j]) for j in head] + extra)


@lru_cache(maxsize=8192)
def _row_window(source_text: str, head: tuple[int, ...], lead: tuple[int, ...], idx: tuple[int, ...], context: str,
                keeps: tuple[tuple[int, ...], ...]) -> tuple[Analysis, tuple[Analysis, ...]]:
    """A window of table rows (``idx``, under the header row ``lead``) and its rows, each read with the cells
    ``keeps`` gives it carrying polarity (``row_keep``: what a claim makes of the row; () reads the row whole).
    Claims that name the same columns read the same window: cached, not merged again for each."""
    sentences = layout(source_text).sentences
    extra = [analyse(context)] if context.strip() else []
    rows = tuple(_row_read(sentences[lead[0]], sentences[j], keep) if keep else analyse(sentences[j])
                 for j, keep in zip(idx, keeps))
    win = _merge(list(rows), [analyse(sentences[lead[0]])] + [analyse(sentences[j]) for j in head] + extra)
    return win, rows


def _windows_at(lay: Layout, picked: Sequence[int]) -> list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """The evidence windows around the sentences ``picked`` (in order), as (heading, lead, sentences): each
    sentence alone and with the next or the previous one, without or with the context it is read in."""
    def ctx_of(i: int) -> tuple[int, ...]:
        return lay.headings[i] + ((lay.leads[i],) if lay.leads[i] is not None else ())

    n = len(lay.sentences)
    spans: list[tuple[int, int]] = [(i, i + 1) for i in picked]
    spans += [(i, i + 2) for i in picked if i + 1 < n]
    seen = set(spans)
    spans += [(i - 1, i + 1) for i in picked if i > 0 and (i - 1, i + 1) not in seen]
    windows: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
    for a, b in spans:
        if len({lay.sections[j] for j in range(a, b)}) > 1:
            continue  # a window never spans two sections ("### E12 …" / "### E13 …")
        if not any(_needs_lead(lay, j) for j in range(a, b)) or lay.leads[a] in range(a, b):
            # A list item that only completes its lead-in is read with it: "gift cards;" says nothing alone.
            windows.append(((), (), tuple(range(a, b))))
        ctx = ctx_of(a)
        if ctx and all(ctx_of(j) == ctx for j in range(a, b)):
            head = lay.headings[a]
            lead = (lay.leads[a],) if lay.leads[a] is not None else ()
            windows.append((head, lead, tuple(range(a, b))))
        if b == a + 1 and lay.intros and lay.intros[a] is not None and lay.leads[a] is not None:
            # One row with the sentence that announces its table ("숙박비는 1박당 다음 표의 금액을 한도로 지급한다"), read
            # as a heading for its words. One row only: over two rows its words would join one row's figure to the
            # other's name.
            windows.append((lay.headings[a] + (lay.intros[a],), (lay.leads[a],), (a,)))
    return [(h, le, idx) for h, le, idx in windows if not set(h + le) & set(idx)]


def prepare_windows(source_text: str, context: str = "") -> tuple[str, ...]:
    """Read every evidence window of a source ahead of verification (see ``prepare_sources``; ``context``: the
    source's title, as ``check_claim`` reads it): a claim then only compares its words with them. Returns the
    windows' texts (what a verdict's evidence is), for the layers that read the evidence to prepare too."""
    lay = layout(source_text)
    if not lay.sentences:
        return ()
    _context_grams(source_text)
    texts = []
    for head, lead, idx in _windows_at(lay, range(len(lay.sentences))):
        if lead and all(lay.rows[j] for j in idx):
            for j in idx:
                _row_cells(lay.sentences[lead[0]], lay.sentences[j])
            win = _row_window(source_text, head, lead, idx, context, ((),) * len(idx))[0]  # a claim naming no column
        else:
            win = _window(source_text, head, lead, idx, context)
        _ascii_by_prefix(win.tokens)  # its English words by their first letters, as a claim's are looked up
        win.lookup  # noqa: B018  (its words as ``coverage`` reads them: a window is read against each claim too)
        phrasal_evidence(win.text)  # its phrasal and light verbs, as ``coverage`` reads them of a window too
        asks_only(" ".join(lay.sentences[j] for j in idx))
        texts.append(" ".join(lay.sentences[j] for j in head + lead + idx))
        speculative(texts[-1])
    return tuple(dict.fromkeys(texts))
