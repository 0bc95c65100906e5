"""Retrieval's exact lookup, chunking and the engine read codes, articles and paragraphs alike.

The "not found" decision (the engine's context check) and the exact lookup (retrieval) must agree on
what a question asks for, and a paragraph a chunk records must be one the engine's structural check can
find: they all read identifiers with ``textkit.identifiers``.
"""
import pytest

from retrieval.chunking import chunk_document
from retrieval.parsing.types import ParsedDocument, ParsedPage
from retrieval.tokens import query_terms
from verification import engine
from verification.engine.context import asked_entities

QUESTIONS = {
    "PSU48 fault?": ((("PSU48",)), ()),
    "Alarm AL-12": (("AL12",), ()),
    "SK-G3 error": (("SKG3",), ()),
    "제 3 조 의 02": ((), ("제3조의2",)),
    "e-102 오류랑 제025조가 뭐예요?": (("E102",), ("제25조",)),
    "What does Article 5 say about ERR_17?": (("ERR17",), ("Article 5",)),
}


@pytest.mark.parametrize("question", QUESTIONS)
def test_lookup_and_context_check_agree_on_what_is_asked(question):
    codes, articles = QUESTIONS[question]
    terms = query_terms(question)
    asked = asked_entities(question)

    assert terms.error_codes == codes
    assert terms.articles == articles
    assert [v for k, v in asked if k == "code"] == list(codes)
    assert [v for k, v in asked if k == "article"] == list(articles)


def test_a_code_the_lookup_searches_is_one_the_context_check_finds_in_the_chunk():
    doc = ParsedDocument(
        title="Drone manual", language="en", content_type="text/markdown",
        pages=(ParsedPage(1, "## Alarms\n\nAlarm AL-12: the battery is below 15 %. Land within 2 minutes.", True),),
    )
    (chunk,) = chunk_document(doc)
    assert "AL12" in chunk.error_codes and query_terms("Alarm AL-12").error_codes == ("AL12",)
    check = engine.check_context("What does alarm AL12 mean?", [engine.Source(text=chunk.text, title=doc.title)])
    assert check.sufficient


def test_a_paragraph_beyond_twenty_is_recorded_and_found():
    text = "제5조(특례) " + "\n".join(f"{mark} 제{i}항의 내용이다." for i, mark in enumerate("①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳", 1))
    text += "\n㉑ 연구년 교원은 강의를 면제받는다."
    doc = ParsedDocument(title="교원 규정", language="ko", content_type="text/plain",
                         pages=(ParsedPage(1, text, True),))
    chunks = chunk_document(doc, size=2000, overlap=100)
    assert any("㉑" in c.paragraphs for c in chunks)

    source = engine.Source(text=text, title="교원 규정", file="교원규정.txt")
    result = engine.verify_answer("「교원 규정」 제5조 ㉑에 따르면 연구년 교원은 강의를 면제받습니다.", [source])
    (citation,) = result.citations
    assert citation.status == "accurate" and citation.action == "kept"
