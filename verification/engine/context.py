"""Before generation: can the retrieved passages answer the question at all?

The entities a question asks about — error codes (C4A15, E-102, ERR_17), article numbers (제25조,
제3조의2, Article 5), component and department names (Joint 3, Control Box, 컴퓨터공학과), quoted
document names — must occur in the sources, and the sources must share some of the question's
content words. Otherwise the bot answers honestly that it did not find it, without a model call,
and names the valid range when a source states one ("오류 코드 C0–C55", "제1조–제30조").
"""
from __future__ import annotations

import re
from typing import Sequence

from .analysis import analyse
from .checks.structural import _article_pattern
from .models import ContextCheck, Source
from .normalize import ARTICLE_EN, ARTICLE_KO
from .text import lang_of, squash

MIN_QUESTION_COVERAGE = 0.5  # share of the question's content words the sources must contain
_QUESTION_WORDS = frozenset(
    """무엇 무슨 어떻다 어떤 어떻게 언제 어디 누구 왜 얼마 몇 알려주다 알다 궁금하다 설명 방법 경우 관련 대하다 문의 질문 뭐 가능 되다 하다
    what which when where who whom why how much many tell explain about please know need want can could would should
    does do is are the question""".split()
)
_CODE_ANY = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,5}[-_]?\d{1,6}(?:[A-Za-z]{1,3}\d{1,6})*[A-Za-z]?)(?![A-Za-z0-9])")
_NAME_EN = re.compile(r"\b((?:[A-Z][a-z]+[ \t]+)+(?:[A-Z][a-z]+|\d{1,3})|[A-Z][a-z]+[ \t]+\d{1,3})\b")
_NAME_KO = re.compile(r"([가-힣A-Za-z]{2,}(?:학과|학부|대학원|연구소|연구원|위원회|본부|사무소|센터|지원팀))")
_QUOTED = re.compile(r"[「『]([^」』\n]{2,40})[」』]")
_NOT_NAMES = frozenset("""what how why when where which who is are was were can could does do did the a an please tell i my me
    we our you your it its of for to in on at with and or from by about after before if""".split())
# A code range stated as a range: "C0–C55", "C0 ~ C55", "C0 to C55", "E-100부터 E-199까지", "C0-C55" (a plain
# hyphen only with the prefix repeated: "PSU-48-600" is a part number, not PSU48–PSU600).
_RANGE_CODE = re.compile(
    r"(?<![A-Za-z0-9\-])([A-Z]{1,4})([-_]?)(\d{1,5})(?![A-Za-z0-9])"
    r"(?:\s*[~～–—]\s*(?:\1\2)?|\s+(?:to|through)\s+\1\2|\s*부터\s*\1\2|-\1\2|\s+-\s+\1\2)"
    r"(\d{1,5})(?![A-Za-z0-9]|-\d)(?:\s*까지)?"
)
# A family code on its own ("| C0 | Information only |"): extends a table's contiguous ranges.
_PLAIN_CODE = re.compile(r"(?<![A-Za-z0-9\-–~])([A-Z]{1,4})(\d{1,5})(?![A-Za-z0-9]|\s*[-–~])")
_RANGE_ARTICLE = re.compile(r"제\s*(\d{1,4})\s*조\s*(?:~|～|–|—|-|부터)\s*제?\s*(\d{1,4})\s*조")


def _word_in(token: str, squashed: str) -> bool:
    stem = token[:-1] if token.endswith("다") and len(token) >= 3 else token
    return len(stem) >= 2 and stem in squashed or token in squashed


def _norm_code(code: str) -> str:
    # "E-102" = "E102" = "e_102"; spaces stay, so that words do not run together.
    return re.sub(r"(?<=[A-Za-z0-9])[-_](?=[A-Za-z0-9])", "", code).upper()


