"""Layers 2 and 3 on one claim against one text, and the article-only case.

``check_claim`` is what every path uses — the cited source, a joint check of several sources (ALCE),
or a candidate for re-attribution — so that a claim is judged the same way wherever it is compared.
"""
from __future__ import annotations

import re
from functools import lru_cache

from textkit.identifiers import ARTICLE, CIRCLED_CLASS

from ..analysis import analyse
from ..bounds import LIMIT_WORDS
from ..columns import find_cell_rebound, find_column_swap
from ..exchange import find_exchange
from ..models import ENTITY, LEXICAL, Verdict
from ..normalize import extract
from ..rebound import find_rebound, unstated_numbers
from .about import silent_on
from .affixes import affix_verdict
from .code_labels import misbound_code
from .counted import COUNTED_CONFLICT, bound_conflicts, counted_conflicts
from .crosslingual import crosslingual_verdict
from .displaced import displaced_value
from .displaced_names import displaced_name
from .dropped_scope import dropped_scope
from .entities import check_entities
from .instead import asserts_denied
from .lexical import SUPPORT_COVERAGE, best_support, joint_support, lexical_verdict, window_coverage
from .range_ends import moved_end
from .regardless import without_condition
from .roles import role_verdict
from .table_codes import misbound_table_code

REBOUND_CONFLICT = 0.88
REBOUND_COVERAGE = 0.5  # the compared sentence says at least half of what the claim says
EXCHANGE_COVERAGE = 0.8  # an exchange is read only in a sentence that says nearly all the claim says

# "「학칙」 제5조에 따르면," / "According to Article 5," — attribution, not content: the entity layer
# checks the article number, the lexical layer compares what follows.
_ATTRIBUTION = re.compile(
    r"^(?:[「『][^」』]+[」』]\s*)?(?:" + ARTICLE + r"(?:\s*제\s*\d+\s*[항호]|\s*" + CIRCLED_CLASS + r")*\s*)?"
    r"(?:에\s*(?:따르면|의하면|의거하여|의거해|따라)|에서는)\s*,?\s*|^according to [^,]{1,80},\s*",
    re.IGNORECASE,
)


# Cached: the same claim meets the same source again in re-attribution, ALCE and after the judge.
# Arguments are strings and Verdicts are frozen, so a cached verdict is safe to share.
@lru_cache(maxsize=2048)
def check_claim(claim: str, scope: str, article: str = "", title: str = "") -> Verdict:
    """Layers 2 and 3 on one claim against one text (``title``: the source's title, read as context)."""
    names = analyse(claim).names
    report = check_entities(claim, scope, claim_names=names,
                            source_articles=tuple(extract(article).articles) if article else ())
    if report.opposed or report.conflicts:
        support = best_support(claim, scope)
        evidence = support.evidence
        if report.opposed:
            report = report.settle(evidence)
        if report.conflicts and silent_on(claim, evidence, support.coverage, scope):
            report = report.unconfirmed()
        if report.conflicts:
            return report.verdict(evidence)
    content = _ATTRIBUTION.sub("", claim).strip() or claim
    absent_values, matched_values = _worked_out(report)
    v = lexical_verdict(content, scope, absent_entities=report.absent, absent_values=absent_values,
                        matched_values=matched_values, limits_verified=bool(report.limits_matched),
                        context=title)
    v = _counted(claim, scope, v)
    v = _rebound(content, v, report.absent_values, report.matched_values + report.derived, scope)
    v = _column(content, scope, v)
    v = _displaced(content, v, report.matched_values, scope, title, bool(report.limits_matched))
    v = _displaced_name(content, v, scope, title)
    v = (role_verdict(content, v, scope) or _exchanged(content, v) or affix_verdict(content, v) or _instead(content, v)
         or _code_label(content, v) or _table_code(content, scope, v) or v)
    v = _scoped(content, v)
    v = _regardless(content, v, scope, article, title)
    v = _moved_end(content, v, scope)
    # A claim in the other language than its source: its values, read through the word table (``crosslingual``).
    return (crosslingual_verdict(content, scope) if v.supported is None else None) or v


def may_support(claim: str, scope: str, title: str = "") -> bool:
    """Whether ``check_claim(claim, scope, article, title)`` can find ``claim`` supported. Only the lexical layer says
    "supported" (every other layer only contradicts or passes), and only where its window covers SUPPORT_COVERAGE of
    the claim, read with or without the limit words the entity layer may settle (``lexical_verdict``). Re-attribution
    asks the other sources only whether one supports the claim: this test on the chosen window spares it every other
    layer where no window comes near."""
    content = _ATTRIBUTION.sub("", claim).strip() or claim
    if window_coverage(content, scope, context=title) >= SUPPORT_COVERAGE:
        return True
    return bool(LIMIT_WORDS & analyse(content).tokens) and \
        window_coverage(content, scope, settled=LIMIT_WORDS, context=title) >= SUPPORT_COVERAGE


