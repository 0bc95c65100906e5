"""Korean answers say in native words what documents say in Sino-Korean ones ("서류를 내다" / "제출", "수업을 듣다" /
"수강", "회사 차" / "차량", "식비가 나오다" / "지급"), list with "A 같은 B" ("B such as A") and bound a time with "60일
안에" or "3년이 지나기 전에" where documents write "이내". Each of these is found in its source; another value, the
opposite bound, a negation or another sense of the word is still not accurate. "3초가 지나면" is "3초 후", "지난 학기" the
last one ("직전"), "늘어나다" "증가"."""
import pytest
from engine_samples import only

from verification.engine import Source
from verification.engine.analysis import analyse
from verification.engine.bounds import LE, bound_at
from verification.engine.lexicon import antonyms, canonical, light_weight, senses, shared_heads


def _status(claim: str, source: str) -> tuple[str, str]:
    c = only(claim + "[1].", [Source(text=source)])
    return c.status, c.explanation


@pytest.mark.parametrize("claim, source", [
    # 내다: pays and submits — found where the source says either
    ("사고보고서는 사고 발생 후 24시간 안에 내야 합니다", "사고 발생 후 24시간 이내에 사고보고서를 제출하여야 한다."),
    ("등록금은 3월 2일까지 내야 합니다", "등록금은 3월 2일까지 납부하여야 한다."),
    ("한 학기에 18학점까지 들을 수 있습니다", "한 학기에 18학점까지 수강할 수 있다."),
    ("회사 차를 쓰려면 전날까지 신청해야 합니다", "회사 차량을 사용하려면 전날까지 신청하여야 한다."),
    ("출장 중 식비는 하루 2만 원이 나옵니다", "출장 중 식비는 1일 2만 원을 지급한다."),
    ("배터리가 과열되면 경고 메시지가 뜹니다", "배터리가 과열되면 경고 메시지가 표시됩니다."),
    ("남은 연차는 수당으로 지급됩니다", "잔여 연차는 수당으로 지급한다."),
    ("심사위원은 전임교원 가운데서 위촉합니다", "심사위원은 전임교원 중에서 위촉한다."),
])
def test_a_native_word_for_the_sources_sino_korean_one_is_accurate(claim, source):
    status, why = _status(claim, source)
    assert status == "accurate", why


@pytest.mark.parametrize("claim, source", [
    ("사고보고서는 사고 발생 후 48시간 안에 내야 합니다", "사고 발생 후 24시간 이내에 사고보고서를 제출하여야 한다."),
    ("사고보고서는 내지 않아도 됩니다", "사고 발생 후 24시간 이내에 사고보고서를 제출하여야 한다."),
    ("한 학기에 21학점까지 들을 수 있습니다", "한 학기에 18학점까지 수강할 수 있다."),
    ("회사 차는 쓸 수 없습니다", "회사 차량을 사용하려면 전날까지 신청하여야 한다."),
    ("출장 중 식비는 하루 3만 원이 나옵니다", "출장 중 식비는 1일 2만 원을 지급한다."),
    ("출장 중 식비는 나오지 않습니다", "출장 중 식비는 1일 2만 원을 지급한다."),
    ("배터리가 과열되어도 경고 메시지가 뜨지 않습니다", "배터리가 과열되면 경고 메시지가 표시됩니다."),
    ("남은 연차는 수당으로 지급되지 않습니다", "잔여 연차는 수당으로 지급한다."),
    # another sense: a claim that says "pay" (납부) is not found where the source says "submit" (제출)
    ("사고보고서는 사고 발생 후 24시간 이내에 납부하여야 한다", "사고 발생 후 24시간 이내에 사고보고서를 제출하여야 한다."),
    # the antonym of the word's first sense: "내야 한다" against "면제한다"
    ("등록금은 내야 합니다", "등록금은 면제한다."),
])
def test_the_same_words_with_another_value_polarity_or_sense_are_not_accurate(claim, source):
    status, why = _status(claim, source)
    assert status != "accurate", why


def test_a_word_of_several_senses_is_each_of_them_and_they_stay_apart():
    assert canonical("내다") == "내다" and {"납부", "제출"} <= set(senses("내다"))
    assert {"납부", "제출"} <= shared_heads("내다")
    assert "내다" in shared_heads("제출") and "납부" not in shared_heads("제출")
    assert "면제" in antonyms("내다")  # of its first sense, 납부
    assert not antonyms("쓰다")  # 사용 has none; 지출's 수입 ("income", "import") is not the word's
    assert light_weight("쓰다") == light_weight("사용")


def test_a_native_word_found_only_as_one_of_its_senses_is_no_evidence_the_source_is_about_the_claim():
    # "내다" in a passage's "제출" (a form to submit) says nothing of the claim's 등록금, 납부기한 or 제적.
    status, why = _status("등록금 납부기한까지 등록금을 내지 않으면 제적됩니다",
                          "휴학한 학생은 휴학기간이 끝나는 학기의 개시일 전까지 복학원을 제출하여 복학하여야 한다.")
    assert status == "inaccurate", why


