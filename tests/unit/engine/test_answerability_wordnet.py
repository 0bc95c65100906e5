"""Answerability through WordNet: a question's everyday noun found where an English passage says it another way.

Before writing, an English subject term no passage holds is looked up in WordNet (``textkit.wordnet``): a
synonym ("refund" / "repayment"), a kind of it ("furniture" / "chairs"), or what it is a kind of ("kitty" /
"cats") answers it. Sister terms (import / export, daughters / sons) do not, nor does a hypernym when the
question narrows the noun by a word the passage lacks ("behavioural therapy" / "treatment").
"""
from __future__ import annotations

import pytest

from verification.engine import Source, check_context, kin

PET = Source(text="We insure dogs and cats that are at least 8 weeks old. Premier plan monthly premium: "
                  "dog USD 30, cat USD 20.", title="PawSure policy", file="pawsure.md")
CARE = Source(text="Treatment after an accident is covered, up to USD 1,000 per year.", title="PawSure policy",
              file="pawsure.md")
BILLING = Source(text="A repayment is made within 10 business days of the cancellation.", title="Billing FAQ",
                 file="billing.md")
RETURNS = Source(text="Chairs and tables can be sent back within 30 days of delivery.", title="Returns policy",
                 file="returns.md")
CUSTOMS = Source(text="Export fees are 5% of the declared value.", title="Customs guide", file="customs.md")
SECTIONS = Source(text="Items can be sent back as sections 2 and 3 say.", title="Returns policy", file="returns.md")
BENEFITS = Source(text="A discount of 10% applies to the sons of staff members.", title="Staff benefits",
                  file="benefits.md")
CATS = Source(text="We insure cats that are at least 8 weeks old. Monthly premium: USD 20.", title="Cat policy",
              file="cats.md")
TRAINS = Source(text="Train fares are reimbursed for business trips of more than 50 km.", title="Travel policy",
                file="travel.md")


def _without_wordnet(monkeypatch):
    monkeypatch.setattr(kin, "broader_nouns", lambda noun, **kw: ())
    monkeypatch.setattr(kin, "narrower_nouns", lambda noun, **kw: frozenset())


@pytest.mark.parametrize("question, source", [
    ("premier plan monthly price for a kitty?", PET),             # what it is a kind of: a kitty is a cat
    ("is therapy covered after an accident?", CARE),             # therapy is medical care, a treatment
    ("When is the refund made after a cancellation?", BILLING),  # a synonym
    ("Can I send furniture back?", RETURNS),                      # a kind of it: chairs, tables
])
def test_a_noun_the_passage_says_in_other_words_is_found(question, source, monkeypatch):
    assert check_context(question, [source]).sufficient
    _without_wordnet(monkeypatch)  # the lexical check alone refuses it: WordNet is what answers it
    assert not check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, source, missing", [
    ("What are the import fees?", CUSTOMS, "import"),                                # sister term
    ("Is there a discount for the daughters of staff members?", BENEFITS, "daughters"),  # sister term
    ("is behavioural therapy covered after an accident?", CARE, "therapy"),          # narrowed by the question
    ("What is the price for a jacket?", PET, "jacket"),                              # unrelated
    ("Can I send furniture back?", SECTIONS, "furniture"),  # a "sectional" (a sofa) is not "sections"
])
def test_a_sister_term_or_a_narrowed_noun_is_still_not_found(question, source, missing):
    check = check_context(question, [source])
    assert not check.sufficient
    assert missing in check.missing


def test_without_wordnet_installed_no_relative_counts_and_nothing_fails(tmp_path, monkeypatch):
    import textkit.wordnet as wordnet
    from verification.engine.kin import kin_stated

    def dogs(word: str) -> bool:
        return word in ("dog", "dogs")

    monkeypatch.setenv("CITEWISE_WORDNET_DIR", str(tmp_path))
    monkeypatch.setattr(wordnet, "_LOADED", {})
    assert kin_stated("puppies", dogs) is False  # checked as before WordNet, no error
    monkeypatch.undo()
    assert kin_stated("puppies", dogs)  # installed: a puppy is a dog


def test_a_relative_ending_in_a_vowel_and_y_is_found_in_its_plural():
    from verification.engine.english_stated import word_stated as _word_stated

    assert _word_stated("key", "Spare keys are kept at the front desk.")
    assert _word_stated("policy", "All policies renew every year.")


