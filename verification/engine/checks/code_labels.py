"""A code of a list of codes with labels, given by a claim to another item's label: where the engine reads what a
code stands for.

Sources list codes with what each means in one sentence: "choose the claim type: T1 theft from home, T2 theft away
from home, D1 accidental damage", "오류 코드: E1 수위 부족, E2 과열". Every word and code of "For theft away from home
choose T1" is in that sentence, so coverage calls it supported, yet the list gives T1 to another item. Here such a
list is read as code → label pairs; a claim clause that holds one code of the list with the label of another code and
not its own binds the code to the wrong item: a contradiction.

Only lists of at least two pairs in one sentence: codes shaped as ``textkit.identifiers.CODE`` with labels of two
words or more (one word is too often part of another label), or "X for label" pairs ("H for the half marathon, T
for the 10K"), where the "for" states the pairing; labels are compared as whole phrases in the claim's clause (``misbound_code``,
for ``claim``). A legend ("B = Control Box, P = Teach Pendant") is read by its "=" or ":" and crossed by the label
written next after a code (``legend_crossed``, one of the opposites of ``flips``).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from textkit.identifiers import CODE
from textkit.normalize import squash
from textkit.stopwords import ENGLISH_STOPWORDS

from .reading import layout

# A pair: the code after a list boundary (start, a colon, a comma, a semicolon, "and"/"및"), then its label up to the
# next boundary.
_PAIR = re.compile(r"(?:^|[:,;]\s*|\band\s+|및\s*)(" + CODE + r")\s+([^,;:.()|]{3,60}?)(?=\s*(?:[,;.]|\band\b|및|$))")
_CLAUSE = re.compile(r"[,;]|\band\b|\bbut\b|고\s|며\s|이며|이고")
# "H for the half marathon, T for the 10K and F for the Family Mile": a capital letter or a code, "for", its label (one
# word allowed: the "for" states the pairing). Not a bare number: "2 for billing" would make every "2" of a claim a code.
_FOR_PAIR = re.compile(r"(?:^|[:,;]\s*|\band\s+|\bwith\s+)([A-Z]|" + CODE + r")\s+for\s+(?:the\s+)?"
                       r"([^,;:.()|]{2,40}?)(?=\s*(?:[,;.]|\band\b|$))")
MIN_PAIRS = 2
MIN_LABEL_WORDS = 2


@lru_cache(maxsize=1024)
def code_pairs(text: str) -> Mapping[str, str]:
    """code → label (as written) for every list of codes with labels in ``text`` (see the docstring); read-only,
    as the cache shares it."""
    out: dict[str, str] = {}
    for sentence in layout(text).sentences:
        found = [(m.group(1), m.group(2).strip()) for m in _PAIR.finditer(sentence)]
        found = [(c, lab) for c, lab in found if len(lab.split()) >= MIN_LABEL_WORDS]
        found += [(m.group(1), m.group(2).strip()) for m in _FOR_PAIR.finditer(sentence)]
        if len(found) < MIN_PAIRS or len({c for c, _ in found}) != len(found):
            continue
        for c, lab in found:
            out.setdefault(c, lab)
    return MappingProxyType(out)


def _holds(label: str, clause: str) -> bool:
    """Whether ``clause`` names ``label``: a one-word English label as a word of its own ("10K", not in "10km"),
    any other as a squashed phrase (a Korean label takes its particle: "난방수 과열을")."""
    if label.isascii() and len(label.split()) == 1:
        return re.search(r"(?<![A-Za-z0-9])" + re.escape(label) + r"(?![A-Za-z0-9])", clause, re.I) is not None
    return squash(label).lower() in squash(clause).lower()


_WORD_LETTERS = frozenset({"A", "I"})  # capital letters that are also English words (an article, a pronoun)


def _as_code(code: str, clause: str, m: re.Match[str]) -> bool:
    """Whether the occurrence ``m`` of ``code`` in ``clause`` is the code: "A" and "I" only where they cannot be the
    article or the pronoun — not first in the clause, and not before a content word ("A premium ticket", "I
    recommend"; but "choose A for", "code A is")."""
    if code not in _WORD_LETTERS:
        return True
    if not clause[:m.start()].strip(" \t\n\"'“‘(["):
        return False
    nxt = re.match(r"\s+([A-Za-z]+)", clause[m.end():])
    return nxt is None or not nxt.group(1).islower() or nxt.group(1) in ENGLISH_STOPWORDS


def prepare_evidence(text: str) -> None:
    """Read an evidence window's lists of codes ahead of verification (see ``prepare_sources``)."""
    code_pairs(text)


def misbound_code(claim: str, evidence: str) -> tuple[str, str, str] | None:
    """(code, the label the claim gives it, its own label) when a clause of ``claim`` gives a listed code of
    ``evidence`` another code's label and not its own; else None."""
    pairs = code_pairs(evidence)
    if len(pairs) < MIN_PAIRS:
        return None
    for clause in _CLAUSE.split(claim):
        # As written: a one-letter code is no article ("T" / "a"); nor is "A" or "I" where it is the word ("A premium
        # ticket has …", ``_as_code``).
        codes = [c for c in pairs if any(_as_code(c, clause, m) for m in
                                         re.finditer(r"(?<![A-Za-z0-9])" + re.escape(c) + r"(?![A-Za-z0-9])", clause))]
        if len(codes) != 1:
            continue
        code = codes[0]
        if _holds(pairs[code], clause):
            continue
        # The longest other label the clause holds ("theft away from home" before a shorter one inside it).
        others = sorted((lab for c, lab in pairs.items() if c != code and _holds(lab, clause)), key=len, reverse=True)
        if others:
            return code, others[0], pairs[code]
    return None


# A legend: "A = joint module, B = Control Box" or "1: low, 2: high" — a code, "=" or ":", what it stands for. Read
# apart from the lists above: the "=" states the pairing, so a one-word label counts, and a claim crosses it when the
# label next after a code (within 40 characters) is another code's (``legend_crossed``, for ``flips``).
_LEGEND = re.compile(r"(?<![\w-])([A-Z0-9]{1,3})\s*[=:]\s*([A-Za-z가-힣][^,;()\n=]{1,40}?)\s*(?=[,;)]|$)")
_LEGEND_REACH = 40  # characters from a code to the label the claim gives it


@lru_cache(maxsize=8192)  # read-only: shared by every claim compared with the evidence (see ``flips.prepare_evidence``)
def legend_pairs(evidence: str) -> Mapping[str, str]:
    """code → label (lower-cased) of every legend entry of ``evidence`` ("B = Control Box")."""
    return MappingProxyType({k: v.strip().lower() for k, v in _LEGEND.findall(evidence)})


def legend_crossed(claim: str, evidence: str) -> str:
    """Why the claim gives a code of the evidence's legend another code's label ("B by the Teach Pendant" against
    "B = Control Box, P = Teach Pendant"); "" when it does not."""
    pairs = legend_pairs(evidence)
    if len(pairs) < 2:
        return ""
    low = claim.lower()
    spots = sorted((m.start(), "key", k) for k in pairs for m in re.finditer(rf"(?<![\w-]){re.escape(k)}(?![\w-])", claim))
    spots += sorted((low.find(v), "value", v) for v in pairs.values() if low.find(v) >= 0)
    spots.sort()
    for i, (at, kind, word) in enumerate(spots):
        if kind != "key":
            continue
        nxt = next((s for s in spots[i + 1:] if s[1] == "value" or s[1] == "key"), None)
        if nxt and nxt[1] == "value" and nxt[2] != pairs[word] and nxt[0] - at <= _LEGEND_REACH:
            return f"the source gives “{word}” as {pairs[word]}, not {nxt[2]}"
    return ""
