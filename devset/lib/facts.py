"""Reading the fact files in ``devset/facts/`` (one per document).

A fact file is plain text, one item a line, so that a person can write and review it quickly::

    doc: serim-scholarship                   # the document key of split.json
    question: 세림대 장학금 규정 알려줘          # default question for cases over this document
    names: 학생지원처장 | 총장 | 학과장          # a group of names that can stand for one another (value_name)
    codes: AL-03 | AL-12 | BT-2               # a group of codes/part numbers that can be swapped (value_code)
    clause: 장학금은 본인 계좌로만 받습니다.      # a plausible, on-topic statement the document does NOT make

    [제4조]                                    # the passage (id or unique id prefix) the next facts come from
    ? 장학금 받으려면 몇 학점 들어야 해?          # optional question this passage answers
    + 장학금을 받으려면 직전 학기에 12학점 이상을 이수해야 합니다.     # a faithful claim
    ~ 직전 학기에 12학점 넘게 들어야 … (faithful paraphrase, must stay accurate)
    swap: 직전 학기 | 다음 학기                 # two parts of the claim whose exchange makes it false (role_swap)
    replace: 12학점 => 15학점                   # an explicit wrong value (value_* of the value's kind)
    skip: polarity bound                       # perturbation types not to make from this fact
    also: 제5조                                # other passages that state the same fact (never a "wrong source")

Lines starting with ``#`` are comments. Every fact gets an id ``<doc>:<n>``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

FACTS_DIR = Path(__file__).resolve().parents[1] / "facts"

PERTURBATION_TYPES = (
    "value_number", "value_amount", "value_date", "value_time", "value_percent", "value_ratio", "value_code",
    "value_article", "value_name", "polarity", "bound", "role_swap", "wrong_source", "unsupported_clause",
)


@dataclass
class Fact:
    id: str
    doc: str
    passage: str  # passage reference as written
    claim: str
    paraphrases: list[str] = field(default_factory=list)
    swaps: list[tuple[str, str]] = field(default_factory=list)
    replaces: list[tuple[str, str]] = field(default_factory=list)
    skip: set[str] = field(default_factory=set)
    also: list[str] = field(default_factory=list)
    question: str = ""
    line: int = 0


@dataclass
class FactFile:
    doc: str
    path: Path
    question: str = ""
    names: list[list[str]] = field(default_factory=list)
    codes: list[list[str]] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)


class FactFileError(ValueError):
    pass


def _pair(value: str, sep: str, path: Path, n: int) -> tuple[str, str]:
    parts = [p.strip() for p in value.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise FactFileError(f"{path.name}:{n}: expected 'A {sep} B', got {value!r}")
    return parts[0], parts[1]


def parse(path: Path) -> FactFile:
    ff: FactFile | None = None
    passage = ""
    passage_question = ""
    last: Fact | None = None
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = re.fullmatch(r"\[(.+)\]", line)
        if m:
            passage, passage_question, last = m.group(1).strip(), "", None
            continue
        key, _, value = line.partition(" ") if line[:1] in "+~?" else line.partition(":")
        key, value = key.strip(), value.strip()
        if key == "doc":
            ff = FactFile(doc=value, path=path)
            continue
        if ff is None:
            raise FactFileError(f"{path.name}:{n}: the file must start with 'doc: <key>'")
        if key == "question" and not passage:
            ff.question = value
        elif key == "names":
            ff.names.append([x.strip() for x in value.split("|") if x.strip()])
        elif key == "codes":
            ff.codes.append([x.strip() for x in value.split("|") if x.strip()])
        elif key == "clause":
            ff.clauses.append(value)
        elif key == "?":
            passage_question = value
        elif key == "+":
            if not passage:
                raise FactFileError(f"{path.name}:{n}: a fact before any [passage]")
            last = Fact(id=f"{ff.doc}:{len(ff.facts) + 1}", doc=ff.doc, passage=passage, claim=value,
                        question=passage_question, line=n)
            ff.facts.append(last)
        elif last is None:
            raise FactFileError(f"{path.name}:{n}: {key!r} needs a fact ('+ …') before it")
        elif key == "~":
            last.paraphrases.append(value)
        elif key == "swap":
            last.swaps.append(_pair(value, "|", path, n))
        elif key == "replace":
            last.replaces.append(_pair(value, "=>", path, n))
        elif key == "skip":
            unknown = set(value.split()) - set(PERTURBATION_TYPES) - {"value"}
            if unknown:
                raise FactFileError(f"{path.name}:{n}: unknown perturbation type(s) {sorted(unknown)}")
            last.skip |= set(value.split())
        elif key == "also":
            last.also += [x.strip() for x in value.split("|") if x.strip()]
        else:
            raise FactFileError(f"{path.name}:{n}: unknown line {line!r}")
    if ff is None:
        raise FactFileError(f"{path.name}: empty fact file")
    for fact in ff.facts:
        for a, b in fact.swaps:
            if a not in fact.claim or b not in fact.claim:
                raise FactFileError(f"{path.name}:{fact.line}: swap {a!r}|{b!r} not both in the claim")
        for a, _ in fact.replaces:
            if a not in fact.claim:
                raise FactFileError(f"{path.name}:{fact.line}: replace {a!r} not in the claim")
    return ff


def load_all(directory: Path = FACTS_DIR) -> dict[str, FactFile]:
    files = {}
    for path in sorted(directory.glob("*.txt")):
        ff = parse(path)
        if ff.doc in files:
            raise FactFileError(f"two fact files for document {ff.doc}")
        files[ff.doc] = ff
    return files
