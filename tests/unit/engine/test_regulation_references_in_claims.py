"""A regulation reference quoted inside a statement is content; corrections never name another regulation."""
import pytest

from verification.engine import Source, verify_answer

TUITION = Source(id="t", title="등록금에 관한 규정", text=(
    "제4조(납부기한) ① 등록금은 학기 개시일 14일 전까지 납부하여야 한다. "
    "④ 납부기한까지 등록금을 납부하지 아니한 학생에 대하여는 「학칙」 제28조에 따라 처리한다."))
HAKCHIK = Source(id="h", title="학칙", text=("제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다.\n"
                                             "제26조(복학) 휴학 기간이 끝난 학생은 복학 신청을 하여야 한다."))
QUOTED = "납부기한까지 등록금을 납부하지 아니한 학생에 대하여는 「학칙」 제28조에 따라 처리한다"


def test_a_reference_quoted_from_the_cited_source_is_kept_verbatim_and_verified():
    r = verify_answer(QUOTED + "[†1].", [TUITION])
    assert r.corrected_answer == QUOTED + "[†1]."
    reg, dagger = r.citations
    assert (dagger.form, dagger.status, dagger.action) == ("dagger", "accurate", "kept")
    assert dagger.statement == QUOTED  # the statement keeps the reference
    assert (reg.form, reg.status, reg.action, reg.source_index) == ("regulation", "accurate", "kept", 1)
    assert "content" in reg.explanation
    assert r.status == "verified" and r.removed_citations == ()
    assert [(ref.number, ref.source_index) for ref in r.references] == [(1, 1)]
    assert "「학칙」 제28조" in r.references[0].excerpt


def test_a_quoted_reference_whose_statement_is_not_supported_is_left_unchanged_and_unscored():
    r = verify_answer("미납 학생은 「학칙」 제28조에 따라 즉시 제적됩니다[†1].", [TUITION])
    reg = r.citations[0]
    assert reg.form == "regulation" and reg.skipped and reg.action == "kept"
    assert "「학칙」 제28조" in r.corrected_answer and "관련 규정" not in r.corrected_answer


def test_a_sentence_a_source_states_as_written_keeps_its_reference_without_a_marker():
    answer = QUOTED.replace("처리한다", "처리합니다") + "."
    r = verify_answer(answer, [TUITION])
    c = r.citations[0]
    assert (c.form, c.status, c.action, c.source_index) == ("regulation", "accurate", "kept", 1)
    assert r.corrected_answer == answer


def test_a_standalone_reference_no_source_holds_is_generalized():
    r = verify_answer("「학칙」 제28조에 따르면 미납 학생은 제적됩니다.", [TUITION])
    assert r.citations[0].action == "generalized"
    assert r.corrected_answer == "관련 규정에 따르면 미납 학생은 제적됩니다."


@pytest.mark.parametrize("answer, expected", [
    # The claim is in 「등록금에 관한 규정」, but the answer named 「학칙」: never rename the regulation.
    ("「학칙」 제4조에 따르면 등록금은 학기 개시일 14일 전까지 납부하여야 한다.",
     "관련 규정에 따르면 등록금은 학기 개시일 14일 전까지 납부하여야 한다."),
    ("「학칙」 제25조에 따르면 등록금은 학기 개시일 14일 전까지 납부하여야 한다.",
     "등록금은 학기 개시일 14일 전까지 납부하여야 한다."),
    # Another article of the same regulation: only the article changes, the name stays as written.
    ("「등록금에 관한 규정」 제5조에 따르면 등록금은 학기 개시일 14일 전까지 납부하여야 한다.",
     "「등록금에 관한 규정」 제4조에 따르면 등록금은 학기 개시일 14일 전까지 납부하여야 한다."),
    ("『학칙』 제25조 제1항에 따르면 휴학 기간이 끝난 학생은 복학 신청을 하여야 한다.",
     "『학칙』 제26조에 따르면 휴학 기간이 끝난 학생은 복학 신청을 하여야 한다."),
])
def test_reattribution_never_substitutes_another_regulation_name(answer, expected):
    r = verify_answer(answer, [HAKCHIK, TUITION])
    assert r.corrected_answer == expected


def test_a_reference_to_an_article_the_context_holds_is_still_checked_as_a_citation():
    rules = Source(id="r", title="학칙", text="제28조(제적) 등록금을 납부하지 아니한 학생은 제적한다.")
    r = verify_answer("미납 학생은 「학칙」 제28조에 따라 수료 처리됩니다[†1].", [TUITION, rules])
    reg = next(c for c in r.citations if c.form == "regulation")
    assert not reg.skipped and reg.source_index == 2 and reg.status == "uncertain"
