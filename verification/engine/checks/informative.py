"""Parts of a claim that word coverage counts as found but the evidence does not state as the claim does.

Coverage asks whether each word of the claim occurs somewhere in the evidence window. A claim can pass that
and still say what the source does not (principle (b) of issue 12: "accurate" only when every informative
part of the claim is covered — its values, bounds and the things it relates):

- a figure written twice where the evidence has it once and, in the other place, another figure of the same
  unit ("30 days' notice if unpaid for more than 30 days" against "… for more than 60 days");
- in a window of several sentences or table rows, a thing the claim joins to a figure that the sentence
  (row) holding the figure does not name, while a sentence of the window with another figure of that unit
  does (a summary of two sentences pairing one's figure with the other's subject or approver);
- within one sentence, a figure the claim gives its clause's topic that the source gives another clause's
  topic ("야간 근무는 8시간" against "야간 근무는 6시간 …, 주간 근무는 8시간 …");
- a name in a role where the evidence has another name in that role ("소속 부서장의 승인" against
  "경영지원본부장의 승인", "the Scale plan at" against "the Growth plan at");
- a restriction dropped or a universal stated where the evidence limits it (``restrictions``);
- a figure put on the other side of its limit or its point in time ("after 48 hours" against "within 48 hours",
  "3일 이후" against "3일 전까지", ``figure_sides``).

Each leaves the claim uncertain (a judge, or the reader, decides). ``contradicted_part`` reads the few that say
the opposite of the source outright (roles crossed both ways, a figure repeated in the other's place, an open
count against a count limit, and the flips of ``flips``).
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from textkit.normalize import ODD_FOLDS

from ..analysis import analyse
from .figure_sides import turned_side
from .flips import flipped
from .restrictions import STOP, content_words, dropped_restriction, excepted, proviso_after, unlimited

NOUN_WEIGHT = 1.0  # as the lexical layer counts nouns

# A figure and the word written after it ("14일", "3영업일", "30 days'", "200 비행시간마다"); digits inside
# codes ("C17A1", "AG10-NZ-015") and the parts of a date or a decimal are not figures of their own.
_FIGURE = re.compile(r"(?<![\w.,\-–])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w.,\-–]*\d[A-Za-z])\s?([A-Za-z가-힣°%Ω]*)")
# Particles and limit words a Korean counter carries ("일까지", "일당", "시간마다"): the counter is what is left.
_KO_TAIL = re.compile(r"(?:마다|까지|부터|이내|이상|이하|미만|초과|전|후|당|에|의|은|는|이|가|을|를|으로|로|와|과|도|만|씩|째)+$")


def _unit_key(unit: str) -> str:
    """The counter of a figure, comparable between two texts: "3영업일" and "14일" are both days."""
    if not unit:
        return ""
    if "가" <= unit[0] <= "힣":
        core = _KO_TAIL.sub("", unit) or unit
        return core[-1]
    word = unit.lower().rstrip("'")
    return word[:3]


def figures(text: str) -> list[tuple[str, str]]:
    """(figure as a plain number, unit key) of every figure of ``text``, in order."""
    return list(_figures(text))


@lru_cache(maxsize=8192)
def _figures(text: str) -> tuple[tuple[str, str], ...]:
    # Cached: a source's sentences are read again for every claim compared with them.
    return tuple((m.group(1).replace(",", ""), _unit_key(m.group(2))) for m in _FIGURE.finditer(text))


# Units of an evidence window: its sentences and its table rows.
_UNIT_SPLIT = re.compile(r"(?<=[.!?。])\s+(?=\S)|\|\s+\||\n+")


@lru_cache(maxsize=4096)
def units_of(evidence: str) -> tuple[str, ...]:
    """The units (sentences, table rows) of ``evidence``, cells' edges stripped."""
    # Cached: ``crosswise`` splits a whole source again for every claim read against it.
    return tuple(u.strip(" |") for u in _UNIT_SPLIT.split(evidence) if u and u.strip(" |"))


def _repeated_figure(claim: str, evidence: str) -> str:
    """A figure the claim states more often than the evidence, which has another figure of that unit the
    claim never states: the second mention stands where the source has the other figure."""
    mine, theirs = figures(claim), figures(evidence)
    if len(mine) < 2 or len(theirs) < 2:
        return ""
    have, give = Counter(mine), Counter(theirs)
    stated = {n for n, _ in mine}
    for (num, key), k in have.items():
        if k > give[(num, key)] >= 1:
            other = [n for n, u in theirs if u == key and n not in stated]
            if other:
                return f"the claim gives {num} twice where the source has {other[0]} in one place"
    return ""


# Where a claim's pieces start: a comma or semicolon, or a Korean connective ending before a space.
CLAIM_PIECES = re.compile(r"[,;，]\s*|(?<=[가-힣][고며])\s+|(?<=으며)\s+|\s(?:and|but|while|whereas)\s(?=(?:the|a|an|its|their)\s)")
def _nouns(claim: str, piece: str) -> list[str]:
    """The nouns, names and English content words of the claim (as the analysis reads them: lemmas, no
    particles) that are written in ``piece``; the claim is analysed once, its pieces not again."""
    return [t for t, w in analyse(claim).weights
            if w >= NOUN_WEIGHT and len(t) >= 2 and not any(c.isdigit() for c in t) and written_in(t, piece)]


