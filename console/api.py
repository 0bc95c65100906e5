"""The token-authenticated API (every route refuses anonymous callers).

- ``POST /api/query/verified``: ask a question, get the verified answer (seed 000's request and
  response fields, plus the verify contract's richer ones).
- ``POST /api/verify``: verify an answer someone else wrote (the verify contract).
- ``GET /api/answers/`` and ``/api/answers/<id>/``: the verification log, filterable.
- ``GET /api/schema/`` (OpenAPI), ``/api/docs/`` and ``/api/redoc/`` (served locally).
"""
from __future__ import annotations

import time

from django.conf import settings
from django.core.exceptions import ValidationError as DjangoValidationError
from django_filters import rest_framework as filters
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from answering.judge import judge_for
from answering.models import Question
from answering.services import AnswerFailed, question_answer, question_submit
from verification import engine
from verification.models import ReviewItem, VerifiedAnswer
from verification.selectors import answer_contract
from verification.services import case_parse, case_verify

from .admin.common import channel_id_clean
from .api_payloads import MODES, ErrorSerializer, QueryResponseSerializer, query_payload


class QueryRequestSerializer(serializers.Serializer):
    question = serializers.CharField(max_length=settings.CITEWISE_MAX_QUESTION_CHARS,
                                     help_text="What to ask the documents.")
    mode = serializers.ChoiceField(
        choices=list(MODES), default="standard",
        help_text="standard: the configured verification; strict: citations nothing confirmed are removed; "
                  "fast: deterministic checks only (no LLM judge).",
    )
    confidence_threshold = serializers.FloatField(
        min_value=0.5, max_value=1.0, required=False, allow_null=True,
        help_text="A verdict below this confidence is 'uncertain' (default: the configured threshold).",
    )
    channel = serializers.CharField(
        max_length=64, required=False, allow_blank=True,
        help_text="Answer as in this Slack channel (its sources and thresholds).",
    )

    def validate_channel(self, value: str) -> str:
        try:
            return channel_id_clean(value)
        except DjangoValidationError as exc:
            raise serializers.ValidationError(exc.messages) from exc


def _first_error(errors) -> str:
    """One readable sentence from a serializer's errors: "question: This field is required."."""
    if isinstance(errors, dict):
        for name, value in errors.items():
            message = _first_error(value)
            return message if name == "non_field_errors" else f"{name}: {message}"
    if isinstance(errors, list) and errors:
        return _first_error(errors[0])
    return str(errors)


class QueryVerifiedView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="query_verified",
        summary="Ask a question and get a verified answer",
        request=QueryRequestSerializer,
        responses={200: QueryResponseSerializer, 400: ErrorSerializer,
                   503: OpenApiResponse(ErrorSerializer, description="The index or the model is unavailable")},
    )
    def post(self, request):
        if not isinstance(request.data, dict):
            return Response({"error": "The body must be one JSON object, e.g. {\"question\": \"…\"}."},
                            status=status.HTTP_400_BAD_REQUEST)
        form = QueryRequestSerializer(data=request.data)
        if not form.is_valid():
            return Response({"error": _first_error(form.errors), "fields": form.errors},
                            status=status.HTTP_400_BAD_REQUEST)
        data = form.validated_data
        if not data["question"].strip():
            return Response({"error": "question: ask about something in the documents."}, status=400)
        started = time.perf_counter()
        overrides = dict(MODES[data["mode"]])
        if data.get("confidence_threshold") is not None:
            overrides["confidence"] = data["confidence_threshold"]
        try:
            question = question_submit(text=data["question"], origin=Question.Origin.API,
                                       channel_id=data.get("channel", ""), user_id=request.user.get_username())
            result = question_answer(question=question, overrides=overrides)
        except AnswerFailed as exc:
            return Response({"error": str(exc)}, status=status.HTTP_503_SERVICE_UNAVAILABLE)
        elapsed = round((time.perf_counter() - started) * 1000, 1)
        return Response(query_payload(result, question.answer, mode=data["mode"], processing_time_ms=elapsed))


class VerifyView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="verify",
        summary="Verify an answer's citations (the verify contract)",
        request=OpenApiTypes.OBJECT,
        responses={200: OpenApiTypes.OBJECT, 400: ErrorSerializer},
    )
    def post(self, request):
        if not isinstance(request.data, dict):
            return Response({"error": "the body must be one JSON object (a case)"}, status.HTTP_400_BAD_REQUEST)
        try:
            case = case_parse(dict(request.data))
        except engine.ContractError as exc:
            return Response({"error": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
        return Response(
            case_verify(case=case, judge=judge_for(use_llm=case.use_llm), log_origin=VerifiedAnswer.Origin.API)
        )


class AnswerFilter(filters.FilterSet):
    channel = filters.CharFilter(field_name="question__channel_id", help_text="Slack channel ID")
    created_after = filters.IsoDateTimeFilter(field_name="created_at", lookup_expr="gte")
    created_before = filters.IsoDateTimeFilter(field_name="created_at", lookup_expr="lt")
    flagged = filters.BooleanFilter(field_name="review", lookup_expr="isnull", exclude=True,
                                    help_text="Has been in the review queue")
    reviewed = filters.BooleanFilter(method="filter_reviewed", help_text="Its review is done")
    source = filters.NumberFilter(method="filter_source", help_text="Cites this source (id)")

    class Meta:
        model = VerifiedAnswer
        fields = ["status", "origin", "needs_review"]

    def filter_reviewed(self, queryset, name, value):
        done = {"review__state": ReviewItem.State.DONE}
        return queryset.filter(**done) if value else queryset.exclude(**done)

    def filter_source(self, queryset, name, value):
        return queryset.filter(checks__source_id=value).distinct()


class AnswerSummarySerializer(serializers.ModelSerializer):
    channel = serializers.SerializerMethodField()
    removed = serializers.SerializerMethodField()

    class Meta:
        model = VerifiedAnswer
        fields = ["id", "created_at", "origin", "channel", "question_text", "status", "confidence", "accuracy_rate",
                  "removed", "llm_calls", "total_ms", "needs_review"]

    def get_channel(self, answer) -> str:
        question = getattr(answer, "question", None)
        return question.channel_id if question else ""

    def get_removed(self, answer) -> list[int]:
        return list(answer.removed_citations)


class AnswerViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """The verification log, read-only: every answer, newest first."""

    permission_classes = [IsAuthenticated]
    serializer_class = AnswerSummarySerializer
    filterset_class = AnswerFilter
    queryset = VerifiedAnswer.objects.select_related("question").order_by("-created_at")

    @extend_schema(responses={200: OpenApiTypes.OBJECT})
    def retrieve(self, request, *args, **kwargs):
        answer = self.get_object()
        return Response({**answer_contract(answer), "question": answer.question_text,
                         "created_at": answer.created_at, "origin": answer.origin})
