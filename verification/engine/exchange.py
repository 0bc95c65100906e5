"""Two participants of a source sentence exchanged by a claim that otherwise repeats it.

"팀장이 직원에게 보고한다" for "직원이 팀장에게 보고한다", "from the Teach Pendant to the Control Box" for "from the
Control Box to the Teach Pendant", "입학금은 150만 원, 수업료는 20만 원" for "입학금은 20만 원, 수업료는 150만 원":
every word of the claim is in the source, so coverage calls it supported, yet it relates the participants the
other way round. ``roles`` reads such exchanges through the parts of a sentence; this module reads the plainest
form, word for word, where those parts are not found: the claim is the source with two short stretches
exchanged and nothing else changed. Not when only joining words lie between the two ("A와 B", "A and B",
"A, B"): a list read in another order says the same.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from textkit import particles
from textkit.stopwords import ENGLISH_ARTICLES

from .analysis import stem
from .clause_roles import SYMMETRIC_RELATIONS
from .rebound import tokens

# Words that join two participants on equal terms ("과" / "와": the particle kept apart from its noun).
_JOINING = frozenset("and or , · / 및 또는 와 과 이나 나 혹은 그리고 ~ - ( )".split()) | ENGLISH_ARTICLES
# Korean stems of relations that hold both ways (same, similar, different, compatible, connected, adjacent, equal).
_KO_SYMMETRIC = ("같", "동일", "비슷", "유사", "다르", "다른", "호환", "연결", "인접", "동등", "대등", "맞먹", "상호")
MAX_STRETCH = 3  # tokens of one exchanged participant
MAX_TOKENS = 60  # longer claims are compared by the other layers only (and this stays cheap)


def prepare_evidence(text: str) -> None:
    """Read an evidence window's participants (and so its tokens) ahead of verification (see ``prepare_sources``)."""
    _keys(text)


@lru_cache(maxsize=4096)
def _keys(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for t in tokens(text):
        if t.value is not None:
            out.append(f"#{t.value:g}")
            continue
        if not (t.word or t.key in _JOINING):
            continue  # punctuation other than the joining kinds
        # A Korean case particle kept apart from its noun: it carries the role ("이" / "에게"), one spelling each.
        parts = particles.split(t.text)
        if parts:
            out += [parts[0], particles.one_spelling(parts[1])]
        else:
            out.append(t.key)
    return tuple(out)


@dataclass(frozen=True)
class Exchange:
    first: str
    second: str

    def describe(self) -> str:
        return f"the claim exchanges “{self.first}” and “{self.second}”, which the source relates the other way round"


def _content(keys: tuple[str, ...]) -> bool:
    return any(k not in _JOINING for k in keys)


_PARTICLES = frozenset(particles.ROLE_PARTICLES)


def _one_participant(keys: tuple[str, ...]) -> bool:
    """Whether a stretch is one participant, not a whole coordinated part with its own binding: no case particle
    inside it ("비회원 은 #2" binds a value to its noun) and no value beside two or more words ("guests pay
    #15"). "비회원은 2만 원이고 회원은 1만 원이다" for "회원은 1만 원이고 비회원은 2만 원이다" lists the same pairs
    in another order; only a participant moved out of its own pair is exchanged."""
    if any(k in _PARTICLES for k in keys):
        return False
    return not (any(k.startswith("#") for k in keys) and sum(1 for k in keys if not k.startswith("#")) >= 2)


def _symmetric(keys: tuple[str, ...]) -> bool:
    """A relation that holds both ways ("compatible with", "같다", "인접한"): an exchange says the same."""
    return any(stem(k) in SYMMETRIC_RELATIONS or k.startswith(_KO_SYMMETRIC) for k in keys)


def _same_rest(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """The words after the exchange, the last one allowed another ending ("보고합니다" / "보고한다")."""
    if len(a) != len(b) or a[:-1] != b[:-1]:
        return False
    if not a or a[-1] == b[-1]:
        return True
    return bool(re.match(r"[가-힣]{2}", a[-1])) and a[-1][:2] == b[-1][:2]


@lru_cache(maxsize=2048)
def find_exchange(claim: str, evidence: str) -> Exchange | None:
    """The two stretches of ``claim`` exchanged against ``evidence`` (see the module docstring), or None."""
    c, s = _keys(claim), _keys(evidence)
    if len(c) < 3 or len(c) > MAX_TOKENS or _symmetric(c):
        return None
    for j in range(len(s)):
        p = 0
        while p < len(c) and j + p < len(s) and c[p] == s[j + p]:
            p += 1
        if p == len(c):
            return None  # the claim is in the source as it stands
        rc, rs = c[p:], s[j + p:]
        if not rs or rs[0] not in rc[1:] or rc[0] not in rs[1:]:
            continue  # each side must hold the other's first word further on
        for lx in range(1, MAX_STRETCH + 1):
            for ly in range(1, MAX_STRETCH + 1):
                x, y = rc[:lx], rs[:ly]
                if x == y or len(rc) < lx + ly + 1:
                    continue
                # claim: x M y rest; source: y M x rest — find M.
                for m in range(1, len(rc) - lx - ly + 1):
                    if rc[lx + m:lx + m + ly] != y:
                        continue
                    mid = rc[lx:lx + m]
                    if rs[ly:ly + m] != mid or rs[ly + m:ly + m + lx] != x:
                        continue
                    rest = rc[lx + m + ly:]
                    if not _same_rest(rest, rs[ly + m + lx:ly + m + lx + len(rest)]) or not _content(mid):
                        continue
                    if not (_content(x) and _content(y)) or not (_one_participant(x) and _one_participant(y)):
                        continue
                    return Exchange(" ".join(x), " ".join(y))
    return None
