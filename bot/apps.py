from django.apps import AppConfig


class BotConfig(AppConfig):
    name = "bot"
    verbose_name = "Slack bot"

    def ready(self) -> None:
        # Reply in the thread when the console resolves a report (and register that task).
        from answering.signals import report_resolved

        from .reports import on_report_resolved

        report_resolved.connect(on_report_resolved, dispatch_uid="bot.report_reply")