def _scoped(claim: str, v: Verdict) -> Verdict:
    """An absolute ("never", "언제나") over a statement the source limits to a scope the claim drops ("while they
    remain in Gold"): more than the source says, so not accurate (``dropped_scope``)."""
    if v.supported is not True or not v.evidence:
        return v
    why = dropped_scope(claim, v.evidence)
    if not why:
        return v
    return Verdict(None, 0.5, LEXICAL, f"Overstated: {why}.", v.evidence, v.coverage)


def _regardless(claim: str, v: Verdict, scope: str, article: str, title: str) -> Verdict:
    """A condition of the claim where the compared sentence holds its rule regardless of it: the claim without the
    condition, when that contradicts the source (``regardless``)."""
    if v.supported is not None or not v.evidence:
        return v
    rest = without_condition(claim, v.evidence)
    if not rest:
        return v
    plain = check_claim(rest, scope, article, title)
    if plain.supported is not False or not plain.contradicts:
        return v
    return Verdict(False, plain.confidence, plain.method, f"{plain.explanation} (The source states it regardless of "
                   "the condition the claim adds.)", plain.evidence, plain.coverage, contradicts=True)


def _moved_end(claim: str, v: Verdict, scope: str) -> Verdict:
    """A range of the claim with one end of the compared sentence's range and the other moved to a value the sentence
    does not write ("10:00부터 15:00까지" / "10:00 ~ 14:00"; ``range_ends``): a contradiction. Undecided verdicts only."""
    if v.supported is not None or not v.evidence:
        return v
    found = moved_end(claim, v.evidence, scope)
    if not found:
        return v
    return Verdict(False, REBOUND_CONFLICT, ENTITY, f"Mismatch with the source: {found}.", v.evidence, v.coverage,
                   contradicts=True)


def _instead(claim: str, v: Verdict) -> Verdict | None:
    """The claim asserts what the compared sentence names only as not given ("instead of a refund"; ``instead``)."""
    if v.supported is False or not v.evidence:
        return None
    denied = asserts_denied(claim, v.evidence)
    if not denied:
        return None
    return Verdict(False, 0.8, LEXICAL, f"Contradicted: the source names “{denied}” only as what is not given "
                   "(instead of it, something else).", v.evidence, v.coverage, contradicts=True)


def _code_label(claim: str, v: Verdict) -> Verdict | None:
    """A code of the compared sentence's list of codes given another item's label (``code_labels``)."""
    if v.supported is False or not v.evidence:
        return None
    found = misbound_code(claim, v.evidence)
    if found is None:
        return None
    code, said, own = found
    return Verdict(False, 0.85, LEXICAL, f"Contradicted: the claim gives {code} to “{said}”, where the source's list "
                   f"gives {code} to “{own}”.", v.evidence, v.coverage, contradicts=True)


