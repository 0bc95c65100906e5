"""Source selection for generation: relevance, excerpt length, one passage per page+article, count."""
from __future__ import annotations

from retrieval.search import Passage, SearchLimits, rank_hits, select_passages
from retrieval.store import SearchHit
from retrieval.tokens import query_terms

LONG = "휴학은 통산하여 2년을 초과할 수 없다. 군 복무 기간은 산입하지 아니한다."


def hit(uuid, score, *, file="학칙.pdf", page=1, text=LONG, article="", source_name="학칙", exact=False):
    return SearchHit(uuid=uuid, source_id=1, source_name=source_name, file=file, page=page, chunk_index=0,
                     text=text, article=article, score=score, exact=exact)


def passage(relevance, *, file="a.pdf", page=1, text=LONG, article=""):
    return Passage(source_id=1, title="t", file=file, page=page, text=text, relevance=relevance, article=article)


def test_passages_below_min_relevance_are_dropped():
    selected = select_passages([passage(1.0, page=1), passage(0.39, page=2)], limits=SearchLimits())
    assert [p.page for p in selected] == [1]


def test_short_excerpts_are_dropped():
    selected = select_passages([passage(1.0, page=1, text="목차"), passage(0.9, page=2)], limits=SearchLimits())
    assert [p.page for p in selected] == [2]


def test_same_file_page_and_article_merge_into_one_passage():
    other = "② 휴학 기간은 재학 연한에 산입하지 아니한다."
    selected = select_passages(
        [passage(1.0, article="제25조"), passage(0.8, article="제25조", text=other)], limits=SearchLimits()
    )
    assert len(selected) == 1
    assert LONG in selected[0].text and other in selected[0].text


def test_two_articles_on_one_page_stay_separate_citations():
    selected = select_passages(
        [passage(1.0, article="제25조"), passage(0.8, article="제26조")], limits=SearchLimits()
    )
    assert [p.article for p in selected] == ["제25조", "제26조"]


def test_at_most_max_sources_are_selected():
    ranked = [passage(1.0 - i / 100, page=i) for i in range(1, 9)]
    assert len(select_passages(ranked, limits=SearchLimits(max_sources=3))) == 3


def test_exact_matches_rank_first_and_a_named_document_wins():
    hits = [hit("a", 9.0, page=1), hit("b", 3.0, page=2, article="제4조", source_name="학칙")]
    exact = [hit("b", 0, page=2, article="제4조", source_name="학칙"),
             hit("c", 0, page=3, article="제4조", source_name="등록금에 관한 규정")]

    ranked = rank_hits(hits, exact, terms=query_terms("「등록금에 관한 규정」 제4조는?"))

    assert [p.page for p in ranked] == [3, 2, 1]
    assert ranked[0].exact and ranked[0].relevance == 1.0
