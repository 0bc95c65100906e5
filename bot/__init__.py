"""Slack bot: listeners for mentions, DMs, /ask and thread follow-ups, Block Kit builders, posting,
feedback and reports, and the reply in the thread when staff resolve a report (reports.py)."""
