"""Load benchmark: `POST /api/verify` under concurrent clients on the production server (gunicorn), and
the memory of every process the stack runs (web workers, Celery worker processes, embedded Weaviate).
Prints numbers; not a test.

What it does, in a data directory of its own (removed afterwards):

1. migrates, creates a user and an API token, starts gunicorn (``config.wsgi``) with ``--workers`` and
   ``--threads``, and warms every worker up (the first verification in a process loads Kiwi);
2. for each client count in ``--clients``: that many clients, each one request at a time (HTTP
   keep-alive), send the cases of ``benchmarks/verification_cases.jsonl`` round-robin for ``--seconds``;
   prints requests/s, p50/p95/p99 latency and errors;
3. unless ``--no-celery``: starts embedded Weaviate (`manage.py weaviate`), ingests ``samples/`` and a
   Celery worker with ``--celery-concurrency`` pool processes, answers ``--questions`` questions through
   it (the offline extractive generator: no OPENAI_API_KEY is passed on);
4. prints RSS and PSS (proportional set size: shared pages split between the processes sharing them)
   of each process: gunicorn master and workers, Celery parent and pool children, Weaviate.

The database is DATABASE_URL when set (use PostgreSQL: it is what a production install runs), otherwise
SQLite in the data directory; the broker is CELERY_BROKER_URL when set, otherwise the SQLite transport.
Ports: PORT (web) and WEAVIATE_EMBEDDED_PORT / WEAVIATE_EMBEDDED_GRPC_PORT from the environment.

Run:  .venv/bin/python benchmarks/bench_load.py [--clients 20,50] [--seconds 20] [--workers N] [--threads N]
      [--celery-concurrency 2] [--questions 6]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
CASES = ROOT / "benchmarks" / "verification_cases.jsonl"
QUESTIONS = ["휴학은 최대 몇 년까지 할 수 있나요?", "등록금은 언제까지 납부해야 하나요?", "E-102 오류는 어떻게 해결하나요?",
             "How many years of leave of absence are allowed?", "복학 신청은 언제 하나요?", "장학금 신청 자격은 무엇인가요?"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", default="20,50", help="comma-separated concurrent client counts")
    parser.add_argument("--seconds", type=float, default=20.0, help="duration of each load level")
    parser.add_argument("--workers", type=int, help="gunicorn worker processes (default: config/gunicorn.py)")
    parser.add_argument("--threads", type=int, help="gunicorn threads per worker (default: config/gunicorn.py)")
    parser.add_argument("--celery-concurrency", type=int, default=2, help="Celery pool processes")
    parser.add_argument("--questions", type=int, default=6, help="questions answered through the worker")
    parser.add_argument("--no-celery", action="store_true", help="only the web server")
    args = parser.parse_args()

    data = ROOT / "var" / f"bench-load-{os.getpid()}"
    data.mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "WEAVIATE_URL")}
    # A queue of its own: a worker of another run on the same broker never takes these tasks, nor this one theirs.
    env.update(CITEWISE_DATA_DIR=str(data), DJANGO_SETTINGS_MODULE="config.settings",
               CELERY_QUEUE=f"bench-load-{os.getpid()}")
    port = int(env.get("PORT", "8000"))
    stack = Stack(env, data)
    try:
        print(f"database: {env.get('DATABASE_URL', 'sqlite')}   broker: {env.get('CELERY_BROKER_URL', 'sqlite')}   "
              f"cores: {os.cpu_count()}   memory: {_mem_total_gb():.1f} GB")
        stack.run([PY, "manage.py", "migrate", "--noinput", "-v", "0"])
        token = stack.run([PY, "manage.py", "shell", "-c", _TOKEN_SNIPPET]).strip().splitlines()[-1]
        gunicorn = [str(Path(PY).parent / "gunicorn"), "-c", "config/gunicorn.py", "config.wsgi",
                    "-b", f"127.0.0.1:{port}"]
        gunicorn += ["--workers", str(args.workers)] if args.workers else []
        gunicorn += ["--threads", str(args.threads)] if args.threads else []
        web = stack.start("gunicorn", gunicorn)
        base = f"http://127.0.0.1:{port}"
        _wait(lambda: _status(f"{base}/admin/login/") == 200, 120, "gunicorn to answer")
        cases = [json.dumps(_contract_case(json.loads(line))) for line in CASES.read_text().splitlines() if line]
        workers = len(_children(web.pid))
        load(base, token, cases, clients=16 * workers, seconds=5)  # warm every worker up
        print(f"web workers' RSS after warming up: {_rss_list(web.pid)} MB")
        print(f"\nPOST /api/verify, gunicorn {workers} workers x {args.threads or os.environ.get('GUNICORN_THREADS', 4)} threads, "
              f"{len(cases)} cases round-robin, {args.seconds:g} s per level")
        print(f"{'clients':>8} {'requests':>9} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'errors':>7}"
              "  web workers' RSS after (MB)")
        for clients in (int(c) for c in args.clients.split(",")):
            r = load(base, token, cases, clients=clients, seconds=args.seconds)
            print(f"{clients:>8} {r['n']:>9} {r['rps']:>7.1f} {r['p50']:>8.0f} {r['p95']:>8.0f} {r['p99']:>8.0f} "
                  f"{r['errors']:>7}  {_rss_list(web.pid)}")
        processes = {"gunicorn": web.pid}  # its workers are its children
        if not args.no_celery:
            processes.update(celery(stack, env, args))
        print("\nmemory per process (MB)")
        print(f"{'process':<34} {'pid':>7} {'RSS':>7} {'PSS':>7}")
        for name, pid in processes.items():
            for label, p in [(f"{name} (parent)", pid)] + [(f"{name} child", c) for c in _children(pid)]:
                rss, pss = _memory_mb(p)
                print(f"{label:<34} {p:>7} {rss:>7.0f} {pss:>7.0f}")
    finally:
        stack.stop()
        shutil.rmtree(data, ignore_errors=True)


def celery(stack: Stack, env: dict[str, str], args) -> dict[str, int]:
    """Weaviate, the samples ingested, a worker that answers questions: their pids."""
    weaviate = stack.start("weaviate", [PY, "manage.py", "weaviate"])
    stack.run([PY, "manage.py", "weaviate", "--wait", "90"])
    stack.run([PY, "manage.py", "ingest", "--inline", "samples/"])
    worker = stack.start("celery", [str(Path(PY).parent / "celery"), "-A", "config", "worker", "--loglevel", "INFO",
                                    "--concurrency", str(args.celery_concurrency), "--without-gossip",
                                    "--without-mingle"])
    questions = [QUESTIONS[i % len(QUESTIONS)] for i in range(args.questions)]
    started = time.monotonic()
    out = stack.run([PY, "manage.py", "shell", "-c", _ASK_SNIPPET % json.dumps(questions)], timeout=900)
    took = time.monotonic() - started
    print(f"\nCelery: {args.questions} questions through a worker with {args.celery_concurrency} pool processes "
          f"(extractive answers): {took:.1f} s in all, {out.strip().splitlines()[-1]}")
    return {"celery": worker.pid, "manage.py weaviate": weaviate.pid}  # its child: the server


_TOKEN_SNIPPET = """
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
user, _ = get_user_model().objects.get_or_create(username="bench-load", defaults={"is_staff": True})
print(Token.objects.get_or_create(user=user)[0].key)
"""

_ASK_SNIPPET = """
import json, time
from answering.models import Question
from answering.services import question_submit
from answering.tasks import answer_question
ids = [question_submit(text=t, origin=Question.Origin.API).pk for t in json.loads(%r)]
for pk in ids:
    answer_question.delay(pk)
