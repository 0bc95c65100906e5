"""Ingestion and search against the real Weaviate: parsers on real files, idempotency, Korean BM25,
exact code/article lookups, channel scoping, failed objects surfacing on the Source."""
from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from docx import Document

from retrieval import ingest as ingest_module
from retrieval.ingest import source_ingest
from retrieval.models import Source
from retrieval.search import SearchLimits, passages_search
from retrieval.sources import source_delete, source_register_path

from .conftest import SAMPLES

pytestmark = pytest.mark.django_db


def _ingest(path: Path, **kwargs) -> Source:
    source, _ = source_register_path(path=path, **kwargs)
    return source_ingest(source_id=source.pk)


def _search(question: str, **kwargs):
    return passages_search(question, limits=SearchLimits(), **kwargs)


def test_multipage_pdf_keeps_page_numbers(chunk_store):
    source = _ingest(next(SAMPLES.rglob("학칙.pdf")))

    assert source.status == Source.Status.READY
    assert source.pages == 5
    hits = chunk_store.lookup(source_ids=[source.pk], articles=["제25조"])
    assert hits and {h.page for h in hits} == {2}


def test_docx_and_html_documents_are_searchable(chunk_store, tmp_path):
    doc = Document()
    doc.add_heading("장비 대여 규정", level=1)
    doc.add_paragraph("제7조(대여기간) ① 노트북의 대여기간은 14일로 한다.")
    docx_path = tmp_path / "대여규정.docx"
    doc.save(docx_path)
    html_path = tmp_path / "notice.html"
    html_path.write_text(
        "<html><head><title>Parking notice</title></head><body><nav>menu</nav>"
        "<h1>Parking</h1><p>Visitors may park in lot B for up to 3 hours.</p></body></html>"
    )

    docx_source = _ingest(docx_path)
    html_source = _ingest(html_path)

    assert docx_source.status == html_source.status == Source.Status.READY
    assert "14일" in _search("노트북 대여기간은 며칠인가요?")[0].text
    top = _search("How long can visitors park?")[0]
    assert top.file == "notice.html" and "3 hours" in top.text
    assert "menu" not in top.text


def test_reingesting_the_same_file_leaves_the_object_count_unchanged(chunk_store):
    path = next(SAMPLES.rglob("학칙.pdf"))
    first = _ingest(path)
    count = chunk_store.count()

    call_command("ingest", str(path), "--inline", "--force")

    assert chunk_store.count() == count == first.chunk_count
    assert Source.objects.count() == 1


def test_korean_bm25_matches_across_particles_and_endings(sample_corpus):
    passages = _search("휴학 기간")

    assert any("휴학" in p.text and "2년을 초과할 수 없다" in p.text for p in passages[:3])


@pytest.mark.parametrize(
    "question, expected",
    [
        ("C4A15 오류 해결 방법", "C4A15"),
        ("What does error C17A1 mean?", "C17A1"),
        ("학칙 제28조는 무슨 내용인가요?", "제28조"),
    ],
)
def test_a_named_code_or_article_ranks_its_chunk_first(sample_corpus, question, expected):
    top = _search(question)[0]

    assert top.exact
    assert expected in top.text or expected == top.article


def test_named_regulation_wins_when_several_have_the_article(sample_corpus):
    top = _search("「등록금에 관한 규정」 제4조의 내용은?")[0]

    assert top.title == "등록금에 관한 규정" and top.article == "제4조"


def test_channel_private_source_never_reaches_other_channels(sample_corpus, tmp_path):
    secret = tmp_path / "salary.md"
    secret.write_text("# 임원 보수 기준\n\n임원 성과급은 기본급의 40퍼센트로 한다.\n")
    _ingest(secret, channel_id="C_HR")

    assert not any("성과급" in p.text for p in _search("임원 성과급 기준", channel_id="C_GENERAL"))
    assert not any("성과급" in p.text for p in _search("임원 성과급 기준"))
    assert any("성과급" in p.text for p in _search("임원 성과급 기준", channel_id="C_HR"))


def test_disabled_or_deleted_source_disappears_from_answers(sample_corpus):
    source = Source.objects.get(name="등록금에 관한 규정")
    assert any(p.source_id == source.pk for p in _search("등록금 납부기한"))

    Source.objects.filter(pk=source.pk).update(enabled=False)
    assert not any(p.source_id == source.pk for p in _search("등록금 납부기한"))

    source_id = source.pk
    source_delete(source=source)
    assert sample_corpus.count(source_id) == 0
    assert not Source.objects.filter(pk=source_id).exists()


