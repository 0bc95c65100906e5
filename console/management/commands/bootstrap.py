"""`manage.py bootstrap`: first-run setup for a local install — secret key, thresholds row, a console login.

Creates the installation's secret key (unless DJANGO_SECRET_KEY is set) and, on first run, the superuser
``admin`` with a random password stored in the data directory (mode 600) so the run command can print
the login again; it never overwrites a user or a key.
"""
from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand

from console.installation import admin_login_ensure, secret_key_ensure
from generation import llm
from generation.embeddings import search_mode
from verification.models import Thresholds


class Command(BaseCommand):
    help = "Create the secret key, the thresholds row and, on first run, an admin login; print the login."

    def handle(self, *args, **opts):
        if secret_key_ensure(settings.DATA_DIR / "secret_key"):
            self.stdout.write(f"Secret key stored in {settings.DATA_DIR / 'secret_key'} (used from the next start)")
        Thresholds.current()
        password = admin_login_ensure(settings.DATA_DIR / "admin_password")
        if password:
            self.stdout.write(f"Console login: admin / {password} (initial password)")
        else:
            self.stdout.write("Console login: an existing superuser (created outside bootstrap)")
        if llm.model_configured():
            where = settings.OPENAI_BASE_URL or "OpenAI"
            self.stdout.write(f"Answers: written by {settings.OPENAI_MODEL} ({where}), LLM judge on")
        else:
            self.stdout.write("Answers: extractive (no OPENAI_API_KEY), deterministic verification only")
        self.stdout.write(f"Search: {search_mode()}")
