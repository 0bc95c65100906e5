#!/usr/bin/env bash
# Run Citewise on embedded defaults: SQLite, a SQLite-backed Celery broker with a real worker, embedded
# Weaviate, extractive answers (unless OPENAI_API_KEY is set). Installs what is missing, migrates,
# loads the sample corpus, and serves the console with gunicorn at http://127.0.0.1:${PORT:-8000}/admin/.
# Ctrl-C stops everything it started.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8000}"
python_env
[ -n "${WEAVIATE_URL:-}" ] || weaviate_binary

LOGS="${CITEWISE_DATA_DIR:-$ROOT/var}/logs"
mkdir -p "$LOGS"
pids=()
cleanup() {
  trap - EXIT INT TERM
  log "stopping"
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

"$PY" manage.py migrate --noinput -v 0
"$PY" manage.py bootstrap   # prints the console login (created on first run)

if [ -z "${WEAVIATE_URL:-}" ]; then
  "$PY" manage.py weaviate >"$LOGS/weaviate.log" 2>&1 &
  pids+=($!)
  "$PY" manage.py weaviate --wait 60 || die "embedded Weaviate did not start; see $LOGS/weaviate.log"
fi

# --beat: the one worker also runs the schedule (healing sources an index outage left behind).
"$VENV/bin/celery" -A config worker --beat --schedule "$LOGS/celerybeat-schedule" \
  --loglevel INFO --concurrency 1 >"$LOGS/worker.log" 2>&1 &
pids+=($!)
log "Celery worker started (log: $LOGS/worker.log)"

# An index built by another Citewise version (its tokens changed) is rebuilt before new documents join it.
"$PY" manage.py reindex --if-stale --yes
"$PY" manage.py ingest samples/

# The Slack bot: Socket Mode in its own process when SLACK_APP_TOKEN is set, otherwise HTTP mode on
# the console's server (POST /slack/events). Settings may come from the environment or .env.
slack_setting() { [ -n "${!1:-}" ] || grep -qE "^$1=.+" "$ROOT/.env" 2>/dev/null; }
if slack_setting SLACK_BOT_TOKEN; then
  if slack_setting SLACK_APP_TOKEN; then
    "$PY" manage.py runslackbot >"$LOGS/slackbot.log" 2>&1 &
    pids+=($!)
    log "Slack bot: Socket Mode (log: $LOGS/slackbot.log)"
  else
    slack_setting SLACK_SIGNING_SECRET || die "SLACK_SIGNING_SECRET is required for the Slack bot in HTTP mode"
    log "Slack bot: HTTP mode, Slack's request URL is http(s)://<this host>:$PORT/slack/events"
  fi
fi

# The console: gunicorn, with its static files (hashed and compressed by collectstatic) served by
# whitenoise. Answers asked in the playground or the API are written in the request: a long timeout.
export CITEWISE_STATIC_MANIFEST=true
"$PY" manage.py collectstatic --noinput -v 0
log "console: http://127.0.0.1:$PORT/admin/   ask: $PY manage.py ask \"휴학은 최대 몇 년까지 할 수 있나요?\""
log "API token: $PY manage.py apitoken admin   API docs: http://127.0.0.1:$PORT/api/docs/ (logged in)"
"$VENV/bin/gunicorn" config.wsgi --bind "127.0.0.1:$PORT" --workers "${WEB_CONCURRENCY:-2}" --timeout 120 \
  --access-logfile "$LOGS/access.log" --error-logfile "$LOGS/web.log" &
pids+=($!)
wait -n "${pids[@]}"
