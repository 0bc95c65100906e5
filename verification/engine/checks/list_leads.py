"""List items and the sentence that announces them, as ``reading.layout`` reads a source.

A list item is a line opening with a bullet, a number or a Korean letter ("- …", "2. …", "(3) …", "가. …"). A sentence
announces the list after it when it says so in an announcing construction: a closing colon, "다음과 같다", "아래와 같이",
"다음 각 호", "다음 물품은 …", "the following", "as follows", "listed below". "다음" and "아래" alone are also "next"
and "under" ("다음 달부터", "건물 아래 주차장", "Parking below the building"), which announce nothing: a sentence that
only says so does not make the items after a blank line its own.
"""
from __future__ import annotations

import re

# A list item's marker and the blanks after it ("- ", "2. ", "(3) ", "가. ").
ITEM_MARKER = r"^\s*(?:[-*•·▪‣◦]|\d{1,3}[.)]|\(\d{1,3}\)|[가-하][.)])\s+"
ITEM = re.compile(ITEM_MARKER + r"\S")

# Nouns "다음" qualifies as "next" (a time or a turn), not "the following": "다음 달", "다음 주부터", "다음 날".
_NEXT_IN_TIME = r"(?:달|주|주말|해|년|날|번|회|차례|학기|분기|시간|순서|기회|단계)"
_ANNOUNCES_LIST = re.compile(
    r"[:：]\s*$"
    r"|(?:다음|아래)(?:과|와)\s?같"  # 다음과 같다, 아래와 같이
    r"|다음\s?각\s?호"
    # "다음 물품은 …", "아래 서류를 …": the sentence opens on the things it names, not on a time
    r"|(?:^|[,，]\s*)(?:다음|아래)(?:의)?\s+(?!" + _NEXT_IN_TIME + r"(?:\s|[에부까은는을를이가의도]))\S*?[은는을를이가](?=\s)"
    r"|\b(?:the following|as follows|(?:listed|set out|shown|given|described) below)\b",
    re.IGNORECASE)


def announces_list(sentence: str) -> bool:
    """Whether ``sentence`` announces the list after it (see the module docstring)."""
    return bool(_ANNOUNCES_LIST.search(sentence.rstrip()))


def marker_kind(line: str) -> str:
    """The kind of a list item's marker: "-" (any bullet), "1" (a number), "가" (a Korean letter), "(" (parenthesised)."""
    first = line.lstrip()[:1]
    return "1" if first.isdigit() else "가" if "가" <= first <= "힣" else first if first == "(" else "-"


def item_level(gap: str, line: str, line_start: bool) -> tuple[int, str]:
    """Where an item stands in nested lists: its indent (the blanks before it on its line) and its marker's kind;
    (-1, "") for an item continued on the line of another sentence."""
    if not line_start:
        return -1, ""
    return len(gap) - len(gap.rstrip(" \t")), marker_kind(line)
