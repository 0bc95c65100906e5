"""A claim in the other language than its source: a value the source states otherwise, in a sentence that names the
claim's things in translation, is a mismatch; the same value, a figure applied against a limit, or an ordinal is not."""
from engine_samples import first_citation

from verification.engine import Source, verify_answer

THEFT = Source(text="Theft\nYou must report a theft to the police within 24 hours of discovering it and to us within "
                    "7 days. Send proof of ownership, such as the purchase receipt.")
WITHDRAWAL = Source(text="합격 포기와 불이익\n최종 합격 후 파견을 포기하려면 6월 5일까지 포기서를 제출해야 합니다. 이 기한이 "
                         "지난 뒤 포기하면 이후 2년간 모든 교환 프로그램에 지원할 수 없습니다.")



def test_another_value_in_the_other_language_is_a_mismatch():
    c = first_citation("도난 사실을 안 때부터 48시간 안에 경찰에 신고해야 합니다[1].", THEFT)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("Withdrawing after that deadline bars you from every exchange programme for 3 years[1].", WITHDRAWAL)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_the_same_value_in_the_other_language_is_kept():
    c = first_citation("도난 사실을 안 때부터 24시간 안에 경찰에 신고해야 합니다[1].", THEFT)
    assert c.action == "kept" and c.status != "inaccurate", c.explanation
    c = first_citation("Withdrawing after that deadline bars you from every exchange programme for 2 years[1].", WITHDRAWAL)
    assert c.action == "kept" and c.status != "inaccurate", c.explanation


def test_a_figure_named_against_the_limit_or_an_ordinal_is_no_other_value():
    limit = Source(text="1회 사용 기간은 3일을 넘을 수 없다. 다만 해외 고객 대응으로 본부장이 승인한 경우에는 10일까지 사용할 수 있다.")
    c = first_citation("For overseas customer support your division head can approve up to 10 days, so two weeks would "
                 "still be too long[1].", limit)
    assert c.status != "inaccurate", c.explanation
    visits = Source(text="Visit | When | What happens | Length\nV3 | Week 4 | Diary review, blood tests | about 1 hour\n"
                         "Follow-up call | Week 16 | Telephone check on side effects | about 15 minutes")
    c = first_citation("16주차에는 부작용을 확인하는 전화를 받습니다[1].", visits)
    assert c.status != "inaccurate", c.explanation


def test_a_value_worked_out_of_the_sources_is_no_mismatch_in_the_other_language():
    # The gap between two of the source's figures, which the claim restates: worked out, as in the source's language.
    source = Source(text="The excess is GBP 100 for theft and GBP 40 for accidental damage.")
    answer = "도난 자기부담금(GBP 100)은 파손 자기부담금(GBP 40)보다 GBP 60 많습니다[1]."
    assert verify_answer(answer, [source]).citations[0].status != "inaccurate"
    wrong = "도난 자기부담금은 GBP 60입니다[1]."
    assert verify_answer(wrong, [source]).citations[0].status == "inaccurate"


# Round fourteen: a date is compared whole, and the row the claim's other values stand in is about the claim.
SCHEDULE = Source(text="신청 일정\n| 구분 | 대상 | 날짜 | 시간 |\n| 정기 신청 | 2학년 | 2026. 4. 7.(화) | 09:00 ~ 16:00 |\n"
                       "| 추가 신청 | 전 학년 | 2026. 4. 9.(목) | 13:00 ~ 15:00 |")
RECEIPTS = Source(text="영수증 발급\n- 기부금 영수증은 다음 해 2월 12일부터 홈페이지에서 발급합니다.")
TOUR = Source(text="Key dates\n| Step | Date |\n| Welcome tour | May 14, 2026, 11:00 a.m., West Lobby |")


def test_another_day_of_the_month_in_the_other_language_is_a_mismatch():
    # The month is stated, the date is not: "2 February" against "2월 12일".
    c = first_citation("Donation receipts can be issued online from 2 February of the following year[1].", RECEIPTS)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("Donation receipts can be issued online from 12 February of the following year[1].", RECEIPTS)
    assert c.status != "inaccurate", c.explanation


def test_a_row_holding_the_claims_other_values_is_about_it():
    # The times 13:00 ~ 15:00 place the claim in the second row, whose date is another.
    c = first_citation("Extra registration is open to all years on 10 April from 1 p.m. to 3 p.m.[1]", SCHEDULE)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("Extra registration is open to all years on 9 April from 1 p.m. to 3 p.m.[1]", SCHEDULE)
    assert c.status != "inaccurate", c.explanation
    # The date places "오전 10시" in the row of the welcome tour, which gives 11:00 a.m.
    c = first_citation("웰컴 투어는 5월 14일 오전 10시 서쪽 로비에서 시작합니다[1].", TOUR)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("웰컴 투어는 5월 14일 오전 11시 서쪽 로비에서 시작합니다[1].", TOUR)
    assert c.status != "inaccurate", c.explanation


def test_a_value_the_claim_restates_is_no_rival_of_its_other_figures():
    # "월 12달러이니 1년이면 144달러": USD 12 is the claim's own monthly price; 144 is worked out, not another price.
    plans = Source(text="Plans\n| Plan | Monthly price |\n| Basic | USD 12 |\n| Plus | USD 20 |")
    c = first_citation("Basic 플랜은 월 12달러이니 1년이면 144달러입니다[1].", plans)
    assert c.status != "inaccurate", c.explanation
    # The days of dates are no durations: "6주" against "June 29 … August 7".
    course = Source(text="Course dates\n| Course | Start | End |\n| Summer course | June 29, 2026 | August 7, 2026 |")
    c = first_citation("여름 과정은 2026년 6월 29일에 시작해 8월 7일에 끝나는 6주 과정입니다[1].", course)
    assert c.status != "inaccurate", c.explanation
