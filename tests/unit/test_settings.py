"""Settings read the environment and nothing else: no files or directories appear when they are imported."""
from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _python(code: str, **env) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "CITEWISE_"))}
    clean.update(env)
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=clean, capture_output=True, text=True,
                          timeout=60)


def test_importing_settings_creates_nothing(tmp_path):
    data = tmp_path / "data"
    run = _python("import config.settings as s; print(s.SECRET_KEY[:6])", CITEWISE_DATA_DIR=str(data))

    assert run.returncode == 0, run.stderr
    assert not data.exists()
    assert run.stdout.strip() == "unset-"  # a throwaway key until bootstrap stores one


def test_production_settings_refuse_to_start_without_a_secret_key(tmp_path):
    run = _python("import config.settings", CITEWISE_DATA_DIR=str(tmp_path), DJANGO_SECURE="true")

    assert run.returncode != 0
    assert "DJANGO_SECRET_KEY must be set when DJANGO_SECURE is on" in run.stderr


def test_bootstrap_stores_a_private_key_that_later_processes_read(tmp_path):
    from console.installation import secret_key_ensure

    path = tmp_path / "secret_key"
    assert secret_key_ensure(path) is True
    assert secret_key_ensure(path) is False  # never overwritten
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    run = _python("import config.settings as s; print(s.SECRET_KEY)", CITEWISE_DATA_DIR=str(tmp_path))
    assert run.stdout.strip() == path.read_text()
