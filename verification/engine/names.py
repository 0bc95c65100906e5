"""Another name in the same place: the claim's approver, office, plan or part is not the source's.

"…학과장의 허가를 받아 휴학할 수 있다" against "…총장의 허가를 받아 휴학할 수 있다": every word matches but one
noun, the source does not state that noun anywhere, and in its place, with the same words before and after
(so in the same role: the same case particle, the same preposition), the source names a different noun of
the same kind. The claim then says the source's rule of someone or something else: a contradiction.

"Same kind" is read from the form of the words, never from a list of a document's names:

- Korean offices and organisations by their suffix morphology (총장, 학과장, 장관, 재무팀, 심의위원회, 교무처,
  소비자원, 지도교수, 대표이사 …);
- proper nouns: Korean words Kiwi tags NNP; English phrases written with capitals in mid-sentence
  ("the Teach Pendant", "the Starter plan", "Main Hall");
- model and part names that mix letters and digits ("RX-200", "V6").

Synonyms and abbreviations that a paraphrase uses differ in more than the name or are not of one kind, and a
name the source states anywhere is never "another name".
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from textkit import particles
from textkit.language import has_hangul
from textkit.morphology import analyze
from textkit.normalize import squash
from textkit.stopwords import ENGLISH_ARTICLES

from .analysis import analyse
from .checks.overlap import coverage
from .checks.reading import layout
from .siblings import siblings

# Heads of Korean titles, offices and organisations: the last part of the noun says what kind of noun it is.
# A one-syllable head makes an office of a longer compound (학생처, 재무팀, 교육부, 소비자원); in a two-syllable
# word most of them are something else (결과, 내부, 사실, 요청), except the heads of people (총장, 임원).
_KO_OFFICE = re.compile(r"(?:위원회|위원|센터|본부|교수|이사|대표|공단|공사|협회|재단|법인)$|..(?:장|관|처|실|팀|부|과|원|청|국|단)$"
                        r"|^.(?:장|원)$")
# English heads of titles, offices and bodies ("line manager", "finance director", "claims department").
_EN_OFFICE = frozenset("""manager director officer supervisor head chair chairman chairperson president secretary
    committee board department team office desk council authority agency ministry bureau division registrar
    dean principal administrator coordinator""".split())
_NOUN_TAGS = ("NNG", "NNP", "SL", "SH", "SN", "XSN")
MAX_UNITS = 3  # a name is at most this many words (units) long
ONE_THING = 0.99  # a name every word of which another name holds (in any wording) is that name


@dataclass(frozen=True)
class Unit:
    key: str  # compared: a compound noun squashed, a particle or word lower-cased
    text: str  # as written
    noun: bool
    proper: bool  # a Korean NNP, an English word written with a capital in mid-sentence, or letters+digits
    verbal: bool = False  # a Korean noun made a predicate by 하다 ("신청하다"): an act, never an office


@lru_cache(maxsize=4096)
def units(sentence: str) -> tuple[Unit, ...]:
    """The words of ``sentence`` as units: Korean compound nouns whole (Kiwi splits "재무팀" in one sentence
    and not in another), particles and endings as they are (they carry the role); English words."""
    if has_hangul(sentence):
        return _korean(sentence)
    out = []
    for k, m in enumerate(re.finditer(r"[A-Za-z0-9][A-Za-z0-9\-']*", sentence)):
        w = m.group()
        mixed = bool(re.search(r"\d", w) and re.search(r"[A-Za-z]", w))
        proper = (k > 0 and w[0].isupper()) or mixed
        out.append(Unit(w.lower(), w, True, proper))
    return tuple(out)


def _korean(sentence: str) -> tuple[Unit, ...]:
    out: list[Unit] = []
    run: list[tuple[str, str, int, int]] = []

    def flush() -> None:
        if run:
            text = sentence[run[0][2]:run[-1][3]]
            out.append(Unit(squash(text).lower(), text, True, any(t == "NNP" or t == "SL" for _, t, _, _ in run)))
            run.clear()

    for lemma, tag, x, y in analyze(sentence):
        base = tag.split("-")[0]
        if base in _NOUN_TAGS and not (base == "SN" and not run):
            if run and x != run[-1][3]:
                flush()
            run.append((lemma, base, x, y))
            continue
        flush()
        if base in ("XSV", "XSA") and out and out[-1].noun:
            out[-1] = Unit(out[-1].key, out[-1].text, True, out[-1].proper, verbal=True)
        if base.startswith(("S",)):
            continue  # punctuation, and a number that starts no name
        out.append(Unit(particles.one_spelling(lemma) if base.startswith("J") else lemma, lemma, False, False))
    flush()
    return tuple(out)


# Two names without digits that share this much of their letters are one name spelled two ways ("에든버러" /
# "에딘버러", "Colour Guide" / "Color Guide"), not two names.
SPELLING_SIMILARITY = 0.7


def same_kind(a: tuple[Unit, ...], b: tuple[Unit, ...]) -> bool:
    """Whether two names are of one kind (see the module docstring) and not one name written two ways."""
    ta, tb = "".join(u.key for u in a), "".join(u.key for u in b)
    if has_hangul(ta) != has_hangul(tb):
        return False  # "Gates" / "게이츠": a transliteration
    if not re.search(r"\d", ta + tb) and SequenceMatcher(None, ta, tb).ratio() >= SPELLING_SIMILARITY:
        return False
    if has_hangul(ta + tb):
        if any(u.verbal for u in a + b):
            return False
        if _KO_OFFICE.search(ta) and _KO_OFFICE.search(tb):
            return True
        return all(u.proper for u in a) and all(u.proper for u in b)
    # English: two titles or offices (by their head word), or every word of both names capitalised
    # (articles aside) or a letters+digits name.
    if a[-1].key in _EN_OFFICE and b[-1].key in _EN_OFFICE:
        return True
    return all(u.proper for u in a if u.key not in ENGLISH_ARTICLES) and \
        all(u.proper for u in b if u.key not in ENGLISH_ARTICLES)


@dataclass(frozen=True)
class Substitution:
    claim_name: str
    source_name: str
    sentence: str


def find_substitution(claim: str, evidence: str, source: str,
                      kin: tuple[frozenset[str], ...] = (), elsewhere: str = "",
                      in_evidence_only: bool = False) -> Substitution | None:
    """The claim's name that the source (``source``: the whole cited text) never states, standing where the
    evidence's matching sentence names another of the same kind, with the same words on either side and
    every other noun of the claim found in the evidence; None otherwise. ``kin``: groups of names the given
    sources list as alternatives (``siblings``), of one kind whatever their form. ``elsewhere``: the other
    given sources (squashed, lower-cased); a thing they name, standing between the very words around the
    source's proper name or office, is another thing in its place ("Members of the gift card get …" for
    "Members of Northwind Club get …", where another passage speaks of gift cards). ``in_evidence_only``: for a claim
    the words found supported: its name may be one the source (or its title) states elsewhere, only not in the
    evidence ("except buggies in the 10K" where the title names the 10K and the rule's sentence the Family Mile); a
    name whose every word the coverage reads in the evidence's name (a synonym, its formal word) is that name."""
    cu = units(claim)
    if not cu:
        return None
    whole = squash(evidence if in_evidence_only else source).lower()
    for sentence in layout(evidence).sentences:
        su = units(sentence)
        if not su:
            continue
        ops = SequenceMatcher(None, [u.key for u in cu], [u.key for u in su], autojunk=False).get_opcodes()
        for k, (op, i1, i2, j1, j2) in enumerate(ops):
            if op != "replace":
                continue
            before = k > 0 and ops[k - 1][0] == "equal"
            after = k + 1 < len(ops) and ops[k + 1][0] == "equal"
            # The name is the part of the differing stretch next to the words both share: its last nouns
            # when the same words follow ("…으면 학과장|의 허가" / "…때에는 총장|의 허가"), its first when
            # the same words precede ("in the| Teach Pendant" / "in the| Control Box did not …").
            found = None
            if after:
                x, y = _edge(cu[i1:i2], last=True), _edge(su[j1:j2], last=True)
                if x and y:
                    found = (x, y)
                elif cu[i2].key in _EN_OFFICE:
                    # "the support| team" / "the finance| team": the words before the same title head.
                    found = _headed(cu[i1:i2 + 1], su[j1:j2 + 1])
            if found is None and before:
                x, y = _edge(cu[i1:i2], last=False), _edge(su[j1:j2], last=False)
                if x and y and (len(x) == i2 - i1 or not after):
                    found = (x, y)
            named_elsewhere = False
            if found is None and before and after and elsewhere:
                found = _sandwiched(cu[i1:i2], su[j1:j2], elsewhere)
                named_elsewhere = found is not None
            if found is None:
                continue
            x, y = found
            if len(x) > MAX_UNITS or len(y) > MAX_UNITS:
                continue
            name, other = " ".join(u.text for u in x), " ".join(u.text for u in y)
            if squash(name).lower() in whole or squash(other).lower() in squash(claim).lower():
                continue  # the source states the claim's name somewhere; or the claim names the source's too
            if in_evidence_only and _one_thing(name, other):
                continue  # the evidence's name in another word for it (a synonym, its formal word)
            if not (named_elsewhere or same_kind(x, y) or siblings(name, other, kin)) or _one_body(name, other):
                continue
            if not _rest_found(claim, name, evidence):
                continue
            return Substitution(name, other, sentence)
    return None


def _one_thing(name: str, other: str) -> bool:
    """Whether the coverage reads ``name`` in ``other`` (a synonym, the formal word, a compound written apart): one
    thing in two wordings, as far as the engine reads words."""
    return coverage(analyse(name), analyse(other))[0] >= ONE_THING


def _headed(x: tuple[Unit, ...], y: tuple[Unit, ...]) -> tuple[tuple, tuple] | None:
    """Two English titles that share their head word, articles aside, or None when either is no short name."""
    x = tuple(u for u in x if u.key not in ENGLISH_ARTICLES)
    y = tuple(u for u in y if u.key not in ENGLISH_ARTICLES)
    if not (1 < len(x) <= MAX_UNITS and 1 < len(y) <= MAX_UNITS) or has_hangul(x[0].key + y[0].key):
        return None
    # A capitalised word on one side at least ("the HR team" / "the finance team"): two lower-case words
    # before one head may be two wordings of one body ("help desk" / "service desk").
    if not any(u.proper for u in x[:-1] + y[:-1]):
        return None
    return x, y


def _sandwiched(x: tuple[Unit, ...], y: tuple[Unit, ...], elsewhere: str) -> tuple[tuple, tuple] | None:
    """(x, y) when ``x`` (the claim's stretch, nouns only, articles aside) is named in ``elsewhere`` and ``y``
    (the source's) is a proper name or an office; else None."""
    x = tuple(u for u in x if u.key not in ENGLISH_ARTICLES)
    y = tuple(u for u in y if u.key not in ENGLISH_ARTICLES)
    if not x or not y or len(x) > MAX_UNITS or len(y) > MAX_UNITS or not all(u.noun and not u.verbal for u in x):
        return None
    proper = all(u.proper for u in y) or bool(_KO_OFFICE.search("".join(u.key for u in y))) or y[-1].key in _EN_OFFICE
    if not proper or squash(" ".join(u.text for u in x)).lower() not in elsewhere:
        return None
    return x, y


def _one_body(name: str, other: str) -> bool:
    """Whether two names may well name the same body: the same words before a different head ("finance
    team" / "Finance Department", 인사팀 / 인사부), or one the initials of the other ("HR" / "Human
    Resources"). A paraphrase says it either way; only the judge can tell, so it is no contradiction here."""
    a, b = name.split(), other.split()
    if len(a) == 1 and len(b) == 1 and a[0].lower() in _EN_OFFICE and b[0].lower() in _EN_OFFICE:
        return True  # only the head differs, after the same words: "finance team" / "finance department"
    if len(a) > 1 and len(b) > 1:
        return [w.lower() for w in a[:-1]] == [w.lower() for w in b[:-1]]
    if len(a) == 1 and len(b) == 1 and re.fullmatch(r"[가-힣]{3,}", a[0]) and re.fullmatch(r"[가-힣]{3,}", b[0]):
        # One-syllable heads (인사팀 / 인사부); or one name's words before its head the leading words of the
        # other (고객센터 / 고객지원팀, 민원실 / 민원안내센터): a fuller and a shorter name of one office.
        x, y = sorted((a[0], b[0]), key=len)
        return a[0][:-1] == b[0][:-1] or (len(x) >= 4 and y.startswith(x[:-2])) or (len(x) == 3 and y.startswith(x[:-1]))
    for short, words in ((a, b), (b, a)):
        if (len(short) == 1 and short[0].isupper() and 2 <= len(short[0]) <= 5 and len(words) == len(short[0])
                and "".join(w[0] for w in words).upper() == short[0]):
            return True
    return False


def _edge(us: tuple[Unit, ...], *, last: bool) -> tuple[Unit, ...]:
    """The nouns at one end of ``us`` (English: the capitalised or letters+digits words there, or a title
    with the one word before it: "line manager", "finance director")."""
    seq = list(reversed(us)) if last else list(us)
    out = []
    for u in seq:
        english = not has_hangul(u.key)
        if not u.noun or (english and not u.proper):
            break
        out.append(u)
    if not out and us and last and us[-1].key in _EN_OFFICE:
        out = [u for u in us[-2:] if u.key not in ENGLISH_ARTICLES][::-1]
    elif not out and not last:
        heads = [k for k, u in enumerate(us[:2]) if u.key in _EN_OFFICE]
        out = [u for u in us[:heads[0] + 1] if u.key not in ENGLISH_ARTICLES] if heads else []
    return tuple(reversed(out)) if last else tuple(out)


def _rest_found(claim: str, name: str, evidence: str) -> bool:
    """Whether the claim's other nouns are all in ``evidence``: the name is the only thing that differs."""
    own = analyse(name).tokens
    written = squash(name).lower()
    target = analyse(evidence)
    squashed = target.squashed.lower()
    for token, weight in analyse(claim).weights:
        if weight < 1.0 or token.replace(".", "").isdigit() or token in own or token in written:
            continue
        if token not in target.tokens and not (len(token) >= 2 and token in squashed):
            return False
    return True
