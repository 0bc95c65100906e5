"""A citation is "accurate" only when its evidence covers every informative part of the claim (issue 12, round
thirteen): the name in each place, who does what to whom, the polarity of each clause. Each wrong citation below
shares nearly every word with its source and used to be verified; its faithful wording still is (or is at least not
removed). Sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source


def _src(text: str, title: str = "규정") -> list[Source]:
    return [Source(text=text, title=title)]


# --- a name the document states elsewhere, put where the sentence names another ----------------------------
RACE = "Lakeside 5K & Fun Run 2026 - Participant Guide"
RACE_RULES = "Rules on the course\n- Headphones are allowed.\n- Strollers are not allowed, except strollers in the Fun Run."
LIBRARY = "한빛도서관 열람실·전자정보실 이용 안내"
LIBRARY_RULES = "3. 열람실\n- 열람실 좌석은 하루 4시간까지 예약할 수 있습니다.\n- 음식물은 반입할 수 없습니다."


@pytest.mark.parametrize("title, source, claim", [
    # the title names both events; the rule's sentence names the Fun Run
    (RACE, RACE_RULES, "Strollers are not allowed, except strollers in the 5K[1]."),
    # the title names both rooms; the rule's sentence names the reading room
    (LIBRARY, LIBRARY_RULES, "전자정보실 좌석은 하루 4시간까지 예약할 수 있습니다[1]."),
])
def test_a_name_from_the_title_in_another_names_place_is_not_verified(title, source, claim):
    c = only(claim, _src(source, title))
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("title, source, claim", [
    (RACE, RACE_RULES, "Strollers are not allowed, except in the Fun Run[1]."),
    (LIBRARY, LIBRARY_RULES, "열람실 좌석은 하루에 4시간까지 예약할 수 있어요[1]."),
])
def test_the_sentences_own_name_is_still_verified(title, source, claim):
    assert only(claim, _src(source, title)).status == "accurate"


# --- who does what to whom: Korean case roles ------------------------------------------------------------
@pytest.mark.parametrize("source, claim", [
    # a topic that is the object of the change ("A는 … B로 바꾼다"), each side a phrase with a bound noun (내/외)
    ("건물 내 주차는 행사가 열리는 날에는 건물 외 주차로 바꿔 운영합니다.",
     "행사가 열리는 날에는 건물 외 주차를 건물 내 주차로 바꿔 운영합니다[1]."),
    # the reporter and the one reported to exchanged; the claim adds a modifier ("같은") and another verb for 나다
    ("사고가 나면 운전자는 관리팀에 사고 경위를 보고해야 한다.",
     "사고 같은 일이 생기면 관리팀은 운전자에게 사고 경위를 보고해야 합니다[1]."),
])
def test_participants_given_each_others_case_roles_are_a_contradiction(source, claim):
    c = only(claim, _src(source))
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert "exchanged" in c.explanation


@pytest.mark.parametrize("source, claim", [
    ("건물 내 주차는 행사가 열리는 날에는 건물 외 주차로 바꿔 운영합니다.",
     "행사가 열리는 날에는 건물 내 주차를 건물 외 주차로 바꿔 운영합니다[1]."),
    ("사고가 나면 운전자는 관리팀에 사고 경위를 보고해야 한다.",
     "사고 같은 일이 생기면 운전자는 관리팀에 사고 경위를 보고해야 합니다[1]."),
])
def test_participants_in_their_own_roles_are_still_verified(source, claim):
    assert only(claim, _src(source)).status == "accurate"


def test_a_converse_verb_relates_the_same_two_the_other_way_without_a_swap():
    # "배운다" / "가르친다": another predicate, so the exchanged case roles say the same thing.
    c = only("선임 사원은 신입 사원에게 업무를 가르칩니다[1].", _src("신입 사원은 선임 사원에게 업무를 배운다."))
    assert c.status != "inaccurate", c.explanation


def test_an_exchange_in_english_word_order_is_a_contradiction():
    c = only("On days with a heavy snow warning, outdoor parking is replaced by indoor parking[1].",
             _src("On days with a heavy snow warning, indoor parking is replaced by outdoor parking.", "Rules"))
    assert c.status == "inaccurate", c.explanation


# --- polarity: a predicate the claim denies twice, the source once and asserts once ------------------------
TENANT = ("If a tenant has moved out without removing their furniture, the landlord may remove it after giving "
          "7 days' notice.")


def test_may_not_for_may_is_not_verified_when_the_source_also_says_without():
    c = only("If a tenant has moved out without removing their furniture, the landlord may not remove it after "
             "giving 7 days' notice[1].", _src(TENANT, "Rules"))
    assert c.status != "accurate", c.explanation


def test_the_same_rule_with_its_without_clause_is_still_verified():
    assert only(TENANT.rstrip(".") + "[1].", _src(TENANT, "Rules")).status == "accurate"


def test_the_korean_rule_denied_is_a_contradiction():
    c = only("세입자가 가구를 치우지 않고 이사했다면 관리인은 7일 전에 알린 뒤에도 가구를 치울 수 없습니다[1].",
             _src("세입자가 가구를 치우지 않고 이사한 경우 관리인은 7일 전에 알린 뒤 가구를 치울 수 있다."))
    assert c.status == "inaccurate", c.explanation


# --- the opposite word in a clause that one part of the evidence holds --------------------------------------
HOURS_KO = "9. 문의\n한빛구청 민원봉사실 02-123-4567, civil@hanbit.go.kr (평일 09:00 ~ 18:00, 점심시간 12:00 ~ 13:00 제외)"
HOURS_EN = ("9. Contact\nHanbit Council Residents' Desk 020 7946 0000, desk@hanbit.gov (weekdays 09:00 to 18:00, "
            "lunch break 12:00 to 13:00 excluded)")


@pytest.mark.parametrize("source, title, claim", [
    (HOURS_KO, "한빛구청 2026년 민원 처리 안내",
     "한빛구청 민원봉사실의 문의 시간은 평일 09:00부터 18:00까지이며 점심시간 12:00부터 13:00까지는 포함됩니다[1]."),
    (HOURS_EN, "Hanbit Council 2026 guide to residents' services",
     "Contact hours of the Hanbit Council Residents' Desk are weekdays 09:00 to 18:00, and the lunch break from "
     "12:00 to 13:00 is included[1]."),
])
def test_included_where_the_source_excludes_is_a_contradiction(source, title, claim):
    c = only(claim, _src(source, title))
    assert c.status == "inaccurate", c.explanation


@pytest.mark.parametrize("source, title, claim", [
    (HOURS_KO, "한빛구청 2026년 민원 처리 안내",
     "한빛구청 민원봉사실의 문의 시간은 평일 09:00부터 18:00까지이며 점심시간 12:00부터 13:00까지는 제외됩니다[1]."),
    (HOURS_EN, "Hanbit Council 2026 guide to residents' services",
     "Contact hours of the Hanbit Council Residents' Desk are weekdays 09:00 to 18:00, and the lunch break from "
     "12:00 to 13:00 is excluded[1]."),
])
def test_excluded_as_the_source_says_is_not_removed(source, title, claim):
    assert only(claim, _src(source, title)).status != "inaccurate"


# --- "after N days" where the source says "within N days" --------------------------------------------------
PAYMENT_EN = "We decide your claim within 15 working days of receiving the documents, and we pay within 5 working days of accepting it."
PAYMENT_KO = "회사는 서류를 받은 날부터 15영업일 이내에 심사하고, 심사를 마친 날부터 5영업일 이내에 보험금을 지급한다."


def test_after_n_days_for_within_n_days_is_a_contradiction():
    c = only("We pay after 5 working days of accepting the claim[1].", _src(PAYMENT_EN, "Claims"))
    assert c.status == "inaccurate", c.explanation


@pytest.mark.parametrize("claim", [
    "We pay within 5 working days of accepting the claim[1].",
    # "after" with a negation in the sentence is the same rule: not done within the time
    "If the claim has not been paid after 5 working days of accepting it, you can ask us why[1].",
])
def test_within_n_days_and_a_negated_after_are_not_removed(claim):
    assert only(claim, _src(PAYMENT_EN, "Claims")).status != "inaccurate"


def test_korean_n_days_later_for_within_n_days_is_not_verified():
    c = only("심사를 마친 날부터 5영업일 후에 보험금이 지급됩니다[1].", _src(PAYMENT_KO))
    assert c.status != "accurate", c.explanation
    assert only("심사를 마친 날부터 5영업일 안에 보험금이 지급됩니다[1].", _src(PAYMENT_KO)).status == "accurate"
