"""Structure-aware chunking: articles, sections, pages, splitting, metadata."""

from __future__ import annotations

import re

import pytest

from retrieval.chunking import Chunk, chunk_document
from retrieval.parsing import MARKDOWN, ParsedDocument, ParsedPage, parse_bytes, parse_file


def make_doc(*pages: str, title: str = "규정", language: str = "ko") -> ParsedDocument:
    return ParsedDocument(
        title=title,
        pages=tuple(ParsedPage(number=i, text=text, has_text=bool(text.strip())) for i, text in enumerate(pages, 1)),
        language=language,
        content_type=MARKDOWN,
    )


REGULATION = """# 학칙
## 제3장 학적
제25조(휴학) ① 휴학은 통산하여 2년을 초과할 수 없다.
② 병역의무를 위한 휴학은 제1항의 기간에 산입하지 아니한다.
③ 휴학은 학기 개시일 전까지 신청하여야 한다.
제25조의2(창업휴학) 창업휴학은 2년까지 할 수 있다.
제26조(복학) ① 휴학기간이 끝나면 복학하여야 한다.
1. 군휴학자는 전역 후 1년 이내
2. 일반휴학자는 휴학기간 만료 학기
제27조(자퇴) 자퇴하려는 학생은 자퇴원을 제출한다. 제25조에 따라 휴학 중인 학생도 같다.
제28조 삭제
"""


def by_article(chunks: list[Chunk]) -> dict[str, list[Chunk]]:
    result: dict[str, list[Chunk]] = {}
    for chunk in chunks:
        result.setdefault(chunk.article, []).append(chunk)
    return result


def test_each_article_becomes_its_own_chunk_with_metadata():
    chunks = chunk_document(make_doc(REGULATION, title="학칙"))
    articles = by_article(chunks)
    assert list(articles) == ["제25조", "제25조의2", "제26조", "제27조", "제28조"]
    leave = articles["제25조"][0]
    assert leave.regulation == "학칙"
    assert leave.article_title == "휴학"
    assert leave.paragraphs == ("①", "②", "③")
    assert leave.section == "제3장 학적"
    assert leave.page == 1
    assert leave.language == "ko"
    assert "통산하여 2년을 초과할 수 없다" in leave.text
    assert "제26조" not in leave.text


def test_headings_without_body_are_merged_into_the_next_chunk():
    chunks = chunk_document(make_doc(REGULATION, title="학칙"))
    assert chunks[0].text.startswith("학칙\n제3장 학적\n제25조(휴학)")
    assert all(not c.text.startswith("#") for c in chunks)


def test_reference_to_an_article_does_not_start_a_new_chunk():
    chunks = chunk_document(make_doc(REGULATION, title="학칙"))
    withdrawal = by_article(chunks)["제27조"]
    assert len(withdrawal) == 1
    assert "제25조에 따라 휴학 중인 학생도 같다." in withdrawal[0].text


def test_numbered_items_inside_an_article_are_not_section_headings():
    chunks = chunk_document(make_doc(REGULATION, title="학칙"))
    return_chunk = by_article(chunks)["제26조"][0]
    assert return_chunk.section == "제3장 학적"
    assert "1. 군휴학자는 전역 후 1년 이내" in return_chunk.text


def _long_article(paragraphs: int = 8) -> str:
    circled = "①②③④⑤⑥⑦⑧⑨⑩"
    lines = ["제40조(졸업요건)"]
    for i in range(paragraphs):
        lines.append(
            f"{circled[i]} 졸업하려는 학생은 제{i + 1}호의 요건을 갖추어야 한다. 요건은 학과별 교육과정에 따라 정하며, "
            f"학과장은 매 학년도 시작 30일 전까지 그 요건을 공고하여야 한다. 공고된 요건은 변경할 수 없다."
        )
    return "\n".join(lines)


@pytest.mark.parametrize(("size", "overlap"), [(200, 40), (300, 60), (800, 120)])
def test_long_article_is_split_and_every_piece_keeps_its_metadata(size, overlap):
    chunks = chunk_document(make_doc(_long_article()), size=size, overlap=overlap)
    assert len(chunks) > 1
    for chunk in chunks:
        assert chunk.article == "제40조"
        assert chunk.article_title == "졸업요건"
        assert chunk.regulation == "규정"
        assert len(chunk.text) <= size
        assert chunk.paragraphs  # every piece knows which ①② it contains


