"""A date's weekday in brackets ("2026. 4. 21.(화)") is the weekday the claim writes in words ("화요일")."""
from verification.engine import Source, verify_answer
from verification.engine.analysis import analyse

DATES = Source(text="| 일정 | 날짜 |\n| --- | --- |\n| 서류 심사 결과 발표 | 2026. 4. 21.(화) |\n"
                    "| 면접 | 2026. 4. 25.(토) 09:00 ~ 13:00, 국제관 204호 |")


def test_the_bracketed_weekday_of_a_date_reads_as_the_weekday():
    assert "화요일" in dict(analyse("2026. 4. 21.(화)").weights)
    assert "토요일" in dict(analyse("4월 25일(토) 면접").weights)
    assert "토요일" not in dict(analyse("흙(토)와 물(수)").weights)  # not a date's: the syllable stays itself


def test_a_claim_naming_the_weekday_in_words_is_supported():
    c = verify_answer("서류 심사 결과는 4월 21일 화요일에 발표됩니다[1].", [DATES]).citations[0]
    assert c.status == "accurate", c.explanation


def test_another_weekday_is_not_confirmed():
    c = verify_answer("서류 심사 결과는 4월 21일 수요일에 발표됩니다[1].", [DATES]).citations[0]
    assert c.status != "accurate", c.explanation
