"""What an English question asks about: the nouns of its main clause (see ``asked``).

Words that can be nouns (``lemminflect``'s lexicon; unknown words are kept unless they look like an -ed/-ing
form), except stop, frame and measure words (and contractions written without an apostrophe: "doesnt"), verbs
where a verb goes, describing (gradable) adjectives, and words of a situation clause ("… if I cancel the
trip", "… after a long shift").
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from textkit.identifiers import code_occurrences
from textkit.stopwords import ENGLISH_DETERMINERS, ENGLISH_PARTICLES, ENGLISH_STOPWORDS, QUESTION_WORDS
from textkit.variants import english_phrases

from .asked_words import _AUX, EN_FRAME, EN_MEASURE, LIFE_STAGES, _measure_kind

# Prepositions a question uses that are no subject ("past the 50 limit", "beyond the warranty"). Not global stop
# words: in a claim "the past 30 days" and "the next 30 days" differ, and the engine must see it.
_NOT_SUBJECTS = ENGLISH_STOPWORDS | frozenset("past beyond till toward towards".split())
# Contractions written without their apostrophe, as chat messages often do ("why doesnt it start", "i cant log
# in"): function words like their spelled forms, not a thing the documents must name.
_NOT_SUBJECTS |= frozenset("""dont doesnt didnt cant couldnt shouldnt wouldnt wont isnt arent wasnt werent hasnt
    havent hadnt mustnt ive youre theyre thats whats wheres hows theres""".split())

# Adverbs and adjectives that say in which way something is done, and so which thing is asked about ("join
# the program *online*", "work *abroad*"): a document that never says it does not answer.
_EN_MODES = frozenset("online offline overseas abroad overnight part-time full-time remotely".split())
_EN_SUBORDINATORS = frozenset("if when whenever after before because since while though although unless until once even".split())
_EN_NOT_FIRST = frozenset("when once since".split())  # question words when they open the question


# A model designation with a decimal version ("HW-3.6", "FW2.1"), which the code reader does not take as a code:
# where the passages state a sibling of it ("HW-2.5"), the model asked must be there as written (``context``).
MODEL_NUMBER = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,5}-?\d+(?:\.\d+)+(?![\d.]*\d)")


def _english_subject_words(question: str, *, main_only: bool = True) -> tuple[list[str], list[str]]:
    """(subject words, measure words) of the main clause (see ``_korean_subject_nouns``)."""
    # Codes ("HB-CR6", "C4A15") and articles are checked as identifiers, not as words.
    for o in reversed(code_occurrences(question)):
        question = question[:o.start] + " " + question[o.end:]
    question = MODEL_NUMBER.sub(" ", question)  # "HW-3.6": looked for whole by the context check, not as "HW-"
    out: list[str] = []
    measures: list[str] = []
    phrases = english_phrases(question)  # "money back": one term, looked for by its document forms
    statements = _statement_spans(question)
    situation = False
    prev = prev2 = prev3 = ""  # the three words before, lower-cased ("" after punctuation)
    prev_noun = prev_cap = False
    history: list[tuple[str, bool]] = []  # (word, whether a noun can stand there) since the last punctuation
    matches = list(re.finditer(r"[A-Za-z][A-Za-z'’\-]*|[,;?.!]", question))
    for k, m in enumerate(matches):
        word = m.group(0).replace("’", "'")
        following = matches[k + 1].group(0).lower() if k + 1 < len(matches) else ""
        after_next = matches[k + 2].group(0).lower() if k + 2 < len(matches) else ""
        if word in ",;?.!":
            situation, prev, prev2, prev3, prev_noun = False, "", "", "", False
            history = []
            continue
        if main_only and any(a <= m.start() < b for a, b in statements):
            situation = True
        low = word.lower()
        taken = False
        phrase = next((p for p in phrases if p[0] <= m.start() < p[1]), None)
        if phrase:
            if m.start() == phrase[0] and not situation:
                out.append(phrase[2])
                taken = True
        elif low in _EN_SUBORDINATORS and not (low in _EN_NOT_FIRST and not question[:m.start()].strip()):
            situation = main_only
        elif (low in LIFE_STAGES or low in EN_MEASURE and _measure_kind(low)) and not situation:
            measures.append(word)
        elif not (situation or "'" in low or len(low) < 3 and not _acronym(word) or low in _NOT_SUBJECTS
                  or low in QUESTION_WORDS or low in EN_FRAME or low in EN_MEASURE or _frame_compound(low)
                  or prev in _EN_DEGREE) \
                and (_can_be_noun(word) or low.endswith("ing") and (prev in _EN_BEFORE_NOUNS or _adjective(prev)) or low in _EN_MODES
                     or _adjective_as_noun(low, prev, following)) \
                and not _in_verb_place(low, (prev, prev2, prev3), prev_noun,
                                       capitalized_prev=bool(prev) and prev_cap, after=(following, after_next),
                                       bare_subject=_bare_subject(history)) \
                and not _ends_noun_run(low, history, following) \
                and not _particle(low, prev, following) \
                and not (low in _EN_MEMBERS and prev_noun) \
                and not _idiom_word(low, prev, following) \
                and not _time_of_day(low, prev, prev2) \
                and not _describes(low, following):
            out.append(word)
            taken = True
        prev3, prev2, prev, prev_noun, prev_cap = prev2, prev, low, taken, word[:1].isupper()
        history.append((low, taken or low not in _NOT_SUBJECTS and low not in QUESTION_WORDS and _can_be_noun(word)))
    return out, measures


# After "how" a word asks a degree ("how *fast*", "how *old*", "how *far*"), after "per" it is the unit of a
# rate ("per *night*", "per *person*"): the kind of value asked, not a subject.
_EN_DEGREE = frozenset(("how", "per"))
# Adverbial particles of phrasal verbs ("get the fee *back*", "came *back* from", "put it *away*").
# (Stop words are never read as a subject anyway: "up", "out", "off", "in", …)
_EN_PARTICLES = ENGLISH_PARTICLES - ENGLISH_STOPWORDS
_EN_AFTER_VERB = frozenset(
    "for about of on in with without from by during after before to at into out up off down over back".split())


# A member of the group the noun before names ("a staff *member*", "family *members*"): that noun is the subject.
_BE = frozenset("is are was were".split())
_EN_MEMBERS = frozenset(("member", "members"))


# Nouns that are part of an idiom, not a thing asked about: "a *couple* (of) weeks" (a few), "*brand* new" (quite
# new). (word, the word before it, or "" for any) → the words after it that make the idiom.
_EN_IDIOM_WORDS = {("couple", "a"): frozenset(("of", "weeks", "days", "months", "years", "hours", "nights", "times")),
                   ("brand", ""): frozenset(("new",))}


def _idiom_word(low: str, prev: str, following: str) -> bool:
    """Whether ``low`` is the noun of an idiom (``_EN_IDIOM_WORDS``) where the question writes it."""
    after = _EN_IDIOM_WORDS.get((low, prev)) or _EN_IDIOM_WORDS.get((low, ""))
    return bool(after) and following in after


# A part of the day after a preposition of time ("on race *morning*", "in the *evening*", "tomorrow *night*") says
# when the asker means, as "새벽" of "새벽 6시" does (``asked``): a clock time answers it, the word need not be there.
# Without one it is a thing asked about ("*afternoon* electives", "is there a *night* run").
_EN_PARTS_OF_DAY = frozenset("morning mornings afternoon afternoons evening evenings night nights".split())
_EN_TIME_LEADS = frozenset("on in at during by every each this that tomorrow tonight yesterday".split())


def _time_of_day(low: str, prev: str, prev2: str) -> bool:
    """Whether ``low`` is a part of the day the question names as its time (``_EN_PARTS_OF_DAY``): right after a
    preposition of time, or after one and one word ("in *the* morning", "on *race* morning")."""
    return low in _EN_PARTS_OF_DAY and (prev in _EN_TIME_LEADS or bool(prev) and prev2 in _EN_TIME_LEADS)


def _frame_compound(low: str) -> bool:
    """A hyphenated word made of frame words only ("Oct-Dec", "two-week"): it says when or how much."""
    parts = [p for p in low.split("-") if p]
    return len(parts) > 1 and all(p in EN_FRAME or p in ENGLISH_STOPWORDS for p in parts)


def _particle(low: str, prev: str, following: str) -> bool:
    """An adverbial particle after its verb or object ("get the fee *back*?", "came *back* from"), not a noun
    ("the *back* cover", "my *back*"): not after a determiner, and at a clause's end or before a preposition."""
    if low not in _EN_PARTICLES or prev in ENGLISH_DETERMINERS:
        return False
    return not following or following in ",;?.!" or following in _EN_AFTER_VERB or following in ENGLISH_DETERMINERS


