"""Django app configuration for answering."""
from django.apps import AppConfig


class AnsweringConfig(AppConfig):
    name = "answering"
    verbose_name = "Answering"
    default_auto_field = "django.db.models.BigAutoField"
