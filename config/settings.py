"""Citewise settings: one module, read from the environment (django-environ).

Every variable is listed in README.md and .env.example. With no environment at all Citewise runs on
embedded defaults: SQLite, a SQLite-backed Celery transport, embedded Weaviate, extractive answers.
"""
from __future__ import annotations

import secrets
from datetime import timedelta
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

DATA_DIR = Path(env.str("CITEWISE_DATA_DIR", default=str(BASE_DIR / "var"))).resolve()
# Behind TLS in production: HTTPS redirect, secure cookies, HSTS, and a secret key that must be given.
SECURE = env.bool("DJANGO_SECURE", default=False)


def _secret_key() -> str:
    """DJANGO_SECRET_KEY, or the installation's own key that ``manage.py bootstrap`` stores in the data
    directory. Reading settings never writes anything; secrets never have a default in code."""
    key = env.str("DJANGO_SECRET_KEY", default="")
    if key:
        return key
    if SECURE:
        raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set when DJANGO_SECURE is on.")
    try:
        stored = (DATA_DIR / "secret_key").read_text().strip()
    except OSError:
        stored = ""
    # Before the first `manage.py bootstrap` (e.g. the very first migrate) a process gets a throwaway key.
    return stored or "unset-" + secrets.token_urlsafe(40)


