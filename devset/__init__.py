"""Citewise's development set for issue 12: documents, facts, generated and hand-written cases, questions."""
