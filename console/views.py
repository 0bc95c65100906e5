"""Console pages outside the admin: a source's document, for staff who follow a reference link."""
from __future__ import annotations

from django.contrib.admin.views.decorators import staff_member_required
from django.http import FileResponse, Http404

from retrieval.selectors import source_document


@staff_member_required
def source_document_view(request, pk: int):
    document = source_document(source_id=pk)
    if document is None:
        raise Http404("This document is not on this server.")
    return FileResponse(open(document.path, "rb"), filename=document.filename, as_attachment=False)
