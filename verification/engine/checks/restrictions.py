"""Restrictions a claim can drop or deny: what the source limits that the claim states without the limit.

- an exclusive or a rank bound of the evidence the claim leaves out ("only if seats remain", "1회에 한하여",
  "팀장 이상 직원은"): the claim says more than the source (``dropped_restriction``);
- a universal ("모든", "every", "몇 번이든", "in every case") where the evidence, or the proviso sentence right
  after it ("다만, …", "Unless …"), states a limit (``unlimited``); an open count against a count limit, or
  "every" against "most", denies the limit outright;
- the thing an exception of the evidence sets apart ("등록비를 제외한 모든 비용", "all fees except the registration
  fee") named by a claim that does not set it apart: the rule the claim borrows is not said of it (``excepted``).
Used by ``informative``; nothing here decides a verdict.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit import particles
from textkit.normalize import ODD_FOLDS

from .reading import reversed_predicates

# An exclusive restriction of the evidence ("only if seats remain", "팀장 이상 직원은", "1회에 한하여") that the
# claim leaves out while keeping the rest says more than the source: the restriction is informative.
_EN_ONLY = re.compile(r"(?<![-\w])only\s+(?:if|when|for|after|while|to|by|with|in)?\s*([^,.;:]{3,60})", re.IGNORECASE)
_KO_RESTRICT = re.compile(r"((?:[가-힣A-Za-z]+\s){0,1}[가-힣A-Za-z]+)\s?(?:경우에만|때에만|에\s?한하여|에\s?한해|에\s?한한다)")
# A rank bound: "팀장 이상 직원", "과장급 이하" — a bound on a word, not on a figure.
_KO_RANK = re.compile(r"(?<![\d가-힣])([가-힣]{2,})\s(이상|이하)\s?(?:의|인)?\s?[가-힣]{2,}")
STOP = frozenset({"the", "that", "this", "those", "these", "your", "their", "they", "have", "been", "with", "from",
                   "will", "when", "then", "there", "which", "while", "after", "before"})


# Korean predicates end in a verbal ending ("하십시오", "받는다", "있고"): not things a sentence names.
_KO_VERBAL_END = re.compile(r"[다요까죠며고서면야오니게지]$")


def content_words(words: str) -> list[str]:
    """Content words without a morphological analysis: Korean nouns with their particle stripped, English words."""
    out = []
    for w in re.findall(r"[가-힣]{2,}|[A-Za-z]{4,}", words):
        if "가" <= w[0] <= "힣":
            # The particle a word carries ("동아리에", "직원은"), or the adnominal 한 of a 하다 verb ("신청한"), is
            # cut before the word is looked up in the claim.
            stem = w[:-1] if w.endswith("한") and len(w) > 2 else particles.bare(w)
            if stem == w and _KO_VERBAL_END.search(w):
                continue
            w = stem
        else:
            w = w.lower()
        if len(w) >= 2 and w not in STOP:
            out.append(w)
    return out


def said_in(word: str, text: str) -> bool:
    """Whether ``text`` says ``word`` (a content word): by its first two syllables in Korean (any ending or
    particle after them, spacing aside), by its first five letters in English (any inflection after them)."""
    if "가" <= word[0] <= "힣":
        return word[:2] in text.replace(" ", "")
    return word[:5].lower() in text.lower()


def dropped_restriction(claim: str, evidence: str) -> str:
    """An exclusive or a rank bound of the evidence whose words the claim does not all keep."""
    # English: the words after "only" say more than the restriction ("only trained staff may perform the
    # tasks"), so one of them kept is enough; Korean: the phrase before "에 한하여" is the restriction itself.
    for phrase, words, one in _restrictions(evidence):
        if words and not (any if one else all)(said_in(w, claim) for w in words):
            return f"the claim leaves out the source's restriction (“{phrase.strip()}”)"
    return ""


# Cached (and read in ``prepare_sources``): an evidence window's restrictions are the same for every claim
# compared with it; a tuple of strings and flags, immutable.
@lru_cache(maxsize=8192)
def _restrictions(evidence: str) -> tuple[tuple[str, tuple[str, ...], bool], ...]:
    """(phrase, its content words, whether one of them kept is enough) of each restriction of ``evidence``."""
    found = [(m.group(1), True) for m in _EN_ONLY.finditer(evidence)]
    found += [(m.group(1), False) for m in (*_KO_RESTRICT.finditer(evidence), *_KO_RANK.finditer(evidence))]
    return tuple((phrase, tuple(content_words(phrase)), one) for phrase, one in found)


def prepare_evidence(text: str) -> None:
    """Read an evidence window's restrictions ahead of verification (see ``prepare_sources``)."""
    _restrictions(text)


