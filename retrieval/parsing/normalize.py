"""Text clean-up shared by the parsers (language detection is textkit.language).

The normalisation is deliberately conservative: it never changes characters that
carry structure (``①``, ``제25조``, list bullets) and keeps line breaks, because
the chunker detects articles, paragraphs and headings at line starts.
"""

from __future__ import annotations

import re
import unicodedata

# Characters that only disturb search and quoting.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)
# Space-like characters that should become a plain space.
_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
_MANY_BLANK_LINES = re.compile(r"\n{3,}")


def normalize_text(text: str) -> str:
    """Normalise Unicode and whitespace while keeping meaningful line breaks.

    * NFC composition (turns decomposed Hangul jamo from some PDFs into syllables;
      NFKC is *not* used because it would turn ``①`` into ``1``),
    * CR/LF and form feeds inside a page become ``\\n``,
    * runs of spaces/tabs/NBSP/ideographic spaces become a single space,
    * trailing spaces are stripped, and 3+ newlines collapse to one blank line.
    """
    text = unicodedata.normalize("NFC", text)
    text = text.translate(_INVISIBLE)
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").replace("\v", "\n")
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    text = "\n".join(lines)
    text = _MANY_BLANK_LINES.sub("\n\n", text)
    return text.strip()


def garbled_share(text: str) -> float:
    """Share of characters that suggest a broken text layer.

    Counts U+FFFD, private-use code points, C0 controls and isolated
    compatibility jamo (``ㅎㅏㄱ`` instead of ``학``), relative to the
    non-space characters.
    """
    chars = [ch for ch in text if not ch.isspace()]
    if not chars:
        return 0.0
    bad = 0
    for ch in chars:
        code = ord(ch)
        if ch == "\ufffd" or 0xE000 <= code <= 0xF8FF or code < 0x20 or 0x3131 <= code <= 0x318E:
            bad += 1
    return bad / len(chars)


def title_from_filename(filename: str) -> str:
    """``"등록금에_관한_규정.md"`` -> ``"등록금에 관한 규정"``."""
    name = filename.replace("\\", "/").rsplit("/", 1)[-1]
    stem = name.rsplit(".", 1)[0] if "." in name.lstrip(".") else name
    stem = unicodedata.normalize("NFC", stem)
    return re.sub(r"[_\s]+", " ", stem).strip() or "untitled"
