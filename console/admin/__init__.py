"""The console's admin pages (django-unfold): the verification log, the review queue, sources,
thresholds, channels, and the access pages (users, groups, API tokens, login lock-outs)."""
from . import access, channels, log, review, sources, thresholds  # noqa: F401  (registers the admin classes)
