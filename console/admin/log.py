"""Verification log: every answer (read-only) with its filters, and a detail page where the citation is
the unit of review — original against corrected answer, each citation with its claim, passage, evidence,
verdict, method, confidence, explanation and action; the passages shown to the model; timings.
"""
from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import Count, Q
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import reverse
from import_export import fields, resources
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.filters.admin import ChoicesCheckboxFilter, RangeDateFilter
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import action, display

from answering.metrics import channel_names
from answering.results import answer_result
from answering.reviews import answer_flag
from retrieval.models import Source
from verification.models import CitationCheck, CitationReview, ReviewItem, VerifiedAnswer

from ..presenters import citation_rows, corrected_answer_html, original_answer_html
from .common import ChannelFilter, channel_label, confirm, done

STATUS_LABELS = {"verified": "success", "partial": "warning", "unverified": "danger", "insufficient": "info"}


class AnswerChannelFilter(ChannelFilter):
    field = "question__channel_id"


class FlaggedFilter(admin.SimpleListFilter):
    title = "flagged"
    parameter_name = "flagged"

    def lookups(self, request, model_admin):
        return [("yes", "flagged for review"), ("open", "waiting for review"), ("no", "never flagged")]

    def queryset(self, request, queryset):
        value = self.value()
        if value == "yes":
            return queryset.filter(review__isnull=False)
        if value == "open":
            return queryset.filter(review__state__in=ReviewItem.OPEN)
        if value == "no":
            return queryset.filter(review__isnull=True)
        return queryset


class ReviewedFilter(admin.SimpleListFilter):
    title = "reviewed"
    parameter_name = "reviewed"

    def lookups(self, request, model_admin):
        return [("yes", "reviewed"), ("no", "not reviewed")]

    def queryset(self, request, queryset):
        if self.value() == "yes":
            return queryset.filter(review__state=ReviewItem.State.DONE)
        if self.value() == "no":
            return queryset.exclude(review__state=ReviewItem.State.DONE)
        return queryset


class SourceFilter(admin.SimpleListFilter):
    """Answers that cite a document (any of their citations points at one of its passages)."""

    title = "source"
    parameter_name = "source"

    def lookups(self, request, model_admin):
        return list(Source.objects.order_by("name").values_list("pk", "name"))

    def queryset(self, request, queryset):
        if not self.value():
            return queryset
        cited = CitationCheck.objects.filter(source_id=self.value()).values("answer_id")
        return queryset.filter(pk__in=cited)


class MethodFilter(admin.SimpleListFilter):
    """Answers with a citation decided by a method (structural, entity, lexical, llm)."""

    title = "method"
    parameter_name = "method"

    def lookups(self, request, model_admin):
        return [(m, m) for m in ("structural", "entity", "lexical", "llm", "review")]

    def queryset(self, request, queryset):
        if not self.value():
            return queryset
        return queryset.filter(pk__in=CitationCheck.objects.filter(method=self.value()).values("answer_id"))


class AnswerResource(resources.ModelResource):
    channel = fields.Field(attribute="question__channel_id", column_name="channel")
    removed = fields.Field(column_name="removed citations")

    class Meta:
        model = VerifiedAnswer
        fields = ["id", "created_at", "origin", "channel", "question_text", "status", "confidence", "accuracy_rate",
                  "removed", "llm_calls", "total_ms", "original_answer", "corrected_answer", "needs_review"]

    def dehydrate_channel(self, answer: VerifiedAnswer) -> str:
        question = getattr(answer, "question", None)
        return question.channel_id if question else ""

    def dehydrate_removed(self, answer: VerifiedAnswer) -> str:
        return " ".join(str(n) for n in answer.removed_citations)


