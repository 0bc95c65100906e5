"""URL routes: the admin console and the API."""
from django.contrib import admin
from django.urls import path
from django.views.generic import RedirectView

from console.api import VerifyView

urlpatterns = [
    path("", RedirectView.as_view(url="/admin/", permanent=False)),
    path("admin/", admin.site.urls),
    path("api/verify", VerifyView.as_view(), name="api-verify"),
]
