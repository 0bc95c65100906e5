"""Kiwi's reading of Latin words before a full stop (textkit.morphology)."""
from textkit.morphology import analyze, content_tokens


def test_a_full_stop_after_a_latin_word_is_set_apart_with_offsets_into_the_text():
    text = "Ask the front desk. 그다음 visitors. 끝"
    tokens = analyze(text)
    assert [text[a:b] for lemma, _, a, b in tokens if lemma in ("desk", "visitors")] == ["desk", "visitors"]
    assert all(text[a:b] == lemma for lemma, tag, a, b in tokens if tag == "SL")


def test_content_tokens_keep_the_last_english_word_whole():
    assert content_tokens("Lockers are for members.")[-1] == "members"
