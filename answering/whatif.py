"""“What if”: how proposed thresholds would have changed a channel's recent answers, before saving them.

Each of the last N answers is verified again, from its original answer and the passages it was shown,
once under the thresholds in force and once under the proposed ones; the preview counts the citations
whose verdict or action would differ and the answers whose status would. When the proposal changes
what retrieval uses (max sources, min relevance, min excerpt), each question is also searched again
under both, and the answers whose passages would differ are counted.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from retrieval.store import StoreUnavailable
from verification import engine
from verification.models import VerifiedAnswer
from verification.review import answer_sources

from .channels import channel_policy, channel_search
from .judge import judge_for
from .thresholds import effective_thresholds

RETRIEVAL_FIELDS = ("max_sources", "min_relevance", "min_excerpt_length")


@dataclass(frozen=True)
class AnswerPreview:
    answer_id: int
    question: str
    citations: int
    changed: int  # citations whose status or action would differ
    status_before: str
    status_after: str
    corrected_before: str
    corrected_after: str
    sources_changed: bool | None = None  # None: retrieval not previewed
    changes: tuple[str, ...] = ()  # "[2] kept → removed (uncertain)"


@dataclass(frozen=True)
class Preview:
    channel_id: str
    current: engine.Thresholds
    proposed: engine.Thresholds
    answers: list[AnswerPreview] = field(default_factory=list)
    retrieval_note: str = ""
    llm: bool = False

    @property
    def citations(self) -> int:
        return sum(a.citations for a in self.answers)

    @property
    def changed(self) -> int:
        return sum(a.changed for a in self.answers)

    @property
    def status_changed(self) -> int:
        return sum(a.status_before != a.status_after for a in self.answers)

    @property
    def sources_changed(self) -> int | None:
        flags = [a.sources_changed for a in self.answers if a.sources_changed is not None]
        return sum(flags) if flags else None


def recent_answers(*, channel_id: str, last: int) -> list[VerifiedAnswer]:
    """The channel's last ``last`` answers that had an answer to verify (no channel: every answer)."""
    answers = VerifiedAnswer.objects.exclude(original_answer="")
    if channel_id:
        answers = answers.filter(question__channel_id=channel_id)
    return list(answers.order_by("-created_at")[:last])


def thresholds_preview(
    *, channel_id: str, proposed: engine.Thresholds, last: int = 20, use_llm: bool = False
) -> Preview:
    """Re-verify the last ``last`` answers of ``channel_id`` under the thresholds in force and under
    ``proposed``. ``use_llm``: let the LLM judge take part (model calls; off, both runs are the
    deterministic layers alone so that only the thresholds differ)."""
    current = effective_thresholds(channel_id=channel_id)
    retrieval = any(getattr(current, f) != getattr(proposed, f) for f in RETRIEVAL_FIELDS)
    note = "" if retrieval else "Retrieval settings unchanged: the same passages would be found."
    rows = []
    for answer in recent_answers(channel_id=channel_id, last=last):
        sources = answer_sources(answer)
        before = _verify(answer, sources, current, use_llm)
        after = _verify(answer, sources, proposed, use_llm)
        changes = tuple(
            f"[{a.number}] {a.status}/{a.action} → {b.status}/{b.action}"
            for a, b in zip(before.citations, after.citations) if (a.status, a.action) != (b.status, b.action)
        )
        moved = None
        if retrieval and not note:
            try:
                moved = _passages(answer.question_text, channel_id, current) != _passages(
                    answer.question_text, channel_id, proposed
                )
            except StoreUnavailable as exc:
                note = f"Retrieval not previewed: {exc}"
        rows.append(AnswerPreview(
            answer_id=answer.pk, question=answer.question_text, citations=len(after.citations),
            changed=len(changes), status_before=before.status, status_after=after.status,
            corrected_before=before.corrected_answer, corrected_after=after.corrected_answer,
            sources_changed=moved, changes=changes,
        ))
    return Preview(channel_id=channel_id, current=current, proposed=proposed, answers=rows, retrieval_note=note,
                   llm=use_llm)


def _verify(answer: VerifiedAnswer, sources, thresholds: engine.Thresholds, use_llm: bool):
    judge = judge_for(use_llm=use_llm and thresholds.use_llm)
    return engine.verify_answer(answer.original_answer, sources, question=answer.question_text,
                                thresholds=thresholds, judge=judge)


def _passages(question: str, channel_id: str, thresholds: engine.Thresholds) -> list[tuple[int, str]]:
    """What retrieval would give the model under ``thresholds``, in the channel's source scope."""
    scope = channel_policy(channel_id=channel_id).source_scope
    found = channel_search(question, channel_id=channel_id, thresholds=thresholds, scope=scope)
    return [(p.source_id, p.text[:80]) for p in found]

