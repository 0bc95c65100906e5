"""The clauses of a sentence: the statements it joins, each compared on its own.

"가입은 전날 23시 59분까지 마쳐야 하며, 출국한 뒤에는 가입할 수 없다" says two things; a claim that restates
the first is not contradicted by the negation of the second, and "일반휴학은 1년을 넘을 수 없고, 통산 2년을
초과할 수 있다" flips one of its two clauses even though both use the same verb. So polarity is compared
clause with clause, and a claim is only fully supported when each of its clauses is.

Clauses end at a coordinating connective ending followed by a space or comma ("…하며,", "…하고", "…하지만",
"…하는데", "…하되") in Korean, and at "; " or a comma before and/but/while/whereas/so/which in English.
A piece with fewer than two content words stays with its neighbour ("A, B, and C" is one list).
Clauses are analysed with the morphemes of their whole sentence (``analysis.analyse_part``): one Kiwi
call per sentence, each word read in its sentence.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.morphology import analyze

from .analysis import Analysis, analyse_part

# Connective endings that join two statements; conditions ("…하면") and purposes ("…하도록") do not.
_COORDINATING = frozenset({"고", "며", "으며", "지만", "는데", "은데", "ᆫ데", "나", "으나", "되", "으되", "면서", "으면서"})
_EN_JOIN = re.compile(r";\s*|,\s*(?=(?:and|but|while|whereas|although|though|so|yet|which|or)\s)|\s(?=(?:but|whereas)\s)",
                      re.IGNORECASE)
_KO_EXCEPTION = re.compile(r"(?<![가-힣])(?:다만|단)\s*[,，]")
MIN_WORDS = 2
# "…알려야 하며, 이를 위반한 경우 해지할 수 있다": a clause about breaking the obligation before it is one rule with
# it ("알리지 않으면 해지할 수 있다"), not a statement of its own.
_BREACH_OF_THE_LAST = re.compile(r"\s*(?:이를|이것을|그것을|이에)\s?(?:위반|어기|어긴|어겼|지키지|이행하지)")


def _content_words(part: Analysis) -> int:
    return sum(1 for _, w in part.weights if w >= 0.6)


@lru_cache(maxsize=8192)
def clause_spans(text: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of every clause of ``text``, in order, covering its content."""
    cuts: set[int] = set()
    for lemma, tag, _a, b in analyze(text):
        if tag == "EC" and lemma in _COORDINATING and b < len(text) and (text[b].isspace() or text[b] in ",，"):
            cuts.add(b + 1 if text[b] in ",，" else b)
    cuts.update(m.end() if m.group().startswith((";", ",")) else m.start() for m in _EN_JOIN.finditer(text))
    cuts.update(m.start() for m in _KO_EXCEPTION.finditer(text) if m.start() > 0)
    spans: list[tuple[int, int]] = []
    pos = 0
    cuts = {c for c in cuts if not _BREACH_OF_THE_LAST.match(text, c)}
    for cut in sorted(c for c in cuts if 0 < c < len(text)) + [len(text)]:
        seg = text[pos:cut]
        a = pos + len(seg) - len(seg.lstrip())
        b = cut - (len(seg) - len(seg.rstrip()))
        if b > a:
            spans.append((a, b))
        pos = cut
    # A piece that is not a statement of its own ("…, and C" ending a list) joins the one before it.
    merged: list[tuple[int, int]] = []
    for a, b in spans:
        if merged and _content_words(analyse_part(text, a, b)) < MIN_WORDS:
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    if len(merged) > 1 and _content_words(analyse_part(text, *merged[0])) < MIN_WORDS:
        merged[1] = (merged[0][0], merged[1][1])
        merged.pop(0)
    return tuple(merged) or ((0, len(text)),)


def clauses(text: str) -> tuple[tuple[str, Analysis], ...]:
    """Each clause of ``text`` with its analysis."""
    return tuple((text[a:b], analyse_part(text, a, b)) for a, b in clause_spans(text))