_VERBAL = re.compile(r"(?:하|했|해|되|됐|돼|시키|시켰)")


def written_in(word: str, text: str) -> bool:
    """Whether ``text`` writes ``word``: a Korean noun anywhere, an English word (or stem) as a word start."""
    # Korean nouns compared on the squashed text ("부서장" in "소속 부서장의"); English stems as prefixes of words.
    if "가" <= word[0] <= "힣":
        return word in _spaceless(text)
    return starts_word(word, text)


def starts_word(word: str, text: str) -> bool:
    """``re.search(r"\b" + re.escape(word), text, re.IGNORECASE)``, found without compiling a pattern per word
    (a claim's words are searched for in every unit of its source; compiling is most of the cost)."""
    if not word or not word.isascii() or not ODD_FOLDS.isdisjoint(text):
        return _word_start(word).search(text) is not None
    low, key = text.lower(), word.lower()  # one for one: no character above lower-cases to more than one
    first = key[0].isalnum() or key[0] == "_"
    at = low.find(key)
    while at >= 0:
        before = at > 0 and (text[at - 1].isalnum() or text[at - 1] == "_")  # \w is isalnum() or "_"
        if before != first:  # \b: a word character on one side only
            return True
        at = low.find(key, at + 1)
    return False


@lru_cache(maxsize=4096)
def _word_start(word: str) -> re.Pattern:
    return re.compile(r"\b" + re.escape(word), re.IGNORECASE)


@lru_cache(maxsize=8192)
def _spaceless(text: str) -> str:
    # Cached: every unit of a source is searched for every noun of every claim read against it.
    return text.replace(" ", "")


def prepare_informative(source: str) -> None:
    """Read ``source`` for these checks ahead of verification (see ``prepare_sources``): its units (sentences,
    table rows), their figures and their words without spaces."""
    for unit in units_of(source):
        _figures(unit)
        _spaceless(unit)


def _misjoins(claim: str, evidence: str, *, named_rival: bool = True) -> list[tuple[int, int, str]]:
    """(unit holding the figures, unit naming the thing, why) for each claim piece whose figures one unit of the
    evidence holds, naming a thing that unit lacks and that another unit — one with a different figure of the
    same unit — names. ``named_rival``: only where the unit with the figures names something else too."""
    units = units_of(evidence)
    if len(units) < 2:
        return []
    found = []
    for piece in CLAIM_PIECES.split(claim):
        nums = figures(piece)
        if not nums:
            continue
        numbers = {n for n, _ in nums}
        keys = {u for _, u in nums}
        anchors = [i for i, u in enumerate(units) if numbers <= {n for n, _ in figures(u)}]
        if not anchors:
            continue
        anchor_words = content_words(units[anchors[0]])
        for noun in _nouns(claim, piece):
            if any(written_in(noun, units[i]) for i in anchors) or _VERBAL.match(piece[piece.find(noun) + len(noun):]):
                continue  # a noun used as a verb ("차지했다") says what happens, not what the figure is of
            for j, other in enumerate(units):
                if j in anchors or not written_in(noun, other):
                    continue
                rival = [n for n, u in figures(other) if u in keys and n not in numbers]
                # The unit with the claim's figure names something else in that place (another part, another
                # approver); one that only leaves the noun out ("다만, … 30일 이내에 지급한다") is no rival.
                named = [t for t in anchor_words if not written_in(t, claim) and not written_in(t, other)]
                if rival and (named or not named_rival):
                    found.append((anchors[0], j, f"the source gives {rival[0]}, not {nums[0][0]}, with “{noun}”"
                                                 + (f" (and “{named[0]}” with {nums[0][0]})" if named else "")))
                    break
    return found


def crosswise(claim: str, evidence: str) -> str:
    """Two pieces of the claim, each joining one unit's figure to the other unit's thing: the roles swapped."""
    # Crossed both ways is evidence enough: no rival name needed in either sentence.
    found = _misjoins(claim, evidence, named_rival=False)
    pairs = {(a, b) for a, b, _ in found}
    for a, b, why in found:
        if (b, a) in pairs:
            return "two things exchanged between the source's figures: " + why
    return ""


# A name in a role: a Korean noun with its particle before the word it relates to ("부서장의 승인을",
# "노즐은 200"), an English capitalised name between two words ("the Growth plan at").
# Korean roles are read only before the words that name one (who approves, confirms, receives, appoints, decides):
# elsewhere a paraphrase swaps nouns freely ("손해는 보상하지" / "치료는 보상하지").
_KO_SLOT = re.compile(r"(?<![가-힣])([가-힣]{2,})(의|에게|이|가)\s+(승인|허가|허락|확인|동의|결재|서명|추천|위촉|지도|제출|보고|통보|"
                      r"정하|정한|지정|결정)"
                      # where a paper goes or a question is asked: "인사팀에 제출", "고객센터로 문의"
                      r"|(?<![가-힣])([가-힣]{2,})(에|으로|로)\s+(제출|신청|문의|접수|연락|방문)")
