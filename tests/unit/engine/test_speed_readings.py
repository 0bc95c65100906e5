"""Work saved on a claim's first reading gives the results of doing it all: the coverage read from what is computed
once per claim analysis, the evidence window chosen without scoring windows that cannot win."""
import pytest
from engine_samples import HAKCHIK, MANUAL, SCHOLAR, TUITION

from verification.engine.analysis import Analysis, analyse
from verification.engine.checks import lexical
from verification.engine.checks.assertion import asks_only
from verification.engine.checks.lexical import _best_window
from verification.engine.checks.overlap import (
    _claim,
    _formally,
    _from_event,
    _matched,
    _needed,
    _possible,
    _received,
    coverage,
)
from verification.engine.checks.reading import layout
from verification.engine.checks.windows import _row_window, _window, _windows_at
from verification.engine.lexicon import antonyms, shared_heads
from verification.engine.values import found_as_value

CLAIMS = [
    ("휴학은 통산 2년을 넘을 수 없습니다", HAKCHIK.text),
    ("휴학 신청은 학기가 시작되기 전에 해야 합니다", HAKCHIK.text),
    ("등록금은 학기 개시 14일 전까지 내야 하며 분할 납부는 4회까지 할 수 있다", TUITION.text),
    ("평점이 3.5 이상이면 등록금의 절반을 감면받는다", SCHOLAR.text),
    ("When C4A15 occurs, the controller stops the arm and shows a red light", MANUAL.text),
    ("Error codes C0 to C55 are listed in chapter 9 of the manual", MANUAL.text),
    ("Restart the controllers before checking cables", MANUAL.text),
    # Words only particular readings find (``overlap._SPECIAL``): possible, need, receive, after.
    ("제적 후 5년이 지나면 재입학 신청이 가능하고 등록금을 돌려받을 필요는 없다", HAKCHIK.text),
    ("A restart is possible after C4A15 and you need to receive approval", MANUAL.text),
]


def _coverage_as_written(claim: Analysis, window: Analysis, values: bool = False):
    """``coverage`` as it reads every word of the claim anew (the reference the cached reading must equal)."""
    total = sum(w for _, w in claim.weights)
    if total <= 0:
        return 0.0, ()
    valued = dict(claim.valued) if values and claim.valued and window.values else None
    flipped = claim.negations == 1 and window.negations == 0
    lost = [t for t, _ in claim.weights
            if not (t in window.tokens or shared_heads(t) & window.tokens or _matched(t, window) or _formally(t, window)
                    or _possible(t, claim, window) or _received(t, claim, window)
                    or _from_event(t, claim, window) or _needed(t, claim, window))
            and not (valued and found_as_value(t, valued, window.values))
            and not (flipped and t in claim.negated and (antonyms(t) & window.tokens) - claim.tokens)]
    got = sum(w for t, w in claim.weights if t not in frozenset(lost))
    return got / total, tuple(lost)


@pytest.mark.parametrize("claim,source", CLAIMS)
def test_coverage_equals_the_word_by_word_reading(claim, source):
    a = analyse(claim)
    for sentence in layout(source).sentences:
        w = analyse(sentence)
        for values in (False, True):
            assert coverage(a, w, values=values) == _coverage_as_written(a, w, values)
            assert coverage(w, a, values=values) == _coverage_as_written(w, a, values)


def test_a_claim_with_words_left_out_is_not_read_with_the_words_of_the_whole_claim():
    claim = "분할 납부는 최대 4회까지 가능하다"
    window = analyse("분할 납부는 4회 이내로 한다.")
    whole = analyse(claim)
    assert coverage(whole, window)[1]  # "최대" and "가능" are not in the window: computed (and kept) for ``whole``
    settled = _claim(claim, frozenset({"최대", "가능"}))
    assert "최대" not in settled.tokens
    assert coverage(settled, window) == _coverage_as_written(settled, window)
    assert coverage(settled, window)[0] > coverage(whole, window)[0]