def _ends_noun_run(low: str, history: list[tuple[str, bool]], following: str) -> bool:
    """A verb after an auxiliary and its subject noun phrase, ending it: "should the joint bus wires *read*",
    "why did walk-in service center visits *jump* in …", "does the travel insurance *pay* out". At the
    clause's end or before a preposition or particle only: before another word it may be the phrase's own
    last noun ("can the pet insurance *plan* cover …")."""
    if "VERB" not in lemmas_by_pos(low) or following and following not in ",;?.!" and following not in _EN_AFTER_VERB:
        return False
    k = len(history)
    while k and history[k - 1][1] and history[k - 1][0] not in _AUX:
        k -= 1  # the subject's nouns
    if k == len(history):
        return False
    if k and history[k - 1][0] in ENGLISH_DETERMINERS:
        k -= 1
    return bool(k) and history[k - 1][0] in _AUX - _BE  # "is the drone *waterproof*": a predicate


def _statement_spans(question: str) -> list[tuple[int, int]]:
    """Spans of the statements that lead up to a question clause: "*I bought a tent and the zipper broke*,
    can I return it?", "*I'm a member*, how long …". Said by the asker ("I", "my", "we") before the
    question proper, they tell its situation as a Korean "-는데" clause does."""
    clauses = [(m.start(), m.end(), m.group(0).strip()) for m in re.finditer(r"[^,;.!?]+", question)]
    if len(clauses) < 2:
        return []
    last = clauses[-1][2].lower().split()
    if not last or last[0] not in _AUX | QUESTION_WORDS:
        return []
    openers = ("i", "i'm", "i’m", "i've", "i’ve", "we", "we're", "we’re", "my", "our")
    return [(a, b) for a, b, text in clauses[:-1] if text.lower().split()[:1] and text.lower().split()[0] in openers]


