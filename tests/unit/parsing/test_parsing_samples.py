"""The committed sample corpus parses cleanly and carries the facts the demo relies on."""

from __future__ import annotations

import pytest

from retrieval.chunking import chunk_document
from retrieval.parsing import parse_file

SAMPLE_FILES = [
    "regulations/학칙.pdf",
    "regulations/등록금에_관한_규정.md",
    "regulations/졸업논문_심사_규정.docx",
    "manuals/CR6_협동로봇_유지보수_매뉴얼.md",
    "insurance/여행자보험_이용약관.md",
    "insurance/FAQ.html",
]


def _documents(samples_dir):
    return sorted(p for p in samples_dir.rglob("*") if p.is_file() and p.name != "README.md")


def _corpus_description(samples_dir):
    """The corpus README: ``samples/README.md`` or, once moved out of the ingest folder, ``docs/sample-corpus.md``."""
    for candidate in (samples_dir / "README.md", samples_dir.parent / "docs" / "sample-corpus.md"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    raise AssertionError("no description of the sample corpus (samples/README.md or docs/sample-corpus.md)")


def test_every_sample_is_listed_in_the_readme_and_vice_versa(samples_dir):
    readme = _corpus_description(samples_dir)
    files = [p.relative_to(samples_dir).as_posix() for p in _documents(samples_dir)]
    assert sorted(files) == sorted(SAMPLE_FILES)
    for name in files:
        assert f"`{name}`" in readme


def test_corpus_is_small(samples_dir):
    assert sum(p.stat().st_size for p in samples_dir.rglob("*") if p.is_file()) < 1_000_000


def test_pdf_source_text_is_not_ingested_twice(samples_dir):
    assert not list(samples_dir.rglob("학칙.md"))
    assert not list(samples_dir.rglob("졸업논문_심사_규정.md"))


@pytest.mark.parametrize("name", SAMPLE_FILES)
def test_sample_parses_without_warnings_and_chunks(samples_dir, name):
    doc = parse_file(samples_dir / name)
    assert doc.warnings == ()
    chunks = chunk_document(doc)
    assert len(chunks) >= 5
    assert all(c.text.strip() and len(c.text) <= 800 for c in chunks)


def _find(chunks, **meta):
    return [c for c in chunks if all(getattr(c, key) == value for key, value in meta.items())]


def test_leave_of_absence_article_is_on_page_two_of_the_pdf(samples_dir):
    chunks = chunk_document(parse_file(samples_dir / "regulations" / "학칙.pdf"))
    (leave,) = _find(chunks, article="제25조")
    assert (leave.page, leave.regulation, leave.article_title) == (2, "학칙", "휴학")
    assert {"①", "②", "③"} <= set(leave.paragraphs)
    assert "통산하여 2년을 초과할 수 없다" in leave.text
    expulsion = _find(chunks, article="제28조")
    assert [c.page for c in expulsion] == [3, 4]


@pytest.mark.parametrize(
    ("name", "article", "title", "needle"),
    [
        ("regulations/등록금에_관한_규정.md", "제4조", "납부기한", "학기 개시일 14일 전까지 납부"),
        ("regulations/졸업논문_심사_규정.docx", "제3조", "심사위원회", "3인 이상 5인 이하의 위원"),
        ("insurance/여행자보험_이용약관.md", "제3조", "이용조건", "만 15세 이상 만 80세 이하"),
        ("insurance/여행자보험_이용약관.md", "제5조", "환불", "보험료 전액을 환불한다"),
    ],
)
def test_regulation_samples_have_citable_articles(samples_dir, name, article, title, needle):
    chunks = chunk_document(parse_file(samples_dir / name))
    matches = [c for c in _find(chunks, article=article, article_title=title) if c.regulation]
    assert matches and any(needle in c.text for c in matches)


def test_manual_states_its_code_range_and_explains_codes(samples_dir):
    chunks = chunk_document(parse_file(samples_dir / "manuals" / "CR6_협동로봇_유지보수_매뉴얼.md"))
    range_chunk = next(c for c in chunks if "Error codes range from C0 to C55." in c.text)
    assert {"C0", "C55"} <= set(range_chunk.error_codes)
    c4a15 = [c for c in chunks if c.section.startswith("4.4 C4A15")]
    assert c4a15 and all("C4A15" in c.error_codes for c in c4a15)
    assert any("Remedy" in c.text for c in c4a15)
    for component in ("Joint 1", "Control Box", "Teach Pendant"):
        assert any(component in c.text for c in chunks)


def test_faq_questions_become_separate_chunks(samples_dir):
    chunks = chunk_document(parse_file(samples_dir / "insurance" / "FAQ.html"))
    questions = [c.section for c in chunks if c.section.startswith("Q")]
    assert len(questions) == 8
    refund = next(c for c in chunks if c.section.startswith("Q4."))
    assert "보험료 전액이 환불됩니다" in refund.text
