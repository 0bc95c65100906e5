"""What a question asks about, not how it measures or when: a unit after a number or after "how many" ("15 sec",
"how many grams"), a part of the day said as the asker's time ("any night") and a word that names the kind of value
asked ("the odds", "how much money") are not subjects a document must name; a season, a counter ("how many people")
or a part of the day that names a kind of thing ("night bus") still is, and a unit of a strict kind holds the question
to a stated value of that kind. A price asked ("how much are …?") of something the passages name but price nowhere is refused; "how
much" of a quantity ("how much does the arm lift") is not held to a price."""
from __future__ import annotations

import pytest

from verification.engine import Source, check_context
from verification.engine.addressing import asked_terms
from verification.engine.asked import _refers_back

ESPRESSO = Source(text="A double shot uses 14–18 g of ground coffee and should run for 25–30 seconds. If the shot "
                       "runs faster, grind finer. Below 5 °C, run the frost drain before storing the machine.",
                  title="Espresso machine manual", file="espresso.md")
MUSEUM = Source(text="The galleries are open daily from 10:00 to 17:30, and until 21:00 on Fridays.",
                title="Museum visitor rules", file="museum.html")
TRIAL = Source(text="Two out of every three participants receive the study drug; the others receive a placebo.",
               title="Trial information sheet", file="trial.html")


def _terms(question: str) -> list[str]:
    return [t.text for t in asked_terms(question) if t.kind != "measure"]


@pytest.mark.parametrize("question, unit", [
    ("my shot pulls in like 15 sec, too fast?", "sec"),
    ("how many grams of coffee for a double", "grams"),
    ("is 2 litres enough for the tank", "litres"),
])
def test_a_unit_after_a_number_or_how_many_is_not_a_subject(question, unit):
    assert unit not in _terms(question)


def test_a_unit_of_a_strict_kind_holds_the_question_to_a_value_of_that_kind():
    # "how many grams" asks a weight: answered where a weight is stated, in any unit of weight ("14–18 g") …
    assert check_context("how many grams of coffee for a double", [ESPRESSO]).sufficient
    # … and not where none is
    assert not check_context("how many grams of coffee for a double", [MUSEUM]).sufficient


@pytest.mark.parametrize("question, source", [
    ("my shot pulls in like 15 sec, too fast?", ESPRESSO),
    ("how many grams of coffee for a double", ESPRESSO),
    ("is the museum open late any night", MUSEUM),
    ("what are the odds im on the real drug and not placebo", TRIAL),
])
def test_questions_worded_the_way_people_type_are_answered(question, source):
    assert check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, when", [
    ("is the museum open late any night", "night"),
    ("does the shuttle run all night", "night"),
])
def test_a_part_of_the_day_said_as_the_askers_time_is_not_a_subject(question, when):
    assert when not in _terms(question)


@pytest.mark.parametrize("question, kind", [
    ("is there a summer camp for kids", "summer"),
    ("can i keep the machine in the garage over winter", "winter"),  # a season: held to the passages
    ("is there a night bus after the race", "night"),
    ("새벽에도 주차할 수 있어?", "새벽"),  # a Korean part of the day with 에도 is asked about (test_answerability)
])
def test_a_season_or_a_kind_of_thing_is_still_asked_about(question, kind):
    assert kind in _terms(question)


def test_a_winter_programme_the_passages_do_not_name_is_still_refused():
    assert not check_context("is there a winter programme for members", [MUSEUM]).sufficient


@pytest.mark.parametrize("question, counted", [
    ("how many people can join the tour", "people"),
    ("how many credits can I take", "credits"),
])
def test_a_counter_names_the_things_counted_and_stays_a_subject(question, counted):
    assert counted in _terms(question)


@pytest.mark.parametrize("question, word", [
    ("what are the odds im on the real drug and not placebo", "odds"),
    ("what are my chances of getting the drug", "chances"),
    ("how much money do i get for the trip", "money"),
])
def test_a_word_that_names_the_kind_of_value_asked_is_not_a_subject(question, word):
    assert word not in _terms(question)


