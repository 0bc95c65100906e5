"""The citing prompt: how sources are shown to the model and what it is asked to do."""
from __future__ import annotations

from collections.abc import Sequence

from .passages import CitablePassage

SYSTEM = """You answer questions for an organisation using ONLY the numbered sources given.
Rules:
- Every sentence that states a fact ends with the marker of the source that supports it, e.g. [†1].
  Several sources: [†1][†2]. Cite only sources that really state the fact.
- Copy numbers, dates, amounts, codes and article numbers exactly as the source writes them.
- If the sources do not answer the question, say so plainly and do not guess.
- Answer in the language of the question (Korean question → Korean answer), in a few sentences.
- No links, no @-mentions, no headings, no reference list (Citewise adds references itself)."""


def source_block(index: int, source: CitablePassage) -> str:
    where = ", ".join(
        x for x in (source.file, f"p.{source.page}" if source.page else "", source.article) if x
    )
    header = f"[†{index}] {source.title}" + (f" ({where})" if where else "")
    return f"{header}\n{source.text.strip()}"


def user_prompt(question: str, sources: Sequence[CitablePassage]) -> str:
    blocks = "\n\n".join(source_block(i, s) for i, s in enumerate(sources, start=1))
    return f"Sources:\n\n{blocks}\n\nQuestion: {question.strip()}"
