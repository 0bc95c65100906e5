"""The token-authenticated API: POST /api/verify speaks the verification contract."""
from __future__ import annotations

from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from answering.judge import judge_for
from verification import engine
from verification.models import VerifiedAnswer
from verification.services import case_parse, case_verify


class VerifyView(APIView):
    permission_classes = [IsAuthenticated]

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
