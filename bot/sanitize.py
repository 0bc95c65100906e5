"""Make untrusted text safe to show in Slack.

Everything the bot posts comes from a document, the model or the question, and none of it may make
Slack notify anybody or link anywhere but the cited documents (issue 9, point 6). Slack's own markup is
`<!here>`, `<!channel>`, `<!everyone>`, `<!subteam^ID>`, `<@U…>`, `<#C…>` and `<url|label>`; escaping
`&`, `<` and `>` turns all of it into inert text. Plain `@channel` / `@here` / `@everyone` is parsed by
Slack when `link_names` is on and by people's eyes always, so a zero-width joiner breaks it. Bare URLs
are auto-linked by Slack clients, so a foreign URL is shown "defanged" (`hxxps://example[.]com/…`).
Blocks also set `verbatim: true` (see blocks.py) so Slack does not parse what slips through.
"""
from __future__ import annotations

import re

_ZWJ = "\u2060"  # word joiner: invisible, breaks Slack's @-mention and URL parsing

_BROADCAST = re.compile(r"@(?=(?:channel|here|everyone|all)\b)", re.IGNORECASE)
# A user or group handle typed as text (`@jane.doe`) is not parsed by Slack without link_names, which the
# bot never sets; only the broadcast words above notify a whole room.
_URL = re.compile(r"\b((?:https?|ftp|mailto|slack)://?|www\.)([^\s<>&]*)", re.IGNORECASE)
_DOMAIN = re.compile(
    r"\b((?:[a-z0-9-]+\.)+)(com|net|org|io|co|ai|app|dev|info|biz|ru|cn|kr|xyz|me|ly|gl|to|link|site)(?![a-z0-9-])",
    re.IGNORECASE,
)


def slack_escape(text: str) -> str:
    """Escape Slack's control characters; `<!channel>` becomes the inert `&lt;!channel&gt;`."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _defang_url(match: re.Match) -> str:
    scheme, rest = match.group(1), match.group(2)
    scheme = re.sub(r"^http", "hxxp", scheme, flags=re.IGNORECASE).replace("://", f":{_ZWJ}//")
    if scheme.lower().startswith("www."):
        scheme = f"www{_ZWJ}[.]"
    return scheme + rest.replace(".", "[.]")


def _defang_domain(match: re.Match) -> str:
    return match.group(1).replace(".", "[.]") + match.group(2)


def safe_text(text: str) -> str:
    """Untrusted text → mrkdwn that cannot ping anybody or link anywhere."""
    text = slack_escape(text or "")
    text = _URL.sub(_defang_url, text)
    text = _DOMAIN.sub(_defang_domain, text)
    return _BROADCAST.sub("@" + _ZWJ, text)


def safe_link(url: str, label: str) -> str:
    """A link the bot itself built (a cited document in the console); the label is untrusted."""
    if not re.match(r"^https?://[^\s<>|]+$", url or ""):
        return safe_text(label)
    # In a link's label `|` and `>` end the markup, so they are escaped or dropped.
    return f"<{slack_escape(url)}|{safe_text(label).replace('|', '¦')}>"
