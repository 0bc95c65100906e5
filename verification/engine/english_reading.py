"""The English side of a sentence's analysis (``analysis``): its words, their stems and their polarity.

``stem`` folds English suffixes lightly (restarts / restarted / restarting). ``read_english`` reads a text's English
words into the analysis's weights and its negated and positive predicates: a negation ("not", "no", "n't", "without")
reaches the next few content words of its clause; "no more than 15" is a bound, not a negation; "no age limit"
negates the limit word; "9 years old" is an age; the words of an "unless" clause, of an obligation with its "or
else", and of an if/when/provided clause are collected as the sentence's conditions.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.normalize import ODD_FOLDS
from textkit.stopwords import ENGLISH_STOPWORDS

from .normalize import EN_NUMBER_WORDS, EN_UNIT_WORDS

EN_NEG = frozenset({"not", "no", "never", "cannot", "can't", "won't", "don't", "doesn't", "didn't", "isn't", "aren't",
                    "wasn't", "weren't", "shouldn't", "mustn't", "none", "nobody", "nothing", "neither", "nor",
                    "without", "unable", "prohibited", "forbidden", "disallowed", "n't"})
EN_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")  # an English word, with its apostrophes and hyphens


# Irregular past tenses and participles, folded to their verb before the suffixes are: "paid" is "pay", "sent" is
# "send" ("premiums paid" / "we pay", "the code is sent" / "we send the code"). English grammar, not a vocabulary:
# only forms that are no other common word ("left" is a side, "found" founds, "saw" and "felt" are things, "won"
# is a currency, "rose" a flower, "bound" a limit).
_IRREGULAR = {
    form: verb for verb, forms in (
        ("pay", "paid"), ("send", "sent"), ("spend", "spent"), ("hold", "held"), ("keep", "kept"), ("show", "shown"),
        ("give", "gave given"), ("take", "took taken"), ("get", "got gotten"), ("go", "went gone"), ("make", "made"),
        ("buy", "bought"), ("bring", "brought"), ("sell", "sold"), ("tell", "told"), ("choose", "chose chosen"),
        ("write", "wrote written"), ("begin", "began begun"), ("run", "ran"), ("come", "came"), ("become", "became"),
        ("see", "seen"), ("know", "knew known"), ("grow", "grew grown"), ("break", "broke broken"), ("lose", "lost"),
        ("meet", "met"), ("catch", "caught"), ("teach", "taught"), ("build", "built"), ("drive", "drove driven"),
        ("rise", "risen"), ("fall", "fell fallen"), ("mean", "meant"), ("understand", "understood"),
        ("stand", "stood"), ("wear", "wore worn"), ("throw", "threw thrown"), ("forget", "forgot forgotten"),
        ("freeze", "froze frozen"), ("withdraw", "withdrew withdrawn"), ("draw", "drew drawn"), ("lend", "lent"),
        ("deal", "dealt"), ("lead", "led"), ("find", "found"), ("sleep", "slept"), ("leave", "left"),
    ) for form in forms.split() if form not in ("found", "left")
}


@lru_cache(maxsize=16384)  # every English word of every claim, part and window passes here, most of them again
def stem(word: str) -> str:
    """A light English suffix folding: enough to match restarts/restarted/restarting (and paid/pay, ``_IRREGULAR``)."""
    w = word.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    w = _IRREGULAR.get(w, w)
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("es") and w[:-2].endswith(("s", "x", "z", "ch", "sh")) and len(w) > 4:
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        w = w[:-1]
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    if len(w) > 4 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]  # "stopp(ed)" -> "stop"
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]  # "close"/"closed"/"closing" all become "clos"
    return w


def word_token(low: str) -> str:
    """The content token of a lower-case English word: its stem, or for a number word the figure in digits ("two
    nights" / "2 nights", "one user" / "1 user"), which it is wherever digits are compared. Not "twice": a count
    with its unit ("2 times"), no bare figure."""
    figure = EN_NUMBER_WORDS.get(low) if low != "twice" else None
    return str(figure) if figure is not None else stem(low)


_UNIT_AFTER_NUMBER = re.compile(r"(?<![A-Za-z])\d[\d,.]*\s?([A-Za-z]+)\b")
_DIGIT = re.compile(r"\d")


# "no more than 15", "not later than", "not exceeding": a bound on a value (see ``bounds``), not a negation.
_EN_BOUND_NEG = re.compile(r"\b(?:no|not)\s+(?:(?:more|less|fewer|later|earlier|longer|shorter|greater|higher|lower|"
                           r"older|younger)\s+than|exceeding|over|under|above|below)\b", re.IGNORECASE)
# "costs nothing", "you pay nothing", "nothing to pay": a price of zero, which a source states as "free" — no
# negation and no "none" of an overstatement. Read as the word "free".
# "at no cost", "at no extra charge", "for no fee" likewise: the "no" denies a price, not the sentence. Only after
# at/for/with: "Late returns incur no fee" denies the fee a source may state ("incur a fee of 2 dollars").
NO_PRICE = re.compile(r"\b(?:costs?|costing|pay|pays|paying|charges?|charged|charging)\s+(?:you\s+)?nothing\b|"
                      r"\bnothing\s+to\s+pay\b|\b(?:at|for|with)\s+no\s+(?:extra\s+|additional\s+)?"
                      r"(?:cost|charge|fee)\b", re.IGNORECASE)
# Words one of which a text must hold for ``NO_PRICE`` to match it (a scan costs as much as a miss).
NO_PRICE_WORDS = ("nothing", "no cost", "no charge", "no fee", "no extra", "no additional")
_FREE = "fre"  # the stem of "free"
# "9 years old", "an 8-week-old puppy": an age; "old" there is no opposite of "new".
_AGE_OLD = re.compile(r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve))[\s-]?"
                      r"(?:years?|months?|weeks?|days?)[\s-](old)\b", re.IGNORECASE)
# "no age limit", "without any restriction": a negated limit says "any", which a source may state
# without a negation ("at any age"); it is marked like a word whose meaning carries a negation.
NO_LIMIT = re.compile(r"\b(?:no|without(?:\s+any)?)\s+(?:[a-z\-]+\s+){0,2}(?:limits?|restrictions?|caps?|ceilings?|"
                       r"maximum|minimum)\b", re.IGNORECASE)
# "not able to X" is "cannot X": the negation denies X, the verb after "able to" (as "unable to X" reads).
_NOT_ABLE = re.compile(r"(?:\bnot|n't|\bnever)\s+(able\s+to)\b", re.IGNORECASE)
# Words that are "not allowed" in one ("Dogs are prohibited" = "Dogs are not allowed"): one negation of the word
# "allow", not of the next words of the clause ("prohibited on the course" denies no course).
_PROHIBITING = frozenset({"prohibited", "forbidden", "disallowed", "banned"})
_ALLOW = "allow"
_CLAUSE_PUNCT = re.compile(r"[,:;()\[\]—–.!?]")


_OR_ELSE = re.compile(r",?\s\b(?:or(?:\s+else)?|otherwise)\s+(?=(?:you|they|it|he|she|we|the|your|their)\b)", re.IGNORECASE)
_OBLIGED = re.compile(r"\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|required\s+to)\b", re.IGNORECASE)
_CONDITION_WORDS = frozenset({"if", "when", "whenever", "provided", "providing"})


def read_english(text: str, weights: dict, negated: set, positive: set, skip: list[tuple[int, int]] = (),
             conditions: tuple[set, set, set] = (set(), set(), set())) -> int:
    """Counts the English negations of ``text``, fills the weights and the negated/positive predicates, and in
    ``conditions`` (sets: the words of an "unless" clause, those negated inside an if/when/provided clause, the
    others of such a clause) the words of its conditions."""
    if not EN_WORD.search(text):
        return 0  # (no English word: nothing below is read, nothing filled)
    # A pattern is run only on a text that holds its own words ("old", "no", "or", …; a digit): each scan costs as
    # much as a pattern that matches nowhere. Lower-cased as re.IGNORECASE reads them, unless a letter of
    # ``ODD_FOLDS`` may stand for one of theirs.
    low, plain = text.lower(), ODD_FOLDS.isdisjoint(text)

    def holds(*words: str) -> bool:
        return not plain or any(w in low for w in words)

    skip = list(skip)
    if holds(*NO_PRICE_WORDS):
        priced = [m.span() for m in NO_PRICE.finditer(text)]
        if priced:
            skip += priced
            weights[_FREE] = max(weights.get(_FREE, 0.0), 1.0)
            positive.add(_FREE)
    if _DIGIT.search(text):
        skip += [m.span(1) for m in _UNIT_AFTER_NUMBER.finditer(text) if m.group(1).lower() in EN_UNIT_WORDS]
    if holds("able"):
        skip += [m.span(1) for m in _NOT_ABLE.finditer(text)]  # "is not able to be saved": "cannot be saved"
    if holds("old"):
        skip += [m.span(1) for m in _AGE_OLD.finditer(text)]  # "9 years old" is an age, not the adjective "old"
    bounds = [m.span() for m in _EN_BOUND_NEG.finditer(text)] if holds("no") else []
    # "no age limit": the negation falls on the limit word, not on the first word after "no".
    limited = [m.span() for m in NO_LIMIT.finditer(text)] if holds("no", "without") and holds(
        "limit", "restriction", "cap", "ceiling", "maximum", "minimum") else []
    matches = [m for m in EN_WORD.finditer(text) if not any(a <= m.start() < b for a, b in skip)] if skip else \
        list(EN_WORD.finditer(text))
    # "must be paid by June 6 or you lose your place", "…; otherwise …": Y unless X (the obligation's words).
    or_else = _OR_ELSE.search(text) if holds("or", "otherwise") else None
    obliged = [m.end() for m in _OBLIGED.finditer(text, 0, or_else.start())] if or_else else []
    count = 0
    scope = 0
    prev_end = 0
    limit_end = -1
    condition = ""  # "unless", "if" (any condition word) or "": the condition clause the word is in
    neither = False  # a "neither" in this clause: its "nor" negates no second time
    # The content word right before, as (stem, end, whether this word made it positive; see "no" below).
    before: tuple[str, int, bool] | None = None
    for m in matches:
        if m.start() < limit_end and m.end() < limit_end and m.group().lower() not in EN_NEG:
            s = stem(m.group().lower())
            if m.group().lower() not in ENGLISH_STOPWORDS and len(s) >= 2:
                weights[s] = max(weights.get(s, 0.0), 1.0)
                positive.add(s)
            prev_end = m.end()
            continue
        if m.end() == limit_end:
            scope = 1
        if m.group().lower() in EN_NEG:
            limit_end = next((b for a, b in limited if a <= m.start() < b), limit_end)
        w = m.group()
        low = w.lower()
        if _CLAUSE_PUNCT.search(text, prev_end, m.start()):
            scope = 0  # a negation does not reach past its clause ("There is no C60: codes … are …")
            condition = ""
            neither = False
        prev_end = m.end()
        if low == "unless":
            condition = "unless"
            continue
        if low in _CONDITION_WORDS:
            condition = "if"
        if low in _PROHIBITING:
            count += 1
            weights[_ALLOW] = max(weights.get(_ALLOW, 0.0), 1.0)
            negated.add(_ALLOW)
            if condition == "if":
                conditions[1].add(_ALLOW)
            before = None
            continue
        if low in EN_NEG or low.endswith("n't"):
            if any(a <= m.start() < b for a, b in bounds):
                continue  # "no more than 15": a bound
            if not (low == "nor" and neither):
                count += 1  # ("neither X nor Y" is one negation of both: "cannot be X or Y")
            neither = neither or low == "neither"
            if low == "no" and before and not text[before[1]:m.start()].strip():
                # "gets no discount" is "does not get a discount": the negation falls on the verb, as "not" puts it
                # (the thing after it stays what both speak of).
                negated.add(before[0])
                if before[2]:
                    positive.discard(before[0])
                before = None
                continue
            scope = 3  # the next few content words are under the negation
            continue
        if low in ENGLISH_STOPWORDS or len(low) < 2:
            continue
        s = word_token(low)
        # A number word keeps a word's weight: unlike digits, the entity layer does not compare it as a value, so
        # its own weight is what stops "three nights" passing for "2 nights".
        weights[s] = max(weights.get(s, 0.0), 1.0)
        if obliged and obliged[0] <= m.start() < or_else.start():
            conditions[0].add(s)
        if condition == "unless":
            conditions[0].add(s)
        if scope > 0:
            negated.add(s)
            if condition == "if":
                conditions[1].add(s)
            scope = 0
            before = None
        else:
            before = (s, m.end(), s not in positive)
            positive.add(s)
            if condition == "if":
                conditions[2].add(s)
    return count
