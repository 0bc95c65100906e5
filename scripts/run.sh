#!/usr/bin/env bash
# Run Citewise on embedded defaults: SQLite, a SQLite-backed Celery broker with a real worker, embedded
# Weaviate, extractive answers (unless OPENAI_API_KEY is set). Installs what is missing, migrates,
# loads the sample corpus, and serves the console with gunicorn at http://127.0.0.1:${PORT:-8000}/admin/.
#
# It supervises what it starts (embedded Weaviate, the Celery worker, the web server, the Slack bot in
# Socket Mode): when one of
# them stops, it names it, prints the last lines of its log, stops the others and exits with status 1.
# Ctrl-C stops everything it started. Each component also dies with this script if the script itself
# is killed (setpriv --pdeathsig), so nothing is left running.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8000}"
python_env
wordnet_data
[ -n "${WEAVIATE_URL:-}" ] || weaviate_binary

LOGS="${CITEWISE_DATA_DIR:-$ROOT/var}/logs"
mkdir -p "$LOGS"
trap 'components_stop; exit 130' INT
trap 'components_stop; exit 143' TERM
trap components_stop EXIT

"$PY" manage.py migrate --noinput -v 0
"$PY" manage.py bootstrap   # prints the console login (created on first run)

if [ -z "${WEAVIATE_URL:-}" ]; then
  component_start "embedded Weaviate (manage.py weaviate)" "$LOGS/weaviate.log" "$PY" manage.py weaviate
  step "$PY" manage.py weaviate --wait 60 || die "embedded Weaviate did not start; see $LOGS/weaviate.log"
fi

# CELERY_CONCURRENCY pool processes (README, "Production": about 0.65 GB each). --beat: the one worker
# also runs the schedule (healing sources an index outage left behind, and reclaiming questions and
# ingestions a dead worker held).
component_start "the Celery worker" "$LOGS/worker.log" \
  "$VENV/bin/celery" -A config worker --beat --schedule "$LOGS/celerybeat-schedule" --loglevel INFO \
  --concurrency "${CELERY_CONCURRENCY:-2}"
log "Celery worker started (log: $LOGS/worker.log)"

# An index built by another Citewise version (its tokens changed) is rebuilt before new documents join it.
step "$PY" manage.py reindex --if-stale --yes
step "$PY" manage.py ingest samples/

# The Slack bot: Socket Mode in its own process when SLACK_APP_TOKEN is set, otherwise HTTP mode on
# the console's server (POST /slack/events). Settings may come from the environment or .env.
slack_setting() { [ -n "${!1:-}" ] || grep -qE "^$1=.+" "$ROOT/.env" 2>/dev/null; }
if slack_setting SLACK_BOT_TOKEN; then
  if slack_setting SLACK_APP_TOKEN; then
    component_start "the Slack bot (manage.py runslackbot)" "$LOGS/slackbot.log" "$PY" manage.py runslackbot
    log "Slack bot: Socket Mode (log: $LOGS/slackbot.log)"
  else
    slack_setting SLACK_SIGNING_SECRET || die "SLACK_SIGNING_SECRET is required for the Slack bot in HTTP mode"
    log "Slack bot: HTTP mode, Slack's request URL is http(s)://<this host>:$PORT/slack/events"
  fi
fi

# The console: gunicorn (config/gunicorn.py: workers and threads from bench_load), with its static files
# (hashed and compressed by collectstatic) served by whitenoise. Answers asked in the playground or the
# API are written in the request: a long timeout.
# collectstatic re-compresses every file each time (~3 s), so it runs only when the installed packages or the
# project's own static files changed since the last run (a stamp beside the collected files).
export CITEWISE_STATIC_MANIFEST=true
STATIC_DIR="${CITEWISE_DATA_DIR:-$ROOT/var}/static"
static_want="$( { cat "$VENV/.requirements.sha256"; find "$ROOT" -path "$ROOT/var" -prune -o -path "$VENV" -prune \
  -o -path "*/static/*" -type f -print0 | sort -z | xargs -0r sha256sum; } | sha256sum | cut -d' ' -f1)"
if [ ! -f "$STATIC_DIR/staticfiles.json" ] || [ "$(cat "$STATIC_DIR/.collected.sha256" 2>/dev/null)" != "$static_want" ]; then
  "$PY" manage.py collectstatic --noinput -v 0
  echo "$static_want" > "$STATIC_DIR/.collected.sha256"
fi
component_start "the web server (gunicorn)" "$LOGS/web.log" \
  "$VENV/bin/gunicorn" -c config/gunicorn.py config.wsgi --bind "127.0.0.1:$PORT" --timeout 120 \
  --access-logfile "$LOGS/access.log"
log "console: http://127.0.0.1:$PORT/admin/ (log: $LOGS/web.log)   ask: $PY manage.py ask \"휴학은 최대 몇 년까지 할 수 있나요?\""
log "API token: $PY manage.py apitoken admin   API docs: http://127.0.0.1:$PORT/api/docs/ (logged in)"
components_watch
