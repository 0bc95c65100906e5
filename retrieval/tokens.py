"""What goes into the BM25 field, and what a query asks for exactly.

Korean BM25 uses Kiwi morphemes rather than Weaviate's own Korean tokenizer: the same analyzer the
verification engine uses (so "휴학 기간" and "휴학은 … 기간" meet on "휴학"), no server-side flag to
enable, and it works unchanged against any Weaviate server or cluster. Documents and questions go
through the same function, so whatever the analyzer does, both sides agree:

- Korean: content morphemes (nouns, verb/adjective lemmas, numbers) of each word analysed on its own
  and remembered (``textkit.words``); a noun with a derivational suffix also yields the joined word
  (감속+기 → 감속, 감속기). Light words that occur everywhere (하다, 되다, 있다, 수, 때 …) are dropped:
  in a short chunk they outweigh the one word that matters.
- Latin script: words by regex (Kiwi keeps the final period on "bus." and splits long unknown words),
  lower-cased, English stop words dropped, Snowball-stemmed (replaced/replace → replac).
- Identifiers morphology would split ("C4A15" → C/4/A/15, "제25조" → 제/25/조) are removed from the
  text and added back as whole tokens, so an exact code or article matches the chunk that holds it
  and its fragments ("a", "25") do not match everything else. They are read with
  ``textkit.identifiers``, as the engine reads them.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from textkit.identifiers import ARTICLE_EN, ARTICLE_RE, code_occurrences, find_articles, find_codes
from textkit.stemming import english_stem as _stem
from textkit.stopwords import ENGLISH_STOPWORDS
from textkit.variants import query_variants
from textkit.words import korean_tokens, prime, tokens_of, words

# Bump whenever what goes into the BM25 field or the exact-match metadata changes (tokens, code or
# article normal forms): a collection built by another version is stale and ``manage.py reindex``
# rebuilds it. 2: codes in one normal form (ERR17, AL12, SKG3), one English stop-word list.
INDEX_VERSION = 2

# What a removed code or article leaves: a one-letter Latin word, so that the particle after it
# ("C4A15는", "제25조에") stays attached to something Kiwi reads as a foreign word, not a noun of its own.
_GONE = "Q"
# "1." / "2)" / "(3)" numbering a line: not the number a question asks about ("joint 2").
_LIST_MARKER = re.compile(r"^[ \t]*(?:\(\d{1,2}\)|\d{1,2}[.)](?!\d))(?=\s)", re.MULTILINE)
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")


@dataclass(frozen=True)
class QueryTerms:
    tokens: str
    error_codes: tuple[str, ...]
    articles: tuple[str, ...]


def search_tokens(text: str, *, question: bool = False) -> list[str]:
    """BM25 tokens of ``text`` (see the module docstring); the same rules for documents and questions."""
    identifiers, rest = _take_identifiers(text, question=question)
    return identifiers + korean_tokens(rest) + _latin_tokens(rest)


def index_text(*parts: str) -> str:
    """The BM25 field for a chunk: tokens of its text and headings."""
    return index_texts([parts])[0]


def index_texts(chunks: Iterable[Sequence[str]]) -> list[str]:
    """``index_text`` for many chunks (each given as its parts); their new Korean words are analysed
    together, on every core."""
    prepared = [_take_identifiers("\n".join(p for p in parts if p), question=False) for parts in chunks]
    word_lists = [words(rest) for _ids, rest in prepared]
    table = prime(word_lists)
    return [
        " ".join(ids + tokens_of(word_list, table) + _latin_tokens(rest))
        for (ids, rest), word_list in zip(prepared, word_lists)
    ]


def query_terms(question: str) -> QueryTerms:
    """What a question asks for: its tokens plus those of the document forms of its everyday words
    (``textkit.variants``: "돌려받아" also searches 반환/환불, "분납" 분할납부, "money back" refund)."""
    tokens = search_tokens(question, question=True)
    for form in query_variants(question):
        tokens += [t for t in search_tokens(form, question=True) if t not in tokens and not t.isdigit()]
    return QueryTerms(
        tokens=" ".join(tokens),
        error_codes=find_codes(question, question=True),
        articles=tuple(find_articles(question)),
    )


def _take_identifiers(text: str, *, question: bool) -> tuple[list[str], str]:
    """Whole-token codes and articles, and the text with them (and list numbering) blanked out."""
    tokens = [a.replace(" ", "_").lower() for a in find_articles(text)]
    rest = _LIST_MARKER.sub(" ", ARTICLE_EN.sub(_GONE, ARTICLE_RE.sub(_GONE, text)))
    codes = find_codes(text, question=question)
    if codes:
        tokens += [code.lower() for code in codes]
        found = set(codes)
        # Blanking the articles moved the offsets: find the codes again in what is left.
        for o in reversed(code_occurrences(rest)):
            if o.key in found:
                rest = rest[:o.start] + _GONE + rest[o.end:]
    return tokens, rest


def _latin_tokens(text: str) -> list[str]:
    words = (w.lower().replace("’", "'").split("'")[0] for w in _LATIN_WORD.findall(text))
    return [_stem(w) for w in words if w not in ENGLISH_STOPWORDS and len(w) > 1]


