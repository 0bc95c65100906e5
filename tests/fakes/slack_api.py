"""A fake Slack Web API over real HTTP, for tests and for trying the bot without Slack.

The real ``slack_sdk.WebClient`` (and bolt through it) talks to it with ``base_url=fake.url``. It
records every call (method, parsed body, headers), answers the methods Citewise uses the way Slack does
(including Slack's own limits: more than 50 blocks or a section over 3,000 characters → invalid_blocks,
text over 40,000 characters → msg_too_long) and can be scripted per method: queue replies with a
status, body, headers (429 + Retry-After) or delay. ``apps.connections.open`` returns ``socket_url``
for a fake Socket Mode server.

Run it on its own: ``python -m tests.fakes.slack_api --port 8765`` prints each call as a JSON line.
"""
from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import sys
import threading
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl

from tests.fakes.background import BackgroundServer, wait_until

BOT_USER_ID = "UCITEWISE"
BOT_ID = "BCITEWISE"
TEAM_ID = "T0TEST"
_JSON_FIELDS = ("blocks", "attachments", "view", "prompts", "metadata", "loading_messages")


@dataclass
class Reply:
    status: int = 200
    body: dict | str | None = None  # dict → JSON; str → sent as is
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass
class Call:
    method: str
    body: dict
    headers: dict[str, str]
    at: float  # time.monotonic() when it arrived
    status: int = 200
    response: dict | None = None


def rate_limited(seconds: int = 1) -> Reply:
    return Reply(status=429, body={"ok": False, "error": "ratelimited"}, headers={"Retry-After": str(seconds)})


def error(code: str) -> Reply:
    return Reply(body={"ok": False, "error": code})


