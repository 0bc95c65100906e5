"""Signals other apps listen to (the Slack bot): what the console did that people in Slack should hear.

``report_resolved(feedback_ids=[…], answer_id=…)`` is sent once the transaction that resolved the
reports has committed; the bot replies in each report's thread.
"""
from django.dispatch import Signal

report_resolved = Signal()
