"""Fixtures for the engine's unit tests (the shared samples live in ``engine_samples``)."""
from __future__ import annotations

import pytest
from engine_samples import FakeJudge

from verification.engine import JudgeUnavailable


@pytest.fixture
def fake_judge():
    return FakeJudge


@pytest.fixture
def unavailable_judge():
    return FakeJudge(raises=JudgeUnavailable("timeout after 3 retries"))
