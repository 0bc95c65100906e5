"""Block Kit builders: an AnswerResult (answering.results) → the answer message(s), the threaded
references message(s), the report modal and the short notices. Pure: no Slack calls, no database.

Every piece of untrusted text (answer, question, document titles and excerpts, engine explanations)
goes through sanitize.safe_text, and every mrkdwn object is `verbatim` so Slack parses nothing in it.
Citations `[†N]` are shown as `[N]`; a citation the engine left uncertain is shown as `[N⚠️]`.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from answering.results import citation_unsure, closest_passages, marked_text

from .sanitize import safe_link, safe_text
from .splitting import Message, messages_pack, text_pieces
from .wording import say

USER_ID = re.compile(r"^[UW][A-Z0-9]{2,}$")

ACTION_FEEDBACK = "citewise_feedback"
ACTION_REPORT = "citewise_report"
VIEW_REPORT = "citewise_report_view"


def mrkdwn(text: str) -> dict:
    return {"type": "mrkdwn", "text": text, "verbatim": True}


def section(text: str) -> dict:
    return {"type": "section", "text": mrkdwn(text)}


def context(text: str) -> dict:
    return {"type": "context", "elements": [mrkdwn(text)]}


def plain(text: str, limit: int = 75) -> dict:
    return {"type": "plain_text", "text": text[:limit], "emoji": True}


# --- the answer ------------------------------------------------------------------------------------


def answer_body(result: Any) -> str:
    """The corrected answer as safe mrkdwn with [N] / [N⚠️] citations."""
    return marked_text(result, lambda n, unsure: f"[{n}⚠️]" if unsure else f"[{n}]",
                       text=safe_text(result.text.strip()))


def summary_line(result: Any) -> str:
    """"✅ 4 of 5 citations verified · 1 removed: …" — one line on what verification did."""
    lang = result.language
    cites = list(result.citations)
    if not cites:
        return "" if result.status == "insufficient" else say("no_citations", lang)
    ok = sum(1 for c in cites if c.action == "reattributed" or (c.action == "kept" and c.status == "accurate"))
    parts = [say("verified", lang, ok=ok, total=len(cites))]
    removed = [c for c in cites if c.action == "removed"]
    if removed:
        reason = next((c.explanation for c in removed if c.explanation), "")
        part = say("removed", lang, n=len(removed))
        parts.append(f"{part}: {safe_text(_short(reason))}" if reason else part)
    moved = sum(1 for c in cites if c.action == "reattributed")
    if moved:
        parts.append(say("moved", lang, n=moved))
    general = sum(1 for c in cites if c.action == "generalized")
    if general:
        parts.append(say("generalized", lang, n=general))
    unsure = sum(1 for c in cites if citation_unsure(c))
    if unsure:
        parts.append(say("uncertain", lang, n=unsure))
    return " · ".join(parts)


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def closest_line(result: Any) -> str:
    """For a "not found" answer, the places the documents come closest to the question ("" when none): names of
    documents and articles only, no excerpt and no link, since they were not found to answer it."""
    places = []
    for source in closest_passages(result):
        where = source.location or (say("page", result.language, page=source.page) if source.page else "")
        places.append(f"「{safe_text(source.title or source.file)}」" + (f" {safe_text(where)}" if where else ""))
    return say("closest", result.language, places=", ".join(places)) if places else ""


def feedback_blocks(result: Any) -> list[dict]:
    lang = result.language
    value = str(result.answer_id)
    blocks = [
        {
            "type": "context_actions",
            "elements": [
                {
                    "type": "feedback_buttons",
                    "action_id": ACTION_FEEDBACK,
                    "positive_button": {
                        "text": plain("👍"), "value": f"{value}:up",
                        "accessibility_label": say("feedback_good", lang),
                    },
                    "negative_button": {
                        "text": plain("👎"), "value": f"{value}:down",
                        "accessibility_label": say("feedback_bad", lang),
                    },
                }
            ],
        }
    ]
    if result.references:
        blocks.append({
            "type": "actions",
            "elements": [{
                "type": "button", "action_id": ACTION_REPORT, "value": value,
                "text": plain(say("report_button", lang)),
            }],
        })
    return blocks


def answer_messages(result: Any, *, asker: str = "", question_header: bool = False) -> tuple[list[Message], bool]:
    """The answer as messages (usually one); ``question_header`` repeats the question (for /ask)."""
    lang = result.language
    head: list[dict] = []
    fallback: list[str] = []
    if question_header:
        who = asker if USER_ID.match(asker or "") else "someone"
        line = say("asked", lang, user=who, question=safe_text(_short(result.question, 300)))
        head.append(context(line))
        fallback.append(line)
    if result.status in ("partial", "unverified", "insufficient"):
        head.append(section(say(result.status, lang)))
        fallback.append(say(result.status, lang).replace("*", ""))
    body = answer_body(result)
    head.extend(section(piece) for piece in text_pieces(body))
    fallback.append(body)
    notes = [summary_line(result), closest_line(result)]
    if result.hedges:
        phrases = ", ".join(f"“{safe_text(h)}”" for h in result.hedges[:5])
        notes.append(say("hedges", lang, phrases=phrases))
    notes = [n for n in notes if n]
    trailer = [context(n) for n in notes] + feedback_blocks(result)
    fallback.extend(notes)
    return messages_pack(
        head, fallback="\n\n".join(fallback), trailer=trailer,
        notice=context(say("trimmed", lang)), continued=say("continued", lang),
    )


# --- the references --------------------------------------------------------------------------------


def reference_groups(result: Any) -> list[tuple[int, list[Any]]]:
    groups: dict[int, list[Any]] = {}
    for ref in result.references:
        groups.setdefault(ref.number, []).append(ref)
    return sorted(groups.items())


def reference_text(number: int, refs: list[Any], language: str) -> str:
    first = refs[0]
    title = safe_text(first.title or first.file or "?")
    where = [safe_text(first.file)] if first.file and first.file != first.title else []
    if first.page:
        where.append(say("page", language, page=first.page))
    if first.location:
        where.append(safe_text(first.location))
    line = f"*[{number}] {title}*"
    if where:
        line += " — " + ", ".join(where)
    if first.url:
        line += " · " + safe_link(first.url, say("open_document", language))
    quotes = []
    for ref in refs:
        if ref.excerpt and ref.excerpt not in quotes:
            quotes.append(ref.excerpt)
    lines = [line] + [f">“{safe_text(_short(q, 600))}”" for q in quotes]
    return "\n".join(lines)


def references_messages(result: Any) -> tuple[list[Message], bool]:
    """The threaded references message: per number the document, page, article/section, the quoted
    supporting sentence and a link to the document in the console."""
    lang = result.language
    blocks = [section(f"*{say('references', lang)}*")]
    texts = []
    for number, refs in reference_groups(result):
        text = reference_text(number, refs, lang)
        blocks.extend(section(piece) for piece in text_pieces(text))
        texts.append(text)
    return messages_pack(
        blocks, fallback=say("references", lang) + "\n" + "\n".join(texts),
        notice=context(say("trimmed", lang)), continued=say("continued", lang),
    )


# --- notices and the report modal -----------------------------------------------------------------


def notice_message(text: str) -> Message:
    """A short message the bot writes itself (failure, thank-you); ``text`` is already safe."""
    return Message(text=text, blocks=[section(text)])


def failure_message(reason: str, language: str) -> Message:
    return notice_message(say("failed", language, reason=safe_text(reason)))


def report_modal(*, answer_id: int, numbers: Iterable[int], language: str, context_value: dict) -> dict:
    """The "Report a wrong citation" modal: which citation (a select) and an optional reason."""
    options = [
        {"text": plain(f"[{n}]"), "value": str(n)} for n in sorted(set(numbers))
    ][:100]
    return {
        "type": "modal",
        "callback_id": VIEW_REPORT,
        "private_metadata": json.dumps({"answer_id": answer_id, **context_value}),
        "title": plain(say("report_title", language), 24),
        "submit": plain(say("report_submit", language), 24),
        "close": plain(say("cancel", language), 24),
        "blocks": [
            {
                "type": "input", "block_id": "citation",
                "label": plain(say("report_which", language)),
                "element": {"type": "static_select", "action_id": "number", "options": options},
            },
            {
                "type": "input", "block_id": "reason", "optional": True,
                "label": plain(say("report_reason", language)),
                "element": {"type": "plain_text_input", "action_id": "text", "multiline": True, "max_length": 1000},
            },
        ],
    }
