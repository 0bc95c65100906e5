"""What goes into the BM25 field, and what a query asks for exactly.

Korean BM25 uses Kiwi morphemes rather than Weaviate's own Korean tokenizer: the same analyzer the
verification engine uses (so "휴학 기간" and "휴학은 … 기간" meet on "휴학"), no server-side flag to
enable, and it works unchanged against any Weaviate server or cluster. Identifiers that morphology
would split ("C4A15" → C/4/A/15, "제25조" → 제/25/조) are added back as whole tokens so that an exact
code or article in a question matches the chunk that holds it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from verification.engine.morph import content_tokens

from .parsing.structure import extract_error_codes

KOREAN_ARTICLE = re.compile(r"제\s*(\d+)\s*조(?:\s*의\s*(\d+))?")
ENGLISH_ARTICLE = re.compile(r"\bArticle\s+(\d+)(?:-(\d+))?\b", re.IGNORECASE)


@dataclass(frozen=True)
class QueryTerms:
    tokens: str
    error_codes: tuple[str, ...]
    articles: tuple[str, ...]


def find_error_codes(text: str, *, question: bool = False) -> list[str]:
    """Codes in the form chunking stores them (C4A15, E102, ERR-17); questions are read loosely."""
    return list(extract_error_codes(text, loose=question))


def find_articles(text: str) -> list[str]:
    found = [
        f"제{m.group(1)}조" + (f"의{m.group(2)}" if m.group(2) else "")
        for m in KOREAN_ARTICLE.finditer(text)
    ]
    found += [
        f"Article {m.group(1)}" + (f"-{m.group(2)}" if m.group(2) else "")
        for m in ENGLISH_ARTICLE.finditer(text)
    ]
    return _unique(found)


def identifier_tokens(text: str, *, question: bool = False) -> list[str]:
    """Whole-token forms of codes and articles, lower-cased like the BM25 field."""
    ids = [c.lower() for c in find_error_codes(text, question=question)]
    ids += [a.replace(" ", "_").lower() for a in find_articles(text)]
    return ids


def index_text(*parts: str) -> str:
    """The BM25 field for a chunk: morphemes of its text and headings plus identifier tokens."""
    joined = "\n".join(p for p in parts if p)
    return " ".join(content_tokens(joined) + identifier_tokens(joined))


def query_terms(question: str) -> QueryTerms:
    return QueryTerms(
        tokens=" ".join(content_tokens(question) + identifier_tokens(question, question=True)),
        error_codes=tuple(find_error_codes(question, question=True)),
        articles=tuple(find_articles(question)),
    )


def _unique(items) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        seen.setdefault(item, None)
    return list(seen)
