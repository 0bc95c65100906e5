"""The committed development set is what the generator makes, and every generated label holds by construction.

These checks use the generator's own reading of values (``devset.lib.values``), never the engine: a swapped value
must be stated by none of the given sources, a "removed" wrong-source citation must not have its true passage among
the sources, a faithful claim's values must be stated by the passage it cites, and nothing crosses the split.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from devset import generate
from devset.lib.cases import DocumentCases
from devset.lib.documents import ROOT, load_documents
from devset.lib.facts import FactFileError, load_all, parse
from devset.lib.values import extract, states
from devset.lib.written import marker_numbers

SPLITS = ("calibration", "test")


@pytest.fixture(scope="module")
def fresh():
    """One in-memory run of the generator (it takes a few seconds)."""
    return generate.generated_cases()[0], generate.written_cases()


def committed(kind: str, split: str) -> list[dict]:
    path = ROOT / "devset" / kind / f"{split}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("split", SPLITS)
def test_committed_files_are_regenerated_byte_for_byte(fresh, split):
    generated, written = fresh
    assert (ROOT / "devset/generated" / f"{split}.jsonl").read_text(encoding="utf-8") == generate.dump(generated[split])
    assert (ROOT / "devset/answers" / f"{split}.jsonl").read_text(encoding="utf-8") == generate.dump(written[split])


def test_holdout_answers_are_regenerated_byte_for_byte(fresh):
    _generated, written = fresh
    assert (ROOT / "devset/answers/holdout.jsonl").read_text(encoding="utf-8") == generate.dump(written["holdout"])


@pytest.mark.parametrize("split", SPLITS)
def test_a_document_added_later_is_never_a_foreign_source_of_an_earlier_one(fresh, split):
    # Adding documents in a later round must leave the earlier documents' cases (and the figures measured on
    # them) unchanged, so their answers may not borrow a passage of a newer document.
    added = generate.added_rounds()
    generated, _written = fresh
    for case in generated[split]:
        doc = case["expect"]["doc"]
        assert all(added[s["id"].split("#")[0]] <= added[doc] for s in case["sources"]), case["id"]


def test_added_rounds_reads_the_round_a_document_was_added_in():
    added = generate.added_rounds()
    assert added["tuition"] == 0 and set(added) == {d.key for d in load_documents()}
    assert any(r > 0 for r in added.values())


def test_a_document_gives_the_same_cases_whatever_else_changes():
    doc = next(d for d in load_documents() if d.key == "tuition")
    ff = load_all()[doc.key]
    first = [(i.type, i.claim) for f in ff.facts for i in DocumentCases(doc, ff, 12).wrong_items(f)]
    again = [(i.type, i.claim) for f in ff.facts for i in DocumentCases(doc, ff, 12).wrong_items(f)]
    other = [(i.type, i.claim) for f in ff.facts for i in DocumentCases(doc, ff, 13).wrong_items(f)]
    assert first == again and first != other


def test_split_was_made_per_document_with_every_kind_and_language_on_both_sides():
    docs = load_documents()
    assert all((ROOT / d.file).exists() and (ROOT / d.text_file).exists() for d in docs)
    assert all(d.split == "calibration" for d in docs if d.file.startswith("samples/"))
    assert {d.split for d in docs} == {*SPLITS, "holdout"}
    for split in SPLITS:
        side = [d for d in docs if d.split == split]
        # every kind on both sides; the test part also holds the kinds of earlier holdout parts moved into it
        assert {d.kind for d in side} >= {"regulation", "manual", "insurance", "report", "faq", "admissions", "policy"}
        assert {d.lang for d in side} == {"ko", "en"}
    new = [d for d in docs if not d.file.startswith("samples/")]
    assert len(new) >= 14 and sum(d.lang == "ko" for d in new) >= 8


@pytest.fixture(scope="module")
def true_passage():
    """Fact id → the text of the passage that states it (and of the passages marked as stating it too)."""
    out = {}
    facts = load_all()
    for doc in load_documents():
        if doc.key not in facts:  # the holdout part has hand-written answers only
            continue
        dc = DocumentCases(doc, facts[doc.key], 12)
        for f in facts[doc.key].facts:
            out[f.id] = [dc.cited[f.id].text] + [p.text for p in dc.also[f.id]]
    return out


@pytest.mark.parametrize("split", SPLITS)
def test_every_generated_label_holds(split, true_passage):
    docs = {d.key: d for d in load_documents()}
    facts = {f.id: f for ff in load_all().values() for f in ff.facts}
    types = Counter()
    for case in committed("generated", split):
        exp = case["expect"]
        assert exp["split"] == split and docs[exp["doc"]].split == split
        assert all(docs[s["id"].split("#")[0]].split == split for s in case["sources"]), "a source crosses the split"
        assert 3 <= len(case["sources"]) <= 5
        numbers = marker_numbers(case["answer"])
        assert numbers == [c["number"] for c in exp["citations"]]
        assert 2 <= len(numbers) <= 4 and any(c["status"] == "inaccurate" for c in exp["citations"])
        texts = [s["text"] for s in case["sources"]]
        for c in exp["citations"]:
            types[c["type"]] += 1
            cited = texts[c["number"] - 1]
            fact = facts[c["fact"]]
            if c["type"] in ("faithful", "paraphrase"):
                assert (c["status"], c["action"]) == ("accurate", "kept")
                assert cited in true_passage[fact.id]
            elif c["type"].startswith("value_") and c["type"] not in ("value_name", "value_code"):
                new_text = c["note"].split(" → ", 1)[1]
                new_value = list(extract(new_text))[0]
                assert not any(states(t, new_value) for t in texts), f"{case['id']}: {new_text} is stated"
            elif c["type"] == "wrong_source":
                assert cited not in true_passage[fact.id]
                if c["action"] == "removed":
                    assert not set(texts) & set(true_passage[fact.id]), f"{case['id']}: the true passage is given"
                else:
                    assert c["action"] == "reattributed" and true_passage[fact.id][0] in texts
            else:
                assert cited in true_passage[fact.id], f"{case['id']}: a {c['type']} cites another passage"
    assert types["faithful"] + types["paraphrase"] > 1500
    assert sum(n for t, n in types.items() if t not in ("faithful", "paraphrase")) > 1500


def test_faithful_values_are_stated_by_their_passage():
    """The generator refuses a fact whose claim states a value its passage does not (an authoring check)."""
    facts = load_all()
    for doc in load_documents():
        if doc.key in facts:
            DocumentCases(doc, facts[doc.key], 12)  # raises FactError on any such fact


def test_fact_file_errors_are_reported(tmp_path: Path):
    bad = tmp_path / "x.txt"
    bad.write_text("doc: tuition\n[제4조]\n+ 등록금은 14일 전까지 냅니다.\nswap: 등록금 | 수업료\n", encoding="utf-8")
    with pytest.raises(FactFileError, match="not both in the claim"):
        parse(bad)
    bad.write_text("doc: tuition\n[제4조]\n+ 등록금은 14일 전까지 냅니다.\nskip: typo\n", encoding="utf-8")
    with pytest.raises(FactFileError, match="unknown perturbation"):
        parse(bad)
