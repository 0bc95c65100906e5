"""`manage.py evaluate`: score the verifier against reviewer verdicts or a labelled contract file.

    manage.py evaluate                          # reviewers' verdicts from the console
    manage.py evaluate --cases FILE.jsonl       # a labelled file in the verify contract, with "expect"
    manage.py evaluate --export regression.jsonl  # reviewed answers as a regression set (the contract)

Prints agreement per method and per confidence band, precision and recall of removals, and the
confidence threshold that would have matched the labels best (every case verified again under each).
"""
from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from verification import engine
from verification.evaluation import SWEEP, Report, case_export, cases_from_dicts, reviewed_cases, score


def _share(agree: int, total: int) -> str:
    return f"{agree}/{total} ({100 * agree / total:.1f}%)" if total else "0/0 (—)"


class Command(BaseCommand):
    help = "Score the verifier against reviewer verdicts (default) or a labelled contract file (--cases)."

    def add_arguments(self, parser):
        parser.add_argument("--cases", type=Path, help="labelled cases (.jsonl, or .json holding a list) with expect")
        parser.add_argument("--export", type=Path, help="write the fully reviewed answers here as a regression set")
        parser.add_argument("--no-llm", action="store_true",
                            help="re-verify with the deterministic layers only (the sweep never calls a model)")
        parser.add_argument("--json", action="store_true", help="print the scores as JSON")

    def handle(self, *args, **opts):
        if opts["export"]:
            cases = reviewed_cases(complete_only=True)
            with open(opts["export"], "w", encoding="utf-8") as fh:
                for case in cases:
                    fh.write(json.dumps(case_export(case), ensure_ascii=False) + "\n")
            self.stdout.write(f"Exported {len(cases)} reviewed answer(s) to {opts['export']} "
                              f"({sum(len(c.expected) for c in cases)} labelled citations).")
            if not opts["cases"]:
                return
        if opts["cases"]:
            cases = cases_from_dicts(self._read(opts["cases"]), no_llm=opts["no_llm"])
            source = str(opts["cases"])
        else:
            cases = reviewed_cases()
            source = "reviewer verdicts"
        if not cases:
            raise CommandError(f"No labelled citations in {source}: review some answers in the console first, "
                               "or give --cases FILE.")
        # The sweep re-verifies every case once per threshold: deterministic layers only, so that it costs
        # no model calls and only the threshold differs between runs.
        report = score(cases, judge=None)
        if opts["json"]:
            self.stdout.write(json.dumps(self._as_dict(report, source), ensure_ascii=False, indent=2))
        else:
            self._print(report, source)

    def _read(self, path: Path) -> list[dict]:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        try:
            if path.suffix == ".jsonl":
                return [json.loads(line) for line in text.splitlines() if line.strip()]
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CommandError(f"{path} is not valid JSON: {exc}") from exc
        return data if isinstance(data, list) else [data]

    def _print(self, r: Report, source: str) -> None:
        w = self.stdout.write
        w(f"Verifier against {source}: {r.cases} answers, {len(r.pairs)} labelled citations")
        w(f"  agreement (accurate/inaccurate labels): {_share(*r.agreement)}")
        w("  by method:")
        for method, (a, n) in r.by_method.items():
            w(f"    {method:<12} {_share(a, n)}")
        w("  by confidence band:")
        for band, (a, n) in r.by_band.items():
            w(f"    {band:<12} {_share(a, n)}")
        removed, wanted, both = r.removals
        precision = "—" if r.removal_precision is None else f"{r.removal_precision:.1%}"
        recall = "—" if r.removal_recall is None else f"{r.removal_recall:.1%}"
        w(f"  removals: precision {precision} ({both} of {removed} removed should go), "
          f"recall {recall} ({both} of {wanted} that should go were removed)")
        w(f"  confidence threshold sweep (re-verified, deterministic layers), {SWEEP[0]}–{SWEEP[-1]}:")
        w("    " + "  ".join(f"{t:.2f}: {a}/{n}" for t, (a, n) in r.sweep.items()))
        if r.best_threshold is not None:
            a, n = r.sweep[r.best_threshold]
            w(f"  best threshold: {r.best_threshold:.2f} (agreement {_share(a, n)})")
        if r.disagreements:
            w(f"  disagreements ({len(r.disagreements)}):")
            for p in r.disagreements[:30]:
                got = f"{p.got.status}/{p.got.action} by {p.got.method} {p.got.confidence:.2f}" if p.got else "missing"
                w(f"    {p.case_id} [{p.number}]: label {p.want.status}, engine {got}")

    def _as_dict(self, r: Report, source: str) -> dict:
        return {
            "source": source, "answers": r.cases, "citations": len(r.pairs),
            "agreement": {"agree": r.agreement[0], "total": r.agreement[1]},
            "by_method": {k: {"agree": a, "total": n} for k, (a, n) in r.by_method.items()},
            "by_band": {k: {"agree": a, "total": n} for k, (a, n) in r.by_band.items()},
            "removals": {"precision": r.removal_precision, "recall": r.removal_recall, "removed": r.removals[0],
                         "should_remove": r.removals[1], "both": r.removals[2]},
            "sweep": {f"{t:.2f}": {"agree": a, "total": n} for t, (a, n) in r.sweep.items()},
            "best_threshold": r.best_threshold,
            "disagreements": [{"case": p.case_id, "number": p.number, "label": p.want.status,
                               "engine": p.got.status if p.got else None} for p in r.disagreements],
        }


__all__ = ["Command", "engine"]