TABLETS = Source(text="Backflush the group head once a month with one GC-1 cleaning tablet from a box of 50. "
                       "Descale every 8 weeks.",
                 title="Espresso machine manual", file="espresso.md")
ELECTIVES = Source(text="Afternoon electives (conversation club, writing) run from 14:00 to 15:30 and are optional.",
                   title="Summer enrolment guide", file="guide.txt")
FEES = Source(text="Afternoon electives cost GBP 40 each. Tuition is GBP 900 for the four weeks.",
              title="Summer enrolment guide", file="guide.txt")
KO_FREE = Source(text="방문상담은 무료로 제공하며, 이동 지원은 1회 5,000원입니다.", title="이용안내", file="guide.md")


@pytest.mark.parametrize("question, source", [
    ("how much is a box of the GC-1 cleaning tablets", TABLETS),
    ("How much are the afternoon electives?", ELECTIVES),
])
def test_a_price_asked_of_something_the_passages_name_but_price_nowhere_is_refused(question, source):
    check = check_context(question, [source])
    assert not check.sufficient and "state no value" in check.reason


@pytest.mark.parametrize("question, source", [
    ("How much are the afternoon electives?", FEES),
    ("방문상담 비용 얼마야?", KO_FREE),          # "무료" answers "얼마"
    ("how long do I descale for", TABLETS),       # a period is said in too many ways to refuse for want of one
])
def test_a_value_of_the_kind_asked_or_a_kind_said_in_many_ways_lets_it_through(question, source):
    assert check_context(question, [source]).sufficient


@pytest.mark.parametrize("question, noun", [
    ("do members get cheaper parking at the museum", "parking"),
    ("is there free shipping on returns", "shipping"),
])
def test_an_ing_word_after_its_adjective_is_a_noun_asked_about(question, noun):
    assert noun in _terms(question)


@pytest.mark.parametrize("question, verb", [
    ("is the robot still running", "running"),
    ("why is it still working", "working"),
])
def test_an_ing_word_after_an_adverb_of_its_subject_is_a_verb(question, verb):
    assert verb not in _terms(question)


def test_parking_the_passages_never_name_is_refused():
    assert not check_context("do members get cheaper parking at the museum", [MUSEUM]).sufficient


ARM = Source(text="The arm has a rated payload of 6 kg and a reach of 900 mm.", title="CR6 manual", file="cr6.md")
KO_FEES = Source(text="분실한 회원카드는 재발급 수수료 5천 원을 내고 다시 받을 수 있습니다.", title="회원 안내", file="members.md")


@pytest.mark.parametrize("question, source", [
    ("How much does the CR6 arm lift?", ARM),      # a quantity, not a price
    ("how much coffee goes in a double", ESPRESSO),
    ("회원카드 재발급 얼마야?", KO_FEES),           # "5천 원"
])
def test_how_much_of_a_quantity_or_a_price_in_thousands_is_not_refused_for_want_of_a_price(question, source):
    assert check_context(question, [source]).sufficient


PET = Source(text="Injuries are covered from 3 days after the start date. Cruciate ligament conditions in dogs are "
                  "covered after a 6-month waiting period.", title="Pet insurance policy", file="pet.md")


def test_that_pointing_back_at_the_situation_makes_its_first_noun_the_subject():
    # "that" points back at what happened to the dog: the dog must be named, a detail ("ACL") may be said otherwise
    assert check_context("my dog tore his ACL, when would that be covered?", [PET]).sufficient
    assert not check_context("my horse tore his ACL, when would that be covered?", [PET]).sufficient


@pytest.mark.parametrize("question, pointing", [
    ("my dog tore his ACL, when would that be covered?", True),
    ("I broke the lid, does that count?", True),
    ("I paid the deposit, is that fee refundable?", False),  # a determiner before its noun
])
def test_that_and_this_point_back_as_pronouns_only(question, pointing):
    assert _refers_back(question) is pointing
