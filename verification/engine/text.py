"""Plain-text helpers shared by the layers: language guess, sentence spans, squashing for matching.

The sentence splitter is rule-based rather than Kiwi's so that it is fast, keeps exact offsets into
the original answer (markers are rewritten in place later) and treats the citation markers that
follow a full stop ("…없습니다.[†1] 다음") as part of the sentence they close.
"""
from __future__ import annotations

import re
import unicodedata

_HANGUL = re.compile(r"[\uac00-\ud7a3\u3131-\u318e]")
_LATIN = re.compile(r"[A-Za-z]")

# Words whose trailing period is not a sentence end. Generic English/Latin abbreviations only.
_ABBREVIATIONS = frozenset(
    """e.g i.e etc vs cf dr mr mrs ms prof no nos fig figs art arts sec secs p pp vol vols approx inc
    ltd co corp jr sr st u.s u.k a.m p.m ca est dept univ min max jan feb mar apr jun jul aug sep sept
    oct nov dec ref refs ch para eq al""".split()
)

# Text that may trail a terminator and still belong to the sentence: closing quotes/brackets and
# citation markers ([†1], [1, 2], [참조: …], </cite>).
_TRAILER = re.compile(
    r"""(?:["'”’)\]」』]|\s*\[†?\s*\d+(?:\s*[,，\-–~]\s*†?\s*\d+)*\s*\]|\s*\[(?:참조|출처|참고|근거|source|sources|ref|reference|see)\s*[:：][^\]\n]*\]|</cite>)*""",
    re.IGNORECASE,
)
_TERMINATOR = re.compile(r"[.!?。！？]+")
# A line-initial list number such as "1." or "2)" is a bullet, not a sentence end.
_LIST_NUMBER = re.compile(r"(?:^|\n)[ \t]*(?:\d{1,3}|[a-zA-Z가-하])[.)]$")
_MARKER_AFTER_KO_ENDING = re.compile(r"(?<=[다요죠까])(?:\s*\[†?\s*\d+(?:\s*[,，\-–~]\s*†?\s*\d+)*\s*\])+(?=[ \t]+\S)")
BULLET = re.compile(r"^\s*(?:[-*•·▪‣◦○●□■➢>]+|\d{1,3}[.)]|\(\d{1,3}\)|[①-⑳]|[가-하][.)])\s+")


def lang_of(text: str) -> str:
    """'ko' when Hangul makes up a real share of the letters, else 'en'."""
    hangul = len(_HANGUL.findall(text))
    latin = len(_LATIN.findall(text))
    if hangul == 0 and latin == 0:
        return "ko" if not text else "en"
    return "ko" if hangul >= 0.3 * (hangul + latin) else "en"


def letter_count(text: str) -> int:
    return sum(1 for ch in text if ch.isalpha())


def squash(text: str) -> str:
    """Lower-cased NFKC text without whitespace and joiners, for substring matching."""
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"[\s\-_·・]+", "", text)


def _is_abbreviation(text: str, dot: int) -> bool:
    """True when the '.' at ``dot`` ends an abbreviation, an initial or a list number."""
    m = re.search(r"([A-Za-z](?:[A-Za-z.]*[A-Za-z])?)$", text[max(0, dot - 12):dot])
    if m:
        word = m.group(1).lower()
        if word in _ABBREVIATIONS or (len(word) == 1 and text[dot - 1].isupper()):
            return True
    return bool(_LIST_NUMBER.search(text[max(0, dot - 6):dot + 1]))


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Spans of the sentences of ``text[start:end]``, offsets into ``text``, whitespace trimmed.

    Boundaries: line breaks, [.!?。] followed by space or end (not decimals such as 15.3, not
    abbreviations, not "1." list numbers), and a marker run right after a Korean final ending
    when the writer left out the full stop.
    """
    end = len(text) if end is None else end
    cuts: list[int] = []
    for m in _TERMINATOR.finditer(text, start, end):
        if m.group().startswith(".") and len(m.group()) == 1 and _is_abbreviation(text, m.start()):
            continue
        trail = _TRAILER.match(text, m.end(), end)
        stop = trail.end() if trail else m.end()
        if stop >= end or text[stop].isspace():
            cuts.append(stop)
    for m in _MARKER_AFTER_KO_ENDING.finditer(text, start, end):
        cuts.append(m.end())
    for m in re.finditer(r"\n", text[start:end]):
        cuts.append(start + m.start())
    spans: list[tuple[int, int]] = []
    pos = start
    for cut in sorted(set(cuts)) + [end]:
        if cut <= pos:
            continue
        spans.append((pos, cut))
        pos = cut
    out = []
    for a, b in spans:
        seg = text[a:b]
        lead = len(seg) - len(seg.lstrip())
        trail = len(seg) - len(seg.rstrip())
        if b - trail > a + lead:
            out.append((a + lead, b - trail))
    return out


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` as strings (see ``sentence_spans``)."""
    return [text[a:b] for a, b in sentence_spans(text)]


def strip_bullet(text: str) -> str:
    return BULLET.sub("", text, count=1)