@pytest.mark.parametrize("claim, source", [
    ("만 19세 미만은 부모님 같은 법정대리인이 동의해야 가입할 수 있습니다", "만 19세 미만은 부모님 등 법정대리인의 동의가 있어야 가입할 수 있다."),
    ("AL-41이나 BT-12 같은 코드는 쓰지 않습니다", "이 범위를 벗어난 코드(예: AL-41, BT-12)는 사용하지 않습니다."),
])
def test_a_such_as_listing_is_no_content_word(claim, source):
    status, why = _status(claim, source)
    assert status == "accurate", why


def test_the_same_and_the_such_as_of_gatda_are_told_apart():
    assert "같다" not in analyse("부모님 같은 법정대리인").tokens
    assert "같다" in analyse("작년과 같은 금액을 낸다").tokens  # "the same as": a particle before it
    assert "같다" in analyse("금액이 같은 경우").tokens
    assert "같다" in analyse("같은 학과 학생").tokens
    status, why = _status("만 19세 미만은 부모님 같은 법정대리인이 동의하지 않아도 가입할 수 있습니다",
                          "만 19세 미만은 부모님 등 법정대리인의 동의가 있어야 가입할 수 있다.")
    assert status != "accurate", why


@pytest.mark.parametrize("claim, source", [
    ("자퇴 후 5년 안이라면 한 번 재입학할 수 있습니다", "자퇴한 학생은 자퇴일부터 5년 이내에 1회에 한하여 재입학할 수 있다."),
    ("사고일부터 3년이 지나기 전에 청구해야 합니다", "사고가 생긴 날부터 3년 안에 청구해야 합니다."),
    ("사고일부터 3년 안에 청구해야 합니다", "사고가 생긴 날부터 3년이 지나기 전에 청구해야 한다."),
    ("마지막 회차는 개강 후 60일 안에 납부해야 합니다", "마지막 회차는 학기 개시일부터 60일이 지나기 전까지 납부하여야 한다."),
])
def test_within_said_with_an_or_before_the_time_has_passed_is_accurate(claim, source):
    status, why = _status(claim, source)
    assert status == "accurate", why


@pytest.mark.parametrize("claim, source", [
    ("자퇴 후 3년 안이라면 한 번 재입학할 수 있습니다", "자퇴한 학생은 자퇴일부터 5년 이내에 1회에 한하여 재입학할 수 있다."),
    ("사고일부터 2년이 지나기 전에 청구해야 합니다", "사고가 생긴 날부터 3년 안에 청구해야 합니다."),
    ("사고일부터 3년이 지나야 청구할 수 있습니다", "사고가 생긴 날부터 3년 안에 청구해야 합니다."),
    ("사고일부터 3년 이상 지나야 청구할 수 있습니다", "사고가 생긴 날부터 3년 안에 청구해야 합니다."),
    ("사고일부터 3년이 지나기 전에는 청구할 수 없습니다", "사고가 생긴 날부터 3년 안에 청구해야 합니다."),
    # a duration is no point in time before an event: 60 days from the start is not "14 days before" it
    ("마지막 회차는 학기 개시일부터 60일이 지나기 전까지 내야 합니다", "등록금은 학기 개시일 14일 전까지 납부하여야 한다."),
])
def test_another_time_the_opposite_bound_or_a_negation_is_not_accurate(claim, source):
    status, why = _status(claim, source)
    assert status != "accurate", why


def test_an_of_a_figure_is_the_bound_and_an_of_a_place_is_a_word():
    assert "이내" in analyse("60일 안에 내야 한다").tokens and "안" not in analyse("60일 안에 내야 한다").tokens
    assert {"지나다", "전"}.isdisjoint(analyse("3년이 지나기 전에 청구한다").tokens)
    assert "안" in analyse("집 안에 있다").tokens
    text = "5년 안이라면 재입학할 수 있다"
    assert bound_at(text, 0, 2, "years") == LE


@pytest.mark.parametrize("claim, source", [
    ("신호가 끊기면 3초가 지나면 기체가 자동으로 귀환합니다", "신호가 끊기면 기체는 3초 후 자동으로 귀환합니다."),
    ("제적된 학생의 재입학 신청은 제적일부터 1년이 지난 뒤에 가능합니다", "제적된 학생은 제적일부터 1년 후에 재입학을 신청할 수 있다."),
    ("지난 학기 평점이 3.8 이상인 학생은 21학점까지 신청할 수 있습니다", "직전 학기 평점평균 3.8 이상인 학생은 21학점까지 신청할 수 있다."),
    ("하반기 문의는 상반기보다 11.8% 증가했습니다", "하반기 문의는 상반기보다 11.8% 늘어났다."),
    ("법인카드로 낸 비용은 회사가 정산합니다", "법인카드로 결제한 비용은 회사가 정산한다."),
])
def test_time_passed_the_last_one_and_growth_in_native_words_are_accurate(claim, source):
    status, why = _status(claim, source)
    assert status == "accurate", why