_EN_SLOT = re.compile(r"\b([a-z]+)\s+([A-Z][A-Za-z0-9\-]+)\s+([a-z]+)\b")


def _slots(text: str) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = {}
    for m in _KO_SLOT.finditer(text):
        name, particle, word = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5), m.group(6))
        out.setdefault((particle, word), set()).add(name)
    for m in _EN_SLOT.finditer(text):
        out.setdefault((m.group(1).lower(), m.group(3).lower()), set()).add(m.group(2))
    return out


def _renamed(claim: str, evidence: str) -> str:
    """A name the claim puts in a place (before "의 승인", between "the" and "plan") where the evidence has only
    another name: "소속 부서장의 승인" against "경영지원본부장의 승인", "the Scale plan at" against "the Growth plan at"."""
    theirs = _slots(evidence)
    for slot, names in _slots(claim).items():
        other = theirs.get(slot)
        if not other:
            continue
        for name in names:
            if any(name in o or o in name for o in other):
                continue
            return f"the source has “{sorted(other)[0]}” where the claim has “{name}”"
    return ""


# Clauses of one sentence and what each is about: "야간 근무는 6시간을 넘을 수 없고 주간 근무는 8시간을 넘을 수
# 없다", "Members get 20% off and guests 10% off". The topic is the phrase before 은/는 (with the word before it),
# or the first content word of an English clause.
_CLAUSE_SPLIT = re.compile(r"(?<!\d),|,(?!\d)|;|\s(?:and|but|while|whereas)\s|(?<=[가-힣][고며])\s")
_KO_TOPIC = re.compile(r"(?:(?<![가-힣])([가-힣]{1,6})\s)?([가-힣]{2,})(?:은|는)(?=\s)")
_EN_TOPIC = re.compile(r"[A-Za-z][A-Za-z\-]{3,}")


def _topic(clause: str) -> str:
    m = _KO_TOPIC.search(clause)
    if m:
        return (m.group(1) or "") + m.group(2)
    words = [w.lower() for w in _EN_TOPIC.findall(clause) if w.lower() not in STOP]
    return words[0].rstrip("s") if words and not re.search(r"[가-힣]", clause) else ""


def _topic_swapped(claim: str, evidence: str) -> str:
    """A claim piece about one topic giving the figure the source gives another topic, in a sentence or a clause
    of the evidence, while a sentence or clause about the claim's topic gives another figure of that unit."""
    sentences = units_of(evidence)
    clauses = [c for u in sentences for c in _CLAUSE_SPLIT.split(u) if c and c.strip() and c != u]
    units = [*clauses, *sentences]  # the smallest unit holding the figures first: a clause says what it is of
    if len(units) < 2:
        return ""
    topics = [_topic(u) for u in units]
    for piece in CLAIM_PIECES.split(claim):
        nums = figures(piece)
        mine = _topic(piece)
        if not nums or not mine:
            continue
        numbers = {n for n, _ in nums}
        keys = {u for _, u in nums}
        anchors = [i for i, u in enumerate(units) if topics[i] and numbers <= {n for n, _ in figures(u)}]
        anchors = [i for i in anchors if i < len(clauses)] or anchors
        if not anchors or any(mine in topics[i] or topics[i] in mine for i in anchors):
            continue
        for j, other in enumerate(units):
            if topics[j] == mine and any(u in keys and n not in numbers for n, u in figures(other)):
                return f"the source gives {nums[0][0]} for “{topics[anchors[0]]}”, not for “{mine}”"
    return ""


def contradicted_part(claim: str, evidence: str) -> str:
    """Why a part of the claim says the opposite of the evidence that covers its words ("" when none does)."""
    if not evidence:
        return ""
    why, denied = unlimited(claim, evidence)
    return (flipped(claim, evidence) or crosswise(claim, evidence) or _repeated_figure(claim, evidence)
            or (why if denied else ""))


def uncovered_part(claim: str, evidence: str, source: str = "") -> str:
    """Why the evidence does not cover an informative part of the claim ("" when nothing is found); ``source``:
    the text the evidence comes from, whose proviso on the evidence limits a universal of the claim too."""
    if not evidence:
        return ""
    misjoined = _misjoins(claim, evidence)
    if misjoined:
        return misjoined[0][2]
    renamed = (_renamed(claim, evidence) or dropped_restriction(claim, evidence) or excepted(claim, evidence)
               or _topic_swapped(claim, evidence) or turned_side(claim, evidence))
    if renamed:
        return renamed
    proviso = proviso_after(evidence, source) if source else ""
    return unlimited(claim, f"{evidence} {proviso}" if proviso else evidence)[0]
