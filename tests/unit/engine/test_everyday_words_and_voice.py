"""A claim in everyday words over a source in formal ones ("개강" / "학기 개시일", "친척 집에 묵으면" / "친지 집에
숙박하면", "cost" / "fee") is covered by the general table of such words (``textkit.variants``); a noun with the
passive suffix ("반환받다", "보장받을 수 없다") is that noun's predicate, negation and all. The values, bounds and
polarity of such a claim are compared as before: another figure or the opposite is still not accurate."""
import pytest
from engine_samples import only

from verification.engine import Source
from verification.engine.analysis import analyse
from verification.engine.checks.overlap import coverage
from verification.engine.everyday_words import said_formally


@pytest.mark.parametrize("claim, source", [
    ("개강 전에 휴학하면 등록금 전액을 돌려받습니다", "학기 개시일 전에 휴학한 학생에게는 등록금 전액을 반환한다."),
    ("친척 집에 묵으면 하루 2만 원이 지급됩니다", "친지 집에 숙박하면 1일 2만 원을 지급한다."),
    ("The late cost is $20", "The late fee is $20."),
])
def test_an_everyday_word_for_the_sources_formal_one_is_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("개강 전에 휴학하면 등록금 절반을 돌려받습니다", "학기 개시일 전에 휴학한 학생에게는 등록금 전액을 반환한다."),
    ("친척 집에 묵으면 하루 3만 원이 지급됩니다", "친지 집에 숙박하면 1일 2만 원을 지급한다."),
    ("The late cost is $25", "The late fee is $20."),
    ("개강 전에 휴학해도 등록금을 돌려받지 못합니다", "학기 개시일 전에 휴학한 학생에게는 등록금 전액을 반환한다."),
])
def test_the_same_wording_with_another_value_or_polarity_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


def test_a_document_form_of_grammar_or_of_a_bound_finds_nothing():
    # "이상" is a document form of "고장" (an abnormality) but in most passages it is "at least": never a match.
    window = analyse("배터리 전압이 3.0 V 이상이면 충전한다.")
    assert not said_formally("고장", window.tokens, window.squashed)
    assert coverage(analyse("고장이 나면 충전한다"), window)[0] < 1.0


def test_words_the_engines_own_synonyms_keep_apart_stay_apart():
    # "내다" pays and submits; a claim's payment is not found in a passage's submission.
    window = analyse("신청서를 제출한다.")
    assert not said_formally("납부", window.tokens, window.squashed)


def test_a_passive_suffix_carries_the_nouns_polarity():
    a = analyse("치과 치료는 보장받을 수 없습니다")
    assert "보장" in a.negated
    assert "반환" in analyse("등록금을 반환받습니다").positive
    assert dict(analyse("등록금을 반환받습니다").weights)["수령"] < 0.5  # the suffix says the voice only
    assert dict(analyse("돈을 받습니다").weights)["수령"] >= 0.8  # a verb of its own


def test_a_passive_claim_against_a_denying_source_is_not_accurate():
    c = only("치과 치료는 이 보험으로 보장받을 수 있습니다[1].", [Source(text="회사는 치과 치료를 보장하지 아니한다.")])
    assert c.status == "inaccurate", c.explanation


# --- "가능하다" for "할 수 있다"; English irregular verbs -------------------------------------------------------
def test_possible_said_as_can_is_accurate():
    c = only("학기 개시일 전까지 휴학 신청이 가능합니다[1].", [Source(text="휴학은 학기 개시일 전까지 신청할 수 있다.")])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("휴학 신청은 불가능합니다", "휴학은 학기 개시일 전까지 신청할 수 있다."),  # denied: not the permission
    ("휴학 신청이 가능합니다", "휴학은 학기 개시일 전까지 신청할 수 없다."),  # the source denies it
])
def test_possible_against_a_denial_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Premiums already paid are not refunded", "We do not refund premiums you have already paid."),
    ("The activation code is sent by email", "We send the activation code by email."),
])
def test_an_irregular_past_participle_is_its_verb(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("The activation code is sent by post", "We send the activation code by email."),
    ("Premiums already paid are refunded", "Premiums already paid are not refunded."),
])
def test_the_same_irregular_verb_with_another_word_or_polarity_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