@admin.register(VerifiedAnswer)
class VerifiedAnswerAdmin(ExportActionMixin, ModelAdmin):
    resource_classes = [AnswerResource]
    export_form_class = ExportForm
    list_display = ["created_at", "short_question", "channel", "status_label", "confidence_display",
                    "accuracy_display", "removed_count", "calls", "time_display", "review_label"]
    list_display_links = ["created_at", "short_question"]
    list_filter = [("status", ChoicesCheckboxFilter), AnswerChannelFilter, FlaggedFilter, ReviewedFilter,
                   ("created_at", RangeDateFilter), SourceFilter, MethodFilter, "origin"]
    list_filter_submit = True
    search_fields = ["question_text", "corrected_answer", "original_answer"]
    list_per_page = 50
    actions_detail = ["flag_for_review", "open_review"]

    def changelist_view(self, request, extra_context=None):
        self._names = channel_names()  # read once per page, not once per row
        return super().changelist_view(request, extra_context)

    def get_queryset(self, request):
        removed = Count("checks", filter=Q(checks__action__in=["removed", "generalized"]), distinct=True)
        return (super().get_queryset(request).select_related("question", "review")
                .annotate(removed_n=removed))

    # A log: nobody adds or edits answers by hand; they are kept as evidence of what was said.
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    # --- columns ----------------------------------------------------------------------------------

    @display(description="question")
    def short_question(self, obj: VerifiedAnswer) -> str:
        text = obj.question_text or "(contract case without a question)"
        return text if len(text) <= 90 else text[:89] + "…"

    @display(description="channel", ordering="question__channel_id")
    def channel(self, obj: VerifiedAnswer) -> str:
        question = getattr(obj, "question", None)
        if question is not None and question.channel_id:
            return channel_label(question.channel_id, getattr(self, "_names", None))
        return obj.get_origin_display()

    @display(description="status", label=STATUS_LABELS, ordering="status")
    def status_label(self, obj: VerifiedAnswer):
        return obj.status, obj.get_status_display()

    @display(description="confidence", ordering="confidence")
    def confidence_display(self, obj: VerifiedAnswer) -> str:
        return f"{obj.confidence:.2f}"

    @display(description="accuracy", ordering="accuracy_rate")
    def accuracy_display(self, obj: VerifiedAnswer) -> str:
        return "—" if obj.accuracy_rate is None or obj.status == "insufficient" else f"{obj.accuracy_rate:.0%}"

    @display(description="removed", ordering="removed_n")
    def removed_count(self, obj: VerifiedAnswer) -> int:
        return obj.removed_n

    @display(description="LLM calls", ordering="llm_calls")
    def calls(self, obj: VerifiedAnswer) -> int:
        return obj.llm_calls

    @display(description="time", ordering="total_ms")
    def time_display(self, obj: VerifiedAnswer) -> str:
        ms = obj.total_ms if obj.total_ms is not None else obj.verification_ms
        return "—" if ms is None else (f"{ms / 1000:.1f} s" if ms >= 1000 else f"{ms:.0f} ms")

    @display(description="review", label={"new": "warning", "in_review": "info", "done": "success"})
    def review_label(self, obj: VerifiedAnswer):
        item = getattr(obj, "review", None)
        return (item.state, item.get_state_display()) if item else ("", "—")

    # --- the detail page --------------------------------------------------------------------------

    def change_view(self, request, object_id, form_url="", extra_context=None):
        answer = get_object_or_404(VerifiedAnswer.objects.prefetch_related("checks"), pk=object_id)
        if not self.has_view_permission(request, answer):
            from django.core.exceptions import PermissionDenied

            raise PermissionDenied
        result = answer_result(answer)
        item = ReviewItem.objects.filter(answer=answer).first()
        context = {
            **self.admin_site.each_context(request),
            **answer_page_context(answer, result),
            "title": f"Answer {answer.pk}",
            "subtitle": None,
            "opts": self.opts,
            "original": answer,
            "review_item": item,
            "object_id": object_id,
            "has_view_permission": True,
            **(extra_context or {}),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "console/log/answer_detail.html", context)

    @action(description="Flag for review", icon="flag", url_path="flag", permissions=["view"],
            dialog=confirm("Put this answer in the review queue?",
                           "A reviewer will check each of its citations.", "Flag"))
    def flag_for_review(self, request, form, object_id):
        answer = get_object_or_404(VerifiedAnswer, pk=object_id)
        item = answer_flag(answer=answer, by=request.user)
        messages.info(request, "The answer is in the review queue.")
        return done(request, reverse("admin:verification_reviewitem_change", args=[item.pk]))

    @action(description="Open in the review queue", icon="rate_review", url_path="review", permissions=["view"])
    def open_review(self, request, object_id):
        from django.http import HttpResponseRedirect

        item = ReviewItem.objects.filter(answer_id=object_id).first()
        if item is None:
            messages.info(request, "This answer is not in the review queue; flag it first.")
            return HttpResponseRedirect(reverse("admin:verification_verifiedanswer_change", args=[object_id]))
        return HttpResponseRedirect(reverse("admin:verification_reviewitem_change", args=[item.pk]))


def answer_page_context(answer: VerifiedAnswer, result) -> dict:
    """What the log's detail page and the review page show of an answer."""
    check_ids = list(answer.checks.order_by("id").values_list("pk", flat=True))
    reviews = {r.citation_id: r for r in CitationReview.objects.filter(citation__answer=answer).select_related("reviewer")}
    question = getattr(answer, "question", None)
    return {
        "answer": answer,
        "result": result,
        "channel": channel_label(question.channel_id) if question and question.channel_id else "",
        "original_html": original_answer_html(result),
        "corrected_html": corrected_answer_html(result),
        "rows": citation_rows(result, check_ids, reviews),
        "thresholds_used": [
            ("confidence", result.thresholds.get("confidence")),
            ("max sources", result.thresholds.get("max_sources")),
            ("min relevance", result.thresholds.get("min_relevance")),
            ("min excerpt", result.thresholds.get("min_excerpt_length")),
            ("LLM verification", result.thresholds.get("use_llm")),
            ("drop uncertain", result.thresholds.get("drop_uncertain")),
        ] if result.thresholds else [],
    }
