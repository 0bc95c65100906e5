"""The console's admin site: django-unfold's site with Citewise's own pages (dashboard, playground,
what-if)."""
from __future__ import annotations

from django.urls import path
from unfold.sites import UnfoldAdminSite


class ConsoleSite(UnfoldAdminSite):
    site_header = "Citewise"
    site_title = "Citewise console"
    index_title = "Dashboard"
    index_template = "console/dashboard.html"

    def has_permission(self, request) -> bool:
        # Staff only (the admin's rule), and never an account that has been deactivated.
        return request.user.is_active and request.user.is_staff

    def extra_urls(self):
        from .playground import PlaygroundView
        from .whatif import WhatIfView

        return [
            path("playground/", self.admin_view(PlaygroundView.as_view(site=self)), name="playground"),
            path("what-if/", self.admin_view(WhatIfView.as_view(site=self)), name="what-if"),
        ]
