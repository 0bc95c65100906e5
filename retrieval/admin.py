"""Admin for document sources: upload (ingested by the worker), status, progress, enable/disable."""
from __future__ import annotations

from pathlib import Path

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.db import transaction

from .ingest import SUPPORTED_SUFFIXES, file_checksum, source_delete
from .store import StoreUnavailable
from .models import Source
from .tasks import ingest_source


class SourceUploadForm(forms.ModelForm):
    class Meta:
        model = Source
        fields = ["name", "file", "channel_id", "enabled"]

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if not upload:
            raise forms.ValidationError("Choose a document to upload.")
        suffix = Path(upload.name).suffix.lower()
        if suffix not in SUPPORTED_SUFFIXES:
            raise forms.ValidationError(
                f"Unsupported file type {suffix or '(none)'}; supported: {' '.join(sorted(SUPPORTED_SUFFIXES))}."
            )
        if upload.size > settings.CITEWISE_UPLOAD_MAX_BYTES:
            limit = settings.CITEWISE_UPLOAD_MAX_BYTES // (1024 * 1024)
            raise forms.ValidationError(f"The file is larger than the {limit} MB limit.")
        return upload


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    form = SourceUploadForm
    list_display = ["name", "status", "progress", "pages", "chunk_count", "language", "channel_id",
                    "enabled", "updated_at"]
    list_filter = ["status", "enabled", "language"]
    search_fields = ["name", "path", "error"]
    readonly_fields = ["status", "error", "warnings", "content_type", "checksum", "language", "pages",
                       "pages_done", "chunk_count", "chunks_done", "path", "created_at", "updated_at",
                       "ingested_at"]
    actions = ["reingest", "disable", "enable"]

    @admin.display(description="progress")
    def progress(self, obj: Source) -> str:
        return f"{obj.chunks_done}/{obj.chunk_count}" if obj.chunk_count else "—"

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        if obj is not None:
            form.base_fields["file"].required = False
        return form

    def save_model(self, request, obj, form, change):
        upload = form.cleaned_data.get("file")
        file_changed = "file" in form.changed_data and upload
        if file_changed:
            upload.seek(0)
            obj.checksum = file_checksum(upload.read())
            upload.seek(0)
            obj.content_type = getattr(upload, "content_type", "") or ""
            obj.status = Source.Status.PENDING
            if not obj.name:
                obj.name = Path(upload.name).stem
        super().save_model(request, obj, form, change)
        if file_changed:
            transaction.on_commit(lambda: ingest_source.delay(obj.pk))
            messages.info(request, f"“{obj.name}” is queued for ingestion; refresh to see its progress.")

    def delete_model(self, request, obj):
        self._delete(request, obj)

    def delete_queryset(self, request, queryset):
        for obj in queryset:
            self._delete(request, obj)

    def _delete(self, request, obj: Source) -> None:
        try:
            source_delete(source=obj)
        except StoreUnavailable as exc:
            # Keep the row (and its file) rather than lose track of chunks still in Weaviate.
            messages.error(request, f"“{obj.name}” was not deleted: {exc}")

    @admin.action(description="Re-ingest selected sources")
    def reingest(self, request, queryset):
        for obj in queryset:
            queryset.filter(pk=obj.pk).update(status=Source.Status.PENDING)
            transaction.on_commit(lambda pk=obj.pk: ingest_source.delay(pk))
        messages.info(request, f"{queryset.count()} source(s) queued.")

    @admin.action(description="Disable (hide from answers)")
    def disable(self, request, queryset):
        queryset.update(enabled=False)

    @admin.action(description="Enable")
    def enable(self, request, queryset):
        queryset.update(enabled=True)
