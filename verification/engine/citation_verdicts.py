"""One citation's verdict against the source it points at (the pipeline's per-citation step).

Most claims go to the layered checks (``checks.claim``); a few citations are settled here first: a claim that
only names an article ("제25조에 따릅니다") is the article itself, checked for existence; a statement too short
to check is skipped; a regulation reference quoted inside a statement a source states as written is content of
that statement, not a citation; a reference inside another citation's statement takes that citation's verdict.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from textkit.identifiers import ARTICLE, ARTICLE_RE, article_label, article_pattern
from textkit.normalize import squash
from textkit.sentences import split_sentences

from .analysis import analyse
from .asker_figures import with_question
from .checks.claim import check_claim
from .checks.structural import Target, article_scope
from .correction import excerpt
from .inline import mentioning, quoted_support
from .models import ACCURATE, REFERENCE, REGULATION, STRUCTURAL, Marker, Source, Verdict
from .reattribution import Work
from .scoring import status_of

_ARTICLE_ONLY_WORDS = 1  # the topic word besides the article reference: "휴학은 제25조에 따릅니다"
# "…에 관한 사항은 …에 따른다": words that only say "as the article provides".
_ARTICLE_WITH_PARTS = re.compile(ARTICLE + r"(?:\s*제\s*\d+\s*[항호])*")
_GENERIC = frozenset("따르다 의하다 근거 규정 참조 관하다 관련 사항 내용 경우 대하다 정하다 명시 기재 적용 준용 확인".split())


def _article_only(w: Work, sources: Sequence[Source], answer: str) -> Verdict | None:
    """'제25조에 따릅니다[†1]': the claim is the article itself; check it exists, note its caption."""
    mentions = list(ARTICLE_RE.finditer(w.claim.text))
    if len(mentions) != 1 or w.target.source_index is None:
        return None
    rest = _ARTICLE_WITH_PARTS.sub(" ", w.claim.text)
    words = [t for t, wt in analyse(rest).weights if wt >= 0.8 and t not in _GENERIC]
    if len(words) > _ARTICLE_ONLY_WORDS:
        return None
    label = article_label(*mentions[0].groups())
    src = sources[w.target.source_index - 1]
    found = article_scope(src.text, label, src.article)
    if not found:
        return None
    scope, caption = found
    head = squash(caption + scope[:120])
    if any(squash(t.rstrip("다")) not in head for t in words):
        return None  # the claim says something of its own: check it as a claim
    m = article_pattern(label).search(answer, w.claim.span[0], w.claim.span[1])
    if caption and m and not re.match(r"\s*[\(（]", answer[m.end():m.end() + 2]):
        w.caption, w.caption_at = caption, m.end()
    key_text = " ".join(split_sentences(scope)[:2]) or scope
    return Verdict(True, 0.9, STRUCTURAL, f"{label} exists in the cited source.", key_text)


def evaluate(w: Work, sources: Sequence[Source], answer: str, question: str = "") -> None:
    t = w.target
    if t.verdict is not None:
        w.verdict = t.verdict
        return
    if w.claim.trivial:
        if w.marker.form in (REGULATION, REFERENCE):
            # "「학칙」 제25조 참조": the reference is the statement; it exists.
            w.verdict = Verdict(True, 0.9, STRUCTURAL, "The referenced article or section exists.", excerpt(t.scope))
        else:
            w.skipped = True
            w.verdict = Verdict(None, 0.5, STRUCTURAL, "Skipped: the statement is too short to check.", "")
        return
    art = _article_only(w, sources, answer)
    if art is not None:
        w.verdict = art
        return
    title = sources[t.source_index - 1].title if t.source_index else ""
    w.verdict = check_claim(w.claim.text, t.scope, t.article, title)  # cached: repeated claims are free
    if question:
        # A consequence applying the asker's own figure ("got 1,240 → so 1,240 points get you …"): see asker_figures.
        w.verdict = with_question(w.verdict, w.claim.text, question, t.scope,
                                  lambda text: check_claim(text, t.scope, t.article, title))


def quoted_reference(w: Work, sources: Sequence[Source], answer: str, thr: float) -> bool:
    """A regulation reference standing alone in a sentence that a source mentioning it states as written:
    the reference is content of that source ("…「학칙」 제28조에 따라 처리한다"), verified, left unchanged."""
    if w.marker.form != REGULATION or w.claim.trivial or w.target.verdict is None:
        return False  # a reference to an article the context holds is a citation, checked as such
    found = quoted_support(answer, w.marker, w.claim.sentence_span, sources, thr)
    if found is None:
        return False
    i, v = found
    w.target = Target(i, sources[i - 1].text)
    w.verdict = Verdict(True, v.confidence, v.method,
                        f"{_ref_text(w.marker)} is part of the statement, which source {i} states as written; "
                        "it is content, kept unchanged.", v.evidence, v.coverage)
    return True


def _ref_text(m: Marker) -> str:
    return f"「{m.regulation}」 {m.article}"


def settle_inline(w: Work, works: list[Work], sources: Sequence[Source], thr: float) -> None:
    """The verdict of a regulation reference quoted inside another citation's statement: that citation's."""
    governing = [x for x in works if x.marker.group == w.governed_by and x.governed_by is None]
    holding = [x for x in governing if x.new_source is not None
               or (status_of(x.verdict, thr) == ACCURATE and x.target.source_index)]
    ref = _ref_text(w.marker)
    if not holding:
        w.verdict = Verdict(None, 0.5, STRUCTURAL,
                            f"{ref} is part of the statement cited by {governing[0].marker.raw if governing else 'another citation'}; "
                            "it is checked with that statement, not as a citation, and left unchanged.")
        return
    x = holding[0]
    idx, v = (x.new_source, x.new_verdict) if x.new_source is not None else (x.target.source_index, x.verdict)
    w.skipped = False
    w.target = Target(idx, sources[idx - 1].text)
    mentioned = bool(mentioning(w.marker, [sources[idx - 1]]))
    w.verdict = Verdict(True, v.confidence, STRUCTURAL,
                        f"{ref} is part of the statement cited by {x.marker.raw}, which source {idx} supports"
                        + (" and which mentions it" if mentioned else "") + "; it is content, kept unchanged.",
                        v.evidence, v.coverage)
