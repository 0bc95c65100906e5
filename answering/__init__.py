"""Answering: a question's journey — record it, retrieve, check the context, write, verify, persist — and
the one channel-neutral result that the CLI, the API, the Slack bot and the console render."""