def _best_window_scoring_all(claim_text: str, source_text: str, context: str = ""):
    """The evidence window chosen by scoring every window in full (no window skipped)."""
    claim = analyse(claim_text)
    lay = layout(source_text)
    best = None
    cb = lexical._bigrams(claim_text)
    if len(lay.sentences) > lexical.CANDIDATES:
        grams = lexical._context_grams(source_text)
        order = sorted(range(len(lay.sentences)), key=lambda i: -len(cb & grams[i]) / (1 + len(cb)))
        chosen = sorted(order[:lexical.CANDIDATES])
    else:
        chosen = list(range(len(lay.sentences)))
    for head, lead, idx in _windows_at(lay, chosen):
        if lead and all(lay.rows[j] for j in idx):
            keeps = tuple(lexical.row_keep(claim, lay.sentences[lead[0]], lay.sentences[j]) for j in idx)
            win = _row_window(source_text, head, lead, idx, context, keeps)[0]
        else:
            win = _window(source_text, head, lead, idx, context)
        cov = coverage(claim, win)[0]
        score = cov - lexical.PAIR_PENALTY * (bool(head) + len(lead) + len(idx) - 1) \
            + lexical.TIE_PRECISION * coverage(win, claim)[0]
        if asks_only(" ".join(lay.sentences[j] for j in idx)):
            score -= lexical.ASKS_ONLY_PENALTY
        if best is None or score > best[0] + 1e-9:
            best = (score, " ".join(lay.sentences[j] for j in head + lead + idx))
    return best[1]


@pytest.mark.parametrize("claim,source", CLAIMS + [
    ("Q. Can I cancel? Orders can be cancelled within 14 days", "## Cancelling\nQ. Can I cancel?\nA. Yes. Orders "
     "can be cancelled within 14 days.\nQ. Can I return a gift card?\nA. No. Gift cards cannot be returned."),
])
def test_the_window_chosen_is_the_one_scoring_every_window_picks(claim, source):
    assert _best_window(analyse(claim), claim, source, "")[3] == _best_window_scoring_all(claim, source)


# A pattern made around a literal (a unit, a number) is compiled only for a text that may hold the literal.
def test_may_hold_never_says_no_where_the_pattern_matches():
    import random
    import re

    from textkit.normalize import may_hold

    rng = random.Random(8)
    alphabet = list("abkisKIS 1.가나미만\u0131\u0130\u212a\u017fé")
    for _ in range(4000):
        literal = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        if re.search(re.escape(literal), text, re.IGNORECASE):
            assert may_hold(text, literal), (literal, text)
    assert not may_hold("under 12", "미만") and not may_hold("10 days", "users")


def _whole_step_as_written(claim_text, value, source_text):
    import re

    from verification.engine import value_relations as vr
    if not claim_text or not float(value).is_integer():
        return False
    n = re.escape(f"{value:g}")
    if re.search(vr._EXCLUSIVE_BELOW.format(n=n), claim_text, re.IGNORECASE):
        return bool(re.search(vr._INCLUSIVE_BELOW.format(n=re.escape(f"{value - 1:g}")), source_text, re.IGNORECASE))
    if re.search(vr._EXCLUSIVE_ABOVE.format(n=n), claim_text, re.IGNORECASE):
        return bool(re.search(vr._INCLUSIVE_ABOVE.format(n=re.escape(f"{value + 1:g}")), source_text, re.IGNORECASE))
    return False


@pytest.mark.parametrize("claim,value,source,expected", [
    ("Children under 12 travel free", 12, "Children aged 11 and under travel free", True),
    ("Children UNDER 12 travel free", 12, "Children aged 11 or younger travel free", True),
    ("12세 미만 어린이는 무료입니다", 12, "11세 이하 어린이는 무료이다", True),
    ("3회 초과 신청할 수 없다", 3, "4회 이상은 신청할 수 없다", True),
    ("Groups of more than 3 pay less", 3, "Groups of 4 or more pay less", True),
    ("Children under 12 travel free", 12, "Children aged 10 and under travel free", False),
    ("Children aged 12 travel free", 12, "Children aged 11 and under travel free", False),
    ("12세 미만 어린이는 무료입니다", 12, "12세 이하 어린이는 무료이다", False),
])
def test_a_limit_one_step_inside_is_read_as_the_pattern_reads_it(claim, value, source, expected):
    from verification.engine.value_relations import whole_step
    assert whole_step(claim, value, source) is expected
    assert _whole_step_as_written(claim, value, source) is expected


