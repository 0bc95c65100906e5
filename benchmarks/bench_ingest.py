"""Ingestion throughput benchmark: the real ``source_ingest`` path on a synthetic ~10k-chunk corpus.

Prints numbers; not a test. BM25 only (OPENAI_API_KEY is forced empty), embedded Weaviate on
127.0.0.1:8095 (gRPC 50075), collection ``CitewisePerf``, everything in a temp dir that is removed.

1. Generates several Markdown files (seeded RNG): Korean regulations (``제N조(제목) ① ②``, chapters,
   items, page markers) and English maintenance manuals (sections, tables, error codes such as C4A15,
   E102, ERR-17). Words are drawn from a Zipf distribution over a few hundred real domain words plus a
   long tail of invented names, so BM25 statistics look like a real corpus's.
2. Pass 1 (the app path): ``source_register_path`` + ``source_ingest`` for every file, exactly as
   ``manage.py ingest --inline`` does (parse -> chunk -> tokens -> Weaviate in batches of 200, the
   upsert of one batch overlapping the tokenizing of the next, progress saved on the Source), with a
   cold word cache. Weaviate start-up and Kiwi model load are timed separately.
3. Pass 2 (breakdown): the same files through ``parse_file``, ``chunk_document``, ``_records``
   (= ``index_texts``, the tokenization, word cache emptied first) and ``ChunkStore.upsert`` (batches of
   200, into a second collection so that writes are inserts, as in pass 1), each phase timed on its own.
4. Real Korean text: the generated corpus repeats words more than real text, which flatters the word
   cache, so KorNLI's human-written sentences are tokenized too, the app's way and the old way (Kiwi
   on whole sentences), with the share of words the cache answered.

Run:  python benchmarks/bench_ingest.py [--chunks 10000] [--files 12] [--seed 7] [--keep]
Needs 127.0.0.1:8095 free, or the port in WEAVIATE_EMBEDDED_PORT (gRPC: WEAVIATE_EMBEDDED_GRPC_PORT, default
50075); it refuses to run otherwise. About a minute.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# The embedded server's ports come from the environment (several checkouts share a machine), else these.
PERF_PORT = int(os.environ.get("WEAVIATE_EMBEDDED_PORT") or 8095)
PERF_GRPC_PORT = int(os.environ.get("WEAVIATE_EMBEDDED_GRPC_PORT") or 50075)
PERF_COLLECTION = "CitewisePerf"


# =============================================================================================
# Django / Weaviate environment (shared with bench_query.py)
# =============================================================================================
def setup_django(tmp: Path, *, collection: str = PERF_COLLECTION) -> None:
    """Point every setting at ``tmp`` and the perf ports, then django.setup() and migrate."""
    env = {
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "CITEWISE_DATA_DIR": str(tmp / "data"),
        "DATABASE_URL": f"sqlite:///{tmp / 'data' / 'citewise.sqlite3'}",
        "WEAVIATE_URL": "",
        "WEAVIATE_EMBEDDED_PORT": str(PERF_PORT),
        "WEAVIATE_EMBEDDED_GRPC_PORT": str(PERF_GRPC_PORT),
        "WEAVIATE_COLLECTION": collection,
        "WEAVIATE_DATA_DIR": str(tmp / "weaviate"),
        "OPENAI_API_KEY": "",  # BM25 only: no embeddings
        "LOG_LEVEL": "WARNING",
    }
    os.environ.update(env)
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)


def port_free_or_die() -> None:
    from retrieval.weaviate_embedded import is_listening

    if is_listening("127.0.0.1", PERF_PORT):
        sys.exit(
            f"Something already listens on 127.0.0.1:{PERF_PORT}: get_store() would connect to it instead "
            "of starting a fresh embedded Weaviate. Stop it (or wait for the other benchmark) and rerun."
        )


def weaviate_child_pid() -> int | None:
    """The embedded Weaviate server is a child process of this one."""
    me = os.getpid()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
        if ppid == me and name.startswith("weaviate"):
            return int(entry)
    return None


def proc_mem_mb(pid: int | str = "self") -> dict[str, float]:
    out: dict[str, float] = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(("VmRSS:", "VmHWM:")):
                key, value = line.split(":")
                out[key + ":"] = int(value.split()[0]) / 1024
    except OSError:
        pass
    return out


def code_fingerprint() -> str:
    """sha256 prefixes of the app files measured: the repo changes while benchmarks run."""
    import hashlib

    files = ["retrieval/store.py", "retrieval/tokens.py", "retrieval/ingest.py", "retrieval/search.py",
             "retrieval/chunking.py", "textkit/morphology.py", "textkit/words.py"]
    return ", ".join(f"{Path(f).name}={hashlib.sha256((ROOT / f).read_bytes()).hexdigest()[:10]}" for f in files)


def loadavg() -> str:
    return "load average " + " ".join(Path("/proc/loadavg").read_text().split()[:3])


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def proc_cpu_seconds(pid: int) -> float:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2 :].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


# =============================================================================================
# Corpus generator (shared with bench_query.py)
# =============================================================================================
KO_COMMON = """
등록금 수업료 입학금 학생 학기 학년도 휴학 복학 자퇴 제적 재입학 편입학 졸업 수료 학위 학점 성적 시험
장학금 장학생 교원 교수 총장 학장 학과장 위원회 위원장 위원 심의 의결 승인 허가 신청 신청서 제출 서류
기한 기간 납부 분할납부 반환 환불 감면 면제 부과 징수 공고 통보 통지 보고 확인 증명서 발급 처리 결과
사유 질병 군입대 천재지변 부득이 경우 사항 내용 범위 기준 요건 자격 대상 금액 비율 전액 일부 초과 미만
이상 이하 이내 연장 단축 변경 취소 정지 해제 징계 경고 근신 정학 퇴학 상벌 포상 표창 시상 윤리 규정
학칙 세칙 지침 조례 법령 시행 개정 제정 폐지 부칙 경과조치 적용 준용 위임 권한 책임 의무 권리 보호
개인정보 정보 자료 기록 보존 열람 공개 비밀 보안 시설 설비 기자재 도서관 기숙사 식당 주차장 안전
사고 보험 보험금 보험료 피보험자 보험계약자 수익자 보상 손해 배상 청구 지급 계약 해지 갱신 만기
여행 출국 입국 항공 수하물 질병치료 상해 사망 후유장해 입원 통원 치료비 진단서 영수증 약관 특약
연구 연구비 과제 책임자 참여자 논문 심사 심사위원 발표 표절 연구윤리 지도교수 대학원 석사 박사
교육과정 전공 부전공 복수전공 교양 필수 선택 이수 수강 수강신청 출석 결석 지각 강의 실험 실습
예산 회계 결산 감사 재정 기금 적립금 운영 관리 관리자 담당자 부서 사무 업무 회의 소집 정족수 출석위원
직원 임용 승진 보수 수당 복무 휴가 출장 교육훈련 평가 근무 퇴직 퇴직금 연금 채용 계약직
""".split()

KO_TITLES = """
목적 정의 적용범위 등록금의책정 납부기한 분할납부 반환 감면 장학금의지급 장학생의선발 자격 신청 심사
휴학 복학 자퇴 제적 재입학 졸업요건 학위수여 성적평가 시험 수강신청 위원회의구성 위원장의직무 회의
의결 비밀유지 개인정보보호 기록의보존 보고 이의신청 재심 징계 포상 위임 준용 시행일 경과조치 보험금의지급
보험금의청구 보상하지아니하는손해 계약의해지 보험료의납입 연구비의관리 연구윤리 논문심사 예산 회계 감사
""".split()

KO_PREDICATES = [
    "정한다", "납부하여야 한다", "제출하여야 한다", "승인할 수 있다", "반환하지 아니한다", "심의한다",
    "통보하여야 한다", "허가할 수 있다", "부과한다", "공고하여야 한다", "확인하여야 한다", "지급한다",
    "제한할 수 있다", "보고하여야 한다", "면제할 수 있다", "감면할 수 있다", "취소할 수 있다",
    "보존하여야 한다", "따로 정한다", "처리한다", "의결한다", "운영한다", "청구할 수 있다", "보상한다",
]
KO_ADNOMINAL = ["신청한", "제출한", "위반한", "납부하지 아니한", "초과한", "승인받은", "지정한", "정한", "해당하는"]
KO_ORGS = ["한빛대학교", "새솔대학교", "다온대학교", "누리대학교", "한결보험", "가람화재", "온새미연구원", "미르재단"]
KO_TOPICS = ["등록금", "장학금 지급", "학사 운영", "대학원 학위", "연구윤리", "교원 인사", "직원 복무",
             "기숙사 운영", "여행자보험", "단체상해보험", "연구비 관리", "개인정보 보호", "도서관 이용", "예산 회계"]
KO_REG_SUFFIX = ["규정", "세칙", "지침", "약관", "시행세칙", "운영규정"]

EN_COMMON = """
robot arm joint module motor encoder brake gear reducer grease flange tool controller cabinet
power supply fan filter cable connector pendant screen button switch relay fuse sensor valve
pump hose nozzle belt pulley bearing shaft coupling housing cover bolt screw washer seal gasket
oil lubricant coolant temperature pressure voltage current torque speed position axis limit
alarm error fault warning code message status signal input output board firmware software
update backup restore calibration inspection maintenance replacement cleaning test check
operator technician service engineer manual procedure step interval hour month year shift
safety stop emergency enabling device lockout tag battery charger memory log report network
ethernet port address configuration parameter setting mode menu display panel light indicator
noise vibration overheating leak wear crack damage corrosion dust moisture collision overload
payload reach repeatability accuracy tolerance clearance alignment tension load cycle program
spindle conveyor gripper vacuum camera scanner laser printer label feeder tray door interlock
""".split()
EN_ADJ = ["loose", "worn", "damaged", "cracked", "dirty", "overheated", "blocked", "misaligned", "noisy", "faulty",
          "intermittent", "low", "high", "unstable", "excessive"]
EN_VERBS = ["check", "replace", "clean", "inspect", "tighten", "remove", "install", "calibrate", "reset",
            "restart", "disconnect", "reconnect", "lubricate", "adjust", "update", "verify", "record", "test"]
EN_PARTICIPLES = ["checked", "replaced", "cleaned", "inspected", "tightened", "removed", "calibrated", "reset",
                  "lubricated", "adjusted", "updated", "tested"]
EN_BRANDS = ["HB", "Nordtek", "Axion", "Kestrel", "Vanta", "Orbis", "Meridian", "Solace"]
EN_KINDS = ["Collaborative Robot", "Packaging Line", "CNC Lathe", "Label Printer", "Conveyor System",
            "Vacuum Pump", "Vision Inspection Unit", "Laser Marker", "AGV", "Injection Molder"]
EN_SECTIONS = ["Safety", "System overview", "Installation", "Maintenance intervals", "Lubrication",
               "Cleaning", "Calibration", "Troubleshooting", "Error codes", "Spare parts", "Replacement",
               "Electrical connections", "Software update", "Storage and transport", "Specifications"]

_KO_SYLLABLES = list("가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초코토포호"
                     "구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히강남동령문봉성영정청한결솔온빛")
_EN_SYLLABLES = ["ka", "ro", "ven", "tal", "mi", "dor", "lex", "sa", "quin", "bar", "tor", "el", "vy", "zen",
                 "pra", "lo", "nic", "ar", "dus", "fe", "gri", "hol", "jas", "mer", "nox", "pel", "rin", "sul"]


def has_batchim(word: str) -> bool:
    ch = word[-1]
    if "가" <= ch <= "힣":
        return (ord(ch) - 0xAC00) % 28 != 0
    return ch.isdigit() and ch in "013678"  # 영/일/삼/육/칠/팔


def josa(word: str, kind: str) -> str:
    b = has_batchim(word)
    if kind == "은":
        return word + ("은" if b else "는")
    if kind == "이":
        return word + ("이" if b else "가")
    if kind == "을":
        return word + ("을" if b else "를")
    if kind == "과":
        return word + ("과" if b else "와")
    if kind == "로":
        rieul = "가" <= word[-1] <= "힣" and (ord(word[-1]) - 0xAC00) % 28 == 8
        return word + ("으로" if b and not rieul else "로")
    return word + kind


class Zipf:
    """Draws from ``items`` with weight 1/(rank+1)^s; buffered so drawing millions stays cheap."""

    def __init__(self, items: list[str], rng: random.Random, s: float = 1.05):
        self.items = items
        self.rng = rng
        cum, total = [], 0.0
        for r in range(len(items)):
            total += 1.0 / (r + 1) ** s
            cum.append(total)
        self.cum = cum
        self.buf: list[str] = []

    def __call__(self) -> str:
        if not self.buf:
            self.buf = self.rng.choices(self.items, cum_weights=self.cum, k=4096)
        return self.buf.pop()


@dataclass
class Lexicon:
    rng: random.Random
    ko_nouns: Zipf = field(init=False)
    en_nouns: Zipf = field(init=False)

    def __post_init__(self):
        rng = self.rng
        # A long tail of invented names (products, committees, places, part names): most of a real
        # corpus's distinct terms are rare ones.
        ko_tail = sorted({"".join(rng.choices(_KO_SYLLABLES, k=rng.choice((2, 3, 3, 4)))) for _ in range(6000)})
        en_tail = sorted({"".join(rng.choices(_EN_SYLLABLES, k=rng.choice((2, 3, 3)))) for _ in range(6000)})
        rng.shuffle(ko_tail)
        rng.shuffle(en_tail)
        common_ko = KO_COMMON[:]
        common_en = EN_COMMON[:]
        rng.shuffle(common_ko)
        rng.shuffle(common_en)
        self.ko_nouns = Zipf(common_ko + ko_tail, rng)
        self.en_nouns = Zipf(common_en + en_tail, rng)


class KoreanSentences:
    """Regulation-style Korean sentences built from the lexicon."""

    def __init__(self, lex: Lexicon, rng: random.Random, regulations: list[str]):
        self.lex, self.rng, self.regs = lex, rng, regulations
        self.used: list[str] = []  # nouns drawn (for questions)

    def n(self) -> str:
        word = self.lex.ko_nouns()
        self.used.append(word)
        return word

    def sentence(self, article_no: int) -> str:
        r, n = self.rng, self.n
        pick = r.randrange(12)
        if pick == 0:
            return f"{josa(n(), '은')} {n()}의 {n()}에 따라 {josa(n(), '을')} {r.choice(KO_PREDICATES)}."
        if pick == 1:
            return f"{n()} 및 {n()}에 관한 세부 사항은 {josa(n(), '이')} 따로 정한다."
        if pick == 2:
            return f"{josa(n(), '은')} {r.choice((7, 10, 14, 30, 60, 90))}일 이내에 {josa(n(), '을')} {n()}에게 {r.choice(KO_PREDICATES)}."
        if pick == 3:
            return f"제{r.randint(1, 4)}항에도 불구하고 {josa(n(), '은')} {josa(n(), '을')} {r.choice(KO_PREDICATES)}."
        if pick == 4:
            return f"다만, {josa(n(), '이')} {josa(n(), '을')} {r.choice(KO_ADNOMINAL)} 경우에는 그러하지 아니하다."
        if pick == 5:
            return (f"「{r.choice(self.regs)}」 제{r.randint(1, max(2, article_no))}조에 따른 {josa(n(), '은')} "
                    f"{n()}의 {josa(n(), '을')} 거쳐 {r.choice(KO_PREDICATES)}.")
        if pick == 6:
            return f"{josa(n(), '은')} 매 학년도 {r.randint(1, 12)}월 {r.randint(1, 28)}일까지 {josa(n(), '을')} {r.choice(KO_PREDICATES)}."
        if pick == 7:
            return f"{n()}의 {josa(n(), '은')} {n()}의 {r.choice(('2분의 1', '3분의 1', '4분의 1', '100분의 10', '100분의 30'))} 이내로 한다."
        if pick == 8:
            return f"{r.choice(KO_ADNOMINAL)} {josa(n(), '은')} {josa(n(), '로')} {josa(n(), '을')} {r.choice(KO_PREDICATES)}."
        if pick == 9:
            return f"{josa(n(), '과')} {n()}에 대하여는 {josa(n(), '이')} {n()} 후 {r.choice(KO_PREDICATES)}."
        if pick == 10:
            return f"{josa(n(), '은')} 제{r.randint(1, max(2, article_no))}조제{r.randint(1, 3)}항의 {josa(n(), '을')} 준용한다."
        return f"{n()}에 관하여 이 규정에서 정하지 아니한 사항은 {n()}의 {josa(n(), '로')} 정한다."

    def item(self) -> str:
        r, n = self.rng, self.n
        if r.random() < 0.4:
            return f"\"{n()}\"이란 {josa(n(), '과')} {josa(n(), '을')} 말한다."
        return f"{n()} {n()}: {n()}의 {r.choice(('전액', '2분의 1', '3분의 1', '6분의 1'))}" if r.random() < 0.5 else \
            f"{josa(n(), '을')} {r.choice(KO_ADNOMINAL)} 경우"


CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"


def korean_regulation(rng: random.Random, lex: Lexicon, n_articles: int, index: int) -> tuple[str, str]:
    """(file stem, markdown) of one Korean regulation with ``n_articles`` articles."""
    org = rng.choice(KO_ORGS)
    name = f"{rng.choice(KO_TOPICS)}에 관한 {rng.choice(KO_REG_SUFFIX)}" if rng.random() < 0.5 else \
        f"{rng.choice(KO_TOPICS)} {rng.choice(KO_REG_SUFFIX)}"
    others = ["학칙", "정관", "교원인사규정", "등록금에 관한 규정", "장학금 지급 규정", "연구윤리 지침"]
    gen = KoreanSentences(lex, rng, others)
    lines = [f"# {name}", "", f"{org} 제정 {rng.randint(1995, 2015)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}. / "
             f"개정 {rng.randint(2016, 2024)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}.", ""]
    chapter = 0
    article = 0
    while article < n_articles:
        if article == 0 or rng.random() < 0.12:
            chapter += 1
            lines += [f"## 제{chapter}장 {gen.n()} {rng.choice(('총칙', '운영', '절차', '관리', '보칙', '지급', '심사'))}", ""]
        article += 1
        title = rng.choice(KO_TITLES) if rng.random() < 0.6 else f"{gen.n()}의 {gen.n()}"
        label = f"제{article}조" + (f"의{rng.randint(2, 3)}" if rng.random() < 0.05 else "")
        shape = rng.random()
        if shape < 0.25:  # one-paragraph article
            body = " ".join(gen.sentence(article) for _ in range(rng.randint(1, 3)))
            lines.append(f"{label}({title}) {body}")
        else:
            n_par = rng.choices((2, 3, 4, 5, 6), weights=(30, 30, 20, 12, 8))[0]
            for p in range(n_par):
                text = " ".join(gen.sentence(article) for _ in range(rng.choice((1, 1, 2, 2, 3))))
                lines.append(f"{label}({title}) {CIRCLED[p]} {text}" if p == 0 else f"{CIRCLED[p]} {text}")
                if rng.random() < 0.2:
                    lines += [f"{k}. {gen.item()}" for k in range(1, rng.randint(3, 6))]
        lines.append("")
    lines += ["## 부칙", "", f"제1조(시행일) 이 규정은 {rng.randint(2016, 2025)}년 3월 1일부터 시행한다.", ""]
    return f"{index:02d}_{name.replace(' ', '_')}", paginate(lines, rng)


class EnglishSentences:
    """Maintenance-manual English sentences; ``used`` collects the nouns drawn (for questions)."""

    def __init__(self, lex: Lexicon, rng: random.Random, brand: str, family: int):
        self.lex, self.rng, self.brand, self.family = lex, rng, brand, family
        self.used: list[str] = []

    def n(self) -> str:
        word = self.lex.en_nouns()
        self.used.append(word)
        return word

    def adj(self) -> str:
        return self.rng.choice(EN_ADJ)

    def verb(self) -> str:
        return self.rng.choice(EN_VERBS)

    def code(self) -> str:
        rng, k = self.rng, self.rng.random()
        if k < 0.6:
            return f"C{rng.randint(self.family, self.family + 15)}{rng.choice('ABP')}{rng.randint(1, 40)}"
        if k < 0.85:
            return f"E{rng.randint(100, 999)}"
        return f"ERR-{rng.randint(1, 99)}"

    def sentence(self) -> str:
        rng, n, adj, verb, code = self.rng, self.n, self.adj, self.verb, self.code
        pick = rng.randrange(10)
        if pick == 0:
            return f"{verb().capitalize()} the {n()} and the {n()} before you {verb()} the {n()}."
        if pick == 1:
            return f"If the {n()} is {adj()} during {n()} {n()}, the controller reports error {code()}."
        if pick == 2:
            return (f"Replace the {n()} {n()} every {rng.choice((500, 1000, 2500, 5000, 20000))} operating hours "
                    f"or when it is {adj()}.")
        if pick == 3:
            return f"Do not {verb()} the {n()} while the {n()} {n()} is powered."
        if pick == 4:
            return f"The {n()} is connected to the {n()} by a {rng.randint(1, 10)} m {n()} cable."
        if pick == 5:
            return f"Torque the {n()} bolts to {rng.choice((4, 9, 12, 25, 40))} N·m and {verb()} the {n()}."
        if pick == 6:
            a = adj()
            return (f"{'An' if a[0] in 'aeiou' else 'A'} {a} {n()} usually means that the {n()} {n()} must be "
                    f"{rng.choice(EN_PARTICIPLES)}.")
        if pick == 7:
            return f"Record the {n()} and the {n()} in the maintenance log on the {n()}."
        if pick == 8:
            return f"Fault {code()} appears when the {n()} {n()} exceeds the {n()} limit; {verb()} the {n()} first."
        return f"Use only {self.brand} {n()} {n()} parts; other {n()} parts void the warranty."


def english_manual(rng: random.Random, lex: Lexicon, n_sections: int, index: int) -> tuple[str, str]:
    """(file stem, markdown) of one English maintenance manual with about ``n_sections`` subsections."""
    brand, kind = rng.choice(EN_BRANDS), rng.choice(EN_KINDS)
    model = f"{rng.choice('ABCDKMRX')}{rng.randint(2, 9)}{rng.choice(('', '0', '00', 'S'))}"
    gen = EnglishSentences(lex, rng, brand, rng.randint(0, 40))
    n, adj, verb, code, sentence = gen.n, gen.adj, gen.verb, gen.code, gen.sentence

    lines = [f"# {brand} {kind} {model} — Maintenance and Troubleshooting Manual", "",
             f"Document MT-{model}-EN, revision {rng.randint(1, 9)} ({rng.randint(2015, 2024)}-{rng.randint(1, 12):02d}).", ""]
    sub = 0
    sec = 0
    while sub < n_sections:
        sec += 1
        title = rng.choice(EN_SECTIONS)
        lines += [f"## {sec}. {title}", ""]
        for s in range(1, rng.randint(2, 6)):
            sub += 1
            lines += [f"### {sec}.{s} {n().capitalize()} {n()}", ""]
            if title == "Error codes" or rng.random() < 0.15:
                lines += ["| Code | Meaning | Action |", "| --- | --- | --- |"]
                lines += [f"| {code()} | {n().capitalize()} {n()} {adj()} | {verb().capitalize()} the {n()} {n()} |"
                          for _ in range(rng.randint(3, 9))]
                lines.append("")
            for _ in range(rng.randint(1, 4)):
                if rng.random() < 0.2:
                    lines += [f"- {sentence()}" for _ in range(rng.randint(2, 5))]
                else:
                    lines.append(" ".join(sentence() for _ in range(rng.randint(2, 5))))
                lines.append("")
    stem = f"{index:02d}_{brand}_{kind.replace(' ', '_')}_{model}_manual"
    return stem, paginate(lines, rng)


def paginate(lines: list[str], rng: random.Random) -> str:
    """Insert ``<!-- page N -->`` markers every ~2,000-3,500 characters (between lines)."""
    out = ["<!-- page 1 -->"]
    page, size, limit = 1, 0, rng.randint(2000, 3500)
    for line in lines:
        if size > limit and line:
            page += 1
            out.append(f"<!-- page {page} -->")
            size, limit = 0, rng.randint(2000, 3500)
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) + "\n"


def count_chunks(markdown: str, name: str) -> int:
    from django.conf import settings

    from retrieval.chunking import chunk_document
    from retrieval.parsing import parse_bytes

    doc = parse_bytes(markdown.encode("utf-8"), filename=name)
    return len(chunk_document(doc, size=settings.CITEWISE_CHUNK_SIZE, overlap=settings.CITEWISE_CHUNK_OVERLAP))


def write_corpus(folder: Path, *, target_chunks: int, files: int, seed: int) -> list[tuple[Path, int]]:
    """Write Markdown files (alternating Korean regulation / English manual) until ~target chunks."""
    rng = random.Random(seed)
    lex = Lexicon(random.Random(seed + 1))
    folder.mkdir(parents=True, exist_ok=True)
    per_file = target_chunks / files
    ratio = {"ko": 1.6, "en": 2.2}  # chunks per article / subsection; re-estimated from each file
    written: list[tuple[Path, int]] = []
    total = 0
    i = 0
    while total < target_chunks * 0.995:
        kind = "ko" if i % 2 == 0 else "en"
        want = min(per_file, target_chunks - total)
        units = max(3, round(want / ratio[kind]))
        stem, text = (korean_regulation if kind == "ko" else english_manual)(rng, lex, units, i)
        path = folder / f"{stem}.md"
        path.write_text(text, encoding="utf-8")
        n = count_chunks(text, path.name)
        ratio[kind] = n / units
        written.append((path, n))
        total += n
        i += 1
    return written


# =============================================================================================
# Benchmark
# =============================================================================================
def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--chunks", type=int, default=10_000, help="target corpus size in chunks")
    ap.add_argument("--files", type=int, default=12, help="number of Markdown files (about)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep", action="store_true", help="keep the temp dir (corpus, DB, Weaviate data)")
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="citewise-bench-ingest-"))
    setup_django(tmp)
    port_free_or_die()
    from retrieval.store import reset_store

    try:
        run(args, tmp)
    finally:
        reset_store()  # stops embedded Weaviate
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"kept {tmp}")


def run(args, tmp: Path) -> None:
    from django.conf import settings

    from retrieval import ingest
    from retrieval.chunking import chunk_document
    from retrieval.ingest import source_ingest
    from retrieval.models import Source
    from retrieval.parsing import parse_file
    from retrieval.sources import source_register_path
    from retrieval.store import ChunkStore, get_store
    from textkit import words as korean_words
    from textkit.morphology import _kiwi

    print(f"Citewise ingestion benchmark — shared 2-core machine ({os.cpu_count()} CPUs visible), "
          f"figures are wall-clock and include contention from other work.")
    print(f"code: {code_fingerprint()}")
    print(f"start: {loadavg()}")
    t = time.perf_counter()
    corpus = write_corpus(tmp / "corpus", target_chunks=args.chunks, files=args.files, seed=args.seed)
    gen_s = time.perf_counter() - t
    chars = sum(p.stat().st_size for p, _ in corpus)
    print(f"corpus: {len(corpus)} Markdown files, {sum(n for _, n in corpus):,} chunks (counted), "
          f"{chars / 1e6:.1f} MB UTF-8, generated in {gen_s:.1f} s (seed {args.seed})")
    for path, n in corpus:
        print(f"  {path.name[:60]:<60} {n:>6} chunks")

    # --- cold start, outside the steady-state figures --------------------------------------------
    t = time.perf_counter()
    store = get_store()
    weaviate_start = time.perf_counter() - t
    t = time.perf_counter()
    _kiwi().tokenize("모델을 미리 불러옵니다.")
    kiwi_load = time.perf_counter() - t
    wpid = weaviate_child_pid()
    print(f"cold start: embedded Weaviate {weaviate_start:.2f} s (pid {wpid}), Kiwi model load {kiwi_load:.2f} s")

    # --- pass 1: the app path ----------------------------------------------------------------------
    w_cpu0 = proc_cpu_seconds(wpid) if wpid else float("nan")
    p_cpu0 = time.process_time()
    t0 = time.perf_counter()
    sources = []
    for path, _ in corpus:
        source, _changed = source_register_path(path=path)
        source = source_ingest(source_id=source.pk)
        sources.append(source)
    e2e = time.perf_counter() - t0
    p_cpu = time.process_time() - p_cpu0
    w_cpu = (proc_cpu_seconds(wpid) - w_cpu0) if wpid else float("nan")
    rss_after_pass1 = peak_rss_mb()
    words_pass1 = korean_words.analysed()
    load1 = loadavg()
    bad = [s for s in sources if s.status != Source.Status.READY]
    chunks = sum(s.chunk_count for s in sources)
    stored = store.count()
    print()
    print("PASS 1 — source_register_path + source_ingest (the app's inline ingestion), BM25 only")
    print(f"  chunks            {chunks:,} (Weaviate count {stored:,}; {len(bad)} sources not ready)")
    print(f"  seconds           {e2e:.1f}")
    print(f"  chunks/s          {chunks / e2e:.0f}   (goal >= 500)  "
          f"[{chunks / (e2e + weaviate_start + kiwi_load):.0f} including cold start]")
    print(f"  CPU               python {p_cpu:.1f} s, weaviate {w_cpu:.1f} s (of {e2e:.1f} s wall, 2 cores)")
    print(f"  peak RSS (python) {rss_after_pass1:.0f} MB    [{load1}]")
    if bad:
        for s in bad[:5]:
            print(f"    {s.name}: {s.status} {s.error[:200]}")

    # --- pass 2: phase breakdown --------------------------------------------------------------------
    store_b = ChunkStore(store._pool, settings.WEAVIATE_COLLECTION + "B", embedded=True)
    store_b.ensure_collection()
    wall = {"parse": 0.0, "chunk": 0.0, "tok": 0.0, "write": 0.0}
    cpu = dict.fromkeys(wall, 0.0)
    w_cpu0 = proc_cpu_seconds(wpid) if wpid else float("nan")
    tok_by_lang: dict[str, list[float]] = {}
    all_records = []

    def timed(phase, fn, *a, **kw):
        t, c = time.perf_counter(), time.process_time()
        out = fn(*a, **kw)
        dt = time.perf_counter() - t
        wall[phase] += dt
        cpu[phase] += time.process_time() - c
        return out, dt

    korean_words.forget()  # tokenize cold again, as pass 1 did
    for source, (path, _) in zip(sources, corpus):
        doc, _ = timed("parse", parse_file, path)
        chunks_, _ = timed("chunk", chunk_document, doc, size=settings.CITEWISE_CHUNK_SIZE,
                           overlap=settings.CITEWISE_CHUNK_OVERLAP)
        for start in range(0, len(chunks_), ingest.BATCH_SIZE):
            batch = chunks_[start : start + ingest.BATCH_SIZE]
            records, dt = timed("tok", ingest._records, source, batch)  # = index_texts(headings, text)
            agg = tok_by_lang.setdefault(source.language, [0, 0, 0.0])
            agg[0] += len(batch)
            agg[1] += sum(len(c.text) for c in batch)
            agg[2] += dt
            report, _ = timed("write", store_b.upsert, records)
            if report.failed:
                print(f"  upsert failures: {report.failed[:3]}")
            all_records.extend(records)
    w_cpu2 = (proc_cpu_seconds(wpid) - w_cpu0) if wpid else float("nan")
    n2 = len(all_records)
    total2 = sum(wall.values())
    print()
    print("PASS 2 — phase breakdown (same files, phases timed separately, writes into a fresh collection)")
    print(f"  {'phase':<38}{'wall s':>8}{'share':>7}{'py CPU s':>10}{'chunks/s':>10}")
    for name, key in (("parse (parse_file)", "parse"), ("chunk (chunk_document)", "chunk"),
                      ("tokenize (_records -> index_texts)", "tok"),
                      ("Weaviate writes (upsert, 200/batch)", "write")):
        sec = wall[key]
        print(f"  {name:<38}{sec:>8.2f}{sec / total2:>7.0%}{cpu[key]:>10.2f}{n2 / sec:>10.0f}")
    print(f"  {'sum of phases':<38}{total2:>8.2f}{'':>7}{sum(cpu.values()):>10.2f}{n2 / total2:>10.0f}")
    print(f"  Weaviate server CPU during pass 2: {w_cpu2:.2f} s")
    print(f"  pass 1 minus sum of phases (Source saves, delete_source, …; noisy on a shared machine): "
          f"{e2e - total2:+.2f} s")
    for lang, (cnt, nchar, sec) in sorted(tok_by_lang.items()):
        print(f"  tokenize {lang:<5}: {cnt:>6} chunks, avg {nchar / cnt:.0f} chars, {sec / cnt * 1000:.2f} ms/chunk, "
              f"{sec / nchar * 1e6:.1f} µs/char")
    print(f"  Kiwi analysed {words_pass1:,} distinct words in pass 1 (the rest came from the word cache)")

    real_korean_text()
    print()
    print(f"end: {loadavg()}")
    print(f"peak RSS (python process, whole run): {peak_rss_mb():.0f} MB  (after pass 1: {rss_after_pass1:.0f} MB)")
    if wpid:
        mem = proc_mem_mb(wpid)
        print(f"Weaviate server RSS: {mem.get('VmRSS:', 0):.0f} MB now, peak {mem.get('VmHWM:', 0):.0f} MB")


def real_korean_text() -> None:
    """The generated corpus repeats its words more than real text does, which flatters the word cache.
    So: real Korean sentences (KorNLI premises and hypotheses, human-written), tokenized the app's way
    (index_texts in batches of 200, cold word cache) and the old way (Kiwi on whole texts)."""
    from collections import Counter

    from bench_engine import DEFAULT_DATA as KORNLI  # the KorNLI reader the engine benchmark uses
    from bench_engine import load

    from retrieval.tokens import index_texts
    from textkit import words as korean_words
    from textkit.morphology import analyze, morphemes

    if not KORNLI.exists():
        print(f"\nREAL KOREAN TEXT — skipped: {KORNLI} not found")
        return
    rows = load(KORNLI)
    texts = list(dict.fromkeys([premise for premise, _, _ in rows] + [hypothesis for _, hypothesis, _ in rows]))
    chars = sum(map(len, texts))
    korean_words.forget()
    t = time.perf_counter()
    for start in range(0, len(texts), 200):
        index_texts([(x,) for x in texts[start : start + 200]])
    app_s = time.perf_counter() - t
    distinct = korean_words.analysed()
    occurrences = sum(1 for x in texts for w in korean_words.words(x) if korean_words.needs_kiwi(w))
    analyze.cache_clear()  # morphemes() goes through the engine's analysis cache: measure it cold
    t = time.perf_counter()
    whole = [korean_words._reading_tokens(morphemes(x)) for x in texts]
    old_s = time.perf_counter() - t
    # How much of what whole-sentence analysis finds the word-by-word tokens keep, and what they add.
    kept = extra = total = 0
    for x, ref in zip(texts, whole):
        mine = Counter(korean_words.korean_tokens(x))
        ref_c = Counter(ref)
        kept += sum((ref_c & mine).values())
        extra += sum((mine - ref_c).values())
        total += sum(ref_c.values())
    print()
    print(f"REAL KOREAN TEXT — KorNLI (Kakao Brain, CC BY-SA 4.0): {len(texts):,} distinct sentences, {chars:,} chars")
    print(f"  Korean words: {occurrences:,}, distinct {distinct:,} -> {1 - distinct / occurrences:.0%} answered by the word cache")
    print(f"  app (index_texts, 200 per batch, cold cache): {app_s:.2f} s, {app_s / chars * 1e6:.1f} µs/char")
    print(f"  Kiwi on whole sentences (before):             {old_s:.2f} s, {old_s / chars * 1e6:.1f} µs/char "
          f"(x{old_s / app_s:.1f})")
    print(f"  content tokens of whole-sentence analysis also in the app's tokens: {kept / total:.1%}; "
          f"extra tokens (other readings of a word): {extra / total:.1%}")
    print(f"  -> a 203-char Korean chunk of such text: {app_s / chars * 203 * 1000:.2f} ms "
          f"(generated corpus: see 'tokenize ko' above); the hit rate grows with the corpus")


if __name__ == "__main__":
    main()
