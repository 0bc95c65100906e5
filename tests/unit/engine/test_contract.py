"""The JSON contract: input validation with clear messages, output with exactly the contract's keys.

The keys are read from the contract itself (``shared/contracts/verify.md``, beside the project), so the
output is compared with the document, not with the engine's own list of keys.
"""
import json
import re
from pathlib import Path

import pytest

from verification.engine import ContractError, case_from_dict, result_to_dict, verify_answer

CONTRACT = Path(__file__).resolve().parents[4] / "shared" / "contracts" / "verify.md"


def _documented_output() -> dict:
    blocks = re.findall(r"```json\n(.*?)```", CONTRACT.read_text(encoding="utf-8"), re.DOTALL)
    return json.loads(blocks[1])  # the "Output: a result" example

CASE = {
    "id": "reg-001",
    "question": "휴학은 최대 몇 년까지 가능한가요?",
    "sources": [
        {"id": "s1", "title": "학칙", "file": "학칙.pdf", "page": 12, "url": "https://example.org/학칙.pdf",
         "text": "제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다."},
        {"id": "s2", "title": "등록금에 관한 규정", "file": "등록금규정.pdf", "page": 3,
         "text": "제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다."},
    ],
    "answer": "휴학은 통산 2년을 넘을 수 없습니다[†1]. 등록금은 학기 개시 14일 전까지 내야 합니다[†2].",
    "expect": {"status": "verified"},
}


def test_contract_example_round_trips():
    case = case_from_dict(CASE)
    assert (case.id, case.use_llm, len(case.sources), case.sources[0].page) == ("reg-001", True, 2, 12)
    result = verify_answer(case.answer, case.sources, question=case.question)
    out = result_to_dict(result, case.id)
    documented = _documented_output()
    assert list(out) == list(documented)
    assert out["status"] == "verified" and out["id"] == "reg-001"
    assert out["references"] and all(list(r) == list(documented["references"][0]) for r in out["references"])
    assert out["citations"] and all(list(c) == list(documented["citations"][0]) for c in out["citations"])
    json.dumps(out, ensure_ascii=False)  # serializable as is


def test_minimal_case_needs_only_answer_and_source_texts():
    case = case_from_dict({"answer": "a[1]", "sources": [{"text": "t"}], "use_llm": False})
    assert (case.id, case.question, case.use_llm, case.sources[0].title) == ("", "", False, "")


@pytest.mark.parametrize("data, message", [
    ({"sources": []}, 'no "answer"'),
    ({"answer": 3, "sources": []}, '"answer" must be a string'),
    ({"answer": "a"}, 'no "sources"'),
    ({"answer": "a", "sources": {"text": "x"}}, '"sources" must be a list, got dict'),
    ({"answer": "a", "sources": [{"title": "x"}]}, 'sources[0] has no "text"'),
    ({"answer": "a", "sources": ["just text"]}, "sources[0] must be an object, got str"),
    ({"answer": "a", "sources": [{"text": 5}]}, "sources[0].text must be a string, got int"),
    ({"answer": "a", "sources": [{"text": "t", "page": "twelve"}]}, "sources[0].page must be an integer"),
    ({"answer": "a", "sources": [{"text": "t", "title": ["x"]}]}, "sources[0].title must be a string"),
    ({"answer": "a", "sources": [], "question": 1}, '"question" must be a string'),
    ({"answer": "a", "sources": [], "use_llm": "no"}, '"use_llm" must be true or false'),
    ([1, 2], "must be a JSON object, got list"),
])
def test_malformed_input_raises_a_specific_contract_error(data, message):
    with pytest.raises(ContractError) as err:
        case_from_dict(data)
    assert message in str(err.value)


def test_result_numbers_follow_the_contract_semantics():
    case = case_from_dict({**CASE, "answer": "휴학은 통산 3년을 넘을 수 없습니다[†1]. 등록금은 학기 개시 14일 전까지 내야 합니다[†2]."})
    out = result_to_dict(verify_answer(case.answer, case.sources), case.id)
    assert out["removed_citations"] == [1] and out["renumbering"] == {"2": 1}
    assert [(c["number"], c["new_number"], c["action"]) for c in out["citations"]] == [(1, None, "removed"), (2, 1, "kept")]
    assert out["status"] == "partial" and out["accuracy_rate"] == 0.5
    assert isinstance(out["elapsed_ms"], float) and out["llm_calls"] == 0
