"""gunicorn settings for Citewise's web server (the console, POST /api/verify, POST /slack/events):
``gunicorn -c config/gunicorn.py config.wsgi``. Command-line options override them.

Defaults from ``benchmarks/bench_load.py`` on a 2-core, 24 GB machine (README, "Production"): one
verification is CPU-bound Python, so throughput stops growing at one process per core; threads keep
a process busy while others wait on the database. Each worker process holds the Korean morphology
model: 0.6–1.4 GB resident once warm.
"""
import os

workers = int(os.environ.get("WEB_CONCURRENCY", "2"))  # gunicorn's own variable; one per core
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
