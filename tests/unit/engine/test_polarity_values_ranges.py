"""Negation that is not one (불합격, 미납), negation in table form (반환하지 않음), values judged in their own
context, numbered names and day words as values, re-attribution that never moves an accurate citation, and
code ranges stated as ranges."""
import pytest
from engine_samples import only

from verification.engine import Source, check_context, verify_answer
from verification.engine.analysis import analyse
from verification.engine.checks.entities import check_entities
from verification.engine.normalize import extract


# --- negative prefixes and nominal negation ----------------------------------------------------------------
@pytest.mark.parametrize("text, word", [
    ("불합격하면 재심사를 신청할 수 있다", "불합격"),
    ("등록금 미납 학생은 제적한다", "미납"),
    ("비대면으로 신청한다", "비대면"),
])
def test_a_negative_prefix_makes_a_word_not_a_negation(text, word):
    a = analyse(text)
    assert word in a.tokens and a.negations == 0


def test_a_prefixed_verb_and_a_prefixed_noun_agree():
    src = [Source(text="불합격 판정을 받은 학생은 다음 학기에 1회에 한하여 재심사를 신청할 수 있다.")]
    c = only("불합격하면 다음 학기에 1회에 한하여 재심사를 신청할 수 있습니다[1].", src)
    assert (c.status, c.method) == ("accurate", "lexical"), c.explanation


def test_a_prefixed_word_against_its_antonym_is_a_contradiction():
    c = only("심사 결과 불합격한 학생은 학위를 받습니다[1].", [Source(text="심사 결과 합격한 학생은 학위를 받는다.")])
    assert c.status == "inaccurate"


@pytest.mark.parametrize("source", ["입학금: 반환하지 않음", "입학금 | 반환 없음", "입학금은 반환하지 아니함."])
def test_negation_in_nominal_and_table_form_is_recognized(source):
    assert analyse(source).negations == 1
    c = only("입학금은 반환되지 않습니다[1].", [Source(text=source)])
    assert c.status != "inaccurate", c.explanation


# --- re-attribution never moves an accurate citation --------------------------------------------------------------
def test_an_accurate_citation_stays_even_when_another_source_is_worded_closer():
    terms = Source(title="약관", text="보험 가입은 출국 예정일 전날까지 완료하여야 하며, 이미 출국한 후에는 가입할 수 없다.")
    faq = Source(title="FAQ", text="출국한 뒤에는 가입할 수 없습니다.")
    r = verify_answer("이미 출국한 뒤에는 가입할 수 없습니다[†1].", [terms, faq])
    c = r.citations[0]
    assert (c.status, c.action, c.source_index) == ("accurate", "kept", 1)


@pytest.mark.parametrize("a, b", [("뒤", "후"), ("이후", "후"), ("이전", "전")])
def test_time_word_synonyms_compare_equal(a, b):
    assert analyse(f"출국한 {a}에는 가입할 수 없다").tokens == analyse(f"출국한 {b}에는 가입할 수 없다").tokens


def test_an_antonym_pair_still_holds_after_synonym_folding():
    c = only("출국 후에 가입할 수 있습니다[1].", [Source(text="출국 전에 가입할 수 있다.")])
    assert c.status == "inaccurate"


# --- values judged in their own context -----------------------------------------------------------------------------
REGS = ("① 자퇴한 학생은 5년 이내에 1회에 한하여 재입학할 수 있다.\n"
        "② 제적된 학생은 제적된 날부터 1년이 지나야 재입학을 신청할 수 있다.")


def test_a_value_of_the_same_unit_in_an_unrelated_clause_is_no_conflict():
    report = check_entities("학사경고를 연속 3회 받아 제적된 경우에는 1년이 지나야 재입학을 신청할 수 있습니다", REGS)
    assert report.conflicts == () and "3회" in report.absent


def test_a_value_about_the_same_thing_is_a_conflict():
    report = check_entities("자퇴한 학생은 5년 이내에 3회 재입학할 수 있습니다", REGS)
    assert report.conflicts and "3회" in report.conflicts[0] and "1회" in report.conflicts[0]


def test_a_conflict_in_one_clause_of_a_compound_claim_is_still_a_conflict():
    src = ("휴학은 통산하여 2년을 초과할 수 없다. 휴학 신청은 학기 개시 전까지 하여야 한다. "
           "복학 신청은 학기 개시 30일 전까지 한다.")
    report = check_entities("휴학은 재학 중 통산 3년을 넘을 수 없고, 휴학 신청과 복학 신청은 학기 개시 전까지 해야 합니다", src)
    assert report.conflicts and "3년" in report.conflicts[0]


def test_a_one_sentence_source_is_always_the_context():
    report = check_entities("등록금은 15일 전까지 냅니다", "학기 개시 14일 전까지 납부한다.")
    assert report.conflicts