@pytest.mark.parametrize("unit,text", [
    ("user", "Up to 25 users can join; 3 USERS more on request"), ("user", "25 \u212aeys, 4 user"),
    ("kg", "payload of 6 kg and 2.5KG"), ("명", "정원은 30명이며 3 명까지"), ("명", "정원은 서른 명"),
    ("users", "no figure here"),
])
def test_the_figures_of_a_unit_are_found_as_the_pattern_finds_them(unit, text):
    import re

    from verification.engine.checks.counted import _NUMBER, _places_of
    from verification.engine.normalize import number_value
    pattern = _NUMBER + r"\s?" + re.escape(unit) + (r"(?:e?s)?(?![A-Za-z])" if unit.isascii() else "")
    flags = re.IGNORECASE if unit.isascii() else 0
    assert _places_of(unit, text) == [(number_value(m.group(1)), m.span()) for m in re.finditer(pattern, text, flags)]


def test_the_readings_cached_by_text_are_those_of_the_text_asked_about():
    from textkit.normalize import squash
    from verification.engine.analysis import stem
    from verification.engine.checks.assertion import speculative
    from verification.engine.checks.entities import numbers_in
    from verification.engine.parts import _segment

    assert squash("E-102 오류") == "e102오류" and squash("E-103 오류") == "e103오류"
    assert stem("restarts") == "restart" and stem("restarted") == "restart" and stem("closing") == "clos"
    assert (asks_only("Q. Can I cancel?"), asks_only("Q. Can I cancel? Yes, within 14 days.")) == (True, False)
    assert (speculative("It may perhaps be refunded."), speculative("It is refunded.")) == (True, False)
    assert numbers_in("Up to 1,000 users.") == {1000.0} and numbers_in("Up to 2,000 users.") == {2000.0}
    sentence, other = "휴학은 2년을 넘을 수 없다", "휴학은 3년을 넘을 수 없다"
    assert _segment(sentence, 0, len(sentence), "ko") != _segment(other, 0, len(other), "ko")


@pytest.mark.parametrize("sentence", [
    "휴학은 통산 2년을 넘을 수 없으며, 군 입대로 인한 휴학은 이에 포함하지 않는다",
    "학기 개시일부터 30일까지 반환 사유가 생기면 수업료의 6분의 5를 돌려받고, 입학금은 반환되지 않습니다",
    "When C4A15 occurs, the controller stops the arm, and the Control Box does not show a green light",
    "Basic reimburses 70% of eligible costs up to USD 5,000 a year, unless you cancel within 14 days",
])
def test_the_words_of_a_part_are_those_of_its_full_reading(sentence):
    from verification.engine.analysis import analyse_part, part_weights
    cuts = sorted({0, len(sentence)} | {i for i, ch in enumerate(sentence) if ch in " ,"})
    for i, a in enumerate(cuts):
        for b in cuts[i + 1:]:
            assert part_weights(sentence, a, b) == analyse_part(sentence, a, b).weights, sentence[a:b]


