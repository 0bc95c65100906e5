"""Values are compared after normalization: same value in another spelling, another unit or words."""
import pytest

from verification.engine.checks.entities import check_entities
from verification.engine.normalize import extract


@pytest.mark.parametrize("claim, source", [
    ("참가자는 1,234명입니다", "참가자는 1234 명이었다."),
    ("휴학은 2 년까지입니다", "휴학은 2년까지 가능하다."),
    ("휴학은 24개월까지입니다", "휴학은 2년까지 가능하다."),
    ("유예 기간은 두 달입니다", "유예 기간은 2개월이다."),
    ("납부는 2주 안에 합니다", "납부는 14일 이내에 한다."),
    ("마감은 2024년 3월 1일입니다", "마감일: 2024-03-01."),
    ("장학금은 100만 원입니다", "장학금은 1,000,000원이다."),
    ("비율은 15.3:1입니다", "교원 1인당 학생 비율은 15.3:1이다."),
    ("오류 E102가 표시됩니다", "E-102 오류가 표시된다."),
    ("제25조에 따릅니다", "25조(휴학)에 규정되어 있다."),
    ("100명 이상이 지원했습니다", "160명이 지원했다."),
])
def test_equal_values_match_after_normalization(claim, source):
    report = check_entities(claim, source)
    assert report.conflicts == ()
    assert report.matched


@pytest.mark.parametrize("claim, source, value", [
    ("등록금은 15일 전까지 냅니다", "등록금은 학기 개시 14일 전까지 납부한다.", "15일"),
    ("마감은 2024년 3월 2일입니다", "마감일은 2024년 3월 1일이다.", "1일"),
    ("장학금은 200만 원입니다", "장학금은 100만 원이다.", "200만 원"),
    ("감면율은 40%입니다", "등록금의 50%를 감면한다.", "40%"),
    ("오류 C4A16은 과전류입니다", "C4A15는 과전류 오류이다.", "C4A16"),
    ("제26조에 따릅니다", "제25조(휴학) 휴학은 2년이다.", "제26조"),
])
def test_a_different_value_of_the_same_kind_is_a_conflict(claim, source, value):
    report = check_entities(claim, source)
    assert report.conflicts and value in report.conflicts[0]


def test_a_value_the_source_never_mentions_is_absent_not_a_conflict():
    report = check_entities("휴학은 3회까지 가능합니다", "휴학은 학기 단위로 신청한다.")
    assert report.conflicts == () and "3회" in report.absent


def test_codes_articles_and_names_are_extracted():
    ents = extract("Error C4A15 on Joint 3 of the Control Box, see 제3조의2 and Article 5.")
    assert "C4A15" in ents.codes and {"제3조의2", "제5조"} <= ents.articles
    assert {"Joint 3", "Control Box"} <= ents.names


def test_an_english_unit_joined_to_its_number_by_a_hyphen_is_a_quantity():
    from verification.engine.normalize import extract

    trial = extract("Members get a 30-day trial and a 2-year warranty.").quantities
    assert [(q.value, q.dim) for q in trial] == [(30 * 86400, "seconds"), (24.0, "months")]
    assert [q.value for q in extract("Delivery takes 3-5 days.").quantities] == [3 * 86400, 5 * 86400]
    assert extract("Use part AG7-NX-015.").quantities == ()


def test_a_date_is_compared_whole_not_month_and_day_apart():
    from verification.engine.checks.entities import check_entities

    source = "Orders placed between March 3 and April 20 can be returned until May 10."
    report = check_entities("Orders placed between March 3 and April 20 can be returned until May 20.", source)
    assert report.conflicts and "May 20" in report.conflicts[0] and "May 10" in report.conflicts[0]
    assert not check_entities("Orders from March 3 to April 20 can be returned until May 10.", source).conflicts


def test_currency_codes_and_signs_make_amounts():
    from verification.engine.checks.entities import check_entities
    from verification.engine.normalize import extract

    assert [(q.value, q.dim) for q in extract("Cover is capped at USD 400 a year.").quantities] == [(400.0, "usd")]
    assert sorted((q.value, q.dim) for q in extract("The fee is 35 EUR, or €30 online.").quantities) == [
        (30.0, "eur"), (35.0, "eur")]
    assert not extract("Cover is capped at USD 400 a year.").names
    report = check_entities("Cover is capped at USD 250 a year.", "Cover is capped at USD 400 a year.")
    assert report.conflicts


def test_a_date_with_its_deadline_word_is_still_that_date():
    from verification.engine.checks.entities import check_entities

    source = "| 절차 | 제1학기 | 제2학기 |\n| 서류 제출 | 4월 30일까지 | 10월 31일까지 |"
    assert not check_entities("서류 제출 기한은 제1학기 4월 30일, 제2학기 10월 31일입니다", source).absent_values
    report = check_entities("서류 제출 기한은 제1학기 4월 23일, 제2학기 10월 31일입니다", source)
    assert report.conflicts and "4월 23일" in report.conflicts[0]


def test_a_quarter_of_the_year_is_not_minutes():
    """"3분기" is the third quarter, not 3분 (three minutes): a report's quarter never stands in for a duration the
    claim states ("점검은 3분 걸립니다" is not borne out by a source that says "3분기" and "5분")."""
    from verification.engine import Source, verify_answer

    assert [(q.value, q.dim) for q in extract("2025년 3분기 매출").quantities if q.dim != "yearcal"] == [(3.0, "quarter")]
    source = [Source(text="2025년 3분기 매출은 120억 원이다. 점검은 5분 걸린다.")]
    assert verify_answer("점검은 3분 걸립니다[1].", source).citations[0].status == "inaccurate"
    assert verify_answer("2분기 매출은 120억 원이었습니다[1].", source).citations[0].status == "inaccurate"
    assert verify_answer("3분기 매출은 120억 원이었습니다[1].", source).citations[0].status == "accurate"
