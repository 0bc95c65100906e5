"""Names the given sources themselves list as alternatives of one kind: the rows of one table column, the items
of one enumeration.

``names`` tells two names of one kind apart by their form (offices, proper nouns, model names). Ordinary nouns
("전화" / "채팅", "email" / "chat", "monthly" / "annual") have no such form; but when a source lists them side by
side — the first cells of a table's rows, the items of "A, B and C" or "A·B·C" — it says itself that they are
alternatives of one kind, so a claim that puts one where its source states the other names another thing.
Read from the sources' layout only, never from a word list.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from textkit import particles
from textkit.normalize import squash
from textkit.tables import cells, is_separator, pipe_blocks

MAX_ITEM_WORDS = 3  # an alternative is a short name, not a clause
MAX_ITEM_CHARS = 24
_DIGIT = re.compile(r"\d")
_PAREN = re.compile(r"\s*[(（][^)）]*[)）]")
# "A, B and C", "A, B, or C", "A·B·C", "A/B/C" inside a sentence.
_LIST = re.compile(r"([^,.;:()·/\n]{1,30}(?:\s*(?:,|·|/)\s*[^,.;:()·/\n]{1,30}){1,8}"
                   r"(?:,?\s+(?:and|or)\s+[^,.;:()·/\n]{1,30})?)")
_VALUE_TAIL = re.compile(r"\s+\d[\d,.:]*\s*[^\s\d]{0,4}$")
_LAST = re.compile(r",?\s+(?:and|or)\s+")


def _key(text: str) -> str:
    return squash(text).lower()


def _item(text: str) -> tuple[str, ...]:
    """The keys a list item or table cell names (with and without its parenthesised gloss), or () when it is
    not a short name (a value, a clause)."""
    text = text.strip().strip("*").strip()
    if not text or _DIGIT.search(text) or len(text) > MAX_ITEM_CHARS or len(text.split()) > MAX_ITEM_WORDS:
        return ()
    bare = _PAREN.sub("", text).strip()
    keys = {_key(text), _key(bare)} - {""}
    return tuple(keys)


def _group(items: Iterable[str]) -> frozenset[str] | None:
    keys = [k for it in items for k in _item(it)]
    if len(set(keys)) < 2:
        return None
    return frozenset(keys)


def _tables(text: str) -> list[frozenset[str]]:
    """Per table column: the names its rows give (the header row aside)."""
    out: list[frozenset[str]] = []
    for block in pipe_blocks(text):
        rows = [r for r in (cells(ln) for ln in block) if not is_separator(r)]
        if len(rows) > 2:  # a header and at least two records
            for col in range(min(len(r) for r in rows)):
                g = _group(r[col] for r in rows[1:])
                if g:
                    out.append(g)
    return out


def _lists(text: str) -> list[frozenset[str]]:
    out = []
    for m in _LIST.finditer(text):
        parts = [p for p in re.split(r"\s*(?:,|·|/)\s*", _LAST.sub(", ", m.group(1))) if p.strip()]
        out += _valued(parts)
        if len(parts) < 2:
            continue
        # The first item runs on from the words before the list ("we accept Visa"), the last into the words
        # after it ("month of use", "사진을 낸다"): they keep as many words as the items between them have.
        width = max((len(p.split()) for p in parts[1:-1]), default=1)
        parts[0] = " ".join(parts[0].split()[-width:])
        parts[-1] = particles.bare(" ".join(parts[-1].split()[:width]))
        if any(not _item(p) for p in parts):
            continue  # a list of clauses or values, not of names
        g = _group(parts)
        if g:
            out.append(g)
    return out


def _valued(parts: list[str]) -> list[frozenset[str]]:
    """"평균 응답 시간은 전화 48초, 채팅 27초": consecutive items that each end in a value list the names right
    before their values."""
    out, run = [], []
    for p in parts + [""]:
        m = _VALUE_TAIL.search(p)
        name = p[:m.start()].split()[-1:] if m else []
        if name and _item(name[0]):
            run.append(name[0])
            continue
        g = _group(run) if len(run) > 1 else None
        if g:
            out.append(g)
        run = []
    return out


@lru_cache(maxsize=512)
def _groups_of(text: str) -> tuple[frozenset[str], ...]:
    return tuple(_tables(text) + _lists(text))


def sibling_groups(texts: Iterable[str]) -> tuple[frozenset[str], ...]:
    """Every group of alternatives the ``texts`` list (keys: squashed, lower-cased)."""
    return tuple(g for t in texts for g in _groups_of(t))


def siblings(a: str, b: str, groups: Iterable[frozenset[str]]) -> bool:
    """Whether one listed group holds both ``a`` and ``b`` (as written or squashed)."""
    ka, kb = _key(a), _key(b)
    return ka != kb and any(ka in g and kb in g for g in groups)
