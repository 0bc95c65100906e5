"""`manage.py apitoken USERNAME`: create that user's API token, or print the one they have.

    curl -H "Authorization: Token $(manage.py apitoken alice)" -H "Content-Type: application/json" \
         -d '{"question": "휴학은 최대 몇 년까지 할 수 있나요?"}' http://127.0.0.1:8000/api/query/verified
"""
from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from rest_framework.authtoken.models import Token


class Command(BaseCommand):
    help = "Create or print the API token of an existing user (the API refuses callers without one)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--reset", action="store_true", help="replace the user's token with a new one")

    def handle(self, *args, username: str, reset: bool, **opts):
        users = get_user_model()
        user = users.objects.filter(**{users.USERNAME_FIELD: username}).first()
        if user is None:
            raise CommandError(f"No user {username!r}. Create one first: manage.py createsuperuser "
                               f"(or in the console, Access → Users).")
        if not user.is_active:
            raise CommandError(f"{username!r} is deactivated; the API would refuse this token.")
        if reset:
            Token.objects.filter(user=user).delete()
        token, created = Token.objects.get_or_create(user=user)
        if created:
            self.stderr.write(f"Created an API token for {username}.")
        self.stdout.write(token.key)