# --- "못 미치다" / "미치지 못하다": "below", a bound, not a negation ---------------------------------------------
BELOW = "평가 점수가 70점 미만인 신규 직원은 재교육을 받는다."


@pytest.mark.parametrize("claim", [
    "신규 직원이 평가에서 70점에 못 미치면 재교육을 받습니다",
    "신규 직원의 평가 점수가 70점에 미치지 못하면 재교육을 받습니다",
])
def test_falling_short_of_a_figure_is_below_it(claim):
    c = only(claim + "[1].", [Source(text=BELOW)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim", [
    "신규 직원이 평가에서 80점에 못 미치면 재교육을 받습니다",  # another figure
    "신규 직원이 평가에서 70점을 넘으면 재교육을 받습니다",  # the other bound
    "신규 직원이 평가에서 70점에 못 미치면 재교육을 받지 않습니다",  # the opposite
])
def test_falling_short_with_another_figure_bound_or_polarity_is_not_accurate(claim):
    c = only(claim + "[1].", [Source(text=BELOW)])
    assert c.status != "accurate", c.explanation


def test_other_negations_of_the_verb_stay_negations():
    assert "미치다" in analyse("영향을 미치지 않는다").negated
    assert analyse("그는 못 갔다").negations == 1


# --- English number words are figures ------------------------------------------------------------------------
@pytest.mark.parametrize("claim, source", [
    ("Boarding is paid if you stay in hospital for more than two nights",
     "Boarding is paid if you stay in hospital for more than 2 nights."),
    ("The Starter plan includes one user", "The Starter plan includes 1 user."),
    ("The prepaid label can be used for two weeks", "The prepaid label can be used for 14 days."),
])
def test_a_number_word_is_its_figure(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("Boarding is paid if you stay in hospital for more than three nights",
     "Boarding is paid if you stay in hospital for more than 2 nights."),
    ("The Starter plan includes two users", "The Starter plan includes 1 user."),
])
def test_a_number_word_for_another_figure_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


# --- receiving what the source gives; "돌려받다" read whole -------------------------------------------------------
ALLOWANCE = "출장자가 친지 집에 숙박하면 1박당 2만 원을 지급한다."


def test_receiving_what_the_source_gives_is_accurate():
    c = only("출장자가 친지 집에 묵으면 1박에 2만 원을 받습니다[1].", [Source(text=ALLOWANCE)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("출장자가 친지 집에 묵으면 1박에 3만 원을 받습니다", ALLOWANCE),  # another amount
    ("출장자가 친지 집에 묵으면 1박에 2만 원을 받습니다", "출장자가 친지 집에 숙박하면 숙박비를 지급하지 아니한다."),
    ("회사는 보증금을 받습니다", "회사는 보증금을 지급한다."),  # one party is not both sides
])
def test_receiving_another_amount_what_is_not_given_or_from_oneself_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


REFUND = "중도에 자퇴하면 수업료의 3분의 2를 반환하고, 입학금은 반환하지 아니한다."


