"""Readings of a text's morphemes that the claim analysis (``analysis``) asks for: a Korean predicate denied
inside a condition ("제출하지 않으면"), a bound said as falling short ("못 미치다"), a noun's voice suffix
("반환받다"), the events relative times are relative to ("출국 전", "after arrival"), and the topic noun.

Pure functions of Kiwi's morphemes (``textkit.morphology.analyze``) and the text; no engine state.
"""
from __future__ import annotations

import re

from textkit.stopwords import KOREAN_FUNCTION_WORDS

from .english_reading import stem
from .lexicon import canonical


def denied_in_condition(toks) -> set[str]:
    """Korean predicates denied in a condition: "알리지 않으면 …", "제출하지 않은 경우 …" (the "if … not" words)."""
    out: set[str] = set()
    n = len(toks)
    for i, (lemma, tag, _a, _b) in enumerate(toks):
        if tag != "VX" or lemma not in ("않다", "못하다") or i < 2 or i + 1 >= n:
            continue
        after = toks[i + 1]
        if not (after[0] in ("면", "으면") or (after[1] == "ETM" and i + 2 < n and toks[i + 2][0] in ("경우", "때"))):
            continue
        k = i - 2 if toks[i - 1][0] == "지" else i - 1
        if toks[k][1] in ("VV", "VA"):
            out.add(toks[k][0])
        elif toks[k][1] in ("XSV", "XSA") and k >= 1 and toks[k - 1][1] in ("NNG", "XR"):
            out.add(toks[k - 1][0])
    return out


def falls_short(toks, i: int) -> bool:
    """Whether morpheme ``i`` is the 못 of "못 미치다" ("85점에 못 미치면") or the 미치다 of "미치지 못하다": "below", a
    bound, not the negation of a predicate — as "no more than" is no negation in English."""
    if toks[i][0] == "미치다" and toks[i][1].startswith("VV"):  # "미치지 못하다" (Kiwi: 못하다, or 못 + 하다)
        return i + 2 < len(toks) and toks[i + 1][0] == "지" and toks[i + 2][0] in ("못하다", "못")
    if toks[i][0] != "못":
        return False
    if i >= 2 and toks[i - 1][0] == "지" and falls_short(toks, i - 2):
        return True  # the 못 of "미치지 못했다"
    return i + 1 < len(toks) and toks[i + 1][0] == "미치다" and toks[i + 1][1].startswith("VV")


_ELAPSE = frozenset({"지나다", "넘다", "경과"})
_WITHIN_AFTER = frozenset({"에", "으로", "로", "이", "에서", "이라면", "이면"})


def within_bound(toks, i: int) -> tuple[int, ...] | None:
    """Whether morpheme ``i`` says "within" after a figure: the 안 of "60일 안에", "5년 안이라면", or the 지나다 of
    "3년이 지나기 전에" ("before 3 years have passed"), each "3년 이내". Returns the morphemes after ``i`` that are
    part of that bound (the 전 of "지나기 전"), or None. The bound itself is read with the value (``bounds``); the
    words are no content of their own, as "이내" is none once the limits match."""
    lemma, tag, _a, _b = toks[i]
    unit = i >= 2 and toks[i - 2][1] == "SN" and toks[i - 1][1] in ("NNB", "NNG")
    if lemma == "안" and tag.startswith("NNG"):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if unit and (nxt is None or nxt[0] in _WITHIN_AFTER or nxt[1] in ("VCP", "SF", "SP")):
            return ()
        return None
    if lemma not in _ELAPSE or not tag.startswith(("VV", "NNG")):
        return None
    j = i + 1
    if tag.startswith("NNG"):  # "경과하기 전"
        if j >= len(toks) or toks[j][1] != "XSV":
            return None
        j += 1
    if not (j + 1 < len(toks) and toks[j][0] == "기" and toks[j][1] == "ETN" and toks[j + 1][0] == "전"
            and toks[j + 1][1].startswith("NNG")):
        return None
    subject = i >= 3 and toks[i - 1][1] == "JKS" and toks[i - 3][1] == "SN" and toks[i - 2][1] in ("NNB", "NNG")
    return tuple(range(i + 1, j + 2)) if subject else None


def such_as(toks, i: int) -> bool:
    """Whether morpheme ``i`` is the 같다 of "A 같은 B" ("부모님 같은 법정대리인", "천재지변 같은 부득이한 경우"):
    "B such as A", a listing word as "A 등" is, not the predicate "the same" — which takes a particle ("A와 같은
    금액", "금액이 같은 경우") or comes first ("같은 학과")."""
    lemma, tag, start, _b = toks[i]
    if lemma != "같다" or not tag.startswith("VA") or i == 0 or i + 1 >= len(toks):
        return False
    prev_tag, prev_end = toks[i - 1][1], toks[i - 1][3]
    return toks[i + 1][1] == "ETM" and prev_end < start and prev_tag.startswith(("NNG", "NNP", "NNB", "SN", "SL", "XSN"))


# Units of time a "지난" names the last of ("지난 학기", "지난 달"); a figure ("지난 1년") is one too.
_TIME_UNITS = frozenset("해 달 주 학기 분기 연도 학년도 년 월 일 번 회 시즌".split())


