"""Wrong citations made from a faithful claim: the rewrites themselves (pure string work).

- polarity: the main predicate negated (허용↔금지, 포함↔제외, 가능↔불가능, 수 있다↔수 없다, 있다↔없다,
  하다↔하지 않다, 해야 한다↔하지 않아도 된다, 해서는 안 된다↔해도 된다; can↔cannot, must↔need not,
  may↔may not, is/are X-ed↔is/are not X-ed, will↔will not, never↔always). Korean takes the last cue of the
  sentence (the main predicate comes last), English the first.
- bound: the only bound of the claim flipped (이상↔이하, 초과↔미만, 최대↔최소, at least↔at most,
  more than↔less than, up to→at least, maximum↔minimum, below↔above, under↔over); none when the claim has
  two bounds (a range), since flipping one end makes a range, not a clear falsehood.
- role swap: two parts the author marked exchanged, or the claim's only two values of one kind exchanged
  (unless they are the two ends of a range).
- unsupported clause: a statement the document does not make joined to the claim as one sentence.

Value swaps need the document and the sources and are made in ``cases``; every rewrite here is checked
there too (it must change the claim).
"""
from __future__ import annotations

import re

from .values import Value, extract

# ------------------------------------------------------------------ Hangul syllables
_JONG_N, _JONG_B, _JONG_L = 4, 17, 8


def _jong(ch: str) -> int:
    code = ord(ch) - 0xAC00
    return code % 28 if 0 <= code < 11172 else -1


def _set_jong(ch: str, jong: int) -> str:
    code = ord(ch) - 0xAC00
    return chr(0xAC00 + code - code % 28 + jong)


def _conj(stem: str, ending: str) -> str:
    """stem + ending for the endings used here: 'ㅂ니다', 'ㄴ다', '며', '고', '는'."""
    last = stem[-1]
    has_final = _jong(last) > 0
    if ending == "ㅂ니다":
        return stem + "습니다" if has_final else stem[:-1] + _set_jong(last, _JONG_B) + "니다"
    if ending == "ㄴ다":
        return stem + "는다" if has_final else stem[:-1] + _set_jong(last, _JONG_N) + "다"
    if ending == "며":
        return stem + ("으며" if has_final else "며")
    return stem + ending


_PARTICLES = [("으로", "로"), ("은", "는"), ("이", "가"), ("을", "를"), ("과", "와")]


def agree(text: str, end: int) -> str:
    """Fix the particle after position ``end`` for the syllable before it (이하로 → 이상으로, 총장이 → 학과장이)."""
    if end <= 0 or end >= len(text) or _jong(text[end - 1]) < 0:
        return text
    jong = _jong(text[end - 1])
    for after_consonant, after_vowel in _PARTICLES:
        for form in (after_consonant, after_vowel):
            if not text.startswith(form, end):
                continue
            nxt = text[end + len(form):end + len(form) + 1]
            if nxt and re.match(r"[가-힣]", nxt) and form in ("이", "가"):
                return text  # part of a longer word (이며, 이상, 가능), not a particle
            if after_consonant == "으로":
                want = after_vowel if jong in (0, _JONG_L) else after_consonant
            else:
                want = after_vowel if jong == 0 else after_consonant
            return text[:end] + want + text[end + len(form):]
    return text


def replace_at(text: str, start: int, end: int, new: str) -> str:
    """``text`` with [start, end) replaced by ``new`` and the following particle made to agree."""
    out = text[:start] + new + text[end:]
    return agree(out, start + len(new))


