"""One English stemmer: questions and documents reduce a word the same way wherever they are compared."""
from generation import extractive
from retrieval import tokens
from textkit.stemming import english_stem
from verification.engine import term_presence


def test_inflections_share_a_stem():
    assert english_stem("replaced") == english_stem("replace") == english_stem("replacing") == "replac"
    assert english_stem("refunds") == english_stem("refund")


def test_search_tokens_extractive_matching_and_the_context_check_use_the_same_stemmer():
    assert tokens._stem is extractive._stem is term_presence._stem is english_stem


def test_the_variant_table_folds_words_with_the_same_stemmer():
    # A silent final e goes the same way in every form, as in the BM25 tokens: a document that says
    # "guaranteed" states the "guarantee" a warranty question looks for, "used" states "use".
    from textkit.variants import english_words, stated_in

    for bare, inflected in (("guarantee", "guaranteed"), ("charge", "charged"), ("use", "used"), ("fee", "fees")):
        assert english_words(inflected) == english_words(bare) == [english_stem(bare)]
    assert stated_in("guarantee", "", english_words("All repairs are guaranteed for 90 days."))
