#!/usr/bin/env python3
"""Generate the development set's labelled cases (deterministic; pure Python; independent of the engine).

    python devset/generate.py            # writes devset/generated/{calibration,test}.jsonl
                                         #    and devset/answers/{calibration,test}.jsonl
    python devset/generate.py --check    # exit 1 if the committed files differ from a fresh run
    python devset/generate.py --stats    # counts per split and type, without writing

Inputs: ``split.json`` (documents and their part), ``facts/*.txt`` (faithful claims, paraphrases and
per-document unsupported clauses; format in ``lib/facts.py``) and ``answers/written/*.txt`` (hand-written
answers; format in ``lib/written.py``). The output lines are contract cases (shared/contracts/verify.md) with an
``expect`` field: one entry per marker occurrence with number, status, action, type and split.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from devset.lib import documents as documents_mod  # noqa: E402
from devset.lib.assemble import Assembler  # noqa: E402
from devset.lib.cases import DocumentCases  # noqa: E402
from devset.lib.facts import load_all  # noqa: E402
from devset.lib.written import WRITTEN_DIR, parse_file, resolve  # noqa: E402

SEED = 12
SPLITS = ("calibration", "test", "holdout")
GENERATED = ROOT / "devset" / "generated"
ANSWERS = ROOT / "devset" / "answers"


@cache
def _passages(key: str):
    doc = next(d for d in documents_mod.load_documents() if d.key == key)
    return tuple(documents_mod.passages(doc))


def passages_of(doc) -> list:
    return list(_passages(doc.key))


def added_rounds() -> dict[str, int]:
    """Document key → the round that added it (``"added": "round 9"`` in split.json; 0 when not given)."""
    rows = json.loads(documents_mod.SPLIT_FILE.read_text(encoding="utf-8"))["documents"]
    return {r["key"]: int(re.sub(r"\D", "", r.get("added", "")) or 0) for r in rows}


def generated_cases(seed: int = SEED) -> tuple[dict[str, list[dict]], dict]:
    docs = documents_mod.load_documents()
    facts = load_all()
    unknown = set(facts) - {d.key for d in docs}
    if unknown:
        raise SystemExit(f"fact files for unknown documents: {sorted(unknown)}")
    out: dict[str, list[dict]] = {s: [] for s in SPLITS}
    info = {"facts": Counter(), "dropped": Counter(), "missing": [d.key for d in docs if d.key not in facts]}
    added = added_rounds()
    for doc in docs:
        ff = facts.get(doc.key)
        if ff is None:
            continue
        dc = DocumentCases(doc, ff, seed)
        # Passages of other documents with a fact file only: a holdout part moved to test (no fact file) then
        # leaves the generated cases byte-identical, so figures and floors measured on them stay comparable.
        # For the same reason a document added in a later round ("added" in split.json) is never a foreign
        # passage of an earlier document: adding documents leaves the earlier documents' cases unchanged.
        others = [p for d in docs if d.split == doc.split and d.key != doc.key and d.key in facts
                  and added[d.key] <= added[doc.key] for p in passages_of(d) if len(p.text) > 80]
        assembler = Assembler(dc, others, doc.split)
        wrong = [item for fact in ff.facts for item in dc.wrong_items(fact)]
        out[doc.split] += assembler.cases(wrong)
        info["facts"][doc.key] = len(ff.facts)
        info["dropped"] += assembler.dropped
    return out, info


def written_cases() -> dict[str, list[dict]]:
    docs = {d.key: d for d in documents_mod.load_documents()}
    out: dict[str, list[dict]] = {s: [] for s in SPLITS}
    seen: set[str] = set()
    for path in sorted(WRITTEN_DIR.glob("*.txt")):
        for block in parse_file(path):
            if block["id"] in seen:
                raise SystemExit(f"{path.name}: duplicate answer id {block['id']}")
            seen.add(block["id"])
            case = resolve(block, docs, passages_of)
            out[case["expect"]["split"]].append(case)
    return out


def dump(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def stats(generated: dict[str, list[dict]], written: dict[str, list[dict]], info: dict) -> None:
    print(f"facts: {sum(info['facts'].values())} over {len(info['facts'])} documents "
          f"({', '.join(f'{k} {v}' for k, v in info['facts'].items())})")
    if info["missing"]:
        print(f"documents without a fact file: {', '.join(info['missing'])}")
    for name, sets in (("generated", generated), ("hand-written", written)):
        for split in SPLITS:
            cases = sets[split]
            types = Counter(c["type"] for case in cases for c in case["expect"]["citations"])
            total = sum(types.values())
            print(f"{name} {split}: {len(cases)} answers, {total} citations: "
                  + ", ".join(f"{t} {n}" for t, n in sorted(types.items())))
    if info["dropped"]:
        print("dropped while checking: " + ", ".join(f"{k} {v}" for k, v in info["dropped"].items()))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    ap.add_argument("--stats", action="store_true", help="print counts only")
    ap.add_argument("--seed", type=int, default=SEED)
    args = ap.parse_args()
    generated, info = generated_cases(args.seed)
    written = written_cases()
    stats(generated, written, info)
    if args.stats:
        return 0
    # The holdout part has hand-written answers only (no fact files), so no generated cases.
    outputs = {GENERATED / f"{s}.jsonl": dump(generated[s]) for s in SPLITS if s != "holdout"}
    outputs |= {ANSWERS / f"{s}.jsonl": dump(written[s]) for s in SPLITS}
    if args.check:
        stale = [p for p, text in outputs.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
        for p in stale:
            print(f"out of date: {p.relative_to(ROOT)}", file=sys.stderr)
        return 1 if stale else 0
    for path, text in outputs.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
