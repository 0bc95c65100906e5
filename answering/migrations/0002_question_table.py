"""The question table takes the answering app's name, now that verification no longer refers to it."""
import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("answering", "0001_initial"),
        ("verification", "0002_question_moves_to_answering"),
    ]

    operations = [
        migrations.AlterModelTable(name="question", table=None),
        # The reverse accessor VerifiedAnswer.question was the old forward field until verification 0002.
        migrations.AlterField(
            model_name="question",
            name="answer",
            field=models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="question", to="verification.verifiedanswer"),
        ),
    ]
