"""Production settings pass Django's deployment checks (R13)."""
from __future__ import annotations

import os
import secrets
import subprocess
import sys

from .conftest import ROOT


def test_check_deploy_is_clean_with_production_settings(tmp_path):
    env = dict(os.environ, DJANGO_SECURE="true", DJANGO_DEBUG="false", CITEWISE_DATA_DIR=str(tmp_path),
               DJANGO_SECRET_KEY=secrets.token_urlsafe(60), DJANGO_ALLOWED_HOSTS="citewise.example.org")

    run = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)

    assert run.returncode == 0, run.stdout + run.stderr
    assert "no issues" in run.stdout
