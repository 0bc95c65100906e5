"""Admin for document sources: upload (ingested by the worker), status, progress, enable/disable."""
from __future__ import annotations

from pathlib import Path

from django import forms
from django.conf import settings
from django.contrib import admin, messages

from .models import Source
from .parsing import SUPPORTED_EXTENSIONS
from .sources import source_delete, source_queue_ingest, source_register_upload, sources_set_enabled
from .store import StoreUnavailable


class SourceUploadForm(forms.ModelForm):
    class Meta:
        model = Source
        fields = ["name", "file", "channel_id", "enabled"]

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if not upload:
            raise forms.ValidationError("Choose a document to upload.")
        suffix = Path(upload.name).suffix.lower()
        if suffix not in SUPPORTED_EXTENSIONS:
            raise forms.ValidationError(
                f"Unsupported file type {suffix or '(none)'}; supported: {' '.join(SUPPORTED_EXTENSIONS)}."
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
        if not ("file" in form.changed_data and upload):
            super().save_model(request, obj, form, change)  # name, channel or enabled only
            return
        upload.seek(0)
        saved = source_register_upload(
            filename=Path(upload.name).name, data=upload.read(), name=obj.name, channel_id=obj.channel_id,
            enabled=obj.enabled, source=obj if change else None,
        )
        obj.pk, obj.name = saved.pk, saved.name  # what the admin links and names in its message
        messages.info(request, f"“{saved.name}” is queued for ingestion; refresh to see its progress.")

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
        queued = source_queue_ingest(source_ids=queryset.values_list("pk", flat=True))
        messages.info(request, f"{len(queued)} source(s) queued.")

    @admin.action(description="Disable (hide from answers)")
    def disable(self, request, queryset):
        sources_set_enabled(source_ids=queryset.values_list("pk", flat=True), enabled=False)

    @admin.action(description="Enable")
    def enable(self, request, queryset):
        sources_set_enabled(source_ids=queryset.values_list("pk", flat=True), enabled=True)
