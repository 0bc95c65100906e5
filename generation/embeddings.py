"""Embeddings for hybrid search: OpenAI-compatible when a key is set, none otherwise (BM25 only)."""
from __future__ import annotations

from django.conf import settings

from . import llm

# The embeddings endpoint accepts many inputs per request; batching keeps ingestion to a few calls.
EMBED_BATCH = 96


def embeddings_enabled() -> bool:
    return llm.model_configured() and bool(settings.OPENAI_EMBEDDING_MODEL)


def search_mode() -> str:
    return "hybrid (BM25 + OpenAI embeddings)" if embeddings_enabled() else "BM25 only (no OPENAI_API_KEY)"


def texts_embed(texts: list[str]) -> list[list[float]]:
    vectors: list[list[float]] = []
    for start in range(0, len(texts), EMBED_BATCH):
        vectors.extend(llm.embed(texts[start : start + EMBED_BATCH]))
    return vectors


def query_embed(text: str) -> list[float] | None:
    if not embeddings_enabled():
        return None
    return llm.embed([text])[0]