def test_a_prepared_source_is_not_read_again_when_its_claims_are_verified():
    from verification.engine import prepare_sources, verify_answer
    from verification.engine.caches import clear_caches
    from verification.engine.checks.assertion import speculative
    from verification.engine.checks.code_labels import legend_pairs
    from verification.engine.checks.entities import numbers_in
    from verification.engine.checks.flips import _participles
    from verification.engine.checks.qualifiers import _reports
    from verification.engine.checks.reading import read_with_context
    from verification.engine.checks.restrictions import _restrictions
    from verification.engine.columns import _comparisons
    from verification.engine.models import Source
    from verification.engine.references import _windows

    table = Source(title="등록금 반환 기준", text=(
        "| 반환 사유 발생일 | 입학금 | 수업료 |\n| --- | --- | --- |\n"
        "| 학기 개시일부터 30일까지 | 반환하지 않음 | 6분의 5 반환 |\n"
        "| 학기 개시일부터 60일까지 | 반환하지 않음 | 3분의 2 반환 |\n등록금 반환은 신청일부터 14일 이내에 한다."))
    source_only = (_windows, _comparisons, numbers_in, asks_only, speculative, read_with_context, _participles, legend_pairs,
                   _reports, _restrictions)
    clear_caches()
    prepare_sources([table, HAKCHIK])
    before = [f.cache_info().misses for f in source_only]
    verify_answer("학기 개시일부터 30일까지 수업료는 6분의 5를 반환합니다[†1]. 등록금은 14일 이내에 반환됩니다[†1]. "
                  "휴학은 통산하여 2년을 초과할 수 없습니다[†2].", [table, HAKCHIK])
    assert [f.cache_info().misses for f in source_only] == before


def test_a_text_is_read_for_its_entities_once_however_the_call_is_written():
    from verification.engine.normalize import _extract, extract

    text = "보험금은 서류 접수 후 3영업일 안에 지급됩니다."
    before = _extract.cache_info().misses
    plain, no_names, named = extract(text), extract(text, ()), extract(text, ("홍길동",))
    assert _extract.cache_info().misses - before <= 1  # one reading (none when another test read it first)
    assert plain is no_names and named.quantities == plain.quantities and named.names == plain.names | {"홍길동"}
    assert extract("3영업일 안에 지급").quantities != extract("5영업일 안에 지급").quantities


def test_a_text_without_english_words_is_not_read_for_them_and_one_with_them_is():
    from verification.engine.english_reading import read_english

    weights, negated, positive = {}, set(), set()
    assert read_english("휴학은 2년을 넘을 수 없다.", weights, negated, positive) == 0
    assert (weights, negated, positive) == ({}, set(), set())
    assert read_english("C4A15는 do not restart 상태이다.", weights, negated, positive) == 1
    assert "restart" in negated and "restart" in weights


def test_the_figures_of_a_unit_are_those_its_own_pattern_finds_in_any_text():
    import random
    import re

    from verification.engine.checks.counted import _NUMBER, _places_of
    from verification.engine.normalize import number_value

    rng = random.Random(12)
    pieces = ["1", "25", "1,000", "3.5", ".", ",", " ", "  ", "\t", "user", "USERS", "users", "uses", "es", "s", "x",
              "-", "명", "명의", "개", "\u212a", "\u017f", "é", "١٢"]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        for unit in ("user", "us", "kg", "명", "명의"):
            pattern = _NUMBER + r"\s?" + re.escape(unit) + (r"(?:e?s)?(?![A-Za-z])" if unit.isascii() else "")
            flags = re.IGNORECASE if unit.isascii() else 0
            expected = [(number_value(m.group(1)), m.span()) for m in re.finditer(pattern, text, flags)]
            assert _places_of(unit, text) == expected, (unit, text)


def test_an_event_counted_from_is_found_as_its_pattern_finds_it():
    import random
    import re

    from textkit.normalize import followed_by
    from verification.engine.checks.overlap import _THEN_FROM

    rng = random.Random(4)
    pieces = ["개시", "개시일", "일", "부터", "부", "터", "학기", "a", " ", "제적", "제적일로"]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 7)))
        for event in ("개시", "제적", "일", ""):
            expected = bool(re.search(re.escape(event) + _THEN_FROM.pattern, text))
            assert followed_by(text, event, _THEN_FROM) is expected, (event, text)