def _describes(low: str, following: str) -> bool:
    """A gradable adjective (one with comparative forms: "real", "new", "big") before a noun or at the end
    of a clause: it describes the subject ("a *real* error code", "is it *new*?"), it names no kind of
    it. A classifying adjective ("*dental* cover", "*annual* fee": no "dentaler") names a kind: kept."""
    if "ADJ" not in lemmas_by_pos(low) or not _gradable(low):
        return False
    return not following or following in ",;?.!" or following.isalpha() and following not in ENGLISH_STOPWORDS


@lru_cache(maxsize=4096)
def _gradable(word: str) -> bool:
    from lemminflect import getAllInflections

    return "JJR" in getAllInflections(word, upos="ADJ")


# After these an -ing word is a noun (a gerund): "the *waiting* period", "pay for *shipping*".
_EN_PREPOSITIONS = frozenset("for about of on in with without from by during after before".split())
_EN_BEFORE_NOUNS = ENGLISH_DETERMINERS | _EN_PREPOSITIONS
_EN_SUBJECTS_MODALS = frozenset("i you we they he she it to can could should would will may might must do does did "
                                "please".split())


def _in_verb_place(low: str, before: tuple[str, str, str], prev_noun: bool, *, capitalized_prev: bool,
                   after: tuple[str, str] = ("", ""), bare_subject: bool = False) -> bool:
    """A word that can be a verb, where a verb goes: "do I *file*", "to *return*", "does Tallyo *offer*",
    "does the policy *pay*", "the robot *keeps*". ``before``: the three words before, nearest first; ``after``:
    the two words after; ``bare_subject``: the nouns before open the clause (``_bare_subject``). (A gerund after
    a determiner, "the *waiting* period", is a noun: the caller keeps it.)"""
    prev, prev2, prev3 = before
    following, after_next = after
    if "VERB" not in lemmas_by_pos(low) or prev in ENGLISH_DETERMINERS:
        return False
    if low.endswith("ing") and prev in _EN_PREPOSITIONS:
        return False  # a gerund: "pay for *shipping*"
    if prev2 in ENGLISH_DETERMINERS and prev3 in _AUX and _can_be_noun(prev):
        # auxiliary, subject, verb: "does the policy pay", "can the arm lift"; unless the verb comes next, before
        # a preposition or the clause's end: "does the fuel *voucher* work for …" (a subject of two nouns)
        return not _verb_next(following, after_next)
    if prev in _EN_SUBJECTS_MODALS:
        return True
    if low.endswith("ing") and prev not in ENGLISH_DETERMINERS and not prev_noun and not _adjective(prev):
        # a participle: "keeps throwing …" (after a noun it is a compound, "student housing"; after an adjective
        # a gerund, "cheaper *parking*")
        return True
    if prev2 in _AUX and capitalized_prev:
        return True
    # "the robot *keeps* …": a verb's -s after a noun. At the clause's end a plural where a preposition or a verb
    # governs the nouns ("a box of the cleaning *tablets*?", "where do I buy the flange *bolts*?"), a verb after
    # a bare subject ("if the robot *breaks*, who pays?", "my printer *jams*, what now?").
    return prev_noun and low.endswith("s") and not low.endswith(("ss", "us", "is")) and not prev.endswith("s") \
        and (bool(following) and following not in ",;?.!" or bare_subject)


