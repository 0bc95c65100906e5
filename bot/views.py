"""POST /slack/events: the Events API, interactivity and the /ask command, through bolt's Django
adapter (which verifies Slack's signature: forged, stale or missing → 401)."""
from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .app import SlackNotConfigured, slack_handler


@csrf_exempt
@require_POST
def slack_events(request: HttpRequest) -> HttpResponse:
    try:
        handler = slack_handler()
    except SlackNotConfigured as exc:
        return JsonResponse({"error": f"Slack is not configured: {exc}"}, status=503)
    return handler.handle(request)
