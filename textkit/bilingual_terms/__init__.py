"""A domain bilingual lexicon: English ↔ Korean words of the domains Citewise's documents come from.

``textkit.bilingual`` holds the general vocabulary (fees, students, refunds, manuals); this package holds the
words each domain has of its own, so that a question in one language finds and is checked against documents
in the other: "parking ticket" / 주차위반, "clinical trial" / 임상시험, "병원비" / medical expenses, "credit
exchange" / 학점교류. Five data modules, by domain (each under 400 lines):

- ``work``: university and academic affairs, HR and the workplace, expenses, company vehicles and driving;
- ``technical``: factory, maintenance and safety, equipment, IT and software, public administration;
- ``life``: insurance (home, health, travel, pet, car), medical and clinical, family, housing and
  facilities, commerce and service, travel and transport, time and quantities;
- ``money_time``: the everyday words of every domain for money and fees (a fine, a contract's penalty and a
  fee are different entries), documents and administration, time, quantities, and actions as nouns;
- ``places_things``: the everyday words of every domain for places and facilities, culture and leisure,
  utilities and telecoms, appliances and equipment, care and welfare, transport, people and things.

``textkit.bilingual`` reads ``TERMS`` after its own table: the same rules and the same use (retrieval's
``translated_query``, the answerability checks' ``korean_forms`` / ``english_forms`` / ``english_synonyms``).

Rules for an entry (those of ``textkit.bilingual``):

- one line ``(English forms, Korean forms)``, the first form of each side the usual one, in its topic group;
- the words translate each other in *most* documents of the domain, from how the domain speaks, never from
  one document or question set; never a relative (premium is not 보험금, monthly is not 연간);
- the English forms of an entry are synonyms (a document may say the thing by any of them: "break-in" /
  "burglary"); words that only share a translation get entries of their own;
- a Korean form has two syllables or more (a syllable is part of too many words); English forms are whole
  words or phrases, matched folded by the project's stemmer; Korean forms as squashed substrings;
- a phrase is listed only when its words do not already translate it ("department store" is no 부서 + 매장;
  "parking fee" is 주차 + 요금 and is not listed): a phrase's forms replace its words' in a question, so a
  listed phrase of words the table knows would only narrow the check (주차 이용료 would miss "parking");
- an English form is in one entry only, across this package and ``textkit.bilingual`` (a unit test checks
  it), so the table says one thing per word; a word that means unrelated things in the domains (a "file" to
  send and to *file* a claim, a "minor" subject and a minor) is left out.

How to add: find the topic group in ``work``, ``technical``, ``life``, ``money_time`` or
``places_things``, add the line, run ``tests/unit/textkit/
test_bilingual_terms.py`` (the sanity checks) and the calibration question benchmark.
"""
from __future__ import annotations

from .life import LIFE
from .money_time import MONEY_TIME
from .places_things import PLACES_THINGS
from .technical import TECHNICAL
from .work import WORK

Pairs = tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]

TERMS: Pairs = WORK + TECHNICAL + LIFE + MONEY_TIME + PLACES_THINGS

__all__ = ["TERMS", "Pairs"]
