"""The console's sidebar (django-unfold's navigation): the seven pages staff work in, in this order."""
from __future__ import annotations

from django.templatetags.static import static
from django.urls import reverse


def _link(name: str, *args) -> str:
    return reverse(name, args=args)


def _open_reviews(request) -> str:
    from verification.models import ReviewItem

    n = ReviewItem.objects.filter(state__in=ReviewItem.OPEN).count()
    return str(n) if n else ""


def sidebar(request) -> list[dict]:
    """Navigation labels exactly as staff know them (issue 10)."""
    items = [
        {"title": "Dashboard", "icon": "dashboard", "link": _link("admin:index")},
        {"title": "Verification log", "icon": "fact_check", "link": _link("admin:verification_verifiedanswer_changelist")},
        {"title": "Review queue", "icon": "rate_review", "link": _link("admin:verification_reviewitem_changelist"),
         **({"badge": "console.navigation.review_badge", "badge_variant": "warning"} if _open_reviews(request) else {})},
        {"title": "Sources", "icon": "description", "link": _link("admin:retrieval_source_changelist")},
        {"title": "Thresholds", "icon": "tune", "link": _link("admin:verification_thresholds_changelist")},
        {"title": "Channels", "icon": "forum", "link": channels_link()},
        {"title": "Playground", "icon": "science", "link": _link("admin:playground")},
    ]
    people = [
        {"title": "Users", "icon": "person", "link": _link("admin:auth_user_changelist")},
        {"title": "Groups", "icon": "group", "link": _link("admin:auth_group_changelist")},
        {"title": "API tokens", "icon": "key", "link": _link("admin:authtoken_tokenproxy_changelist")},
        {"title": "Questions", "icon": "help", "link": _link("admin:answering_question_changelist")},
        {"title": "Feedback", "icon": "thumbs_up_down", "link": _link("admin:answering_answerfeedback_changelist")},
        {"title": "Login lock-outs", "icon": "lock", "link": _link("admin:axes_accessattempt_changelist")},
        {"title": "API docs", "icon": "api", "link": _link("api-docs")},
    ]
    return [
        {"title": "Citewise", "separator": False, "items": items},
        {"title": "Records and access", "separator": True, "collapsible": True, "items": people},
    ]


def review_badge(request) -> str:
    return _open_reviews(request)


def channels_link() -> str:
    return _link("admin:answering_channelsettings_changelist")


def navigation_links() -> list[tuple[str, str, str]]:
    """(label, link, what it is for) of the seven pages, for the dashboard's own navigation."""
    return [
        ("Dashboard", _link("admin:index"), "quality over time"),
        ("Verification log", _link("admin:verification_verifiedanswer_changelist"), "every answer and its citations"),
        ("Review queue", _link("admin:verification_reviewitem_changelist"), "flagged and reported answers"),
        ("Sources", _link("admin:retrieval_source_changelist"), "documents and their ingestion"),
        ("Thresholds", _link("admin:verification_thresholds_changelist"), "global verification settings"),
        ("Channels", channels_link(), "per-channel behaviour and thresholds"),
        ("Playground", _link("admin:playground"), "ask as a channel"),
    ]


def stylesheet(request) -> str:
    return static("console/console.css")
