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
from verification.services import case_parse, case_verify


class Command(BaseCommand):
    help = "Verify the citations of answers given as contract JSON (a file, a .jsonl batch, or - for stdin)."

    def add_arguments(self, parser):
        parser.add_argument("path", help="A .json case, a .jsonl batch, or - for stdin.")
        parser.add_argument("--no-llm", action="store_true", help="Deterministic layers only; no model call.")
        parser.add_argument("--no-save", action="store_true", help="Do not write the verification log.")

    def handle(self, *args, **opts):
        raw = self._read(opts["path"])
        batch = opts["path"].endswith(".jsonl")
        payloads: list[bytes] = [raw]
        if not batch:
            try:
                json.loads(raw.decode("utf-8"))
            except (ValueError, RecursionError):
                batch = True  # several JSON documents on separate lines (or one broken one: said below)
        if batch:
            payloads = [line for line in raw.splitlines() if line.strip()]
        failures = 0
        output: dict = {}
        for payload in payloads:
            output = self._one(payload, use_llm=not opts["no_llm"], save=not opts["no_save"])
            failures += "error" in output
            self.stdout.write(json.dumps(output, ensure_ascii=False, indent=None if batch else 2))
        if failures and not batch:
            raise CommandError(output["error"])
        if failures:
            self.stderr.write(f"{failures} of {len(payloads)} cases were malformed.")
            sys.exit(1)

    def _read(self, path: str) -> bytes:
        try:
            if path == "-":
                stdin = getattr(sys.stdin, "buffer", None)  # a text stream stands in for it under tests
                return stdin.read() if stdin is not None else sys.stdin.read().encode("utf-8", "surrogateescape")
            with open(path, "rb") as fh:
                return fh.read()
        except OSError as exc:
            raise CommandError(f"Cannot read {path}: {exc.strerror}") from exc

    def _one(self, payload: bytes, *, use_llm: bool, save: bool) -> dict:
        """One case's result, or ``{"id", "error"}`` in its place: a bad line never stops the batch."""
        case_id = None
        try:
            data = json.loads(payload.decode("utf-8"))
            if isinstance(data, dict):
                case_id = data.get("id")
            case = case_parse(data)
        except UnicodeDecodeError as exc:
            return {"id": None, "error": f"invalid input: not UTF-8 text (byte {exc.start})"}
        except json.JSONDecodeError as exc:
            return {"id": case_id, "error": f"invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"}
        except RecursionError:
            return {"id": case_id, "error": "invalid JSON: nested too deeply"}
        except engine.ContractError as exc:
            return {"id": case_id, "error": str(exc)}
        if not use_llm:
            case = dataclasses.replace(case, use_llm=False)
        return case_verify(
            case=case, judge=judge_for(use_llm=case.use_llm), log_origin=VerifiedAnswer.Origin.CLI if save else None
        )
