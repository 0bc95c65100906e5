"""The checks Django runs when a command starts: a missing install is named before the first question."""
from __future__ import annotations

from django.core import checks


def test_missing_wordnet_is_a_warning_at_startup(tmp_path, monkeypatch):
    monkeypatch.setenv("CITEWISE_WORDNET_DIR", str(tmp_path))

    errors = [m for m in checks.run_checks() if m.id == "citewise.W002"]

    assert len(errors) == 1 and str(tmp_path) in errors[0].msg and "scripts/run.sh" in errors[0].hint
    # A partial install (an interrupted download) is named too.
    (tmp_path / "index.noun").write_text("")
    (partial,) = [m for m in checks.run_checks() if m.id == "citewise.W002"]
    assert "data.noun" in partial.msg and "index.noun" not in partial.msg.split("lacks")[1]


def test_installed_wordnet_passes_the_startup_checks():
    assert not [m for m in checks.run_checks() if m.id == "citewise.W002"]