def test_long_article_pieces_overlap_and_cover_all_text():
    source = _long_article()
    chunks = chunk_document(make_doc(source), size=250, overlap=60)
    for previous, current in zip(chunks, chunks[1:]):
        head = current.text.split("\n")[0]
        assert head in previous.text, "a piece starts with the end of the previous one"
    joined = "\n".join(c.text for c in chunks)
    for line in source.split("\n"):
        for sentence in re.split(r"(?<=\.)\s+", line):
            assert sentence in joined


def test_split_prefers_paragraph_boundaries():
    chunks = chunk_document(make_doc(_long_article(4)), size=260, overlap=0)
    for chunk in chunks[1:]:
        assert chunk.text[0] in "①②③④", chunk.text


def test_very_long_sentence_without_boundaries_is_still_split():
    text = "제1조(목적) " + "가나다라마바사 " * 200
    chunks = chunk_document(make_doc(text), size=300, overlap=50)
    assert len(chunks) > 5
    assert all(len(c.text) <= 300 and c.article == "제1조" for c in chunks)


def test_article_continued_on_the_next_page_keeps_its_metadata():
    page1 = "제28조(제적) ① 다음 각 호의 학생은 제적한다.\n1. 등록금을 내지 아니한 때"
    page2 = "② 제적된 학생은 7일 이내에 소명할 수 있다.\n제29조(재입학) 재입학은 1회에 한한다."
    chunks = chunk_document(make_doc(page1, page2))
    assert [(c.page, c.article, c.paragraphs) for c in chunks] == [
        (1, "제28조", ("①",)),
        (2, "제28조", ("②",)),
        (2, "제29조", ()),
    ]


def test_chunks_never_span_pages_and_empty_pages_are_skipped():
    doc = make_doc("Intro text of page one.", "   ", "", "Text on page four.", language="en")
    chunks = chunk_document(doc)
    assert [(c.page, c.text) for c in chunks] == [(1, "Intro text of page one."), (4, "Text on page four.")]


def test_paragraph_continuing_on_a_new_page_keeps_its_marker():
    chunks = chunk_document(make_doc("제5조(환불) ① 보험료는 환불한다. 다만", "청약철회 기간이 지난 경우에는 그러하지 아니하다."))
    assert chunks[1].paragraphs == ("①",)
    assert chunks[1].article == "제5조"


MANUAL = """# Robot Manual
## 3. Maintenance intervals
Check the brakes every 6 months.
## 4. Error codes
Error codes range from C0 to C55.
### C4A15 — Joint encoder communication lost
Cause: loose joint cable.
Remedy:
1. Switch off the Control Box.
2. Reseat the connector.
### E-102 - Teach Pendant timeout
Reseat the pendant cable.
"""


def test_markdown_sections_become_chunks_with_error_codes():
    doc = parse_bytes(MANUAL.encode(), filename="manual.md")
    chunks = chunk_document(doc)
    sections = [(c.section, c.error_codes) for c in chunks]
    assert sections == [
        ("3. Maintenance intervals", ()),
        ("4. Error codes", ("C0", "C55")),
        ("C4A15 — Joint encoder communication lost", ("C4A15",)),
        ("E-102 - Teach Pendant timeout", ("E102",)),
    ]
    assert all(c.regulation == "" and c.article == "" and c.language == "en" for c in chunks)


def test_error_code_of_the_section_heading_is_kept_on_continuation_chunks():
    body = "\n".join(f"{n}. Step {n}: check the cable and the connector of the joint carefully." for n in range(1, 15))
    doc = parse_bytes(f"## C4A15 — Encoder lost\n{body}\n".encode(), filename="m.md")
    chunks = chunk_document(doc, size=200, overlap=30)
    assert len(chunks) > 2
    assert all(c.error_codes == ("C4A15",) for c in chunks)


def test_numbered_headings_in_plain_text_start_sections_but_lists_do_not():
    text = "1. Introduction\nThis report covers robots.\n2. Method\nWe did this:\n1. measured\n2. compared\nBoth took a week.\n3. Results\nIt worked."
    chunks = chunk_document(make_doc(text, language="en"))
    assert [c.section for c in chunks] == ["1. Introduction", "2. Method", "3. Results"]
    assert "1. measured\n2. compared" in chunks[1].text


ENGLISH_TERMS = """Terms of Service
Article 1 (Purpose)
These terms govern the use of the service.
Article 2. Definitions
"User" means a person who uses the service.
Section 3 Refunds
Article 3 (Refund period)
A refund may be requested within 14 days. Article 2 of these terms applies.
"""


