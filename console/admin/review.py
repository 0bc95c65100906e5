"""Review queue: answers flagged by verification or reported by users, oldest first with their wait;
states (new, in review, done) and assignment; per citation the reviewer confirms or overrides the
engine's verdict with a note, and confirms or restores a removed citation. Reviewer verdicts are stored
apart from the engine's (labelled data; see ``manage.py evaluate``) and can be exported.
"""
from __future__ import annotations

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import Prefetch
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from import_export import fields, resources
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import display

from answering.metrics import channel_names
from answering.models import AnswerFeedback
from answering.results import answer_result
from answering.reviews import ReviewRefused, reports_of, review_finish, review_take, review_verdicts_save
from verification.models import CitationReview, ReviewItem

from .common import ChannelFilter, channel_label
from .log import answer_page_context

STATE_LABELS = {"new": "warning", "in_review": "info", "done": "success"}


class StateFilter(admin.SimpleListFilter):
    """Open items (new or in review) unless asked otherwise: the queue is what is left to do."""

    title = "state"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return [("open", "open (new or in review)"), ("new", "new"), ("in_review", "in review"), ("done", "done"),
                ("all", "all")]

    def choices(self, changelist):
        value = self.value() or "open"
        for lookup, title in self.lookup_choices:
            yield {"selected": value == lookup, "query_string": changelist.get_query_string({self.parameter_name: lookup}),
                   "display": title}

    def queryset(self, request, queryset):
        value = self.value() or "open"
        if value == "open":
            return queryset.filter(state__in=ReviewItem.OPEN)
        if value == "all":
            return queryset
        return queryset.filter(state=value)


class AssigneeFilter(admin.SimpleListFilter):
    title = "assignee"
    parameter_name = "assignee"

    def lookups(self, request, model_admin):
        return [("me", "me"), ("nobody", "nobody")]

    def queryset(self, request, queryset):
        if self.value() == "me":
            return queryset.filter(assignee=request.user)
        if self.value() == "nobody":
            return queryset.filter(assignee=None)
        return queryset


class ReasonFilter(admin.SimpleListFilter):
    title = "reason"
    parameter_name = "reason"

    def lookups(self, request, model_admin):
        return ReviewItem.Reason.choices

    def queryset(self, request, queryset):
        if not self.value():
            return queryset
        return queryset.filter(pk__in=[i.pk for i in queryset.only("pk", "reasons") if self.value() in i.reasons])


class ItemChannelFilter(ChannelFilter):
    field = "answer__question__channel_id"


class CitationReviewResource(resources.ModelResource):
    """Reviewer verdicts next to the engine's: the labelled data, one row per reviewed citation."""

    answer = fields.Field(attribute="citation__answer_id", column_name="answer")
    question = fields.Field(attribute="citation__answer__question_text", column_name="question")
    citation = fields.Field(attribute="citation__number", column_name="citation")
    statement = fields.Field(attribute="citation__statement", column_name="statement")
    engine_status = fields.Field(attribute="citation__status", column_name="engine status")
    engine_action = fields.Field(attribute="citation__action", column_name="engine action")
    method = fields.Field(attribute="citation__method", column_name="method")
    confidence = fields.Field(attribute="citation__confidence", column_name="confidence")
    reviewer_name = fields.Field(column_name="reviewer")

    class Meta:
        model = CitationReview
        fields = ["answer", "question", "citation", "statement", "engine_status", "engine_action", "method",
                  "confidence", "verdict", "note", "reviewer_name", "reviewed_at"]

    def dehydrate_reviewer_name(self, review: CitationReview) -> str:
        return review.reviewer.get_username() if review.reviewer else ""


