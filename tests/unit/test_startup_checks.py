"""The checks Django runs when a command starts: a missing install is named before the first question."""
from __future__ import annotations

from django.core import checks


def test_missing_wordnet_is_an_error_at_startup(tmp_path, monkeypatch):
    monkeypatch.setenv("CITEWISE_WORDNET_DIR", str(tmp_path))

    errors = [m for m in checks.run_checks() if m.id == "citewise.E001"]

    assert len(errors) == 1 and str(tmp_path) in errors[0].msg and "scripts/run.sh" in errors[0].hint


def test_installed_wordnet_passes_the_startup_checks():
    assert not [m for m in checks.run_checks() if m.id == "citewise.E001"]
