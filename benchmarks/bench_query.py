"""Query latency benchmark: hybrid / BM25 / passages_search on embedded Weaviate at 10k and 100k chunks.

Prints numbers; not a test. Embedded Weaviate on 127.0.0.1:8095 (gRPC 50075), collection
``CitewisePerf``, SQLite and Weaviate data in a temp dir that is removed at the end.

Corpus (written straight through ``ChunkStore.upsert(records, vectors)``, batches of ``--batch``):
- Sources (Source rows, status ready, all visible to every channel) of 50-450 chunks, alternately Korean
  regulations (``제N조(제목) ① …``, ~200 characters a chunk) and English manuals (sections with error
  codes, ~500 characters a chunk), built from the sentence generators of bench_ingest.py.
- ``search_text`` is the app's own ``index_text`` output, composed: every distinct sentence, article
  title, section title and source name is analysed once with the app's tokenizer and a chunk's field is
  the concatenation of its parts' tokens (analysing 100k chunks one by one with Kiwi would take ~10 min).
- Vectors (1536 dimensions, like text-embedding-3-small): a random Gaussian vector per token scaled by
  the token's idf, a chunk's vector is the sum over its tokens plus a per-source component, normalised,
  so chunks that share words (and chunks of one document) are near; a question's vector is built the
  same way from the tokens ``query_terms`` gives it. The run prints how often the 20 nearest chunks of a
  question include one from the document it was made from.

Queries: ``--queries`` questions (half Korean, half English; ~1 in 5 names an article or an error code
so the exact lookup finds something), asked after ``--warmup`` warm-up questions. At each size every
question is run through each mode in turn (the order rotates), so load from other work on the machine
spreads over all modes alike:
  hybrid         ChunkStore.search(tokens, source_ids=<all visible>, limit=20, vector=v)   (the app)
  bm25           ChunkStore.search(tokens, source_ids=<all visible>, limit=20)             (the app)
  passages       retrieval.search.passages_search(question, limits, query_vector=v)    (the app:
                 visible sources from SQLite + query_terms (Kiwi) + hybrid + exact lookup + ranking)
  hybrid-nofilt  diagnostic: the same hybrid query without the source_id filter (raw client)
  hybrid-none    diagnostic: the same hybrid query filtered by source_id contains_none([one hidden id])
                 instead of contains_any(<all visible ids>) (raw client)
  bm25-nofilt    diagnostic: the BM25 query without the source_id filter (raw client)
  vector         diagnostic: near_vector with the source_id filter, limit 20 (raw client)
  lookup         diagnostic: ChunkStore.lookup alone, for questions naming an article or code
  get_store      diagnostic: retrieval.store.get_store() alone (passages_search calls it once per question)
  visible_ids    diagnostic: retrieval.search.source_scope() alone (SQLite)

Run:  python benchmarks/bench_query.py [--sizes 10000,100000] [--queries 200] [--warmup 30] [--batch 500]
                                       [--modes hybrid,bm25,...] [--keep]
(WEAVIATE_QUANTIZER=none in the environment measures the collection without vector compression.)
Needs 127.0.0.1:8095 free. About 10 minutes on a shared 2-core machine, most of it importing 100k
vectors (HNSW inserts); python peak RSS ~1.3 GB, Weaviate ~2.4 GB at 100k.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import bench_ingest as bi  # noqa: E402  (corpus generators and environment helpers)

DIM = 1536
MODES = ("hybrid", "bm25", "passages", "hybrid-nofilt", "hybrid-none", "bm25-nofilt", "vector", "lookup",
         "get_store", "visible_ids")


# =============================================================================================
# Synthetic corpus with the app's tokens
# =============================================================================================
@dataclass
class Piece:
    text: str
    tokens: str  # index_text(text), the app's BM25 tokens
    words: tuple[str, ...]  # surface words the generator put in (for questions)
    codes: tuple[str, ...]  # error codes textkit.identifiers.find_codes finds in the text


class Corpus:
    """Pools of analysed sentences and titles, and chunks composed from them."""

    def __init__(self, seed: int, pool: int, rng_vectors: np.random.Generator):
        self.rng = random.Random(seed)
        self.lex = bi.Lexicon(random.Random(seed + 1))
        self.vrng = rng_vectors
        self.ko_gen = bi.KoreanSentences(self.lex, self.rng, ["학칙", "정관", "교원인사규정", "장학금 지급 규정"])
        self.pool = pool

    # --- analysis --------------------------------------------------------------------------------
    def build(self) -> dict[str, float]:
        """Generate and analyse the sentence / title pools; returns timings."""
        from retrieval.tokens import index_texts
        from textkit.identifiers import find_codes

        rng = self.rng
        t0 = time.perf_counter()
        ko_texts, ko_words = [], []
        for _ in range(self.pool):
            self.ko_gen.used = []
            ko_texts.append(self.ko_gen.sentence(rng.randint(1, 60)))
            ko_words.append(tuple(self.ko_gen.used))
        en_texts, en_words = [], []
        for _ in range(self.pool):
            gen = bi.EnglishSentences(self.lex, rng, rng.choice(bi.EN_BRANDS), rng.randint(0, 40))
            en_texts.append(gen.sentence())
            en_words.append(tuple(gen.used))
        ko_titles = list(dict.fromkeys(
            (rng.choice(bi.KO_TITLES) if rng.random() < 0.5 else f"{self.lex.ko_nouns()}의 {self.lex.ko_nouns()}")
            for _ in range(3000)))
        en_titles = list(dict.fromkeys(
            f"{self.lex.en_nouns().capitalize()} {self.lex.en_nouns()}" for _ in range(3000)))
        gen_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        texts = ko_texts + en_texts + ko_titles + en_titles
        tokens: list[str] = []
        for start in range(0, len(texts), 500):
            tokens.extend(index_texts([(t,) for t in texts[start : start + 500]]))
        tok_s = time.perf_counter() - t0
        k, e = len(ko_texts), len(en_texts)
        self.ko = [Piece(t, tokens[i], ko_words[i], find_codes(t)) for i, t in enumerate(ko_texts)]
        self.en = [Piece(t, tokens[k + i], en_words[i], find_codes(t)) for i, t in enumerate(en_texts)]
        self.ko_titles = [Piece(t, tokens[k + e + i], (), ()) for i, t in enumerate(ko_titles)]
        self.en_titles = [Piece(t, tokens[k + e + len(ko_titles) + i], (), ()) for i, t in enumerate(en_titles)]

        # One random vector per distinct token; a piece's vector is the sum of its tokens' vectors.
        t0 = time.perf_counter()
        vocab: dict[str, int] = {}
        for piece in self.ko + self.en + self.ko_titles + self.en_titles:
            for tok in piece.tokens.split():
                vocab.setdefault(tok, len(vocab))
        self.vocab = vocab
        # idf-weighted, so that a text's vector is dominated by its rarer words (as with real embeddings,
        # which place texts by topic rather than by their function words).
        df = np.zeros(len(vocab), dtype=np.float32)
        pieces = self.ko + self.en + self.ko_titles + self.en_titles
        for piece in pieces:
            for tok in set(piece.tokens.split()):
                df[vocab[tok]] += 1
        self.idf = np.log(len(pieces) / df).astype(np.float32)
        self.token_vecs = (self.vrng.standard_normal((len(vocab), DIM), dtype=np.float32) / np.sqrt(DIM))
        self.token_vecs *= self.idf[:, None]
        self.ko_vecs = self._piece_vectors(self.ko)
        self.en_vecs = self._piece_vectors(self.en)
        self.ko_title_vecs = self._piece_vectors(self.ko_titles)
        self.en_title_vecs = self._piece_vectors(self.en_titles)
        vec_s = time.perf_counter() - t0
        return {"generate": gen_s, "analyse": tok_s, "vectors": vec_s, "pieces": len(texts), "vocab": len(vocab)}

    def _piece_vectors(self, pieces: list[Piece]) -> np.ndarray:
        out = np.zeros((len(pieces), DIM), dtype=np.float32)
        for i, p in enumerate(pieces):
            ids = [self.vocab[t] for t in p.tokens.split()]
            if ids:
                out[i] = self.token_vecs[ids].sum(axis=0)
        return out

    def token_vector(self, tok: str) -> np.ndarray:
        i = self.vocab.get(tok)
        if i is not None:
            return self.token_vecs[i]
        r = np.random.default_rng(zlib.crc32(tok.encode("utf-8")))
        return float(self.idf.max()) * r.standard_normal(DIM, dtype=np.float32) / np.sqrt(DIM)

    def query_vector(self, tokens: str) -> list[float]:
        toks = tokens.split()
        v = np.zeros(DIM, dtype=np.float32)
        for t in toks:
            v += self.token_vector(t)
        v += 0.02 * self.vrng.standard_normal(DIM, dtype=np.float32) / np.sqrt(DIM)
        return (v / (np.linalg.norm(v) or 1.0)).tolist()

    # --- sources and chunks -----------------------------------------------------------------------
    def new_sources(self, n_chunks: int, first_index: int) -> list[dict]:
        """Plan sources (name, language, size) totalling n_chunks."""
        from retrieval.tokens import index_text

        rng = self.rng
        plans, left, i = [], n_chunks, first_index
        while left > 0:
            size = min(left, rng.randint(50, 450))
            lang = "ko" if i % 2 == 0 else "en"
            if lang == "ko":
                name = f"{rng.choice(bi.KO_ORGS)} {rng.choice(bi.KO_TOPICS)} {rng.choice(bi.KO_REG_SUFFIX)}"
            else:
                name = f"{rng.choice(bi.EN_BRANDS)} {rng.choice(bi.EN_KINDS)} {rng.choice('ABCDKMRX')}{rng.randint(2, 99)} manual"
            filename = f"{i:04d}_{name.replace(' ', '_')}.md"
            file_words = Path(filename).stem.replace("_", " ")
            plans.append({
                "index": i, "name": name, "lang": lang, "size": size, "filename": filename,
                "tokens": index_text(name, file_words),
                "topic": self.vrng.standard_normal(DIM, dtype=np.float32) / np.sqrt(DIM),
            })
            left -= size
            i += 1
        return plans

    def chunks(self, plan: dict, source_id: int):
        """Yield (ChunkRecord, vector) for one planned source."""
        from retrieval.chunking import Chunk
        from retrieval.store import ChunkRecord

        rng = self.rng
        ko = plan["lang"] == "ko"
        pool, vecs = (self.ko, self.ko_vecs) if ko else (self.en, self.en_vecs)
        titles, title_vecs = (self.ko_titles, self.ko_title_vecs) if ko else (self.en_titles, self.en_title_vecs)
        article, sec, sub, ti = 0, 1, 0, 0
        per_title_left = 0
        for index in range(plan["size"]):
            if per_title_left <= 0:  # a new article / subsection: 1-2 chunks each (Korean), 1-3 (English)
                article += 1
                sub += 1
                if not ko and rng.random() < 0.2:
                    sec, sub = sec + 1, 1
                ti = rng.randrange(len(titles))
                per_title_left = rng.choice((1, 1, 1, 2)) if ko else rng.choice((1, 2, 2, 3))
            per_title_left -= 1
            n_sent = rng.randint(3, 6) if ko else rng.randint(5, 9)
            picks = [rng.randrange(len(pool)) for _ in range(n_sent)]
            title = titles[ti]
            if ko:
                label = f"제{article}조"
                paragraphs = [bi.CIRCLED[p] for p in range(min(len(picks), rng.randint(1, 4)))]
                body = []
                for j, p in enumerate(picks):
                    mark = f"{paragraphs[j]} " if j < len(paragraphs) else ""
                    body.append(("\n" if mark and j else "") + mark + pool[p].text)
                text = f"{label}({title.text}) " + " ".join(body).replace(" \n", "\n")
                head_tokens = f"{label.lower()} {title.tokens}"
                meta = dict(regulation=plan["name"], article=label, article_title=title.text,
                            paragraphs=tuple(paragraphs), section="")
            else:
                section = f"{sec}.{sub} {title.text}"
                text = f"### {section}\n" + " ".join(pool[p].text for p in picks)
                head_tokens = title.tokens
                meta = dict(regulation="", article="", article_title="", paragraphs=(), section=section)
            codes = tuple(dict.fromkeys(c for p in picks for c in pool[p].codes))
            search_text = " ".join(
                x for x in [plan["tokens"], head_tokens] + [pool[p].tokens for p in picks] if x
            )
            vec = vecs[picks].sum(axis=0) + title_vecs[ti] + 2.0 * plan["topic"]
            vec /= np.linalg.norm(vec) or 1.0
            chunk = Chunk(index=index, page=1 + index // 8, text=text, error_codes=codes,
                          language=plan["lang"], **meta)
            rec = ChunkRecord(source_id=source_id, source_name=plan["name"], file=plan["filename"],
                              chunk=chunk, search_text=search_text)
            yield rec, vec, picks, ti


# =============================================================================================
# Questions
# =============================================================================================
def make_questions(corpus: Corpus, samples: list[dict], n: int, rng: random.Random) -> list[tuple[str, dict]]:
    """Natural-language questions about sampled chunks (words from the chunk's own sentences),
    alternately Korean and English; returns (question, sample)."""
    out = []
    by_lang = {lang: [s for s in samples if s["lang"] == lang] for lang in ("ko", "en")}
    for k in range(n):
        group = by_lang["ko" if k % 2 == 0 else "en"] or samples
        s = group[rng.randrange(len(group))]
        ko = s["lang"] == "ko"
        pool = corpus.ko if ko else corpus.en
        words = [w for p in s["picks"] for w in pool[p].words]
        w = (lambda: rng.choice(words)) if words else (corpus.lex.ko_nouns if ko else corpus.lex.en_nouns)
        kind = rng.random()
        if ko:
            if kind < 0.2:
                out.append(f"「{s['source']}」 {s['article']}({s['title']})에서 {bi.josa(w(), '은')} 어떻게 정하나요?")
            elif kind < 0.5:
                out.append(f"{w()}의 {bi.josa(w(), '은')} 어떻게 되나요?")
            elif kind < 0.8:
                out.append(f"{bi.josa(w(), '을')} {w()}에게 신청하려면 {w()} 기한이 언제까지인가요?")
            else:
                out.append(f"{w()} {w()} 관련해서 {bi.josa(w(), '이')} 필요한 경우는?")
        else:
            codes = [c for p in s["picks"] for c in pool[p].codes]
            if kind < 0.2 and codes:
                out.append(f"What does error {rng.choice(codes)} mean on the {w()} and how do I fix it?")
            elif kind < 0.5:
                out.append(f"How do I {rng.choice(bi.EN_VERBS)} the {w()} {w()}?")
            elif kind < 0.8:
                out.append(f"When should the {w()} be {rng.choice(bi.EN_PARTICIPLES)} on the {w()}?")
            else:
                out.append(f"What is the {w()} limit for the {w()} {w()}?")
        out[-1] = (out[-1], s)
    return out


# =============================================================================================
# Benchmark
# =============================================================================================
def pct(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q * 100))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="10000,100000", help="comma-separated corpus sizes, grown in order")
    ap.add_argument("--queries", type=int, default=200, help="measured questions per size and mode")
    ap.add_argument("--warmup", type=int, default=30, help="warm-up questions per size")
    ap.add_argument("--batch", type=int, default=500, help="objects per upsert (insert_many) call")
    ap.add_argument("--pool", type=int, default=20_000, help="distinct sentences per language")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--modes", default=",".join(MODES), help=f"subset of {','.join(MODES)}")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir")
    args = ap.parse_args()
    sizes = sorted(int(x) for x in args.sizes.split(","))
    modes = [m for m in args.modes.split(",") if m in MODES]

    tmp = Path(tempfile.mkdtemp(prefix="citewise-bench-query-"))
    bi.setup_django(tmp)
    bi.port_free_or_die()
    from retrieval.store import reset_store

    try:
        run(args, sizes, modes)
    finally:
        reset_store()
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"kept {tmp}")


def run(args, sizes: list[int], modes: list[str]) -> None:
    from weaviate.classes.query import Filter, MetadataQuery

    from retrieval.models import Source
    from retrieval.search import SearchLimits, passages_search, source_scope
    from retrieval.store import get_store
    from retrieval.store_records import RETURNED, scope_filter
    from retrieval.tokens import query_terms
    from textkit.morphology import warm_up

    t_start = time.perf_counter()
    print(f"Citewise query benchmark — shared 2-core machine ({os.cpu_count()} CPUs visible); wall-clock "
          f"latencies include contention from other work.")
    print(f"code: {bi.code_fingerprint()}")
    print(f"start: {bi.loadavg()}")
    warm_up()

    corpus = Corpus(args.seed, args.pool, np.random.default_rng(args.seed))
    info = corpus.build()
    print(f"pools: {info['pieces']:,} distinct sentences/titles analysed with the app's index_text in "
          f"{info['analyse']:.1f} s (generated in {info['generate']:.1f} s), {info['vocab']:,} distinct tokens, "
          f"token/piece vectors in {info['vectors']:.1f} s")

    t = time.perf_counter()
    store = get_store()
    wpid = bi.weaviate_child_pid()
    print(f"embedded Weaviate started in {time.perf_counter() - t:.1f} s (pid {wpid})")
    try:
        cfg = store._client.collections.use(store.name).config.get()
        vc = cfg.vector_config or {}
        for vname, named in vc.items():
            vi = named.vector_index_config
            print(f"vector index '{vname}': {type(vi).__name__}, distance {getattr(vi, 'distance_metric', '?')}, "
                  f"ef_construction {getattr(vi, 'ef_construction', '?')}, max_connections "
                  f"{getattr(vi, 'max_connections', '?')}, filter strategy {getattr(vi, 'filter_strategy', '?')}, "
                  f"flat search cutoff {getattr(vi, 'flat_search_cutoff', '?')}, quantizer {getattr(vi, 'quantizer', None)}")
    except Exception as exc:  # informational only
        print(f"vector index config: not read ({exc})")
    limits = SearchLimits()
    rng = random.Random(args.seed + 2)

    samples: list[dict] = []
    questions: list[str] = []
    warm_questions: list[str] = []
    written = 0
    write_s = gen_s = 0.0
    w_cpu_total = 0.0
    results: dict[tuple[int, str], list[float]] = {}
    imports: list[tuple[int, int, float, float, float]] = []
    next_source = 0
    for size in sizes:
        # --- grow to `size` ---------------------------------------------------------------------------
        plans = corpus.new_sources(size - written, next_source)
        next_source += len(plans)
        rows = Source.objects.bulk_create(
            [Source(name=p["name"], path=f"/bench/{p['filename']}", status=Source.Status.READY,
                    language=p["lang"], chunk_count=p["size"], pages=1 + p["size"] // 8) for p in plans]
        )
        stage_write = stage_gen = 0.0
        stage_n = 0
        w_cpu0 = bi.proc_cpu_seconds(wpid) if wpid else float("nan")
        p_cpu0 = time.process_time()
        t_stage = time.perf_counter()
        records, vectors = [], []

        def flush():
            nonlocal stage_write
            t = time.perf_counter()
            report = store.upsert(records, vectors)
            stage_write += time.perf_counter() - t
            if report.failed:
                print(f"  upsert failures: {len(report.failed)}: {report.failed[:2]}")
            records.clear()
            vectors.clear()

        for plan, row in zip(plans, rows):
            t = time.perf_counter()
            for rec, vec, picks, _ti in corpus.chunks(plan, row.pk):
                records.append(rec)
                vectors.append(vec.tolist())
                if rng.random() < 0.02:
                    samples.append({"lang": plan["lang"], "picks": picks, "source": plan["name"],
                                    "article": rec.chunk.article, "title": rec.chunk.article_title,
                                    "source_id": row.pk})
                if len(records) >= args.batch:
                    stage_gen += time.perf_counter() - t
                    flush()
                    t = time.perf_counter()
            stage_gen += time.perf_counter() - t
            stage_n += plan["size"]
        if records:
            flush()
        stage_wall = time.perf_counter() - t_stage
        p_cpu = time.process_time() - p_cpu0
        w_cpu = (bi.proc_cpu_seconds(wpid) - w_cpu0) if wpid else float("nan")
        w_cpu_total += w_cpu
        written += stage_n
        write_s += stage_write
        gen_s += stage_gen
        imports.append((written, stage_n, stage_write, stage_gen, w_cpu))
        count = store.count()
        mem = bi.proc_mem_mb(wpid) if wpid else {}
        print(f"\n[{size:,}] imported {stage_n:,} chunks ({len(plans)} sources): upsert {stage_write:.1f} s "
              f"({stage_n / stage_write:.0f} objects/s), generation {stage_gen:.1f} s, stage wall {stage_wall:.1f} s; "
              f"CPU Weaviate {w_cpu:.1f} s, python {p_cpu:.1f} s; count {count:,}; Weaviate RSS {mem.get('VmRSS:', 0):.0f} MB; "
              f"python peak RSS {bi.peak_rss_mb():.0f} MB; {bi.loadavg()}")

        # --- questions (made once, from chunks of the first stage, reused at every size) -------------------
        if not questions:
            qs = make_questions(corpus, samples, args.queries + args.warmup, rng)
            warm_questions = [q for q, _ in qs[: args.warmup]]
            questions = [q for q, _ in qs[args.warmup :]]
            about = [s for _, s in qs[args.warmup :]]
            prepared = []
            for q in questions:
                terms = query_terms(q)
                prepared.append((q, terms, corpus.query_vector(terms.tokens)))
            n_exact = sum(bool(t.error_codes or t.articles) for _, t, _ in prepared)
            n_ko = sum(s["lang"] == "ko" for s in about)
            print(f"questions: {len(questions)} measured ({n_ko} Korean), {len(warm_questions)} warm-up; "
                  f"{n_exact} name an article or error code; e.g. {questions[0]!r}, {questions[1]!r}")

        ids, hidden = source_scope(channel_id=None)
        col = store._client.collections.use(store.name)
        where = scope_filter(ids, None)  # the contains_any form, for the vector-only diagnostic
        where_none = Filter.by_property("source_id").contains_none([max(ids) + 1000])

        def run_mode(mode: str, q: str, terms, vec) -> float | None:
            t = time.perf_counter()
            if mode == "hybrid":
                store.search(terms.tokens, source_ids=ids, hidden_ids=hidden, limit=20, vector=vec)
            elif mode == "bm25":
                store.search(terms.tokens, source_ids=ids, hidden_ids=hidden, limit=20)
            elif mode == "passages":
                passages_search(q, limits=limits, query_vector=vec)
            elif mode in ("hybrid-nofilt", "hybrid-none"):
                col.query.hybrid(query=terms.tokens, vector=vec, alpha=0.5, query_properties=["search_text"],
                                 filters=None if mode == "hybrid-nofilt" else where_none,
                                 limit=20, return_properties=RETURNED,
                                 return_metadata=MetadataQuery(score=True))
            elif mode == "bm25-nofilt":
                col.query.bm25(query=terms.tokens, query_properties=["search_text"], limit=20,
                               return_properties=RETURNED, return_metadata=MetadataQuery(score=True))
            elif mode == "vector":
                col.query.near_vector(near_vector=vec, filters=where, limit=20,
                                      return_properties=RETURNED,
                                      return_metadata=MetadataQuery(distance=True))
            elif mode == "get_store":
                get_store()
            elif mode == "visible_ids":
                source_scope(channel_id=None)
            elif mode == "lookup":
                if not (terms.error_codes or terms.articles):
                    return None
                store.lookup(source_ids=ids, hidden_ids=hidden, error_codes=terms.error_codes, articles=terms.articles, limit=20)
            return (time.perf_counter() - t) * 1000

        for q in warm_questions:
            terms = query_terms(q)
            vec = corpus.query_vector(terms.tokens)
            for mode in modes:
                run_mode(mode, q, terms, vec)
        hits = [len(store.search(t.tokens, source_ids=ids, limit=20, vector=v)) for _, t, v in prepared[:20]]
        t_q = time.perf_counter()
        for i, (q, terms, vec) in enumerate(prepared):
            order = modes[i % len(modes):] + modes[: i % len(modes)]
            for mode in order:
                ms = run_mode(mode, q, terms, vec)
                if ms is not None:
                    results.setdefault((size, mode), []).append(ms)
        near = 0
        checked = list(zip(prepared, about))[:50]
        for (_q, _terms, vec), s in checked:
            res = col.query.near_vector(near_vector=vec, filters=where, limit=20, return_properties=["source_id"])
            near += any(o.properties["source_id"] == s["source_id"] for o in res.objects)
        print(f"[{size:,}] synthetic vectors: for {near}/{len(checked)} questions the 20 nearest chunks include one from the "
              f"document the question was made from")
        print(f"[{size:,}] {len(prepared)} questions x {len(modes)} modes in {time.perf_counter() - t_q:.1f} s "
              f"(hits per hybrid query, first 20: min {min(hits)}, mean {statistics.mean(hits):.1f}); "
              f"{len(ids)} visible sources in the filter; {bi.loadavg()}")

    # --- report ------------------------------------------------------------------------------------------
    qterm_ms = []
    for q in questions[:100]:
        t = time.perf_counter()
        query_terms(q)
        qterm_ms.append((time.perf_counter() - t) * 1000)
    print()
    print("LATENCY (ms, wall clock, one client, sequential queries; shared 2-core machine)")
    print(f"  {'chunks':>8}  {'mode':<14}{'n':>5}{'mean':>8}{'p50':>8}{'p95':>8}{'p99':>8}{'max':>8}")
    for size in sizes:
        for mode in modes:
            v = results.get((size, mode))
            if not v:
                continue
            flag = "  <- goal p95 < 50 ms" if mode == "hybrid" and size == max(sizes) else ""
            print(f"  {size:>8,}  {mode:<14}{len(v):>5}{statistics.mean(v):>8.1f}{pct(v, .5):>8.1f}"
                  f"{pct(v, .95):>8.1f}{pct(v, .99):>8.1f}{max(v):>8.1f}{flag}")
    print(f"  query_terms(question) alone (Kiwi, inside 'passages'): mean {statistics.mean(qterm_ms):.2f} ms, "
          f"p95 {pct(qterm_ms, .95):.2f} ms")
    print()
    print("IMPORT (ChunkStore.upsert, vectors of 1536 floats, batches of "
          f"{args.batch}; generation of records/vectors timed apart)")
    for total, n, w, g, wc in imports:
        print(f"  to {total:>8,}: +{n:,} chunks, upsert {w:.1f} s = {n / w:.0f} objects/s "
              f"(Weaviate CPU {wc:.1f} s), generation {g:.1f} s")
    print(f"  all {written:,}: upsert {write_s:.1f} s = {written / write_s:.0f} objects/s; "
          f"generation {gen_s:.1f} s")
    mem = bi.proc_mem_mb(wpid) if wpid else {}
    print(f"\nWeaviate server RSS {mem.get('VmRSS:', 0):.0f} MB (peak {mem.get('VmHWM:', 0):.0f} MB); "
          f"python peak RSS {bi.peak_rss_mb():.0f} MB; total run {time.perf_counter() - t_start:.0f} s; "
          f"end: {bi.loadavg()}")


if __name__ == "__main__":
    main()
