#!/usr/bin/env bash
# Run the whole test suite against real services: PostgreSQL, Redis, a real Celery worker and a real
# Weaviate server (embedded, built from the pinned version). Installs what is missing; first checks the
# code with ruff and the layering contracts (import-linter). Extra arguments go to pytest
# (e.g. `bash scripts/test.sh tests/unit -x`); a run limited to tests/unit starts no services.
#
# Set DATABASE_URL / CELERY_BROKER_URL / WEAVIATE_URL to use servers of your own instead; set
# CITEWISE_TEST_DB=sqlite to run without PostgreSQL.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

python_env
wordnet_data

# Only unit-test paths among the arguments (options aside): no services needed.
unit_paths=0 other_paths=0
for arg in "$@"; do
  case "$arg" in -*) ;; tests/unit|tests/unit/*) unit_paths=$((unit_paths + 1)) ;; *) other_paths=$((other_paths + 1)) ;; esac
done
unit_only=false
[ "$unit_paths" -gt 0 ] && [ "$other_paths" -eq 0 ] && unit_only=true

if [ $# -eq 0 ] || [ -n "${CI:-}" ]; then
  log "ruff and the layering contracts"
  "$VENV/bin/ruff" check . || die "ruff found problems (see above)"
  contracts=$("$VENV/bin/lint-imports" --no-cache 2>&1) || { printf '%s\n' "$contracts"; die "a layering contract is broken (see above)"; }
fi

# Test data (SQLite files, embedded Weaviate data, uploads) lives apart from a local install's var/.
# It is wiped before every run, so a directory given from outside must be one this script made.
export CITEWISE_DATA_DIR="${CITEWISE_TEST_DATA_DIR:-$ROOT/var/test}"
marker="$CITEWISE_DATA_DIR/.citewise-test-data"
if [ -e "$CITEWISE_DATA_DIR" ] && [ ! -e "$marker" ] && [ -n "$(ls -A "$CITEWISE_DATA_DIR")" ]; then
  die "$CITEWISE_DATA_DIR is not empty and was not made by scripts/test.sh; refusing to wipe it (choose another CITEWISE_TEST_DATA_DIR)"
fi
rm -rf -- "$CITEWISE_DATA_DIR"
mkdir -p "$CITEWISE_DATA_DIR"
touch "$marker"

if $unit_only; then
  log "pytest (unit tests: no database, broker or Weaviate)"
  exec "$PY" -m pytest "$@"
fi

[ -n "${WEAVIATE_URL:-}" ] || weaviate_binary

# The console's browser tests drive Debian's Chromium through Playwright (never a downloaded browser);
# the fonts make Korean and the verdict icons render in their screenshots.
case " $* " in
  *"not browser"*) ;;
  *) APT_HINT="or leave the browser tests out: bash scripts/test.sh -m 'not browser'" \
       apt_install chromium fonts-noto-cjk fonts-noto-color-emoji ;;
esac

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/15}"
case "$CELERY_BROKER_URL" in
  redis://127.0.0.1:*|redis://localhost:*)
    port="${CELERY_BROKER_URL#redis://*:}"; redis_start "${port%%/*}" ;;
esac

if [ -z "${DATABASE_URL:-}" ] && [ "${CITEWISE_TEST_DB:-postgres}" = postgres ]; then
  APT_HINT="or run the tests without PostgreSQL: CITEWISE_TEST_DB=sqlite bash scripts/test.sh" \
    postgres_start citewise citewise citewise
  export DATABASE_URL="postgres://citewise:citewise@127.0.0.1:5432/citewise"
fi

log "pytest (database: ${DATABASE_URL:-sqlite}, broker: $CELERY_BROKER_URL, weaviate: ${WEAVIATE_URL:-embedded})"
exec "$PY" -m pytest "$@"
