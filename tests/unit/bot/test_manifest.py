"""The app manifest asks Slack for exactly what the bot listens to, at the one endpoint it serves."""
import re
from pathlib import Path

from bot import blocks
from bot.listeners import listeners_register

MANIFEST = (Path(__file__).resolve().parents[3] / "bot" / "manifest.yml").read_text()


class _Recorder:
    def __init__(self):
        self.events, self.commands = set(), set()

    def event(self, name):
        self.events.add(name)
        return lambda *a, **k: None

    def command(self, name):
        self.commands.add(name)
        return lambda *a, **k: None

    def action(self, name):
        return lambda *a, **k: None

    def view(self, name):
        return lambda *a, **k: None


def test_every_subscribed_event_and_command_has_a_listener():
    app = _Recorder()
    listeners_register(app)
    subscribed = set(re.findall(r"^\s+- (app_mention|message\.\w+|assistant_\w+)$", MANIFEST, re.M))
    assert {e.split(".")[0] for e in subscribed} == app.events
    assert set(re.findall(r"command: (/\w+)", MANIFEST)) == app.commands


def test_all_request_urls_are_the_one_endpoint():
    urls = re.findall(r"url: (\S+)", MANIFEST)
    assert urls and all(u.endswith("/slack/events") for u in urls)


def test_scopes_cover_what_the_bot_calls():
    for scope in ("app_mentions:read", "chat:write", "commands", "reactions:write", "im:history",
                  "channels:history", "assistant:write"):
        assert f"- {scope}" in MANIFEST
    assert blocks.ACTION_REPORT and "interactivity:\n    is_enabled: true" in MANIFEST
