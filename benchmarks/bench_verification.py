"""End-to-end benchmark of the verification engine on hand-labelled cases. Prints numbers; not a test.

Cases: ``benchmarks/verification_cases.jsonl`` — contract inputs (shared/contracts/verify.md) over the
sample corpus in ``samples/``, each with an ``expect`` field written by a human checker:
``{"kind", "citations": [{"number", "status", "action"}...], "status", "note"?}`` (one citation entry
per marker occurrence, in order of appearance, numbered as in the contract).

Every case runs twice:

(a) LLM off (``judge=None``): the deterministic layers alone; undecided citations stay ``uncertain``.
(b) With an *oracle judge*: a scripted ``JudgeClient`` that answers each item of the engine's request
    with the verdict the case's ``expect`` gives for that citation ("true" for accurate, "false" for
    inaccurate; "partial" when the item cannot be mapped to one citation). It measures how many
    answers need the judge, the LLM calls per answer, and the best-case end-to-end accuracy that a
    perfect judge would allow. A disagreement in (b) is therefore the engine's own doing (a
    deterministic layer decided wrongly, or the correction/re-attribution step went wrong).

Run:  python benchmarks/bench_verification.py [--verbose] [--cases PATH]
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from verification import engine  # noqa: E402

DEFAULT_CASES = ROOT / "benchmarks" / "verification_cases.jsonl"
EXPECTED_STATUSES = ("accurate", "inaccurate")
GOT_STATUSES = ("accurate", "inaccurate", "uncertain", "missing")

# --------------------------------------------------------------------------- the answer's markers
# A small, independent reading of the contract's citation forms, used only to map judge items back
# to the expected citations (the engine's own parser is deliberately not reused).
_MARKER = re.compile(
    r"(?P<num>\[\s*†?\s*\d{1,3}(?:\s*,\s*†?\s*\d{1,3})*\s*\])"
    r"|(?P<cite><cite\b(?P<attrs>[^>]*)>(?P<inner>.*?)</cite\s*>)"
    r"|(?P<reg>[「『](?P<regname>[^」』\n]{1,80})[」』]\s*(?:의\s*)?제\s*\d+\s*조(?:\s*의\s*\d+)?"
    r"(?:\s*제\s*\d+\s*항|\s*[①-⑳])?(?:\s*제\s*\d+\s*호)?)"
    r"|(?P<ref>\[(?:참조|출처|참고|근거|source|ref|reference|see)\s*[:：][^\]\n]+\])",
    re.IGNORECASE | re.DOTALL,
)
_SENTENCE_END = re.compile(r"[.!?。](?:\s*\[[^\]\n]*\])*(?=\s|$)")


def squash(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"<[^>]+>|\[[^\]\n]*\]|[「」『』]", " ", text)
    return re.sub(r"[\s\-_·.,;:()!?]+", "", text)


def bigrams(text: str) -> set[str]:
    s = squash(text)
    return {s[i:i + 2] for i in range(len(s) - 1)} or ({s} if s else set())


def coverage(claim: str, text: str) -> float:
    cb = bigrams(claim)
    return len(cb & bigrams(text)) / len(cb) if cb else 0.0


def markers_of(answer: str) -> list[dict]:
    """Marker occurrences in order: number (contract numbering), form, governed text, name hint."""
    sentences = []
    start = 0
    for m in _SENTENCE_END.finditer(answer):
        sentences.append((start, m.end()))
        start = m.end()
    if start < len(answer):
        sentences.append((start, len(answer)))
    raw = []
    for m in _MARKER.finditer(answer):
        if m.group("num"):
            for n in re.findall(r"\d+", m.group("num")):
                raw.append(dict(form="numbered", target=int(n), span=m.span()))
        elif m.group("cite"):
            attrs = dict(re.findall(r"([\w-]+)\s*=\s*\"([^\"]*)\"", m.group("attrs")))
            raw.append(dict(form="cite", name=attrs.get("data-source", ""), span=m.span(), inner=m.group("inner")))
        elif m.group("reg"):
            raw.append(dict(form="regulation", name=m.group("regname"), span=m.span()))
        else:
            raw.append(dict(form="reference", span=m.span()))
    out = []
    prev_end = None
    for order, r in enumerate(raw):
        a, b = r["span"]
        sent = next(((s, e) for s, e in sentences if s <= a < e), (0, len(answer)))
        if r["form"] == "cite":
            text = r["inner"]
        elif r["form"] == "regulation":
            text = answer[sent[0]:sent[1]]
        else:
            # The clause before the marker, from the sentence start or the previous marker group.
            clause_start = sent[0]
            for x in out:
                xa, xb = x["span"]
                if sent[0] <= xb <= a and not re.fullmatch(r"[\s,]*", answer[xb:a]) and x["span"] != r["span"]:
                    clause_start = max(clause_start, xb)
            text = answer[clause_start:a]
            if not squash(text) and prev_end is not None:  # a marker right after another: same claim
                text = out[-1]["text"]
        number = r["target"] if r["form"] == "numbered" else order + 1
        out.append(dict(number=number, form=r["form"], span=r["span"], text=text, name=r.get("name", ""),
                        target=r.get("target")))
        prev_end = b
    return out


def _names(src: engine.Source) -> set[str]:
    return {squash(x) for x in (src.file, src.title, src.id, Path(src.file).stem if src.file else "") if x}


def source_fits(marker: dict, index: int, sources) -> bool:
    """Whether a judge item about source ``index`` (1-based) can belong to ``marker``."""
    if not 1 <= index <= len(sources):
        return False
    src = sources[index - 1]
    if marker["form"] == "numbered":
        return marker["target"] == index
    if marker["form"] == "cite":
        return squash(marker["name"]) in _names(src)
    if marker["form"] == "regulation":
        w, t = squash(marker["name"]), squash(src.title or src.file)
        return bool(w and t and (w in t or t in w))
    return True


# --------------------------------------------------------------------------- the oracle judge
class OracleJudge:
    """A JudgeClient answering every item with the verdict the case's ``expect`` gives its citation."""

    def __init__(self, case: engine.Case, expect: dict):
        self.case = case
        self.markers = markers_of(case.answer)
        exp = expect.get("citations", [])
        # The i-th marker occurrence is the i-th expected citation when the numbers line up;
        # otherwise pair them by number and occurrence among equal numbers.
        if [m["number"] for m in self.markers] == [c["number"] for c in exp]:
            for m, c in zip(self.markers, exp):
                m["expect"] = c
        else:
            pools: dict[int, list] = {}
            for c in exp:
                pools.setdefault(c["number"], []).append(c)
            for m in self.markers:
                pool = pools.get(m["number"])
                m["expect"] = pool.pop(0) if pool else None
        self.calls = 0
        self.items = 0
        self.unmapped: list[str] = []

    def _verdict_for(self, claim: str, source_id: str) -> tuple[str, str]:
        idx = int(source_id[1:]) if re.fullmatch(r"S\d+", source_id or "") else 0
        cands = [m for m in self.markers if m.get("expect") and source_fits(m, idx, self.case.sources)]
        if not cands:
            cands = [m for m in self.markers if m.get("expect")]
        scored = sorted(((coverage(claim, m["text"]), i, m) for i, m in enumerate(cands)), key=lambda x: (-x[0], x[1]))
        if not scored or scored[0][0] < 0.5:
            return "partial", "unmapped"
        best = scored[0]
        close = [m for s, _, m in scored if best[0] - s <= 0.05]
        statuses = {m["expect"]["status"] for m in close}
        if len(statuses) > 1:
            return "partial", "ambiguous"
        status = best[2]["expect"]["status"]
        return ("true" if status == "accurate" else "false"), f"#{best[2]['number']}"

    def complete_json(self, *, system: str, user: str, schema: dict, name: str) -> str:
        self.calls += 1
        data = json.loads(user)
        verdicts = []
        for item in data.get("items", []):
            self.items += 1
            supported, how = self._verdict_for(item.get("claim", ""), item.get("source", ""))
            if how in ("unmapped", "ambiguous"):
                self.unmapped.append(f"{item.get('id')} ({how}): {item.get('claim', '')[:60]}")
            verdicts.append({"id": item["id"], "supported": supported, "confidence": 0.95, "evidence": "",
                             "explanation": f"oracle ({how})"})
        return json.dumps({"verdicts": verdicts}, ensure_ascii=False)


