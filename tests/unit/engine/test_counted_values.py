"""Figures of words the unit table does not convert ("50 users", "3배", "1킬로미터"): compared through the word
they count (issue 12: a value the source states otherwise in the same place is inaccurate)."""
from verification.engine import Source, verify_answer
from verification.engine.checks.counted import counted_conflicts, counted_in_claim

PLANS = Source(text="Plans\nThe Basic plan costs $9 a month and includes 40 projects. The Team plan costs $49 a month "
                    "for up to 15 seats, and each extra seat is $6 a month.")
RULES = Source(text="제9조(연구년) ① 연구년은 재직기간의 3분의 1을 넘지 않는 범위에서 허가한다.\n"
                    "② 연구년 중 받는 보수는 기본급의 2배를 초과할 수 없다.\n"
                    "③ 연구년을 마친 교원은 복귀 후 60킬로미터 이내에 거주하여야 한다.")


def test_the_word_after_a_number_is_what_it_counts():
    assert counted_in_claim("The Team plan is for up to 40 seats") == ((40.0, "seat", "40 seats"),)
    assert counted_in_claim("보수는 기본급의 3배를 넘을 수 없습니다") == ((3.0, "배", "3배"),)


def test_a_figure_the_source_gives_only_of_another_word_is_a_mismatch():
    # 40 is in the source, but of projects; the sentence about seats says 15.
    c = verify_answer("The Team plan costs $49 a month for up to 40 seats[1].", [PLANS]).citations[0]
    assert (c.status, c.method, c.action) == ("inaccurate", "entity", "removed")
    assert "15" in c.explanation
    c = verify_answer("연구년 중 보수는 기본급의 3배를 넘을 수 없습니다[†1].", [RULES]).citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed")
    c = verify_answer("교원은 연구년을 마치면 복귀 후 3킬로미터 이내에 살아야 합니다[†1].", [RULES]).citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed")


def test_the_figure_the_source_gives_is_no_mismatch():
    assert counted_conflicts("The Team plan is for up to 15 seats", PLANS.text, PLANS.text) == ()
    c = verify_answer("The Team plan costs $49 a month for up to 15 seats[1].", [PLANS]).citations[0]
    assert c.status != "inaccurate"
    c = verify_answer("연구년 중 보수는 기본급의 2배를 넘을 수 없습니다[†1].", [RULES]).citations[0]
    assert c.status != "inaccurate"


def test_a_figure_of_a_word_the_compared_sentence_does_not_count_decides_nothing():
    assert counted_conflicts("The Team plan includes 3 workshops", PLANS.text, PLANS.text) == ()


def test_a_bare_number_bounded_the_other_way_is_a_mismatch():
    club = Source(text="Membership\nMembers under 16 need a parent's signature. Guests are welcome on weekends.")
    c = verify_answer("Members over 16 need a parent's signature[1].", [club]).citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed")
    c = verify_answer("Members under 16 need a parent's signature[1].", [club]).citations[0]
    assert c.status == "accurate"
    rule = Source(text="제3조(회원) 만 16 미만인 회원은 보호자의 서명을 받아야 한다.")
    c = verify_answer("만 16 이상인 회원은 보호자의 서명을 받아야 합니다[†1].", [rule]).citations[0]
    assert c.status == "inaccurate"


def test_temperatures_are_quantities_with_their_bounds():
    manual = Source(text="Charging\nCharge the battery only after it has cooled to 40 °C or below.")
    c = verify_answer("Charge the battery only after it has cooled to 40 °C or above[1].", [manual]).citations[0]
    assert c.status == "inaccurate"
