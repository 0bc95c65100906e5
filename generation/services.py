"""Writing a cited answer: the model when one is configured, the extractive generator otherwise."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import llm
from .extractive import extractive_answer
from .passages import CitablePassage
from .prompts import SYSTEM, user_prompt


@dataclass(frozen=True)
class GeneratedAnswer:
    text: str
    generator: str  # "llm:<model>" or "extractive"
    llm_calls: int


def cited_answer_write(*, question: str, sources: Sequence[CitablePassage]) -> GeneratedAnswer:
    """Raises llm.ModelUnavailable when the configured model cannot answer after its retries."""
    if not llm.model_configured():
        return GeneratedAnswer(extractive_answer(question, sources), "extractive", 0)
    reply = llm.chat(system=SYSTEM, user=user_prompt(question, sources))
    if not reply.text.strip():
        raise llm.ModelUnavailable("the model returned an empty answer")
    return GeneratedAnswer(reply.text.strip(), f"llm:{reply.model}", 1)
