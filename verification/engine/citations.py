"""Finding citation markers in an answer.

Forms (see the contract): ``[†N]``/``[N]`` (also ``[1, 2]`` and ``[1-3]``), ``<cite data-source=…>``,
``「규정명」 제X조(의Y) 제Z항/①, 제W호`` and ``[참조: …]``/``[출처: …]``. Besides markers we report the
incomplete regulation references (``「학칙」에 따르면`` with no article, ``제5조에 따르면`` with no
regulation) and where a trailing references section starts, so that its "[1] file.pdf" lines are
not read as citations and can be rebuilt.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from textkit.identifiers import ARTICLE, ITEM, PARAGRAPH, article_label, paragraph_number
from textkit.markers import REFERENCE_LABELS

from .models import BRACKET, CITE, DAGGER, REFERENCE, REGULATION, Marker

_NUMBERED = re.compile(r"\[(\s*†?\s*\d{1,4}(?:\s*(?:[,，]|[-–~])\s*†?\s*\d{1,4})*\s*)\]")
# A <cite> element with no other <cite> inside: nested ones are read from the innermost out.
_CITE_INNERMOST = re.compile(r"<cite\b([^>]*)>((?:(?!<cite\b).)*?)</cite\s*>", re.IGNORECASE | re.DOTALL)
_ATTR = re.compile(r"([\w-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+))")
_REGULATION = re.compile(r"[「『]([^」』\n]{1,80})[」』]\s*(?:의\s*)?" + ARTICLE + PARAGRAPH + r"?" + ITEM)
_REG_NAME_ONLY = re.compile(
    r"[「『]([^」』\n]{1,80})[」』](?!\s*(?:의\s*)?제\s*\d)\s*(?:에\s*(?:따르면|의하면|의거하?여|따라)|에서는|상)"
)
_ARTICLE_ONLY = re.compile(ARTICLE + PARAGRAPH + r"?" + ITEM + r"\s*에\s*(?:따르면|의하면|의거하?여)")
# A regulation named in plain words right before the article ("학칙 제5조") counts as named.
_NAMED_BEFORE = re.compile(r"(?:[」』]|[가-힣]*(?:규정|규칙|학칙|법|령|세칙|지침|정관|약관|요강|기준|내규|법률))\s*(?:의\s*)?$")
_REFERENCE = re.compile(r"\[(" + REFERENCE_LABELS + r")\s*[:：]\s*([^\]\n]+)\]", re.IGNORECASE)
# "에 따르면," and friends that join a leading regulation marker to its claim.
CONNECTOR = re.compile(r"\s*(?:에\s*(?:따르면|의하면|의거하?여|의거해|따라|서는|서)|(?:은|는|상|에))?\s*[,，]?\s*")
_REF_HEADING = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)?[ \t]*(?:references?|sources?|citations?|bibliography|works cited|"
    r"참고[ \t]*문헌|참고[ \t]*자료|참고|출처|참조|근거[ \t]*자료|인용)[ \t]*(?:\*\*|__)?[ \t]*[:：]?[ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_REF_LINE = re.compile(r"^[ \t]*(?:[-*•][ \t]*)?\[†?\s*\d+\s*\][ \t]+\S.*$", re.MULTILINE)
_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)


@dataclass(frozen=True)
class ParsedAnswer:
    markers: tuple[Marker, ...]
    body_end: int  # where the references section (if any) starts
    ref_heading: str  # its heading line, "" when the section is a bare "[1] …" list or absent
    issues: tuple[str, ...]


def find_references_section(answer: str, sources_hint: list[str] | None = None) -> tuple[int, str]:
    """Start of a trailing references section and its heading line ("" if headless, len if none)."""
    heading = None
    for m in _REF_HEADING.finditer(answer):
        heading = m  # the last heading wins: a section is at the end
    if heading is not None:
        return heading.start(), heading.group().strip()
    # Headless: a run of "[1] something" lines that ends the answer.
    lines = answer.rstrip().split("\n")
    start = len(lines)
    while start > 0 and (_REF_LINE.match(lines[start - 1]) or not lines[start - 1].strip()):
        start -= 1
    block = [ln for ln in lines[start:] if ln.strip()]
    if not block or start == 0:
        return len(answer), ""
    hints = [h.lower() for h in (sources_hint or []) if h]
    looks_like_refs = len(block) >= 2 or any(h in block[0].lower() for h in hints) or re.search(
        r"\.(pdf|docx?|hwp|html?|md|txt)\b|\bp\.\s*\d|https?://", block[0], re.IGNORECASE
    )
    if not looks_like_refs:
        return len(answer), ""
    offset = sum(len(ln) + 1 for ln in lines[:start])
    return min(offset, len(answer)), ""


def _numbers(inner: str) -> list[int]:
    """[1, 2] -> [1, 2]; [1-3] -> [1, 2, 3] (a long or reversed range is read as its ends)."""
    out: list[int] = []
    for part in re.split(r"[,，]", inner):
        nums = [int(n) for n in re.findall(r"\d+", part)]
        if len(nums) == 2 and re.search(r"[-–~]", part) and 0 < nums[1] - nums[0] <= 20:
            out.extend(range(nums[0], nums[1] + 1))
        else:
            out.extend(nums)
    return out


def _cite_elements(body: str) -> list[tuple[tuple[int, int], str, tuple[int, int]]]:
    """(span, attributes, enclosed-text span) of every <cite> element, nested ones included: the innermost
    are read first, then their tags are blanked (offsets kept) so that the element around them matches."""
    found = []
    work = body
    while True:
        matches = list(_CITE_INNERMOST.finditer(work))
        if not matches:
            return sorted(found)
        chars = list(work)
        for m in matches:
            found.append((m.span(), m.group(1), m.span(2)))
            for i in (*range(m.start(), m.start(2)), *range(m.end(2), m.end())):
                chars[i] = " "
        work = "".join(chars)


def _masked(spans: list[tuple[int, int]], pos: int) -> bool:
    return any(a <= pos < b for a, b in spans)


def parse_markers(answer: str, n_sources: int, sources_hint: list[str] | None = None) -> ParsedAnswer:
    """All citation markers of the answer body in order, with adjacency groups and form issues."""
    body_end, heading = find_references_section(answer, sources_hint)
    body = answer[:body_end]
    code = [m.span() for m in _CODE.finditer(body)]
    raw: list[dict] = []
    cites = []
    for span, attr_text, text_span in _cite_elements(body):
        cites.append(span)
        attrs = {a.group(1).lower(): a.group(2) or a.group(3) or a.group(4) or "" for a in _ATTR.finditer(attr_text)}
        raw.append(dict(form=CITE, span=span, raw=body[span[0]:span[1]],
                        cite_source=attrs.get("data-source", attrs.get("source", "")).strip(),
                        cite_url=attrs.get("data-url", attrs.get("url", "")).strip(), cite_text_span=text_span))
    for m in _NUMBERED.finditer(body):
        if _masked(code, m.start()) or (m.end() < len(body) and body[m.end()] == "("):
            continue  # code, or a markdown link "[1](http…)"
        inner = m.group(1)
        dagger = "†" in inner
        nums = _numbers(inner)
        if not dagger and (any(n >= 100 and n > n_sources for n in nums) or 0 in nums):
            continue  # "[2024]" or "[0]" in prose is not a citation
        for n in nums:
            raw.append(dict(form=DAGGER if dagger else BRACKET, span=m.span(), raw=m.group(), target=n))
    for m in _REGULATION.finditer(body):
        if _masked(code, m.start()) or _masked(cites, m.start()):
            continue
        conn = CONNECTOR.match(body, m.end())
        raw.append(dict(form=REGULATION, span=m.span(), raw=m.group(), regulation=m.group(1).strip(),
                        article=article_label(m.group(2), m.group(3)), paragraph=paragraph_number(m.group(4), m.group(5)),
                        item=int(m.group(6)) if m.group(6) else None, connector_end=conn.end() if conn else m.end()))
    for m in _REFERENCE.finditer(body):
        if not _masked(code, m.start()):
            raw.append(dict(form=REFERENCE, span=m.span(), raw=m.group(), reference_text=m.group(2).strip()))
    raw.sort(key=lambda r: (r["span"][0], r.get("target") or 0))

    markers: list[Marker] = []
    group = -1
    prev_end = None
    for order, r in enumerate(raw):
        adjacent = (
            prev_end is not None
            and r["form"] in (DAGGER, BRACKET, REFERENCE)
            and markers[-1].form in (DAGGER, BRACKET, REFERENCE)
            and (r["span"][0] == markers[-1].span[0] or re.fullmatch(r"[\s,，]*", body[prev_end:r["span"][0]]))
        )
        if not adjacent:
            group += 1
        number = r["target"] if r["form"] in (DAGGER, BRACKET) else order + 1
        markers.append(Marker(number=number, order=order, group=group, **r))
        prev_end = r["span"][1]

    issues: list[str] = []
    for m in _REG_NAME_ONLY.finditer(body):
        issues.append(f"Incomplete regulation citation: 「{m.group(1).strip()}」 is cited without an article number.")
    for m in _ARTICLE_ONLY.finditer(body):
        if not _NAMED_BEFORE.search(body[max(0, m.start() - 40):m.start()]):
            label = article_label(m.group(1), m.group(2))
            issues.append(f"Incomplete regulation citation: {label} is cited without naming the regulation.")
    return ParsedAnswer(tuple(markers), body_end, heading, tuple(issues))