def test_a_split_receiving_compound_is_the_lexicons_verb():
    assert "반환" in analyse("수업료를 돌려받고").tokens
    c = only("중도에 자퇴하면 수업료의 3분의 2를 돌려받고 입학금은 돌려받지 못합니다[1].", [Source(text=REFUND)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation
    c = only("중도에 자퇴하면 수업료의 3분의 2를 돌려받고 입학금도 돌려받습니다[1].", [Source(text=REFUND)])
    assert c.status == "inaccurate", c.explanation


# --- "X 후 N년" is "X부터 N년" -------------------------------------------------------------------------------------
READMISSION = "자퇴 또는 제적된 학생은 자퇴일 또는 제적일부터 5년 이내에 1회에 한하여 재입학할 수 있다."


def test_after_an_event_is_from_it():
    c = only("자퇴나 제적 후 5년 안에 한 번 재입학할 수 있습니다[1].", [Source(text=READMISSION)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim", [
    "자퇴나 제적 후 6년 안에 한 번 재입학할 수 있습니다",  # another duration
    "자퇴나 제적 전 5년 안에 한 번 재입학할 수 있습니다",  # before, not from
])
def test_after_an_event_with_another_duration_or_before_it_is_not_accurate(claim):
    c = only(claim + "[1].", [Source(text=READMISSION)])
    assert c.status != "accurate", c.explanation


def test_a_particle_or_a_figure_is_no_document_form():
    # "마감" is asked as "…까지" and "일주일" stated as "7일", but "까지" ends any date and "7일" is in "17일".
    window = analyse("신청서는 3월 17일까지 제출한다.")
    assert not said_formally("마감", window.tokens, window.squashed)
    assert not said_formally("일주일", window.tokens, window.squashed)
    assert said_formally("마감", analyse("신청 기한은 3월 17일이다.").tokens, analyse("신청 기한은 3월 17일이다.").squashed)


# --- "원칙적으로": the claim says it states the rule -------------------------------------------------------------
LEAVE = "휴학하려는 학생은 학기 개시일 전까지 휴학원을 제출하여야 한다."


def test_as_a_rule_is_a_light_word():
    c = only("원칙적으로 휴학하려는 학생은 학기 개시일 전까지 휴학원을 제출해야 합니다[1].", [Source(text=LEAVE)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


def test_as_a_rule_with_another_deadline_is_not_accurate():
    c = only("원칙적으로 휴학하려는 학생은 학기 개시일 후까지 휴학원을 제출하면 됩니다[1].", [Source(text=LEAVE)])
    assert c.status != "accurate", c.explanation


# --- a hyphenated word's parts ---------------------------------------------------------------------------------
SHIFTS = "Intervals assume two-shift operation (about 5,000 operating hours per year)."


def test_words_written_apart_are_found_in_a_hyphenated_word():
    c = only("The intervals assume about 5,000 operating hours per year in two shifts[1].", [Source(text=SHIFTS)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


def test_another_number_than_the_hyphenated_words_is_not_accurate():
    c = only("The intervals assume about 5,000 operating hours per year in three shifts[1].", [Source(text=SHIFTS)])
    assert c.status != "accurate", c.explanation


# --- "neither X nor Y" is one negation of both ------------------------------------------------------------------
NO_RETURNS = "The following items cannot be returned or exchanged, unless they are faulty:\n- gift cards;\n- opened software."


def test_neither_nor_is_one_negation():
    assert analyse("Gift cards are neither returnable nor exchangeable").negations == 1
    c = only("Gift cards are neither returnable nor exchangeable[1].", [Source(text=NO_RETURNS)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


def test_the_same_words_asserted_are_not_accurate():
    c = only("Gift cards are returnable and exchangeable[1].", [Source(text=NO_RETURNS)])
    assert c.status != "accurate", c.explanation


# --- "possible" for "can" -------------------------------------------------------------------------------
CANCEL = "You can cancel up to 24 hours before the class."


def test_possible_said_as_can_in_english_is_accurate():
    c = only("Cancellation is possible up to 24 hours before the class[1].", [Source(text=CANCEL)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim", [
    "Cancellation is not possible up to 24 hours before the class",
    "Cancellation is possible up to 48 hours before the class",
])
def test_not_possible_or_another_time_is_not_accurate(claim):
    c = only(claim + "[1].", [Source(text=CANCEL)])
    assert c.status != "accurate", c.explanation



# --- a requirement said as an obligation --------------------------------------------------------------------------
TRAVEL = "Travel abroad must be approved by the department head."


def test_requires_said_as_must_is_accurate():
    c = only("Travel abroad requires the approval of the department head[1].", [Source(text=TRAVEL)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim", [
    "Travel abroad does not require the approval of the department head",  # denied
    "Travel abroad requires the approval of the finance director",  # another approver
])
def test_a_denied_requirement_or_another_party_is_not_accurate(claim):
    c = only(claim + "[1].", [Source(text=TRAVEL)])
    assert c.status != "accurate", c.explanation
