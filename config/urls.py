"""URL routes: the admin console, document links and the API."""
from django.contrib import admin
from django.urls import path
from django.views.generic import RedirectView

from bot.views import slack_events
from console.api import VerifyView
from console.views import source_document_view

urlpatterns = [
    path("", RedirectView.as_view(url="/admin/", permanent=False)),
    path("admin/", admin.site.urls),
    path("sources/<int:pk>/document", source_document_view, name="source-document"),
    path("api/verify", VerifyView.as_view(), name="api-verify"),
    path("slack/events", slack_events, name="slack-events"),
]
