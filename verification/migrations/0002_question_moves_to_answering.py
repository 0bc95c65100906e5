"""Question now lives in the answering app (answering 0001 took over its table and copied the links)."""
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("verification", "0001_initial"),
        ("answering", "0001_initial"),
    ]

    operations = [
        migrations.RemoveField(model_name="verifiedanswer", name="question"),
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="Question")],
            database_operations=[],
        ),
        migrations.AlterField(
            model_name="verifiedanswer",
            name="origin",
            field=models.CharField(choices=[("cli", "Command line"), ("api", "API"), ("slack", "Slack"), ("console", "Console")], default="cli", max_length=10),
        ),
    ]
