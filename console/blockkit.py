"""Slack Block Kit → HTML, for the playground's "exactly as Slack would show it" preview.

Renders the blocks the bot posts (section, context, header, divider, actions, context_actions with
feedback buttons, image, rich_text) and Slack's mrkdwn (*bold*, _italic_, ~strike~, `code`, ```pre```,
> quotes, <url|links>). Slack text arrives with &, < and > already escaped as entities; it is unescaped
once and escaped again for HTML, so nothing in an answer can inject markup into the console.
"""
from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

_LINK = re.compile(r"<([^<>|]+)(?:\|([^<>]*))?>")
_CODE_BLOCK = re.compile(r"```(.+?)```", re.DOTALL)
_INLINE = [
    (re.compile(r"`([^`\n]+)`"), "<code>{}</code>"),
    (re.compile(r"(?<![\w*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\w*])"), "<strong>{}</strong>"),
    (re.compile(r"(?<![\w_])_(?!\s)([^_\n]+?)(?<!\s)_(?![\w_])"), "<em>{}</em>"),
    (re.compile(r"(?<![\w~])~(?!\s)([^~\n]+?)(?<!\s)~(?![\w~])"), "<del>{}</del>"),
]
_SAFE_SCHEMES = ("http://", "https://", "mailto:")


def mrkdwn_html(text: str) -> SafeString:
    """Slack mrkdwn as HTML (every piece of text escaped)."""
    out: list[str] = []
    pos = 0
    for m in _CODE_BLOCK.finditer(text):
        out.append(_lines(text[pos:m.start()]))
        out.append(format_html("<pre><code>{}</code></pre>", html.unescape(m.group(1))))
        pos = m.end()
    out.append(_lines(text[pos:]))
    return mark_safe("".join(out))  # built from escaped pieces


def _lines(text: str) -> str:
    lines = []
    for line in text.split("\n"):
        if line.startswith(("&gt;", ">")):
            body = line[4:] if line.startswith("&gt;") else line[1:]
            lines.append(f"<blockquote>{_inline(body)}</blockquote>")
        else:
            lines.append(_inline(line))
    return "<br>".join(lines).replace("</blockquote><br><blockquote>", "</blockquote><blockquote>")


def _inline(text: str) -> str:
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(_format(text[pos:m.start()]))
        target, label = m.group(1), m.group(2)
        if target.startswith(_SAFE_SCHEMES):
            out.append(format_html('<a href="{}" rel="noopener noreferrer">{}</a>', html.unescape(target),
                                   html.unescape(label or target)))
        elif target.startswith(("@", "#", "!")):
            out.append(format_html('<span class="slack-mention">{}</span>', html.unescape(label or target)))
        else:
            out.append(escape(html.unescape(m.group(0))))
        pos = m.end()
    out.append(_format(text[pos:]))
    return "".join(out)


def _format(text: str) -> str:
    result = str(escape(html.unescape(text)))
    for pattern, template in _INLINE:
        result = pattern.sub(lambda m, t=template: t.format(m.group(1)), result)
    return result


def text_object_html(obj: dict | None) -> SafeString:
    if not obj:
        return mark_safe("")
    if obj.get("type") == "mrkdwn":
        return mrkdwn_html(obj.get("text", ""))
    return format_html("{}", obj.get("text", ""))


def _button(element: dict) -> SafeString:
    style = element.get("style", "")
    return format_html('<span class="slack-button {}">{}</span>', style, text_object_html(element.get("text")))


def block_html(block: dict) -> SafeString:
    kind = block.get("type")
    if kind == "section":
        parts = [text_object_html(block.get("text"))]
        for f in block.get("fields", []):
            parts.append(format_html("<div>{}</div>", text_object_html(f)))
        accessory = block.get("accessory")
        if accessory and accessory.get("type") == "button":
            parts.append(_button(accessory))
        return format_html('<div class="slack-section">{}</div>', mark_safe("".join(parts)))  # escaped pieces
    if kind == "context":
        items = []
        for e in block.get("elements", []):
            if e.get("type") == "image":
                items.append(format_html('<span title="{}">🖼</span>', e.get("alt_text", "")))
            else:
                items.append(text_object_html(e))
        return format_html('<div class="slack-context">{}</div>', mark_safe(" ".join(items)))  # escaped pieces
    if kind == "header":
        return format_html('<div class="slack-header">{}</div>', text_object_html(block.get("text")))
    if kind == "divider":
        return mark_safe('<hr class="slack-divider">')
    if kind in ("actions", "context_actions"):
        items = []
        for e in block.get("elements", []):
            if e.get("type") == "button":
                items.append(_button(e))
            elif e.get("type") == "feedback_buttons":
                for key in ("positive_button", "negative_button"):
                    if key in e:
                        items.append(_button(e[key]))
            else:
                items.append(format_html('<span class="slack-unknown">[{}]</span>', e.get("type", "?")))
        return format_html('<div class="slack-actions">{}</div>', mark_safe("".join(items)))  # escaped pieces
    if kind == "image":
        return format_html('<div class="slack-context">🖼 {}</div>', block.get("alt_text", ""))
    if kind == "rich_text":
        return format_html('<div class="slack-section">{}</div>', _rich_text(block.get("elements", [])))
    return format_html('<div class="slack-unknown">[{} block]</div>', kind or "?")


def _rich_text(elements: Iterable[dict]) -> SafeString:
    out = []
    for section in elements:
        for e in section.get("elements", []):
            if e.get("type") == "text":
                text = format_html("{}", e.get("text", ""))
                style = e.get("style", {})
                if style.get("bold"):
                    text = format_html("<strong>{}</strong>", text)
                if style.get("italic"):
                    text = format_html("<em>{}</em>", text)
                out.append(str(text))
            elif e.get("type") == "link" and str(e.get("url", "")).startswith(_SAFE_SCHEMES):
                out.append(str(format_html('<a href="{}">{}</a>', e["url"], e.get("text") or e["url"])))
            elif e.get("type") == "emoji":
                out.append(str(format_html("{}", e.get("unicode") and chr(int(e["unicode"], 16)) or f":{e.get('name')}:")))
    return mark_safe("".join(out))  # escaped pieces


def message_html(blocks: Sequence[dict], text: str = "") -> SafeString:
    """One Slack message: its blocks, or its plain-text fallback when it has none."""
    if not blocks:
        return format_html('<div class="slack-section">{}</div>', mrkdwn_html(text))
    return mark_safe("".join(block_html(b) for b in blocks))  # escaped pieces
