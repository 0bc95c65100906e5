"""A code of a list of codes with labels, given by a claim to another item's label.

Sources list codes with what each means in one sentence: "choose the claim type: T1 theft from home, T2 theft away
from home, D1 accidental damage", "오류 코드: E1 수위 부족, E2 과열". Every word and code of "For theft away from home
choose T1" is in that sentence, so coverage calls it supported, yet the list gives T1 to another item. Here such a
list is read as code → label pairs; a claim clause that holds one code of the list with the label of another code and
not its own binds the code to the wrong item: a contradiction.

Only lists of at least two pairs in one sentence, codes shaped as ``textkit.identifiers.CODE``, labels of two
words or more (one word is too often part of another label), compared as whole phrases in the claim's clause.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.identifiers import CODE
from textkit.normalize import squash

from .reading import layout

# A pair: the code after a list boundary (start, a colon, a comma, a semicolon, "and"/"및"), then its label up to the
# next boundary.
_PAIR = re.compile(r"(?:^|[:,;]\s*|\band\s+|및\s*)(" + CODE + r")\s+([^,;:.()|]{3,60}?)(?=\s*(?:[,;.]|\band\b|및|$))")
_CLAUSE = re.compile(r"[,;]|\band\b|\bbut\b|고\s|며\s|이며|이고")
MIN_PAIRS = 2
MIN_LABEL_WORDS = 2


@lru_cache(maxsize=1024)
def code_pairs(text: str) -> dict[str, str]:
    """code → label (as written) for every list of codes with labels in ``text`` (see the docstring)."""
    out: dict[str, str] = {}
    for sentence in layout(text).sentences:
        found = [(m.group(1).upper(), m.group(2).strip()) for m in _PAIR.finditer(sentence)]
        found = [(c, lab) for c, lab in found if len(lab.split()) >= MIN_LABEL_WORDS]
        if len(found) < MIN_PAIRS or len({c for c, _ in found}) != len(found):
            continue
        for c, lab in found:
            out.setdefault(c, lab)
    return out


def _key(label: str) -> str:
    return squash(label).lower()


def misbound_code(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(code, the label the claim gives it, its own label) when a clause of ``claim`` gives a listed code of
    ``evidence`` another code's label and not its own; else None."""
    pairs = code_pairs(evidence)
    if len(pairs) < MIN_PAIRS:
        return None
    for clause in _CLAUSE.split(claim):
        codes = [c for c in pairs if re.search(r"(?<![A-Za-z0-9])" + re.escape(c) + r"(?![A-Za-z0-9])", clause, re.I)]
        if len(codes) != 1:
            continue
        code = codes[0]
        said = squash(clause).lower()
        if _key(pairs[code]) in said:
            continue
        # The longest other label the clause holds ("theft away from home" before a shorter one inside it).
        others = sorted((lab for c, lab in pairs.items() if c != code and _key(lab) in said), key=len, reverse=True)
        if others:
            return code, others[0], pairs[code]
    return None
