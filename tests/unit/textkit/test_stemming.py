"""One English stemmer: questions and documents reduce a word the same way wherever they are compared."""
from generation import extractive
from retrieval import tokens
from textkit.stemming import english_stem
from verification.engine import addressing


def test_inflections_share_a_stem():
    assert english_stem("replaced") == english_stem("replace") == english_stem("replacing") == "replac"
    assert english_stem("refunds") == english_stem("refund")


def test_search_tokens_extractive_matching_and_the_context_check_use_the_same_stemmer():
    assert tokens._stem is extractive._stem is addressing._stem is english_stem
