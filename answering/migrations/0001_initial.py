"""Question moves here from verification; its rows stay where they are.

The model is taken over in Django's state only (same table), then gains ``parent`` and ``answer``: the
link to the verified answer now points from the question to the answer, and is copied from the old
``VerifiedAnswer.question`` column before verification drops it (verification 0002). The table is
renamed in 0002 once nothing else refers to it.
"""
import django.db.models.deletion
from django.db import migrations, models

ORIGINS = [("cli", "Command line"), ("api", "API"), ("slack", "Slack"), ("console", "Console")]


def copy_answer_links(apps, schema_editor):
    VerifiedAnswer = apps.get_model("verification", "VerifiedAnswer")
    Question = apps.get_model("answering", "Question")
    for answer_id, question_id in VerifiedAnswer.objects.filter(question__isnull=False).values_list("pk", "question_id"):
        Question.objects.filter(pk=question_id).update(answer_id=answer_id)


def restore_answer_links(apps, schema_editor):
    VerifiedAnswer = apps.get_model("verification", "VerifiedAnswer")
    Question = apps.get_model("answering", "Question")
    for question_id, answer_id in Question.objects.filter(answer__isnull=False).values_list("pk", "answer_id"):
        VerifiedAnswer.objects.filter(pk=answer_id).update(question_id=question_id)


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("verification", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Question",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("text", models.TextField()),
                        ("origin", models.CharField(choices=ORIGINS, default="cli", max_length=10)),
                        ("channel_id", models.CharField(blank=True, max_length=64)),
                        ("user_id", models.CharField(blank=True, max_length=64)),
                        ("thread_ts", models.CharField(blank=True, max_length=32)),
                        ("status", models.CharField(choices=[("queued", "Queued"), ("answering", "Answering"), ("answered", "Answered"), ("failed", "Failed")], default="queued", max_length=12)),
                        ("error", models.TextField(blank=True)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("answered_at", models.DateTimeField(blank=True, null=True)),
                    ],
                    options={"ordering": ["-created_at"], "db_table": "verification_question"},
                ),
            ],
            database_operations=[],
        ),
        migrations.AddField(
            model_name="question",
            name="parent",
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="follow_ups", to="answering.question"),
        ),
        migrations.AddField(
            model_name="question",
            name="answer",
            field=models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to="verification.verifiedanswer"),
        ),
        migrations.RunPython(copy_answer_links, restore_answer_links),
    ]
