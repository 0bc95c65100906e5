"""Limits ("최대 3년", "2년을 초과할 수 없다", "up to 3 years") are compared by direction, not only by value."""
import pytest

from verification.engine import Source, verify_answer
from verification.engine.checks.claim import check_claim
from verification.engine.checks.entities import check_entities
from verification.engine.normalize import extract


def bounds(text):
    return [(q.raw, q.bound) for q in extract(text).quantities]


@pytest.mark.parametrize("text, bound", [
    ("휴학은 최대 3년까지 가능하다", "le"),
    ("휴학은 3년까지 가능하다", "le"),
    ("휴학은 3년 이하로 한다", "le"),
    ("신청은 3일 이내에 한다", "le"),
    ("통산 2년의 범위에서 휴학할 수 있다", "le"),
    ("휴학은 통산하여 2년을 초과할 수 없다", "le"),          # negated "more than" = at most
    ("휴학은 2년을 넘을 수 없다", "le"),
    ("휴학은 2년을 넘지 못한다", "le"),
    ("휴학은 2년을 넘어서는 안 된다", "le"),
    ("휴학은 1년(2개 학기)을 초과할 수 없다", "le"),          # an aside between value and comparison
    ("휴학은 최소 1년 이상이어야 한다", "ge"),
    ("재학 기간이 2년을 초과하는 경우에는 제적한다", "gt"),    # a condition, not negated
    ("평점 3.5 이상인 학생", "ge"),
    ("2년 미만 재학한 학생", "lt"),
    ("2년 이상 휴학할 수 없다", "lt"),                       # "may not take two years or more"
    ("Leave may not exceed 2 years", "le"),
    ("Leave cannot be longer than 2 years", "le"),
    ("Leave is allowed for up to 3 years", "le"),
    ("Leave is limited to no more than 3 years", "le"),
    ("Apply within 14 days", "le"),
    ("Leave must be at least 1 year", "ge"),
    ("Applicants must be no less than 18 years old", "ge"),
    ("It lasts more than 3 days", "gt"),
    ("It lasts 3 days or less", "le"),
])
def test_limits_are_read_in_both_languages(text, bound):
    assert [b for _, b in bounds(text)] == [bound]


@pytest.mark.parametrize("text", [
    "등록금은 학기 개시 14일 전까지 납부한다",  # a deadline relative to an event, not a limit on 14일
    "휴학 기간은 2년이다",
    "The leave lasts 2 years",
])
def test_plain_values_are_exact(text):
    assert [b for _, b in bounds(text)] == [""]


def test_each_occurrence_carries_its_own_bound():
    text = "최소 2일부터 최대 90일까지 가입할 수 있습니다. 90일이 넘는 유학은 장기체류보험을 이용해 주세요."
    assert bounds(text) == [("2일", "ge"), ("90일", "le"), ("90일", "gt")]


def test_a_negation_after_a_relative_clause_leaves_the_direction_open():
    # "2년을 초과하는 휴학은 할 수 없다" denies the bound; "2년 이상 재학한 학생은 졸업할 수 없다" does not.
    assert bounds("통산하여 2년을 초과하는 휴학은 할 수 없습니다") == [("2년", "?")]
    assert bounds("2년 이상 재학한 학생은 졸업할 수 없다") == [("2년", "?")]


def test_less_than_a_whole_count_is_at_most_one_less():
    assert [(q.value, q.bound) for q in extract("분할 납부는 5회 미만으로 한다").quantities] == [(4.0, "le")]
    assert check_entities("분할 납부는 최대 4회까지 가능합니다", "분할 납부는 5회 미만으로 한다.").conflicts == ()


@pytest.mark.parametrize("claim, source", [
    ("휴학은 최대 3년까지 가능합니다", "휴학은 통산하여 2년을 초과할 수 없다."),
    ("휴학은 3년 이내로 할 수 있습니다", "휴학은 통산하여 2년을 넘을 수 없다."),
    ("장학금은 평점 3.0 이상이면 받을 수 있습니다", "평점 3.5 이상인 학생에게 장학금을 지급한다."),
    ("Leave of absence is allowed for up to 3 years", "Leave of absence may not exceed 2 years in total."),
    ("Applicants must be at least 20 years old", "Applicants must be no less than 18 years old."),
])
def test_a_different_limit_is_a_conflict(claim, source):
    report = check_entities(claim, source)
    assert report.conflicts, report


@pytest.mark.parametrize("claim, source", [
    ("휴학은 최대 2년까지 가능합니다", "휴학은 통산하여 2년을 초과할 수 없다."),
    ("휴학은 2년 이내입니다", "휴학은 통산하여 2년을 넘을 수 없다."),
    ("휴학 기간은 2년입니다", "휴학은 통산하여 2년을 초과할 수 없다."),         # exact against a limit: not a conflict
    ("한 번에 최대 1년까지 휴학할 수 있습니다", "휴학은 1회에 1년을 초과할 수 없으며, 통산하여 2년을 초과할 수 없다."),
    ("여행 기간은 최대 90일까지 가입할 수 있습니다",
     "최소 2일부터 최대 90일까지 가입할 수 있습니다. 90일이 넘는 유학은 장기체류보험을 이용해 주세요."),
    ("Leave is limited to 2 years", "Leave of absence may not exceed 2 years."),
    ("Applicants must be 18 years or older", "Applicants must be at least 18 years old."),
    ("100명 이상이 지원했습니다", "160명이 지원했다."),
])
def test_the_same_limit_in_other_words_matches(claim, source):
    report = check_entities(claim, source)
    assert report.conflicts == () and report.matched, report