def test_english_articles_and_sections_are_recognised():
    doc = parse_bytes(ENGLISH_TERMS.encode(), filename="terms.txt")
    chunks = chunk_document(doc)
    assert [(c.article, c.article_title, c.section) for c in chunks] == [
        ("Article 1", "Purpose", "Terms of Service"),
        ("Article 2", "Definitions", "Terms of Service"),
        ("Article 3", "Refund period", "Section 3 Refunds"),
    ]
    assert all(c.regulation == "Terms of Service" for c in chunks)
    assert "Article 2 of these terms applies." in chunks[2].text


def test_several_regulations_in_one_document_are_told_apart():
    text = ("# 장학 규정\n제1조(목적) 장학금에 관한 사항을 정한다.\n제2조(지급) 성적순으로 지급한다.\n"
            "# 기숙사 운영 규칙\n제1조(목적) 기숙사에 관한 사항을 정한다.\n")
    chunks = chunk_document(parse_bytes(text.encode(), filename="규정집.md"))
    assert [(c.regulation, c.article) for c in chunks] == [
        ("장학 규정", "제1조"),
        ("장학 규정", "제2조"),
        ("기숙사 운영 규칙", "제1조"),
    ]


def test_addenda_reset_the_article_and_become_the_section():
    chunks = chunk_document(make_doc("제9조(기타) 기타 사항은 총장이 정한다.\n부칙\n제1조(시행일) 이 규정은 공포한 날부터 시행한다."))
    assert [(c.article, c.section) for c in chunks] == [("제9조", ""), ("제1조", "부칙")]


def test_glued_article_headings_from_pdf_text_are_separated():
    chunks = chunk_document(make_doc("제1조(목적) 목적을 정한다. 제2조(정의) 용어를 정의한다. ② 다른 뜻은 없다."))
    assert [(c.article, c.paragraphs) for c in chunks] == [("제1조", ()), ("제2조", ("②",))]


def test_chunking_is_deterministic_with_sequential_indices(samples_dir):
    doc = parse_file(samples_dir / "manuals" / "CR6_협동로봇_유지보수_매뉴얼.md")
    first = chunk_document(doc, size=400, overlap=60)
    second = chunk_document(doc, size=400, overlap=60)
    assert first == second
    assert [c.index for c in first] == list(range(len(first)))


def test_no_chunk_is_empty_or_whitespace():
    doc = make_doc("\n\n## Heading only\n\n", "text", language="en")
    chunks = chunk_document(doc)
    assert all(c.text.strip() for c in chunks)
    assert [c.text for c in chunks] == ["text"]


@pytest.mark.parametrize(("size", "overlap"), [(10, 0), (100, 60), (800, -1)])
def test_invalid_sizes_are_rejected(size, overlap):
    with pytest.raises(ValueError):
        chunk_document(make_doc("x"), size=size, overlap=overlap)


def test_mixed_document_gets_a_language_per_chunk():
    text = "## Overview\nThe robot has six joints and a control box.\n## 요약\n로봇은 여섯 개의 관절과 제어함으로 구성된다."
    chunks = chunk_document(parse_bytes(text.encode(), filename="m.md"))
    assert [c.language for c in chunks] == ["en", "ko"]


def test_label_and_context_header_describe_the_citation():
    chunk = Chunk(index=0, text="…", page=2, regulation="학칙", article="제25조", article_title="휴학", paragraphs=("②",))
    assert chunk.label == "학칙 제25조(휴학) ② (p.2)"
    assert chunk.context_header == "학칙 > 제25조(휴학)"


def test_unmarked_regulation_title_needs_its_structure_to_follow():
    page1 = "교내 장학 규정\n제1조(목적) 장학금에 관한 사항을 정한다.\n제2조(준용) 이 규정에 없는 사항은 다음에 따른다."
    page2 = "학칙\n그 밖의 사항은 총장이 정한다."
    chunks = chunk_document(make_doc(page1, page2, title="장학.pdf"))
    assert [(c.page, c.regulation, c.article) for c in chunks] == [
        (1, "교내 장학 규정", "제1조"),
        (1, "교내 장학 규정", "제2조"),
        (2, "교내 장학 규정", "제2조"),
    ]


def test_english_article_label_has_a_space_before_the_title():
    chunk = Chunk(index=3, text="…", page=1, regulation="Terms of Service", article="Article 5", article_title="Refunds")
    assert chunk.label == "Terms of Service Article 5 (Refunds) (p.1)"
    section_chunk = Chunk(index=4, text="…", page=7, section="4.4 C4A15 — Encoder lost")
    assert section_chunk.label == "4.4 C4A15 — Encoder lost (p.7)"
    assert section_chunk.context_header == "4.4 C4A15 — Encoder lost"