deadline = time.monotonic() + 800
while time.monotonic() < deadline:
    done = Question.objects.filter(pk__in=ids, status__in=["answered", "failed"])
    if done.count() == len(ids):
        break
    time.sleep(0.2)
statuses = list(Question.objects.filter(pk__in=ids).values_list("status", flat=True))
print("statuses: " + ", ".join(f"{s} {statuses.count(s)}" for s in sorted(set(statuses))))
"""


def load(base: str, token: str, cases: list[str], *, clients: int, seconds: float) -> dict:
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def client(k: int) -> None:
        headers = {"Authorization": f"Token {token}", "Content-Type": "application/json"}
        mine, bad = [], 0
        with httpx.Client(base_url=base, headers=headers, timeout=120) as http:
            i = k
            while time.monotonic() < deadline:
                t = time.perf_counter()
                try:
                    ok = http.post("/api/verify", content=cases[i % len(cases)].encode()).status_code == 200
                except httpx.HTTPError:
                    ok = False
                mine.append(time.perf_counter() - t)
                bad += not ok
                i += clients
        with lock:
            latencies.extend(mine)
            errors[0] += bad

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.monotonic() - started
    ms = sorted(x * 1000 for x in latencies) or [0.0]
    q = statistics.quantiles(ms, n=100) if len(ms) > 1 else ms * 99
    return {"n": len(latencies), "rps": len(latencies) / elapsed, "p50": q[49], "p95": q[94], "p99": q[98],
            "errors": errors[0]}


def _contract_case(case: dict) -> dict:
    case.pop("expect", None)
    case["use_llm"] = False  # the deterministic engine: this measures the server, not a model's latency
    return case


class Stack:
    """The processes this benchmark starts (each in its own session, stopped as a group)."""

    def __init__(self, env: dict[str, str], data: Path) -> None:
        self.env, self.data, self.processes = env, data, []

    def run(self, command: list[str], timeout: float = 600) -> str:
        done = subprocess.run(command, cwd=ROOT, env=self.env, capture_output=True, text=True, timeout=timeout)
        if done.returncode:
            sys.exit(f"{' '.join(command[:3])} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
        return done.stdout

    def start(self, name: str, command: list[str]) -> subprocess.Popen:
        log = open(self.data / f"{name}.log", "wb")  # noqa: SIM115 (lives as long as the process)
        process = subprocess.Popen(command, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        self.processes.append(process)
        return process

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(30)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return sorted(found)


def _rss_list(pid: int) -> str:
    return " / ".join(f"{_memory_mb(c)[0]:.0f}" for c in _children(pid))


def _memory_mb(pid: int) -> tuple[float, float]:
    try:
        rollup = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    except OSError:
        return 0.0, 0.0
    values = {line.split(":")[0]: int(line.split()[1]) for line in rollup[1:]}
    return values.get("Rss", 0) / 1024, values.get("Pss", 0) / 1024


def _mem_total_gb() -> float:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal:"):
            return int(line.split()[1]) / 1024 / 1024
    return 0.0


def _status(url: str) -> int:
    try:
        return httpx.get(url, timeout=2).status_code
    except httpx.HTTPError:
        return 0


def _wait(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            sys.exit(f"timed out waiting for {what}")
        time.sleep(0.3)


if __name__ == "__main__":
    main()
