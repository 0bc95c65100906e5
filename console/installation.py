"""First-run setup of a local installation: its secret key and its first console login."""
from __future__ import annotations

import os
import secrets
import time
from pathlib import Path

from django.contrib.auth import get_user_model


def secret_key_ensure(path: Path) -> bool:
    """Store a random secret key at ``path`` (mode 600) unless one is there; True when it was created.

    Of two processes starting together one writes (O_EXCL) and the other finds the file; a file left
    empty by a crash is an error to fix by hand rather than a key to guess.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        for _ in range(50):
            if path.read_text().strip():
                return False
            time.sleep(0.1)  # the other process is still writing it
        raise RuntimeError(f"{path} is empty; delete it or set DJANGO_SECRET_KEY") from None
    with os.fdopen(fd, "w") as fh:
        fh.write(secrets.token_urlsafe(50))
    return True


def admin_login_ensure(password_file: Path) -> str | None:
    """Create the superuser ``admin`` with a random password on first run and keep the password in
    ``password_file`` (mode 600) so the run command can print the login again; never touches an
    existing user. Returns the initial password, or None when the login was made elsewhere."""
    users = get_user_model()
    if not users.objects.filter(is_superuser=True).exists():
        password = secrets.token_urlsafe(12)
        users.objects.create_superuser("admin", "", password)
        fd = os.open(password_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(password)
    return password_file.read_text().strip() if password_file.exists() else None
