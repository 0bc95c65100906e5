"""The verification engine on the development set of issue 12, per split and per error type. Prints numbers.

Data (``devset/``, see its README): generated cases (``devset/generated/{split}.jsonl``: faithful claims,
paraphrases and wrong citations of every type made from 739 facts over 22 documents) and hand-written answers
(``devset/answers/{split}.jsonl``). The split was fixed before anything ran: tune on ``calibration`` only; the
``test`` figures are the result, and this script never lists a test case (``--verbose`` refuses).

Every answer runs twice, as in bench_verification.py: (a) LLM off (``judge=None``); (b) with the oracle judge of
bench_verification.py (answers each judge item with the verdict the case's ``expect`` gives), for the LLM calls
per answer and the best case with a perfect judge. Generated answers are verified without their question (it is
the document's default question, not one written for the facts the answer strings together), so their figures
are the citation verdicts alone; hand-written answers go through the context check as in the product.

Per split and error type, for wrong citations (expected inaccurate): caught (reported inaccurate and removed,
re-attributed or generalized), kept as uncertain, passed as accurate; for good citations (faithful claims and
paraphrases): removed, kept accurate, left uncertain. Then the decided share (accurate or inaccurate, not
uncertain) and the engine time per 5-citation answer with the sources prepared (p50/p95).

Run:  python benchmarks/bench_devset.py [--split calibration|test|all] [--answers] [--generated] [--verbose]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_verification import OracleJudge, pair_citations, pct  # noqa: E402

from verification import engine  # noqa: E402
from verification.engine.caches import clear_caches  # noqa: E402

SPLITS = ("calibration", "test")
SETS = {"generated": ROOT / "devset" / "generated", "hand-written": ROOT / "devset" / "answers"}
GOOD_TYPES = ("faithful", "paraphrase")
CAUGHT_ACTIONS = ("removed", "reattributed", "generalized")


def load(split: str, which: str) -> list[dict]:
    path = SETS[which] / f"{split}.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def run(raw: dict, judge, *, ask: bool = True) -> dict:
    """One answer through the engine; ``ask=False`` leaves the question out (no context check)."""
    case = engine.case_from_dict(raw)
    try:
        result = engine.verify_answer(case.answer, case.sources, question=case.question if ask else "", judge=judge)
        return engine.result_to_dict(result, case.id)
    except Exception as exc:
        return {"id": raw["id"], "status": f"error ({type(exc).__name__})", "citations": [], "llm_calls":
                getattr(judge, "calls", 0), "elapsed_ms": 0.0, "error": str(exc)[:200]}


# --------------------------------------------------------------------------- scoring
def outcome(expected: dict, got: dict | None) -> str:
    if got is None:
        return "missing"
    status, action = got["status"], got["action"]
    if expected["status"] == "inaccurate":
        if status == "inaccurate" and action in CAUGHT_ACTIONS:
            return "caught"
        return {"accurate": "accurate", "uncertain": "uncertain"}.get(status, "other")
    if action in ("removed", "generalized") or status == "inaccurate":
        return "removed"
    if action == "reattributed":
        return "moved"
    return {"accurate": "accurate", "uncertain": "uncertain"}.get(status, "other")


def score(raws: list[dict], results: list[dict]) -> dict:
    by_type: dict[str, Counter] = defaultdict(Counter)
    by_lang: dict[str, Counter] = defaultdict(Counter)
    failures: list[tuple] = []
    statuses: Counter = Counter()
    exact_action = Counter()
    for raw, res in zip(raws, results):
        exp = raw["expect"]
        statuses["ok" if res["status"] == exp["status"] else "differ"] += 1
        lang = "ko" if any("\uac00" <= ch <= "\ud7a3" for ch in raw["answer"]) else "en"
        for e, g in pair_citations(exp.get("citations", []), res.get("citations", [])):
            if e is None:
                continue
            kind = e.get("type", "faithful" if e["status"] == "accurate" else "wrong")
            o = outcome(e, g)
            by_type[kind][o] += 1
            group = "good" if e["status"] == "accurate" else "wrong"
            by_lang[f"{lang} {group}"][o] += 1
            exact_action["same" if g and g["action"] == e["action"] and g["status"] == e["status"] else "differ"] += 1
            bad = (o != "accurate") if group == "good" else (o != "caught")
            if bad:
                failures.append((raw["id"], e, g, raw))
    return {"by_type": by_type, "by_lang": by_lang, "failures": failures, "statuses": statuses,
            "exact": exact_action}


def _share(n: int, d: int) -> str:
    return f"{n:5d}/{d:<5d} {100.0 * n / d:5.1f}%" if d else f"{n:5d}/{0:<5d}    - "


def report(title: str, sc: dict) -> None:
    by_type = sc["by_type"]
    wrong_types = sorted(t for t in by_type if t not in GOOD_TYPES)
    print(f"\n  {title}")
    print(f"    {'wrong citations, by type':<22} {'caught':>19} {'kept uncertain':>19} {'passed accurate':>19}")
    total = Counter()
    for t in wrong_types:
        c = by_type[t]
        n = sum(c.values())
        total += c
        print(f"    {t:<22} {_share(c['caught'], n)} {_share(c['uncertain'], n)} {_share(c['accurate'], n)}")
    n = sum(total.values())
    print(f"    {'ALL WRONG':<22} {_share(total['caught'], n)} {_share(total['uncertain'], n)} "
          f"{_share(total['accurate'], n)}   (goals: caught >= 85%, accurate <= 1%)")
    print(f"    {'good citations':<22} {'removed':>19} {'kept accurate':>19} {'left uncertain':>19}")
    good = Counter()
    for t in GOOD_TYPES:
        c = by_type.get(t, Counter())
        n = sum(c.values())
        good += c
        if n:
            print(f"    {t:<22} {_share(c['removed'] + c['moved'], n)} {_share(c['accurate'], n)} "
                  f"{_share(c['uncertain'], n)}")
    n = sum(good.values())
    print(f"    {'ALL GOOD':<22} {_share(good['removed'] + good['moved'], n)} {_share(good['accurate'], n)} "
          f"{_share(good['uncertain'], n)}   (goal: removed <= 1%)")
    every = total + good
    decided = sum(every.values()) - every["uncertain"] - every["missing"] - every["other"]
    print(f"    decided (accurate or inaccurate): {_share(decided, sum(every.values()))}; "
          f"status and action as expected: {_share(sc['exact']['same'], sum(sc['exact'].values()))}; "
          f"answer status as expected: {_share(sc['statuses']['ok'], sum(sc['statuses'].values()))}")
    langs = []
    for key in sorted(sc["by_lang"]):
        c = sc["by_lang"][key]
        n = sum(c.values())
        hit = c["caught"] if key.endswith("wrong") else c["accurate"]
        langs.append(f"{key} {'caught' if key.endswith('wrong') else 'accurate'} {100.0 * hit / n:.1f}% of {n}")
    print("    by language: " + "; ".join(langs))


def timing(split: str, answers: int = 200) -> tuple[list[float], list[float]]:
    """Wall and CPU ms of 5-citation answers built from the split's faithful claims, sources prepared."""
    from devset.lib.cases import DocumentCases
    from devset.lib.documents import load_documents
    from devset.lib.facts import load_all

    facts = load_all()
    built = []
    for doc in load_documents():
        if doc.split != split or doc.key not in facts:
            continue
        dc = DocumentCases(doc, facts[doc.key], seed=12)
        fs = facts[doc.key].facts
        for i in range(0, len(fs) - 4, 5):
            group = fs[i:i + 5]
            passages = []
            for f in group:
                if dc.cited[f.id] not in passages:
                    passages.append(dc.cited[f.id])
            sources = [engine.Source(text=p.text, title=doc.title, file=doc.name) for p in passages]
            answer = " ".join(f"{dc.faithful(f, k).claim.rstrip('.')}[†{passages.index(dc.cited[f.id]) + 1}]."
                              for k, f in enumerate(group))
            built.append((answer, sources))
    built = built[:answers + 10]
    # The split's cases, verified before this, hold these very claims: start from empty caches so that each
    # timed answer's claims are read for the first time, as a new answer's are; the first ten warm up the
    # process (word tables, patterns) and are not timed.
    clear_caches()
    # A worker loads its models and tables when it starts (answering.warmup), not inside a question: so here.
    from answering.warmup import text_models_load
    text_models_load()
    for answer, sources in built[:10]:
        engine.verify_answer(answer, [engine.Source(text=s.text) for s in sources])
    wall, cpu = [], []
    for answer, sources in built[10:]:
        engine.prepare_sources(sources)
        t0, c0 = time.perf_counter(), time.process_time()
        engine.verify_answer(answer, sources)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return wall, cpu


