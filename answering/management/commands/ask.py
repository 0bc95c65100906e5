"""`manage.py ask "question"`: answer from the indexed documents and show how each citation was checked."""
from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from answering.models import Question
from answering.presenters import answer_json, answer_text
from answering.services import AnswerFailed, question_answer, question_submit


class Command(BaseCommand):
    help = "Ask a question; prints the verified answer, its references and one line per citation."

    def add_arguments(self, parser):
        parser.add_argument("question")
        parser.add_argument("--channel", default="", help="Answer as if asked in this Slack channel.")
        parser.add_argument("--json", action="store_true", help="Print the result as JSON.")

    def handle(self, *args, **opts):
        try:
            question = question_submit(text=opts["question"], origin=Question.Origin.CLI, channel_id=opts["channel"])
            result = question_answer(question=question)
        except AnswerFailed as exc:
            raise CommandError(str(exc)) from exc
        if opts["json"]:
            self.stdout.write(json.dumps(answer_json(result), ensure_ascii=False, indent=2))
        else:
            self.stdout.write(answer_text(result))