def test_a_text_is_read_for_its_entities_as_every_pattern_reads_it(monkeypatch):
    """The entity reading skips the patterns whose digit, Hangul or Latin letter a text lacks: it finds what
    scanning the text with every pattern finds."""
    import random

    from verification.engine import normalize

    def read(text):
        e = normalize._extract.__wrapped__(text)
        return e, [(q.at, q.ambiguous, q.surface) for q in e.quantities]

    rng = random.Random(5)
    pieces = ["3", "12", "1,000", "2.5", " ", "일", "당일", "전날", "다음 날", "the", "same", "day", "full", "refund",
              "in full", "전액", "전부", "를", "지급", "half", "of", "절반", "five", "business", "days", "March", "31",
              "2025", "-", ".", "분의", "주", "회", "원", "만", "천", "명", "세", "이상", "or more", "Joint", "Article", "제",
              "조", "호", "\u017f", "\u212a", "\u0131", "١٢", "Room", "USD", "$", "%", "~", "(금)", ":", "a fortnight",
              "열흘", "두", "달", "Control Box", "C4A15", "오후 2시", "14:00", "조", "호", "호실", "번 출구", "전일",
              "익일", "이튿날", "THE DAY BEFORE", "next", "following", "entire", "amount", "5. 16.", "전전날", "당일"]
    texts = ["".join(rng.choice(pieces) + rng.choice(["", " "]) for _ in range(rng.randint(1, 10)))
             for _ in range(1500)]
    gated = [read(t) for t in texts]
    monkeypatch.setattr(normalize, "_scan", lambda pattern, text, *needs: pattern.finditer(text))
    assert [read(t) for t in texts] == gated
    assert sum(1 for e, _ in gated if e.quantities) > 500  # (the texts hold values to find)


def test_a_claim_is_compared_with_a_source_for_its_values_once_however_the_call_is_written():
    from verification.engine.checks.entities import _check_entities, check_entities

    source = "휴학은 통산하여 2년을 초과할 수 없다. 등록금은 14일 이내에 반환한다."
    before = _check_entities.cache_info().misses
    cited = check_entities("휴학은 통산 3년까지 할 수 있다", source, claim_names=(), source_articles=())
    again = check_entities("휴학은 통산 3년까지 할 수 있다", source)  # as re-attribution asks it
    assert again is cited and _check_entities.cache_info().misses - before <= 1
    assert cited.conflicts and not check_entities("휴학은 통산 2년까지 할 수 있다", source).conflicts


def test_a_modal_or_a_particle_read_once_per_text_is_still_compared_with_each_claim():
    from verification.engine.checks.flips import flipped

    source = "허가 없이 시설을 이용할 수 없다."
    assert flipped("허가 없이 시설을 이용할 수 있다", source)
    assert not flipped("허가 없이 시설을 이용할 수 없다", source)
    assert flipped("Switch the unit on before cleaning it", "Switch the unit off before cleaning it.")
    assert not flipped("Switch the unit off before cleaning it", "Switch the unit off before cleaning it.")
    assert flipped("You can cancel the order online", "You cannot cancel the order online.")


@pytest.mark.parametrize("claim,source", CLAIMS + [("", HAKCHIK.text), ("및 또는", HAKCHIK.text), ("휴학", "")])
def test_a_reference_quotes_the_window_the_support_reads(claim, source):
    from verification.engine.checks.lexical import best_evidence, best_support

    assert best_evidence(claim, source) == best_support(claim, source).evidence


def test_english_words_are_read_as_every_pattern_reads_them(monkeypatch):
    """``read_english`` runs a pattern only on a text that holds its words: it reads what running them all reads."""
    import random
    import re

    from verification.engine import english_reading

    def read(text):
        weights, negated, positive, conditions = {}, set(), set(), (set(), set(), set())
        count = english_reading.read_english(text, weights, negated, positive, [], conditions)
        return count, list(weights.items()), negated, positive, conditions

    class _Folds:  # every text "may hold a letter that folds": every gate open
        @staticmethod
        def isdisjoint(_text):
            return False

    rng = random.Random(3)
    pieces = ["no", "not", "No", "NOT", "without", "any", "age", "limit", "limits", "cap", "maximum", "more", "than",
              "15", "9", "years", "old", "OLD", "must", "pay", "or", "else", "otherwise", "you", "lose", "unless",
              "if", "cancel", "refunds", "GB", "2", "hours", ",", ";", ".", "nine", "weeks", "-", "\u017f", "\u0131",
              "휴학", "cannot", "be", "paid", "neither", "nor"]
    texts = [" ".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) for _ in range(1500)]
    gated = [read(t) for t in texts]
    monkeypatch.setattr(english_reading, "ODD_FOLDS", _Folds())
    monkeypatch.setattr(english_reading, "_DIGIT", re.compile(""))
    assert [read(t) for t in texts] == gated
    assert sum(1 for r in gated if r[0]) > 300  # (negations read)


