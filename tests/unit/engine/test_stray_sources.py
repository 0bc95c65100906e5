"""A cited source that states none of the claim's values and hardly its words (issue 12, round fourteen): the citation
does not hold, and is removed (or moved to the given source that holds the claim); a source that states the claim's
value in another form, or a claim in the other language, is not read so. Sentences are this file's own."""
from verification.engine import Source, verify_answer

REGISTER = Source(text="제24조(학적부) 원장은 회원의 가입, 정지, 탈퇴 및 징계에 관한 사항을 회원명부에 기록하여 보존한다.")
LEAVE = Source(text="제25조(창작휴가) ① 창작 활동을 준비하는 회원은 통산 18개월의 범위에서 창작휴가를 낼 수 있다.")
DESK_EN = Source(text="Lost property. Items found in the reading rooms are taken to the front desk and kept there.")
HOURS_EN = Source(text="Opening hours. The library opens at 8:30 a.m. on weekdays and closes at 9 p.m.")


def _first(answer: str, sources: list[Source]):
    return verify_answer(answer, sources).citations[0]


def test_a_korean_source_that_states_nothing_of_the_claim_loses_its_citation():
    c = _first("창작 활동을 준비하는 회원은 통산 18개월까지 창작휴가를 낼 수 있습니다[1].", [REGISTER])
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_the_claim_is_moved_to_the_given_source_that_holds_it():
    c = _first("창작 활동을 준비하는 회원은 통산 18개월까지 창작휴가를 낼 수 있습니다[1].", [REGISTER, LEAVE])
    assert c.action == "reattributed", c.explanation


def test_an_english_source_that_states_nothing_of_the_claim_loses_its_citation():
    c = _first("The library opens at 8:30 a.m. on weekdays[1].", [DESK_EN])
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_a_source_that_states_the_value_otherwise_is_not_stray():
    # A Korean claim over an English source: words are not compared across languages.
    c = _first("평일에는 오전 8시 30분에 문을 엽니다[1].", [HOURS_EN])
    assert "none of the claim's values" not in c.explanation
    c = _first("On weekdays the doors open at half past eight in the morning, 8:30 a.m.[1]", [HOURS_EN])
    assert c.status != "inaccurate", c.explanation


def test_a_claim_without_values_is_left_to_the_other_layers():
    c = _first("분실물은 안내 데스크에서 찾을 수 있습니다[1].", [REGISTER])
    assert "none of the claim's values" not in c.explanation


def test_a_count_of_one_or_two_said_in_words_keeps_its_citation():
    # "1 free coffee" over "a complimentary coffee", "2학기" over "한 학년": one or two of something is often said
    # without a numeral, so the source is not shown to say something else.
    c = _first("You get 1 free coffee per day[1].", [Source(text="Perks. Staff enjoy a complimentary coffee daily.")])
    assert c.status != "inaccurate", c.explanation
    c = _first("이 프로그램은 2학기 동안 진행됩니다[1].", [Source(text="프로그램은 한 학년 내내 운영된다.")])
    assert c.status != "inaccurate", c.explanation
