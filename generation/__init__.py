"""Answer writing: the OpenAI-compatible adapter, citing prompts, and the extractive fallback."""
