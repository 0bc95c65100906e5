"""Fixtures for the parsing/chunking tests: sample paths and in-test document builders.

Tests use these through fixtures only (never ``import conftest``), so they work
with any pytest import mode.

Nothing here imports Django; run with ``python -m pytest -p no:django tests/unit/parsing``.
"""

from __future__ import annotations

import io
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]
SAMPLES = REPO / "samples"
SAMPLE_PDF = SAMPLES / "regulations" / "학칙.pdf"


@pytest.fixture(scope="session")
def samples_dir() -> pathlib.Path:
    return SAMPLES


@pytest.fixture(scope="session")
def sample_pdf() -> pathlib.Path:
    return SAMPLE_PDF


@pytest.fixture(scope="session")
def sample_pdf_bytes() -> bytes:
    return SAMPLE_PDF.read_bytes()


def make_pdf(pages: list[str | None]) -> bytes:
    """A PDF with one page per item: text (core Helvetica font) or ``None`` for an image-only page."""
    from fpdf import FPDF
    from PIL import Image

    pdf = FPDF()
    for content in pages:
        pdf.add_page()
        if content is None:
            image = Image.new("RGB", (120, 80), (200, 200, 200))
            buffer = io.BytesIO()
            image.save(buffer, format="PNG")
            buffer.seek(0)
            pdf.image(buffer, x=20, y=20, w=120)
        else:
            pdf.set_font("Helvetica", size=11)
            pdf.multi_cell(0, 6, content)
    return bytes(pdf.output())


@pytest.fixture
def pdf_builder():
    return make_pdf
