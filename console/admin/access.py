"""Access pages in the console's theme: users and groups, API tokens, and login lock-outs (django-axes)."""
from __future__ import annotations

from axes.models import AccessAttempt, AccessFailureLog
from axes.utils import reset
from django.contrib import admin, messages
from django.contrib.auth.admin import GroupAdmin as BaseGroupAdmin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.models import Group, User
from rest_framework.authtoken.admin import TokenAdmin as BaseTokenAdmin
from rest_framework.authtoken.models import TokenProxy
from unfold.admin import ModelAdmin
from unfold.forms import AdminPasswordChangeForm, UserChangeForm, UserCreationForm

admin.site.unregister(User)
admin.site.unregister(Group)
admin.site.unregister(TokenProxy)


@admin.register(User)
class UserAdmin(BaseUserAdmin, ModelAdmin):
    form = UserChangeForm
    add_form = UserCreationForm
    change_password_form = AdminPasswordChangeForm


@admin.register(Group)
class GroupAdmin(BaseGroupAdmin, ModelAdmin):
    pass


@admin.register(TokenProxy)
class TokenAdmin(BaseTokenAdmin, ModelAdmin):
    pass


@admin.register(AccessAttempt)
class AccessAttemptAdmin(ModelAdmin):
    """Failed logins per user and address; a locked-out pair is unlocked by deleting its row."""

    list_display = ["attempt_time", "username", "ip_address", "failures_since_start", "path_info"]
    list_filter = ["attempt_time"]
    search_fields = ["username", "ip_address"]
    readonly_fields = ["attempt_time", "username", "ip_address", "user_agent", "path_info", "failures_since_start",
                       "get_data", "post_data"]
    actions = ["unlock"]

    def has_add_permission(self, request):
        return False

    @admin.action(description="Unlock the selected logins")
    def unlock(self, request, queryset):
        count = sum(reset(username=a.username, ip=a.ip_address) for a in queryset)
        messages.info(request, f"{count} lock-out record(s) cleared.")


@admin.register(AccessFailureLog)
class AccessFailureLogAdmin(ModelAdmin):
    list_display = ["attempt_time", "username", "ip_address", "locked_out"]
    list_filter = ["locked_out", "attempt_time"]
    search_fields = ["username", "ip_address"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
