"""Admin for the verification log (answers and their citation checks) and thresholds."""
from __future__ import annotations

from django.contrib import admin

from .models import CitationCheck, Thresholds, VerifiedAnswer


class CitationCheckInline(admin.TabularInline):
    model = CitationCheck
    extra = 0
    can_delete = False
    fields = ["number", "new_number", "status", "confidence", "method", "action", "statement", "evidence",
              "explanation"]
    readonly_fields = fields


@admin.register(VerifiedAnswer)
class VerifiedAnswerAdmin(admin.ModelAdmin):
    list_display = ["created_at", "short_question", "status", "confidence", "accuracy_rate", "llm_calls",
                    "total_ms", "origin", "needs_review"]
    list_filter = ["status", "origin", "needs_review"]
    search_fields = ["question_text", "corrected_answer"]
    readonly_fields = [f.name for f in VerifiedAnswer._meta.fields if f.name != "needs_review"]
    inlines = [CitationCheckInline]

    @admin.display(description="question")
    def short_question(self, obj: VerifiedAnswer) -> str:
        return obj.question_text[:80]


@admin.register(Thresholds)
class ThresholdsAdmin(admin.ModelAdmin):
    list_display = ["__str__", "confidence", "max_sources", "min_relevance", "min_excerpt_length", "updated_at"]

    def has_add_permission(self, request):
        return not Thresholds.objects.exists()

    def has_delete_permission(self, request, obj=None):
        return False
