"""Whether a Korean word and an English word sound alike: a loanword or a transliterated name.

Korean writes English words and names by their sound ("컨트롤박스" for "control box", "노스윈드" for
"Northwind", "드론" for "drone"). A question in one language over a document in the other then names its
subject in a form the document never spells, and no table of translations can list every name. Both words
are reduced to a *skeleton* (``korean_skeleton``, ``english_skeletons``): each run of vowels one slot (V),
the vowel Korean adds to write a consonant cluster (으: "스타트업", startup) none, a silent final e none,
consonants folded to the classes Korean writes them by (p/b/f/v → P, t/d → T, k/g/c/q → K, s/z → S,
l/r → L, ch/j → J), an English r that is not before a vowel dropped (Korean, like British English, does not
sound it: "filter" → 필터), doubled classes merged ("Tallyo" / 탈리오); 쉬 is "shi" (쉴드, shield), and a word run
together from two keeps the silent e of the first ("HomeShield" / 홈쉴드). Words match when a skeleton is
equal. The vowel slots keep native words from matching by chance (바람 is P V L V M, "broom" P L V M);
short skeletons still do, so ``sounds_like`` wants four slots or more, three of them consonants. The other way
(``written_in_hangul``: an English question's word in a Korean text) a text holds many words, so three
consonants are wanted and verb forms are left out; on six Korean regulations and reports about 1 % of
English words found a Korean word of the same skeleton by chance.

Pure Python; no romanisation library: a romaniser writes 컨트롤 "keonteurol", which is no nearer to
"control" than the skeleton is, and the skeleton is the comparison needed.
"""
from __future__ import annotations

import re
from functools import lru_cache

# Initial consonants of a Hangul syllable (Unicode order), as consonant classes; ㅇ is silent first.
_INITIAL = ("K", "K", "N", "T", "T", "L", "M", "P", "P", "S", "S", "", "J", "J", "J", "K", "T", "P", "H")
# Final consonants (Unicode order; index 0: none). In loanwords a final ㅅ stands for t ("로봇", robot).
_FINAL = ("", "K", "K", "KS", "N", "NJ", "N", "T", "L", "LK", "LM", "LP", "LS", "LT", "LP", "L", "M", "P", "PS",
          "T", "T", "N", "T", "T", "K", "T", "P", "")
# Vowels that begin with a w sound ("윈" win, "워" wor, "와" wa).
_W_VOWELS = frozenset((9, 10, 11, 14, 15, 16))  # ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ
_EU = 18  # ㅡ: the vowel written to sound a lone consonant ("스", "트"), no vowel of the English word
_WI, _S_INITIALS = 16, (9, 10)  # ㅟ; ㅅ ㅆ


def _merge(skeleton: str) -> str:
    return re.sub(r"(.)\1+", r"\1", skeleton)


