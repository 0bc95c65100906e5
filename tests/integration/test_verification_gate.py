"""Quality gate: the verification engine on the development set's test part (LLM off).

The generated cases of ``devset/generated/test.jsonl`` (documents held out before any tuning, wrong citations of
every type and faithful paraphrases), the hand-written test answers and KorNLI half B run through
``verify_answer`` and are scored by the benchmarks' own code (``bench_devset.score``, ``bench_engine.evaluate``:
one definition of "caught", "passed as accurate" and "removed"). A rule change that stops generalising fails here.

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

# Generated test cases: 1,834 wrong citations, 2,662 good ones (round ten added hanseong-shift's facts, written as
# calibration data and moved to test before use). Measured at the end of round fourteen of issue 12
# (`python benchmarks/bench_devset.py --split test`): caught 85.4 % (1,566), passed as accurate 0.55 % (10), good
# removed 2.3 % (62); round thirteen's code on the same cases: 85.2 % (1,563), 0.55 % (10), 2.3 % (62).
MIN_WRONG_CAUGHT = 0.85  # goal >= 85 % met (1,559 needed)
MAX_WRONG_PASSED_ACCURATE = 0.01  # goal <= 1 % met
MAX_GOOD_REMOVED = 0.024  # 2.3 %; goal <= 1 % NOT met
# Hand-written test answers, the way a model writes them: 601 answers, 770 wrong and 1,843 good citations (33 and 121
# written with the test part; the holdout parts of round two, 24 and 43, of rounds three and four, 39 and 101, of
# round five, 73 and 160, of round seven, 75 and 147, of round eight, 71 and 151, of round nine, 72 and 171, of round
# ten, 80 and 194, of round eleven, 86 and 201, of round twelve, 95 and 251, and of round thirteen, 107 and 279, moved
# to test in rounds three, five, seven to fourteen; 15 and 24 over hanseong-shift). Measured at the end of round
# fourteen: caught 388/770, passed as accurate 28/770, good removed 80/1,843; round thirteen's code on the same
# answers: 380/770, 29/770, 80/1,843. An answer whose question's subject words no passage mentions is checked
# citation by citation (and is never "verified"); only answers whose question asks for a code, article or name no
# passage holds are refused. The current holdout part is not a gate: it is measured by hand once per round
# (devset/README.md).
HAND_MIN_WRONG_CAUGHT = 0.50  # 50.4 %; goal >= 85 % NOT met
HAND_MAX_WRONG_PASSED_ACCURATE = 0.037  # 3.6 %; goal <= 1 % NOT met
HAND_MAX_GOOD_REMOVED = 0.044  # 4.3 %; goal <= 1 % NOT met
# KorNLI half B (never tuned on): measured at the end of rounds seven to fourteen entailed called inaccurate 3.1 % (13/415),
# precision of "accurate" 92.7 % (51/55) (91.5 % in rounds four to six).
KORNLI_MAX_ENTAILED_INACCURATE = 0.035  # goal <= 2 % NOT met
KORNLI_MIN_ACCURATE_PRECISION = 0.92  # goal >= 95 % NOT met
KORNLI = ROOT.parent / "shared" / "data" / "kornli" / "xnli.dev.ko.tsv"


def _bench(name: str = "bench_devset"):
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _totals(bench, which: str, *, ask: bool, splits: tuple[str, ...] = ("test",)) -> tuple[dict, dict]:
    raws = [raw for split in splits for raw in bench.load(split, which)]
    assert raws, f"no {which} {'/'.join(splits)} cases under devset/"
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


def test_hand_written_answers_hold_the_floors(bench):
    wrong, good = _totals(bench, "hand-written", ask=True)
    caught, passed, removed = _share(wrong, "caught"), _share(wrong, "accurate"), _share(good, "removed", "moved")
    print(f"devset test, hand-written: caught {caught:.1%}, passed as accurate {passed:.1%}, "
          f"good removed {removed:.1%}")
    assert caught >= HAND_MIN_WRONG_CAUGHT
    assert passed <= HAND_MAX_WRONG_PASSED_ACCURATE
    assert removed <= HAND_MAX_GOOD_REMOVED


def test_kornli_half_b_holds_the_floors():
    assert KORNLI.exists(), f"KorNLI data not found at {KORNLI} (../shared beside the project)"
    engine_bench = _bench("bench_engine")
    counts = engine_bench.evaluate(engine_bench.load(KORNLI))

    def n(label=None, status=None):
        return sum(v for (half, lab, st), v in counts.items()
                   if half == "B" and label in (None, lab) and status in (None, st))

    entailed_inaccurate = n("entailment", "inaccurate") / n("entailment")
    precision = n("entailment", "accurate") / max(1, n(status="accurate"))
    print(f"KorNLI half B: entailed called inaccurate {entailed_inaccurate:.1%}, precision of accurate {precision:.1%}")
    assert entailed_inaccurate <= KORNLI_MAX_ENTAILED_INACCURATE
    assert precision >= KORNLI_MIN_ACCURATE_PRECISION