def test_failed_batch_objects_are_recorded_on_the_source(chunk_store, monkeypatch):
    real_records = ingest_module._records

    def one_bad_record(source, chunks):
        records = real_records(source, chunks)
        # A text where the schema wants an integer: Weaviate rejects this one object.
        return [replace(r, chunk=replace(r.chunk, page="not-a-page")) if r.chunk.index == 1 else r for r in records]

    monkeypatch.setattr(ingest_module, "_records", one_bad_record)
    source = _ingest(next(SAMPLES.rglob("등록금에_관한_규정.md")))

    assert source.status == Source.Status.PARTIAL
    assert "chunk 1" in source.error and f"of {source.chunk_count} chunks" in source.error
    assert chunk_store.count(source.pk) == source.chunk_count - 1


def test_empty_and_unsupported_files_fail_with_a_reason(chunk_store, tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("   \n")
    sheet = tmp_path / "budget.xlsx"
    sheet.write_bytes(b"PK\x03\x04 not really a workbook")

    for path in (empty, sheet):
        source = _ingest(path)
        assert source.status == Source.Status.FAILED
        assert source.error
        assert chunk_store.count(source.pk) == 0


def test_hybrid_search_uses_embeddings_when_a_model_is_configured(sample_corpus, fake_openai):
    source = Source.objects.get(name="등록금에 관한 규정")
    source_ingest(source_id=source.pk)  # re-index with vectors from the (fake) embeddings endpoint
    embedded_texts = sum(len(body["input"]) for body in fake_openai.calls("/embeddings"))
    assert embedded_texts == source.chunk_count

    from generation.embeddings import query_embed

    passages = _search("등록금 납부기한은?", query_vector=query_embed("등록금 납부기한은?"))
    assert passages and passages[0].title == "등록금에 관한 규정"


def test_an_embedding_outage_fails_the_source_instead_of_leaving_it_ingesting(chunk_store, fake_openai):
    from tests.fakes.openai_server import Reply

    fake_openai.queue("embeddings", *[Reply(status=500, body={"error": {"message": "down"}})] * 5)

    source = _ingest(next(SAMPLES.rglob("등록금에_관한_규정.md")))

    assert source.status == Source.Status.FAILED
    assert "ingestion failed" in source.error and "HTTP 500" in source.error
    assert chunk_store.count(source.pk) == 0


def test_reindex_rebuilds_the_collection_with_the_current_settings(chunk_store, settings):
    source = _ingest(next(SAMPLES.rglob("등록금에_관한_규정.md")))
    chunks = chunk_store.count(source.pk)
    settings.CITEWISE_BM25_K1 = 1.5  # applies to a new collection only

    call_command("reindex", "--inline", "--yes", stdout=io.StringIO())

    source.refresh_from_db()
    assert source.status == Source.Status.READY
    assert chunk_store.count(source.pk) == chunks
    config = chunk_store._client.collections.use(chunk_store.name).config.get()
    assert config.inverted_index_config.bm25.k1 == pytest.approx(1.5)
    assert any(p.source_id == source.pk for p in _search("등록금 납부기한"))


def test_reindex_refuses_while_a_source_is_being_ingested(chunk_store):
    source = _ingest(next(SAMPLES.rglob("등록금에_관한_규정.md")))
    Source.objects.filter(pk=source.pk).update(status=Source.Status.INGESTING)

    with pytest.raises(CommandError, match="Still queued or ingesting"):
        call_command("reindex", "--inline", "--yes", stdout=io.StringIO())
    assert chunk_store.count(source.pk) == source.chunk_count


def test_reindex_refuses_when_a_source_file_is_gone(chunk_store, tmp_path):
    moved = tmp_path / "등록금에_관한_규정.md"
    moved.write_bytes(next(SAMPLES.rglob("등록금에_관한_규정.md")).read_bytes())
    source = _ingest(moved)
    moved.unlink()

    with pytest.raises(CommandError, match="not on this machine"):
        call_command("reindex", "--inline", "--yes", stdout=io.StringIO())
    source.refresh_from_db()
    assert source.status == Source.Status.READY
    assert chunk_store.count(source.pk) == source.chunk_count  # still searchable