def test_an_exception_of_the_evidence_is_read_as_its_patterns_read_it():
    """``_set_apart`` runs a pattern only on evidence holding its words: it finds what running both finds."""
    import random

    from verification.engine.checks import restrictions

    def as_written(claim, evidence):  # both patterns run on every evidence
        if restrictions._OWN_EXCEPTION.search(claim):
            return "", ""
        squashed = claim.replace(" ", "").lower()
        for m in restrictions._KO_EXCEPT.finditer(evidence):
            head = restrictions.particles.bare(m.group(1))
            if len(head) >= 2 and head.lower() in squashed:
                return head, m.group().strip()
        for m in restrictions._EN_EXCEPT.finditer(evidence):
            rule = (evidence[:m.start()] + " " + evidence[m.end():]).lower()
            words = [w for w in restrictions.content_words(m.group(1)) if w.lower()[:5] not in rule]
            if words and any(restrictions.said_in(w, claim) for w in words):
                return m.group(1).strip(), m.group().strip()
        return "", ""

    rng = random.Random(9)
    pieces = ["등록비를", "제외한", "비용은", "환불한다", "입학금", "외의", "수수료는", "Except", "EXCLUDING", "other than",
              "apart from", "save for", "the", "registration fee", "fees", "are", "refunded", "pets", "dogs", "\u017fave",
              "with the exception of", "kitchen", "allowed"]
    claims = ["등록비는 환불된다", "입학금 외의 비용은 환불된다", "The registration fee is refunded", "Dogs are allowed"]
    found = 0
    for _ in range(1500):
        evidence = " ".join(rng.choice(pieces) for _ in range(rng.randint(1, 9)))
        for claim in claims:
            got = restrictions._set_apart(claim, evidence)
            assert got == as_written(claim, evidence), (claim, evidence)
            found += bool(got[0])
    assert found > 100


def test_hedges_are_found_as_the_pattern_finds_them():
    """``find_hedges`` scans only an answer holding one of the hedges' words: it finds what the pattern finds."""
    import random

    from verification.engine import hedges

    def as_written(text):
        found: list[str] = []
        for m in hedges._PATTERN.finditer(text):
            phrase = m.group().strip()
            if phrase and phrase.lower() not in (f.lower() for f in found):
                found.append(phrase)
        return tuple(found)

    rng = random.Random(2)
    words = ["아마", "아마도", "제", "생각에는", "추측컨대", "어쩌면", "혹시", "수도", "있습니다", "것", "것으로", "같습니다",
             "같아요", "듯합니다", "지도", "모릅니다", "추정됩니다", "예상된다", "가능성이", "높다", "일반적으로", "보통은",
             "대체로", "대개", "대부분의", "경우", "아무래도", "통상적으로", "흔히", "휴학은", "할", "갈", "probably", "I",
             "think", "believe", "guess", "might", "perhaps", "maybe", "likely", "possibly", "it", "seems", "to",
             "appears", "could", "be", "may", "have", "usually", "generally", "in", "general", "as", "far", "know",
             "roughly", "normally", "often", "The", "fee", "is", "refunded", "\u017feems", "\u0131", "."]
    found = 0
    for _ in range(1500):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 6)))
        assert hedges.find_hedges(text) == as_written(text), text
        found += bool(as_written(text))
    assert found > 500
    assert hedges.find_hedges("휴학은 2년까지 할 수 있습니다.") == ()
    assert hedges.find_hedges("It is probably refunded.") == ("probably",)


