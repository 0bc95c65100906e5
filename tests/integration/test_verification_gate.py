"""Quality gate: the verification engine on the development set's test part (LLM off).

The generated cases of ``devset/generated/test.jsonl`` (documents held out before any tuning, wrong citations of
every type and faithful paraphrases) and the hand-written test answers run through ``verify_answer`` and are
scored by ``benchmarks/bench_devset.py``'s own ``score`` (one definition of "caught", "passed as accurate" and
"removed"). A rule change that stops generalising fails here.

The floors are issue 12's goals where the engine meets them, otherwise the level the merged engine reached in
its one measurement (``python benchmarks/bench_devset.py --split test``), rounded safely, with the goal it
does not meet named. Only totals are asserted and reported: whoever tunes the rules may not look at test
failures (``devset/README.md``). Pure Python: no services.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Generated test cases: 1,639 wrong citations, 2,370 good ones. Measured: caught 65.2 %, passed as accurate
# 1.5 %, good removed 2.7 %.
MIN_WRONG_CAUGHT = 0.63  # goal >= 85 % NOT met
MAX_WRONG_PASSED_ACCURATE = 0.02  # goal <= 1 % NOT met
MAX_GOOD_REMOVED = 0.03  # goal <= 1 % NOT met


def _bench():
    spec = importlib.util.spec_from_file_location("bench_devset", ROOT / "benchmarks" / "bench_devset.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _totals(bench, which: str, *, ask: bool) -> tuple[dict, dict]:
    raws = bench.load("test", which)
    assert raws, f"no {which} test cases under devset/"
    scored = bench.score(raws, [bench.run(raw, None, ask=ask) for raw in raws])
    wrong, good = {}, {}
    for kind, outcomes in scored["by_type"].items():
        into = good if kind in bench.GOOD_TYPES else wrong
        for outcome, n in outcomes.items():
            into[outcome] = into.get(outcome, 0) + n
    return wrong, good


def _share(counts: dict, *outcomes: str) -> float:
    return sum(counts.get(o, 0) for o in outcomes) / max(1, sum(counts.values()))


@pytest.fixture(scope="module")
def bench():
    return _bench()


def test_generated_test_cases_hold_the_floors(bench):
    wrong, good = _totals(bench, "generated", ask=False)
    caught, passed, removed = _share(wrong, "caught"), _share(wrong, "accurate"), _share(good, "removed", "moved")
    print(f"devset test, generated: caught {caught:.1%}, passed as accurate {passed:.1%}, good removed {removed:.1%}")
    assert caught >= MIN_WRONG_CAUGHT
    assert passed <= MAX_WRONG_PASSED_ACCURATE
    assert removed <= MAX_GOOD_REMOVED
