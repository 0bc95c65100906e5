"""`manage.py ask "question"`: answer from the indexed documents and show how each citation was checked."""
from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from verification.answering import AnswerFailed, question_answer
from verification.models import Question
from verification.presenters import answer_text


class Command(BaseCommand):
    help = "Ask a question; prints the verified answer, its references and one line per citation."

    def add_arguments(self, parser):
        parser.add_argument("question")
        parser.add_argument("--channel", default="", help="Answer as if asked in this Slack channel.")
        parser.add_argument("--json", action="store_true", help="Print the stored result as JSON.")

    def handle(self, *args, **opts):
        text = opts["question"].strip()
        if not text:
            raise CommandError("The question is empty.")
        question = Question.objects.create(text=text, channel_id=opts["channel"], origin=Question.Origin.CLI)
        try:
            answer = question_answer(question=question)
        except AnswerFailed as exc:
            raise CommandError(str(exc)) from exc
        if opts["json"]:
            self.stdout.write(json.dumps(_as_dict(answer), ensure_ascii=False, indent=2))
        else:
            self.stdout.write(answer_text(answer))


def _as_dict(answer) -> dict:
    return {
        "question": answer.question_text,
        "status": answer.status,
        "confidence": answer.confidence,
        "corrected_answer": answer.corrected_answer,
        "original_answer": answer.original_answer,
        "references": answer.references,
        "citations": [
            {f: getattr(c, f) for f in ("number", "new_number", "status", "confidence", "method", "action",
                                         "statement", "evidence", "explanation")}
            for c in answer.checks.all()
        ],
        "issues": answer.issues,
        "llm_calls": answer.llm_calls,
        "total_ms": answer.total_ms,
    }
