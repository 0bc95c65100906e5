"""A claim that something is free against evidence that states its price.

"Visitors can park at no cost" against "Visitors can park …; it costs 5 pounds a day": the claim reads as "free"
(``english_reading.NO_PRICE`` reads "at no cost", "costs nothing" as the word "free"; Korean says "무료"), the
evidence gives a money figure and says nothing free — the two state opposite prices for the thing they both name.
A negated claim ("Parking is not free") agrees with a price, and evidence that also says "free" ("free for members,
5 pounds for others") may be about someone else: neither is read here.
"""
from __future__ import annotations

import re

from ..analysis import Analysis

_FREE_TOKENS = frozenset({"fre", "무료"})
# Money dimensions of ``units`` (a figure in won, dollars, euros, pounds sterling).
_MONEY_DIMS = frozenset({"won", "usd", "eur", "gbp"})
# "5 pounds", "10 pence", "30 cents", "500 yen": currencies ``units`` does not read as money ("pound" is also weight).
_MONEY_WORDS = re.compile(r"\d\s?(?:pounds?|pence|p|cents?|yen|엔|파운드)(?![\w])", re.IGNORECASE)
# The evidence saying free itself (and so perhaps of someone else): no contradiction is read.
_SAYS_FREE = re.compile(r"free|무료|no\s+(?:extra\s+|additional\s+)?(?:cost|charge|fee)|nothing|면제|없이", re.IGNORECASE)


def free_against_price(claim: Analysis, window: Analysis) -> bool:
    """Whether ``claim`` says free (not negated) of what ``window`` names with a money figure and nothing free."""
    if claim.negations or not (claim.tokens & _FREE_TOKENS) or window.tokens & _FREE_TOKENS:
        return False
    if claim.tokens - _FREE_TOKENS - window.tokens:
        return False  # the same thing: every other word of the claim is the evidence's ("Entry is free" / "Parking costs")
    priced = any(dim in _MONEY_DIMS for dim, _ in window.values) or bool(_MONEY_WORDS.search(window.text))
    return priced and not _SAYS_FREE.search(window.text)