# --------------------------------------------------------------------------- scoring
def pair_citations(expected: list[dict], got: list[dict]) -> list[tuple[dict | None, dict | None]]:
    """Expected and reported citations paired by number and occurrence among equal numbers."""
    seen: Counter = Counter()
    keyed_got: dict[tuple[int, int], dict] = {}
    for g in got:
        keyed_got[(g["number"], seen[g["number"]])] = g
        seen[g["number"]] += 1
    seen = Counter()
    pairs = []
    for e in expected:
        key = (e["number"], seen[e["number"]])
        seen[e["number"]] += 1
        pairs.append((e, keyed_got.pop(key, None)))
    pairs += [(None, g) for g in keyed_got.values()]
    return pairs


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[max(0, min(len(values) - 1, int(round(q * len(values))) - 1))] if values else 0.0


def evaluate(cases: list[dict], results: list[dict]) -> dict:
    cit_total = status_ok = action_ok = both_ok = 0
    confusion: Counter = Counter()
    answer_ok = 0
    answer_conf: Counter = Counter()
    by_kind: dict[str, list[int]] = {}
    disagreements = []
    for raw, res in zip(cases, results):
        exp = raw["expect"]
        kind = exp.get("kind", "?").split(":")[0]
        ok = res["status"] == exp["status"]
        answer_ok += ok
        answer_conf[(exp["status"], res["status"])] += 1
        by_kind.setdefault(kind, [0, 0])
        by_kind[kind][0] += ok
        by_kind[kind][1] += 1
        if not ok:
            disagreements.append((raw["id"], "answer", f"status {exp['status']}", f"status {res['status']}",
                                  "; ".join(res.get("issues", [])[:2]), exp.get("note", "")))
        if exp["status"] == "insufficient":
            continue  # the contract reports no citations for an insufficient context
        occurrence: Counter = Counter()
        for e, g in pair_citations(exp.get("citations", []), res.get("citations", [])):
            if e is None:
                disagreements.append((raw["id"], f"#{g['number']}", "(no citation expected)",
                                      f"{g['status']}/{g['action']}", g.get("explanation", ""), ""))
                continue
            occurrence[e["number"]] += 1
            label = f"#{e['number']}" + (f"({occurrence[e['number']]})" if sum(
                1 for c in exp["citations"] if c["number"] == e["number"]) > 1 else "")
            cit_total += 1
            gs = g["status"] if g else "missing"
            ga = g["action"] if g else "missing"
            confusion[(e["status"], gs)] += 1
            s_ok, a_ok = gs == e["status"], ga == e["action"]
            status_ok += s_ok
            action_ok += a_ok
            both_ok += s_ok and a_ok
            if not (s_ok and a_ok):
                how = f"[{g['method']} {g['confidence']}] {g['explanation']}" if g else ""
                if g and g.get("action") == "reattributed":
                    m = re.search(r"Re-attributed to source (\d+)", g.get("explanation", ""))
                    how = (f"(→ source {m.group(1)}) " if m else "") + how
                disagreements.append((raw["id"], label, f"{e['status']}/{e['action']}", f"{gs}/{ga}", how,
                                      exp.get("note", "")))
    return dict(cit_total=cit_total, status_ok=status_ok, action_ok=action_ok, both_ok=both_ok, confusion=confusion,
                answer_ok=answer_ok, answers=len(cases), answer_conf=answer_conf, by_kind=by_kind,
                disagreements=disagreements)


