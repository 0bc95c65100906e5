"""Retrieval quality on the sample corpus: recall@5 and MRR per language group. Prints numbers; not a test.

Ingests ``samples/`` into a throwaway data directory (SQLite + its own embedded Weaviate on the ports in
WEAVIATE_EMBEDDED_PORT / WEAVIATE_EMBEDDED_GRPC_PORT, default 8099/50079, collection ``CitewiseBench``)
with the project's own ingestion service, then asks every
question of ``benchmarks/retrieval_questions.jsonl`` through the project's real search
(``retrieval.search.passages_search`` with the thresholds from ``Thresholds.current()``; with an
OPENAI_API_KEY the query is embedded first, exactly as ``answering.pipeline`` does).

Question file: one JSON object a line::

    {"id": "ko-01", "lang": "ko" | "en" | "en-ko", "question": "...",
     "expected": {"file": "학칙.pdf", "article": "제25조", "page": 2}}

``expected`` is one label or a list of labels (any of them counts: e.g. a travel-insurance question
answered both by 약관 제5조 and by FAQ Q4). A returned passage matches a label when every key given
matches: ``file`` (file name), ``article`` (equal), ``page`` (equal), ``section`` (the passage's
section starts with it), ``contains`` (the passage text contains it, whitespace-normalized).
``en-ko`` are English questions whose answer is only in a Korean document (cross-lingual).

Metrics, per group: recall@5 = share of questions with a matching passage among the first 5
returned; MRR = mean of 1/rank of the first matching passage (0 when none is returned; search returns
at most ``max_sources`` passages, 5 by default, so this is MRR@5).

``--cluster`` also starts a 3-node Weaviate cluster on loopback (tests/integration/cluster.py: the
same binary; ports CITEWISE_TEST_CLUSTER_HTTP_PORT/_GRPC_PORT/_INTERNAL_PORT, default 8111/18111/7111),
ingests the same documents there and asks the same questions twice: in the default cluster layout
(replication factor 3, one shard: every node holds the whole index) and in three shards without
replication. BM25 scores a chunk with the statistics (IDF, average length) of its own shard, so the
second layout ranks differently; the summary counts the questions whose five passages differ from
embedded Weaviate's.

Run:  python benchmarks/bench_retrieval_quality.py [--questions PATH] [--verbose] [--keep-data] [--cluster]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_QUESTIONS = ROOT / "benchmarks" / "retrieval_questions.jsonl"
SAMPLES = ROOT / "samples"
# The embedded server's ports come from the environment (several checkouts share a machine), else these.
PORT = int(os.environ.get("WEAVIATE_EMBEDDED_PORT") or 8099)
GRPC_PORT = int(os.environ.get("WEAVIATE_EMBEDDED_GRPC_PORT") or 50079)
K = 5
GROUPS = (("ko", "Korean"), ("en", "English"), ("en-ko", "English → Korean doc (cross-lingual)"))


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


def configure(data_dir: Path, verbose: bool, *, port: int = PORT, grpc_port: int = GRPC_PORT,
              collection: str = "CitewiseBench", no_model: bool = False) -> None:
    """Environment for a throwaway Citewise (embedded Weaviate, SQLite; ``no_model``: the embedded default
    of BM25 search and extractive answers whatever the environment says); must run before django.setup().
    bench_questions.py uses it too."""
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    os.environ["CITEWISE_DATA_DIR"] = str(data_dir)
    # SQLite in the temp dir (the settings' default when DATABASE_URL is unset). Set explicitly so a
    # DATABASE_URL in a local .env file (read by the settings) cannot point the bench at a real DB.
    os.environ["DATABASE_URL"] = f"sqlite:///{data_dir / 'citewise.sqlite3'}"
    os.environ["WEAVIATE_URL"] = ""  # embedded, never a configured cluster
    os.environ["WEAVIATE_EMBEDDED_PORT"] = str(port)
    os.environ["WEAVIATE_EMBEDDED_GRPC_PORT"] = str(grpc_port)
    os.environ["WEAVIATE_DATA_DIR"] = str(data_dir / "weaviate")
    os.environ["WEAVIATE_COLLECTION"] = collection
    if no_model:
        os.environ["OPENAI_API_KEY"] = ""
    # The embedded server inherits these: one core (small shared machines), and a debug (pprof) port
    # of its own instead of 6060, which another Weaviate on the machine may hold.
    os.environ.setdefault("GOMAXPROCS", "1")
    os.environ.setdefault("GO_PROFILING_PORT", str(port - 2000))
    if not verbose:
        os.environ.setdefault("LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(ROOT))


def load_questions(path: Path) -> list[dict]:
    rows = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if row.get("lang") not in {g for g, _ in GROUPS}:
                raise SystemExit(f"{path}:{n}: unknown lang {row.get('lang')!r}")
            exp = row["expected"]
            row["expected"] = exp if isinstance(exp, list) else [exp]
            rows.append(row)
    return rows


def _norm(text: str) -> str:
    return " ".join(text.split())


def matches(passage, label: dict) -> bool:
    if "file" in label and passage.file != label["file"]:
        return False
    if "article" in label and passage.article != label["article"]:
        return False
    if "page" in label and passage.page != label["page"]:
        return False
    if "section" in label and not passage.section.startswith(label["section"]):
        return False
    return not ("contains" in label and _norm(label["contains"]) not in _norm(passage.text))


def describe(passage) -> str:
    where = passage.article + (f"({passage.article_title})" if passage.article_title else "")
    if not where:
        where = passage.section
    flag = " exact" if passage.exact else ""
    return f"{passage.file} {where} p.{passage.page} [rel {passage.relevance:.2f}{flag}]"


def describe_label(labels: list[dict]) -> str:
    def one(label: dict) -> str:
        parts = [label.get("file", ""), label.get("article", ""), label.get("section", "")]
        if "page" in label:
            parts.append(f"p.{label['page']}")
        if "contains" in label:
            parts.append(f"containing {label['contains']!r}")
        return " ".join(p for p in parts if p)

    return " | ".join(one(label) for label in labels)


def ingest_samples() -> list:
    from retrieval.ingest import source_ingest
    from retrieval.sources import documents_in, source_register_path

    sources = []
    for path in documents_in([SAMPLES]).files:
        source, _ = source_register_path(path=path)
        sources.append(source_ingest(source_id=source.pk))
    return sources


def evaluate(questions: list[dict]) -> list[dict]:
    from generation.embeddings import query_embed
    from retrieval.search import SearchLimits, passages_search
    from verification.models import Thresholds

    thresholds = Thresholds.current()
    limits = SearchLimits(max_sources=thresholds.max_sources, min_relevance=thresholds.min_relevance,
                          min_excerpt_length=thresholds.min_excerpt_length)
    print(f"Thresholds: max_sources={thresholds.max_sources} min_relevance={thresholds.min_relevance} "
          f"min_excerpt_length={thresholds.min_excerpt_length}")
    results = []
    for q in questions:
        t0 = time.perf_counter()
        vector = query_embed(q["question"])
        passages = passages_search(q["question"], limits=limits, query_vector=vector)
        ms = (time.perf_counter() - t0) * 1000
        rank = next(
            (i for i, p in enumerate(passages[:K], 1) if any(matches(p, lab) for lab in q["expected"])), 0
        )
        results.append({**q, "rank": rank, "passages": passages, "ms": ms})
    return results


def summary_line(results: list[dict]) -> tuple[float, float]:
    """(recall@5, MRR) over the monolingual questions."""
    mono = [r for r in results if r["lang"] in ("ko", "en")]
    recall = sum(1 for r in mono if r["rank"]) / max(1, len(mono))
    mrr = sum(1 / r["rank"] for r in mono if r["rank"]) / max(1, len(mono))
    return recall, mrr


def top_passages(result: dict) -> tuple:
    return tuple((p.file, p.page, p.article or p.section) for p in result["passages"][:K])


CLUSTER_LAYOUTS = (
    ("cluster, replication 3, 1 shard (default)", "auto", 1),
    ("cluster, 3 shards, no replication", "1", 3),
)


def evaluate_on_clusters(questions: list[dict], data_dir: Path, verbose: bool) -> dict[str, list[dict]]:
    """The same corpus and questions on a 3-node cluster, once per layout in CLUSTER_LAYOUTS."""
    from django.conf import settings

    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.store import reset_store
    from tests.integration.cluster import LocalCluster

    cluster = LocalCluster(data_dir / "cluster")
    t0 = time.perf_counter()
    cluster.start()
    print(f"\n3-node cluster up in {time.perf_counter() - t0:.1f} s ({cluster.weaviate_url})")
    out = {}
    try:
        for label, factor, shards in CLUSTER_LAYOUTS:
            reset_store()  # the first time, this also stops embedded Weaviate
            settings.WEAVIATE_URL = cluster.weaviate_url
            settings.WEAVIATE_GRPC_PORT = cluster.grpc_ports
            settings.WEAVIATE_COLLECTION = f"CitewiseBench{shards}Shards"
            settings.WEAVIATE_REPLICATION_FACTOR = factor
            settings.WEAVIATE_SHARDS = shards
            t0 = time.perf_counter()
            sources = [source_ingest(source_id=pk) for pk in Source.objects.order_by("pk").values_list("pk", flat=True)]
            bad = [s.filename for s in sources if s.status != Source.Status.READY]
            print(f"\n=== {label}: ingested in {time.perf_counter() - t0:.1f} s"
                  + (f"; NOT READY: {bad}" if bad else ""))
            out[label] = evaluate(questions)
            report(out[label], verbose, details=verbose)
    finally:
        reset_store()
        cluster.stop()
    return out


def compare(by_setup: dict[str, list[dict]]) -> None:
    baseline = by_setup["embedded"]
    print(f"\n  {'setup':<44} {'recall@5':>8} {'MRR':>6}   top-{K} differs from embedded / first passage differs")
    for name, results in by_setup.items():
        recall, mrr = summary_line(results)
        differ = sum(1 for a, b in zip(baseline, results) if top_passages(a) != top_passages(b))
        first = sum(1 for a, b in zip(baseline, results) if top_passages(a)[:1] != top_passages(b)[:1])
        print(f"  {name:<44} {recall:8.1%} {mrr:6.3f}   {differ:>3} / {first:<3} of {len(results)} questions")


def report(results: list[dict], verbose: bool, *, details: bool = True) -> None:
    def line(name: str, rows: list[dict]) -> str:
        n = len(rows)
        hits = sum(1 for r in rows if r["rank"])
        mrr = sum(1 / r["rank"] for r in rows if r["rank"]) / max(1, n)
        first = sum(1 for r in rows if r["rank"] == 1)
        return (f"  {name:<40} {n:>3}   {hits:>3}/{n:<3} = {hits / max(1, n):6.1%}   "
                f"{first / max(1, n):6.1%}   {mrr:.3f}")

    print(f"\n  {'group':<40} {'n':>3}   {'recall@5':^16}   {'hit@1':>6}   MRR")
    for lang, name in GROUPS:
        rows = [r for r in results if r["lang"] == lang]
        if rows:
            print(line(name, rows))
    mono = [r for r in results if r["lang"] in ("ko", "en")]
    print(line("Korean + English (monolingual)", mono))
    times = [r["ms"] for r in results]
    print(f"\n  search time per question: p50 {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
    if not details:
        return

    misses = [r for r in results if not r["rank"]]
    print(f"\nMisses (expected passage not in the first {K}): {len(misses)}")
    for r in misses:
        top = describe(r["passages"][0]) if r["passages"] else "(nothing returned)"
        print(f"  {r['id']:<8} {r['question']}\n"
              f"           expected: {describe_label(r['expected'])}\n"
              f"           first   : {top}   ({len(r['passages'])} returned)")
    late = [r for r in results if r["rank"] > 1]
    print(f"\nFound but not first: {len(late)}")
    for r in late:
        print(f"  {r['id']:<8} rank {r['rank']}  {r['question']}\n"
              f"           first   : {describe(r['passages'][0])}")
    if verbose:
        print("\nAll results:")
        for r in results:
            print(f"  {r['id']:<8} rank {r['rank'] or '-'}  {r['question']}")
            for i, p in enumerate(r["passages"], 1):
                print(f"           {i}. {describe(p)}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS)
    ap.add_argument("--verbose", action="store_true", help="print every question's returned passages")
    ap.add_argument("--keep-data", action="store_true", help="keep the temporary data directory")
    ap.add_argument("--cluster", action="store_true",
                    help="also run against a 3-node Weaviate cluster started here (two layouts)")
    args = ap.parse_args()
    questions = load_questions(args.questions)

    if _listening(PORT) or _listening(GRPC_PORT):
        print(f"Port {PORT} or {GRPC_PORT} is already in use; this benchmark starts its own embedded "
              f"Weaviate there and will not write into another server.", file=sys.stderr)
        return 2
    data_dir = Path(tempfile.mkdtemp(prefix="citewise-bench-"))
    configure(data_dir, args.verbose)

    import django

    django.setup()
    from django.core.management import call_command

    from generation.embeddings import search_mode
    from retrieval.models import Source
    from retrieval.store import reset_store

    try:
        call_command("migrate", verbosity=0)
        t0 = time.perf_counter()
        sources = ingest_samples()
        ingest_s = time.perf_counter() - t0
        print(f"Search mode: {search_mode()}")
        print(f"Corpus: {len(sources)} files from samples/, ingested in {ingest_s:.1f} s "
              f"(includes starting embedded Weaviate on :{PORT})")
        for s in sources:
            print(f"    {s.status:<8} {s.chunk_count:>3} chunks  {s.filename}")
        bad = [s for s in sources if s.status not in Source.SEARCHABLE]
        if bad:
            for s in bad:
                print(f"Ingestion failed for {s.filename}: {s.error}", file=sys.stderr)
            return 1
        counts = {lang: sum(1 for q in questions if q["lang"] == lang) for lang, _ in GROUPS}
        print(f"Questions: {len(questions)} ({', '.join(f'{v} {k}' for k, v in counts.items())}) "
              f"from {args.questions.relative_to(ROOT) if args.questions.is_relative_to(ROOT) else args.questions}")
        results = evaluate(questions)
        report(results, args.verbose)
        if args.cluster:
            by_setup = {"embedded": results, **evaluate_on_clusters(questions, data_dir, args.verbose)}
            compare(by_setup)
    finally:
        reset_store()  # closing the embedded client stops the server it started
        if args.keep_data:
            print(f"\nData kept in {data_dir}")
        else:
            shutil.rmtree(data_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