@pytest.mark.parametrize("claim, source", [
    ("휴학은 2년 이상 가능합니다", "휴학은 2년 이하로 한다."),
    ("휴학은 통산하여 2년을 초과할 수 있습니다", "휴학은 통산하여 2년을 초과할 수 없다."),
    ("Leave may exceed 2 years", "Leave may not exceed 2 years."),
])
def test_the_same_value_as_the_opposite_limit_in_the_matching_sentence_is_a_conflict(claim, source):
    v = check_claim(claim, source)
    assert (v.supported, v.method) == (False, "entity") and v.confidence >= 0.9


def test_the_same_value_as_the_opposite_limit_of_something_else_is_only_unconfirmed():
    source = "입학 후 2년부터 창업휴학을 신청할 수 있다. 장학금은 성적에 따라 지급한다. 일반휴학 기간에는 학기 단위로 신청한다."
    v = check_claim("일반휴학 기간은 최대 2년입니다", source)
    assert v.method != "entity" and v.supported is not True


def test_an_exclusive_limit_against_an_inclusive_one_is_not_confirmed():
    report = check_entities("휴학은 2년 미만입니다", "휴학은 2년 이하로 한다.")
    assert report.conflicts == () and "2년" in report.absent


@pytest.mark.parametrize("answer, source, words", [
    ("휴학은 최대 3년까지 가능합니다[†1].", "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다.", ("maximum", "3년", "2년")),
    ("Leave of absence is allowed for up to 3 years[1].", "Leave of absence may not exceed 2 years in total.",
     ("maximum", "3 years", "2 years")),
])
def test_a_claimed_maximum_above_the_sources_maximum_is_inaccurate_by_entity(answer, source, words):
    r = verify_answer(answer, [Source(id="s1", text=source)], question="")
    c = r.citations[0]
    assert (c.status, c.method, c.action) == ("inaccurate", "entity", "removed")
    assert all(w in c.explanation for w in words)
    assert "[" not in r.corrected_answer


@pytest.mark.parametrize("claim, source", [
    ("등록금은 최대 4회까지 나누어 낼 수 있습니다", "등록금을 한꺼번에 내기 어려운 학생은 등록금을 4회 이내로 나누어 낼 수 있다."),
    ("휴학은 통산 최대 2년까지 할 수 있습니다", "휴학은 통산하여 2년의 범위에서 할 수 있다."),
])
def test_a_limit_the_entity_layer_matched_needs_no_matching_limit_word(claim, source):
    v = check_claim(claim, source)
    assert (v.supported, v.method) == (True, "lexical")


def test_a_limit_conflict_names_the_closest_source_limit_as_written():
    source = "만 15세 이상 만 80세 이하인 거주자가 이용할 수 있다. 다만, 만 19세 미만인 사람은 법정대리인의 동의를 받아야 한다."
    v = check_claim("만 20세 미만은 법정대리인의 동의를 받아야 합니다", source)
    assert v.method == "entity"
    assert "less than 20세" in v.explanation and "less than 19세" in v.explanation


def test_a_table_cell_ends_the_clause_of_a_bound():
    from verification.engine.normalize import extract

    q = next(x for x in extract("| 30일까지 | 반환하지 않음 | 6분의 5 |").quantities if x.raw == "30일")
    assert q.bound == "le"  # not "more than 30일" because of the next cell's 않음


@pytest.mark.parametrize("claim, source", [
    ("위반자에게는 과태료 50만원이 부과됩니다.", "위반자에게는 50만원 이하의 과태료를 부과한다."),
    ("A replacement card costs $30.", "A replacement card costs up to $30."),
    ("분실 시 10만원을 보상합니다.", "분실 시 10만원까지 보상한다."),
])
def test_an_exact_amount_is_not_borne_out_by_a_ceiling(claim, source):
    # The source caps the amount; the claim states it as the amount charged or paid: never "accurate".
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "uncertain", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("위반자에게는 최대 50만원의 과태료가 부과됩니다.", "위반자에게는 50만원 이하의 과태료를 부과한다."),
    ("A replacement card costs at most $30.", "A replacement card costs up to $30."),
])
def test_a_ceiling_restated_as_a_ceiling_stays_accurate(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "accurate", c.explanation


@pytest.mark.parametrize("claim, source", [
    ("A booking can be at most 10 hours.", "A booking may not exceed 10 hours."),
    ("A booking may not exceed 10 hours.", "Each booking is limited to a maximum of 10 hours."),
    ("1회 대출 기간은 14일 이하입니다.", "1회 대출 기간은 14일을 초과할 수 없다."),
    ("1회 대출 기간은 14일을 넘을 수 없습니다.", "1회 대출 기간은 14일 이내로 한다."),
])
def test_a_limit_restated_with_its_own_negation_is_the_same_limit(claim, source):
    c = verify_answer(claim[:-1] + "[1].", [Source(text=source)]).citations[0]
    assert c.status == "accurate", c.explanation


def test_a_limit_negated_against_a_permission_to_exceed_is_not_accurate():
    c = verify_answer("A booking may not exceed 10 hours[1].", [Source(text="A booking may exceed 10 hours.")]).citations[0]
    assert c.status != "accurate", c.explanation
