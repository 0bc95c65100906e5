"""The asker's own figure (a value the question states, and what the answer works out from it) is not something the
source must state: a consequence that applies it is never a mismatch on its own. The rule before it is still checked,
and a consequence that contradicts the maximum the rule states is wrong."""
from verification.engine import Source, verify_answer
from verification.engine.asker_conclusion import conclusion
from verification.engine.asker_figures import split_consequence

LIFT = Source(text="Operating limits of the chairlift\n| Condition | Max mean wind | Max gust |\n"
                   "| Normal operation | 14 m/s | 18 m/s |\n| Operation with children | 10 m/s | 13 m/s |\n"
                   "The lift stops when either limit is reached.")
CARD = Source(text="Redeeming stamps\n1. Every 10 stamps are worth one free coffee.\n"
                   "2. Free coffees can be claimed in store only.")
FARE = Source(text="버스 요금\n- 수하물은 한 사람당 20kg 이하로 실을 수 있습니다.\n- 20kg을 넘는 짐은 화물칸에 따로 맡겨야 합니다.")


def _cite(answer: str, source: Source, question: str):
    return verify_answer(answer, [source], question=question).citations[0]


def test_the_askers_gust_applied_to_the_limit_is_no_mismatch():
    q = "can the kids ride the chairlift? gusts are about 16 today"
    c = _cite("With children the limits are 10 m/s mean wind and 13 m/s gusts, so with 16 m/s gusts "
              "the lift is off limits for them today[1].", LIFT, q)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_figure_worked_out_from_the_askers_count_is_no_mismatch():
    q = "what are my stamps worth? I have 34"
    c = _cite("Every 10 stamps are worth one free coffee, so 34 stamps get you 3 free coffees[1].", CARD, q)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_without_the_question_the_same_claim_is_checked_as_written():
    c = verify_answer("With children the limits are 10 m/s mean wind and 13 m/s gusts, so with 16 m/s gusts "
                      "the lift is off limits for them today[1].", [LIFT]).citations[0]
    assert c.status == "inaccurate", c.explanation


def test_a_wrong_rule_before_the_askers_figure_is_still_caught():
    q = "can the kids ride the chairlift? gusts are about 16 today"
    c = _cite("With children the limits are 10 m/s mean wind and 15 m/s gusts, so with 16 m/s gusts "
              "the lift is off limits for them today[1].", LIFT, q)
    assert c.status == "inaccurate", c.explanation


def test_the_askers_figure_stated_as_the_rule_itself_is_still_a_mismatch():
    q = "is the gust limit with children 16 m/s?"
    c = _cite("With children the lift runs in gusts of up to 16 m/s[1].", LIFT, q)
    assert c.status == "inaccurate", c.explanation


def test_a_consequence_against_the_stated_maximum_is_wrong():
    q = "can the kids ride? gusts are about 16 today"
    c = _cite("With children the limits are 10 m/s mean wind and 13 m/s gusts, so with 16 m/s gusts "
              "they can still ride today[1].", LIFT, q)
    assert c.status == "inaccurate", c.explanation


def test_korean_consequence_with_the_askers_weight():
    q = "짐이 25kg인데 그냥 들고 타도 돼?"
    c = _cite("수하물은 한 사람당 20kg 이하로 실을 수 있으므로 25kg 짐은 들고 탈 수 없습니다[1].", FARE, q)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation
    assert conclusion("수하물은 한 사람당 20kg 이하로 실을 수 있으", "25kg 짐은 들고 탈 수 없습니다", 25.0) is True


def test_where_the_consequence_starts():
    assert split_consequence("Every 10 stamps are worth one coffee, so 34 stamps get you 3", "I have 34") == (
        "Every 10 stamps are worth one coffee", "so 34 stamps get you 3", 34.0)
    assert split_consequence("Keep it so that 34 stamps stay", "I have 34") is None
    assert split_consequence("Every 10 stamps are worth one coffee, so 34 stamps get you 3", "how many?") is None


def test_conclusions_checked_only_where_sound():
    rule = "the maximum gust is 13 m/s and the mean wind 10 m/s"
    assert conclusion(rule, "with 16 m/s gusts you cannot ride", 16.0) is True
    assert conclusion(rule, "with 16 m/s gusts you can ride", 16.0) is False
    assert conclusion(rule, "with 8 m/s gusts you can ride", 8.0) is True
    assert conclusion(rule, "with 12 m/s gusts you can ride", 12.0) is None  # between the limits
    assert conclusion("you need at least 13 m/s", "with 16 m/s you can ride", 16.0) is None  # a minimum