class FakeSlackAPI(BackgroundServer):
    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, echo: bool = False) -> None:
        self.calls: list[Call] = []
        self.scripts: dict[str, deque[Reply]] = defaultdict(deque)
        self.socket_url = ""
        self.echo = echo
        self._ts = itertools.count(1)
        self._lock = threading.RLock()  # predicates of wait_for may inspect the fake again
        self._changed = threading.Condition(self._lock)
        super().__init__(ThreadingHTTPServer((host, port), self._handler()))

    # --- life cycle --------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/api/"

    def reset(self) -> None:
        with self._lock:
            self.calls.clear()
            self.scripts.clear()

    # --- scripting and inspection -----------------------------------------------------------------
    def script(self, method: str, *replies: Reply) -> None:
        """The next calls of ``method`` get these replies, in order; then the defaults again."""
        with self._lock:
            self.scripts[method].extend(replies)

    def calls_of(self, *methods: str) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if c.method in methods]

    def posts(self, channel: str | None = None, *, ok_only: bool = True) -> list[Call]:
        """chat.postMessage calls (those Slack accepted, unless ok_only is False)."""
        return [
            c for c in self.calls_of("chat.postMessage")
            if (channel is None or c.body.get("channel") == channel)
            and (not ok_only or (c.response or {}).get("ok"))
        ]

    def wait_for(self, predicate, timeout: float = 45.0):
        """Block until ``predicate(calls)`` is truthy (returns its value) or raise TimeoutError."""
        return wait_until(
            self._changed, lambda: predicate(list(self.calls)), timeout,
            lambda: f"condition not met within {timeout} s; calls so far: {[c.method for c in self.calls]}")

    # --- default answers ---------------------------------------------------------------------------
    def _default(self, method: str, body: dict) -> dict:
        ts = f"{1700000000 + next(self._ts)}.000100"
        if method == "auth.test":
            return {"ok": True, "url": "https://citewise-test.slack.com/", "team": "Citewise test",
                    "user": "citewise", "team_id": TEAM_ID, "user_id": BOT_USER_ID, "bot_id": BOT_ID}
        if method == "chat.postMessage":
            problem = _limits_problem(body)
            if problem:
                return {"ok": False, "error": problem}
            return {"ok": True, "channel": body.get("channel"), "ts": ts,
                    "message": {"type": "message", "text": body.get("text", ""), "user": BOT_USER_ID,
                                "bot_id": BOT_ID, "ts": ts, "thread_ts": body.get("thread_ts")}}
        if method == "chat.postEphemeral":
            problem = _limits_problem(body)
            return {"ok": False, "error": problem} if problem else {"ok": True, "message_ts": ts}
        if method == "chat.update":
            return {"ok": True, "channel": body.get("channel"), "ts": body.get("ts"), "text": body.get("text")}
        if method == "views.open":
            return {"ok": True, "view": {"id": "V0FAKE", **(body.get("view") or {})}}
        if method == "apps.connections.open":
            return {"ok": True, "url": self.socket_url} if self.socket_url else {"ok": False, "error": "no_socket"}
        if method == "users.info":
            return {"ok": True, "user": {"id": body.get("user"), "name": "someone", "is_bot": False}}
        if method == "conversations.replies":
            return {"ok": True, "messages": [], "has_more": False}
        if method in ("reactions.add", "reactions.remove", "assistant.threads.setStatus",
                      "assistant.threads.setSuggestedPrompts", "assistant.threads.setTitle"):
            return {"ok": True}
        return {"ok": False, "error": "unknown_method"}

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                self.do_POST()

            def do_POST(self):
                method = self.path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
                length = int(self.headers.get("Content-Length") or 0)
                body = _parse_body(self.rfile.read(length), self.headers.get("Content-Type", ""))
                if "?" in self.path:
                    body = {**dict(parse_qsl(self.path.split("?", 1)[1])), **body}
                call = Call(method=method, body=body, headers=dict(self.headers.items()), at=time.monotonic())
                with fake._lock:
                    scripted = fake.scripts[method].popleft() if fake.scripts[method] else None
                if not self.headers.get("Authorization", "").startswith("Bearer "):
                    reply = Reply(body={"ok": False, "error": "not_authed"})
                else:
                    reply = scripted or Reply(body=fake._default(method, body))
                if reply.delay:
                    time.sleep(reply.delay)
                call.status = reply.status
                call.response = reply.body if isinstance(reply.body, dict) else None
                with fake._changed:
                    fake.calls.append(call)
                    fake._changed.notify_all()
                if fake.echo:
                    print(json.dumps({"method": method, "status": reply.status, "body": body,
                                      "response": call.response}, ensure_ascii=False), flush=True)
                data = (reply.body if isinstance(reply.body, str) else json.dumps(reply.body or {})).encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json; charset=utf-8")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        return Handler


def _parse_body(raw: bytes, content_type: str) -> dict:
    if not raw:
        return {}
    if "json" in content_type:
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            return {"_invalid_json": raw.decode(errors="replace")}
        return data if isinstance(data, dict) else {"_json": data}
    body: dict = dict(parse_qsl(raw.decode(), keep_blank_values=True))
    for key in _JSON_FIELDS:  # the SDK sends these as JSON strings inside a form
        if isinstance(body.get(key), str):
            with contextlib.suppress(json.JSONDecodeError):
                body[key] = json.loads(body[key])
    return body


def _limits_problem(body: dict) -> str:
    """What real Slack would refuse in a message: the limits the bot must respect."""
    blocks = body.get("blocks")
    if isinstance(blocks, str):
        try:
            blocks = json.loads(blocks)
        except json.JSONDecodeError:
            return "invalid_blocks_format"
    if blocks is not None:
        if not isinstance(blocks, list) or len(blocks) > 50:
            return "invalid_blocks"
        for block in blocks:
            text = (block.get("text") or {}).get("text", "") if isinstance(block, dict) else ""
            if block.get("type") == "section" and len(text) > 3000:
                return "invalid_blocks"
    if len(body.get("text") or "") > 40000:
        return "msg_too_long"
    if not body.get("text") and not blocks:
        return "no_text"
    return ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args(argv)
    fake = FakeSlackAPI(args.host, args.port, echo=True).start()
    print(f"fake Slack Web API at {fake.url}", file=sys.stderr, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        fake.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
