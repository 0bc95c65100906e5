"""gunicorn settings for Citewise's web server (the console, POST /api/verify, POST /slack/events):
``gunicorn -c config/gunicorn.py config.wsgi``. Command-line options override them.

Defaults from ``benchmarks/bench_load.py`` on a 2-core, 24 GB machine (README, "Production"): one
verification is CPU-bound Python, so throughput stops growing at one process per core; threads keep
a process busy while others wait on the database. Each worker process holds the Korean morphology
model: 0.6–1.4 GB resident once warm. It loads it, and WordNet, when it starts (``post_worker_init``): the
playground and the API answer questions in the request, and the first one should not wait for them.
"""
import os

workers = int(os.environ.get("WEB_CONCURRENCY", "2"))  # gunicorn's own variable; one per core
threads = int(os.environ.get("GUNICORN_THREADS", "4"))


def post_worker_init(worker) -> None:
    """gunicorn's hook, once per worker process after it loaded the application (``answering.warmup``)."""
    from answering.warmup import text_models_load

    text_models_load()
