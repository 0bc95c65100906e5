"""A citation to a source that is about something else is inaccurate; the claim moves to the source that
supports it best, never to one that says the opposite or something else."""
import pytest
from engine_samples import FakeJudge, verdict_for

from verification.engine import Source, result_to_dict, verify_answer

LEAVE = Source(id="s1", title="학칙", text="제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다.")
TUITION = Source(id="s2", title="등록금에 관한 규정", text="제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다.")
FAQ = Source(id="faq", title="FAQ", text=("한 번의 여행에 대해 최소 2일부터 최대 90일까지 가입할 수 있습니다. "
                                          "90일이 넘는 유학이나 장기 체류는 장기체류보험 상품을 이용해 주세요."))
GENERAL_LEAVE = Source(id="h2", title="학칙", text=(
    "제25조(휴학) ① 학생은 질병 등 부득이한 사유로 휴학할 수 있다. ② 일반휴학은 1회에 1년(2개 학기)을 초과할 수 없으며, "
    "재학 중 통산하여 2년을 초과할 수 없다."))
STARTUP_LEAVE = Source(id="h3", title="학칙", text="제25조의2(창업휴학) ① 창업을 준비하는 학생은 통산 2년의 범위에서 창업휴학을 할 수 있다.")
CLAIM = "일반휴학은 재학 중 통산하여 2년을 초과할 수 없습니다"


def test_a_source_with_none_of_the_claims_terms_or_values_is_inaccurate_and_the_citation_removed():
    r = verify_answer("휴학은 최대 3년까지 가능합니다[†2].", [LEAVE, TUITION])
    c = r.citations[0]
    assert (c.status, c.method, c.action) == ("inaccurate", "lexical", "removed")
    assert "휴학" in c.explanation and "3년" in c.explanation
    assert r.corrected_answer == "휴학은 최대 3년까지 가능합니다."  # source 1 contradicts it: not re-attributed


def test_an_unrelated_english_source_is_inaccurate_too():
    src = Source(text="Visitors must register at the front desk and wear a badge at all times.")
    c = verify_answer("Guests can leave their cars in the B area for a while[†1].", [src]).citations[0]
    assert c.status == "inaccurate"


def test_a_source_about_another_topic_without_the_claims_values_is_inaccurate():
    c = verify_answer(CLAIM + "[†1].", [FAQ]).citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed")
    assert "휴학" in c.explanation and "2년" in c.explanation


def test_weak_citation_is_reattributed_to_the_source_that_states_the_claim_without_a_judge_call():
    judge = FakeJudge(verdict=verdict_for("partial", 0.6))
    r = verify_answer(CLAIM + "[†1].", [FAQ, GENERAL_LEAVE, STARTUP_LEAVE], judge=judge)
    c = r.citations[0]
    assert (c.status, c.action, c.reattributed_to, c.new_number) == ("inaccurate", "reattributed", 2, 1)
    assert r.corrected_answer == CLAIM + "[†1]."
    assert [(ref.number, ref.source_index) for ref in r.references] == [(1, 2)]
    assert "재학 중 통산하여 2년을 초과할 수 없다" in r.references[0].excerpt
    assert judge.calls == [] and r.llm_calls == 0


def test_the_best_supporting_source_wins_whatever_its_position():
    good = Source(id="a", title="안내", text="등록금은 학기 개시 14일 전까지 납부하여야 한다.")  # all but "반드시"
    best = Source(id="b", title="등록금에 관한 규정", text="등록금은 반드시 학기 개시 14일 전까지 납부하여야 한다.")
    r = verify_answer("등록금은 반드시 학기 개시 14일 전까지 납부해야 합니다[†1].", [LEAVE, good, best])
    assert (r.citations[0].action, r.citations[0].reattributed_to) == ("reattributed", 3)


def test_a_source_with_the_opposite_polarity_is_never_a_reattribution_target():
    opposite = Source(id="x", title="학칙", text="제25조의2(창업휴학) 창업휴학은 재학 중 통산하여 2년을 초과할 수 있다.")
    r = verify_answer(CLAIM + "[†1].", [FAQ, opposite, STARTUP_LEAVE])
    assert r.citations[0].action == "removed" and "[" not in r.corrected_answer


def test_an_undecided_citation_gives_way_to_a_source_that_supports_the_claim_decisively():
    close = Source(id="c", title="안내", text="휴학은 재학 중 통산하여 2년을 초과할 수 없다.")  # 82% of the claim
    r = verify_answer(CLAIM + "[†1].", [close, GENERAL_LEAVE])
    c = r.citations[0]
    assert (c.action, c.reattributed_to) == ("reattributed", 2)


def test_a_source_stating_the_claim_in_two_negated_clauses_supports_it():
    # "…1년을 초과할 수 없으며, …2년을 초과할 수 없다": two negations in the window, one in the claim.
    c = verify_answer(CLAIM + "[†1].", [GENERAL_LEAVE]).citations[0]
    assert (c.status, c.method, c.action) == ("accurate", "lexical", "kept")


@pytest.mark.parametrize("answer", [
    "휴학은 통산 2년을 넘을 수 없습니다[†1].",
    "등록금은 학기 개시 14일 전까지 냅니다[†2].",
])
def test_on_topic_claims_are_not_called_off_topic(answer):
    r = result_to_dict(verify_answer(answer, [LEAVE, TUITION]), None)
    assert r["citations"][0]["status"] == "accurate"