def test_a_qualifier_of_the_evidence_read_once_is_still_weighed_against_each_claim():
    from verification.engine.checks.qualifiers import unqualified

    ordered = "학교는 학생들에게 보고서를 제출하라고 요청했다."
    assert unqualified("학생들은 보고서를 제출했다", ordered)
    assert not unqualified("학교는 보고서 제출을 요청했다", ordered)
    compared = "A형은 B형보다 크다."
    assert unqualified("A형은 C형보다 크다", compared) == ""  # (the claim's standard is not in the evidence)
    assert unqualified("B형은 A형보다 크다", compared)


def test_times_of_day_are_read_as_every_pattern_reads_them(monkeypatch):
    """``clock_times`` runs a pattern only on a text holding what it needs: it reads what running them all reads."""
    import random

    from verification.engine import clock

    rng = random.Random(6)
    pieces = ["오후", "오전", "밤", "낮", "2", "12", "14", "09", "30", "시", "분", "반", "시간", "정오", "자정", "이", ":", ":00",
              "a.m.", "PM", "p.m", "o'clock", "O'CLOCK", "noon", "Midnight", "midday", "to", " ", "\u212a", "\u0131", "-"]
    texts = ["".join(rng.choice(pieces) + rng.choice(["", " "]) for _ in range(rng.randint(0, 8))) for _ in range(3000)]
    gated = [clock.clock_times(t) for t in texts]
    monkeypatch.setattr(clock, "_scans", lambda text: (True, True, True, True, True))
    assert [clock.clock_times(t) for t in texts] == gated
    assert sum(1 for g in gated if g) > 1000


def test_a_text_is_masked_only_where_a_value_was_read():
    from verification.engine.normalize import _mask

    assert _mask("3월 1일부터", []) == "3월 1일부터"
    assert _mask("3월 1일부터", [(0, 2), (3, 5)]) == "     부터"


def test_a_restriction_of_the_evidence_read_once_is_still_weighed_against_each_claim():
    from verification.engine.checks.restrictions import dropped_restriction

    evidence = "재심사는 불합격 판정을 받은 학생에 한하여 1회 신청할 수 있다."
    assert dropped_restriction("재심사는 1회 신청할 수 있다", evidence)
    assert not dropped_restriction("불합격 판정을 받은 학생은 재심사를 1회 신청할 수 있다", evidence)
    only = "Only trained staff may open the control box."
    assert dropped_restriction("Visitors can use it", only)  # (one word of the restriction kept is enough)
    assert not dropped_restriction("Trained staff may open the control box", only)


def test_an_exception_is_read_once_per_claim_and_evidence():
    """``excepted`` and ``states_the_exception`` ask ``_set_apart`` of the same pair: the second asks it from the cache,
    and both still answer as before."""
    from verification.engine.checks import restrictions

    claim, evidence = "Fire is covered.", "We do not cover damage to the building, except loss by fire."
    restrictions._set_apart.cache_clear()
    assert restrictions.states_the_exception(claim, evidence)
    assert restrictions.excepted(claim, evidence) == ""
    info = restrictions._set_apart.cache_info()
    assert (info.misses, info.hits) == (1, 1)


def test_the_plain_sentence_around_a_match_ends_at_its_closing_marks():
    """``plain_sentence``: the sentence around a span of an evidence window, from the mark before it to the one after
    (the text's ends where there is none), as ``instead`` and ``qualifiers`` read the clause of a match."""
    from verification.engine.checks.reading import plain_sentence

    text = "Fees are kept. A free place instead of a refund is given! Ask us?\nNo."
    at = text.index("instead of a refund")
    start, end = plain_sentence(text, at, at + len("instead of a refund"))
    assert text[start:end] == " A free place instead of a refund is given"
    assert plain_sentence("no marks at all", 3, 5) == (0, len("no marks at all"))
