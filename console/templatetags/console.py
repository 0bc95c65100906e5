"""Template tags of the console's pages."""
from __future__ import annotations

from django import template
from django.conf import settings

from retrieval.parsing import SUPPORTED_EXTENSIONS

register = template.Library()


@register.simple_tag
def upload_types() -> str:
    return " ".join(SUPPORTED_EXTENSIONS)


@register.simple_tag
def upload_limit_mb() -> str:
    return f"{settings.CITEWISE_UPLOAD_MAX_BYTES / (1024 * 1024):g}"
