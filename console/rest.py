"""How the API reads bodies and reports errors: always JSON, always with a reason.

Deeply nested JSON (which makes Python's parser overflow its stack) is a 400 like any malformed body,
and a body over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` is a 413 that says the limit, instead of Django's HTML
error page.
"""
from __future__ import annotations

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from rest_framework import status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser
from rest_framework.response import Response
from rest_framework.views import exception_handler


class GuardedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply.") from None


def api_exception_handler(exc, context):
    if isinstance(exc, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return Response({"error": f"The request body is larger than the {limit // (1024 * 1024)} MB limit."},
                        status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    response = exception_handler(exc, context)
    if response is not None and isinstance(response.data, dict) and "detail" in response.data:
        response.data = {"error": str(response.data["detail"])}  # one error shape for every API failure
    return response