@pytest.mark.parametrize("text, value", [("심사위원 3분의 2 이상", 2 / 3), ("수업일수 4분의 1이 지나기 전", 0.25)])
def test_a_korean_fraction_is_a_fraction_not_minutes(text, value):
    # A share, compared with percentages ("2분의 1" = "50%").
    q = extract(text).quantities
    assert [x.dim for x in q] == ["percent"] and abs(q[0].value - 100 * value) < 1e-2


def test_limited_to_is_not_one_year():
    assert extract("필요한 경우 1인에 한해 외부 전문가를 위촉한다").quantities[0].raw == "1인"
    assert extract("한 해 동안 쉰다").quantities[0].dim == "months"


# --- numbered names, day words, codes in names ---------------------------------------------------------------------
JOINTS = Source(text="Check the cable for kinks, especially in the elbow area of Joint 3 and Joint 4.")


def test_another_numbered_name_is_an_entity_conflict():
    c = only("Check the cable for kinks, especially in the elbow area of Joint 2 and Joint 5 [1].", [JOINTS])
    assert (c.status, c.method) == ("inaccurate", "entity") and "Joint 2" in c.explanation


def test_a_numbered_range_covers_its_members():
    report = check_entities("Joint 2 uses a size-3 module", "Joints 1–3 use size-3 modules.")
    assert report.conflicts == () and "Joint 2" in report.matched


@pytest.mark.parametrize("claim, source", [
    ("가입은 출국 예정일 당일까지 마쳐야 합니다", "가입은 출국 예정일 전날까지 완료하여야 한다."),
    ("납부기한이 공휴일이면 전날이 납부기한입니다", "납부기한이 공휴일이면 그 다음 날을 납부기한으로 한다."),
    ("Sign up by the day before departure", "Sign up on the same day as departure."),
])
def test_day_words_are_values(claim, source):
    report = check_entities(claim, source)
    assert report.conflicts, report


def test_day_words_that_agree_match():
    assert check_entities("그다음 날이 납부기한이 됩니다", "그 다음 날을 납부기한으로 한다.").matched


def test_a_code_in_a_capitalised_phrase_is_not_a_name():
    ents = extract("Codes C50 to C55 belong to the controller software family.")
    assert ents.names == frozenset() and {"C50", "C55"} <= ents.codes


# --- clean negation flip ----------------------------------------------------------------------------------------------
def test_a_clean_negation_flip_of_a_light_verb_is_inaccurate():
    src = [Source(text="위원장은 위원 중에서 호선하되, 지도교수는 위원장이 될 수 없다.")]
    c = only("위원장은 위원 중에서 호선하며 지도교수도 위원장이 될 수 있습니다[1].", src)
    assert (c.status, c.method) == ("inaccurate", "lexical") and "opposite" in c.explanation


# --- code ranges stated as ranges ---------------------------------------------------------------------------------------
def test_a_hyphenated_part_number_is_not_a_code_range():
    src = Source(text="3. If the code returns, replace the power supply unit (part PSU-48-600).")
    check = check_context("What does error code C2B5 mean?", [src])
    assert not check.sufficient and check.valid_ranges == ()
    assert "PSU" not in check.safe_answer


@pytest.mark.parametrize("text", ["Codes C0-C55 are valid.", "Codes C0 ~ C55 are valid.", "코드는 C0부터 C55까지이다.",
                                  "Error codes range from C0 to C55."])
def test_ranges_stated_as_ranges_are_found(text):
    assert check_context("What is C99?", [Source(text=text)]).valid_ranges == ("C0–C55",)


def test_the_rows_of_a_family_table_make_up_one_range():
    table = Source(text="| Family | Area |\n| --- | --- |\n| C0 | Info |\n| C1–C3 | Power |\n| C4–C9 | Joints |\n"
                        "| C10–C19 | Motors |\n| C50–C55 | Software |")
    assert check_context("What is error C60?", [table]).valid_ranges == ("C0–C19", "C50–C55")
    full = Source(text=table.text.replace("| C50–C55", "| C20–C49 | Other |\n| C50–C55"))
    assert check_context("What is error C60?", [full]).valid_ranges == ("C0–C55",)


def test_an_explicitly_stated_range_in_another_passage_wins_over_the_table():
    table = Source(text="| C1–C3 | Power |\n| C4–C9 | Joints |\n| C10–C19 | Motors |")
    stated = Source(text="Error codes range from C0 to C55.")
    assert check_context("What is error C60?", [table, stated]).valid_ranges == ("C0–C55",)


def test_no_clean_flip_when_the_source_also_asserts_the_verb():
    src = [Source(text="전임교원은 위원이 될 수 있으나, 시간강사는 위원이 될 수 없다.")]
    assert only("전임교원은 위원이 될 수 있습니다[1].", src).status != "inaccurate"
