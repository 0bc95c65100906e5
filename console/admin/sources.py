"""Sources: upload (type and size limits), ingestion status and progress, pages and chunks, warnings and
errors, re-ingest, enable/disable, delete, download, channel scope and bulk actions.

Every write goes through ``retrieval.sources``; this module only turns clicks into those calls.
"""
from __future__ import annotations

from pathlib import Path

from django import forms
from django.contrib import admin, messages
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.html import format_html
from unfold.admin import ModelAdmin
from unfold.contrib.filters.admin import ChoicesCheckboxFilter
from unfold.decorators import action, display
from unfold.enums import ActionVariant

from answering.metrics import channel_names, source_citation_rates
from retrieval.models import Source
from retrieval.sources import (
    source_delete,
    source_queue_ingest,
    source_register_upload,
    sources_set_enabled,
    upload_refusal,
)
from retrieval.store import StoreUnavailable

from .common import ChannelFilter, channel_label, confirm, done

STATUS_LABELS = {
    Source.Status.PENDING: "info",
    Source.Status.INGESTING: "info",
    Source.Status.READY: "success",
    Source.Status.PARTIAL: "warning",
    Source.Status.FAILED: "danger",
}


class SourceUploadForm(forms.ModelForm):
    class Meta:
        model = Source
        fields = ["name", "file", "channel_id", "enabled"]
        labels = {"channel_id": "Channel scope"}

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if not upload:
            if self.instance.pk:
                return upload  # renaming, re-scoping or enabling an existing source
            raise forms.ValidationError("Choose a document to upload.")
        if hasattr(upload, "size"):
            refusal = upload_refusal(filename=Path(upload.name).name, size=upload.size)
            if refusal:
                raise forms.ValidationError(refusal)
        return upload


@admin.register(Source)
class SourceAdmin(ModelAdmin):
    form = SourceUploadForm
    list_display = ["name", "status_label", "progress", "pages", "chunk_count", "language", "scope", "enabled",
                    "inaccurate_rate", "updated_at"]
    list_filter = [("status", ChoicesCheckboxFilter), "enabled", "language", ChannelFilter]
    list_filter_submit = True
    search_fields = ["name", "path", "error", "warnings"]
    readonly_fields = ["status_label", "progress", "error", "warnings", "content_type", "checksum", "language",
                       "pages", "chunk_count", "path", "download", "created_at", "updated_at", "ingested_at"]
    fieldsets = [
        ("Document", {"fields": ["name", "file", "channel_id", "enabled", "download"]}),
        ("Ingestion", {"fields": ["status_label", "progress", "pages", "chunk_count", "language", "ingested_at",
                                  "content_type", "checksum", "path"]}),
        ("Problems", {"fields": ["error", "warnings"]}),
    ]
    actions = ["reingest_selected", "enable_selected", "disable_selected", "delete_selected"]
    actions_row = ["reingest_one", "toggle_one"]
    actions_detail = ["reingest_one", "toggle_one"]
    list_before_template = "console/sources/list_before.html"
    change_form_before_template = "console/sources/upload_limits.html"

    # --- display ----------------------------------------------------------------------------------

    @display(description="status", label=STATUS_LABELS, ordering="status")
    def status_label(self, obj: Source):
        return obj.status, obj.get_status_display()

    @display(description="progress")
    def progress(self, obj: Source) -> str:
        if obj.status in (Source.Status.PENDING,):
            return "queued"
        if not obj.chunk_count:
            return f"page {obj.pages_done}/{obj.pages}" if obj.pages else "—"
        percent = round(100 * obj.chunks_done / obj.chunk_count)
        return format_html(
            '<span class="cw-progress" title="{} of {} chunks"><span style="width:{}%"></span></span> {}/{}',
            obj.chunks_done, obj.chunk_count, percent, obj.chunks_done, obj.chunk_count,
        )

    @display(description="channel scope", ordering="channel_id")
    def scope(self, obj: Source) -> str:
        return channel_label(obj.channel_id, getattr(self, "_names", None)) if obj.channel_id else "every channel"

    @display(description="inaccurate citations")
    def inaccurate_rate(self, obj: Source) -> str:
        checked, wrong = self._rates.get(obj.pk, (0, 0))
        if not checked:
            return "—"
        return f"{wrong}/{checked} ({100 * wrong / checked:.0f}%)"

    @display(description="document")
    def download(self, obj: Source) -> str:
        if not obj.pk:
            return "—"
        return format_html('<a class="cw-link" href="{}">Download {}</a>',
                           reverse("source-document", args=[obj.pk]), obj.filename)

    def changelist_view(self, request, extra_context=None):
        self._rates = source_citation_rates()
        self._names = channel_names()  # read once per page, not once per row
        extra_context = {**(extra_context or {}),
                         "busy": Source.objects.filter(status__in=[Source.Status.PENDING,
                                                                   Source.Status.INGESTING]).exists()}
        return super().changelist_view(request, extra_context)

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        self._rates = {}
        return super().changeform_view(request, object_id, form_url, extra_context)

    # --- writes: through retrieval.sources --------------------------------------------------------

    def save_model(self, request, obj, form, change):
        upload = form.cleaned_data.get("file")
        if not ("file" in form.changed_data and upload):
            super().save_model(request, obj, form, change)  # name, channel scope or enabled only
            return
        upload.seek(0)
        saved = source_register_upload(
            filename=Path(upload.name).name, data=upload.read(), name=obj.name, channel_id=obj.channel_id,
            enabled=obj.enabled, source=obj if change else None,
        )
        obj.pk, obj.name = saved.pk, saved.name  # what the admin links and names in its message
        messages.info(request, f"“{saved.name}” is queued for ingestion; its progress shows in the list.")

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
    def reingest_selected(self, request, queryset):
        queued = source_queue_ingest(source_ids=queryset.values_list("pk", flat=True))
        messages.info(request, f"{len(queued)} source(s) queued for ingestion.")

    @admin.action(description="Enable selected sources (use in answers)")
    def enable_selected(self, request, queryset):
        n = sources_set_enabled(source_ids=queryset.values_list("pk", flat=True), enabled=True)
        messages.info(request, f"{n} source(s) enabled.")

    @admin.action(description="Disable selected sources (hide from answers)")
    def disable_selected(self, request, queryset):
        n = sources_set_enabled(source_ids=queryset.values_list("pk", flat=True), enabled=False)
        messages.info(request, f"{n} source(s) disabled.")

    @action(description="Re-ingest", icon="refresh", url_path="reingest", permissions=["change"],
            dialog=confirm("Re-ingest this source?", "It is hidden from answers until it is ready again.",
                           "Re-ingest"))
    def reingest_one(self, request: HttpRequest, form, object_id: int):
        source = get_object_or_404(Source, pk=object_id)
        source_queue_ingest(source_ids=[source.pk])
        messages.info(request, f"“{source.name}” is queued for ingestion.")
        return done(request)

    @action(description="Enable / disable", icon="toggle_on", url_path="toggle", permissions=["change"],
            variant=ActionVariant.DEFAULT,
            dialog=confirm("Enable or disable this source?",
                           "A disabled source is never used in answers; enabling it makes it searchable again.",
                           "Switch"))
    def toggle_one(self, request: HttpRequest, form, object_id: int):
        source = get_object_or_404(Source, pk=object_id)
        sources_set_enabled(source_ids=[source.pk], enabled=not source.enabled)
        messages.info(request, f"“{source.name}” is {'disabled' if source.enabled else 'enabled'}.")
        return done(request)
