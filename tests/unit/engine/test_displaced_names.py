"""A numbered name the source states elsewhere ("Level 2", "5번 출구"), put where the sentence that says the rest of the claim
names another of its kind, is a mismatch; the sentence's own name, or a window that names both, is not."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.displaced_names import displaced_name

STAFF = Source(text="Who may service the lifts\n- Technicians holding a Level 2 lift certificate may service the cars.\n"
                    "- Work on the machine room controller needs a Level 4 certificate.")
EXITS = Source(text="오시는 길\n- 지하철 2번 출구로 나오면 매표소가 가깝습니다.\n- 공연장 주차장은 5번 출구 쪽에 있습니다.")


def test_another_level_than_the_sentence_names_is_a_mismatch():
    c = first_citation("Work on the machine room controller needs a Level 2 certificate[1].", STAFF)
    assert c.status == "inaccurate", c.explanation


def test_the_sentences_own_level_stays_accurate():
    c = first_citation("Work on the machine room controller needs a Level 4 certificate[1].", STAFF)
    assert c.status == "accurate", c.explanation


def test_a_level_the_claims_sentence_states_itself_stays_accurate():
    c = first_citation("Technicians holding a Level 2 lift certificate may service the cars[1].", STAFF)
    assert c.status == "accurate", c.explanation


def test_korean_numbered_exit_against_the_sentence_that_says_the_rest():
    sentence = EXITS.text.split("\n")[2]
    assert displaced_name("공연장 주차장은 2번 출구 쪽에 있습니다", sentence, 1.0, ())
    assert not displaced_name("공연장 주차장은 5번 출구 쪽에 있습니다", sentence, 1.0, ())
    c = first_citation("공연장 주차장은 2번 출구 쪽에 있습니다[1].", EXITS)
    assert c.status != "accurate", c.explanation
