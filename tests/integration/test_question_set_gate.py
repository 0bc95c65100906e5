"""Quality gate: the question set's test part, end to end (real Weaviate, extractive answers, no model).

The test documents are ingested, every test question goes through ``question_submit``/``question_answer``,
and the outcome is scored by ``benchmarks/bench_questions.py``'s own ``evaluate`` (one definition of
"refused" and "fact present and cited"). The floors below are issue 12's goals where the branch meets them,
otherwise the level it reached, rounded safely down (up for refusals), with the goal it does not meet named.
Only totals are reported: whoever tunes the rules may not look at test failures (``devset/README.md``).
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db

# Floors on the test part (781 questions since the holdouts of rounds two, three/four, five, seven, eight, nine, ten,
# eleven, twelve and thirteen and hanseong-shift's questions moved in: unanswerable 257, answerable 524), from the
# measurement at the end of round fourteen (`python benchmarks/bench_questions.py --split test`: 170/257 refused,
# 161/524 refused, 317/524 facts; round thirteen's code on the same questions: 167/257, 163/524, 314/524). None of
# issue 12's goals is met yet, so each floor is the level reached, rounded safely:
MIN_UNANSWERABLE_REFUSED = 0.655  # 170/257 = 66.1 %; goal >= 90 % NOT met
MAX_ANSWERABLE_REFUSED = 0.315  # 161/524 = 30.7 %; goal <= 5 % NOT met
MIN_FACTS_ANSWERED = 0.60  # 317/524 = 60.5 %; goal >= 85 % NOT met


def _bench():
    spec = importlib.util.spec_from_file_location("bench_questions", ROOT / "benchmarks" / "bench_questions.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def test_documents(chunk_store, db):
    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.sources import source_register_path

    for path in _bench().split_files("test"):
        source_ingest(source_id=source_register_path(path=path)[0].pk)
    assert not Source.objects.exclude(status__in=Source.SEARCHABLE).exists(), "a test document failed to ingest"
    return chunk_store


def test_the_question_sets_test_part_meets_the_floors(test_documents, settings):
    from answering.models import Question
    from answering.services import question_answer, question_submit
    from verification.models import VerifiedAnswer

    settings.OPENAI_API_KEY = ""  # the embedded default: extractive answers, no judge
    bench = _bench()
    questions = bench.load_questions("test")
    results = []
    for q in questions:
        answer = question_answer(question=question_submit(text=q["question"], origin=Question.Origin.CLI))
        results.append(bench.evaluate(q, answer, VerifiedAnswer.objects.get(pk=answer.answer_id)))
    answerable = [r for q, r in zip(questions, results) if q["answerable"]]
    unanswerable = [r for q, r in zip(questions, results) if not q["answerable"]]

    refused_unanswerable = sum(r["refused"] for r in unanswerable) / len(unanswerable)
    refused_answerable = sum(r["refused"] for r in answerable) / len(answerable)
    facts = sum(r["all_facts"] for r in answerable) / len(answerable)
    totals = (f"unanswerable refused {refused_unanswerable:.1%}, answerable refused {refused_answerable:.1%}, "
              f"facts answered {facts:.1%}")
    assert refused_unanswerable >= MIN_UNANSWERABLE_REFUSED, totals
    assert refused_answerable <= MAX_ANSWERABLE_REFUSED, totals
    assert facts >= MIN_FACTS_ANSWERED, totals
