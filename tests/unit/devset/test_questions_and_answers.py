"""The question set and the hand-written answers are well formed and stay on their side of the split."""
from __future__ import annotations

import contextlib
import json
import re
import unicodedata
from pathlib import Path

import pytest

from devset.lib.documents import ROOT, document_text, find_passage, load_documents, passages
from devset.lib.values import extract, states

SPLITS = ("calibration", "test", "holdout")


def questions(split: str) -> list[dict]:
    path = ROOT / "devset" / "questions" / f"{split}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def answers(split: str) -> list[dict]:
    path = ROOT / "devset" / "answers" / f"{split}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def squash(text: str) -> str:
    return re.sub(r"[\s·.,()|]+", "", unicodedata.normalize("NFKC", text).lower())


def test_sizes_the_issue_asks_for():
    test_q, cal_q = questions("test"), questions("calibration")
    assert len(test_q) >= 80 and sum(not q["answerable"] for q in test_q) >= 20
    assert len(cal_q) >= 50
    assert len(answers("test")) >= 35 and len(answers("test")) + len(answers("calibration")) >= 70
    for split in SPLITS:
        for a in answers(split):
            assert len(a["expect"]["citations"]) >= 2, a["id"]


@pytest.mark.parametrize("split", SPLITS)
def test_every_answerable_question_is_answered_by_its_document(split):
    docs = {Path(d.file).name: d for d in load_documents()}
    keys = {d.key: d for d in load_documents()}
    ids = set()
    for q in questions(split):
        assert q["id"] not in ids and q["split"] == split and q["lang"] in ("ko", "en")
        ids.add(q["id"])
        if not q["answerable"]:
            assert q["missing"] and keys[q["near"]].split == split
            continue
        files = q["doc"] if isinstance(q["doc"], list) else [q["doc"]]
        wheres = q["where"] if isinstance(q["where"], list) else [q["where"]]
        targets = [docs[f] for f in files]
        assert all(d.split == split for d in targets), q["id"]
        text = " ".join(document_text(d) for d in targets)
        for fact in q["expected"]:
            values = extract(fact)
            assert squash(fact) in squash(text) or (values and all(states(text, v) for v in values)), (q["id"], fact)
        found = []
        for w in wheres:
            for d in targets:
                with contextlib.suppress(KeyError):
                    found.append(find_passage(passages(d), w))
        assert found, (q["id"], wheres)


@pytest.mark.parametrize("split", SPLITS)
def test_hand_written_answers_use_their_split_only(split):
    keys = {d.key: d for d in load_documents()}
    for a in answers(split):
        assert keys[a["expect"]["doc"]].split == split
        assert all(keys[s["id"].split("#")[0]].split == split for s in a["sources"]), a["id"]
        for c in a["expect"]["citations"]:
            assert c["split"] == split and c["status"] in ("accurate", "inaccurate")
            assert (c["status"] == "accurate") == (c["action"] == "kept")