# ------------------------------------------------------------------ polarity
def _ko_candidates(claim: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for every polarity cue of a Korean claim."""
    out: list[tuple[int, int, str]] = []
    for m in re.finditer(r"수\s*(있|없)", claim):
        out.append((m.start(1), m.end(1), "없" if m.group(1) == "있" else "있"))
    for m in re.finditer(r"불가능|가능", claim):
        out.append((m.start(), m.end(), "가능" if m.group() == "불가능" else "불가능"))
    for m in re.finditer(r"허용|금지", claim):
        out.append((m.start(), m.end(), "금지" if m.group() == "허용" else "허용"))
    for m in re.finditer(r"포함|제외", claim):
        out.append((m.start(), m.end(), "제외" if m.group() == "포함" else "포함"))
    for m in re.finditer(r"(?<!수 )(?<!수)(있|없)(?=습니다|다[.!]?$|으며|고 |어요)", claim):
        out.append((m.start(), m.end(), "없" if m.group() == "있" else "있"))
    # 하지 않습니다 → 합니다, 되지 아니한다 → 된다, 받지 않으며 → 받으며
    for m in re.finditer(r"([가-힣])지\s*(?:않|아니하|아니)(습니다|는다|한다|다|으며|하며|고|하고|는|하는)", claim):
        stem, ending = m.group(1), m.group(2)
        new = {"습니다": "ㅂ니다", "는다": "ㄴ다", "한다": "ㄴ다", "다": "ㄴ다", "으며": "며", "하며": "며",
               "고": "고", "하고": "고", "는": "는", "하는": "는"}[ending]
        out.append((m.start(), m.end(), _conj(stem, new)))
    # 해야 합니다 → 하지 않아도 됩니다
    for m in re.finditer(r"(하여야|해야|되어야|돼야|([가-힣])(?:아야|어야))\s*(합니다|한다|하며|하고|해요)", claim):
        if m.group(2):
            if _jong(m.group(2)) <= 0:
                continue  # a contracted vowel stem (내야, 켜야): the plain stem is not recoverable
            stem = m.group(2)
        else:
            stem = "하" if m.group(1) in ("하여야", "해야") else "되"
        tail = {"합니다": "됩니다", "한다": "된다", "하며": "되며", "하고": "되고", "해요": "돼요"}[m.group(3)]
        out.append((m.start(), m.end(), f"{stem}지 않아도 {tail}"))
    # 해서는 안 된다 → 해도 된다, and back
    for m in re.finditer(r"서는\s*(?:안|아니)\s*(?=되|됩|된)", claim):
        out.append((m.start(), m.end(), "도 "))
    for m in re.finditer(r"(?<=[어아해여])도\s*(?=되|됩|된)", claim):
        out.append((m.start(), m.end(), "서는 안 "))
    # The final predicate, when it is a plain affirmative verb: 지급합니다 → 지급하지 않습니다.
    tail = re.search(r"([가-힣]+)([.!]?)\s*$", claim)
    if tail:
        word = tail.group(1)
        stem = ending = None
        if word.endswith("습니다") and len(word) > 3:
            stem, ending = word[:-3], "않습니다"
        elif word.endswith("니다") and len(word) > 2 and _jong(word[-3]) == _JONG_B:
            stem, ending = word[:-3] + _set_jong(word[-3], 0), "않습니다"
        elif word.endswith("는다") and len(word) > 2:
            stem, ending = word[:-2], "않는다"
        elif word.endswith("다") and len(word) > 1 and _jong(word[-2]) == _JONG_N:
            stem, ending = word[:-2] + _set_jong(word[-2], 0), "않는다"
        auxiliary = word in ("합니다", "한다", "됩니다", "된다")  # 해야 합니다, 안 됩니다: another cue governs
        if stem and not auxiliary and not re.search(r"(않|없|있|아니하|아니|이|였|했|었|았|계시)$", stem):
            start = tail.start(1)
            out.append((start, start + len(word), f"{stem}지 {ending}"))
    return out


_EN_RULES: list[tuple[str, str]] = [
    (r"\bcannot\b|\bcan't\b|\bcan not\b", "can"),
    (r"\bcan\b", "cannot"),
    (r"\bmust not\b|\bmustn't\b|\bmust never\b", "may"),
    (r"\bmust\b", "need not"),
    (r"\bmay not\b", "may"),
    (r"\bmay\b", "may not"),
    (r"\b(is|are|was|were) not\b", r"\1"),
    (r"\bisn't\b", "is"), (r"\baren't\b", "are"),
    (r"\b(does|do|did) not\b", r"\1"),
    (r"\b(doesn't|don't)\b", "do"),
    (r"\bwill not\b|\bwon't\b", "will"),
    (r"\bwill\b", "will not"),
    (r"\bnever\b", "always"),
    (r"\b(is|are) (?=(?:\w+ed|paid|kept|sent|given|taken|held|shown|made|done|met|charged|covered)\b)", r"\1 not "),
    (r"\bincluded\b", "excluded"), (r"\bexcluded\b", "included"),
    (r"\bprohibited\b", "permitted"), (r"\bpermitted\b", "prohibited"), (r"\ballowed\b", "prohibited"),
    (r"\bnot required\b", "required"), (r"\brequired\b", "not required"),
]


def _en_candidates(claim: str) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    for pattern, repl in _EN_RULES:
        for m in re.finditer(pattern, claim, re.I):
            if any(a < m.end() and m.start() < b for a, b, _ in out):
                continue
            new = m.expand(repl) if "\\" in repl else repl
            if m.group(0)[:1].isupper():
                new = new[:1].upper() + new[1:]
            out.append((m.start(), m.end(), new))
    return out


# A negated "only" or an already bounded predicate reads two ways ("cannot be used for no more than 45 minutes",
# "인터넷으로만 할 수 없습니다"): such a flip is not clearly false, so none is made.
_KO_ONLY = re.compile(r"[가-힣]만\s(?!원)")
_EN_ONLY = re.compile(r"\bonly\b|\bno more than\b|\bnot more than\b|\bno less than\b|\bno later than\b", re.I)


def polarity_flip(claim: str, lang: str) -> tuple[str, str] | None:
    """(flipped claim, what changed), or None when the claim has no polarity cue this module can flip."""
    if (_KO_ONLY if lang == "ko" else _EN_ONLY).search(claim):
        return None
    if lang == "ko":
        cands = _ko_candidates(claim)
        pick = max(cands, key=lambda c: (c[0], -c[1]), default=None)
    else:
        cands = _en_candidates(claim)
        pick = min(cands, key=lambda c: c[0], default=None)
    if pick is None:
        return None
    a, b, new = pick
    flipped = replace_at(claim, a, b, new)
    return (flipped, f"{claim[a:b]} → {new}") if flipped != claim else None


# ------------------------------------------------------------------ bounds
_KO_AFTER = [  # (word after a value, its flip)
    ("이상", "이하"), ("이하", "이상"),
    ("초과하는", "미만인"), ("초과하면", "미만이면"), ("초과한", "미만인"), ("초과인", "미만인"), ("초과", "미만"),
    ("미만인", "초과하는"), ("미만이면", "초과하면"), ("미만일", "초과할"), ("미만", "초과"),
]
_KO_BEFORE = [("최대", "최소"), ("최소", "최대")]
_EN_BOUNDS = [
    ("no more than", "no less than"), ("no less than", "no more than"), ("not more than", "not less than"),
    ("at least", "at most"), ("at most", "at least"), ("more than", "less than"), ("less than", "more than"),
    ("fewer than", "more than"), ("up to", "at least"), ("a maximum of", "a minimum of"),
    ("a minimum of", "a maximum of"), ("maximum", "minimum"), ("minimum", "maximum"),
    ("or more", "or less"), ("or less", "or more"), ("or older", "or younger"), ("younger than", "older than"),
    ("older than", "younger than"), ("below", "above"), ("above", "below"), ("under", "over"), ("over", "under"),
]


def _bound_cues(claim: str, lang: str) -> list[tuple[int, int, str]]:
    values = [v for v in extract(claim) if v.kind not in ("code", "article")]
    cues: list[tuple[int, int, str]] = []
    if lang == "ko":
        for v in values:
            rest = claim[v.end:]
            m = re.match(r"\s?(?:을|를)?\s?", rest)
            at = v.end + (m.end() if m else 0)
            for word, flip in _KO_AFTER:
                if claim.startswith(word, at):
                    if word in ("초과", "미만") and re.match(r"[하할한해]", claim[at + len(word):at + len(word) + 1]):
                        break  # 초과할 수 없다: a verb, no noun flip reads well
                    cues.append((at, at + len(word), flip))
                    break
            before = claim[:v.start].rstrip()
            for word, flip in _KO_BEFORE:
                if before.endswith(word) and v.start - len(before) <= 1:
                    cues.append((len(before) - len(word), len(before), flip))
        return sorted(set(cues))
    for word, flip in _EN_BOUNDS:
        for m in re.finditer(r"\b" + re.escape(word) + r"\b", claim, re.I):
            if any(a < m.end() and m.start() < b for a, b, _ in cues):
                continue
            # A bound bounds a value: one must follow (or, for "or more", precede) within a few words.
            near = claim[m.end():m.end() + 25] if not word.startswith("or ") else claim[max(0, m.start() - 25):m.start()]
            if not any(v.kind != "code" for v in extract(near)) and not re.search(r"\d", near):
                continue
            new = flip[:1].upper() + flip[1:] if m.group(0)[:1].isupper() else flip
            cues.append((m.start(), m.end(), new))
    return sorted(cues)


def bound_flip(claim: str, lang: str) -> tuple[str, str] | None:
    cues = _bound_cues(claim, lang)
    if len(cues) != 1:
        return None
    a, b, new = cues[0]
    return replace_at(claim, a, b, new), f"{claim[a:b]} → {new}"


# ------------------------------------------------------------------ role swaps
def swap_parts(claim: str, a: str, b: str) -> str | None:
    """The claim with the first occurrences of ``a`` and ``b`` exchanged."""
    i, j = claim.find(a), claim.find(b)
    if i < 0 or j < 0 or i == j:
        return None
    if i > j:
        a, b, i, j = b, a, j, i
    if i + len(a) > j:
        return None
    out = claim[:i] + b + claim[i + len(a):j] + a + claim[j + len(b):]
    out = agree(out, j - len(a) + len(b) + len(a))  # the later part first: positions before it stay valid
    out = agree(out, i + len(b))
    return out if out != claim else None


_RANGE_LINK = re.compile(r"^\W*(?:~|–|-|부터|에서|까지|to|until|and|or|through|이상|초과|to\b)", re.I)


def value_role_swap(claim: str) -> tuple[str, str] | None:
    """Exchange the claim's only two values of one unit, unless they are the ends of a range."""
    values = [v for v in extract(claim) if v.kind not in ("code", "article")]
    groups: dict[tuple, list[Value]] = {}
    for v in values:
        groups.setdefault((v.kind, sorted(str(k[0]) for k in v.keys)[0]), []).append(v)
    for group in groups.values():
        if len(group) != 2:
            continue
        x, y = group
        between = claim[x.end:y.start]
        if any(re.search(r"[~∼–-]\s*$", claim[:v.start]) or re.match(r"\s*[~∼–-]", claim[v.end:]) for v in group):
            continue  # one end of a range (7~9월): exchanging it with another value makes no sense
        if x.same(y) or len(between) < 8 or _RANGE_LINK.match(between) or re.search(r"between|사이", claim):
            continue
        swapped = claim[:x.start] + y.text + between + x.text + claim[y.end:]
        swapped = agree(swapped, x.start + len(y.text) + len(between) + len(x.text))
        swapped = agree(swapped, x.start + len(y.text))
        return swapped, f"{x.text} ↔ {y.text}"
    return None


# ------------------------------------------------------------------ unsupported clause
_EN_LOWER_FIRST = {"the", "a", "an", "you", "your", "all", "each", "every", "this", "these", "it", "we", "they",
                   "members", "students", "customers", "guests", "refunds", "pets", "claims", "items", "orders",
                   "there", "staff", "applicants", "employees", "users", "dogs", "rooms", "tuition", "no", "only",
                   "in", "after", "before", "if", "when", "for", "any", "unused", "parcels", "lockers"}


def join_clause(claim: str, clause: str, lang: str) -> str | None:
    """One sentence: the claim, then the clause (", and …" / "…며, …"); None when the ending is not handled."""
    body = claim.rstrip().rstrip(".").rstrip()
    clause = clause.strip()
    if lang != "ko":
        first = clause.split()[0]
        if first.lower() in _EN_LOWER_FIRST and not first.isupper():
            clause = clause[:1].lower() + clause[1:]
        return f"{body}, and {clause}"
    m = re.search(r"([가-힣]+)$", body)
    if not m:
        return None
    word = m.group(1)
    if word.endswith("습니다"):
        new = word[:-3] + "으며"
    elif word.endswith("니다") and len(word) > 2 and _jong(word[-3]) == _JONG_B:
        new = word[:-3] + _set_jong(word[-3], 0) + "며"
    elif word.endswith("는다"):
        new = _conj(word[:-2], "며")
    elif word.endswith("다") and len(word) > 1 and _jong(word[-2]) == _JONG_N:
        new = word[:-2] + _set_jong(word[-2], 0) + "며"
    elif word.endswith(("있다", "없다", "않다")):
        new = word[:-1] + "으며"
    elif word.endswith("이다"):
        new = word[:-1] + "며"
    else:
        return None
    return f"{body[:m.start()]}{new}, {clause}"
