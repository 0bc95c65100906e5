"""Words that say nothing about what a text is about, in one place, each list with its purpose.

- ``ENGLISH_STOPWORDS``: English function words (articles, pronouns, auxiliaries, prepositions,
  conjunctions, question words). Negations are listed too: readers that care about polarity (the
  verification engine) look for them before dropping stop words.
- ``KOREAN_FUNCTION_WORDS``: lemmas that carry grammar, not content (하다, 있다, 것, 그리고, …).
- ``KOREAN_SEARCH_LIGHT_WORDS``: lemmas so common that they never help find a passage (the function words
  of search plus everyday verbs such as 주다/받다/보다 and question words); for BM25 and extractive answers.
- ``QUESTION_WORDS``: what makes a sentence a question rather than what it asks about, Korean and English.
- ``NOT_NAMES``: capitalised words that are not names ("Please", "However", "According").
- ``ENGLISH_ARTICLES``, ``ENGLISH_DETERMINERS``: the words that open an English noun phrase ("the", "your", "each"),
  which say that a noun follows and nothing of what it is.
- ``ENGLISH_PARTICLES``: the adverbial particles of English phrasal verbs ("send *back*", "turn the arm *off*", "go
  *ahead*"); ``ENGLISH_PARTICLE_PREPOSITIONS`` the ones that are as often a preposition of what follows ("*on* the
  form", "*through* the portal"), which a reader of a particle split from its verb leaves out.
- ``ENGLISH_LIGHT_VERBS``, ``KOREAN_LIGHT_VERBS``: verbs that carry little meaning of their own ("get a refund", "make
  a payment"; "승인하다", "지급되다"): the noun they go with says what is done.
"""
from __future__ import annotations

ENGLISH_STOPWORDS = frozenset(
    """a an the this that these those it its is are was were be been being am do does did done to of in on at by for
    from with as and or but if then than so such there here their they them he she his her him we our us you your i
    me my which who whom whose what when where why how all any each every some can could should would will shall may
    might must also into onto about over under up down out off only just very more most much many other others own
    same both per via s t has have had having please note after before during while within upon until since because
    though although whether either too again further once not no yes""".split()
)

KOREAN_FUNCTION_WORDS = frozenset(
    """하다 되다 있다 없다 이다 아니다 않다 것 수 등 및 때 그 이 저 또한 또 더 좀 매우 아주 정말 그리고 하지만 그러나 그래서
    따라서 즉 바로 다시 이미 모두 다 다만 단 특히 한편 물론 만약 만일 혹시 네 예""".split()
)

KOREAN_SEARCH_LIGHT_WORDS = frozenset(
    """하다 되다 있다 없다 이다 아니다 주다 받다 같다 보다 가다 오다 그렇다 어떻다 이렇다 수 것 때 시 등 중 및 경우 관련
    대하다 위하다 통하다 따르다 더 좀 잘 또 이 그 저 어떤 무엇 뭐 왜 어디""".split()
)

QUESTION_WORDS = frozenset(
    """무엇 무슨 어떻다 어떤 어떻게 언제 어디 누구 왜 얼마 몇 알려주다 알다 궁금하다 설명 방법 경우 관련 대하다 문의 질문 뭐 가능
    되다 하다 what which when where who whom why how much many tell explain about please know need want can could
    would should does do is are the question""".split()
)

NOT_NAMES = ENGLISH_STOPWORDS | frozenset(
    """please note however therefore thus according following first second third see unless without tell""".split()
)

ENGLISH_ARTICLES = frozenset({"a", "an", "the"})
ENGLISH_DETERMINERS = ENGLISH_ARTICLES | frozenset(
    "this that these those my your our their its his her each every any no some".split()
)

ENGLISH_LIGHT_VERBS = frozenset({"get", "take", "give", "make", "have", "do"})
KOREAN_LIGHT_VERBS = frozenset({"하다", "되다"})

ENGLISH_PARTICLES = frozenset(
    "back off on out up down in over away through around about along aside apart forward together ahead".split()
)
ENGLISH_PARTICLE_PREPOSITIONS = frozenset("on in over through around about along".split())
