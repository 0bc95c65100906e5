"""Questions end to end on the development set: refusals, facts answered and cited. Prints numbers; not a test.

Ingests the documents of one split (``devset/split.json``; calibration includes the samples) into a throwaway
data directory (SQLite + its own embedded Weaviate, ports from WEAVIATE_EMBEDDED_PORT / _GRPC_PORT, collection
``CitewiseDevset``) with the project's ingestion service, then asks every question of
``devset/questions/{split}.jsonl`` through the real pipeline (``answering.services.question_answer``, the
service ``manage.py ask`` uses) with extractive answers (no OPENAI_API_KEY), and prints:

- unanswerable questions refused (status ``insufficient``, or a corrected answer that honestly says "not found");
- answerable questions refused;
- answerable questions with every expected fact present in a sentence that carries a kept citation;
- answerable questions whose kept citations include the expected document (and the expected article/section).

``--verbose`` lists each question's outcome, for the calibration split only: whoever tunes the pipeline may
only ever look at calibration questions.

Run:  python benchmarks/bench_questions.py [--split calibration|test] [--verbose] [--keep-data]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_retrieval_quality import _listening, configure  # noqa: E402  (one throwaway set-up for both)

QUESTIONS = ROOT / "devset" / "questions"
NOT_FOUND = re.compile(r"찾을 수 없|could not find|couldn't find|not (?:be )?found|no information", re.I)
MARKER = re.compile(r"\[†?(\d+)\]")


def ports() -> tuple[int, int]:
    return (int(os.environ.get("WEAVIATE_EMBEDDED_PORT") or 8093),
            int(os.environ.get("WEAVIATE_EMBEDDED_GRPC_PORT") or 50073))


def split_files(split: str) -> list[Path]:
    data = json.loads((ROOT / "devset" / "split.json").read_text(encoding="utf-8"))
    return [ROOT / d["file"] for d in data["documents"] if d["split"] == split]


def load_questions(split: str, path: Path | None = None) -> list[dict]:
    path = path or QUESTIONS / f"{split}.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for r in rows:
        for key in ("doc", "where"):
            if key in r and not isinstance(r[key], list):
                r[key] = [r[key]]
    return rows


# --------------------------------------------------------------------------- scoring
def squash(text: str) -> str:
    return re.sub(r"[\s·.,()]+", "", unicodedata.normalize("NFKC", text).lower())


def cited_sentences(answer: str, kept: set[int]) -> list[str]:
    """Sentences or list lines of the corrected answer that carry a kept citation. The project's splitter, not
    any ". ": "9 a.m. to 1 p.m. (…)" and dotted dates ("2025. 5. 12.") would cut a sentence from its marker."""
    from textkit.sentences import split_sentences

    return [p for p in split_sentences(answer) if any(int(n) in kept for n in MARKER.findall(p))]


def fact_present(fact: str, sentences: list[str]) -> bool:
    from devset.lib.values import extract, states

    values = extract(fact)
    for s in sentences:
        if squash(fact) in squash(s):
            return True
        if values and all(states(s, v) for v in values):
            return True
    return False


def refusal_stage(refused: bool, stored) -> str:
    """Where a refusal came from: "before" writing (the context check, or nothing retrieved), "after"
    writing (the answer does not mention what is asked about), "value" (after writing: it states no value of
    the kind asked) or "engine" (every citation removed); "" when the question was answered."""
    if not refused:
        return ""
    if (stored.generator or "").startswith("none"):
        return "before"
    issues = [str(i) for i in stored.issues or []]
    if any(i.startswith("The answer does not address") and "states no value" in i for i in issues):
        return "value"
    if any(i.startswith("The answer does not address") for i in issues):
        return "after"
    return "engine"


def evaluate(q: dict, answer, stored) -> dict:
    """``answer``: the ``answering.results.AnswerResult``; ``stored``: its ``VerifiedAnswer`` (the passages
    it was answered from, for the cited passage's text)."""
    kept = {r.number for r in answer.references}
    refused = answer.status == "insufficient" or (not kept and bool(NOT_FOUND.search(answer.text)))
    out = {"refused": refused, "status": answer.status, "answer": answer.text, "stage": refusal_stage(refused, stored)}
    if not q["answerable"]:
        return out
    sources = stored.sources or []
    cited = [sources[r["source_index"] - 1] for r in stored.references or []
             if 1 <= (r.get("source_index") or 0) <= len(sources)]
    files = {Path(s.get("file") or "").name for s in cited}
    # Answerability-only questions (benchmarks/answerability_calibration.jsonl) name no document.
    out["right_doc"] = bool(files & {Path(f).name for f in q.get("doc") or []})
    wheres = q.get("where", [])
    out["right_passage"] = out["right_doc"] and any(
        (s.get("article") or "") == w or w in (s.get("text") or "")[:200] for s in cited for w in wheres)
    sentences = cited_sentences(answer.text, kept)
    out["facts"] = [fact_present(f, sentences) for f in q.get("expected") or []]
    out["all_facts"] = bool(out["facts"]) and all(out["facts"]) and not refused
    return out


def share(n: int, d: int) -> str:
    return f"{n}/{d} ({100.0 * n / d:.1f}%)" if d else "0/0"


def report(split: str, questions: list[dict], results: list[dict], times: list[float]) -> None:
    ans = [(q, r) for q, r in zip(questions, results) if q["answerable"]]
    una = [(q, r) for q, r in zip(questions, results) if not q["answerable"]]
    print(f"\n== {split}: {len(questions)} questions ({len(ans)} answerable, {len(una)} the documents cannot answer)")
    print(f"  unanswerable refused (insufficient or 'not found'): {share(sum(r['refused'] for _, r in una), len(una))}"
          f"   (goal >= 90%)")
    print(f"  unanswerable given a 'verified' answer:            "
          f"{share(sum(r['status'] == 'verified' for _, r in una), len(una))}")
    print(f"  answerable refused:                                 {share(sum(r['refused'] for _, r in ans), len(ans))}"
          f"   (goal <= 5%)")
    for label, rows in (("unanswerable", una), ("answerable", ans)):
        stages = {st: sum(r.get("stage") == st for _, r in rows) for st in ("before", "after", "value", "engine")}
        print(f"  {label} refused by stage: before writing {stages['before']}, after writing {stages['after']} "
              f"+ {stages['value']} (no value of the kind asked), engine (every citation removed) {stages['engine']}")
    print(f"  answerable, every expected fact present and cited: {share(sum(r['all_facts'] for _, r in ans), len(ans))}"
          f"   (goal >= 85%)")
    print(f"  answerable, expected document cited:               {share(sum(r['right_doc'] for _, r in ans), len(ans))}")
    print(f"  answerable, expected article/section cited:        "
          f"{share(sum(r['right_passage'] for _, r in ans), len(ans))}")
    for lang in ("ko", "en"):
        sub = [(q, r) for q, r in ans if q["lang"] == lang]
        if sub:
            print(f"    {lang}: facts answered {share(sum(r['all_facts'] for _, r in sub), len(sub))}, "
                  f"refused {share(sum(r['refused'] for _, r in sub), len(sub))}")
    statuses: dict[str, int] = {}
    for _, r in ans:
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
    print("  answer status of answerable questions: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    print(f"  time per question (retrieval + extractive answer + verification): p50 {statistics.median(times):.0f} ms, "
          f"max {max(times):.0f} ms")


def print_each(questions: list[dict], results: list[dict]) -> None:
    print("\n-- per question (calibration)")
    for q, r in zip(questions, results):
        if q["answerable"]:
            flag = "OK " if r["all_facts"] else ("REF" if r["refused"] else "MISS")
            print(f"  [{flag}] {q['id']} {q['question']}  (status {r['status']}, refused {r['stage'] or '-'}, "
                  f"doc {'yes' if r['right_doc'] else 'no'}, "
                  f"facts {r['facts']} of {q['expected']})")
        else:
            flag = "OK " if r["refused"] else "ANS"
            print(f"  [{flag}] {q['id']} {q['question']}  (status {r['status']}, refused {r['stage'] or '-'}; "
                  f"missing: {q['missing']})")
        print(f"        {r['answer'][:220]!r}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("calibration", "test", "holdout"), default="test")
    ap.add_argument("--verbose", action="store_true", help="each question's outcome (calibration only)")
    ap.add_argument("--keep-data", action="store_true")
    ap.add_argument("--questions", type=Path, help="another question file over the split's documents (e.g. "
                    "benchmarks/answerability_calibration.jsonl with --split calibration)")
    args = ap.parse_args()
    if args.questions and args.split != "calibration":
        print("--questions runs over calibration documents only: whoever tunes may not look at test cases.",
              file=sys.stderr)
        return 2
    if args.verbose and args.split != "calibration":
        print("--verbose lists calibration questions only; the test split is reported as figures.\n")
    port, grpc = ports()
    if _listening(port) or _listening(grpc):
        print(f"Port {port} or {grpc} is in use; set WEAVIATE_EMBEDDED_PORT/_GRPC_PORT to free ports.", file=sys.stderr)
        return 2
    data_dir = Path(tempfile.mkdtemp(prefix="citewise-devset-"))
    configure(data_dir, args.verbose and args.split == "calibration", port=port, grpc_port=grpc,
              collection="CitewiseDevset", no_model=True)

    import django

    django.setup()
    from django.core.management import call_command

    from answering.models import Question
    from answering.services import question_answer, question_submit
    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.sources import source_register_path
    from retrieval.store import reset_store
    from verification.models import VerifiedAnswer

    try:
        call_command("migrate", verbosity=0)
        t0 = time.perf_counter()
        sources = [source_ingest(source_id=source_register_path(path=p)[0].pk) for p in split_files(args.split)]
        print(f"Ingested {len(sources)} {args.split} documents in {time.perf_counter() - t0:.1f} s "
              f"(embedded Weaviate on :{port}/:{grpc})")
        bad = [s for s in sources if s.status not in Source.SEARCHABLE]
        for s in bad:
            print(f"  ingestion failed: {s.filename}: {s.error}", file=sys.stderr)
        if bad:
            return 1
        questions = load_questions(args.split, args.questions)
        results, times = [], []
        for q in questions:
            t = time.perf_counter()
            answer = question_answer(question=question_submit(text=q["question"], origin=Question.Origin.CLI))
            times.append((time.perf_counter() - t) * 1000)
            stored = VerifiedAnswer.objects.get(pk=answer.answer_id)
            results.append(evaluate(q, answer, stored))
        report(args.split, questions, results, times)
        if args.verbose and args.split == "calibration":
            print_each(questions, results)
    finally:
        reset_store()
        if args.keep_data:
            print(f"\nData kept in {data_dir}")
        else:
            shutil.rmtree(data_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
