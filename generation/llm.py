"""The OpenAI adapter: the only module that talks to an OpenAI-compatible server.

Chat completions (the citing answer), structured JSON completions (the verification judge) and
embeddings, through the official ``openai`` client with a configurable ``base_url`` (OpenAI, vLLM,
Ollama, llama.cpp …). The client's own bounded retries cover 429 (honouring Retry-After), 5xx and
timeouts; what still fails is raised as ``ModelUnavailable`` with a message fit for a user.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache

from django.conf import settings

logger = logging.getLogger(__name__)


class ModelUnavailable(RuntimeError):
    """The model server could not produce a reply after bounded retries."""


@dataclass(frozen=True)
class ChatReply:
    text: str
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


def model_configured() -> bool:
    return bool(settings.OPENAI_API_KEY)


@lru_cache(maxsize=4)
def _client(api_key: str, base_url: str | None, timeout: float, max_retries: int):
    from openai import OpenAI

    return OpenAI(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries)


def client():
    return _client(
        settings.OPENAI_API_KEY,
        settings.OPENAI_BASE_URL,
        settings.OPENAI_TIMEOUT_SECONDS,
        settings.OPENAI_MAX_RETRIES,
    )


def _errors():
    import openai

    return (openai.APIError, openai.APITimeoutError, openai.APIConnectionError)


def chat(*, system: str, user: str, temperature: float = 0.2, max_tokens: int = 1200) -> ChatReply:
    return _complete("chat", system, user, temperature=temperature, max_tokens=max_tokens)


def chat_json(*, system: str, user: str, schema: dict, name: str, max_tokens: int = 1500) -> ChatReply:
    """A temperature-0 completion constrained to ``schema`` (OpenAI structured outputs)."""
    return _complete(
        "chat_json", system, user, temperature=0, max_tokens=max_tokens,
        response_format={"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}},
    )


def _complete(what: str, system: str, user: str, **options) -> ChatReply:
    try:
        response = client().chat.completions.create(
            model=settings.OPENAI_MODEL,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
            **options,
        )
    except _errors() as exc:
        logger.warning("openai.%s_failed error=%s", what, type(exc).__name__)
        raise ModelUnavailable(_describe(exc)) from exc
    return _reply(response)


def embed(texts: list[str]) -> list[list[float]]:
    try:
        response = client().embeddings.create(model=settings.OPENAI_EMBEDDING_MODEL, input=texts)
    except _errors() as exc:
        logger.warning("openai.embed_failed error=%s", type(exc).__name__)
        raise ModelUnavailable(_describe(exc)) from exc
    return [item.embedding for item in sorted(response.data, key=lambda d: d.index)]


def _reply(response) -> ChatReply:
    choice = response.choices[0] if response.choices else None
    text = (choice.message.content or "") if choice else ""
    usage = response.usage
    return ChatReply(
        text=text,
        model=response.model or settings.OPENAI_MODEL,
        prompt_tokens=getattr(usage, "prompt_tokens", 0) or 0,
        completion_tokens=getattr(usage, "completion_tokens", 0) or 0,
    )


def _describe(exc: Exception) -> str:
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return "the model server did not answer in time"
    if isinstance(exc, openai.RateLimitError):
        return "the model server is rate-limiting requests"
    if isinstance(exc, openai.APIConnectionError):
        return "the model server cannot be reached"
    if isinstance(exc, openai.APIStatusError):
        return f"the model server returned HTTP {exc.status_code}"
    return "the model server returned an error"
