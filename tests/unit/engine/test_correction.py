"""Corrections: removal, re-attribution, ALCE precision, generalization, renumbering, references."""
import pytest
from engine_samples import HAKCHIK, SCHOLAR, TUITION

from verification.engine import Source, result_to_dict, verify_answer

S = [HAKCHIK, TUITION, SCHOLAR]


def test_removed_citation_leaves_the_rest_renumbered_by_first_appearance():
    # The first statement is contradicted (3년 vs 2년) and no source supports it: it leaves the answer.
    answer = ("휴학은 통산 3년을 초과할 수 없습니다[†1]. 평점 평균이 3.5 이상이면 등록금의 50%를 감면합니다[†3]. "
              "등록금은 학기 개시 14일 전까지 납부해야 합니다[†2].")
    r = verify_answer(answer, S)
    assert [c.action for c in r.citations] == ["removed", "kept", "kept"]
    assert r.corrected_answer == ("평점 평균이 3.5 이상이면 등록금의 50%를 감면합니다[†1]. "
                                  "등록금은 학기 개시 14일 전까지 납부해야 합니다[†2].")
    assert "출처와 어긋나는 문장을 삭제했습니다: «휴학은 통산 3년을 초과할 수 없습니다»" in r.issues
    assert r.renumbering == {"3": 1}
    assert r.removed_citations == (1,)
    assert r.status == "partial" and r.accuracy_rate == pytest.approx(2 / 3, abs=1e-3)
    assert [(ref.number, ref.source_index) for ref in r.references] == [(1, 3), (2, 2)]


def test_same_source_cited_twice_keeps_one_number():
    r = verify_answer("휴학은 통산 2년을 넘을 수 없습니다[†3]. 휴학 신청은 학기 개시 전까지 해야 합니다[†1].",
                      [SCHOLAR, TUITION, HAKCHIK])
    assert r.corrected_answer.count("[†1]") == 2


def test_claim_cited_to_the_wrong_source_is_reattributed():
    r = verify_answer("등록금은 학기 개시 14일 전까지 납부해야 합니다[†1].", S)
    c = r.citations[0]
    assert (c.status, c.action, c.source_index, c.reattributed_to, c.new_number) == ("inaccurate", "reattributed", 1, 2, 1)
    assert r.corrected_answer.endswith("[†1].")
    assert r.references[0].source_index == 2 and "14일" in r.references[0].excerpt


def test_out_of_range_citation_is_reattributed_when_another_source_supports_it():
    r = verify_answer("분할 납부는 4회까지 가능합니다[†9].", S)
    assert r.citations[0].action == "reattributed" and r.references[0].source_index == 2


def test_unknown_cite_source_is_reattributed_in_the_tag():
    r = verify_answer('<cite data-source="없는.pdf">분할 납부는 4회까지 가능하다</cite>.', S)
    assert r.citations[0].action == "reattributed"
    assert 'data-source="등록금규정.pdf"' in r.corrected_answer


def test_removed_cite_of_an_unsupported_statement_keeps_its_text():
    r = verify_answer('<cite data-source="등록금규정.pdf">기숙사비는 학기당 80만 원이다</cite>.', [TUITION])
    assert (r.citations[0].status, r.citations[0].action) == ("inaccurate", "removed")
    assert r.corrected_answer == "기숙사비는 학기당 80만 원이다."


def test_an_unsupported_statement_keeps_its_text_without_the_citation():
    r = verify_answer("기숙사비는 학기당 80만 원입니다[†1]. 등록금은 학기 개시 14일 전까지 납부해야 합니다[†2].", S)
    assert [(c.status, c.action) for c in r.citations] == [("inaccurate", "removed"), ("accurate", "kept")]
    assert r.corrected_answer == "기숙사비는 학기당 80만 원입니다. 등록금은 학기 개시 14일 전까지 납부해야 합니다[†1]."
    assert not any("삭제" in i for i in r.issues)


def test_a_contradicted_cite_leaves_the_answer_with_its_tags():
    answer = ('<cite data-source="등록금규정.pdf">등록금은 학기 개시 20일 전까지 낸다</cite>. '
              '<cite data-source="등록금규정.pdf">분할 납부는 4회까지 가능하다</cite>.')
    r = verify_answer(answer, [TUITION])
    assert [c.action for c in r.citations] == ["removed", "kept"]
    assert r.corrected_answer == '<cite data-source="등록금규정.pdf">분할 납부는 4회까지 가능하다</cite>.'



def test_alce_drops_the_citation_that_adds_nothing():
    r = verify_answer("분할 납부는 4회까지 가능합니다[†1][†2].", S)
    assert [c.action for c in r.citations] == ["removed", "kept"]
    assert r.corrected_answer == "분할 납부는 4회까지 가능합니다[†1]."


