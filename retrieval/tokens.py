"""What goes into the BM25 field, and what a query asks for exactly.

Korean BM25 uses Kiwi morphemes rather than Weaviate's own Korean tokenizer: the same analyzer the
verification engine uses (so "휴학 기간" and "휴학은 … 기간" meet on "휴학"), no server-side flag to
enable, and it works unchanged against any Weaviate server or cluster. Documents and questions go
through the same function, so whatever the analyzer does, both sides agree:

- Korean: content morphemes (nouns, verb/adjective lemmas, numbers) of each word analysed on its own
  and remembered (``korean_words``); a noun with a derivational suffix also yields the joined word
  (감속+기 → 감속, 감속기). Light words that occur everywhere (하다, 되다, 있다, 수, 때 …) are dropped:
  in a short chunk they outweigh the one word that matters.
- Latin script: words by regex (Kiwi keeps the final period on "bus." and splits long unknown words),
  lower-cased, English stop words dropped, Snowball-stemmed (replaced/replace → replac).
- Identifiers morphology would split ("C4A15" → C/4/A/15, "제25조" → 제/25/조) are removed from the
  text and added back as whole tokens, so an exact code or article matches the chunk that holds it
  and its fragments ("a", "25") do not match everything else.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from verification.engine.citations import ARTICLE, article_label

from .korean_words import korean_tokens, prime, tokens_of, words
from .parsing.structure import extract_error_codes, normalize_error_code

_KOREAN_ARTICLE = re.compile(ARTICLE)  # the engine's pattern: chunks and citations read articles alike
_ENGLISH_ARTICLE = re.compile(r"\bArticle\s+(\d+)(?:-(\d+))?\b", re.IGNORECASE)
# Words shaped like error codes (C4A15, E-102, ERR_17; each end of "E101-E105"), compared after
# normalising with what find_error_codes found.
_CODE_LIKE = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]*[-_]?\d+(?:[A-Za-z]{1,2}\d+)?(?![A-Za-z0-9])")
# What a removed code or article leaves: a one-letter Latin word, so that the particle after it
# ("C4A15는", "제25조에") stays attached to something Kiwi reads as a foreign word, not a noun of its own.
_GONE = "Q"
# "1." / "2)" / "(3)" numbering a line: not the number a question asks about ("joint 2").
_LIST_MARKER = re.compile(r"^[ \t]*(?:\(\d{1,2}\)|\d{1,2}[.)](?!\d))(?=\s)", re.MULTILINE)
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")

# Negation matters to verification, not to finding a passage: "환불되지 않는" and "환불" are the same topic.
_ENGLISH_STOP = frozenset(
    "a an the and or but if of to in on at by for with from as is are was were be been being do does did "
    "done have has had having i you he she it we they me my your our their this that these those there "
    "what which who whom whose when where why how can could should would will shall may might must "
    "not no yes so than then too very just also about into over under again any all each some such "
    "only own same other more most much many s t".split()
)


@dataclass(frozen=True)
class QueryTerms:
    tokens: str
    error_codes: tuple[str, ...]
    articles: tuple[str, ...]


def find_error_codes(text: str, *, question: bool = False) -> list[str]:
    """Codes in the form chunking stores them (C4A15, E102, ERR-17); questions are read loosely."""
    return list(extract_error_codes(text, loose=question))


def find_articles(text: str) -> list[str]:
    found = [article_label(m.group(1), m.group(2)) for m in _KOREAN_ARTICLE.finditer(text)]
    found += [
        f"Article {m.group(1)}" + (f"-{m.group(2)}" if m.group(2) else "")
        for m in _ENGLISH_ARTICLE.finditer(text)
    ]
    return list(dict.fromkeys(found))


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
    return QueryTerms(
        tokens=" ".join(search_tokens(question, question=True)),
        error_codes=tuple(find_error_codes(question, question=True)),
        articles=tuple(find_articles(question)),
    )


def _take_identifiers(text: str, *, question: bool) -> tuple[list[str], str]:
    """Whole-token codes and articles, and the text with them (and list numbering) blanked out."""
    tokens = [a.replace(" ", "_").lower() for a in find_articles(text)]
    rest = _LIST_MARKER.sub(" ", _ENGLISH_ARTICLE.sub(_GONE, _KOREAN_ARTICLE.sub(_GONE, text)))
    codes = find_error_codes(text, question=question)
    if codes:
        tokens += [code.lower() for code in codes]
        found = set(codes)
        # One fixed pattern for every code-like word rather than one compiled per code: thousands of
        # distinct codes in a manual made re-compiling a quarter of the tokenizing time.
        rest = _CODE_LIKE.sub(lambda m: _GONE if normalize_error_code(m.group(0)) in found else m.group(0), rest)
    return tokens, rest


def _latin_tokens(text: str) -> list[str]:
    words = (w.lower().replace("’", "'").split("'")[0] for w in _LATIN_WORD.findall(text))
    return [_stem(w) for w in words if w not in _ENGLISH_STOP and len(w) > 1]


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    return _stemmer().stemWord(word)


@lru_cache(maxsize=1)
def _stemmer():
    import snowballstemmer

    return snowballstemmer.stemmer("english")

