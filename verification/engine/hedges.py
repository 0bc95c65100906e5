"""Hedging expressions: the answer guesses instead of citing.

"일반적으로", "아마도", "…할 수도 있습니다", "probably", "I think" in an answer that should rest on
documents mark statements a reader should double-check; they are reported, not removed.
"""
from __future__ import annotations

import re

from textkit.normalize import ODD_FOLDS

# Guesses: the writer supposes what it says. ``checks.assertion`` reads these in sources too (a claim that states
# as fact what its source only supposes is not accurate on word coverage alone).
SUPPOSING_KO = [
    r"아마(?:도)?(?![가-힣])", r"제\s?생각(?:에는|으로는)", r"추측(?:컨대|하건대)", r"짐작(?:컨대|하건대)", r"어쩌면", r"혹시",
    r"[가-힣]*[을를ㄹ]?\s?수도\s?있(?:습니다|어요|다|을|으며|고)?", r"[가-힣]*\s?것\s?같(?:습니다|아요|다)?",
    r"[가-힣]*\s?듯(?:합니다|해요|하다|싶|하)", r"[가-힣]*지도\s?(?:모릅니다|몰라요|모른다|모르|몰랐)",
    r"추정(?:됩니다|된다|되며|되고)", r"예상(?:됩니다|된다)", r"가능성이\s?(?:있|높)",
]
SUPPOSING_EN = [
    r"probably", r"I think", r"I believe", r"I guess", r"might", r"perhaps", r"maybe", r"likely", r"possibly",
    r"presumably", r"supposedly", r"it seems", r"seems to", r"appears to", r"appear to", r"could be", r"may have",
]
# Generalisations: true as a rule, perhaps not in the asker's case.
_KO = SUPPOSING_KO + [
    r"일반적으로", r"보통(?:은)?", r"대체로", r"대개", r"대부분의 경우", r"아무래도", r"통상(?:적으로)?", r"흔히",
]
_EN = SUPPOSING_EN + [
    r"usually", r"generally", r"typically", r"in general", r"may be", r"as far as I know", r"roughly", r"normally",
    r"often",
]
_PATTERN = re.compile(
    "|".join(f"(?:{p})" for p in _KO) + "|" + "|".join(rf"\b(?:{p})\b" for p in _EN), re.IGNORECASE
)


# A word every phrase above holds (English ones lower-cased): an answer with none of them holds no hedge, and is not
# scanned (the pattern's "[가-힣]*…" alternatives backtrack over every Korean word).
_KO_WORDS = ("아마", "생각", "추측", "짐작", "어쩌면", "혹시", "수도", "것", "듯", "지도", "추정", "예상", "가능성", "일반적으로",
             "보통", "대체로", "대개", "대부분의 경우", "아무래도", "통상", "흔히")
_EN_WORDS = ("probabl", "think", "believe", "guess", "might", "perhaps", "maybe", "likely", "possibl", "presumabl",
             "supposedl", "seem", "appear", "could", "may", "usual", "general", "typical", "know", "rough", "normal",
             "often")


def _may_hedge(text: str) -> bool:
    if any(w in text for w in _KO_WORDS):
        return True
    low = text.lower()  # as re.IGNORECASE reads an English word, unless a letter of ``ODD_FOLDS`` may stand for one
    return not ODD_FOLDS.isdisjoint(text) or any(w in low for w in _EN_WORDS)


def find_hedges(text: str) -> tuple[str, ...]:
    """Hedging phrases in order of appearance, each once."""
    if not _may_hedge(text):
        return ()
    found: list[str] = []
    for m in _PATTERN.finditer(text):
        phrase = m.group().strip()
        if phrase and phrase.lower() not in (f.lower() for f in found):
            found.append(phrase)
    return tuple(found)