def test_alce_keeps_citations_that_support_the_claim_only_together():
    a = Source(text="신청자는 학생증을 제출해야 한다.", title="A")
    b = Source(text="신청자는 재학증명서를 제출해야 한다.", title="B")
    r = verify_answer("신청자는 학생증과 재학증명서를 제출해야 한다[1][2].", [a, b])
    assert [c.action for c in r.citations] == ["kept", "kept"]
    assert all(c.status == "accurate" for c in r.citations)
    assert "jointly" in r.citations[0].explanation


@pytest.mark.parametrize("answer, expected", [
    ("「학칙」 제99조에 따르면 휴학은 자유입니다.", "관련 규정에 따르면 휴학은 자유입니다."),
    ("「학칙」 제99조는 휴학을 자유롭게 허용합니다.", "관련 규정은 휴학을 자유롭게 허용합니다."),
    ("「없는규정」 제1조에 따르면 휴학은 자유입니다.", "관련 규정에 따르면 휴학은 자유입니다."),
])
def test_unverifiable_regulation_reference_is_generalized(answer, expected):
    r = verify_answer(answer, S)
    c = r.citations[0]
    assert (c.action, c.new_number) == ("generalized", None)
    assert r.corrected_answer == expected


def test_english_answer_is_generalized_in_english():
    r = verify_answer("「학칙」 제99조에 따르면 students may take unlimited leave.", S)
    assert "the relevant regulations" in r.corrected_answer


def test_wrong_article_number_is_corrected_to_the_article_that_supports_the_claim():
    r = verify_answer("「학칙」 제26조에 따르면 휴학은 통산하여 2년을 초과할 수 없습니다.", S)
    c = r.citations[0]
    assert c.action == "reattributed"
    assert r.corrected_answer.startswith("「학칙」 제25조에 따르면")


def test_contradicted_regulation_claim_leaves_the_answer_with_its_reference():
    r = verify_answer("「학칙」 제25조에 따르면 휴학은 통산하여 5년까지 가능합니다. "
                      "등록금은 학기 개시 14일 전까지 납부해야 합니다[†2].", S)
    assert [c.action for c in r.citations] == ["removed", "kept"]
    assert r.corrected_answer == "등록금은 학기 개시 14일 전까지 납부해야 합니다[†1]."
    assert "출처와 어긋나는 문장을 삭제했습니다: «휴학은 통산하여 5년까지 가능합니다»" in r.issues


def test_a_contradicted_regulation_claim_alone_gives_the_safe_response():
    r = verify_answer("「학칙」 제25조에 따르면 휴학은 통산하여 5년까지 가능합니다.", S)
    assert r.citations[0].action == "removed"
    assert r.corrected_answer == "제공된 문서에서 관련 내용을 찾을 수 없습니다."


def test_references_section_is_rebuilt_from_kept_references():
    answer = ("휴학은 통산 3년을 초과할 수 없습니다[†1]. 분할 납부는 4회까지 가능합니다[†2].\n\n"
              "참고 자료\n[1] 학칙.pdf p.12\n[2] 등록금규정.pdf p.3")
    r = verify_answer(answer, S)
    body, refs = r.corrected_answer.split("\n\n")
    assert body == "분할 납부는 4회까지 가능합니다[†1]."  # the contradicted statement left the answer
    assert refs.splitlines()[0] == "참고 자료"
    assert refs.splitlines()[1].startswith("[†1] 등록금규정.pdf, p.3") and "4회" in refs
    assert len(refs.splitlines()) == 2


def test_references_carry_the_contract_fields():
    r = verify_answer("휴학은 통산 2년을 넘을 수 없습니다[†1].", S)
    ref = r.references[0]
    assert (ref.number, ref.source_index, ref.title, ref.file, ref.page, ref.url) == (
        1, 1, "학칙", "학칙.pdf", 12, "https://example.org/학칙.pdf")
    assert ref.excerpt == "휴학은 통산하여 2년을 초과할 수 없다."


def test_short_evidence_is_extended_to_the_minimum_excerpt_length():
    src = Source(text="휴학은 2년. 연장은 총장의 승인을 받아 1년까지 할 수 있다.", title="학칙")
    r = verify_answer("휴학은 2년입니다[1].", [src])
    assert r.references[0].excerpt == "휴학은 2년. 연장은 총장의 승인을 받아 1년까지 할 수 있다."


def _forget_analyses():
    from textkit.morphology import analyze
    from verification.engine.analysis import analyse
    from verification.engine.checks.claim import check_claim, check_claim_joint
    from verification.engine.checks.lexical import layout
    from verification.engine.normalize import _extract, _named

    for cached in (analyze, analyse, check_claim, check_claim_joint, layout, _extract, _named):
        cached.cache_clear()


