"""What Citewise says when the documents do not hold the answer, in the asker's language.

One wording for every path that can end in "not found": no passage retrieved, an asked code or
article absent, a question the passages do not cover, an answer whose every statement was removed.
"""
from __future__ import annotations

from collections.abc import Sequence

NOT_FOUND = {
    "ko": "제공된 문서에서 관련 내용을 찾을 수 없습니다.",
    "en": "I could not find this in the provided documents.",
}
NOT_COVERED = {
    "ko": "제공된 문서에서 질문에 답할 수 있는 내용을 찾지 못했습니다.",
    "en": "The provided documents do not contain enough information to answer this question.",
}


def not_found(lang: str) -> str:
    """The plain "not found" answer."""
    return NOT_FOUND["ko" if lang == "ko" else "en"]


def not_covered(lang: str) -> str:
    """The answer when passages were found but none of them answers the question."""
    return NOT_COVERED["ko" if lang == "ko" else "en"]


SEARCH_INCOMPLETE = {
    "ko": "일부 문서를 지금 검색할 수 없어 답변이 불완전할 수 있습니다.",
    "en": "Some documents could not be searched right now, so this answer may be incomplete.",
}


def search_incomplete(lang: str) -> str:
    """Said with every answer given while part of the document index was unavailable."""
    return SEARCH_INCOMPLETE["ko" if lang == "ko" else "en"]


def code_name(code: str, lang: str) -> str:
    return f"오류 코드 {code}" if lang == "ko" else f"error code {code}"


def join_names(items: Sequence[str], lang: str) -> str:
    """"A, B and C" / "A, B 및 C"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + (" 및 " if lang == "ko" else " and ") + items[-1]


def not_found_about(names: Sequence[str], lang: str, *, ranges: Sequence[str] = (), identifiers: bool = False) -> str:
    """"No information about X": ``names`` are what was asked and not found (already labelled, e.g.
    ``code_name``); ``ranges`` the valid ones the documents state; ``identifiers``: a code or article
    number was asked, so suggest checking it."""
    what = join_names(list(names), lang)
    if lang == "ko":
        text = f"제공된 문서에서 {what}에 대한 정보를 찾을 수 없습니다."
        if ranges:
            text += f" 문서에 기재된 범위는 {', '.join(ranges)}입니다."
        return text + (" 코드나 조항 번호를 다시 확인해 주세요." if identifiers else "")
    text = f"I could not find information about {what} in the provided documents."
    if ranges:
        text += f" The documents cover {', '.join(ranges)}."
    return text + (" Please check the code or article number." if identifiers else "")
