"""Verification: the pure engine (engine/), its persistence (models), the answering pipeline and commands."""