def asked_entities(question: str) -> list[tuple[str, str]]:
    """(kind, surface) for every code, article and name the question asks about."""
    out: list[tuple[str, str]] = []
    for m in _CODE_ANY.finditer(question):
        code = m.group(1)
        if re.search(r"[A-Za-z]", code) and re.search(r"\d", code) and not re.fullmatch(r"\d+[A-Za-z]{1,2}", code):
            if not ARTICLE_EN.match(question, max(0, m.start() - 9)):
                out.append(("code", code))
    for m in ARTICLE_KO.finditer(question):
        if m.group().lstrip().startswith("제"):
            out.append(("article", "제" + m.group(1) + "조" + (f"의{m.group(2)}" if m.group(2) else "")))
    for m in ARTICLE_EN.finditer(question):
        out.append(("article", f"Article {m.group(1)}"))
    for m in _NAME_EN.finditer(question):
        # A title-cased question ("How Do I Reset The Robot?") is not a name: split at function words
        # and keep only multi-word runs ("Control Box") or a word with a number ("Joint 3").
        run: list[str] = []
        for word in m.group(1).split() + [""]:
            if word and word.lower() not in _NOT_NAMES:
                run.append(word)
                continue
            if len(run) >= 2 and not run[0].lower().startswith("article"):
                out.append(("name", " ".join(run)))
            run = []
    for m in _NAME_KO.finditer(question):
        out.append(("name", m.group(1)))
    for m in _QUOTED.finditer(question):
        out.append(("name", m.group(1).strip()))
    seen: set[str] = set()
    return [(k, v) for k, v in out if not (squash(v) in seen or seen.add(squash(v)))]


def _present(kind: str, value: str, sources: Sequence[Source], blob: str) -> bool:
    if kind == "code":
        code = _norm_code(value)
        text = _norm_code(blob)
        return re.search(rf"(?<![A-Z0-9]){re.escape(code)}(?![A-Z0-9])", text) is not None
    if kind == "article":
        m = re.search(r"(\d+)(?:의(\d+))?", value)
        label = "제" + m.group(1) + "조" + (f"의{m.group(2)}" if m.group(2) else "")
        pat = _article_pattern(label)
        en = re.compile(rf"\b(?:Article|Art\.)\s*{m.group(1)}\b", re.IGNORECASE)
        return any(pat.search(s.text) or pat.match(s.article or "") or en.search(s.text) or en.match(s.article or "")
                   for s in sources)
    return squash(value) in squash(blob)


# Words that say a range is THE range ("Error codes range from C0 to C55", "유효 범위", "C0부터 C55까지"),
# not one row of a table of families ("| C1–C3 | Power supply |").
_RANGE_WORDS = re.compile(r"\b(?:range[sd]?|valid|between|from|span|cover(?:s|ed)?)\b|범위|유효|부터|에서", re.IGNORECASE)


def _worded(text: str, m: re.Match) -> bool:
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = text[max(line_start, m.start() - 80):m.start()]
    before = re.split(r"(?<=[.!?。])\s", before)[-1]  # the sentence the range is in
    return bool(_RANGE_WORDS.search(before) or _RANGE_WORDS.search(m.group()))


def _contiguous(ranges: list[tuple[int, int]], singles: set[int]) -> list[tuple[int, int]]:
    """Rows of a family table that follow one another ("C0", "C1–C3", "C4–C9", …, "C50–C55") as the one
    range they make up ("C0–C55")."""
    merged: list[list[int]] = []
    for lo, hi in sorted(ranges):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    for m in merged:
        while m[0] - 1 in singles:
            m[0] -= 1
        while m[1] + 1 in singles:
            m[1] += 1
    return [(lo, hi) for lo, hi in merged]


def _widest(found: list[tuple[str, int, int, bool]], singles: dict[str, set[int]] | None = None) -> list[tuple[str, int, int]]:
    """Per prefix, the widest stated range (ranges stated with range words first), without the ranges
    it contains: "C0–C55" rather than "C0–C55, C1–C3, C4–C9"; table rows that follow one another count
    as the range they make up."""
    out: list[tuple[str, int, int]] = []
    for prefix in dict.fromkeys(p for p, *_ in found):
        cands = [(lo, hi, worded) for p, lo, hi, worded in found if p == prefix]
        if any(w for *_, w in cands):
            cands = [c for c in cands if c[2]]
        else:
            rows = [(lo, hi) for lo, hi, _ in cands]
            cands += [(lo, hi, False) for lo, hi in _contiguous(rows, (singles or {}).get(prefix, set()))
                      if (lo, hi) not in rows]
        kept: list[tuple[int, int]] = []
        for lo, hi, _ in sorted(cands, key=lambda c: -(c[1] - c[0])):
            if not any(a <= lo and hi <= b for a, b in kept):
                kept.append((lo, hi))
        out += [(prefix, lo, hi) for lo, hi in sorted(kept)]
    return out