def print_failures(split: str, which: str, sc: dict, limit: int) -> None:
    print(f"\n-- {which} {split}: citations not handled as expected (LLM off): {len(sc['failures'])}"
          f"{f', first {limit}' if len(sc['failures']) > limit else ''}")
    for cid, e, g, _raw in sc["failures"][:limit]:
        got = f"{g['status']}/{g['action']} [{g['method']}] {g['explanation'][:110]}" if g else "missing"
        print(f"  {cid} #{e['number']} {e.get('type')}: expected {e['status']}/{e['action']}, got {got}")
        if e.get("note"):
            print(f"      change: {e['note']}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", choices=("calibration", "test", "all", "holdout"), default="all",
                    help="all: calibration and test; holdout (hand-written only) is run on its own, once per round")
    ap.add_argument("--answers", action="store_true", help="hand-written answers (default: both sets)")
    ap.add_argument("--generated", action="store_true", help="generated cases (default: both sets)")
    ap.add_argument("--verbose", action="store_true", help="list failures (calibration only)")
    ap.add_argument("--limit", type=int, default=200, help="failures listed per set with --verbose")
    args = ap.parse_args()
    splits = SPLITS if args.split == "all" else (args.split,)
    sets = [s for s, on in (("generated", args.generated), ("hand-written", args.answers)) if on] or list(SETS)
    if args.verbose and ("test" in splits or "holdout" in splits):
        print("Note: --verbose lists calibration cases only. The test split is reported as figures; whoever tunes "
              "the engine must never look at individual test cases.\n")

    engine.verify_answer("휴학은 통산 2년을 넘을 수 없습니다[†1].", [engine.Source(text="통산하여 2년을 초과할 수 없다.")])
    for split in splits:
        print(f"\n==================== {split.upper()} ====================")
        for which in sets:
            raws = load(split, which)
            if not raws:
                print(f"\n  {which}: no cases")
                continue
            n_cit = sum(len(r["expect"]["citations"]) for r in raws)
            t0 = time.perf_counter()
            # A generated answer strings facts of one document together under that document's default
            # question, which does not ask about most of them: the context check (measured on real questions
            # by bench_questions.py) would refuse such pairs, so these cases score the verdicts alone.
            ask = which == "hand-written"
            res_a = [run(r, None, ask=ask) for r in raws]
            judges = [OracleJudge(engine.case_from_dict(r), r["expect"]) for r in raws]
            res_b = [run(r, j, ask=ask) for r, j in zip(raws, judges)]
            unanswered = sum(1 for r in raws if r.get("question")
                             and not engine.check_context(r["question"], engine.case_from_dict(r).sources).sufficient)
            refused = sum(1 for r in res_a if r["status"] == engine.INSUFFICIENT)
            errors = sum(1 for r in res_a + res_b if str(r["status"]).startswith("error"))
            print(f"\n{which} {split}: {len(raws)} answers, {n_cit} labelled citations "
                  f"({time.perf_counter() - t0:.0f} s){f'; ENGINE ERRORS: {errors}' if errors else ''}")
            if ask:
                # A question asking for a code or article no passage holds refuses the answer; one whose subject
                # words no passage mentions leaves it checked but never "verified" (ContextCheck.by_subject).
                effect = (f"{refused} of them refused: their citations count as neither caught nor removed; the "
                          "others checked, never \"verified\"")
            else:
                effect = "verdicts below are scored without the question"
            print(f"  the context check finds the answer's question unanswered from its passages in {unanswered} of "
                  f"{len(raws)} ({effect})")
            sc_a, sc_b = score(raws, res_a), score(raws, res_b)
            report("(a) LLM off (judge=None)", sc_a)
            report("(b) oracle judge", sc_b)
            calls = [r.get("llm_calls", 0) for r in res_b]
            print(f"    LLM calls per answer with the judge: 1 + {statistics.mean(calls):.3f} "
                  f"(answers judged: {sum(1 for c in calls if c)}/{len(calls)}; goal <= 1.3 including generation)")
            times = [r["elapsed_ms"] for r in res_a]
            print(f"    engine time as reported, sources not prepared: p50 {pct(times, 0.5):.1f} ms, "
                  f"p95 {pct(times, 0.95):.1f} ms")
            if args.verbose and split == "calibration":
                print_failures(split, which, sc_a, args.limit)
        wall, cpu = timing(split)
        if wall:
            print(f"\n  engine time per 5-citation answer ({split} facts, sources prepared, LLM off, "
                  f"{len(wall)} answers): wall p50 {statistics.median(wall):.1f} ms, p95 {pct(wall, 0.95):.1f} ms | "
                  f"CPU p50 {statistics.median(cpu):.1f} ms, p95 {pct(cpu, 0.95):.1f} ms  (goal p95 < 15 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
