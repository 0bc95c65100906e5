from django.apps import AppConfig


class RetrievalConfig(AppConfig):
    name = "retrieval"
    verbose_name = "Documents and retrieval"
