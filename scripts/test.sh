#!/usr/bin/env bash
# Run the whole test suite against real services: PostgreSQL, Redis, a real Celery worker and a real
# Weaviate server (embedded, built from the pinned version). Installs what is missing; extra arguments
# go to pytest (e.g. `bash scripts/test.sh tests/unit -x`).
#
# Set DATABASE_URL / CELERY_BROKER_URL / WEAVIATE_URL to use servers of your own instead; set
# CITEWISE_TEST_DB=sqlite to run without PostgreSQL.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

python_env
[ -n "${WEAVIATE_URL:-}" ] || weaviate_binary

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/15}"
case "$CELERY_BROKER_URL" in
  redis://127.0.0.1:*|redis://localhost:*)
    port="${CELERY_BROKER_URL#redis://*:}"; redis_start "${port%%/*}" ;;
esac

if [ -z "${DATABASE_URL:-}" ] && [ "${CITEWISE_TEST_DB:-postgres}" = postgres ]; then
  postgres_start citewise citewise citewise
  export DATABASE_URL="postgres://citewise:citewise@127.0.0.1:5432/citewise"
fi

# Test data (SQLite files, embedded Weaviate data, uploads) lives apart from a local install's var/.
export CITEWISE_DATA_DIR="${CITEWISE_TEST_DATA_DIR:-$ROOT/var/test}"
rm -rf "$CITEWISE_DATA_DIR"
mkdir -p "$CITEWISE_DATA_DIR"

log "pytest (database: ${DATABASE_URL:-sqlite}, broker: $CELERY_BROKER_URL, weaviate: ${WEAVIATE_URL:-embedded})"
exec "$PY" -m pytest "$@"
