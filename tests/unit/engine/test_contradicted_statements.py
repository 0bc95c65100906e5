"""A statement its cited source contradicts, and that no given source supports, leaves the corrected answer;
a merely unsupported one keeps its text without the citation. What is left stays well-formed."""
import re

import pytest
from engine_samples import FakeJudge, verdict_for

from verification.engine import Source, verify_answer

LEAVE = Source(title="학칙", text="제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다. ② 휴학 신청은 학기 개시 전까지 하여야 한다.")
FEES = Source(title="등록금", text="제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다. 분할 납부는 4회까지 가능하다.")
S = [LEAVE, FEES]
MANUAL = Source(title="Manual", text="The payload is 6 kg. The reach is 950 mm. Restart the controller after checking the cable.")
WRONG = "휴학은 통산 3년을 넘을 수 없습니다"  # the source says 2년


def corrected(answer, sources=S, **kw):
    r = verify_answer(answer, sources, **kw)
    text = r.corrected_answer
    assert "  " not in text and not re.search(r"\s[.,]", text) and not re.search(r"^\s*(?:[-*•]|\d+[.)])\s*$", text, re.M)
    return r, text


def test_the_contradicted_sentence_is_removed_with_an_issue_in_the_answers_language():
    r, text = corrected(f"{WRONG}[†1]. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "등록금은 학기 개시 14일 전까지 내야 합니다[†1]."
    assert r.citations[0].action == "removed" and r.removed_citations == (1,)
    assert f"출처와 어긋나는 문장을 삭제했습니다: «{WRONG}»" in r.issues


def test_english_issue_and_a_leading_conjunction_of_the_next_sentence_goes():
    r, text = corrected("The reach is 1,300 mm [1]. However, restart the controller after checking the cable [1].", [MANUAL])
    assert text == "Restart the controller after checking the cable [1]."
    assert "Removed a statement that contradicts its source: «The reach is 1,300 mm»" in r.issues


def test_a_leading_korean_connective_after_a_removed_sentence_goes():
    _, text = corrected(f"{WRONG}[†1]. 그리고 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "등록금은 학기 개시 14일 전까지 내야 합니다[†1]."


def test_a_first_clause_goes_with_its_comma():
    _, text = corrected("휴학은 통산 3년을 넘을 수 없고[†1], 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "등록금은 학기 개시 14일 전까지 내야 합니다[†1]."


@pytest.mark.parametrize("answer, expected", [
    ("휴학 신청은 학기 개시 전까지 해야 하며[†1], 휴학은 통산 3년을 넘을 수 없습니다[†1].",
     "휴학 신청은 학기 개시 전까지 해야 합니다[†1]."),
    ("등록금은 학기 개시 14일 전까지 내야 하고[†2] 휴학은 통산 3년을 넘을 수 없어요[†1].",
     "등록금은 학기 개시 14일 전까지 내야 해요[†1]."),
    ("분할 납부는 4회까지 가능하며[†2], 휴학은 통산 3년을 넘을 수 없다[†1].",
     "분할 납부는 4회까지 가능하다[†1]."),
])
def test_a_last_clause_goes_and_the_clause_before_it_ends_the_sentence(answer, expected):
    _, text = corrected(answer)
    assert text == expected


def test_a_middle_clause_goes_and_the_others_keep_their_endings():
    _, text = corrected("등록금은 학기 개시 14일 전까지 내야 하고[†2], 휴학은 통산 3년을 넘을 수 없으며[†1], "
                        "분할 납부는 4회까지 가능합니다[†2].")
    assert text == "등록금은 학기 개시 14일 전까지 내야 하고[†1], 분할 납부는 4회까지 가능합니다[†1]."


def test_an_english_clause_goes_with_its_conjunction():
    r, text = corrected("The payload is 6 kg [1], and the reach is 1,300 mm [1].", [MANUAL])
    assert text == "The payload is 6 kg [1]."
    assert "Removed a statement that contradicts its source: «the reach is 1,300 mm»" in r.issues
    _, text = corrected("The reach is 1,300 mm [1], and the payload is 6 kg [1].", [MANUAL])
    assert text == "The payload is 6 kg [1]."


def test_a_bullet_goes_with_its_line():
    _, text = corrected(f"- {WRONG}[†1].\n- 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "- 등록금은 학기 개시 14일 전까지 내야 합니다[†1]."


def test_a_numbered_list_is_renumbered():
    _, text = corrected(f"1. 휴학 신청은 학기 개시 전까지 해야 합니다[†1].\n2. {WRONG}[†1].\n"
                        "3. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "1. 휴학 신청은 학기 개시 전까지 해야 합니다[†1].\n2. 등록금은 학기 개시 14일 전까지 내야 합니다[†2]."


@pytest.mark.parametrize("answer, sources, safe", [
    (f"{WRONG}[†1].", S, "제공된 문서에서 관련 내용을 찾을 수 없습니다."),
    ("The reach is 1,300 mm [1].", [MANUAL], "I could not find this in the provided documents."),
])
def test_nothing_left_gives_the_safe_response_in_the_answers_language(answer, sources, safe):
    r, text = corrected(answer, sources)
    assert text == safe and r.references == ()


def test_a_references_section_is_dropped_with_an_empty_body():
    r, text = corrected(f"{WRONG}[†1].\n\n참고 자료\n[1] 학칙.pdf")
    assert text == "제공된 문서에서 관련 내용을 찾을 수 없습니다."
    assert r.references == () and r.removed_citations == (1,)


def test_a_negation_flip_is_a_contradiction_too():
    src = [Source(text="학생은 질병이나 군 입대 등의 사유로 휴학할 수 있다.")]
    r, text = corrected("학생은 질병이나 군 입대 등의 사유로 휴학할 수 없습니다[1]. 휴학은 학기 단위로 합니다.", src)
    assert r.citations[0].method == "lexical" and text == "휴학은 학기 단위로 합니다."


def test_an_unsupported_statement_keeps_its_text():
    r, text = corrected("기숙사비는 학기당 80만 원입니다[†1]. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "기숙사비는 학기당 80만 원입니다. 등록금은 학기 개시 14일 전까지 내야 합니다[†1]."
    assert not any("삭제" in i for i in r.issues)


def test_an_overstatement_keeps_its_text_without_the_citation():
    src = [Source(text="Error C4A15 indicates an overcurrent on Joint 3.")]
    r, text = corrected("Only error C4A15 indicates an overcurrent on Joint 3 [1].", src)
    assert r.citations[0].status == "inaccurate" and text == "Only error C4A15 indicates an overcurrent on Joint 3."


def test_a_contradicted_claim_another_source_supports_is_reattributed_and_kept():
    other = Source(title="안내", text="휴학은 통산 3년을 넘을 수 없다.")
    r, text = corrected(f"{WRONG}[†1].", [LEAVE, other])
    assert r.citations[0].action == "reattributed" and text == f"{WRONG}[†1]."


def test_a_claim_contradicted_by_one_citation_and_supported_by_the_other_keeps_its_text():
    other = Source(title="안내", text="휴학은 통산 3년을 넘을 수 없다.")
    r, text = corrected(f"{WRONG}[†1][†2].", [LEAVE, other])
    assert [c.action for c in r.citations] == ["removed", "kept"] and text == f"{WRONG}[†1]."


def test_a_judges_false_quoting_the_source_removes_the_statement():
    claim = "휴학은 나누어 여러 번 쓸 수 있습니다"  # undecided by the deterministic layers
    judge = FakeJudge(verdict=verdict_for("false", 0.9, evidence="휴학은 통산하여 2년을 초과할 수 없다"))
    r, text = corrected(f"{claim}[†1]. 분할 납부는 4회까지 가능합니다[†2].", judge=judge)
    assert r.citations[0].method == "llm" and text == "분할 납부는 4회까지 가능합니다[†1]."


def test_a_judges_false_without_a_quote_only_removes_the_citation():
    claim = "휴학은 나누어 여러 번 쓸 수 있습니다"  # undecided by the deterministic layers
    judge = FakeJudge(verdict=verdict_for("false", 0.9))
    r, text = corrected(f"{claim}[†1]. 분할 납부는 4회까지 가능합니다[†2].", judge=judge)
    assert text == f"{claim}. 분할 납부는 4회까지 가능합니다[†1]."
    assert (r.citations[0].status, r.citations[0].action, r.citations[0].method) == ("inaccurate", "removed", "llm")


def test_a_connective_opening_the_next_bullet_goes_too():
    _, text = corrected(f"- {WRONG}[†1].\n- 그리고 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == "- 등록금은 학기 개시 14일 전까지 내야 합니다[†1]."


def test_a_loose_numbered_list_is_renumbered():
    _, text = corrected(f"1. 휴학 신청은 학기 개시 전까지 해야 합니다[†1].\n\n2. {WRONG}[†1].\n\n"
                        "3. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")
    assert text == ("1. 휴학 신청은 학기 개시 전까지 해야 합니다[†1].\n\n"
                    "2. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].")


def test_a_list_whose_first_item_goes_starts_at_one_again():
    _, text = corrected(f"휴학 안내입니다.\n1. {WRONG}[†1].\n2. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].\n"
                        "3. 분할 납부는 4회까지 가능합니다[†2].")
    assert text == ("휴학 안내입니다.\n1. 등록금은 학기 개시 14일 전까지 내야 합니다[†1].\n"
                    "2. 분할 납부는 4회까지 가능합니다[†1].")


WARRANTY = Source(title="보증", text="제품의 무상 보증기간은 구입일부터 1년, 충전지는 6개월 또는 500회 충전 중 먼저 도래하는 "
                                     "때까지입니다. 낙하 또는 침수로 인한 고장은 보증기간 안이라도 유상으로 수리합니다.")
PANEL = Source(title="심사", text="제3조(위원) ① 위원회는 3인 이상 5인 이하로 구성한다. ② 필요한 경우 1인에 한하여 외부 "
                                  "전문가를 위원으로 위촉할 수 있다.")


@pytest.mark.parametrize("claim", ["낙하로 인한 고장은 보증기간 안이면 무상으로 수리됩니다",
                                   "충전지 보증은 6개월 또는 500회 충전 중 늦게 도래하는 때까지입니다"])
def test_free_for_paid_and_later_for_first_are_the_opposite_of_the_source(claim):
    c = verify_answer(f"{claim}[†1].", [WARRANTY]).citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed")


def test_the_faithful_warranty_sentences_stay():
    for claim in ("낙하로 인한 고장은 보증기간 안이라도 유상으로 수리합니다",
                  "충전지 보증은 6개월 또는 500회 충전 중 먼저 도래하는 때까지입니다"):
        assert verify_answer(f"{claim}[†1].", [WARRANTY]).citations[0].status != "inaccurate"


def test_only_one_is_a_maximum_that_two_exceeds():
    # "1인에 한하여" allows one; "2명까지" states another maximum.
    c = verify_answer("외부 전문가는 2명까지 위원으로 위촉할 수 있습니다[†1].", [PANEL]).citations[0]
    assert (c.status, c.action) == ("inaccurate", "removed")
    c = verify_answer("외부 전문가는 1명까지 위원으로 위촉할 수 있습니다[†1].", [PANEL]).citations[0]
    assert c.status != "inaccurate"


def test_an_exemption_against_the_obligation_the_source_states_is_a_contradiction_in_a_longer_claim():
    # The other clause's negation balances the count; the exemption still denies "다시 신청해야 합니다".
    from verification.engine import Source, verify_answer

    cart = Source(text="장바구니에 담은 과목은 자동으로 신청되지 않습니다. 본 수강신청 기간에 다시 신청해야 합니다.")

    def status(claim):
        return verify_answer(claim, [cart]).citations[0].status

    assert status("장바구니에 담은 과목은 자동으로 신청되지 않으므로 본 수강신청 기간에 다시 신청하지 않아도 됩니다[1].") == "inaccurate"
    assert status("장바구니에 담은 과목은 자동으로 신청되므로 본 수강신청 기간에 다시 신청하지 않아도 됩니다[1].") == "inaccurate"
    assert status("장바구니에 담은 과목은 자동으로 신청되지 않으므로 본 수강신청 기간에 다시 신청해야 합니다[1].") == "accurate"
    # Against a prohibition an exemption is no contradiction ("need not" / "must not").
    rule = Source(text="외부 음식은 반입해서는 안 된다.")
    assert verify_answer("외부 음식은 반입하지 않아도 됩니다[1].", [rule]).citations[0].status != "inaccurate"


def test_an_exemption_from_what_the_source_does_not_oblige_is_no_contradiction():
    # The source obliges to apply online and takes no visits; exempting from a visit agrees with it, though both
    # sides have one negation and the source has an obligation.
    from verification.engine import Source, verify_answer

    online = Source(text="신청은 온라인으로 해야 하며, 방문 접수는 받지 않습니다.")
    c = verify_answer("방문하지 않아도 되며 온라인으로 신청하면 됩니다[1].", [online]).citations[0]
    assert c.status != "inaccurate", c.explanation
