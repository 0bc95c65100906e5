"""Answers the way a model writes them, from the citations ``cases`` prepared, with one expectation per marker.

A case: 2–4 cited claims (one or two wrong, the rest faithful claims or paraphrases of other facts of the same
document) over 3–5 passages of that document, sometimes one passage of another document of the same split;
``[†N]`` or ``[N]`` markers; prose or a list, sometimes after an uncited opening sentence. The checks that make a
case correct run here, on the final set of sources: a swapped value is stated by none of them, the true passage
of a "removed" wrong-source citation is not among them, and no other source all but repeats a perturbed claim.
"""
from __future__ import annotations

import random
from collections import Counter

from .cases import DocumentCases, Item, coverage, pkey
from .documents import Passage
from .values import states

KO_OPENINGS = ["", "", "문의하신 내용을 정리하면 다음과 같습니다.", "관련 문서를 확인한 결과는 다음과 같습니다.",
               "요약해 드리면 다음과 같습니다."]
EN_OPENINGS = ["", "", "Here is what the documents say.", "Short answer, from the documents:",
               "Based on the documents you have access to:"]  # the colon forms only open a list


class Assembler:
    def __init__(self, dc: DocumentCases, others: list[Passage], split: str):
        self.dc, self.others, self.split = dc, others, split
        self.rng: random.Random = dc.rng
        self.dropped: Counter = Counter()
        self.uses: Counter = Counter()  # how often each fact served as a faithful companion

    # -------------------------------------------------------------- companions and sources
    def _companions(self, n: int, busy: set[str], forbid: set[str], near: int) -> list[Item]:
        """Faithful citations of facts close to ``near`` (the same topic), each fact's wordings in turn."""
        def allowed(f) -> bool:
            return (f.id not in busy and pkey(self.dc.cited[f.id]) not in forbid
                    and not any(pkey(p) in forbid for p in self.dc.also[f.id]))

        def distance(f) -> int:
            return abs(self.dc.cited[f.id].index - near)

        candidates = sorted((f for f in self.dc.ff.facts if allowed(f)),
                            key=lambda f: (distance(f) > 2, self.uses[f.id], distance(f), f.line))
        out = []
        for f in candidates[:n]:
            out.append(self.dc.faithful(f, self.uses[f.id] + 1))  # paraphrases first, then the claim
            self.uses[f.id] += 1
            busy.add(f.id)
        return out

    def _sources(self, items: list[Item], forbid: set[str]) -> list[Passage] | None:
        chosen: dict[str, Passage] = {}
        for item in items:
            chosen[pkey(item.cite)] = item.cite
            for key in item.require:
                p = next(p for p in self.dc.passages if pkey(p) == key)
                chosen[key] = p
        if set(chosen) & forbid or len(chosen) > 5:
            return None
        want = self.rng.randint(max(3, len(chosen)), 5)
        anchors = [p.index for p in chosen.values()]
        fillers = sorted((p for p in self.dc.passages if pkey(p) not in chosen and pkey(p) not in forbid),
                         key=lambda p: (min(abs(p.index - a) for a in anchors), p.index))
        new_values = [v for item in items if item.wrong for v in item.new_values]
        fillers = [p for p in fillers if len(p.text) > 40 and not any(states(p.text, v) for v in new_values)]
        foreign = self.others and len(chosen) < want and self.rng.random() < 0.25
        while len(chosen) < want - (1 if foreign else 0) and fillers:
            p = fillers.pop(0 if self.rng.random() < 0.7 else self.rng.randrange(len(fillers)))
            chosen[pkey(p)] = p
        if foreign:
            p = self.others[self.rng.randrange(len(self.others))]
            if not any(states(p.text, v) for v in new_values):
                chosen[pkey(p)] = p
        sources = list(chosen.values())
        self.rng.shuffle(sources)
        return sources

    # -------------------------------------------------------------- correctness
    def _valid(self, item: Item, sources: list[Passage]) -> bool:
        if not item.wrong:
            return True
        for claim, note, new_values in [(item.claim, item.note, item.new_values), *item.alternatives]:
            if not any(states(p.text, v) for p in sources for v in new_values):
                item.claim, item.note, item.new_values = claim, note, new_values
                break
        else:
            self.dropped["every swapped value stated by a given source"] += 1
            return False
        if item.type in ("wrong_source",) and item.action == "removed":
            return not any(pkey(p) in item.forbid for p in sources)
        others = [p for p in sources if p is not item.cite and pkey(p) not in item.require]
        if item.type != "wrong_source" and any(coverage(item.claim, p.text) >= 0.9 for p in others):
            self.dropped["another source repeats the perturbed claim"] += 1
            return False
        return True

    # -------------------------------------------------------------- cases
    def cases(self, wrong: list[Item]) -> list[dict]:
        self.rng.shuffle(wrong)
        out: list[dict] = []
        i = 0
        while i < len(wrong):
            group = [wrong[i]]
            i += 1
            if i < len(wrong) and self.rng.random() < 0.3 and wrong[i].fact.id != group[0].fact.id:
                nxt = wrong[i]
                conflict = (nxt.forbid & ({pkey(group[0].cite)} | group[0].require)
                            or group[0].forbid & ({pkey(nxt.cite)} | nxt.require))
                if not conflict:
                    group.append(nxt)
                    i += 1
            case = self._case(group, len(out))
            if case:
                out.append(case)
        return out

    def _case(self, targets: list[Item], number: int) -> dict | None:
        forbid = set().union(*(t.forbid for t in targets))
        total = self.rng.randint(max(2, len(targets) + 1), 4)
        busy = {t.fact.id for t in targets}
        near = self.dc.cited[targets[0].fact.id].index  # the topic: where the first wrong claim comes from
        items = targets + self._companions(total - len(targets), busy, forbid, near)
        sources = self._sources(items, forbid)
        if sources is None:
            self.dropped["too many passages"] += 1
            return None
        items = [it for it in items if self._valid(it, sources)]
        if not any(it.wrong for it in items):
            return None
        self.rng.shuffle(items)
        return self._render(items, sources, number)

    def _render(self, items: list[Item], sources: list[Passage], number: int) -> dict:
        doc = self.dc.doc
        dagger = self.rng.random() < 0.6
        as_list = self.rng.random() < 0.25
        openings = KO_OPENINGS if doc.lang == "ko" else EN_OPENINGS
        opening = openings[self.rng.randrange(len(openings))]
        if opening.endswith(":") and not as_list:
            opening = ""
        position = {pkey(p): n for n, p in enumerate(sources, 1)}
        sentences, expect = [], []
        for it in items:
            n = position[pkey(it.cite)]
            marker = f"[†{n}]" if dagger else f"[{n}]"
            body = it.claim.rstrip().rstrip(".").rstrip()
            sentences.append(f"{body}{marker}.")
            entry = {"number": n, "status": it.status, "action": it.action, "type": it.type, "split": self.split,
                     "fact": it.fact.id}
            if it.note:
                entry["note"] = it.note
            expect.append(entry)
        if as_list:
            answer = (opening + "\n" if opening else "") + "\n".join(f"- {s}" for s in sentences)
        else:
            answer = " ".join(([opening] if opening else []) + sentences)
        statuses = {e["status"] for e in expect}
        status = "verified" if statuses == {"accurate"} else "partial" if "accurate" in statuses else "unverified"
        question = next((it.fact.question for it in items if it.wrong and it.fact.question), "") or self.dc.ff.question
        kinds = sorted({e["type"] for e in expect if e["status"] == "inaccurate"})
        return {
            "id": f"{doc.key}-g{number + 1:04d}",
            "question": question,
            "sources": [_source_dict(p, self.dc if p.doc == doc.key else None) for p in sources],
            "answer": answer,
            "expect": {"kind": "error:" + "+".join(kinds), "status": status, "citations": expect,
                       "doc": doc.key, "split": self.split},
        }


def _source_dict(p: Passage, dc: DocumentCases | None) -> dict:
    from .documents import load_documents  # only for another document's title and file

    doc = dc.doc if dc is not None else next(d for d in load_documents() if d.key == p.doc)
    out = {"id": pkey(p), "title": doc.title, "file": doc.name}
    if doc.file.endswith(".pdf"):
        out["page"] = p.page
    out["text"] = p.text
    return out