@admin.register(ReviewItem)
class ReviewItemAdmin(ExportActionMixin, ModelAdmin):
    resource_classes = [CitationReviewResource]
    export_form_class = ExportForm
    list_display = ["waiting", "question", "channel", "reasons_display", "state_label", "assignee", "flagged_at"]
    list_display_links = ["waiting", "question"]
    list_filter = [StateFilter, AssigneeFilter, ReasonFilter, ItemChannelFilter]
    search_fields = ["answer__question_text", "note"]
    ordering = ["flagged_at"]  # oldest first
    list_per_page = 50
    actions = ["take_selected", "export_admin_action"]

    def changelist_view(self, request, extra_context=None):
        self._names = channel_names()  # read once per page, not once per row
        return super().changelist_view(request, extra_context)

    def get_queryset(self, request):
        reports = AnswerFeedback.objects.filter(kind=AnswerFeedback.Kind.REPORT).order_by("created_at")
        return super().get_queryset(request).select_related("answer", "answer__question", "assignee").prefetch_related(
            Prefetch("answer__feedback", queryset=reports, to_attr="reports"))

    def has_add_permission(self, request):
        return False  # answers enter the queue by being flagged or reported

    def has_delete_permission(self, request, obj=None):
        return False  # reviews are labelled data

    def get_data_for_export(self, request, queryset, **kwargs):
        # Exporting review items exports their citations' verdicts: the labelled data.
        reviews = CitationReview.objects.filter(citation__answer__review__in=queryset).select_related(
            "citation__answer", "reviewer"
        )
        return super().get_data_for_export(request, reviews, **kwargs)

    # --- columns ----------------------------------------------------------------------------------

    @display(description="waiting", ordering="flagged_at")
    def waiting(self, obj: ReviewItem) -> str:
        end = obj.done_at or timezone.now()
        return _duration((end - obj.flagged_at).total_seconds())

    @display(description="question")
    def question(self, obj: ReviewItem) -> str:
        text = obj.answer.question_text or "(contract case)"
        return text if len(text) <= 80 else text[:79] + "…"

    @display(description="channel")
    def channel(self, obj: ReviewItem) -> str:
        question = getattr(obj.answer, "question", None)
        return channel_label(question.channel_id, getattr(self, "_names", None)) if question and question.channel_id \
            else obj.answer.get_origin_display()

    @display(description="why")
    def reasons_display(self, obj: ReviewItem) -> str:
        # Users' reports with who and why, so that the queue shows them without opening the item.
        reports = [
            f"🚩 {r.reporter} on [{r.citation_number or '?'}]" + (f": “{_short(r.reason, 60)}”" if r.reason else "")
            for r in getattr(obj.answer, "reports", [])
        ]
        return "; ".join([", ".join(obj.reason_labels), *reports])

    @display(description="state", label=STATE_LABELS, ordering="state")
    def state_label(self, obj: ReviewItem):
        return obj.state, obj.get_state_display()

    @admin.action(description="Assign the selected items to me")
    def take_selected(self, request, queryset):
        taken = 0
        for item in queryset.filter(state__in=ReviewItem.OPEN):
            review_take(item=item, user=request.user)
            taken += 1
        messages.info(request, f"{taken} item(s) assigned to you.")

    # --- the review page --------------------------------------------------------------------------

    def change_view(self, request, object_id, form_url="", extra_context=None):
        item = get_object_or_404(ReviewItem.objects.select_related("answer", "assignee", "done_by"), pk=object_id)
        if not self.has_view_permission(request, item):
            raise PermissionDenied
        if request.method == "POST":
            if not self.has_change_permission(request, item):
                raise PermissionDenied
            return self._post(request, item)
        answer = item.answer
        result = answer_result(answer)
        context = {
            **self.admin_site.each_context(request),
            **answer_page_context(answer, result),
            "title": f"Review of answer {answer.pk}",
            "subtitle": None,
            "opts": self.opts,
            "item": item,
            "reviewing": item.state != ReviewItem.State.DONE and self.has_change_permission(request, item),
            "waited": _duration(((item.done_at or timezone.now()) - item.flagged_at).total_seconds()),
            "reports": reports_of(answer_id=answer.pk),
            **(extra_context or {}),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "console/review/item.html", context)

    def _post(self, request, item: ReviewItem):
        here = reverse("admin:verification_reviewitem_change", args=[item.pk])
        try:
            if "_take" in request.POST:
                review_take(item=item, user=request.user)
                messages.info(request, "The item is yours; it is in review.")
                return HttpResponseRedirect(here)
            verdicts = {}
            for key, value in request.POST.items():
                if key.startswith("verdict-") and value:
                    pk = int(key.removeprefix("verdict-"))
                    verdicts[pk] = (value, request.POST.get(f"note-{pk}", ""))
            if verdicts:
                saved = review_verdicts_save(item=item, verdicts=verdicts, reviewer=request.user)
                messages.info(request, f"{saved} verdict(s) saved.")
            if "_finish" in request.POST:
                item.refresh_from_db()
                done = review_finish(item=item, user=request.user, note=request.POST.get("review_note", ""))
                messages.success(request, "Review done." + (" The reviewed answer is kept with it."
                                                            if done.reviewed_answer else ""))
                return HttpResponseRedirect(reverse("admin:verification_reviewitem_changelist"))
        except (ReviewRefused, ValueError) as exc:
            messages.error(request, str(exc))
        return HttpResponseRedirect(here)


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _duration(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min"
    if seconds < 86400:
        return f"{seconds // 3600} h {seconds % 3600 // 60} min"
    return f"{seconds // 86400} d {seconds % 86400 // 3600} h"
