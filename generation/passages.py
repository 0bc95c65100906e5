"""What generation needs of a passage to show it to the model and cite it: any object with these
attributes (the verification engine's ``Source`` is one), so that generation depends on no other app."""
from __future__ import annotations

from typing import Protocol


class CitablePassage(Protocol):
    text: str
    title: str
    file: str
    page: int | None
    article: str
