#!/usr/bin/env python3
"""Build the binary sample documents in ``samples/`` from text sources.

* ``scripts/sample_sources/학칙.md`` -> ``samples/regulations/학칙.pdf``
  (multi-page Korean PDF with a real text layer; ``<!-- pagebreak -->`` lines
  start a new page, Markdown ``#`` lines become headings, a "- N -" footer is
  printed on every page).
* ``scripts/sample_sources/졸업논문_심사_규정.md`` ->
  ``samples/regulations/졸업논문_심사_규정.docx`` (Word headings, a table).

The generated files are committed, so this script is only needed to change
them. The PDF needs a Korean TrueType font: install Debian's ``fonts-nanum``
(``apt-get install fonts-nanum``) or pass ``--font /path/to/font.ttf`` (or set
``CITEWISE_KO_FONT``). Output is deterministic (fixed dates).

Usage: python scripts/make_sample_pdf.py [--font PATH] [--check]
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import logging
import os
import pathlib
import re
import sys
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "scripts" / "sample_sources"
OUT = ROOT / "samples" / "regulations"
FIXED_DATE = dt.datetime(2024, 2, 20, 9, 0, 0, tzinfo=dt.UTC)

FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
    "/usr/share/fonts/truetype/nanum/NanumBarunGothic.ttf",
    "/usr/share/fonts/nanum/NanumGothic.ttf",
    "/Library/Fonts/NanumGothic.ttf",
    "C:/Windows/Fonts/malgun.ttf",
)


def find_font(explicit: str | None) -> pathlib.Path:
    for candidate in (explicit, os.environ.get("CITEWISE_KO_FONT"), *FONT_CANDIDATES):
        if candidate and pathlib.Path(candidate).is_file():
            return pathlib.Path(candidate)
    sys.exit("No Korean TTF found: apt-get install fonts-nanum, or pass --font PATH")


def bold_variant(font: pathlib.Path) -> pathlib.Path:
    bold = font.with_name(font.stem + "Bold" + font.suffix)
    return bold if bold.is_file() else font


def build_pdf(source: pathlib.Path, target: pathlib.Path, font: pathlib.Path) -> int:
    from fpdf import FPDF

    text = source.read_text(encoding="utf-8")
    pages = re.split(r"^<!--\s*pagebreak\s*-->\s*$", text, flags=re.M)
    title_match = re.search(r"^#\s+(.+)$", text, re.M)
    title = title_match.group(1).strip() if title_match else source.stem

    class Pdf(FPDF):
        def footer(self) -> None:
            self.set_y(-15)
            self.set_font("ko", size=9)
            self.cell(0, 10, f"- {self.page_no()} -", align="C")

    pdf = Pdf(format="A4")
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(title)
    pdf.set_author("한빛대학교 (Citewise sample)")
    pdf.set_subject("Citewise sample regulation")
    pdf.set_creator("scripts/make_sample_pdf.py")
    pdf.add_font("ko", "", str(font))
    pdf.add_font("ko", "B", str(bold_variant(font)))
    pdf.set_margins(22, 20, 22)
    pdf.set_auto_page_break(True, margin=22)

    for page_text in pages:
        pdf.add_page()
        for raw in page_text.strip().split("\n"):
            line = raw.strip()
            if not line:
                pdf.ln(2.5)
                continue
            heading = re.match(r"^(#{1,6})\s+(.*)$", line)
            if heading:
                level = len(heading.group(1))
                size = {1: 20, 2: 14}.get(level, 12)
                pdf.ln(2 if level > 1 else 0)
                pdf.set_font("ko", "B", size)
                pdf.multi_cell(0, size * 0.55, heading.group(2), align="C" if level == 1 else "L")
                pdf.ln(2)
                continue
            pdf.set_font("ko", "", 10.5)
            indent = 6 if re.match(r"^\d+\.\s", line) else 0
            pdf.set_x(pdf.l_margin + indent)
            pdf.multi_cell(0, 6.2, line)
    pdf.output(str(target))
    return pdf.page_no()


def build_docx(source: pathlib.Path, target: pathlib.Path) -> None:
    from docx import Document
    from docx.shared import Pt

    document = Document()
    document.core_properties.created = FIXED_DATE.replace(tzinfo=None)
    document.core_properties.modified = FIXED_DATE.replace(tzinfo=None)
    document.core_properties.author = "한빛대학교 (Citewise sample)"
    document.core_properties.last_modified_by = "scripts/make_sample_pdf.py"
    document.core_properties.revision = 1
    document.styles["Normal"].font.size = Pt(10.5)
    table_rows: list[list[str]] = []

    def flush_table() -> None:
        if not table_rows:
            return
        table = document.add_table(rows=len(table_rows), cols=len(table_rows[0]))
        table.style = "Table Grid"
        for r, row in enumerate(table_rows):
            for c, cell in enumerate(row):
                table.cell(r, c).text = cell
        table_rows.clear()

    for raw in source.read_text(encoding="utf-8").split("\n"):
        line = raw.strip()
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                table_rows.append(cells)
            continue
        flush_table()
        if not line:
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        if heading:
            level = len(heading.group(1))
            if level == 1:
                document.core_properties.title = heading.group(2)
                document.add_heading(heading.group(2), level=0)  # "Title" style
            else:
                document.add_heading(heading.group(2), level=level - 1)
        else:
            document.add_paragraph(line)
    flush_table()
    buffer = io.BytesIO()
    document.save(buffer)
    target.write_bytes(_deterministic_zip(buffer.getvalue()))


def _deterministic_zip(data: bytes) -> bytes:
    """Rewrite a zip package with fixed timestamps so regenerating gives identical bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=FIXED_DATE.timetuple()[:6])
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = 0o644 << 16
            target.writestr(fixed, source.read(info.filename))
    return out.getvalue()


def check(pdf_path: pathlib.Path) -> None:
    """Print what pypdf extracts, to eyeball Hangul and page numbers."""
    from pypdf import PdfReader

    reader = PdfReader(str(pdf_path))
    print(f"{pdf_path.name}: {len(reader.pages)} pages, title={reader.metadata.title!r}")
    for number, page in enumerate(reader.pages, start=1):
        first = (page.extract_text() or "").strip().split("\n")[:2]
        print(f"  page {number}: {first}")


def main() -> None:
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--font", help="Korean TTF font (default: NanumGothic from fonts-nanum)")
    parser.add_argument("--check", action="store_true", help="print the extracted text of each PDF page")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)

    pdf_target = OUT / "학칙.pdf"
    pages = build_pdf(SOURCES / "학칙.md", pdf_target, find_font(args.font))
    print(f"wrote {pdf_target.relative_to(ROOT)} ({pages} pages, {pdf_target.stat().st_size // 1024} KiB)")

    docx_target = OUT / "졸업논문_심사_규정.docx"
    build_docx(SOURCES / "졸업논문_심사_규정.md", docx_target)
    print(f"wrote {docx_target.relative_to(ROOT)} ({docx_target.stat().st_size // 1024} KiB)")
    if args.check:
        check(pdf_target)


if __name__ == "__main__":
    main()