# The universals that rule out any exception: "예외 없이", "무조건", "어떤 경우에도", "without exception", "in all
# cases" (one of the universals below; ``denied_exception`` reads these alone).
_KO_NO_EXCEPTION = r"예외\s?(?:없이|없는|가\s?없|는\s?없)|무조건|(?:어떤|어떠한)\s?경우(?:에)?(?:도|든)"
_EN_NO_EXCEPTION = (r"without\s+(?:any\s+)?exceptions?|no\s+exceptions?|in\s+(?:every|all|any)\s+cases?|no\s+matter(?:\s+what)?|"
                    r"under\s+(?:any|all)\s+circumstances|regardless\s+of\s+(?:the\s+)?circumstances")
# A universal the claim states: every case, every time, without limit, without exception.
_UNIVERSAL = re.compile(
    rf"모든|항상|언제나|언제든|몇\s?번이든|몇\s?번이라도|횟수\s?제한\s?없이|제한\s?없이|누구나|{_KO_NO_EXCEPTION}|"
    rf"\b(?:all|every|always|any\s+time|anytime|whenever|without\s+(?:any\s+)?limits?|{_EN_NO_EXCEPTION}|"
    r"unlimited|as\s+many\s+times|any\s+number\s+of)\b",
    re.IGNORECASE,
)
_NO_EXCEPTION = re.compile(rf"{_KO_NO_EXCEPTION}|\b(?:{_EN_NO_EXCEPTION})\b", re.IGNORECASE)
# A limit, a proviso or a condition the evidence states on what it says ("승인을 받아", "with approval").
_LIMIT = re.compile(
    r"한하여|한해|한한다|이내|최대|한도|다만|대부분|일부|단\s?,|제외|예외|그러하지\s?아니|경우에만|(?<=[가-힣])만(?=\s|[,.])|"
    r"승인을\s?받|허가를\s?받|동의를\s?받|까지|"
    r"\b(?:only|at\s+most|up\s+to|no\s+more\s+than|unless|except|provided|most|some|once|twice|maximum|limited|"
    r"approval|permission|consent)\b",
    re.IGNORECASE,
)


# A count or a share the claim leaves open ("몇 번이든", "every") against the source's count or share ("1회에
# 한하여", "most"): the claim says the opposite of the limit, not merely more.
_OPEN_COUNT = re.compile(r"몇\s?번이든|몇\s?번이라도|횟수\s?제한\s?없이|\b(?:as\s+many\s+times|any\s+number\s+of|unlimited)\b",
                         re.IGNORECASE)
_COUNT_LIMIT = re.compile(r"한하여|한해|한한다|\b(?:once|twice|at\s+most|no\s+more\s+than|maximum)\b", re.IGNORECASE)
_EVERY = re.compile(r"모든|\b(?:every|all|in\s+(?:every|all|any)\s+cases?)\b", re.IGNORECASE)
_SHARE = re.compile(r"대부분|일부|\b(?:most|some)\b", re.IGNORECASE)


def unlimited(claim: str, evidence: str) -> tuple[str, bool]:
    """The claim says every case / every time where the evidence states a limit the claim leaves out, and
    whether the claim denies that limit outright (an open count against a count, every against most)."""
    said = _UNIVERSAL.search(claim)
    if not said:
        return "", False
    own = {m.group().lower().replace(" ", "") for m in _LIMIT.finditer(claim)}
    for m in _LIMIT.finditer(evidence):
        word = m.group().lower().replace(" ", "")
        if word == "만" and re.search(r"미만$", evidence[:m.end()]):
            continue
        if word not in own:
            denied = bool((_OPEN_COUNT.search(claim) and _COUNT_LIMIT.search(evidence)
                           and not _COUNT_LIMIT.search(claim))
                          or (_EVERY.search(claim) and _SHARE.search(evidence) and not _SHARE.search(claim)))
            return f"the claim says “{said.group()}” where the source limits it (“{m.group()}”)", denied
    return "", False


# An exception inside the evidence and the thing it sets apart: "등록비를 제외한", "등록비는 제외한다", "등록비
# 외의", "except (for) the registration fee", "excluding", "other than", "apart from", "with the exception of".
_KO_EXCEPT = re.compile(r"([가-힣A-Za-z0-9]+)\s?(?:을|를|은|는|이|가)?\s?(?:제외(?:한|하고|하며|하면|하여|하되|된|되며|되고|되는|한다|된다)|"
                        r"(?<=[가-힣])\s?(?:이)?외의)")
_EN_EXCEPT = re.compile(r"\b(?:except(?:\s+for)?|excluding|other\s+than|apart\s+from|with\s+the\s+exception\s+of|save\s+for)"
                        r"\s+((?:(?!(?:can|is|are|will|may|must|has|have|be)\b)[\w'-]+\s+){0,3}"
                        r"(?!(?:can|is|are|will|may|must|has|have|be)\b)[\w'-]+)", re.IGNORECASE)