SECRET_KEY = _secret_key()
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["localhost", "127.0.0.1"])
CSRF_TRUSTED_ORIGINS = env.list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "config.apps.CitewiseConfig",
    # The console's admin theme; its site (console.sites.ConsoleSite) replaces django.contrib.admin's.
    "unfold.apps.BasicAppConfig",
    "unfold.contrib.filters",
    "unfold.contrib.import_export",
    "unfold.contrib.simple_history",
    "console.apps.ConsoleAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_filters",
    "import_export",
    "simple_history",
    "axes",
    "retrieval",
    "generation",
    "verification",
    "answering",
    "console",
    "bot",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Static files (the console's CSS/JS, the API docs) straight from gunicorn, compressed and cached.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Who changed a threshold or a channel's settings, for their history.
    "simple_history.middleware.HistoryRequestMiddleware",
    # Login lock-out after repeated failures; last, as django-axes asks.
    "axes.middleware.AxesMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # refuses a locked-out login before the password is checked
    "django.contrib.auth.backends.ModelBackend",
]
# Five wrong passwords for one user from one address lock that pair out for 15 minutes
# (`manage.py axes_reset_username USER` lifts it early).
AXES_FAILURE_LIMIT = env.int("CITEWISE_LOGIN_FAILURE_LIMIT", default=5)
AXES_COOLOFF_TIME = timedelta(minutes=env.int("CITEWISE_LOGIN_LOCKOUT_MINUTES", default=15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_ENABLE_ADMIN = False  # the console registers the lock-out records itself (console/admin)
AXES_LOCKOUT_TEMPLATE = "console/locked_out.html"

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],  # console/templates overrides the admin's index (the dashboard)
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": env.db("DATABASE_URL", default=f"sqlite:///{DATA_DIR / 'citewise.sqlite3'}"),
}
# Keep connections between requests: a new PostgreSQL connection is about half of what acknowledging a
# Slack event costs (benchmarks/bench_slack.py). Health checks replace a connection the server dropped.
DATABASES["default"]["CONN_MAX_AGE"] = env.int("DATABASE_CONN_MAX_AGE", default=60)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # Several processes (web, worker, commands) share the file: wait for locks instead of failing.
    DATABASES["default"].setdefault("OPTIONS", {})["timeout"] = 20
    # Tests run a real Celery worker in another process, so the test database must be a file.
    DATABASES["default"]["TEST"] = {"NAME": str(DATA_DIR / "test-citewise.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = env.str("TIME_ZONE", default="UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = DATA_DIR / "static"
MEDIA_URL = "media/"
MEDIA_ROOT = DATA_DIR / "media"  # never served as static files: documents go through the staff-only view
# With CITEWISE_STATIC_MANIFEST on, `collectstatic` (the run command runs it) writes hashed, compressed
# copies and a manifest that whitenoise serves with far-future caching. Off (the default until a manifest
# exists: tests, a bare checkout), whitenoise serves the apps' own static files as they are.
STATIC_MANIFEST = env.bool("CITEWISE_STATIC_MANIFEST", default=(STATIC_ROOT / "staticfiles.json").is_file())
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if STATIC_MANIFEST else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = not STATIC_MANIFEST

# Limits on what one request may ask of Citewise (a verify case, a question): past them a clear error
# names the limit instead of a minute of work.
CITEWISE_MAX_QUESTION_CHARS = env.int("CITEWISE_MAX_QUESTION_CHARS", default=4000)
CITEWISE_MAX_ANSWER_CHARS = env.int("CITEWISE_MAX_ANSWER_CHARS", default=20000)
CITEWISE_MAX_SOURCES = env.int("CITEWISE_MAX_SOURCES", default=50)
CITEWISE_MAX_SOURCE_CHARS = env.int("CITEWISE_MAX_SOURCE_CHARS", default=100000)
CITEWISE_MAX_CITATIONS = env.int("CITEWISE_MAX_CITATIONS", default=200)

# The console's address as people reach it: links to documents in Slack references start with it.
CITEWISE_PUBLIC_URL = env.str("CITEWISE_PUBLIC_URL", default=f"http://127.0.0.1:{env.int('PORT', default=8000)}")

# Uploads (R11): documents larger than this are refused before they are stored.
CITEWISE_UPLOAD_MAX_BYTES = env.int("CITEWISE_UPLOAD_MAX_BYTES", default=50 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        # The console's session works too; DRF then enforces CSRF on every unsafe request.
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PARSER_CLASSES": ["console.rest.GuardedJSONParser"],
    "EXCEPTION_HANDLER": "console.rest.api_exception_handler",
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Citewise API",
    "DESCRIPTION": "Verified answers from your documents, the verification contract, and the verification log.",
    "VERSION": "1",
    # The schema and the docs are API routes too: no anonymous callers (R12).
    "SERVE_PERMISSIONS": ["rest_framework.permissions.IsAuthenticated"],
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI and ReDoc from drf-spectacular-sidecar's static files, never a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# --- Celery ---------------------------------------------------------------------------------------
# Embedded default: kombu's SQLAlchemy transport on a local SQLite file, so a real worker runs with no
# server and no root. Production, CI and the tests point CELERY_BROKER_URL at Redis.
CELERY_BROKER_URL = env.str(
    "CELERY_BROKER_URL", default=f"sqla+sqlite:///{DATA_DIR / 'celery-broker.sqlite3'}"
)
CELERY_RESULT_BACKEND = env.str("CELERY_RESULT_BACKEND", default="") or None
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A pool process loads Kiwi, WordNet and lemminflect when it starts (answering/warmup.py: 2-4 s on two busy
# cores), before it reports itself up; Celery kills one that takes longer than this (default 4 s) and forks
# another, which would load them again.
CELERY_WORKER_PROC_ALIVE_TIMEOUT = env.float("CELERY_WORKER_PROC_ALIVE_TIMEOUT", default=60.0)
# Answering tasks run under these; a question that runs out of time fails with a clear message.
CELERY_TASK_SOFT_TIME_LIMIT = env.int("CELERY_TASK_SOFT_TIME_LIMIT", default=60)
CELERY_TASK_TIME_LIMIT = env.int("CELERY_TASK_TIME_LIMIT", default=75)
# Ingesting a large document takes minutes.
CITEWISE_INGEST_SOFT_TIME_LIMIT = env.int("CITEWISE_INGEST_SOFT_TIME_LIMIT", default=1800)
CITEWISE_INGEST_TIME_LIMIT = env.int("CITEWISE_INGEST_TIME_LIMIT", default=1900)
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# The queue Citewise's tasks go to and its workers read (several installations may share one Redis).
CELERY_TASK_DEFAULT_QUEUE = env.str("CELERY_QUEUE", default="celery")
if CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    # Redis redelivers a task that outlives the visibility timeout; keep it above the hard time limit.
    # (The SQLAlchemy transport passes its options to create_engine, which rejects this one.)
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env.int("CELERY_VISIBILITY_TIMEOUT", default=3600)}

# --- Weaviate -------------------------------------------------------------------------------------
# Empty WEAVIATE_URL: the client's embedded mode on this machine (see retrieval/weaviate_embedded.py).
# Several comma-separated node URLs: the adapter fails over between them (retrieval/weaviate_nodes.py);
# WEAVIATE_GRPC_PORT is then one port for all of them or one per URL.
WEAVIATE_URL = env.str("WEAVIATE_URL", default="")
WEAVIATE_GRPC_PORT = env.str("WEAVIATE_GRPC_PORT", default="50051")
WEAVIATE_API_KEY = env.str("WEAVIATE_API_KEY", default="")
WEAVIATE_EMBEDDED_PORT = env.int("WEAVIATE_EMBEDDED_PORT", default=8079)
WEAVIATE_EMBEDDED_GRPC_PORT = env.int("WEAVIATE_EMBEDDED_GRPC_PORT", default=50060)
WEAVIATE_DATA_DIR = Path(env.str("WEAVIATE_DATA_DIR", default=str(DATA_DIR / "weaviate")))
WEAVIATE_BINARY_DIR = Path(
    env.str("WEAVIATE_BINARY_DIR", default=str(Path.home() / ".cache" / "weaviate-embedded"))
)
WEAVIATE_COLLECTION = env.str("WEAVIATE_COLLECTION", default="CitewiseChunk")
# One attempt at one node (writes get 3x); a node that does not answer in time is skipped for a while.
WEAVIATE_TIMEOUT_SECONDS = env.float("WEAVIATE_TIMEOUT_SECONDS", default=5.0)
# Retries (other nodes, then the same ones after a backoff) stop after this long: the transient window
# while a cluster notices a dead node or elects a new Raft leader.
WEAVIATE_RETRY_SECONDS = env.float("WEAVIATE_RETRY_SECONDS", default=10.0)
# Cluster layout of a new collection (retrieval/index_layout.py). "auto": 1 embedded, otherwise
# min(3, nodes in the cluster). Consistency levels (ONE, QUORUM or ALL) of writes and of searches.
WEAVIATE_REPLICATION_FACTOR = env.str("WEAVIATE_REPLICATION_FACTOR", default="auto")
WEAVIATE_CONSISTENCY = env.str("WEAVIATE_CONSISTENCY", default="QUORUM")
WEAVIATE_READ_CONSISTENCY = env.str("WEAVIATE_READ_CONSISTENCY", default="ONE")
# One shard keeps BM25 statistics (IDF) global: the same ranking on one node and on many.
WEAVIATE_SHARDS = env.int("WEAVIATE_SHARDS", default=1)
# Sources left partial or failed by an index outage are re-ingested this often once it is healthy
# (Celery beat; 0 turns the schedule off). A worker also checks once when it starts.
CITEWISE_HEAL_INTERVAL_SECONDS = env.int("CITEWISE_HEAL_INTERVAL_SECONDS", default=300)
# A question or an ingestion is held by the run doing it through a lease that a heartbeat renews
# every quarter of CITEWISE_LEASE_SECONDS (retrieval/leases.py). A worker that dies (SIGKILL, out of
# memory, a lost machine) stops renewing; every CITEWISE_RECLAIM_INTERVAL_SECONDS (Celery beat; 0: only
# when a worker starts) runs whose lease ran out are re-run once, or failed with a clear message. So work
# a dead worker held is reclaimed within CITEWISE_LEASE_SECONDS + CITEWISE_RECLAIM_INTERVAL_SECONDS.
CITEWISE_LEASE_SECONDS = env.int("CITEWISE_LEASE_SECONDS", default=60)
CITEWISE_RECLAIM_INTERVAL_SECONDS = env.int("CITEWISE_RECLAIM_INTERVAL_SECONDS", default=30)
CELERY_BEAT_SCHEDULE = {}
if CITEWISE_HEAL_INTERVAL_SECONDS > 0:
    CELERY_BEAT_SCHEDULE["heal-sources"] = {
        "task": "retrieval.tasks.heal_sources", "schedule": float(CITEWISE_HEAL_INTERVAL_SECONDS),
    }
if CITEWISE_RECLAIM_INTERVAL_SECONDS > 0:
    _every = float(CITEWISE_RECLAIM_INTERVAL_SECONDS)
    # A reclaim that waited in the queue longer than the interval is dropped: the next one replaces it.
    CELERY_BEAT_SCHEDULE["reclaim-sources"] = {
        "task": "retrieval.tasks.reclaim_sources", "schedule": _every, "options": {"expires": _every},
    }
    CELERY_BEAT_SCHEDULE["reclaim-questions"] = {
        "task": "answering.tasks.reclaim_questions", "schedule": _every, "options": {"expires": _every},
    }
# Vector compression of the chunk collection, applied when it is created: "rq8" or "none".
WEAVIATE_QUANTIZER = env.str("WEAVIATE_QUANTIZER", default="rq8")

# --- Documents ------------------------------------------------------------------------------------
CITEWISE_CHUNK_SIZE = env.int("CITEWISE_CHUNK_SIZE", default=800)
CITEWISE_CHUNK_OVERLAP = env.int("CITEWISE_CHUNK_OVERLAP", default=120)
# BM25 parameters of the chunk collection (applied when the collection is created).
CITEWISE_BM25_B = env.float("CITEWISE_BM25_B", default=0.75)
CITEWISE_BM25_K1 = env.float("CITEWISE_BM25_K1", default=1.2)

# --- OpenAI-compatible model server (optional) ---------------------------------------------------
OPENAI_API_KEY = env.str("OPENAI_API_KEY", default="")
OPENAI_BASE_URL = env.str("OPENAI_BASE_URL", default="") or None
OPENAI_MODEL = env.str("OPENAI_MODEL", default="gpt-4o-mini")
OPENAI_EMBEDDING_MODEL = env.str("OPENAI_EMBEDDING_MODEL", default="text-embedding-3-small")
OPENAI_TIMEOUT_SECONDS = env.float("OPENAI_TIMEOUT_SECONDS", default=30.0)
OPENAI_MAX_RETRIES = env.int("OPENAI_MAX_RETRIES", default=2)

# --- Slack (optional) -----------------------------------------------------------------------------
SLACK_BOT_TOKEN = env.str("SLACK_BOT_TOKEN", default="")
SLACK_SIGNING_SECRET = env.str("SLACK_SIGNING_SECRET", default="")
SLACK_APP_TOKEN = env.str("SLACK_APP_TOKEN", default="")  # xapp-…: Socket Mode (manage.py runslackbot)
# Every Web API call goes here (a proxy, or a fake server in tests); bolt's start-up auth.test too.
SLACK_API_URL = env.str("SLACK_API_URL", default="https://slack.com/api/").rstrip("/") + "/"
SLACK_TIMEOUT_SECONDS = env.int("SLACK_TIMEOUT_SECONDS", default=10)
SLACK_MAX_RETRIES = env.int("SLACK_MAX_RETRIES", default=3)  # per call, on 429 (after Retry-After)
SLACK_CHANNEL_INTERVAL_SECONDS = env.float("SLACK_CHANNEL_INTERVAL_SECONDS", default=1.0)
# A question from Slack ends in an answer or a clear message within this time (plus posting).
SLACK_ANSWER_TIMEOUT_SECONDS = env.int("SLACK_ANSWER_TIMEOUT_SECONDS", default=40)

# --- The console (django-unfold) ------------------------------------------------------------------
UNFOLD = {
    "SITE_TITLE": "Citewise console",
    "SITE_HEADER": "Citewise",
    "SITE_SUBHEADER": "Verified answers",
    "SITE_SYMBOL": "fact_check",
    "SITE_URL": "/admin/",
    "SHOW_VIEW_ON_SITE": False,
    "DASHBOARD_CALLBACK": "console.dashboard.dashboard_context",
    "STYLES": ["console.navigation.stylesheet"],
    "SIDEBAR": {
        "show_search": False,
        "show_all_applications": False,
        "navigation": "console.navigation.sidebar",
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    "loggers": {
        "httpx": {"level": "WARNING"},
        "weaviate": {"level": "WARNING"},
        # The client's own retry chatter (an abandoned attempt at a dead node); the adapter logs the outcome.
        "weaviate-client": {"level": "WARNING"},
        "axes": {"level": "WARNING"},  # its start-up banner in every command
    },
}

# Production hardening (R13: `manage.py check --deploy` is clean when DJANGO_DEBUG is off and TLS on).
if not DEBUG and SECURE:
    SECURE_SSL_REDIRECT = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = env.int("DJANGO_HSTS_SECONDS", default=31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_HTTPONLY = True