def korean_skeleton(word: str) -> str:
    """The consonant skeleton of a Hangul word ("" when it holds no Hangul syllable)."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if not 0 <= code < 11172:
            continue
        initial, vowel, final = code // 588, (code % 588) // 28, code % 28
        out.append(_INITIAL[initial])
        # ㅅ before ㅟ writes "sh" + i, not a w ("쉴드", shield; a w after s is written 스위: "스위치", switch).
        if vowel in _W_VOWELS and not (initial in _S_INITIALS and vowel == _WI):
            out.append("W")
        if vowel != _EU:
            out.append("V")
        out.append(_FINAL[final])
    return _merge("".join(out))


# English spellings → consonant classes, longest first; (pattern, classes). "th" is said ㅅ or ㄷ.
_EN_RULES = (
    ("tch", ("J",)), ("sch", ("SK",)), ("ch", ("J", "K")), ("sh", ("S",)), ("th", ("S", "T")), ("ph", ("P",)),
    ("gh", ("",)), ("ck", ("K",)), ("ng", ("N",)), ("x", ("KS",)), ("qu", ("KW",)), ("q", ("K",)),
    ("b", ("P",)), ("p", ("P",)), ("f", ("P",)), ("v", ("P",)), ("t", ("T",)), ("d", ("T",)), ("k", ("K",)),
    ("g", ("K",)), ("s", ("S",)), ("z", ("J", "S")), ("j", ("J",)), ("l", ("L",)), ("m", ("M",)), ("n", ("N",)),
)
_VOWELS = "aeiouy"
_LONGEST = 20  # letters of the longest word read by sound
_MOST_SPELLINGS = 32  # readings of "z", "th", "ch" kept before a word is given up


@lru_cache(maxsize=4096)
def english_skeletons(word: str) -> frozenset[str]:
    """The consonant skeletons an English word may be written by in Hangul (one per reading of "th", "ch")."""
    w = word.lower()
    # Each "z", "th" or "ch" doubles the spellings: a long or odd token (pasted junk in a question) would take
    # seconds, and no loanword is that long.
    if not w.isalpha() or len(w) > _LONGEST:
        return frozenset()
    if len(w) > 3 and w.endswith("e") and w[-2] not in _VOWELS:
        w = w[:-1]  # a silent final e ("drone", "brake")
    options = [""]
    i = 0
    while i < len(w):
        ch, nxt = w[i], w[i + 1:i + 2]
        if ch in _VOWELS:
            options = [o + "V" for o in options]
            i += 1
            continue
        if ch == "r":  # sounded before a vowel only ("control"; not "startup", "filter")
            options = [o + "L" for o in options] if nxt and nxt in _VOWELS else options
            i += 1
            continue
        if ch == "w":
            options = [o + "W" for o in options] if nxt and nxt in _VOWELS else options
            i += 1
            continue
        if ch == "h":
            options = [o + "H" for o in options] if (i == 0 or w[i - 1] in _VOWELS) and nxt and nxt in _VOWELS \
                else options
            i += 1
            continue
        if ch == "c":
            cls = ("S",) if nxt and nxt in "eiy" else ("K",)
            if nxt in ("h", "k"):
                cls = None
            if cls:
                options = [o + c for o in options for c in cls]
                i += 1
                continue
        for pattern, classes in _EN_RULES:
            if w.startswith(pattern, i):
                options = [o + c for o in options for c in classes]
                i += len(pattern)
                break
        else:
            i += 1
        if len(options) > _MOST_SPELLINGS:
            return frozenset()
    return frozenset(_merge(o) for o in options)


def sounds_like(korean: str, english: str, *, name: bool = False) -> bool:
    """Whether a Korean noun may be ``english`` written by its sound ("필터" / "filter"; with ``name``, for a
    name no dictionary holds, also a short one: "탈리오" / "Tallyo")."""
    forms = english_sound_forms(english)
    return sounded_among(korean, forms, forms if name else frozenset())


def english_sound_forms(english: str) -> frozenset[str]:
    """The skeletons a Korean noun has when it writes ``english`` by its sound (none for a word under three letters):
    the word's, its singular's ("filters" / 필터) and, run together from two, the compound's."""
    if len(english) < 3:
        return frozenset()
    forms = english_skeletons(english)
    if english.lower().endswith("s") and len(english) > 4:
        forms |= english_skeletons(english[:-1])
    return forms | _joined_skeletons(english)


def sounded_among(korean: str, forms: frozenset[str], name_forms: frozenset[str]) -> bool:
    """Whether a Korean noun writes by its sound a word of ``forms`` (``english_sound_forms`` of several words), or of
    ``name_forms`` (those of names no dictionary holds), as ``sounds_like`` reads one word: a text's words are read
    once, not once per noun."""
    skeleton = korean_skeleton(korean)
    # Three consonants at least for a word: with two, native words find common English ones by chance (보류 /
    # "value", 다리 / "daily", 자료 / "zero", 나라 / "nearly"). A name is rare enough for two.
    consonants = len(skeleton.replace("V", ""))
    if len(skeleton) < 4 or consonants < 2:
        return False
    return consonants >= 3 and skeleton in forms or skeleton in name_forms


# A silent e inside a word run together from two ("home|shield", "life|time", "fire|wall"): vowel, consonant, e,
# then another consonant.
_INNER_SILENT_E = re.compile(r"(?<=[aeiouy][b-df-hj-np-tv-z])e(?=[b-df-hj-np-tv-z])")


@lru_cache(maxsize=4096)
def _joined_skeletons(word: str) -> frozenset[str]:
    """The skeletons of a word run together from two ("HomeShield" or "homeshield" / 홈쉴드, "lifetime"): the e
    that ends the first word is silent inside the compound as it is at the end of the word alone."""
    w = word.lower()
    out: set[str] = set()
    for m in _INNER_SILENT_E.finditer(w):
        if m.start() >= 3 and len(w) - m.end() >= 3:
            out |= english_skeletons(w[:m.start()] + w[m.end():])
    return frozenset(out)


@lru_cache(maxsize=64)
def _korean_word_starts(text: str) -> frozenset[str]:
    """Skeletons of every Hangul word of ``text``, its particle cut off ("드론은", "필터를", "센서가"), and of
    each part of a compound written with a space or a middle dot."""
    from .particles import bare

    out: set[str] = set()
    for word in re.findall(r"[가-힣]{2,}", text):
        out.add(korean_skeleton(word))
        out.add(korean_skeleton(bare(word)))
    return frozenset(out)


def written_in_hangul(english: str, text: str) -> bool:
    """Whether a Korean ``text`` writes ``english`` by its sound, as a word ("drone" in "드론은")."""
    # Korean passages hold many words: three consonants at least, and no verb form ("checking", "opened").
    if len(english) < 4 or english.endswith(("ing", "ed")):
        return False
    starts = _korean_word_starts(text)
    return any(len(s.replace("V", "")) >= 3 and s in starts for s in english_skeletons(english))