_EN_EXCEPT_WORDS = ("except", "excluding", "other", "apart", "save")  # one of which ``_EN_EXCEPT`` holds
# The claim sets something apart on its own: then it is not borrowing the rule for the excepted thing.
_OWN_EXCEPTION = re.compile(r"제외|예외|(?<=[가-힣])\s?(?:이)?외(?:의|에는|에)|"
                            r"\b(?:except|exclud\w*|exempt\w*|other\s+than|apart\s+from)\b", re.IGNORECASE)
# What denies a rule (its negation), apart from the words that set a thing apart.
_DENIAL = re.compile(r"않|없|아니|못|불가|금지|\b(?:not|no|never|cannot|can't|isn't|aren't|won't|doesn't|don't|nor|"
                     r"neither)\b", re.IGNORECASE)


# Cached: a claim and its evidence are asked twice by the lexical layer (``states_the_exception``) and once more by
# ``informative`` (``excepted``); a pair of strings, immutable.
@lru_cache(maxsize=4096)
def _set_apart(claim: str, evidence: str) -> tuple[str, str]:
    """(the thing an exception of the evidence sets apart that the claim names, the exception as written), or
    ("", "") — never when the claim sets something apart itself."""
    if _OWN_EXCEPTION.search(claim):
        return "", ""
    squashed = claim.replace(" ", "").lower()
    # Each pattern only where its words are ("제외", "외의"; "except", "other than", … in any case): the Korean one
    # backtracks over every word of a text without them.
    for m in _KO_EXCEPT.finditer(evidence) if "제외" in evidence or "외의" in evidence else ():
        head = particles.bare(m.group(1))
        if len(head) >= 2 and head.lower() in squashed:
            return head, m.group().strip()
    low = evidence.lower()
    english = not ODD_FOLDS.isdisjoint(evidence) or any(w in low for w in _EN_EXCEPT_WORDS)
    for m in _EN_EXCEPT.finditer(evidence) if english else ():
        # Only the words that name what is set apart: "loss" of "except loss by fire" is the rule's own word too.
        rule = (evidence[:m.start()] + " " + evidence[m.end():]).lower()
        words = [w for w in content_words(m.group(1)) if w.lower()[:5] not in rule]
        if words and any(said_in(w, claim) for w in words):
            return m.group(1).strip(), m.group().strip()
    return "", ""


# Where the rule an exception belongs to ends: a sentence's end, a semicolon, or a clause joined with a contrast or
# another statement (", but pets are not allowed", "…되지만", "…하며,"). A denial past it is another rule's.
_CLAUSE_BREAK = re.compile(r"[.!?\n;]|,\s*(?:but|and|while|whereas|although|however)\b|\b(?:but|however)\b|"
                           r"(?<=[가-힣])(?:지만|으나|는데|되며|하며|이며|되고|하고)(?=[\s,])", re.IGNORECASE)


def _rule_of(evidence: str, exception: str) -> str:
    """The clause of ``evidence`` that holds ``exception``, without it: the rule the exception sets a thing apart
    from ("Guide dogs are allowed everywhere" of "… everywhere except in the kitchen, but pets are not allowed")."""
    at = evidence.find(exception)
    if at < 0:
        return evidence
    end = at + len(exception)
    start = max((m.end() for m in _CLAUSE_BREAK.finditer(evidence, 0, at)), default=0)
    after = _CLAUSE_BREAK.search(evidence, end)
    return evidence[start:at] + " " + evidence[end:after.start() if after else len(evidence)]


def _same_polarity(claim: str, evidence: str, exception: str) -> bool:
    """Whether the claim denies as often as the evidence's rule does (the exception's own words aside; only the
    rule's own clause: a denial in another clause or sentence of the evidence is about something else)."""
    rule = _rule_of(evidence, exception)
    return len(_DENIAL.findall(claim)) % 2 == len(_DENIAL.findall(rule)) % 2


def excepted(claim: str, evidence: str) -> str:
    """The thing an exception of the evidence sets apart, named by a claim that states the evidence's rule of it
    ("등록비는 환불됩니다" against "등록비를 제외한 모든 비용은 환불된다"; "fire is not covered" against "we do not
    cover … except loss by fire"): the rule is not said of the very thing it leaves out."""
    thing, exception = _set_apart(claim, evidence)
    if not thing or not _same_polarity(claim, evidence, exception):
        return ""
    return f"the source sets “{thing}” apart from what it says (“{exception}”)"


