"""Word lists for reading what a question asks: frame words (how it asks), measure words (the kind of value it
asks for), life stages, and which measure words name a kind of value strict enough to hold a question to.

Shared by ``asked`` (Korean, and the term list) and ``asked_english``; general vocabulary, never a document's.
"""
from __future__ import annotations

from textkit.asking import asked_kind

# Nouns that say how a question asks, not what it is about; and the asker's own day ("내일 새벽 6시 출장인데",
# "today"), which no document names.
KO_FRAME = frozenset(
    """종류 방법 내용 정보 여부 경우 때 얼마 가능 불가능 이유 뜻 의미 차이 질문 설명 다음 전 후 안 밖 말 중 이상 이하 초과 미만
    최대 최소 기준 조건 절차 처리 관련 대상 해당 사항 규정 문서 자료 방식 어디 곳 무엇 뭐 누구 언제 때문 정도 지금 이번 요즘
    올해 작년 내년 사람 거 것 부모 부모님 아버지 어머니 아빠 엄마 자녀 아이 아들 딸 친구 동생 형 누나 언니 오빠 남편 아내 와이프
    할머니 할아버지 본인 저희 애기 아기 쪽 편 번 측 상황 문제 부분 전체 모두 혹시 제 저 나 우리 뭔가 알림 안내 필요 가능성 보통 일반
    물건 경우의수 총 최장 최단 기본 처음 마지막 하루 당일 한번 몇 얼마나 동안 까지 부터 예 네 아니 확인 며칠 몇일 제한 규칙 정책 요건
    과정 사유 효력 결과 범위 책임 의무 권리 상태 목록 항목 계획 변경 적용 일정 중간 이후 이전 직후 도중
    나중 이따 언젠가 다음번 향후 앞으로 시기 시점 요새 한동안 잠시 잠깐 오랫동안 당분간 평소 원래 정상
    오늘 내일 어제 모레 그제 그저께 내일모레 방금 아까 이따가 조만간
    학교 회사 직장""".split()
)
# Words that name the kind of value asked (see textkit.asking): present when such a value is stated.
KO_MEASURE = frozenset(
    """비용 요금 가격 금액 수수료 한도 한도액 기간 기한 나이 연령 속도 용량 무게 중량 온도 전압 전류 저항 길이 거리 높이 폭 점수
    평점 비율 횟수 인원 시간 날짜 일정 주기 마감 시각 수 개수 액수 금 비 료 률 율 전화번호 연락처""".split()
)
# English frame words; chat abbreviations of them are frame words too ("req" = requirement, "yrs" = years).
EN_FRAME = frozenset(
    """kind kinds type types way ways option options information info detail details thing things anything something
    possible allowed allow able minimum maximum max min total average usual normal standard current exact main
    general long much many often soon need needs needed want get got take make made use used let help know tell
    there here question answer say says said mean means happen happens ok okay yes still even already really
    actually right wrong best good bad new old big small first last next whats what's it's i'm
    start starts begin begins end ends finish open opens close closes apply join enrol enroll register sign bring
    keep come go stay last include includes require requires accept provide contain receive send see find give put
    set call ask work run happen lot lots nothing itself everything everyone anyone someone somebody anybody
    yourself myself ourselves themselves rule rules policy policies requirement requirements condition conditions
    procedure procedures process reason reasons result results scope problem problems issue issues situation case
    cases anymore look looks keep keeps saying one two three four five six seven eight nine ten second third
    dad mom mum mother father parent parents son daughter kid kids child children wife husband partner friend
    family brother sister grandmother grandfather grandparents baby myself now later then today tomorrow
    yesterday tonight whole entire
    stuff item items belongings
    minute minutes hour hours day days week weeks month months year years decade decades
    mins hr hrs wk wks yr yrs
    january february march april june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    spec specs specification specifications value values figure figures cap caps rating ratings
    req reqs
    monday tuesday wednesday thursday friday saturday sunday
    """.split()
)
EN_MEASURE = frozenset(
    """cost costs price prices fee fees charge charges amount rate rates period periods duration deadline date time
    times age speed capacity volume weight temperature voltage current resistance length distance height width
    score number count limit limits percentage percent torque pressure size dimension dimensions frequency interval
    payload""".split()
)
# Life stages: who is asking, which documents state as an age ("고등학생도 가입돼?" ← "만 15세 이상 …
# 만 19세 미만"): present when a passage names them or states an age. Spoken forms too (고딩 = 고등학생).
LIFE_STAGES = frozenset(
    """초등학생 중학생 고등학생 청소년 미성년 미성년자 성인 노인 어르신 어린이 유아 영아 아동 고령자 노년 노년층
    초딩 중딩 고딩
    teen teens teenager teenagers minor minors adult adults senior seniors toddler toddlers
    infant infants elderly pensioner pensioners""".split()
)
_AUX = frozenset("do does did can could will would should may might must is are was were".split())

# Kinds of value whose statement is unmistakable (a price, an age, a speed); dates, durations and counts
# are said in too many ways to hold a question to them.
_STRICT_KINDS = frozenset("amount age percent speed torque weight volume temperature electric length phone".split())


# Nouns that ask for a telephone number: present where a passage states one ("문의: 02-3290-5510"), whether or
# not it writes the word. (Not English "phone": it also names a thing, "phone extension", "phone bill".)
_PHONE_WORDS = frozenset("전화번호 연락처".split())


def _measure_kind(word: str) -> str:
    if word in LIFE_STAGES:
        return "age"
    if word in _PHONE_WORDS:
        return "phone"
    kind = asked_kind(word)
    if kind == "amount":
        return "money"  # a price or fee is money; a share ("50%") does not state one
    return kind if kind in _STRICT_KINDS else ""

