"""`manage.py bootstrap`: first-run setup for a local install — thresholds row and a console login.

Creates the superuser ``admin`` with a random password on first run and stores that password in the
data directory (mode 600) so the run command can print the login again; it never overwrites a user.
"""
from __future__ import annotations

import os
import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from generation import llm
from generation.embeddings import search_mode
from verification.models import Thresholds


class Command(BaseCommand):
    help = "Create the thresholds row and, on first run, an admin login; print the login."

    def handle(self, *args, **opts):
        Thresholds.current()
        users = get_user_model()
        password_file = settings.DATA_DIR / "admin_password"
        if not users.objects.filter(is_superuser=True).exists():
            password = secrets.token_urlsafe(12)
            users.objects.create_superuser("admin", "", password)
            fd = os.open(password_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w") as fh:
                fh.write(password)
        if password_file.exists():
            self.stdout.write(f"Console login: admin / {password_file.read_text().strip()} (initial password)")
        else:
            self.stdout.write("Console login: an existing superuser (created outside bootstrap)")
        if llm.model_configured():
            where = settings.OPENAI_BASE_URL or "OpenAI"
            self.stdout.write(f"Answers: written by {settings.OPENAI_MODEL} ({where}), LLM judge on")
        else:
            self.stdout.write("Answers: extractive (no OPENAI_API_KEY), deterministic verification only")
        self.stdout.write(f"Search: {search_mode()}")
