from django.apps import AppConfig
from django.contrib.admin import apps as admin_apps


class ConsoleConfig(AppConfig):
    name = "console"
    verbose_name = "Console"
    default = True


class ConsoleAdminConfig(admin_apps.AdminConfig):
    """django.contrib.admin with the console's own site (unfold theme, dashboard, extra pages)."""

    default = False  # named explicitly in INSTALLED_APPS, in place of "django.contrib.admin"
    default_site = "console.sites.ConsoleSite"
