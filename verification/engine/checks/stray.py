"""A cited source that says nothing of what the claim states: none of its figures, little of its words.

"창업을 했거나 준비하는 학생은 통산 2년의 범위에서 창업휴학을 할 수 있습니다" cited to the article on the student register
("총장은 학생의 입학, 휴학, … 사항을 학적부에 기록하여 영구 보존한다"): the source states none of the claim's values (2년)
and its best window holds under ``STRAY_COVERAGE`` of the claim's words. Whatever the claim's wording, a source that
states none of its values and hardly its words does not hold it: the citation is inaccurate. Not a contradiction
(the statement may hold elsewhere: re-attribution looks for where, and the answer keeps its text).

Only in the source's own language (across languages the words are not compared) and only where the claim states a
value the entity layer reads (a figure, a code, an article; not a name, which a source may spell otherwise), none of
them stated and none worked out of the source's, and one of them more than a count of one or two. Read after the
re-attribution of weak citations, for what is still undecided.
"""
from __future__ import annotations

from ..analysis import analyse
from ..models import ENTITY, Verdict
from ..reattribution import STRAY_COVERAGE
from .entities import check_entities
from .support import language_of
from .unsupported import specific_value

CONFIDENCE = 0.8


def stray_verdict(claim: str, verdict: Verdict, scope: str) -> Verdict | None:
    """An "inaccurate" verdict when ``scope`` (the cited text) states none of ``claim``'s values and ``verdict``'s window
    holds less than ``STRAY_COVERAGE`` of it; else None. For undecided verdicts only."""
    if verdict.supported is not None or not scope or (verdict.coverage or 0.0) >= STRAY_COVERAGE:
        return None
    if language_of(claim) != language_of(scope):
        return None
    report = check_entities(claim, scope, claim_names=analyse(claim).names)
    absent = [a for a in report.absent_values if a not in report.derived]
    if not absent or report.matched_values or report.derived:
        return None
    # A count of one or two is often said without a numeral ("a complimentary coffee", "한 학년"), so only a value a
    # source would state in figures shows that it does not state the claim (as ``unsupported.unstated_verdict``).
    if not any(specific_value(v) for v in absent):
        return None
    return Verdict(False, CONFIDENCE, ENTITY, f"The source states none of the claim's values ({', '.join(absent[:3])}) "
                   f"and holds {100 * (verdict.coverage or 0.0):.0f}% of its words.", verdict.evidence, verdict.coverage)