def share(n: int, d: int) -> str:
    return f"{n}/{d} ({100.0 * n / d:.1f}%)" if d else f"{n}/0"


def report(title: str, ev: dict) -> None:
    print(f"\n== {title}")
    print(f"  citation status agreement:  {share(ev['status_ok'], ev['cit_total'])}")
    print(f"  citation action agreement:  {share(ev['action_ok'], ev['cit_total'])}")
    print(f"  status and action agree:    {share(ev['both_ok'], ev['cit_total'])}")
    print("  confusion (rows expected, columns got):")
    print("    " + " " * 12 + "".join(f"{g:>12}" for g in GOT_STATUSES))
    for e in EXPECTED_STATUSES:
        print("    " + f"{e:<12}" + "".join(f"{ev['confusion'][(e, g)]:>12}" for g in GOT_STATUSES))
    print(f"  answer status agreement:    {share(ev['answer_ok'], ev['answers'])}")
    print("    by kind: " + ", ".join(f"{k} {share(a, n)}" for k, (a, n) in sorted(ev["by_kind"].items())))
    off = sorted(((e, g), n) for (e, g), n in ev["answer_conf"].items() if e != g)
    if off:
        print("    answer status mix-ups (expected→got): " + ", ".join(f"{e}→{g} ×{n}" for (e, g), n in off))


def print_disagreements(title: str, ev: dict, width: int = 150) -> None:
    print(f"\n-- disagreements, {title}: {len(ev['disagreements'])}")
    for cid, cit, exp, got, why, note in ev["disagreements"]:
        line = f"  {cid} {cit}: expected {exp}, got {got}"
        print(line)
        if why:
            print(f"      engine: {why[:width]}")
        if note:
            print(f"      case note: {note[:width]}")


