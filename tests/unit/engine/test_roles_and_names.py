"""Who does what (issue 12): participants exchanged between the parts of a relation, another name in the same
role, and English words negated by their affix in table rows and list items. Sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source, verify_answer
from verification.engine.clause_roles import case_roles
from verification.engine.names import find_substitution
from verification.engine.roles import find_swap


def _src(text: str, title: str = "규정") -> list[Source]:
    return [Source(text=text, title=title)]


# --- exchanged between clauses, cells and from/to phrases ---------------------------------------------------
@pytest.mark.parametrize("source, claim", [
    # two clauses, each with its own item (Korean)
    ("연구비는 분기마다 정산하고, 출장비는 출장이 끝난 뒤 한 번에 정산한다.",
     "출장비는 분기마다 정산하고, 연구비는 출장이 끝난 뒤 한 번에 정산합니다[1]."),
    # two values of one unit, each bound to its own clause
    ("주간 근무는 하루 8시간을 넘을 수 없으며, 야간 근무는 하루 6시간을 넘을 수 없다.",
     "주간 근무는 하루 6시간을 넘을 수 없고, 야간 근무는 하루 8시간을 넘을 수 없습니다[1]."),
    # a change from one value to another (에서 … 으로)
    ("정회원 수는 3월 말 1,200명에서 9월 말 1,800명으로 늘었다.",
     "정회원 수는 9월 말 1,200명에서 3월 말 1,800명으로 늘었습니다[1]."),
    # an English condition
    ("The landlord may end the lease with 14 days' notice if the rent is unpaid for more than 45 days.",
     "The landlord may end the lease with 45 days' notice if the rent is unpaid for more than 14 days[1]."),
    # a comparison ("dropped below")
    ("Alarm A7 means that the 24 V supply of the pump dropped below 19 V.",
     "Alarm A7 means that the 19 V supply of the pump dropped below 24 V[1]."),
    # an English table row: each cell read with its column header
    ("| Plan | Monthly price | Yearly price |\n| --- | --- | --- |\n| Team | USD 12 | USD 120 |",
     "The Team plan has a monthly price of USD 120, and its yearly price is USD 12[1]."),
])
def test_participants_exchanged_between_parts_are_a_contradiction(source, claim):
    c = only(claim, _src(source))
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert "exchanged" in c.explanation


@pytest.mark.parametrize("source, claim", [
    ("연구비는 분기마다 정산하고, 출장비는 출장이 끝난 뒤 한 번에 정산한다.",
     "연구비는 분기마다 정산하며, 출장비는 출장이 끝난 뒤 한 번에 정산합니다[1]."),
    # the clauses in the other order: every item keeps its part
    ("연구비는 분기마다 정산하고, 출장비는 출장이 끝난 뒤 한 번에 정산한다.",
     "출장비는 출장이 끝난 뒤 한 번에 정산하고, 연구비는 분기마다 정산합니다[1]."),
    ("The landlord may end the lease with 14 days' notice if the rent is unpaid for more than 45 days.",
     "If the rent is unpaid for more than 45 days, the landlord may end the lease with 14 days' notice[1]."),
    ("| Plan | Monthly price | Yearly price |\n| --- | --- | --- |\n| Team | USD 12 | USD 120 |",
     "The Team plan has a monthly price of USD 12, and its yearly price is USD 120[1]."),
    # a list: its commas separate items, not parts of a relation
    ("이 지침은 회사의 임원, 정규직 및 계약직 직원에게 적용한다.",
     "임원과 정규직 직원, 계약직 직원 모두 이 지침을 적용받습니다[1]."),
])
def test_participants_in_their_own_parts_are_no_swap(source, claim):
    c = only(claim, _src(source))
    assert c.status != "inaccurate", c.explanation


# --- case roles in one Korean clause --------------------------------------------------------------------------
def test_case_roles_are_read_from_particles():
    roles, passive = case_roles("구매팀이 품질팀에 검사 결과를 통보한다.")
    assert roles["구매팀"] == "subject" and roles["품질팀"] == "to" and roles["결과"] == "object"
    assert not passive
    assert case_roles("품질팀은 구매팀으로부터 검사 결과를 통보받는다.")[1]


@pytest.mark.parametrize("claim, swapped", [
    ("품질팀이 구매팀에 검사 결과를 통보합니다", True),     # subject and recipient exchanged
    ("구매팀은 품질팀에 검사 결과를 통보합니다", False),     # the topic marker: the same subject
    ("품질팀은 구매팀으로부터 검사 결과를 통보받습니다", False),  # the receiving voice: the same relation
])
def test_case_roles_exchanged_in_the_same_voice(claim, swapped):
    assert bool(find_swap(claim, "구매팀이 품질팀에 검사 결과를 통보한다.")) is swapped


@pytest.mark.parametrize("claim, source", [
    ("갑 회사는 을 회사와 같은 요율을 적용한다", "을 회사는 갑 회사와 같은 요율을 적용한다."),  # 와/과: no role
    ("본사 매출이 지사 매출보다 작다", "지사 매출이 본사 매출보다 크다."),  # another predicate: a paraphrase
])
def test_symmetric_relations_and_antonym_comparisons_are_no_swap(claim, source):
    assert find_swap(claim, source) is None


def test_a_voice_change_keeps_a_claim_accurate_or_uncertain():
    src = _src("The committee approves the annual budget.", "Rules")
    c = only("The annual budget is approved by the committee[1].", src)
    assert c.status != "inaccurate", c.explanation


# --- another name in the same role ---------------------------------------------------------------------------
@pytest.mark.parametrize("source, claim, name", [
    ("연차휴가는 소속 팀장의 승인을 받아 사용한다.", "연차휴가는 인사처장의 승인을 받아 사용합니다[1].", "인사처장"),
    ("이의신청서는 학생지원처에 제출한다.", "이의신청서는 교무처에 제출합니다[1].", "교무처"),
    ("Firmware updates are installed from the Service Menu.", "Firmware updates are installed from the Setup Menu[1].",
     "Setup"),
    ("The dosing valve is replaced with kit RX-200 only.", "The dosing valve is replaced with kit RX-310 only[1].",
     "RX-310"),
])
def test_another_name_of_the_same_kind_in_the_same_place_is_a_contradiction(source, claim, name):
    c = only(claim, _src(source))
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert name in c.explanation or "RX-310" in claim


def test_another_name_is_reattributed_to_the_source_that_states_it():
    sources = [Source(text="연차휴가는 소속 팀장의 승인을 받아 사용한다.", title="A사 규정"),
               Source(text="연차휴가는 인사처장의 승인을 받아 사용한다.", title="B사 규정")]
    result = verify_answer("연차휴가는 인사처장의 승인을 받아 사용합니다[1].", sources)
    c = result.citations[0]
    assert (c.status, c.action, c.reattributed_to) == ("inaccurate", "reattributed", 2), c.explanation


@pytest.mark.parametrize("source, claim", [
    # a verbal noun is an act, never an office: a paraphrase's synonym
    ("이의가 있으면 위원회에 재심을 신청할 수 있다.", "이의가 있으면 위원회에 재심을 요청할 수 있습니다"),
    # common nouns are not names
    ("Members of the loyalty club get free delivery.", "Members of the loyalty programme get free delivery"),
])
def test_synonyms_and_common_nouns_are_not_another_name(source, claim):
    assert find_substitution(claim, source, source) is None


def test_a_name_the_source_states_elsewhere_is_not_another_name():
    source = "연차휴가는 소속 팀장의 승인을 받아 사용한다. 병가는 인사처장이 승인한다."
    assert find_substitution("연차휴가는 인사처장의 승인을 받아 사용합니다", source, source) is None


# --- English words negated by their affix ---------------------------------------------------------------------
LIST = "Fees:\n- Deposit — non-refundable\n- Cleaning fee — refundable if the flat is left clean"
TABLE = "| Item | Refund |\n| --- | --- |\n| Deposit | refunded in full |\n| Booking fee | not refunded |"


@pytest.mark.parametrize("source, claim, status", [
    (LIST, "The deposit is refundable[1].", "inaccurate"),
    (LIST, "The deposit is non-refundable[1].", "accurate"),
    (TABLE, "The deposit is not refunded[1].", "inaccurate"),
    (TABLE, "The deposit is refunded in full[1].", "accurate"),
    (TABLE, "The booking fee is refunded[1].", "inaccurate"),
    ("Paid invoices are archived after 30 days. Unpaid invoices are cancelled.", "Paid invoices are cancelled[1].",
     "inaccurate"),
    ("Paid invoices are archived after 30 days; unpaid invoices are cancelled.", "Unpaid invoices are cancelled[1].",
     "accurate"),
])
def test_english_rows_and_items_are_read_with_their_polarity(source, claim, status):
    c = only(claim, _src(source, "Fees"))
    assert c.status == status, c.explanation


# --- a value placed in the record of another participant -------------------------------------------------------
def test_a_value_the_source_states_of_another_record_is_a_contradiction():
    src = _src("The pump range has two sizes: Pumps 1–2 use size-4 impellers, Pumps 3–5 use size-2 impellers.", "Pumps")
    c = only("Pumps 1–2 use size-2 impellers[1].", src)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_a_claim_that_joins_two_records_is_no_misbinding():
    src = _src("The pump range has two sizes: Pumps 1–2 use size-4 impellers, Pumps 3–5 use size-2 impellers.", "Pumps")
    c = only("Pumps 1–2 use size-4 impellers and Pumps 3–5 use size-2 impellers[1].", src)
    assert c.status != "inaccurate", c.explanation


@pytest.mark.parametrize("source, claim", [
    ("방문객은 에딘버러 성의 북문으로 입장한다.", "방문객은 에든버러 성의 북문으로 입장한다"),  # one name spelled two ways
    ("그렇다면 게이츠는 왜 그렇게 빨리 생산하는가?", "Gates는 왜 그렇게 빨리 생산하는가"),  # a transliteration
])
def test_spelling_variants_and_transliterations_are_not_another_name(source, claim):
    assert find_substitution(claim, source, source) is None


def test_nouns_in_different_places_of_their_parts_are_no_swap():
    # 상자 is a topic in one part, 전원 an object in the other: not two participants of one relation.
    assert find_swap("이 상자들은 함께 연결될 수 있고, 케이블로 전원을 공급할 수 있다",
                     "이 상자에는 전선이 있어 서로 연결되어 전원으로 연결될 수 있다.") is None


@pytest.mark.parametrize("claim, source, swapped", [
    ("The tenant pays the landlord", "The landlord pays the tenant.", True),
    ("The Control Box sends data to the Teach Pendant", "The Teach Pendant sends data to the Control Box.", True),
    ("The landlord is paid by the tenant", "The tenant pays the landlord.", False),  # a passive: other words
    ("Oil and water are kept apart", "Water and oil are kept apart.", False),  # a symmetric relation
    ("무상 보증 기간을 1년에서 2년으로 늘린다", "무상 보증 기간을 2년에서 1년으로 늘린다.", True),
    ("A안을 B안으로 변경한다", "B안을 A안으로 변경한다.", True),
])
def test_order_and_case_roles_in_one_clause(claim, source, swapped):
    assert bool(find_swap(claim, source)) is swapped


@pytest.mark.parametrize("claim, source, swapped", [
    ("Refunds are paid within 14 days of a request made within 30 days of purchase",
     "Refunds are paid within 30 days of a request made within 14 days of purchase.", True),
    ("The filter is cleaned after 200 hours and replaced after 600 hours",
     "The filter is cleaned after 600 hours and replaced after 200 hours.", True),
    ("The filter is cleaned after 200 hours and replaced after 600 hours",
     "After 200 hours the filter is cleaned; after 600 hours it is replaced.", False),
    ("신청서를 매월 25일에 제출하여 10일에 지급받는다", "신청서를 매월 10일에 제출하여 25일에 지급받는다.", True),
    ("신청서를 매월 10일에 제출하여 25일에 지급받는다", "매월 10일에 신청서를 제출하면 25일에 지급받는다.", False),
])
def test_values_of_successive_steps_keep_their_step(claim, source, swapped):
    assert bool(find_swap(claim, source)) is swapped


@pytest.mark.parametrize("claim, source, name", [
    ("Expense claims are approved by the finance director", "Expense claims are approved by the line manager.",
     "finance director"),
    ("Complaints go to the claims department for review", "Complaints go to the customer team for review.",
     "claims department"),
])
def test_english_titles_and_offices_are_names_of_one_kind(claim, source, name):
    sub = find_substitution(claim, source, source)
    assert sub is not None and sub.claim_name == name


def test_a_title_the_source_writes_shorter_is_not_another_name():
    source = "Expense claims are approved by the manager."
    assert find_substitution("Expense claims are approved by the line manager", source, source) is None


def test_an_english_title_with_another_word_before_the_same_head_is_another_name():
    source = [Source(text="Expense claims must be signed off by the travel desk.", title="Policy")]
    c = only("Expense claims must be signed off by the Payroll desk[1].", source)
    assert c.status == "inaccurate", c.explanation


def test_a_range_of_codes_past_the_source_series_is_caught():
    src = "경보 코드는 두 계열입니다. AL 계열(AL-01~AL-40), BT 계열(BT-1~BT-9)."
    c = verify_answer("BT 계열 경보 코드는 BT-1부터 BT-12까지입니다[1].", [Source(text=src)]).citations[0]
    assert c.status == "inaccurate", c.explanation
    ok = verify_answer("BT 계열 경보 코드는 BT-1부터 BT-9까지입니다[1].", [Source(text=src)]).citations[0]
    assert ok.status != "inaccurate", ok.explanation


def test_a_range_of_codes_joining_two_source_ranges_is_not_a_conflict():
    src = "| C1–C3 | Power supply |\n| C4–C9 | Joint communication |"
    c = verify_answer("Codes C1–C9 cover the power supply and joint communication[1].", [Source(text=src)]).citations[0]
    assert c.status != "inaccurate", c.explanation


def test_a_letter_after_a_name_is_part_of_it():
    # "Coverage D" is not "Coverage A": the letter names which coverage (likewise "Plan B", "Zone C").
    from verification.engine import Source, verify_answer
    from verification.engine.normalize import extract

    assert {"Coverage D", "Plan B"} <= extract("2% of the Coverage D limit for Plan B users").names
    source = Source(text="Hail losses have a separate deductible of 2% of the Coverage A limit.")
    wrong = verify_answer("Hail losses have a deductible of 2% of the Coverage D limit[1].", [source]).citations[0]
    assert wrong.status != "accurate"
    right = verify_answer("Hail losses have a deductible of 2% of the Coverage A limit[1].", [source]).citations[0]
    assert right.status == "accurate"