def elapsed(toks, i: int) -> tuple[str, tuple[int, ...]] | None:
    """The 지나다 of "3초가 지나면", "3년이 지난 뒤에" (after that time: "3초 후") and of "지난 학기", "지난 1년" (the last
    one: "직전 학기", "최근 1년"): (the word it says, the morphemes after ``i`` that are part of it), or None. The
    bound of "N이 지나기 전" is ``within_bound``'s."""
    lemma, tag, _a, _b = toks[i]
    if lemma != "지나다" or not tag.startswith("VV") or i + 1 >= len(toks):
        return None
    nxt = toks[i + 1]
    subject = i >= 3 and toks[i - 1][1] == "JKS" and toks[i - 3][1] == "SN" and toks[i - 2][1] in ("NNB", "NNG")
    if subject and nxt[1] == "EC" and nxt[0] in ("면", "으면"):
        return "후", ()
    if nxt[1] != "ETM" or i + 2 >= len(toks):
        return None
    after = toks[i + 2]
    if subject and after[0] in ("뒤", "후") and after[1].startswith("NNG"):
        return "후", (i + 2,)
    if (i == 0 or toks[i - 1][1] not in ("JKS", "JX", "JKB", "JKO")) and not subject \
            and (after[1] == "SN" or (after[0] in _TIME_UNITS and after[1].startswith(("NNG", "NNB")))):
        return "지난", ()
    return None


def range_or_rest(toks, i: int) -> str | None:
    """The 사이 of "9시에서 5시 사이", "3일과 5일 사이" (the range of two values, which the values compare: "", no word)
    and the 밖 of "그 밖의" ("the other", "기타"); None for any other morpheme ("부부 사이", "문 밖")."""
    lemma, tag, _a, _b = toks[i]
    if not tag.startswith("NNG") or i < 1:
        return None
    if lemma == "사이" and i >= 2 and toks[i - 2][1] == "SN" and toks[i - 1][1] in ("NNB", "NNG"):
        return ""
    if lemma == "밖" and toks[i - 1][0] == "그" and toks[i - 1][1] == "MM":
        return "기타"
    return None


_VOICE_VERBS = frozenset({"받다", "당하다"})
VOICE_WEIGHT = 0.3  # the suffix of "반환받다": the voice of the noun, little of what is said


def voice_suffix(toks, i: int, text: str) -> bool:
    """Whether morpheme ``i`` is 받다/당하다 written onto the noun before it ("반환받다", "지급받을", "해고당한"):
    Kiwi reads some of these as the verb after a noun, but one word of a predicate noun and the suffix is that
    noun's passive, as "반환되다" is. "돈을 받다" (a particle between) or "돈 받다" (apart) is the verb itself."""
    lemma, tag, start, _end = toks[i]
    if lemma not in _VOICE_VERBS or not tag.startswith("VV") or i == 0:
        return False
    prev_lemma, prev_tag, _a, prev_end = toks[i - 1]
    return prev_tag.startswith("NNG") and prev_end == start and len(prev_lemma) >= 2 and start < len(text) \
        and not text[start - 1:start].isspace()


_BEFORE_AFTER = {"전": "before", "이전": "before", "후": "after", "뒤": "after", "이후": "after"}
_EN_TIMED = re.compile(r"\b(before|after|prior\s+to|following)\s+(?:the\s+|a\s+|an\s+|your\s+|its\s+|their\s+)?"
                       r"([A-Za-z][A-Za-z\-]*)", re.IGNORECASE)


def relative_times(toks, text: str) -> frozenset[tuple[str, str]]:
    """(event, "before"/"after") of every relative time: the content word before 전/후 ("출국 전",
    "바꾸기 전", "끈 뒤"), the word after before/after."""
    out: set[tuple[str, str]] = set()
    for i, (lemma, tag, _a, _b) in enumerate(toks):
        if lemma in _BEFORE_AFTER and tag.startswith("NN"):
            for prev_lemma, prev_tag, _x, _y in reversed(toks[max(0, i - 4):i]):
                if prev_tag.startswith(("NNG", "NNP", "VV", "VA", "XR", "SL")):
                    out.add((canonical(prev_lemma.lower()), _BEFORE_AFTER[lemma]))
                    break
    for m in _EN_TIMED.finditer(text):
        rel = "before" if m.group(1).lower() in ("before", "prior to") or m.group(1).lower().startswith("prior") else "after"
        out.add((canonical(stem(m.group(2).lower())), rel))
    return frozenset(out)


def topic_noun(toks) -> str:
    """The noun a sentence is about: the last noun before its first topic particle ("X는").

    Subjects ("X가 있다") are left out: they often bring the new information rather than the topic.
    """
    for i, (lemma, tag, _, _) in enumerate(toks):
        if tag == "JX" and lemma in ("은", "는"):
            if i and toks[i - 1][1] in ("NNG", "NNP") and len(toks[i - 1][0]) >= 2 and toks[i - 1][0] not in KOREAN_FUNCTION_WORDS:
                return toks[i - 1][0]
            return ""
    return ""