def test_prepared_sources_give_the_same_result_with_less_work_left():
    from verification.engine import prepare_sources
    from verification.engine.analysis import analyse

    answer = "휴학은 통산 2년을 넘을 수 없습니다[†1]. 등록금은 학기 개시 15일 전까지 냅니다[†2]."
    _forget_analyses()
    before = verify_answer(answer, S)
    unprepared_work = analyse.cache_info().misses

    _forget_analyses()
    prepare_sources(S)
    prepared_work = analyse.cache_info().misses
    after = verify_answer(answer, S)

    assert prepared_work > 0  # the sources' sentences were analysed ahead
    assert analyse.cache_info().misses - prepared_work < unprepared_work
    drop = ("elapsed_ms",)
    assert {k: v for k, v in result_to_dict(before, None).items() if k not in drop} == \
        {k: v for k, v in result_to_dict(after, None).items() if k not in drop}


def test_references_are_ordered_by_number():
    answer = ('<cite data-source="학칙.pdf">휴학은 통산 2년을 넘을 수 없다</cite>. '
              "등록금은 학기 개시 14일 전까지 납부해야 합니다[†2].")
    r = verify_answer(answer, S)
    assert [(ref.number, ref.source_index) for ref in r.references] == [(1, 2), (2, 1)]


def test_reference_excerpt_is_the_source_sentence_not_a_judges_quote_of_the_claim(fake_judge):
    from engine_samples import verdict_for

    claim = "휴학은 통산하여 2년을 초과할 수 없으며 매 학기 면담이 필수입니다"
    judge = fake_judge(verdict=verdict_for("true", 0.95, evidence=claim))  # "quotes" the claim
    r = verify_answer(claim + "[†1].", S, judge=judge)
    excerpt = r.references[0].excerpt
    assert "면담" not in excerpt and "휴학은 통산하여 2년을 초과할 수 없다." in excerpt
    assert "면담" not in r.citations[0].evidence


def test_reference_excerpt_of_a_quote_fragment_is_the_whole_source_sentence(fake_judge):
    from engine_samples import verdict_for

    claim = "휴학은 통산하여 2년을 초과할 수 없으며 매 학기 면담이 필수입니다"
    judge = fake_judge(verdict=verdict_for("true", 0.95, evidence="2년을 초과할"))
    r = verify_answer(claim + "[†1].", S, judge=judge)
    assert r.references[0].excerpt == "휴학은 통산하여 2년을 초과할 수 없다."


def test_reference_excerpt_comes_from_the_referenced_source_after_joint_support():
    a = Source(text="신청자는 학생증을 제출해야 한다.", title="A")
    b = Source(text="신청자는 재학증명서를 제출해야 한다.", title="B")
    r = verify_answer("신청자는 학생증과 재학증명서를 제출해야 한다[1][2].", [a, b])
    assert [(ref.number, ref.excerpt) for ref in r.references] == [(1, a.text), (2, b.text)]


@pytest.mark.parametrize("minimum", [20, 40])
def test_reference_excerpts_reach_the_minimum_length(minimum):
    from verification.engine import Thresholds

    src = Source(text="휴학은 2년. 연장은 총장의 승인을 받아 1년까지 할 수 있다. 복학은 학기 개시 전에 신청한다.", title="학칙")
    r = verify_answer("휴학은 2년입니다[1].", [src], thresholds=Thresholds(min_excerpt_length=minimum))
    assert len(r.references[0].excerpt) >= minimum and r.references[0].excerpt.startswith("휴학은 2년.")


def test_alce_joint_support_reads_each_source_in_its_own_window():
    a = Source(title="학칙", text="제25조(휴학) ④ 휴학하려는 학생은 학기 개시일 전까지 휴학원을 제출하여야 한다.")
    b = Source(title="등록금", text="| 반환 사유 발생일 | 입학금 | 수업료 |\n| --- | --- | --- |\n| 학기 개시일 전 | 전액 | 전액 |")
    r = verify_answer("휴학원은 학기 개시일 전까지 제출해야 하며, 학기 개시일 전이면 입학금과 수업료를 전액 돌려받습니다[1][2].",
                      [a, b])
    assert [(c.status, c.action) for c in r.citations] == [("accurate", "kept"), ("accurate", "kept")]
    assert "jointly" in r.citations[0].explanation and r.llm_calls == 0


def test_alce_drops_a_co_citation_whose_source_lacks_the_claims_value():
    a = Source(title="판정", text="② 심사위원 3분의 2 이상이 찬성하여야 합격으로 한다.")
    b = Source(title="구성", text="② 심사위원회는 지도교수를 포함하여 심사위원 3명 이상으로 구성하며 찬성과 합격을 정한다.")
    r = verify_answer("심사위원 3분의 2 이상이 찬성해야 합격입니다[1][2].", [a, b])
    assert [(c.status, c.action) for c in r.citations] == [("accurate", "kept"), ("inaccurate", "removed")]
    assert r.corrected_answer == "심사위원 3분의 2 이상이 찬성해야 합격입니다[1]."
    assert not any("삭제" in i for i in r.issues)  # dropped for precision, not contradicted
