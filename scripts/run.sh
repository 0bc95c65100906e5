#!/usr/bin/env bash
# Run Citewise on embedded defaults: SQLite, a SQLite-backed Celery broker with a real worker, embedded
# Weaviate, extractive answers (unless OPENAI_API_KEY is set). Installs what is missing, migrates,
# loads the sample corpus, and serves the console at http://127.0.0.1:${PORT:-8000}/admin/.
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

if [ -n "${SLACK_BOT_TOKEN:-}" ]; then
  log "SLACK_BOT_TOKEN is set, but the Slack bot is not built yet: answering is available through"
  log "manage.py ask and the API until the Slack issue lands"
fi

log "console: http://127.0.0.1:$PORT/admin/   ask: $PY manage.py ask \"휴학은 최대 몇 년까지 할 수 있나요?\""
"$PY" manage.py runserver --insecure --noreload "127.0.0.1:$PORT" &
pids+=($!)
wait -n "${pids[@]}"
