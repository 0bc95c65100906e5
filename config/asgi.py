"""ASGI entry point."""
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_asgi_application()

# The web server connects to the shared embedded Weaviate (`manage.py weaviate`); it never starts its own.
from retrieval.weaviate_connect import embedded_shared_only  # noqa: E402  (needs Django set up)

embedded_shared_only(process="the web server")
