"""A question whose first passages cannot answer it is searched again: more widely in its own words, then with its
words translated (``answering.pipeline.searched_again``). Searches are stubbed: no Weaviate."""
from __future__ import annotations

from answering.pipeline import searched_again
from retrieval.search import Passage, SearchResult


def _passage(text: str, file: str = "guide.md", title: str = "Guide") -> Passage:
    return Passage(source_id=1, title=title, file=file, page=1, text=text, relevance=1.0)


WAITING = _passage("Illness claims have a 14-day waiting period. Accident claims have a 48-hour waiting period.",
                   "pawsure.md", "PawSure policy")
TRAVEL = _passage("Economy class is booked for trips under six hours.", "travel.md", "Travel rules")
LEAVE_KO = _passage("제25조(휴학) ① 일반휴학은 통산하여 2년을 초과할 수 없다.", "hakchik.md", "학칙")


def _searches(own: list[Passage], translated: list[Passage]):
    asked: list[bool] = []

    def search(translate: bool) -> SearchResult:
        asked.append(translate)
        return SearchResult(tuple(translated if translate else own))

    return search, asked


def test_passages_holding_the_subject_further_down_are_taken():
    search, asked = _searches([TRAVEL, WAITING], [])
    found = searched_again("How long is the waiting period for illness claims?", search)
    assert found is not None
    _result, sources, check = found
    assert check.sufficient and any("waiting period" in s.text for s in sources)
    assert asked == [False]  # the wider search in the question's own words was enough


def test_the_translated_search_is_tried_when_the_wider_one_holds_no_subject():
    search, asked = _searches([TRAVEL], [LEAVE_KO])
    found = searched_again("How many years of leave of absence can I take?", search)
    assert asked == [False, True]
    assert found is not None and found[2].sufficient


def test_nothing_is_taken_when_no_search_holds_the_subject():
    # a near miss stays a near miss, however widely it is searched
    search, asked = _searches([TRAVEL, WAITING], [LEAVE_KO])
    assert searched_again("Is there a waiting period for dental cover for my goldfish?", search) is None
    assert asked == [False, True]


def test_an_empty_search_is_passed_over():
    search, _asked = _searches([], [])
    assert searched_again("How long is the waiting period for illness claims?", search) is None


def test_a_search_no_wider_than_the_first_is_not_repeated():
    # a channel already at the most passages allowed: the own-words search would return the same passages again
    search, asked = _searches([TRAVEL, WAITING], [LEAVE_KO])
    found = searched_again("How many years of leave of absence can I take?", search, own_words=False)
    assert asked == [True]
    assert found is not None and found[2].sufficient
