"""The one adapter between Citewise and Slack's Web API.

Every Web API call of the bot — bolt's start-up ``auth.test`` included, because bolt is given this
client — goes through one ``slack_sdk.WebClient`` whose ``base_url`` is ``SLACK_API_URL`` (Slack
itself by default; a proxy or the tests' fake server otherwise). slack_sdk's retry handlers wait for
``Retry-After`` on 429 and retry 5xx and dropped connections a bounded number of times.
"""
from __future__ import annotations

import logging
import threading
import time

from django.conf import settings
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError, SlackClientError
from slack_sdk.http_retry.builtin_handlers import (
    ConnectionErrorRetryHandler,
    RateLimitErrorRetryHandler,
    ServerErrorRetryHandler,
)

logger = logging.getLogger(__name__)

_clients: dict[tuple, WebClient] = {}
_lock = threading.Lock()


class SlackUnavailable(RuntimeError):
    """A Web API call failed for good; ``code`` is Slack's error string (or the HTTP problem)."""

    def __init__(self, method: str, code: str) -> None:
        super().__init__(f"{method}: {code}")
        self.method = method
        self.code = code


def web_client(token: str | None = None) -> WebClient:
    """The process's WebClient for ``token`` (default: the bot token), pointed at SLACK_API_URL."""
    token = settings.SLACK_BOT_TOKEN if token is None else token
    key = (token, settings.SLACK_API_URL, settings.SLACK_TIMEOUT_SECONDS, settings.SLACK_MAX_RETRIES)
    with _lock:
        client = _clients.get(key)
        if client is None:
            client = WebClient(
                token=token or None,
                base_url=settings.SLACK_API_URL,
                timeout=settings.SLACK_TIMEOUT_SECONDS,
                retry_handlers=[
                    ConnectionErrorRetryHandler(max_retry_count=2),
                    RateLimitErrorRetryHandler(max_retry_count=settings.SLACK_MAX_RETRIES),
                    ServerErrorRetryHandler(max_retry_count=2),
                ],
            )
            _clients[key] = client
    return client


def slack_call(method: str, **params) -> dict:
    """Call a Web API method; returns Slack's response data or raises SlackUnavailable."""
    started = time.perf_counter()
    outcome = "ok"
    try:
        response = web_client().api_call(method, json=_clean(params))
    except SlackApiError as exc:
        code = exc.response.get("error") if exc.response is not None else None
        status = exc.response.status_code if exc.response is not None else "?"
        outcome = code or f"http_{status}"
        raise SlackUnavailable(method, outcome) from exc
    except (SlackClientError, OSError) as exc:  # connection refused, timeout, bad URL
        outcome = type(exc).__name__
        raise SlackUnavailable(method, outcome) from exc
    finally:
        # One line per call (never the token or the text): what Slack costs, for operators and the benchmark.
        logger.info("slack.call method=%s outcome=%s ms=%.1f", method, outcome, (time.perf_counter() - started) * 1000)
    return dict(response.data) if isinstance(response.data, dict) else {}


def _clean(params: dict) -> dict:
    return {k: v for k, v in params.items() if v is not None}
