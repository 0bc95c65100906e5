"""Hand-written answers (``devset/answers/written/*.txt``) resolved into contract cases.

The files name passages instead of copying them, so an answer's sources are always the document's own text::

    === serim-ans-01
    doc: serim-scholarship
    q: 성적장학금 받으려면 평점 몇 넘어야 돼?
    sources: 제5조 | 제4조 | hangyeol-grad:6. 등록금과 장학
    answer:
    성적우수장학금 '우수' 등급은 평점평균 3.5 이상이어야 받을 수 있습니다[†1]. …
    expect: 1 accurate kept faithful
    expect: 2 inaccurate removed value_number | 제4조 says 12학점, not 15학점
    status: partial
    note: free text for the reader

``sources`` are passage ids of ``doc`` (or ``<other doc>:<id>`` for a passage of another document of the same
split), in the order shown to the model. One ``expect`` line per marker occurrence, in order:
``number status action type [| note]``. The numbers are checked against the markers of the answer.
"""
from __future__ import annotations

import re
from pathlib import Path

from .assemble import _source_dict
from .documents import Document, Passage, find_passage

WRITTEN_DIR = Path(__file__).resolve().parents[1] / "answers" / "written"

_MARKER = re.compile(
    r"(?P<num>\[\s*†?\s*\d{1,3}(?:\s*,\s*†?\s*\d{1,3})*\s*\])"
    r"|(?P<cite><cite\b[^>]*>.*?</cite\s*>)"
    r"|(?P<reg>[「『][^」』\n]{1,80}[」』]\s*(?:의\s*)?제\s*\d+\s*조(?:\s*의\s*\d+)?"
    r"(?:\s*제\s*\d+\s*항|\s*[①-⑳])?(?:\s*제\s*\d+\s*호)?)"
    r"|(?P<ref>\[(?:참조|출처|참고|근거|source|ref|reference|see)\s*[:：][^\]\n]+\])",
    re.IGNORECASE | re.DOTALL,
)
STATUSES = {"accurate", "inaccurate"}
ACTIONS = {"kept", "removed", "reattributed", "generalized"}


class WrittenError(ValueError):
    pass


def marker_numbers(answer: str) -> list[int]:
    """Contract numbering of the answer's markers: [†N]/[N] → N, other forms → order among all markers."""
    out: list[int] = []
    order = 0
    for m in _MARKER.finditer(answer):
        if m.group("num"):
            for n in re.findall(r"\d+", m.group("num")):
                order += 1
                out.append(int(n))
        else:
            order += 1
            out.append(order)
    return out


def parse_file(path: Path) -> list[dict]:
    blocks: list[dict] = []
    cur: dict | None = None
    in_answer = False
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.rstrip()
        if line.startswith("==="):
            cur = {"id": line.strip("= ").strip(), "answer": [], "expect": [], "line": n, "file": path.name}
            blocks.append(cur)
            in_answer = False
            continue
        if cur is None or (not line.strip() and not in_answer) or line.startswith("#"):
            continue
        m = re.match(r"^(doc|q|sources|answer|expect|status|note):\s?(.*)$", line)
        if m and (not in_answer or m.group(1) in ("expect", "status", "note")):
            key, value = m.groups()
            in_answer = key == "answer"
            if key == "answer":
                if value.strip():
                    cur["answer"].append(value)
            elif key == "expect":
                cur["expect"].append((value, n))
            else:
                cur[key] = value.strip()
        elif in_answer:
            cur["answer"].append(line)
        else:
            raise WrittenError(f"{path.name}:{n}: unexpected line {line!r}")
    return blocks


def resolve(block: dict, docs: dict[str, Document], passages_of) -> dict:
    where = f"{block['file']}:{block['line']} ({block['id']})"
    for key in ("doc", "q", "sources"):
        if not block.get(key):
            raise WrittenError(f"{where}: missing {key!r}")
    doc = docs.get(block["doc"])
    if doc is None:
        raise WrittenError(f"{where}: unknown document {block['doc']!r}")
    sources: list[Passage] = []
    for ref in (r.strip() for r in block["sources"].split("|")):
        other, _, pid = ref.partition(":") if re.match(r"^[a-z0-9-]+:", ref) else ("", "", ref)
        src_doc = docs[other] if other else doc
        if src_doc.split != doc.split:
            raise WrittenError(f"{where}: source {ref!r} is from the other split")
        try:
            sources.append(find_passage(passages_of(src_doc), pid if other else ref))
        except KeyError as exc:
            raise WrittenError(f"{where}: {exc}") from None
    answer = "\n".join(block["answer"]).strip()
    expect = []
    for value, n in block["expect"]:
        spec, _, note = value.partition("|")
        parts = spec.split()
        if len(parts) != 4 or not parts[0].isdigit() or parts[1] not in STATUSES or parts[2] not in ACTIONS:
            raise WrittenError(f"{block['file']}:{n}: expected 'number status action type', got {value!r}")
        entry = {"number": int(parts[0]), "status": parts[1], "action": parts[2], "type": parts[3],
                 "split": doc.split}
        if note.strip():
            entry["note"] = note.strip()
        expect.append(entry)
    numbers = marker_numbers(answer)
    if numbers != [e["number"] for e in expect]:
        raise WrittenError(f"{where}: markers {numbers} but expect {[e['number'] for e in expect]}")
    statuses = {e["status"] for e in expect}
    status = block.get("status") or ("verified" if statuses == {"accurate"} else
                                     "partial" if "accurate" in statuses else "unverified")
    kinds = sorted({e["type"] for e in expect if e["status"] == "inaccurate"})
    out_expect = {"kind": ("error:" + "+".join(kinds)) if kinds else "correct", "status": status,
                  "citations": expect, "doc": doc.key, "split": doc.split}
    if block.get("note"):
        out_expect["note"] = block["note"]
    return {"id": block["id"], "question": block["q"],
            "sources": [_source_dict(p, None) for p in sources], "answer": answer, "expect": out_expect}
