"""Slack bot. Not built yet: the Slack issue brings the listeners, Block Kit builders and Socket Mode."""
