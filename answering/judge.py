"""The engine's ``JudgeClient`` backed by the OpenAI adapter: one structured-output call per answer."""
from __future__ import annotations

from generation import llm
from verification.engine import JudgeUnavailable


class OpenAIJudge:
    def __init__(self) -> None:
        self.calls = 0

    def complete_json(self, *, system: str, user: str, schema: dict, name: str) -> str:
        self.calls += 1
        try:
            return llm.chat_json(system=system, user=user, schema=schema, name=name).text
        except llm.ModelUnavailable as exc:
            raise JudgeUnavailable(str(exc)) from exc


def judge_for(*, use_llm: bool) -> OpenAIJudge | None:
    """A judge when a model is configured and the caller allows it; None runs deterministic layers only."""
    return OpenAIJudge() if use_llm and llm.model_configured() else None
