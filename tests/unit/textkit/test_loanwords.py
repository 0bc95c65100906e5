"""A Korean loanword or transliterated name and the English word it writes (textkit.loanwords)."""
from __future__ import annotations

import pytest

from textkit.loanwords import korean_skeleton, sounds_like


@pytest.mark.parametrize("korean, english", [
    ("컨트롤", "control"), ("박스", "box"), ("필터", "filters"), ("브레이크", "brake"), ("텐트", "tent"),
    ("노스윈드", "Northwind"), ("스타트업", "startup"), ("드론", "drone"), ("배터리", "battery"),
])
def test_a_word_written_by_its_sound_matches(korean, english):
    assert sounds_like(korean, english)


def test_two_consonants_match_a_name_only():
    # Native words find common English words of two consonants by chance; a name no dictionary holds is rarer.
    assert sounds_like("탈리오", "Tallyo", name=True) and not sounds_like("탈리오", "Tallyo")
    for korean, english in (("보류", "value"), ("다리", "daily"), ("자료", "zero"), ("나라", "nearly")):
        assert not sounds_like(korean, english)


@pytest.mark.parametrize("korean, english", [
    ("바람", "broom"),  # a native word: vowels where the English has none
    ("여름", "summer"), ("필터", "pilot"), ("위성", "satellite"),
    ("코일", "coil"),  # too short to tell from chance
])
def test_other_words_do_not(korean, english):
    assert not sounds_like(korean, english)


def test_the_vowel_written_to_sound_a_lone_consonant_is_no_vowel():
    assert korean_skeleton("스타트업") == "STVTVP"


def test_an_english_word_is_found_where_a_korean_text_writes_it_by_its_sound():
    from textkit.loanwords import written_in_hangul

    text = "노즐이 막히면 드론의 살포량이 줄어듭니다. 프로펠러는 200시간마다 교체하십시오."
    assert written_in_hangul("nozzle", text) and written_in_hangul("drone", text)
    assert not written_in_hangul("sensor", text)
    assert not written_in_hangul("checking", "체킹 안내")  # a verb form is not a loanword


@pytest.mark.parametrize("korean, english", [
    ("홈쉴드", "HomeShield"), ("홈쉴드", "homeshield"),  # home|shield: the e of "home" stays silent
    ("라이프타임", "lifetime"),
    ("쉴드", "shield"),  # ㅅ + ㅟ writes "sh" + i, no w
])
def test_a_word_run_together_from_two_and_sh_before_i_match(korean, english):
    assert sounds_like(korean, english, name=english[:1].isupper())


def test_a_w_after_s_is_still_a_w():
    assert korean_skeleton("스위트") == "SWVT" and not sounds_like("쉬트", "sweet")
    assert not sounds_like("홈쉴드", "homestead")