# --------------------------------------------------------------------------- main
def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES)
    ap.add_argument("--verbose", action="store_true", help="per-case results and corrected answers")
    args = ap.parse_args()

    raws = [json.loads(line) for line in args.cases.read_text(encoding="utf-8").splitlines() if line.strip()]
    cases = [engine.case_from_dict(r) for r in raws]
    thresholds = engine.Thresholds()

    # Warm-up (loads the morphological analyser) so that it is not inside the first timing.
    engine.verify_answer("휴학은 통산 2년을 넘을 수 없습니다[†1].", [engine.Source(text="통산하여 2년을 초과할 수 없다.")])

    def run(case: engine.Case, judge) -> dict:
        # The engine is under active development: a crash on one case is reported, not fatal.
        try:
            r = engine.verify_answer(case.answer, case.sources, question=case.question, thresholds=thresholds,
                                     judge=judge)
            return engine.result_to_dict(r, case.id)
        except Exception as exc:
            return {"id": case.id, "status": f"error ({type(exc).__name__}: {exc})"[:120], "citations": [],
                    "issues": [], "llm_calls": getattr(judge, "calls", 0), "elapsed_ms": 0.0, "corrected_answer": ""}

    res_a, res_b, judges = [], [], []
    for case in cases:
        res_a.append(run(case, None))
    for raw, case in zip(raws, cases):
        judge = OracleJudge(case, raw["expect"])
        res_b.append(run(case, judge))
        judges.append(judge)

    ev_a, ev_b = evaluate(raws, res_a), evaluate(raws, res_b)
    kinds = Counter(r["expect"].get("kind", "?").split(":")[0] for r in raws)
    n_cit = sum(len(r["expect"].get("citations", [])) for r in raws)
    print(f"Verification benchmark: {len(raws)} cases ({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))}), "
          f"{n_cit} expected citations; threshold {thresholds.confidence}")

    report("(a) LLM off (judge=None)", ev_a)
    report("(b) oracle judge (verdicts from expect)", ev_b)

    calls = [r["llm_calls"] for r in res_b]
    judged = sum(1 for c in calls if c)
    items = sum(j.items for j in judges)
    unmapped = [(raw["id"], u) for raw, j in zip(raws, judges) for u in j.unmapped]
    uncertain_a = sum(1 for r in res_a for c in r["citations"] if c["status"] == "uncertain")
    mean_calls = sum(calls) / len(calls) if calls else 0.0
    print("\n== LLM use in (b)")
    print(f"  answers that needed the judge: {share(judged, len(calls))}; judge calls {sum(calls)}, "
          f"items sent {items} (uncertain citations in (a): {uncertain_a})")
    print(f"  LLM calls per answer including generation: 1 + {mean_calls:.3f} = {1 + mean_calls:.3f} (goal <= 1.3)")
    per_kind: dict[str, list[int]] = {}
    for raw, r in zip(raws, res_b):
        k = per_kind.setdefault(raw["expect"].get("kind", "?").split(":")[0], [0, 0])
        k[0] += bool(r["llm_calls"])
        k[1] += 1
    print("    answers judged, by kind: " + ", ".join(f"{k} {share(a, n)}" for k, (a, n) in sorted(per_kind.items())))
    if unmapped:
        print(f"  judge items the oracle could not map (answered 'partial'): {len(unmapped)}")
        for cid, u in unmapped:
            print(f"    {cid}: {u}")

    times = [r["elapsed_ms"] for r in res_a if r["status"] != "insufficient"]
    all_times = [r["elapsed_ms"] for r in res_a]
    print("\n== Speed of (a) (elapsed_ms as reported by the engine, sources not prepared in advance)")
    print(f"  all answers:           p50 {pct(all_times, 0.5):.1f} ms, p95 {pct(all_times, 0.95):.1f} ms, "
          f"max {max(all_times):.1f} ms")
    print(f"  verified (not insufficient): p50 {pct(times, 0.5):.1f} ms, p95 {pct(times, 0.95):.1f} ms")

    print_disagreements("(a) LLM off", ev_a)
    print_disagreements("(b) oracle judge", ev_b)

    if args.verbose:
        print("\n== Per case")
        for raw, ra, rb in zip(raws, res_a, res_b):
            exp = raw["expect"]
            print(f"\n[{raw['id']}] ({exp.get('kind')}) expected {exp['status']}; (a) {ra['status']} "
                  f"{ra['elapsed_ms']} ms; (b) {rb['status']}, {rb['llm_calls']} judge call(s)")
            print(f"  Q: {raw['question']}")
            print(f"  A: {raw['answer']}")
            for tag, res in (("a", ra), ("b", rb)):
                for c in res["citations"]:
                    print(f"  ({tag}) #{c['number']} {c['form']} → {c['status']}/{c['action']} [{c['method']} "
                          f"{c['confidence']}] {c['explanation'][:120]}")
                print(f"  ({tag}) corrected: {res['corrected_answer']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
