"""Principle (a) of issue 12: a claim value the source does not state, standing where the source's matching
sentence states another value (``rebound``), and a name the sources themselves list beside the source's as an
alternative (``siblings``). Sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source, verify_answer
from verification.engine.checks.entities import check_entities
from verification.engine.rebound import find_rebound
from verification.engine.siblings import sibling_groups, siblings


def _src(*texts: str) -> list[Source]:
    return [Source(text=t, title="안내") for t in texts]


# --- a value rebound to the source's slot ------------------------------------------------------------------
@pytest.mark.parametrize("source, claim", [
    ("Measure the pump coil; its resistance must be 40 Ω ± 3 Ω when cold.",
     "The pump coil resistance must be 40 Ω ± 8 Ω when cold[1]."),
    ("민원실: 02-000-0000 (평일 8:30~17:30).",
     "민원실은 평일 9:30부터 17:30까지 운영합니다[1]."),
])
def test_a_value_in_the_slot_of_another_is_a_contradiction(source, claim):
    c = only(claim, _src(source))
    assert c.status == "inaccurate", c.explanation


def test_the_rebound_needs_a_shared_word_beside_the_value():
    claim = "The fee is 30 for members"
    report = check_entities(claim, "The fee is 25 for members.")
    assert find_rebound(claim, "The fee is 25 for members.", ("30",), ()) is not None
    # a value the entity layer matched (another spelling) is never a candidate
    assert find_rebound(claim, "The fee is 25 for members.", ("30",), ("30",)) is None
    assert report.absent_values or report.conflicts


def test_a_value_the_source_states_elsewhere_is_not_rebound():
    source = "Members pay 25 per visit. Guests pay 30 per visit."
    c = only("Guests pay 30 per visit[1].", _src(source))
    assert c.status != "inaccurate", c.explanation


def test_a_bound_is_not_borne_out_by_the_claims_own_other_value():
    source = "| Tier | Yearly cap | Excess |\n| --- | --- | --- |\n| Silver | USD 8,000 | USD 150 |"
    claim = "The Silver tier has a yearly cap of USD 2,000 and an excess of USD 150"
    report = check_entities(claim, source)
    assert "USD 2,000" not in report.matched, report


# --- names a source lists as alternatives --------------------------------------------------------------------
def test_table_rows_and_enumerations_are_listed_alternatives():
    text = ("| 창구 | 접수 | 처리 |\n| --- | --- | --- |\n| 방문 | 10건 | 9건 |\n| 우편 | 4건 | 4건 |\n\n"
            "We take cash, cheques and vouchers. 걸린 시간은 우편 3일, 방문 1일이었다.")
    groups = sibling_groups((text,))
    assert siblings("우편", "방문", groups)
    assert siblings("cheques", "vouchers", groups)
    assert not siblings("우편", "cheques", groups)


def test_a_name_listed_beside_the_sources_name_in_another_source_is_a_contradiction():
    table = "| 창구 | 접수 |\n| --- | --- |\n| 방문 | 120건 |\n| 우편 | 45건 |\n| 팩스 | 8건 |"
    cited = "3월 첫 주에는 하루 최대 60건의 방문 신청이 몰려 대기 시간이 40분까지 늘었다."
    answer = "3월 첫 주에는 하루 최대 60건의 우편 신청이 몰려 대기 시간이 40분까지 늘었습니다[1]."
    res = verify_answer(answer, _src(cited, table))
    c = res.citations[0]
    assert c.status == "inaccurate", c.explanation


def test_an_office_named_with_another_particle_form_is_still_compared():
    source = "위원장은 위원 중에서 뽑되, 사무국장은 위원장이 될 수 없다."
    c = only("위원장은 위원 중에서 뽑으며, 총괄이사는 위원장이 될 수 없습니다[1].", _src(source))
    assert c.status == "inaccurate", c.explanation


# --- a table value under another column, a code of another row ----------------------------------------------
_VISITS = ("| 지점 | 1분기 | 2분기 | 증감 |\n| --- | --- | --- | --- |\n| 북부 | 3,210명 | 2,950명 | -8.1% |\n"
           "| 남부 | 1,400명 | 1,720명 | +22.9% |")


def test_a_value_given_for_another_column_of_its_row_is_a_contradiction():
    c = only("북부 지점 방문객은 2분기에 3,210명이었습니다[1].", _src(_VISITS))
    assert c.status == "inaccurate", c.explanation


@pytest.mark.parametrize("claim", [
    "북부 지점 방문객은 2분기에 2,950명이었습니다[1].",
    "북부 지점 방문객은 2,950명으로 1분기보다 8.1% 줄었습니다[1].",  # 1분기: the point of comparison
    "북부 지점은 1분기 3,210명에서 2분기 2,950명으로 줄었습니다[1].",
])
def test_a_value_under_its_own_column_or_a_compared_column_is_no_column_swap(claim):
    c = only(claim, _src(_VISITS))
    assert c.status != "inaccurate", c.explanation


def test_a_part_number_of_the_row_above_is_a_contradiction():
    source = ("| 주기 | 작업 |\n| --- | --- |\n| 100시간마다 | 필터 교체(부품번호 FX-11-A) |\n"
              "| 400시간마다 | 벨트 교체(부품번호 BT-40-C), 풀리 점검 |")
    c = only("벨트는 400시간마다 교체하며, 부품번호는 FX-11-A입니다[1].", _src(source))
    assert c.status == "inaccurate", c.explanation


# --- two participants exchanged, the rest word for word -----------------------------------------------------
@pytest.mark.parametrize("source, claim", [
    ("분기 보고서는 지점장이 본부장에게 제출한다.", "분기 보고서는 본부장이 지점장에게 제출합니다[1]."),
    ("Data is copied from the Main Server to the Backup Unit every night.",
     "Data is copied from the Backup Unit to the Main Server every night[1]."),
])
def test_two_participants_exchanged_are_a_contradiction(source, claim):
    c = only(claim, _src(source))
    assert c.status == "inaccurate", c.explanation


@pytest.mark.parametrize("source, claim", [
    ("신청서와 통장 사본을 함께 제출한다.", "통장 사본과 신청서를 함께 제출합니다[1]."),
    ("The adapter is compatible with the Main Server and the Backup Unit.",
     "The adapter is compatible with the Backup Unit and the Main Server[1]."),
    ("본관은 별관과 연결되어 있다.", "별관은 본관과 연결되어 있습니다[1]."),
    # two coordinated parts, each with its own pair, told in another order
    ("정회원은 3천 원이고 준회원은 5천 원이다.", "준회원은 5천 원이고 정회원은 3천 원이다[1]."),
    ("오전에는 접수를 하고 오후에는 면담을 한다.", "오후에는 면담을 하고 오전에는 접수를 한다[1]."),
    ("Adults pay $8, while children pay $4.", "Children pay $4, while adults pay $8[1]."),
])
def test_a_list_or_a_symmetric_relation_read_in_another_order_is_no_exchange(source, claim):
    c = only(claim, _src(source))
    assert c.status != "inaccurate", c.explanation


@pytest.mark.parametrize("near, answer", [
    ("바퀴는 한 쌍 중 하나만 바꾸지 말고 반드시 쌍으로 바꾸십시오.", "바퀴는 한 쌍 중 하나만 바꾸지 말고 반드시 쌍으로 바꿔야 합니다[1]."),
    ("프로펠러는 한 쌍 중 하나만 교체하지 말고 반드시 쌍으로 교체하십시오.",
     "프로펠러는 한 쌍 중 하나만 교체하지 말고 반드시 쌍으로 교체해야 합니다[1]."),
])
def test_a_stray_citation_moves_to_the_one_source_that_holds_the_claim_nearly_whole(near, answer):
    far = "배수 호스는 매달 한 번 분리해 물로 헹굽니다. 전원 코드는 젖은 손으로 만지지 마십시오."
    c = verify_answer(answer, _src(far, near)).citations[0]
    assert (c.status, c.action, c.reattributed_to) == ("inaccurate", "reattributed", 2), c.explanation


def test_a_column_named_as_the_owner_of_a_computed_value_is_no_column_swap():
    table = "| 구분 | 주간 요금 | 야간 요금 |\n| --- | --- | --- |\n| 승용차 | 1,200원 | 600원 |"
    c = only("승용차는 야간에 주간 요금의 절반인 600원을 냅니다[1].", _src(table))
    assert c.status != "inaccurate", c.explanation


def test_a_rounded_value_is_not_rebound():
    source = "the queue index was 12.4 points on the last day"
    assert find_rebound("the queue index was 12 points on the last day", source, ("12",), ()) is None
    assert find_rebound("the queue index was 15 points on the last day", source, ("15",), ()) is not None


@pytest.mark.parametrize("source, claim", [
    ("이 규칙은 2026. 2. 1.부터 시행한다.", "이 규칙은 2026. 3. 1.부터 시행합니다[1]."),
    ("접수는 2026. 4. 6.(월)부터 4. 10.(금)까지이다.", "접수는 2026. 4. 6.(월)부터 4. 17.(금)까지입니다[1]."),
])
def test_a_dotted_date_in_the_slot_of_another_is_a_contradiction(source, claim):
    c = only(claim, _src(source))
    assert c.status == "inaccurate", c.explanation


_TIERS = ("| Tier | Yearly cap | Excess |\n| --- | --- | --- |\n| Silver | USD 8,000 | USD 150 |\n"
          "| Gold | USD 16,000 | USD 90 |")


def test_a_value_given_for_a_named_row_and_column_that_the_cell_states_otherwise_is_a_contradiction():
    c = only("The Silver tier has a yearly cap of USD 3,000 and an excess of USD 150[1].", _src(_TIERS))
    assert c.status == "inaccurate", c.explanation


def test_a_value_in_its_cell_is_no_cell_rebound():
    c = only("The Gold tier has a yearly cap of USD 16,000 and an excess of USD 90[1].", _src(_TIERS))
    assert c.status != "inaccurate", c.explanation
