#!/usr/bin/env python3
"""Build the development set's DOCX document from its Markdown source (binary formats covered too).

``devset/sources/푸른마을아파트_관리규약.md`` -> ``devset/documents/푸른마을아파트_관리규약.docx``
(Word headings and paragraphs, one article a paragraph), with the sample corpus's own builder
(``scripts/make_sample_pdf.build_docx``) and fixed metadata, so regenerating gives identical bytes.
The facts about this document quote the Markdown source, which is the text the DOCX holds.

Usage: python devset/make_docx.py
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from make_sample_pdf import FIXED_DATE, _deterministic_zip, build_docx  # noqa: E402

DOCUMENTS = {"푸른마을아파트_관리규약.md": ("푸른마을아파트_관리규약.docx", "푸른마을아파트 입주자대표회의")}


def main() -> int:
    from docx import Document

    for source_name, (target_name, author) in DOCUMENTS.items():
        source = ROOT / "devset" / "sources" / source_name
        target = ROOT / "devset" / "documents" / target_name
        build_docx(source, target)
        document = Document(str(target))
        document.core_properties.author = author
        document.core_properties.last_modified_by = "devset/make_docx.py"
        document.core_properties.created = FIXED_DATE.replace(tzinfo=None)
        document.core_properties.modified = FIXED_DATE.replace(tzinfo=None)
        buffer = io.BytesIO()
        document.save(buffer)
        target.write_bytes(_deterministic_zip(buffer.getvalue()))
        print(f"wrote {target.relative_to(ROOT)} ({target.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
