"""The shapes of citation markers in an answer, for every reader that must step over them.

``[†1]``, ``[1]``, ``[1, 2]``, ``[1-3]``, ``[참조: 제3조]``/``[source: …]``, and ``<cite …>``/``</cite>``.
The verification engine parses them (``verification.engine.citations``); the sentence splitter keeps a
marker after a full stop with its sentence; generation and answering count them.
"""
from __future__ import annotations

import re

REFERENCE_LABELS = r"참조|출처|참고|근거|source|sources|ref|reference|see"
NUMBERED = r"\[†?\s*\d+(?:\s*[,，\-–~]\s*†?\s*\d+)*\s*\]"
REFERENCE = r"\[(?:" + REFERENCE_LABELS + r")\s*[:：][^\]\n]*\]"
# The one marker shape Citewise itself writes into a corrected answer: ``[†N]`` (group 1 is N).
DAGGER = re.compile(r"\[†(\d+)\]")
# Any citation marker, whatever its form.
ANY_MARKER = re.compile(NUMBERED + "|" + REFERENCE + r"|</?cite\b[^>]*>", re.IGNORECASE)


def count_markers(text: str) -> int:
    """How many citation markers ``text`` holds (a ``<cite>`` pair counts once)."""
    return sum(1 for m in ANY_MARKER.finditer(text) if not m.group().startswith("</"))