def _worked_out(report) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The claim's absent and matched values for the lexical layer. A value worked out of the source's ("GBP 13, the
    gap between GBP 32 and GBP 45", "doubled, so GBP 200") counts with the values the source states: its clause is
    about what the source says, not something it never mentions. It stays among ``absent`` (the source does not
    state it as written), so it never makes a claim "accurate" by itself."""
    derived = report.derived
    if not derived:
        return report.absent_values, report.matched_values
    return tuple(a for a in report.absent_values if a not in derived), report.matched_values + derived


def _displaced(claim: str, v: Verdict, matched: tuple[str, ...], scope: str, title: str, limits: bool) -> Verdict:
    """A value the source states elsewhere, where the sentence that says the rest of the claim states another of its
    kind (``displaced``): a contradiction."""
    if v.supported is not None or not matched or not v.evidence:
        return v
    s = best_support(claim, scope, settled=LIMIT_WORDS if limits else frozenset(), context=title)
    found = displaced_value(claim, s.evidence, matched, s.coverage, s.missing)
    if not found:
        return v
    return Verdict(False, REBOUND_CONFLICT, ENTITY, f"Mismatch with the source: {found}.", v.evidence, v.coverage,
                   contradicts=True)


def _displaced_name(claim: str, v: Verdict, scope: str, title: str) -> Verdict:
    """A numbered name the source states elsewhere ("Level 2"), where the sentence that says the rest of the claim names
    another of its kind ("Level 3"; ``displaced_names``): a contradiction."""
    if v.supported is False or not extract(claim).numbered:
        return v
    s = best_support(claim, scope, context=title)
    found = displaced_name(claim, s.evidence, s.coverage, s.missing)
    if not found:
        return v
    return Verdict(False, REBOUND_CONFLICT, ENTITY, f"Mismatch with the source: {found}.", s.evidence, s.coverage,
                   contradicts=True)


def _table_code(claim: str, scope: str, v: Verdict) -> Verdict | None:
    """A code of the source's table code column given to another row's item (``table_codes``)."""
    if v.supported is False or "|" not in scope:
        return None
    found = misbound_table_code(claim, scope)
    if found is None:
        return None
    code, said, own = found
    return Verdict(False, 0.85, LEXICAL, f"Contradicted: the claim gives {code} to “{said}”, where the source's table "
                   f"gives {code} to “{own}”.", v.evidence, v.coverage, contradicts=True)


def _exchanged(claim: str, v: Verdict) -> Verdict | None:
    """Two participants of the compared sentence exchanged, the rest word for word (``exchange``)."""
    if v.supported is False or not v.evidence or (v.coverage or 0.0) < EXCHANGE_COVERAGE:
        return None
    found = find_exchange(claim, v.evidence)
    if found is None:
        return None
    return Verdict(False, 0.85, LEXICAL, f"Contradicted: roles exchanged — {found.describe()}.", v.evidence,
                   v.coverage, contradicts=True)


def _column(claim: str, scope: str, v: Verdict) -> Verdict:
    """A table value the claim gives for another column of its row (``columns``): a contradiction."""
    if v.supported is False or "|" not in scope:
        return v
    found = find_column_swap(claim, scope) or find_cell_rebound(claim, scope, unstated_numbers(claim, scope))
    if found is None:
        return v
    return Verdict(False, REBOUND_CONFLICT, ENTITY, f"Mismatch with the source: {found.describe()}.", v.evidence,
                   v.coverage, contradicts=True)


def _rebound(claim: str, v: Verdict, absent: tuple[str, ...], matched: tuple[str, ...], scope: str) -> Verdict:
    """A value the source states nowhere, standing where the compared sentence states another (``rebound``):
    a contradiction, however much of the wording the claim keeps."""
    if v.supported is False or not v.evidence or (v.coverage or 0.0) < REBOUND_COVERAGE:
        return v
    found = find_rebound(claim, v.evidence, absent, matched, scope)
    if found is None:
        return v
    return Verdict(False, REBOUND_CONFLICT, ENTITY, f"Mismatch with the source: {found.describe()}.", v.evidence,
                   v.coverage, contradicts=True)


def _counted(claim: str, scope: str, v: Verdict) -> Verdict:
    """A figure of a word the converted units do not cover ("50 users", "3배") that the compared sentence
    gives otherwise: a mismatch, whatever the words share (see ``counted``)."""
    if v.supported is False:
        return v
    clash = counted_conflicts(claim, scope, v.evidence) + bound_conflicts(claim, v.evidence)
    if not clash:
        return v
    return Verdict(False, COUNTED_CONFLICT, ENTITY, "Mismatch with the source: " + "; ".join(clash), v.evidence,
                   v.coverage, contradicts=True)


@lru_cache(maxsize=512)
def check_claim_joint(claim: str, scopes: tuple[tuple[str, str, str], ...]) -> Verdict:
    """Layers 2 and 3 on one claim against several sources together (``scopes``: (text, article,
    title) each): values may be in any of them, the words in the best window of each."""
    joint = "\n".join(text for text, _, _ in scopes)
    articles = tuple(a for _, art, _ in scopes if art for a in extract(art).articles)
    report = check_entities(claim, joint, claim_names=analyse(claim).names, source_articles=articles)
    content = _ATTRIBUTION.sub("", claim).strip() or claim
    support = joint_support(content, tuple((text, title) for text, _, title in scopes),
                            settled=LIMIT_WORDS if report.limits_matched else frozenset())
    if report.opposed:
        report = report.settle(support.evidence)
    if report.conflicts:
        return report.verdict(support.evidence)
    absent_values, matched_values = _worked_out(report)
    v = lexical_verdict(content, joint, absent_entities=report.absent, absent_values=absent_values,
                        matched_values=matched_values, limits_verified=bool(report.limits_matched),
                        support=support)
    v = _counted(claim, joint, v)
    return role_verdict(content, v, joint) or affix_verdict(content, v) or v
