"""`manage.py runslackbot`: the bot over Socket Mode (SLACK_APP_TOKEN), for workspaces that cannot
reach Citewise over HTTP. Questions are answered by the Celery worker, as in HTTP mode."""
from __future__ import annotations

import signal
import threading

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from slack_bolt.adapter.socket_mode import SocketModeHandler

from bot.app import SlackNotConfigured, slack_app


class Command(BaseCommand):
    help = "Run the Slack bot over Socket Mode (needs SLACK_APP_TOKEN and SLACK_BOT_TOKEN)."

    def handle(self, *args, **options):
        if not settings.SLACK_APP_TOKEN:
            raise CommandError("SLACK_APP_TOKEN is not set: Socket Mode needs an app-level token (xapp-…)")
        try:
            app = slack_app()
        except SlackNotConfigured as exc:
            raise CommandError(str(exc)) from exc
        handler = SocketModeHandler(app, app_token=settings.SLACK_APP_TOKEN)
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda *_: stop.set())
        handler.connect()
        self.stdout.write(f"Slack bot connected over Socket Mode (Web API: {settings.SLACK_API_URL})")
        stop.wait()
        handler.close()
        self.stdout.write("Slack bot stopped")