@pytest.mark.parametrize("claim, source", [
    ("신호가 끊기면 5초가 지나면 기체가 자동으로 귀환합니다", "신호가 끊기면 기체는 3초 후 자동으로 귀환합니다."),
    ("지난 학기 평점이 3.5 이상인 학생은 21학점까지 신청할 수 있습니다", "직전 학기 평점평균 3.8 이상인 학생은 21학점까지 신청할 수 있다."),
    ("하반기 문의는 상반기보다 11.8% 감소했습니다", "하반기 문의는 상반기보다 11.8% 늘어났다."),
    ("하반기 문의는 상반기보다 11.8% 줄어들었습니다", "하반기 문의는 상반기보다 11.8% 증가했다."),
])
def test_another_time_or_the_opposite_change_is_not_accurate(claim, source):
    status, why = _status(claim, source)
    assert status != "accurate", why


def test_passing_time_is_read_only_after_a_figure_or_before_a_unit_of_time():
    assert "후" in analyse("3초가 지나면 귀환한다").tokens
    assert "지난" in analyse("지난 학기 평점").tokens
    assert "지나다" in analyse("정산 기한이 지난 비용은 지급하지 않는다").tokens  # a deadline passed: the verb
    assert "지나다" in analyse("3년이 지나지 않으면 청구할 수 없다").negated  # a denied passing stays denied


@pytest.mark.parametrize("claim, source", [
    ("3월 23일부터 27일까지 오전 9시에서 오후 5시 사이에 수강을 철회할 수 있습니다",
     "수강철회는 3월 23일부터 3월 27일까지 09:00 ~ 17:00에 할 수 있다."),
    ("평점이 4.0 이상인 학생은 21학점까지, 그 밖의 학생은 18학점까지 신청할 수 있습니다",
     "학생이 신청할 수 있는 학점은 18학점 이내로 한다. 다만, 평점평균이 4.0 이상인 학생은 21학점까지 신청할 수 있다."),
    ("지난달 운행일지는 매달 5일까지 제출해야 합니다", "운전자는 매월 5일까지 전월 운행일지를 제출하여야 한다."),
])
def test_a_range_the_others_and_last_month_in_everyday_words_are_accurate(claim, source):
    status, why = _status(claim, source)
    assert status == "accurate", why


@pytest.mark.parametrize("claim, source", [
    ("3월 23일부터 27일까지 오전 9시에서 오후 6시 사이에 수강을 철회할 수 있습니다",
     "수강철회는 3월 23일부터 3월 27일까지 09:00 ~ 17:00에 할 수 있다."),
    ("평점이 4.0 이상인 학생은 21학점까지, 그 밖의 학생은 15학점까지 신청할 수 있습니다",
     "학생이 신청할 수 있는 학점은 18학점 이내로 한다. 다만, 평점평균이 4.0 이상인 학생은 21학점까지 신청할 수 있다."),
    ("지난달 운행일지는 매달 10일까지 제출해야 합니다", "운전자는 매월 5일까지 전월 운행일지를 제출하여야 한다."),
])
def test_the_same_with_another_value_is_not_accurate(claim, source):
    status, why = _status(claim, source)
    assert status != "accurate", why


def test_sai_and_bak_are_words_unless_a_range_or_the_others():
    assert "사이" not in analyse("오전 9시에서 오후 5시 사이에 철회한다").tokens
    assert "사이" in analyse("부부 사이에 합의한다").tokens
    assert "기타" in analyse("그 밖의 학생").tokens and "밖" in analyse("문 밖에 둔다").tokens
    assert canonical("해마다") == canonical("매년") and canonical("지난달") == canonical("전월")


@pytest.mark.parametrize("claim, source, accurate", [
    ("학기 평점평균이 1.75에 못 미치면 학사경고 대상입니다", "매 학기 평점평균이 1.75 미만인 학생에게는 학사경고를 한다.", True),
    ("학기 평점평균이 2.0에 못 미치면 학사경고 대상입니다", "매 학기 평점평균이 1.75 미만인 학생에게는 학사경고를 한다.", False),
    ("AL-35는 조종기 신호가 끊겼다는 뜻이며, 기체는 3초 후 자동으로 귀환합니다",
     "AL-35: 조종기 신호 끊김. 기체는 3초 후 자동으로 귀환합니다.", True),
    ("AL-35는 조종기 신호가 끊겼다는 뜻이며, 기체는 10초 후 자동으로 귀환합니다",
     "AL-35: 조종기 신호 끊김. 기체는 3초 후 자동으로 귀환합니다.", False),
])
def test_framing_words_of_meaning_and_object_weigh_little(claim, source, accurate):
    status, why = _status(claim, source)
    assert (status == "accurate") is accurate, why
