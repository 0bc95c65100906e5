"""The asker's own figure (a value the question states, and what the answer works out from it) is not something the
source must state: a claim that fails only on a consequence applying it, after a rule that does not fail alone, is uncertain
(the judge decides), not inaccurate. The reading never makes a failed check accurate, and a rule that fails, a
consequence with a figure of its own, or a figure stated as a bound is checked as written."""
from verification.engine import Source, verify_answer
from verification.engine.asker_figures import split_consequence

LIFT = Source(text="Operating limits of the chairlift\n| Condition | Max mean wind | Max gust |\n"
                   "| Normal operation | 14 m/s | 18 m/s |\n| Operation with children | 10 m/s | 13 m/s |\n"
                   "The lift stops when either limit is reached.")
HUB = Source(text="Turbine access\nThe climbing limits are 12 m/s mean wind and 15 m/s gusts: above either, the hub is "
                  "off limits. The turbine stops automatically at 25 m/s.")
CARD = Source(text="Redeeming stamps\n1. Every 10 stamps are worth one free coffee.\n"
                   "2. Free coffees can be claimed in store only.")
FARE = Source(text="버스 요금\n- 수하물은 한 사람당 20kg 이하로 실을 수 있습니다.\n- 20kg을 넘는 짐은 화물칸에 따로 맡겨야 합니다.\n"
                   "- 화물칸 요금은 3,000원입니다.")
CLAIMS = Source(text="Damage claims\nReport the damage in writing. Claims must be made within 30 days of delivery.")
BAGS = Source(text="Cabin baggage\nEach passenger may bring one bag of up to 15 kg.")


def _cite(answer: str, source: Source, question: str = ""):
    return verify_answer(answer, [source], question=question).citations[0]


def test_c12_the_askers_gust_applied_to_the_limit_is_not_removed():
    q = "can I climb the turbine today? gusts are around 18"
    res = verify_answer("The climbing limits are 12 m/s mean and 15 m/s gusts, so with 18 m/s gusts the hub is off "
                        "limits today[1].", [HUB], question=q)
    # Uncertain, not accurate: the judge decides whether the consequence follows (findings 1 and 2).
    assert res.citations[0].status == "uncertain" and res.citations[0].action == "kept", res.citations[0].explanation
    assert "18 m/s" in res.corrected_answer


def test_a_figure_worked_out_from_the_askers_count_is_no_mismatch():
    c = _cite("Every 10 stamps are worth one free coffee, so 34 stamps get you 3 free coffees[1].", CARD,
              "what are my stamps worth? I have 34")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_a_figure_rounded_down_to_the_multiple_the_rule_states_is_worked_out():
    vouchers = Source(text="Redeeming points\n1. 100 points are worth GBP 1.\n2. Vouchers are issued in multiples of GBP 5.")
    c = _cite("100 points are worth £1 and vouchers come in multiples of £5, so 1,240 points get you a £10 voucher[1].",
              vouchers, "what are my points worth? got 1,240")
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_korean_consequence_with_the_askers_weight_is_no_mismatch():
    c = _cite("수하물은 한 사람당 20kg 이하로 실을 수 있으므로 25kg 짐은 들고 탈 수 없습니다[1].", FARE,
              "짐이 25kg인데 그냥 들고 타도 돼?")
    assert c.status == "uncertain" and c.action == "kept", c.explanation


def test_without_the_question_the_same_claim_is_checked_as_written():
    c = _cite("With children the limits are 10 m/s mean wind and 13 m/s gusts, so with 16 m/s gusts "
              "the lift is off limits for them today[1].", LIFT)
    assert c.status == "inaccurate", c.explanation


def test_a_wrong_rule_before_the_askers_figure_is_still_caught_and_removed():
    res = verify_answer("With children the limits are 10 m/s mean wind and 15 m/s gusts, so with 16 m/s gusts "
                        "the lift is off limits for them today[1].", [LIFT],
                        question="can the kids ride the chairlift? gusts are about 16 today")
    assert res.citations[0].status == "inaccurate", res.citations[0].explanation
    assert "15 m/s gusts" not in res.corrected_answer  # finding 4: a wrong statement leaves the answer


def test_the_askers_figure_stated_as_the_rule_itself_is_still_a_mismatch():
    c = _cite("With children the lift runs in gusts of up to 16 m/s[1].", LIFT, "is the gust limit with children 16 m/s?")
    assert c.status == "inaccurate", c.explanation


