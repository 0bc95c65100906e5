"""Fit text and blocks into Slack's limits: 3,000 characters per section, 50 blocks and 40,000
characters per message (issue 9, point 7). Long answers are split at paragraph, line or sentence
boundaries; past a few messages the rest is trimmed with a notice instead of being rejected by Slack.
Pure functions, no Slack calls.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

SECTION_LIMIT = 3000
BLOCK_LIMIT = 50
MESSAGE_TEXT_LIMIT = 40000
# The `text` fallback of a message with blocks is a notification preview; Slack truncates past 4,000.
FALLBACK_LIMIT = 3900
MAX_MESSAGES = 4

_BOUNDARIES = ("\n\n", "\n", ". ", "다. ", "요. ", "。", "? ", "! ", "; ", ", ", " ")
_ENTITY_TAIL = re.compile(r"&[a-z]{0,5}$")


@dataclass
class Message:
    """One chat.postMessage: the plain-text fallback and the blocks."""

    text: str
    blocks: list[dict] = field(default_factory=list)


def text_pieces(text: str, limit: int = SECTION_LIMIT) -> list[str]:
    """Split ``text`` into pieces of at most ``limit`` characters, at the best boundary available."""
    pieces: list[str] = []
    rest = text.strip()
    while len(rest) > limit:
        cut = _cut_point(rest, limit)
        pieces.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        pieces.append(rest)
    return pieces


def _cut_point(text: str, limit: int) -> int:
    window = text[:limit]
    for boundary in _BOUNDARIES:
        at = window.rfind(boundary)
        if at > limit // 3:  # a boundary too early would leave tiny pieces
            return at + len(boundary)
    # No boundary: a hard cut, but never inside an escaped entity such as "&amp;".
    tail = _ENTITY_TAIL.search(window)
    return tail.start() if tail and tail.start() > 0 else limit


def block_chars(block: dict) -> int:
    """Characters of text a block carries (what Slack counts against a message)."""
    total = 0
    stack: list = [block]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                if key == "text" and isinstance(value, str):
                    total += len(value)
                else:
                    stack.append(value)
        elif isinstance(item, list):
            stack.extend(item)
    return total


def messages_pack(
    blocks: list[dict],
    *,
    fallback: str,
    trailer: list[dict] | None = None,
    notice: dict | None = None,
    continued: str = "",
    max_messages: int = MAX_MESSAGES,
) -> tuple[list[Message], bool]:
    """Pack blocks into at most ``max_messages`` messages within the limits; returns (messages, trimmed).

    ``trailer`` blocks (summary line, feedback buttons) end the last message; ``notice`` replaces
    the blocks that did not fit. ``fallback`` is the plain text of the whole, cut per message.
    """
    trailer = list(trailer or [])
    groups: list[list[dict]] = [[]]
    for block in blocks:
        if groups[-1] and not _fits(groups[-1], [block]):
            groups.append([])
        groups[-1].append(block)
    trimmed = len(groups) > max_messages
    groups = groups[:max_messages]
    tail = ([notice] if trimmed and notice else []) + trailer
    if not trimmed and not _fits(groups[-1], tail) and len(groups) < max_messages:
        groups.append([])  # the summary and buttons get a message of their own
    last = groups[-1]
    while last and not _fits(last, tail):
        last.pop()
        if not trimmed:
            trimmed = True
            tail = ([notice] if notice else []) + trailer
    last.extend(tail)
    pieces = text_pieces(fallback, FALLBACK_LIMIT) or [""]
    messages = [
        Message(text=(pieces[i] if i < len(pieces) else continued) or continued, blocks=group)
        for i, group in enumerate(groups)
    ]
    return messages, trimmed


def _fits(group: list[dict], more: list[dict]) -> bool:
    chars = sum(block_chars(b) for b in group) + sum(block_chars(b) for b in more)
    return len(group) + len(more) <= BLOCK_LIMIT and chars <= MESSAGE_TEXT_LIMIT


def plain_messages(text: str, limit: int = FALLBACK_LIMIT, max_messages: int = MAX_MESSAGES) -> list[str]:
    """The plain-text fallback when Slack refuses blocks (msg_too_long, invalid_blocks)."""
    pieces = text_pieces(text, limit)
    if len(pieces) > max_messages:
        pieces = pieces[:max_messages]
        pieces[-1] = pieces[-1][: limit - 2] + " …"
    return pieces
