"""When a claim's value and a source's value say the same thing (the entity check's comparisons).

Two quantities agree when their values are equal as their kind reads them (clock times with 오후/밤, shares
as repeating fractions, data sizes decimally or binarily) and their bounds agree; a limit may be restated by
its complement under a negated predicate ("10명 이상이어야 열린다" / "10명 미만이면 열리지 않는다"); the
words as written may agree where a negation of another predicate was read into one side's bound.
"""
from __future__ import annotations

from dataclasses import replace

from ..bounds import APPROX, UNKNOWN, complementary, direction, inclusive
from ..clock import same_time
from ..normalize import Entities, Quantity
from ..value_words import RATE_VALUE_AFTER
from ..values import rounded_shares


def agree(claim: Quantity, source: Quantity) -> bool:
    """Equal values whose bounds agree: an exact or approximate value on either side agrees with a bound
    ("휴학은 2년" / "2년을 초과할 수 없다"); two bounds must be the same ("최대 2년" / "2년 이하")."""
    if not claim.bound or not source.bound or {APPROX, UNKNOWN} & {claim.bound, source.bound}:
        return True
    return claim.bound == source.bound


def same(a: Quantity, b: Quantity) -> bool:
    if a.dim != b.dim:
        return False
    if a.dim == "clocktime":
        return same_time(a.value, b.value, a.ambiguous or b.ambiguous)
    if a.dim == "percent":  # "3분의 1" and "33.3%": a repeating fraction and the figure it rounds to
        return bool(set(rounded_shares(a.value)) & set(rounded_shares(b.value)))
    if a.dim == "bytes":  # "2 GB" is 2,048 MB or, written decimally, 2,000 MB: both the same size
        return same_size(a.value, b.value)
    return abs(a.value - b.value) <= 1e-6 * max(1.0, abs(a.value))


def same_size(a: float, b: float) -> bool:
    """Two data sizes (binary units) are the same when equal or when one is the other's figure read decimally:
    a factor of 1,024/1,000 per unit step between the two ("2 GB" / "2,000 MB"), never a nearby figure
    ("102 MB" / "100 MB", "2.05 GB" / "2 GB")."""
    small, large = sorted((abs(a), abs(b)))
    if large - small <= 1e-6 * max(1.0, large):
        return True
    return small > 0 and any(abs(large / small - 1.024 ** k) <= 1e-6 for k in range(1, 5))


def surface(q: Quantity) -> Quantity:
    """``q`` as its words state it: the value before whole-unit counting, the comparison word's bound
    without a negation of another predicate ("!" marks one of the comparison itself)."""
    return replace(q, value=q.surface[0], bound=q.surface[1]) if q.surface else q


def worded(a: Quantity, b: Quantity) -> tuple[Quantity, Quantity] | None:
    """Both sides as written, when they can be compared word for word: the same value, neither or both
    comparisons negated in themselves."""
    if not (a.surface or b.surface):
        return None
    sa, sb = surface(a), surface(b)
    if sa.bound.endswith("!") != sb.bound.endswith("!") or not same(sa, sb):
        return None
    return replace(sa, bound=sa.bound.rstrip("!")), replace(sb, bound=sb.bound.rstrip("!"))


def opposite_words(a: Quantity, b: Quantity) -> bool:
    pair = worded(a, b)
    if pair is None:
        return False
    da, db = direction(pair[0].bound), direction(pair[1].bound)
    return bool(da) and bool(db) and da != db


def rate_period(text: str, at: tuple[int, int]) -> bool:
    """Whether the time at ``text[at]`` is the period of a rate written without a particle ("1일 200원")."""
    return bool(text) and at != (0, 0) and bool(RATE_VALUE_AFTER.match(text, at[1]))


def period_of_a_rate(q: Quantity, claim: Entities) -> bool:
    """Whether the claim's one unit of time ``q`` may be the period of a rate it states ("하루 일비는 2만 원" for
    "1일당 2만 원"): exact, not a deadline ("1개월 이내"), beside a value of another kind."""
    return not q.bound and any(c.dim != q.dim and c.dim not in ("per-" + q.dim,) for c in claim.quantities)


def plain_limit(q: Quantity) -> bool:
    """A limit whose bound is its words' own: no negation turned it round (whole-unit counting aside)."""
    if q.bound == UNKNOWN or not direction(q.bound):
        return False
    return q.surface is None or inclusive(q.surface[0], q.dim, q.surface[1]) == (q.value, q.bound)


def restated(a: Quantity, b: Quantity, negations_differ: bool = False) -> bool:
    """One side states a limit, the other the values outside it under a negated predicate ("10명 이상이어야
    열린다" / "10명 미만이면 열리지 않는다"): the bound and the polarity turned round together, the same rule.
    The negated side is the one whose bound a later negation left open (``UNKNOWN``), or, where a bound was
    read without one (English: "cannot be booked for more than 4 hours"), ``negations_differ``: the two
    sentences' negations differ; the polarity check compares the predicates."""
    if a.dim != b.dim:
        return False
    if (a.bound == UNKNOWN) == (b.bound == UNKNOWN) and not (negations_differ and plain_limit(a) and plain_limit(b)):
        return False
    sa, sb = surface(a), surface(b)
    if sa.bound.endswith("!") or sb.bound.endswith("!"):
        return False
    return complementary((sa.value, sa.bound), (sb.value, sb.bound), a.dim)


def same_words(a: Quantity, b: Quantity) -> bool:
    """The same value with agreeing comparison words as written ("19세 미만" / "19세가 안 된"; "1년 이내에서
    … 산입하지 않는다" / "(1년 이내)"): what differs is only how a negation of another predicate was read
    into the bound, which the polarity check compares, not a value of its own."""
    pair = worded(a, b)
    return pair is not None and agree(*pair)
