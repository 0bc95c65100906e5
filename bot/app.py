"""The bolt app, built once per process from the settings, for both HTTP mode and Socket Mode.

Its Web API client is the adapter's (``SLACK_API_URL``), so bolt's start-up ``auth.test`` goes there
too. ``process_before_response``: a listener finishes (validate, record, enqueue — milliseconds) before
Slack gets the ack, so an event is never acknowledged and then lost; whatever must happen after the ack
(opening a modal, a thank-you) runs as a bolt lazy listener.
"""
from __future__ import annotations

import logging
import threading

from django.conf import settings
from django.db import close_old_connections
from slack_bolt import App
from slack_bolt.adapter.django import SlackRequestHandler

from .slack_client import web_client

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_handler: SlackRequestHandler | None = None


class SlackNotConfigured(RuntimeError):
    pass


def slack_handler() -> SlackRequestHandler:
    """The process's bolt app wrapped for Django (the wrapper also manages database connections of
    bolt's worker threads, which Socket Mode needs as well)."""
    global _handler
    with _lock:
        if _handler is None:
            _handler = SlackRequestHandler(_app_build())
        return _handler


def slack_app() -> App:
    return slack_handler().app


def slack_reset() -> None:
    """Forget the app (tests change the settings between runs)."""
    global _handler
    with _lock:
        _handler = None


def _app_build() -> App:
    if not settings.SLACK_BOT_TOKEN:
        raise SlackNotConfigured("SLACK_BOT_TOKEN is not set")
    if not settings.SLACK_SIGNING_SECRET and not settings.SLACK_APP_TOKEN:
        raise SlackNotConfigured("SLACK_SIGNING_SECRET is not set (HTTP mode needs it to verify requests)")
    app = App(
        client=web_client(),
        signing_secret=settings.SLACK_SIGNING_SECRET or "socket-mode-only",
        process_before_response=True,
        logger=logging.getLogger("bot.bolt"),
    )

    @app.middleware
    def release_connections(next):
        # Socket Mode dispatches on bolt's own threads: give their database connections back.
        try:
            return next()
        finally:
            close_old_connections()

    from .listeners import listeners_register

    listeners_register(app)
    logger.info("slack.app_ready api=%s", settings.SLACK_API_URL)
    return app
