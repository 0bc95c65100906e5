"""`manage.py verify FILE|-`: verify answers given in the contract's JSON (shared/contracts/verify.md).

A ``.jsonl`` file (or stdin holding several lines of JSON) is a batch: one result per line, in order;
a malformed line yields ``{"id": …, "error": "…"}`` in its place so results stay aligned.
"""
from __future__ import annotations

import dataclasses
import json
import sys

from django.core.management.base import BaseCommand, CommandError

from answering.judge import judge_for
from verification import engine
from verification.models import VerifiedAnswer
from verification.services import case_verify


class Command(BaseCommand):
    help = "Verify the citations of answers given as contract JSON (a file, a .jsonl batch, or - for stdin)."

    def add_arguments(self, parser):
        parser.add_argument("path", help="A .json case, a .jsonl batch, or - for stdin.")
        parser.add_argument("--no-llm", action="store_true", help="Deterministic layers only; no model call.")
        parser.add_argument("--no-save", action="store_true", help="Do not write the verification log.")

    def handle(self, *args, **opts):
        raw = self._read(opts["path"])
        batch = opts["path"].endswith(".jsonl")
        if not batch:
            try:
                payloads = [json.loads(raw)]
            except json.JSONDecodeError:
                batch = True  # several JSON documents on separate lines
        if batch:
            payloads = [line for line in raw.splitlines() if line.strip()]
        failures = 0
        for payload in payloads:
            output = self._one(payload, use_llm=not opts["no_llm"], save=not opts["no_save"])
            failures += "error" in output
            self.stdout.write(json.dumps(output, ensure_ascii=False, indent=None if batch else 2))
        if failures and not batch:
            raise CommandError(output["error"])
        if failures:
            self.stderr.write(f"{failures} of {len(payloads)} cases were malformed.")
            sys.exit(1)

    def _read(self, path: str) -> str:
        if path == "-":
            return sys.stdin.read()
        try:
            with open(path, encoding="utf-8") as fh:
                return fh.read()
        except OSError as exc:
            raise CommandError(f"Cannot read {path}: {exc.strerror}") from exc

    def _one(self, payload, *, use_llm: bool, save: bool) -> dict:
        case_id = None
        try:
            data = json.loads(payload) if isinstance(payload, str) else payload
            if isinstance(data, dict):
                case_id = data.get("id")
            case = engine.case_from_dict(data)
        except json.JSONDecodeError as exc:
            return {"id": case_id, "error": f"invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"}
        except engine.ContractError as exc:
            return {"id": case_id, "error": str(exc)}
        if not use_llm:
            case = dataclasses.replace(case, use_llm=False)
        return case_verify(
            case=case, judge=judge_for(use_llm=case.use_llm), log_origin=VerifiedAnswer.Origin.CLI if save else None
        )
