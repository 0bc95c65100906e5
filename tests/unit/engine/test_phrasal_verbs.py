"""An English claim's phrasal verb ("comes back", "turn the arm off", "get the fee back") is found where its source
says the same in one word ("returns", "switch off", "refunded"): WordNet's verb synsets and the small table of
``textkit.everyday.EN_PHRASAL``. The direction of the act survives ("pay back" is not "refund", "give" is not
"get", "turn on" is not "turn off"), and the polarity and values of such a claim are compared as before."""
import pytest
from engine_samples import only

from textkit.wordnet import verb_synonyms
from verification.engine import Source
from verification.engine.analysis import analyse
from verification.engine.checks.overlap import coverage, said_otherwise
from verification.engine.phrasal import found_tokens, phrasals


@pytest.mark.parametrize("claim, source", [
    ("Replace the power supply unit if the code comes back more than once a week",
     "If the code returns more than once per week, replace the power supply unit."),
    ("Wait five minutes after turning off the main power before you open the cover",
     "Always switch off the main power and wait 5 minutes before opening the cover."),
    ("You get the deposit back within 30 days after the lease ends",
     "The deposit is refunded within 30 days after the lease ends."),
    ("The landlord gives the deposit back within 30 days", "The landlord refunds the deposit within 30 days."),
    ("Turn the pump off before you clean the filter", "Switch off the pump before you clean the filter."),
])
def test_a_phrasal_verb_for_the_sources_one_word_verb_is_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    # another direction of the same transfer
    ("You pay the loan back within 30 days after the course ends",
     "The loan is refunded within 30 days after the course ends."),
    ("You get the deposit back within 30 days after the lease ends",
     "You must refund the deposit within 30 days after the lease ends."),
    ("You give the deposit back within 30 days after the lease ends",
     "The deposit is refunded to you within 30 days after the lease ends."),
    # the opposite state
    ("Turn the pump on before you clean the filter", "Switch off the pump before you clean the filter."),
    # the same wording negated, or with another figure
    ("You do not get the deposit back after the lease ends", "The deposit is refunded after the lease ends."),
    ("You get the deposit back within 60 days after the lease ends",
     "The deposit is refunded within 30 days after the lease ends."),
    ("Replace the power supply unit if the code comes back more than twice a week",
     "If the code returns more than once per week, replace the power supply unit."),
])
def test_a_phrasal_the_source_says_the_other_way_round_is_not_accurate(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


def test_a_phrasal_is_read_together_or_split_and_inflected():
    assert [p[0] for p in phrasals("The code came back twice.")] == ["come back"]
    assert [p[0] for p in phrasals("Students get 50% of their tuition back.")] == ["get back"]
    assert [p[0] for p in phrasals("Turning the arm off is safe.")] == ["turn off"]
    # a split particle does not reach past a new clause
    assert phrasals("Get the form and send it back.") == (("send back", "send", "back", "send", ""),)


def test_wordnet_gives_synonyms_only_never_antonyms_or_other_senses():
    assert "switch off" in verb_synonyms("turn off")
    assert "switch on" not in verb_synonyms("turn off")
    assert "return" in verb_synonyms("come back")
    assert "refund" not in verb_synonyms("pay back")  # pay back is to repay (a debt), not to refund


def test_the_phrasals_words_count_as_found_but_not_as_the_sources_own_terms():
    claim, window = analyse("The code comes back twice"), analyse("The code returns twice.")
    assert coverage(claim, window) == (1.0, ())
    assert found_tokens(claim.text, window.text, window.tokens) == {"com", "back"}
    assert said_otherwise(["com", "back", "code"], window, claim) == {"com", "back"}


def test_a_light_verb_synonym_finds_nothing():
    # "go on" is also "pass" and "keep": as a source's word they say nothing of the sense.
    claim, window = analyse("The leak goes on for two weeks"), analyse("The leak keeps for two weeks.")
    assert found_tokens(claim.text, window.text, window.tokens) == frozenset()
    window = analyse("The leak continues for two weeks.")
    assert found_tokens(claim.text, window.text, window.tokens)  # (a synonym that is no light verb)


def test_a_pronoun_read_in_another_place_is_no_exchange_of_participants():
    # "you" names no thing: a receiver's paraphrase of a passive source exchanges nothing.
    c = only("With receipts you get back up to GBP 25 of travel costs per visit[1].",
             [Source(text="Travel costs are refunded up to GBP 25 per visit when you show receipts.")])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("A monitored burglar alarm gives a 5% discount", "A 5% discount applies for a monitored burglar alarm."),
    ("For $12 a month, Starter gives you one user", "Starter costs $12 per month and includes 1 user."),
])
def test_a_light_verb_whose_object_the_source_names_is_left_unmatched(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert (c.status, c.action) == ("accurate", "kept"), c.explanation


@pytest.mark.parametrize("claim, source", [
    ("You get 30 days notice", "You must give 30 days notice."),  # the act said from the other side
    ("A monitored burglar alarm gives a 6% discount", "A 5% discount applies for a monitored burglar alarm."),
    ("A monitored burglar alarm gives no discount", "A 5% discount applies for a monitored burglar alarm."),
    ("A monitored burglar alarm gives a 5% discount on renewal",  # another word missing besides the verb
     "A 5% discount applies for a monitored burglar alarm."),
])
def test_a_light_verb_is_left_unmatched_only_when_nothing_else_differs(claim, source):
    c = only(claim + "[1].", [Source(text=source)])
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("text, read", [
    ("The policy covers up to $3,000.", []),  # "up to" a figure is a bound, not a particle
    ("You pay for the repairs.", []),  # a preposition of the object, not a particle
    ("There is a break in cover.", []),  # after an article: a noun
    ("Turn on the pump.", ["turn on"]),  # a particle right after its verb ("on" split from it is not read:)
    ("You get free shipping on exchanges.", []),
    ("Let the robot cool down.", ["cool down"]),  # the particle is the nearest verb's
])
def test_what_is_not_read_as_a_phrasal(text, read):
    assert [p[0] for p in phrasals(text)] == read