def stated_ranges(sources: Sequence[Source]) -> tuple[list[tuple[str, str]], list[str]]:
    """Code ranges as (prefix, "C0–C55") and article ranges ("제1조–제30조") stated in the sources: per
    prefix the widest range, preferring one stated as a range ("range from … to", "범위", "부터 … 까지")."""
    codes: list[tuple[str, int, int, bool]] = []
    articles: list[tuple[str, int, int, bool]] = []
    singles: dict[str, set[int]] = {}
    for s in sources:
        for m in _RANGE_CODE.finditer(s.text):
            if int(m.group(4)) > int(m.group(3)):
                codes.append((m.group(1), int(m.group(3)), int(m.group(4)), _worded(s.text, m)))
        for m in _PLAIN_CODE.finditer(s.text):
            singles.setdefault(m.group(1), set()).add(int(m.group(2)))
        for m in _RANGE_ARTICLE.finditer(s.text):
            if int(m.group(2)) > int(m.group(1)):
                articles.append(("제", int(m.group(1)), int(m.group(2)), _worded(s.text, m)))
    return ([(p, f"{p}{lo}–{p}{hi}") for p, lo, hi in _widest(codes, singles)],
            [f"제{lo}조–제{hi}조" for _, lo, hi in _widest(articles)])


def _label(kind: str, value: str, lang: str) -> str:
    if kind == "code":
        return f"오류 코드 {value}" if lang == "ko" else f"error code {value}"
    return value


def _join(items: list[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + (" 및 " if lang == "ko" else " and ") + items[-1]


def check_context(question: str, sources: Sequence[Source]) -> ContextCheck:
    """Whether ``sources`` can answer ``question``; if not, a safe answer in the question's language."""
    lang = lang_of(question)
    if not sources or not any(s.text.strip() for s in sources):
        safe = ("제공된 문서에서 관련 내용을 찾을 수 없습니다." if lang == "ko"
                else "I could not find anything about this in the provided documents.")
        return ContextCheck(False, (), "No source passages were retrieved.", safe)
    blob = "\n".join(f"{s.title}\n{s.file}\n{s.article}\n{s.text}" for s in sources)
    missing = [(k, v) for k, v in asked_entities(question) if not _present(k, v, sources, blob)]
    code_ranges, article_ranges = stated_ranges(sources)
    if missing:
        ranges: list[str] = []
        for kind, value in missing:
            if kind == "code":
                prefix = re.match(r"[A-Za-z]*", value).group().upper()
                same = [r for p, r in code_ranges if prefix and (p == prefix or prefix.startswith(p))]
                ranges += same or [r for _, r in code_ranges]
            elif kind == "article":
                ranges += article_ranges
        ranges = list(dict.fromkeys(ranges))[:3]
        what = _join([_label(k, v, lang) for k, v in missing], lang)
        if lang == "ko":
            safe = f"제공된 문서에서 {what}에 대한 정보를 찾을 수 없습니다."
            if ranges:
                safe += f" 문서에 기재된 범위는 {', '.join(ranges)}입니다."
            safe += " 코드나 조항 번호를 다시 확인해 주세요." if any(k != "name" for k, _ in missing) else ""
        else:
            safe = f"I could not find information about {what} in the provided documents."
            if ranges:
                safe += f" The documents cover {', '.join(ranges)}."
            safe += " Please check the code or article number." if any(k != "name" for k, _ in missing) else ""
        reason = "Not in the retrieved context: " + ", ".join(v for _, v in missing) + "."
        return ContextCheck(False, tuple(v for _, v in missing), reason, safe, tuple(ranges))
    # Enough relevant context: some of the question's content words must occur in the sources. Only
    # a clear miss counts — less than half of them, the question's first (topic) noun among the
    # missing — since a false "not found" hides an answer the documents do have.
    q = analyse(question)
    words = [t for t, w in q.weights if w >= 0.8 and t not in _QUESTION_WORDS]
    nouns = [t for t, w in q.weights if w >= 1.0 and t not in _QUESTION_WORDS]
    if len(words) >= 2 and nouns and all(lang_of(s.text) == lang for s in sources):
        # Substring matching on the squashed sources: no morphological analysis of long passages.
        squashed = squash(blob)
        found = sum(1 for t in words if _word_in(t, squashed))
        if found / len(words) < MIN_QUESTION_COVERAGE and not _word_in(nouns[0], squashed):
            safe = ("제공된 문서에서 질문에 답할 수 있는 내용을 찾지 못했습니다." if lang == "ko"
                    else "The provided documents do not contain enough information to answer this question.")
            return ContextCheck(False, (), f"The sources contain {found} of the question's {len(words)} key terms.", safe)
    return ContextCheck(True, (), "The asked entities are present and the sources cover the question.", "")