def states_the_exception(claim: str, evidence: str) -> bool:
    """Whether the claim says of the thing an exception of the evidence sets apart the opposite of the rule
    ("loss by fire is covered" against "we do not cover … except loss by fire"; "등록비는 환불되지 않는다" against
    "등록비를 제외한 모든 비용은 환불된다"): what the exception implies, not a contradiction of the source."""
    thing, exception = _set_apart(claim, evidence)
    return bool(thing) and not _same_polarity(claim, evidence, exception)


# A sentence that limits the one before it: "다만, …", "단, …", "However, …", "Unless …", "This does not apply …".
_PROVISO_START = re.compile(r"(?:[①-⑳]\s*)?(?:다만|단\s*[,，]|however|but|except|unless|this\s+does\s+not\s+apply)",
                            re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?。](?=\s|$)|\n")


def proviso_after(evidence: str, source: str) -> str:
    """The sentence right after the evidence in its source, when it is a proviso on it ("" otherwise)."""
    tail = evidence[-40:]
    at = source.find(tail) if tail else -1
    if at < 0:
        return ""
    rest = source[at + len(tail):].lstrip(" \n|")
    if not _PROVISO_START.match(rest):
        return ""
    end = _SENTENCE_END.search(rest)
    return rest[:end.end()] if end else rest


# A proviso or a clause that says it makes an exception: "그러하지 아니하다", "적용하지 않는다", "제외", "예외",
# "does not apply", "except", "exempt", "excluding". Not "다만"/"however"/"unless" alone (a proviso may add a manner
# of payment, "다만, 현금으로만 납부할 수 있다"), nor "otherwise"/"그렇지 않은 경우" (the rule's other case).
_EXCEPTION_SAID = re.compile(r"제외|예외|그러하지\s?아니|적용(?:하|되)?지\s?(?:않|아니)|"
                             r"\b(?:except|exempt\w*|excluding|other\s+than|apart\s+from|does\s+not\s+apply|"
                             r"do\s+not\s+apply|shall\s+not\s+apply)\b", re.IGNORECASE)
# Where a proviso begins inside a passage: "다만", "단,", "However", "Unless". Not "but": inside a sentence it
# mostly sets two things side by side ("does not lend reference books, but lends all other books").
_PROVISO_INSIDE = re.compile(r"다만|(?<![가-힣])단\s*[,，]|\b(?:however|unless)\b", re.IGNORECASE)
_PARENTHESIS = re.compile(r"\([^()]*\)|（[^（）]*）")


def exception_said(text: str) -> bool:
    """Whether ``text`` says that it makes an exception ("그러하지 아니하다", "does not apply", "except", "제외")."""
    return bool(_EXCEPTION_SAID.search(text))


def _opposite_in_proviso(text: str) -> bool:
    """Whether a proviso in ``text`` ("다만, …", "However, …") states a predicate of the rule before it with the
    opposite polarity ("… are not marked. However, a report delayed by illness is marked"; ``reversed_predicates``):
    the proviso lifts the rule in its case."""
    from ..analysis import analyse

    at = _PROVISO_INSIDE.search(text)
    if not at:
        return False
    return bool(reversed_predicates(analyse(text[:at.start()]), analyse(text[at.end():])))


def denied_exception(claim: str, evidence: str, source: str = "") -> str:
    """The claim rules out any exception ("예외 없이 지급되지 않는다", "without exception") where the evidence, or the
    proviso right after it in ``source`` ("다만, … 그러하지 아니하다"), makes one: the claim denies what the source says
    ("" otherwise). An exception is made where the text says so (``_EXCEPTION_SAID``) or a proviso states the rule's
    own predicate with the opposite polarity; a proviso that only adds to the rule ("다만, 현금으로만 납부할 수
    있다") or an "otherwise" makes none. A claim that names an exception itself, or evidence that rules them out too, is not read so."""
    said = _NO_EXCEPTION.search(claim)
    if not said or _NO_EXCEPTION.search(evidence) or _OWN_EXCEPTION.search(claim.replace(said.group(), " ")):
        return ""
    proviso = proviso_after(evidence, source) if source else ""
    text = f"{evidence} {proviso}"
    # Said in a proviso, not in a parenthesis that qualifies a figure or a period ("14일 이내(공휴일 제외)").
    inside = _PROVISO_INSIDE.search(evidence)
    provisos = _PARENTHESIS.sub(" ", f"{evidence[inside.start():] if inside else ''} {proviso}")
    made = _EXCEPTION_SAID.search(provisos)
    if made:
        return f"the claim says “{said.group()}” where the source makes an exception (“{made.group()}”)"
    if _opposite_in_proviso(text):
        return f"the claim says “{said.group()}” where the source's proviso says the opposite in its case"
    return ""
