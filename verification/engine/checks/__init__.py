"""Verification layers: structural, entity/number, lexical, and the per-claim check combining them."""
