"""Korean particles: cut off a word, kept apart as its role, one spelling of the two-form ones, and the form a
word takes after a vowel or a final consonant."""
from __future__ import annotations

import pytest

from textkit.particles import bare, one_spelling, spelled_for, split


@pytest.mark.parametrize("word, expected", [
    ("창고는", "창고"), ("창고에서는", "창고"), ("창고까지", "창고"), ("사무실이다", "사무실"),
    ("과", "과"), ("Box가", "Box가"), ("창고", "창고"),
])
def test_bare(word, expected):
    assert bare(word) == expected


def test_split_keeps_the_role():
    assert split("직원에게서") == ("직원", "에게서")
    assert split("관리인이") == ("관리인", "이")
    assert split("에게") is None  # a particle alone is no noun with a role
    assert split("사무실이다") is None  # a copula is not a case particle


@pytest.mark.parametrize("particle, expected", [
    ("는", "은"), ("가", "이"), ("를", "을"), ("와", "과"), ("과", "과"), ("로", "으로"), ("랑", "이랑"),
    ("께", "에게"), ("한테", "에게"), ("에서", "에서"),
])
def test_one_spelling(particle, expected):
    assert one_spelling(particle) == expected


@pytest.mark.parametrize("word, particle, expected", [
    ("의자", "과", "와"), ("책상", "와", "과"),  # 와 after a vowel, 과 after a final consonant
    ("의자", "은", "는"), ("책상", "는", "은"),
    ("바다", "으로", "로"), ("연필", "으로", "로"), ("책상", "로", "으로"),  # 로 after ㄹ too
    ("관련 규정", "라고", "이라고"), ("책상", "에서", "에서"), ("Box", "와", "와"),
])
def test_spelled_for(word, particle, expected):
    assert spelled_for(word, particle) == expected