# An English common noun inside a Korean question is read as the same word in an English question: a name (a
# capitalised name, an acronym, a word no dictionary holds) is looked for as written.
@pytest.mark.parametrize("question, source", [
    ("kitty 보험료 얼마야?", PET),           # what it is a kind of: a kitty is a cat
    ("취소하면 refund 언제 돼?", BILLING),    # a synonym: repayment
    ("furniture 반품 돼?", RETURNS),          # a kind of it: chairs, tables
])
def test_an_english_word_in_a_korean_question_is_found_through_its_relatives(question, source, monkeypatch):
    assert check_context(question, [source]).sufficient
    _without_wordnet(monkeypatch)
    assert not check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, source, missing", [
    ("import 수수료 얼마야?", CUSTOMS, "import"),        # sister term
    ("daughters도 할인 돼?", BENEFITS, "daughters"),     # sister term
    ("jacket 보험료 얼마야?", PET, "jacket"),             # unrelated
    ("Kitty 보험료 얼마야?", PET, "Kitty"),               # capitalised: a name (a plan, a product), as written
])
def test_a_sister_term_or_a_name_in_a_korean_question_is_still_not_found(question, source, missing):
    check = check_context(question, [source])
    assert not check.sufficient
    assert missing in check.missing


@pytest.mark.parametrize("word, common", [
    ("kitty", True), ("refund", True),
    ("Kitty", False), ("PawSure", False), ("GPS", False), ("sso", False), ("tallyo", False), ("x100", False),
])
def test_only_a_small_letter_dictionary_noun_is_a_common_word(word, common):
    from verification.engine.asked_english import common_noun

    assert common_noun(word) is common


def test_a_model_code_in_a_korean_question_stays_a_name():
    from verification.engine.asked import asked_terms

    terms = {t.text: t.kind for t in asked_terms("CR6 arm 보증기간 알려줘")}
    assert "CR6" not in terms  # a code: checked as an identifier, not a word
    assert terms.get("arm") == "name"  # a name's word: looked for as written (and, a small-letter noun, by its kin)


# A Korean noun over English passages: its English form (``textkit.bilingual``) is looked up in WordNet too.
@pytest.mark.parametrize("question, source", [
    ("환불 언제 돼?", BILLING),     # refund → repayment
    ("가구 반품 돼?", RETURNS),     # furniture → chairs, tables
])
def test_a_korean_noun_is_found_through_the_relatives_of_its_english_form(question, source, monkeypatch):
    assert check_context(question, [source]).sufficient
    _without_wordnet(monkeypatch)
    assert not check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, source, missing", [
    ("강아지 보험료 얼마야?", CATS, "강아지"),              # dog / cat: sister terms
    ("버스 요금 지원돼?", TRAINS, "버스"),                  # bus / train: sister terms
    ("사고 나면 행동치료 보장돼?", CARE, "행동"),           # narrowed by a word the passage lacks
])
def test_a_korean_noun_whose_english_form_is_a_sister_term_is_still_not_found(question, source, missing):
    check = check_context(question, [source])
    assert not check.sufficient
    assert missing in check.missing


@pytest.mark.parametrize("word, text, stated", [
    ("cat", "Cats and dogs are insured.", True),
    ("cat", "See the catalogue.", False),          # a whole word, not a piece of one
    ("cat", "No bobcat is covered.", False),
    ("bus", "Buses run hourly.", True),             # -es plural
    ("berry", "Berries are sold by weight.", True),
    ("berry", "Berrys are sold by weight.", False),  # consonant + y: -ies only
    ("day", "within 30 days", True),
    ("repayment", "(repayments)", True),
    ("gift card", "Gift cards cannot be returned.", True),  # a phrase
    ("gift card", "A gift is not a card.", False),
])
def test_a_relative_is_stated_as_a_whole_word_or_its_plural(word, text, stated):
    from verification.engine.english_stated import word_stated as _word_stated

    assert _word_stated(word, text) is stated


ABROAD = Source(text="Cover extends to Europe for up to 60 days in each policy year.", title="Cycle policy",
                file="cycle.txt")
LISTED = Source(text="Cover extends to France and Italy for up to 60 days in each policy year.", title="Cycle policy",
                file="cycle.txt")
GATES = Source(text="Use the west gate after 22:00. Cover extends to Wales.", title="Site rules", file="site.txt")


def test_a_named_place_is_stated_by_the_place_it_is_part_of():
    # WordNet: Spain is part of Europe; Paris of France.
    assert check_context("am i covered cycling in spain", [ABROAD]).sufficient
    assert check_context("am i covered cycling in paris", [LISTED]).sufficient


@pytest.mark.parametrize("question, source", [
    ("am i covered cycling in japan", ABROAD),   # Japan is part of Asia, which the policy does not name
    ("am i covered cycling in spain", LISTED),   # a list of other countries of Europe, without Spain
    ("am i covered cycling in spain", GATES),    # "west" in small letters is no place (WordNet: Spain, the West)
])
def test_a_place_the_passage_does_not_name_nor_hold_is_still_not_found(question, source):
    check = check_context(question, [source])
    assert not check.sufficient


def test_a_word_that_names_a_place_only_in_a_rarer_sense_is_no_place():
    # "turkey" is first the bird: a menu question is not answered by a passage about Europe.
    assert kin.place_stated("spain", "Cover extends to Europe.")
    assert not kin.place_stated("turkey", "Cover extends to Europe and Asia.")
