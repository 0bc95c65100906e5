"""Search service: the passages a question is answered from.

Hybrid search (BM25 over Kiwi morphemes + vectors when embeddings are configured), exact metadata
lookups for error codes and articles named in the question, then source selection: relevance
normalized to the best hit, a minimum excerpt length, one passage per file+page (chunks of one page are
merged, not dropped) and at most ``max_sources`` passages.

On a Weaviate cluster a search can come back from part of the index only (a node is down and no other
node holds its shards); the result then says so (``SearchResult.degraded``) and the answer must not be
presented as verified.

"One passage per file+page" is applied per article or section: two articles printed on one PDF page
are two passages (each its own citation), while overlapping pieces of one article on one page merge.
Markdown, text and DOCX files are a single "page", so without this the whole file would collapse
into one passage.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from django.db.models import BooleanField, ExpressionWrapper, Q

from textkit.identifiers import code_occurrences

from .models import Source
from .store import SearchHit, get_store
from .tokens import QueryTerms, query_terms, search_tokens

logger = logging.getLogger(__name__)

# How many hits to fetch per selected passage: the filters below discard some.
_OVERFETCH = 4


@dataclass(frozen=True)
class SearchLimits:
    """How many passages a question gets and which ones are good enough (the console's thresholds)."""

    max_sources: int = 5
    min_relevance: float = 0.4  # share of the best hit's score
    min_excerpt_length: int = 20  # characters


@dataclass(frozen=True)
class Passage:
    source_id: int
    title: str
    file: str
    page: int
    text: str
    relevance: float
    regulation: str = ""
    article: str = ""
    article_title: str = ""
    section: str = ""
    exact: bool = False


@dataclass(frozen=True)
class SearchResult(Sequence):
    """The passages for a question (a sequence of Passage) and whether the whole index answered.

    ``degraded``: part of the index (shards on nodes that are down) was not searched, so a passage
    that would have answered may be missing; ``reason`` says what was missing, for logs and operators.
    """

    passages: tuple[Passage, ...] = ()
    degraded: bool = False
    reason: str = ""

    def __getitem__(self, index):
        return self.passages[index]

    def __len__(self) -> int:
        return len(self.passages)


def source_scope(
    *, channel_id: str | None, include_public: bool = True, include_channel: bool = True
) -> tuple[list[int], list[int]]:
    """(visible, hidden) source ids for a question from ``channel_id``.

    Visible: enabled, searchable, and public or that channel's own (a channel's settings may narrow
    this to one of the two). Hidden: every other source — disabled, failed, being ingested, or private
    to another channel (R14).
    """
    allowed = ([""] if include_public else []) + ([channel_id] if channel_id and include_channel else [])
    if not allowed:
        return [], list(Source.objects.values_list("id", flat=True))
    scope = Q(channel_id__in=allowed)
    visible_q = scope & Q(enabled=True, status__in=Source.SEARCHABLE)
    visible, hidden = [], []
    for pk, is_visible in Source.objects.annotate(
        visible=ExpressionWrapper(visible_q, output_field=BooleanField())
    ).values_list("id", "visible"):
        (visible if is_visible else hidden).append(pk)
    return visible, hidden


def passages_search(
    question: str,
    *,
    channel_id: str | None = None,
    limits: SearchLimits,
    query_vector: Sequence[float] | None = None,
    include_public: bool = True,
    include_channel: bool = True,
) -> SearchResult:
    visible, hidden = source_scope(
        channel_id=channel_id, include_public=include_public, include_channel=include_channel
    )
    if not visible:
        return SearchResult()
    terms = query_terms(question)
    store = get_store()
    limit = limits.max_sources * _OVERFETCH
    hits = store.search(terms.tokens, source_ids=visible, hidden_ids=hidden, limit=limit, vector=query_vector)
    exact = store.lookup(
        source_ids=visible, hidden_ids=hidden, error_codes=terms.error_codes, articles=terms.articles,
        limit=limit,
    )
    health = store.health()  # after the queries: a node that dropped out before them shows up here
    # Belt and braces for R14: the store's cheap filter excludes hidden sources, so a chunk whose
    # Source row no longer exists (a delete racing an ingestion) would pass it; drop such chunks here.
    allowed = set(visible)
    hits = [h for h in hits if h.source_id in allowed]
    exact = [h for h in exact if h.source_id in allowed]
    ranked = rank_hits(hits, exact, terms=terms)
    passages = tuple(select_passages(ranked, limits=limits))
    if health.degraded:
        logger.warning("search.degraded passages=%s reason=%s", len(passages), health.reason)
        return SearchResult(passages, degraded=True, reason=health.reason)
    return SearchResult(passages)


def rank_hits(hits: list[SearchHit], exact: list[SearchHit], *, terms: QueryTerms) -> list[Passage]:
    """Exact code/article matches first, then the rest by normalized score.

    Among exact matches, a chunk whose heading names the code (the section that defines it, not one
    that mentions it) and a chunk from a document the question names ("보험 약관 제5조") rank higher.
    """
    top = max((h.score for h in hits), default=0.0) or 1.0
    scored = {h.uuid: _passage(h, h.score / top) for h in hits}
    asked = set(terms.tokens.split())
    for h in exact:
        base = scored.get(h.uuid)
        bonus = 1.0
        if set(terms.error_codes) & _heading_codes(h.section):
            bonus += 0.5
        title = _title_tokens(h.source_name, h.regulation)
        if title:
            bonus += len(asked & title) / len(title)  # share of the document's name in the question
        relevance = (base.relevance if base else 0.0) + bonus
        scored[h.uuid] = replace(base or _passage(h, 0.0), relevance=relevance, exact=True)
    ordered = sorted(scored.values(), key=lambda p: p.relevance, reverse=True)
    # Clamp to 0..1 for display and thresholds; order is already fixed.
    return [replace(p, relevance=min(p.relevance, 1.0)) for p in ordered]


@lru_cache(maxsize=1024)
def _heading_codes(section: str) -> frozenset[str]:
    return frozenset(o.key for o in code_occurrences(section))


@lru_cache(maxsize=1024)
def _title_tokens(*names: str) -> frozenset[str]:
    return frozenset(search_tokens(" ".join(names)))


def select_passages(ranked: list[Passage], *, limits: SearchLimits) -> list[Passage]:
    """Apply the relevance, excerpt-length and file+page(+article) rules, then cap the count."""
    by_page: dict[tuple[str, int, str], Passage] = {}
    order: list[tuple[str, int, str]] = []
    for p in ranked:
        if p.relevance < limits.min_relevance:
            continue
        key = (p.file, p.page, p.article or p.section)
        if key in by_page:
            kept = by_page[key]
            if p.text not in kept.text:
                by_page[key] = replace(kept, text=f"{kept.text}\n{p.text}")
            continue
        by_page[key] = p
        order.append(key)
    selected = [by_page[k] for k in order if len(by_page[k].text.strip()) >= limits.min_excerpt_length]
    return selected[: limits.max_sources]


def _passage(hit: SearchHit, relevance: float) -> Passage:
    return Passage(
        source_id=hit.source_id, title=hit.source_name, file=hit.file, page=hit.page, text=hit.text,
        relevance=relevance, regulation=hit.regulation, article=hit.article,
        article_title=hit.article_title, section=hit.section, exact=hit.exact,
    )
