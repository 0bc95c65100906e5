"""Answerable questions a reader would expect answered, which round fourteen's first reading refused.

A verb before a comma ("if the robot *breaks*, who pays?") is no plural subject noun; a decimal designation
("PM2.5", "V2.1") is held to its exact form only where the passages state a sibling ("HW-2.5" for "HW-3.6"),
and compared whole ("HW-3.65" is not "HW-3.6"); a two-letter acronym ("EV") is found where the passages spell it
out ("Electric vehicles").
"""
from __future__ import annotations

import pytest

from verification.engine import Source, check_context
from verification.engine.addressing import asked_terms


@pytest.mark.parametrize("question, verb", [
    ("What if the robot breaks, who pays?", "breaks"),
    ("My printer jams, what now?", "jams"),
    ("the fridge leaks, what do I do?", "leaks"),
])
def test_a_verb_before_a_comma_is_not_a_subject(question, verb):
    assert verb not in [t.text for t in asked_terms(question)]


def test_a_plural_governed_by_a_verb_or_preposition_stays_a_subject():
    assert "bolts" in [t.text for t in asked_terms("How much are the tool flange bolts?")]
    assert "tablets" in [t.text for t in asked_terms("Where do I buy a box of the cleaning tablets?")]


def test_who_pays_when_the_robot_breaks_is_answered():
    robot = Source(text="Repairs. If the robot is damaged by a fault, the manufacturer pays for the repair.")
    check = check_context("What if the robot breaks, who pays?", [robot])
    assert check.sufficient, check.reason


def test_a_decimal_designation_without_a_sibling_is_an_ordinary_term():
    air = Source(text="Air quality. Outdoor PE is cancelled when fine dust (particulate matter) levels are high.")
    check = check_context("Is outdoor PE cancelled when PM2.5 is high?", [air])
    assert check.sufficient, check.reason


def test_a_model_is_compared_whole_not_as_the_start_of_a_longer_number():
    arm = Source(text="Robot arm HW-3.65. The HW-3.65 robot arm supports the gripper.")
    check = check_context("Does the HW-3.6 robot arm support the gripper?", [arm])
    assert not check.sufficient and check.missing == ("HW-3.6",)


def test_the_model_asked_written_with_a_space_is_found():
    arm = Source(text="Robot arm HW 3.6. The HW 3.6 robot arm supports the gripper.")
    assert check_context("Does the HW-3.6 robot arm support the gripper?", [arm]).sufficient


def test_an_acronym_the_passages_spell_out_is_found():
    ev = Source(text="Electric vehicles. Electric cars can be charged in bays 1-4 of the car park.")
    check = check_context("Where can I charge my EV?", [ev])
    assert check.sufficient, check.reason


def test_an_acronym_no_passage_writes_or_spells_out_is_still_missing():
    tv = Source(text="Parking. Cars can be parked in bays 1-4 of the car park.")
    assert not check_context("Where can I park my EV?", [tv]).sufficient
