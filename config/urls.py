"""URL routes: the staff console, document links and the API (schema and docs included)."""
from django.contrib import admin
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView
from rest_framework.routers import SimpleRouter

from bot.views import slack_events
from console.api import AnswerViewSet, QueryVerifiedView, VerifyView
from console.views import source_document_view

router = SimpleRouter(trailing_slash="/?")
router.register("answers", AnswerViewSet, basename="api-answers")

urlpatterns = [
    path("", RedirectView.as_view(url="/admin/", permanent=False)),
    path("admin/", admin.site.urls),
    path("sources/<int:pk>/document", source_document_view, name="source-document"),
    path("api/query/verified", QueryVerifiedView.as_view(), name="api-query-verified"),
    path("api/verify", VerifyView.as_view(), name="api-verify"),
    path("api/", include(router.urls)),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/redoc/", SpectacularRedocView.as_view(url_name="api-schema"), name="api-redoc"),
    path("slack/events", slack_events, name="slack-events"),
]
