"""Korean particles (josa): the one inventory for every module that cuts a particle off a word or compares two
particles, and the one rule for the particles written two ways.

Several checks read Korean text word by word without Kiwi (aligning a claim with its source, reading a list's
last item, the standard of a comparison): "서비스센터는" and "서비스센터에서" name one thing, so the particle at
the end of a written word is cut off (``bare``) or kept apart as the word's role (``split``). A particle written
after a vowel one way and after a final consonant another ("총장은" / "교수는", "A와" / "B과") is one particle:
``one_spelling`` gives every such pair, and the honorific or spoken form of a case particle ("께", "한테" for
"에게"), one spelling, and ``spelled_for`` writes the form a word takes (와 after a vowel, 과 after a final
consonant; 로 also after ㄹ).
"""
from __future__ import annotations

import re

# Case particles written two ways: the form after a final consonant, then the form after a vowel.
TWO_FORMS = (("은", "는"), ("이", "가"), ("을", "를"), ("과", "와"), ("으로", "로"))
# Spoken and quoting particles written two ways. Never cut off a written word: "사랑", "자라고" end in them.
SPOKEN_TWO_FORMS = (("이랑", "랑"), ("이라고", "라고"))
# Other case particles (they carry a noun's role: where, to whom, from when, compared with what), and the
# honorific or spoken forms that stand for one of them.
CASE = ("의", "에", "에서", "에게", "에게서", "한테", "께", "부터", "까지", "보다")
_SAME_ROLE = {"한테": "에게", "께": "에게"}
# Particles that add "also" / "only" to a noun without changing its role.
DELIMITERS = ("도", "만")
# A particle after another: "에서는", "에서의", "에는" ("서울에서는", "서울에는" name 서울).
STACKED = ("에서는", "에서의", "에는", "에도", "에만")
# The copula closing a noun phrase ("학생이다", "학생이며"): the noun is the word.
COPULA = ("이며", "이고", "입니다", "이다")

_CONSONANT_FORM = {vowel: consonant for consonant, vowel in TWO_FORMS + SPOKEN_TWO_FORMS}
_VOWEL_FORM = dict(TWO_FORMS + SPOKEN_TWO_FORMS)
_ROLE_PARTICLES = tuple(p for pair in TWO_FORMS for p in pair) + CASE
# Longest first: at one position the longest particle is the one written ("에게서", not "서").
PARTICLES = tuple(sorted(dict.fromkeys(_ROLE_PARTICLES + DELIMITERS + STACKED), key=len, reverse=True))
ROLE_PARTICLES = tuple(sorted(dict.fromkeys(_ROLE_PARTICLES), key=len, reverse=True))


def _tail(alternatives: tuple[str, ...]) -> re.Pattern[str]:
    # After a Hangul syllable only: a particle is never a word alone, nor written after Latin letters or digits.
    return re.compile(r"(?<=[가-힣])(?:" + "|".join(alternatives) + ")$")


_BARE = _tail(tuple(sorted(PARTICLES + COPULA, key=len, reverse=True)))
_ROLE = _tail(ROLE_PARTICLES)


def bare(word: str) -> str:
    """``word`` without the particle (or copula) it ends in: "서비스센터는" → "서비스센터"; the word itself when
    that would leave nothing."""
    return _BARE.sub("", word) or word


def split(word: str) -> tuple[str, str] | None:
    """(noun, case particle) of a written word ending in one ("직원에게" → ("직원", "에게")), else None."""
    m = _ROLE.search(word)
    return (word[:m.start()], word[m.start():]) if m and m.start() > 0 else None


def one_spelling(particle: str) -> str:
    """One spelling of a particle written two ways, the form after a consonant ("는" → "은", "와" → "과"); the
    plain form of an honorific or spoken case particle ("께", "한테" → "에게"); any other as it is."""
    return _SAME_ROLE.get(particle) or _CONSONANT_FORM.get(particle, particle)


def final_consonant(syllable: str) -> int:
    """The final consonant of a Hangul syllable in Unicode order: 0 none, 8 ㄹ (-1 for anything else)."""
    return (ord(syllable) - 0xAC00) % 28 if "가" <= syllable <= "힣" else -1


def spelled_for(word: str, particle: str) -> str:
    """``particle`` as written after ``word``: the form after a vowel when the word's last syllable has no final
    consonant ("교수와"), the form after a consonant when it has one ("학생과"); 로 after ㄹ too ("서울로")."""
    consonant = _CONSONANT_FORM.get(particle, particle)
    vowel = _VOWEL_FORM.get(consonant)
    last = word[-1:] if word else ""
    if vowel is None or not "가" <= last <= "힣":
        return particle
    final = final_consonant(last)
    if final == 0 or (consonant == "으로" and final == 8):
        return vowel
    return consonant
