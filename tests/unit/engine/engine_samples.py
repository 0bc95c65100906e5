"""Sample sources and an in-process fake JudgeClient shared by the engine's unit tests.

A uniquely named module (not ``conftest``) so that test modules can import it whichever other
``conftest.py`` files the test run has loaded.
"""
from __future__ import annotations

import json

from verification.engine import CitationResult, Source

HAKCHIK = Source(
    id="s1", title="학칙", file="학칙.pdf", page=12, url="https://example.org/학칙.pdf",
    text=("제25조(휴학) ① 학생은 질병이나 군 입대 등의 사유로 휴학할 수 있다. ② 휴학은 통산하여 2년을 초과할 수 없다. "
          "③ 휴학 신청은 학기 개시 전까지 하여야 한다.\n제26조(복학) 휴학 기간이 끝난 학생은 복학 신청을 하여야 한다."),
)
TUITION = Source(
    id="s2", title="등록금에 관한 규정", file="등록금규정.pdf", page=3,
    text="제4조(납부기한) 등록금은 학기 개시 14일 전까지 납부하여야 한다. 분할 납부는 4회까지 가능하다.",
)
SCHOLAR = Source(
    id="s3", title="장학금 지급 규정", file="장학규정.pdf", page=7,
    text="제8조(성적장학금) 직전 학기 평점 평균이 3.5 이상인 학생에게 등록금의 50%를 감면한다.",
)
MANUAL = Source(
    id="m1", title="Robot Arm Manual", file="manual.pdf", page=41,
    text=("Error C4A15 indicates an overcurrent on Joint 3. When C4A15 occurs, the controller stops the arm "
          "and the Control Box shows a red light. Restart the controller after checking the cable. "
          "Error codes C0 to C55 are listed in chapter 9."),
)


class FakeJudge:
    """A JudgeClient that records calls and replies with a scripted text (or raises)."""

    def __init__(self, reply=None, *, raises: Exception | None = None, verdict=None):
        self.reply = reply
        self.raises = raises
        self.verdict = verdict  # callable(item) -> dict, used when reply is None
        self.calls: list[dict] = []

    def complete_json(self, *, system: str, user: str, schema: dict, name: str) -> str:
        self.calls.append({"system": system, "user": json.loads(user), "schema": schema, "name": name})
        if self.raises:
            raise self.raises
        if self.reply is not None:
            return self.reply(self.calls[-1]["user"]) if callable(self.reply) else self.reply
        items = self.calls[-1]["user"]["items"]
        return json.dumps({"verdicts": [self.verdict(it) for it in items]}, ensure_ascii=False)


def verdict_for(supported: str, confidence: float = 0.9, evidence: str = "", explanation: str = "ok"):
    return lambda item: {"id": item["id"], "supported": supported, "confidence": confidence,
                         "evidence": evidence, "explanation": explanation}


def only(answer: str, sources) -> CitationResult:
    """The single citation of ``answer`` verified against ``sources`` (LLM off)."""
    from verification.engine import verify_answer

    result = verify_answer(answer, sources)
    assert len(result.citations) == 1
    return result.citations[0]


def first_citation(answer: str, source: Source) -> CitationResult:
    """The first citation of ``answer`` verified against the one ``source`` (LLM off)."""
    from verification.engine import verify_answer

    return verify_answer(answer, [source]).citations[0]