# Finding 1: the consequence holds a figure of its own, which the source contradicts.
def test_a_consequence_with_a_figure_of_its_own_is_checked_as_written():
    c = _cite("The climbing limits are 12 m/s mean and 15 m/s gusts, so with 18 m/s gusts you cannot climb, and the "
              "turbine stops automatically at 40 m/s[1].", HUB, "can I climb today? gusts are around 18")
    assert c.status == "inaccurate", c.explanation


def test_korean_consequence_with_a_figure_of_its_own_is_checked_as_written():
    c = _cite("수하물은 한 사람당 20kg 이하로 실을 수 있으므로 25kg 짐은 화물칸에 맡겨야 하고 화물칸 요금은 5,000원입니다[1].", FARE,
              "짐이 25kg인데 그냥 들고 타도 돼?")
    assert c.status == "inaccurate", c.explanation


# Finding 1/2: a failed check is never made accurate, whatever the consequence concludes.
def test_a_failed_check_never_becomes_accurate():
    c = _cite("With children the limits are 10 m/s mean wind and 13 m/s gusts, so with 16 m/s gusts "
              "they can still ride today[1].", LIFT, "can the kids ride? gusts are about 16 today")
    assert c.status != "accurate", c.explanation


def test_korean_allow_or_refuse_is_not_read_from_word_lists():
    # "문제없습니다" allows: wrong advice is not confirmed, and right advice is not removed.
    wrong = _cite("수하물은 한 사람당 20kg 이하로 실을 수 있으므로 25kg 짐도 문제없습니다[1].", FARE, "짐이 25kg인데 들고 타도 돼?")
    assert wrong.status != "accurate", wrong.explanation
    right = _cite("수하물은 한 사람당 20kg 이하로 실을 수 있으므로 15kg 짐은 문제없습니다[1].", FARE, "짐이 15kg인데 들고 타도 돼?")
    assert right.status != "inaccurate" and right.action == "kept", right.explanation


# Finding 3: "do so" is no connective; a figure stated with a bound in the consequence is a rule.
def test_do_so_is_no_consequence():
    c = _cite("Report the damage in writing, and do so within 14 days of delivery[1].", CLAIMS,
              "I noticed the damage 14 days after delivery, can I still claim?")
    assert c.status == "inaccurate", c.explanation


def test_a_bounded_figure_in_the_consequence_is_checked_as_written():
    c = _cite("Each passenger may bring one bag, so bags of up to 20 kg are accepted[1].", BAGS,
              "is my 20 kg bag accepted?")
    assert c.status == "inaccurate", c.explanation


def test_korean_bounded_figure_in_the_consequence_is_checked_as_written():
    c = _cite("수하물은 한 사람당 짐 하나를 실을 수 있으므로 최대 25kg까지 들고 탈 수 있습니다[1].", FARE, "짐이 25kg인데 들고 타도 돼?")
    assert c.status == "inaccurate", c.explanation


def test_where_the_consequence_starts():
    assert split_consequence("Every 10 stamps are worth one coffee, so 34 stamps get you 3", "I have 34") == (
        "Every 10 stamps are worth one coffee", "so 34 stamps get you 3", 34.0)
    assert split_consequence("Keep it so that 34 stamps stay", "I have 34") is None
    assert split_consequence("Every 10 stamps are worth one coffee, so 34 stamps get you 3", "how many?") is None
    assert split_consequence("Report the damage in writing and do so within 14 days", "after 14 days?") is None
    assert split_consequence("It takes 14 days or so for 14 orders", "I have 14 orders") is None
    assert split_consequence("Stamps, coupons and so on: 34 of them count", "I have 34") is None


# Finding 8: a reviewed answer is re-checked with its question given to the citation checks only (``asked``), so its
# verdicts are those the answer was given, and the context check cannot refuse it.
def test_the_question_given_to_the_citation_checks_only():
    answer = "The climbing limits are 12 m/s mean and 15 m/s gusts, so with 18 m/s gusts the hub is off limits today[1]."
    q = "can I climb the turbine today? gusts are around 18"
    asked = verify_answer(answer, [HUB], asked=q)
    assert asked.citations[0].status == verify_answer(answer, [HUB], question=q).citations[0].status == "uncertain"
    assert verify_answer(answer, [HUB]).citations[0].status == "inaccurate"
