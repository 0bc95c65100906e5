"""Near misses: a question about a thing of the same kind as one the document sets, which it does not set.

Before writing (``check_context``): the English words that tell the asked thing from its siblings ("a
*deductible*", "cleaning *tablets*", "cheaper *parking*", "the fuel *voucher*", "*EV*") are read as subject
terms; a model number ("HW-3.6") must be stated as written, not by a sibling model ("HW-2.5"); a Korean
situation compound whose head no passage names ("해외출장" over terms that say 해외 of 해외여행) is not found.
Each near miss beside the answerable question about its sibling, which is still answered.
"""
from __future__ import annotations

import pytest

from verification.engine import Source, check_context
from verification.engine.addressing import asked_terms

TRAVEL = Source(
    text="Section 2. Cover\nMedical expenses abroad are covered up to USD 50,000. "
         "Trip cancellation is covered when the flight is cancelled.",
    title="Travel insurance terms", file="travel.md")
ESPRESSO = Source(
    text="7. Cleaning and care\nBackflush the brew group every week with one GC-1 cleaning tablet. "
         "Descale every 8 weeks.", title="Espresso machine manual", file="espresso.md")
MUSEUM = Source(
    text="All members get free entry to paid exhibitions, 10% off in the museum shop and 15% off in the café.",
    title="Museum membership terms", file="museum.html")


@pytest.mark.parametrize("question, word", [
    ("does the travel insurance have a deductible?", "deductible"),  # an adjective as a noun after "a"
    ("how much is a box of the GC-1 cleaning tablets", "tablets"),  # a plural at the clause's end, not a verb
    ("do members get cheaper parking at the museum", "parking"),  # a gerund after an adjective
    ("does the fuel voucher work for EV charging?", "voucher"),  # the subject's last noun before its verb
    ("does the fuel voucher work for EV charging?", "EV"),  # an acronym of two capitals
])
def test_the_word_that_tells_the_asked_thing_from_its_siblings_is_a_subject_term(question, word):
    assert word in [t.text for t in asked_terms(question)]


def test_verbs_after_the_subject_stay_verbs():
    assert [t.text for t in asked_terms("does the policy pay out for theft?")] == ["theft"]
    assert [t.text for t in asked_terms("the robot keeps throwing C4A15, what now?")] == ["robot"]


@pytest.mark.parametrize("near_miss, missing, sibling, sources", [
    ("does the travel insurance have a deductible?", "deductible", "does the travel insurance cover trip cancellation?",
     [TRAVEL]),
    ("how much is a box of the GC-1 cleaning tablets", "box", "how often do i use the GC-1 cleaning tablets",
     [ESPRESSO]),
    ("do members get cheaper parking at the museum", "parking", "do members get cheaper entry to exhibitions",
     [MUSEUM]),
])
def test_a_near_miss_is_refused_naming_what_was_not_found_and_its_sibling_answered(near_miss, missing, sibling,
                                                                                    sources):
    check = check_context(near_miss, sources)
    assert not check.sufficient
    assert missing in check.missing and missing in check.safe_answer
    assert check_context(sibling, sources).sufficient


def test_a_model_number_the_passages_do_not_state_is_not_found_naming_it():
    turbine = Source(text="This manual is for service technicians working on the HW-2.5 turbine. Minor service "
                          "intervals: every 6 months.", title="Harlund HW-2.5 manual", file="hw25.md")
    check = check_context("service intervals for the HW-3.6?", [turbine])
    assert not check.sufficient and check.missing == ("HW-3.6",) and "HW-3.6" in check.safe_answer
    assert check_context("service intervals for the HW-2.5?", [turbine]).sufficient


def test_a_situation_compound_whose_head_no_passage_names_is_not_found():
    # 해외 of 해외여행보험 is not a business trip abroad: the compound 해외출장 is what the situation names.
    travel = Source(text="제5조(환불) 안심 해외여행보험 서비스의 보험료는 보험기간이 시작되기 전까지 전액 환불한다. "
                         "여행자보험 가입은 앱에서 한다.", title="안심 해외여행보험 서비스 이용약관", file="여행자보험_이용약관.md")
    check = check_context("해외출장 가면 여행자보험 회사에서 들어줘?", [travel])
    assert not check.sufficient and "해외출장" in check.safe_answer
    assert check_context("해외여행 가면 여행자보험 환불돼?", [travel]).sufficient
