"""A scripted OpenAI-compatible server over real HTTP, for tests.

It speaks the parts of the API Citewise uses (POST /v1/chat/completions, POST /v1/embeddings) so the
real ``openai`` client, with its real retry and timeout logic, talks to it through ``base_url``.
Tests queue replies (status, body, delay, headers) per endpoint; with nothing queued, chat answers with
a default text and embeddings are deterministic hashed bag-of-words vectors (similar texts → similar
vectors), so hybrid search works end to end.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from tests.fakes.background import BackgroundServer

EMBEDDING_DIM = 64


@dataclass
class Reply:
    status: int = 200
    body: dict | str | None = None  # dict → JSON; str → sent as is (e.g. a broken body); None → the default
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def chat_body(content: str, *, model: str = "fake-model") -> dict:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
    }


def embedding(text: str) -> list[float]:
    vec = [0.0] * EMBEDDING_DIM
    for word in re.findall(r"\w+", text.lower()):
        h = int(hashlib.md5(word.encode()).hexdigest(), 16)
        vec[h % EMBEDDING_DIM] += 1.0
    norm = math.sqrt(sum(v * v for v in vec)) or 1.0
    return [v / norm for v in vec]


class FakeOpenAI(BackgroundServer):
    def __init__(self) -> None:
        self.queues: dict[str, deque[Reply]] = defaultdict(deque)
        self.requests: list[tuple[str, dict]] = []
        self.default_chat = "I could not find that in the sources."
        # Optional: compute the chat reply's content from the request body (used when nothing is queued).
        self.chat_handler = None
        super().__init__(ThreadingHTTPServer(("127.0.0.1", 0), self._handler()))

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def queue(self, endpoint: str, *replies: Reply) -> None:
        """endpoint: "chat" or "embeddings"."""
        self.queues[endpoint].extend(replies)

    def calls(self, endpoint: str) -> list[dict]:
        return [body for path, body in self.requests if path.endswith(endpoint)]

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    body = {}
                fake.requests.append((self.path, body))
                # A queued reply without a body scripts only the status, delay or headers: the body is
                # the one the endpoint gives when nothing is queued.
                if self.path.endswith("/chat/completions"):
                    reply = fake._next("chat") or Reply()
                    if reply.body is None:
                        content = fake.chat_handler(body) if fake.chat_handler else fake.default_chat
                        reply = replace(reply, body=chat_body(content))
                elif self.path.endswith("/embeddings"):
                    reply = fake._next("embeddings") or Reply()
                    if reply.body is None:
                        reply = replace(reply, body=fake._embeddings(body))
                else:
                    reply = Reply(status=404, body={"error": {"message": "not found"}})
                if reply.delay:
                    time.sleep(reply.delay)
                payload = reply.body if isinstance(reply.body, str) else json.dumps(reply.body or {})
                data = payload.encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

        return Handler

    def _next(self, endpoint: str) -> Reply | None:
        queue = self.queues[endpoint]
        return queue.popleft() if queue else None

    @staticmethod
    def _embeddings(body: dict) -> dict:
        inputs = body.get("input") or []
        if isinstance(inputs, str):
            inputs = [inputs]
        return {
            "object": "list",
            "model": body.get("model", "fake-embedding"),
            "data": [
                {"object": "embedding", "index": i, "embedding": embedding(text)}
                for i, text in enumerate(inputs)
            ],
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }
