"""BM25 tokens: what a question and a chunk must share for search to find the chunk."""
import pytest

from retrieval.tokens import index_text, index_texts, query_terms
from textkit import words as korean_words


@pytest.fixture(autouse=True)
def cold_word_cache():
    korean_words.forget()
    yield
    korean_words.forget()


def shared(question: str, passage: str) -> set[str]:
    return set(query_terms(question).tokens.split()) & set(index_text(passage).split())


def test_korean_question_meets_the_passage_on_its_content_words():
    assert shared("휴학 기간은?", "휴학은 통산하여 2년을 초과할 수 없다.") == {"휴학"}
    assert "등록금" in shared("등록금 언제까지 내요?", "등록금은 학기 개시일 7일 전까지 납부하여야 한다.")


def test_a_word_gets_the_same_tokens_wherever_it_stands():
    in_sentence = index_text("학생은 학기 개시 전에 휴학원을 제출하여야 한다.").split()
    korean_words.forget()
    alone = index_text("휴학원을").split()
    assert alone and set(alone) <= set(in_sentence)
    assert index_text("(휴학),") == index_text("휴학")


@pytest.mark.parametrize("bare, inflected", [
    ("오일", "오일을"), ("이체", "이체를"), ("주기", "주기를"), ("철회", "철회의"), ("제정", "제정의"),
    ("신고서", "신고서는"), ("지연", "지연이"), ("초과", "초과의"), ("이내", "이내가"), ("납부", "납부는"),
])
def test_a_bare_noun_in_a_question_meets_the_same_noun_with_a_particle(bare, inflected):
    # Alone, Kiwi may read "오일" as 오+일 (five days) or "철회의" as 철+회의: the tokens keep every
    # close reading, so the noun is there on both sides.
    passage = index_text(f"{inflected} 확인한다").split()
    korean_words.forget()
    question = query_terms(f"{bare} 확인").tokens.split()
    assert bare in passage and bare in question


def test_particles_endings_and_light_words_are_not_tokens():
    tokens = index_text("휴학은 할 수 있다").split()
    assert "휴학" in tokens
    assert not {"은", "수", "있다", "하다"} & set(tokens)


def test_batch_tokenizing_gives_what_one_chunk_at_a_time_gives():
    chunks = [
        ("학칙 제25조(휴학)", "휴학은 통산하여 2년을 초과할 수 없다."),
        ("4.4 C4A15 — Joint encoder communication lost", "Check the joint bus cable; error C4A15 returns."),
        ("", "감속기(減速機) 그리스는 5,000시간마다 교체한다."),
    ]
    batched = index_texts(chunks)
    korean_words.forget()
    assert batched == [index_text(*parts) for parts in chunks]


def test_codes_and_articles_are_whole_tokens_not_fragments():
    tokens = index_text("If the bus drops, the controller reports error C4A15. 「학칙」 제25조 참조.").split()
    assert "c4a15" in tokens and "제25조" in tokens
    assert not {"c", "a", "15", "25", "조", "제"} & set(tokens)
    assert query_terms("c4a15 뜨면 어떻게 해요?").error_codes == ("C4A15",)


def test_a_code_written_with_a_hyphen_is_the_same_code():
    tokens = index_text("Fault E-102 appears when the fan stops.").split()
    assert "e102" in tokens and "102" not in tokens


def test_a_code_range_leaves_no_number_fragments():
    tokens = index_text("Error codes C0-C55 are valid; error E102_A is a sub-state.").split()
    assert {"c0", "c55", "e102"} <= set(tokens)
    assert not {"0", "55", "102"} & set(tokens)


def test_the_particle_after_a_code_or_article_is_not_a_token():
    tokens = index_text("오류 E102가 발생하면 C4A15를 확인하고 제25조에 따른다.").split()
    assert set(tokens) == {"e102", "c4a15", "제25조", "오류", "발생", "확인"}


def test_list_numbering_is_not_a_number_the_question_asks_about():
    tokens = index_text("1. Power off the robot.\n2) Remove joint 3 cover.\n(4) 휴학 2년").split()
    assert tokens.count("3") == 1 and tokens.count("2") == 1
    assert "1" not in tokens and "4" not in tokens


def test_latin_words_never_reach_kiwi(monkeypatch):
    def no_kiwi(*_args):
        raise AssertionError("Kiwi was asked about a Latin word")

    monkeypatch.setattr(korean_words, "readings_many", no_kiwi)
    assert index_texts([("Replace the brake", "Inspect worn cables.")]) == ["replac brake inspect worn cabl"]


def test_new_words_of_a_batch_go_to_kiwi_once(monkeypatch):
    calls = []
    real = korean_words.readings_many
    monkeypatch.setattr(korean_words, "readings_many", lambda words, **kw: calls.append(list(words)) or real(words, **kw))
    index_texts([("", "휴학 신청"), ("", "휴학 기간"), ("", "신청 기간")])
    index_texts([("", "휴학 기간 신청")])
    assert calls == [["휴학", "신청", "기간"]]


def test_the_word_cache_stays_bounded(monkeypatch):
    monkeypatch.setattr(korean_words, "MAX_WORDS", 10)
    for n in range(40):
        korean_words.korean_tokens(f"{n}번째 휴학")
    assert len(korean_words._known) <= 10
    assert korean_words.korean_tokens("휴학은") == ["휴학"]


def test_an_article_is_named_as_chunks_name_it():
    # Chunks store "제25조" / "제3조의2"; the exact lookup only matches the same spelling.
    assert query_terms("제025조와 제 3 조 의 02는?").articles == ("제25조", "제3조의2")
