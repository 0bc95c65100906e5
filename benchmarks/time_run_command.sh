#!/usr/bin/env bash
# Time the README's run command: start scripts/run.sh in CHECKOUT (default: this repository), wait until
# the console's login page answers, print the seconds, ask one question, then stop everything.
# For a cold start use a fresh clone without .venv and var/.   Usage: benchmarks/time_run_command.sh [CHECKOUT]
set -u
dir="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$dir" || exit 1
log="$(mktemp)"
start=$(date +%s.%N)
setsid bash scripts/run.sh >"$log" 2>&1 &
pid=$!
for _ in $(seq 1200); do
  curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORT:-8000}/admin/login/" 2>/dev/null | grep -q 200 && break
  kill -0 "$pid" 2>/dev/null || { echo "run.sh exited early; see $log"; exit 1; }
  sleep 0.5
done
echo "console up after $(echo "$(date +%s.%N) - $start" | bc) s (log: $log)"
.venv/bin/python manage.py ask "휴학은 최대 몇 년까지 할 수 있나요?" | head -3
kill -TERM -- -"$pid" 2>/dev/null; sleep 5; kill -KILL -- -"$pid" 2>/dev/null
exit 0