def _bare_subject(history: list[tuple[str, bool]]) -> bool:
    """Whether the run of nouns that ends ``history`` (the clause so far: word, whether a noun can stand there)
    opens its clause: nothing but question words, subordinators, determiners and adjectives before it ("what if
    the robot …", "my printer …"), no preposition or verb that would make it an object."""
    k = len(history)
    while k and history[k - 1][1]:
        k -= 1
    return all(w in _EN_WH or w in _EN_SUBORDINATORS or w in ENGLISH_DETERMINERS or _adjective(w)
               for w, _ in history[:k])


_EN_WH = frozenset("what who whom whose which where when why how".split())  # not "are", "can": those are verbs


def _verb_next(following: str, after_next: str) -> bool:
    """Whether the next word is a verb before a preposition, particle or the clause's end ("… *work* for",
    "… *break* down?"): then the word before it ends the subject."""
    if not following.isalpha() or following in ENGLISH_STOPWORDS or "VERB" not in lemmas_by_pos(following):
        return False
    return not after_next or after_next in ",;?.!" or after_next in _EN_AFTER_VERB


def _adjective(word: str) -> bool:
    """A word lemminflect reads as an adjective only ("cheaper", "outdoor"; not "free", which is also a verb)."""
    tags = lemmas_by_pos(word)
    return "ADJ" in tags and "VERB" not in tags and "NOUN" not in tags


def _adjective_as_noun(low: str, prev: str, following: str) -> bool:
    """An adjective used as a noun after "a"/"an", with no noun after it: "does it have a *deductible*?"."""
    return prev in ("a", "an") and _adjective(low) and (not following or following in ",;?.!"
                                                      or following in _EN_AFTER_VERB)


# Acronyms of two capitals ("EV", "ID", "TV") name a thing as longer ones do; not the clock's AM / PM.
_NOT_ACRONYMS = frozenset(("AM", "PM", "OK"))


def _acronym(word: str) -> bool:
    return len(word) == 2 and word.isalpha() and word.isupper() and word not in _NOT_ACRONYMS


def common_noun(word: str) -> bool:
    """Whether a Latin word of a Korean question is an English common noun ("kitty 보험료", "refund 언제 돼?"),
    which WordNet may name another way (``kin``), rather than a name: written in small letters only, and a
    noun in lemminflect's lexicon. A capitalised name ("PawSure", "Growth"), an acronym ("GPS", "SSO"), a
    word of a model code (codes are taken out first) or a word no dictionary holds ("tallyo") stays a name."""
    return len(word) >= 3 and word.isascii() and word.isalpha() and word.islower() and "NOUN" in lemmas_by_pos(word)


def _can_be_noun(word: str) -> bool:
    """Whether ``word`` can be a noun: lemminflect's lexicon says so, or it is not in it (names, jargon:
    "PawSure", "gripper") and does not look like a verb form ("rebooted")."""
    readings = lemmas_by_pos(word.lower())
    if readings:
        return "NOUN" in readings or "PROPN" in readings
    return word[:1].isupper() or not re.search(r"(?:ed|ing)$", word.lower())


def warm_up() -> None:
    """Read lemminflect's tables now (about 0.3 s), as Kiwi and WordNet are loaded when a process starts
    (``answering.warmup``), rather than inside the first question."""
    from lemminflect import getAllInflections, getAllLemmas

    getAllLemmas("questions")
    getAllInflections("question")


@lru_cache(maxsize=4096)
def lemmas_by_pos(word: str) -> Mapping[str, tuple[str, ...]]:
    """lemminflect's lemmas of ``word`` by part of speech ("NOUN", "VERB", …); read-only, as the cache shares it."""
    from lemminflect import getAllLemmas

    return MappingProxyType(getAllLemmas(word))
