"""Answerability: the question's subject must be in the passages before writing, and in the answer after.

Before writing (``check_context``): a scholarship, fee, part or year no passage mentions is "not found", naming
it, although the passages' other sentences could be cited faithfully. After writing (the pipeline's
``_addressed`` step): an answer whose statements mention none of what is asked is not "verified".
"""
from __future__ import annotations

import pytest

from answering.pipeline import _addressed
from verification import engine
from verification.engine import Source, check_context, verify_answer
from verification.engine.addressing import answer_addresses, asked_terms, missing_terms

TUITION = Source(
    text="제6조(등록금의 반환) ① 학기 개시일 전에 자퇴하면 등록금 전액을 반환한다.\n"
         "② 학기 개시일부터 30일까지는 수업료의 6분의 5를 반환한다.",
    title="등록금에 관한 규정", file="tuition.md", article="제6조")
LEAVE = Source(text="제25조(휴학) ① 일반휴학은 통산하여 2년을 초과할 수 없다.", title="학칙", file="hakchik.md",
               article="제25조")
PET = Source(
    text="Section 4. Waiting periods\nIllness claims have a 14-day waiting period. "
         "Accident claims have a 48-hour waiting period.",
    title="PawSure policy", file="pawsure.md")
ROBOT = Source(text="The CR6 arm has a payload of 6 kg and a reach of 900 mm.", title="CR6 manual", file="cr6.md")
RETURNS = Source(text="Our warranty covers manufacturing defects for 12 months from delivery.",
                 title="Returns policy", file="returns.md")


@pytest.mark.parametrize("question, sources, missing", [
    ("장학금 받으려면 평점 몇 점 넘어야 해?", [TUITION, LEAVE], ("장학금",)),
    ("기숙사 들어가려면 뭐 준비해야 돼?", [TUITION, LEAVE], ("기숙사",)),
    ("2019년 등록금 반환 기준은?", [TUITION], ("2019년",)),
    ("Does the policy pay for a scholarship?", [PET], ("scholarship",)),
    ("What is the waiting period for dental claims?", [PET], ("dental",)),
])
def test_a_subject_no_passage_mentions_is_not_found_and_named(question, sources, missing):
    check = check_context(question, sources)
    assert not check.sufficient
    assert check.missing == missing
    assert missing[0] in check.safe_answer


@pytest.mark.parametrize("question, sources", [
    # the document says 반환 / 학기 개시일; the question 돌려받다 / 시작: verbs and variants do not decide
    ("학기 시작 전에 자퇴하면 등록금 돌려받을 수 있어?", [TUITION, LEAVE]),
    ("휴학은 최대 몇 년까지 할 수 있나요?", [TUITION, LEAVE]),
    ("Is there a waiting period for illness claims?", [PET]),
    # "the waiting period": a gerund after a determiner is a noun; "does the arm lift": a verb
    ("If my dog gets sick after a trip, how long is the waiting period?", [PET]),
    ("How much does the CR6 arm lift?", [ROBOT]),
])
def test_a_subject_the_passages_mention_passes(question, sources):
    assert check_context(question, sources).sufficient


def test_a_situation_clause_is_not_the_subject():
    # "자퇴할 때" / "if I cancel" say when the question applies, not what it asks about.
    assert [t.text for t in asked_terms("군대 때문에 휴학하면 등록금은 어떻게 돼?")] == ["등록금"]
    assert "trip" not in [t.text for t in asked_terms("If I cancel the trip, is the deposit refunded?")]


def test_a_purpose_clause_is_the_subject():
    assert [t.text for t in asked_terms("장학금 받으려면 평점 몇 점 넘어야 해?")] == ["장학금"]


def test_the_subject_must_be_held_by_one_document():
    # A returns policy's warranty and a robot manual's arm do not answer "the warranty on the CR6 arm".
    absent = missing_terms("How long is the warranty on the CR6 arm?",
                           [f"{s.title}\n{s.text}" for s in (ROBOT, RETURNS)])
    assert absent and {t.text for t in absent} <= {"warranty", "arm", "CR6"}
    assert not missing_terms("How long is the warranty?", [f"{s.title}\n{s.text}" for s in (ROBOT, RETURNS)])


def test_a_price_question_needs_money_in_the_passages():
    # "수수료" / "fee" asks for money: a share or a duration is not a fee.
    assert not check_context("등록금 반환 수수료는 얼마야?", [TUITION]).sufficient
    assert not check_context("What is the fee for illness claims?", [PET]).sufficient
    priced = Source(text="Late payments incur a fee of $15.", title="Account terms", file="terms.md")
    assert check_context("What is the late payment fee?", [priced]).sufficient


def test_an_answer_about_something_else_leaves_out_what_is_asked():
    left_out, asked = answer_addresses("기숙사 식비는 얼마야?", ["일반휴학은 통산하여 2년을 초과할 수 없다."], "학칙 제25조(휴학)")
    assert [t.text for t in left_out] == ["기숙사", "식비"] and asked == 2
    left_out, asked = answer_addresses("How long is the waiting period for illness claims?",
                                       ["Illness claims have a 14-day waiting period."])
    assert left_out == [] and asked >= 1


def _verified(question: str, answer: str, sources: list[Source]) -> engine.VerificationResult:
    # Verified without the question: its context check would refuse before writing; here the question
    # comes through and the step after writing must catch it.
    result = verify_answer(answer, sources)
    assert result.status == engine.VERIFIED  # the citations themselves hold
    return result


def test_faithful_quotes_that_do_not_answer_are_not_verified():
    question = "What does the policy say about dental cleaning?"
    result = _verified(question, "Accident claims have a 48-hour waiting period[†1].", [PET])
    addressed = _addressed(question, result, [PET])
    assert addressed.status == engine.INSUFFICIENT
    assert addressed.references == ()
    assert "dental" in addressed.issues[0]
    assert "could not find" in addressed.corrected_answer and "dental" in addressed.corrected_answer


def test_faithful_quotes_that_do_not_answer_are_not_verified_in_korean():
    question = "기숙사 식비는 얼마야?"
    result = _verified(question, "일반휴학은 통산하여 2년을 초과할 수 없다[†1].", [LEAVE])
    addressed = _addressed(question, result, [LEAVE])
    assert addressed.status == engine.INSUFFICIENT
    assert "기숙사" in addressed.issues[0]
    assert "기숙사" in addressed.corrected_answer and "찾을 수 없습니다" in addressed.corrected_answer


def test_an_answer_that_addresses_the_question_stays_verified():
    question = "휴학은 최대 몇 년까지 할 수 있나요?"
    result = _verified(question, "일반휴학은 통산하여 2년을 초과할 수 없다[†1].", [LEAVE])
    assert _addressed(question, result, [LEAVE]).status == engine.VERIFIED
    question = "How long is the waiting period for illness claims?"
    result = _verified(question, "Illness claims have a 14-day waiting period[†1].", [PET])
    assert _addressed(question, result, [PET]) is result


def test_an_english_idiom_of_the_variant_table_is_one_term_looked_for_by_its_document_forms():
    # "get my money back" asks about a refund; "money" and "back" are not asked one by one.
    assert [t.text for t in asked_terms("Can I get my money back?")] == ["money back"]
    refunds = Source(text="Refunds are issued within 14 days of cancellation.", title="Billing FAQ", file="faq.md")
    assert check_context("Can I get my money back if I cancel after a month?", [refunds]).sufficient
    assert not check_context("Can I get my money back?", [ROBOT]).sufficient


def test_a_life_stage_is_answered_by_an_age_the_passages_state():
    ages = Source(text="만 15세 이상 만 80세 이하인 대한민국 거주자라면 여행자보험에 가입할 수 있습니다.",
                  title="여행자보험 FAQ", file="faq.md")
    assert check_context("고등학생도 여행자보험에 가입할 수 있나요?", [ages]).sufficient
    assert not check_context("고등학생도 등록금을 분납할 수 있나요?", [TUITION]).sufficient  # no age stated
    adults = Source(text="Members must be at least 18 years old to book a desk.", title="House rules", file="rules.md")
    assert check_context("Can teenagers book a desk?", [adults]).sufficient
    assert not check_context("Can teenagers claim for illness?", [PET]).sufficient


def test_a_later_conjunct_is_left_to_the_check_after_writing():
    early = Source(text="제3조의2(조기졸업) 졸업에 필요한 학점을 모두 취득하고 평점평균이 4.0 이상인 학생은 조기졸업할 수 있다.",
                   title="학칙", file="hakchik.md")
    assert check_context("조기졸업 조건과 신청 시기는?", [early]).sufficient
    # The first thing asked must be there: a later conjunct's common word does not rescue it.
    check = check_context("장학금 종류와 신청 기간은?", [early])
    assert not check.sufficient and "장학금" in check.missing


def test_time_adverbs_are_not_the_subject():
    assert not [t for t in asked_terms("자퇴하고 나중에 다시 들어올 수 있어?") if t.text == "나중"]
    assert "now" not in [t.text for t in asked_terms("The screen went black. What now?")]
    # The asker's own day and the part of the day of a clock time: no document names them.
    terms = [t.text for t in asked_terms("내일 새벽 6시 출장인데 오늘 회사차 집에 가져가도 돼?")]
    assert not {"내일", "오늘", "새벽"} & set(terms)
    assert "새벽" in [t.text for t in asked_terms("새벽에도 주차할 수 있어?")]  # a part of the day asked about
    assert "whole" not in {t.text for t in asked_terms("How much does it cost over the whole year?")}
    assert "change" in {t.text for t in asked_terms("What is the change fee?")}  # a noun here, the fee's kind


def test_a_gerund_after_a_preposition_is_the_subject():
    assert [t.text for t in asked_terms("Who pays for shipping when I send something back?")] == ["shipping"]
    shipping = Source(text="Return shipping is free for orders over $50.", title="Returns policy", file="returns.md")
    assert check_context("Who pays for shipping when I send something back?", [shipping]).sufficient
    assert not check_context("Who pays for shipping when I send something back?", [PET]).sufficient


# -- what is not a subject: predicate nouns, describing adjectives, light nouns, dates, situation details --

def test_a_noun_said_of_a_subject_with_the_copula_is_not_a_subject():
    # "…도 포함이야?": 포함 is what is said of the subject, not what the question is about.
    assert [t.text for t in asked_terms("휴학은 통산 몇 년까지 돼? 군대 가는 것도 포함이야?")] == ["휴학", "통산", "군대"]
    # With only a demonstrative before it, the noun is the topic: "이거 장학금이야?"
    assert [t.text for t in asked_terms("이거 장학금이야?")] == ["장학금"]


def test_a_describing_adjective_is_not_a_subject_but_a_classifying_one_is():
    assert [t.text for t in asked_terms("Is the CR6 a new arm?")] == ["arm"]
    assert "real" not in [t.text for t in asked_terms("Is E-7 a real fault code?")]
    # "dental" names a kind of claim; "fine" before a preposition is the noun (a penalty)
    assert "dental" in [t.text for t in asked_terms("What is the waiting period for dental claims?")]
    assert "fine" in [t.text for t in asked_terms("Is there a fine for late returns?")]
    assert check_context("Does the warranty cover real manufacturing defects?", [RETURNS]).sufficient


def test_light_nouns_are_not_subjects():
    assert [t.text for t in asked_terms("How long do I have to return stuff?")] == []
    assert check_context("물건 샀는데 보증 기간이 얼마야?", [Source(text="보증 기간은 구입일부터 1년이다.", title="보증",
                                                          file="warranty.md")]).sufficient
    assert "물건" not in [t.text for t in asked_terms("물건 반품은 며칠 안에 해야 돼?")]


def test_a_date_is_not_a_name():
    check = check_context("If I leave school on June 20, do I get my tuition back?",
                          [Source(text="Tuition is refunded in full before the term starts.", title="Tuition rules",
                                  file="tuition.md")])
    assert "June 20" not in check.missing
    assert check_context("6월 20일에 자퇴하면 등록금 돌려받아?", [TUITION]).sufficient


def test_a_missing_detail_of_the_situation_does_not_refuse_but_a_missing_situation_does():
    # The question is "can I return it": the statement before it tells what happened.
    tent = Source(text="Tents can be returned within 30 days. Defective tents are repaired or replaced.",
                  title="Returns", file="returns.md")
    question = "I bought a tent two months ago and the zipper broke, can I return it?"
    assert all(t.situation for t in asked_terms(question))
    assert check_context(question, [tent]).sufficient
    # Most of the situation absent: the passages are about something else.
    assert not check_context("I bought a kayak and the paddle cracked, can I return it?", [tent]).sufficient
    # Without a pronoun pointing back, the situation is what is asked of: half of it absent refuses.
    trip = Source(text="출장 중 택시 요금과 숙박비는 실비로 지급한다.", title="출장 규정", file="trip.md")
    assert not check_context("출장 가서 골프 치면 비용 처리돼?", [trip]).sufficient
    assert check_context("출장 가서 택시 타면 비용 처리돼?", [trip]).sufficient
    # What happened may be said with a predicate noun ("야유회하면"): it is what the cost is asked of, as a noun.
    check = check_context("출장 가서 야유회하면 비용 처리돼?", [trip])
    assert not check.sufficient and "야유회" in check.missing
    assert check_context("출장 가서 숙박하면 비용 처리돼?", [trip]).sufficient
    # The main clause names the fare; a situation the passages never name is another case than theirs.
    check = check_context("주말 근무 끝나고 택시 요금 지원돼?", [trip])
    assert not check.sufficient and "주말" in check.missing
    assert check_context("출장 끝나고 택시 요금 지원돼?", [trip]).sufficient
    # Korean with a pronoun: "그거" points at the taxi fare; the lost receipt is a detail.
    assert check_context("출장 가서 택시비를 냈는데 영수증을 잃어버렸으면 그거 처리돼?", [trip]).sufficient


def test_a_missing_main_clause_subject_still_refuses():
    assert not check_context("Is my puppy covered for illness?", [PET]).sufficient
    assert not check_context("Does the policy offer a lifetime waiting period?", [PET]).sufficient


def test_a_value_question_answered_by_statements_without_such_a_value_is_partial():
    # "How long …?" answered with statements about the subject that state no period: not "verified".
    question = "How long is the waiting period for accident claims?"
    pet = Source(text="Section 4. Waiting periods\nAccident claims have a waiting period. Illness claims are reviewed "
                      "by a vet.", title="PawSure policy", file="pawsure.md")
    result = _verified(question, "Accident claims have a waiting period[†1].", [pet])
    addressed = _addressed(question, result, [pet])
    assert addressed.status == engine.PARTIAL
    assert "the period" in addressed.issues[0]


def test_a_yes_no_question_naming_a_fee_needs_no_value():
    from textkit.asking import answers_kind, asked_value_kinds

    assert asked_value_kinds("여행 취소하면 보험료 환불돼?") == ()
    assert asked_value_kinds("Is the fee refundable?") == ()
    # "얼마나" reads as an amount or a period: a period answers it.
    kinds = asked_value_kinds("무상 보증기간 얼마나 돼?")
    assert "duration" in kinds and answers_kind(["무상 보증기간은 구입일부터 1년이다."], kinds)


def test_a_value_question_answered_without_a_value_and_leaving_out_a_term_is_not_answered():
    question = "How much is the grooming fee for cats?"
    pet = Source(text="Section 5. What is covered\nGrooming is available for dogs on request.", title="PawSure policy",
                 file="pawsure.md")
    result = _verified(question, "Grooming is available for dogs on request[†1].", [pet])
    addressed = _addressed(question, result, [pet])
    assert addressed.status == engine.INSUFFICIENT
    assert "cats" in addressed.corrected_answer and "the amount" in addressed.corrected_answer


def test_an_english_phrase_is_looked_for_by_the_phrase_translation_not_its_first_word():
    # "leave" alone is time off (휴가); "a leave of absence" is the regulation's 휴학
    assert check_context("How long can I take a leave of absence in total?", [LEAVE]).sufficient
    vacation = Source(text="제10조(연차휴가) 직원은 1년에 15일의 연차휴가를 받는다.", title="취업규칙", file="hr.md")
    assert not check_context("How long can I take a leave of absence in total?", [vacation]).sufficient


def test_a_variant_is_found_in_another_inflection_of_the_document():
    # "warranty" is looked for by its document forms (textkit.variants: guarantee); the document says
    # "guaranteed", which reads as "guarantee" once the silent e is folded like the search tokens fold it.
    repairs = Source(text="All repairs are guaranteed for 90 days from the date of collection.",
                     title="Service terms", file="service.md")
    assert check_context("How long is the warranty on a repair?", [repairs]).sufficient


@pytest.mark.parametrize("question, text", [
    ("What is the annual membership fee?", "The membership fee is $120 per year."),
    ("What is the daily withdrawal limit?", "You can withdraw up to $500 a day."),
    ("연간 보상 한도는?", "보상 한도는 1년에 500만원입니다."),
])
def test_how_often_said_another_way_is_the_asked_period(question, text):
    assert check_context(question, [Source(text=text, title="Terms", file="terms.md")]).sufficient


def test_another_period_is_not_the_asked_one():
    monthly = Source(text="The membership fee is $12 per month.", title="Terms", file="terms.md")
    assert check_context("What is the annual membership fee?", [monthly]).missing == ("annual",)


def test_a_compound_the_document_writes_as_one_word_is_found():
    # "gift card" asked, "giftcards" written: the question's noun with its next word is looked for whole.
    payments = Source(text="We accept Visa, Mastercard and Northwind giftcards at checkout.", title="Payments",
                      file="payments.md")
    assert check_context("Can I pay with a gift card?", [payments]).sufficient
    cards_only = Source(text="We accept Visa and Mastercard at checkout.", title="Payments", file="payments.md")
    assert check_context("Can I pay with a gift card?", [cards_only]).missing == ("gift", "card")


def test_a_compound_is_found_with_its_first_part_said_another_way():
    # 수리비 asked; the terms say 정비비 (수리 → 정비, textkit.variants) and the same suffix.
    fees = Source(text="정비비는 1회 5만원이며 부품 값은 따로 청구한다.", title="정비 안내", file="service.md")
    assert check_context("수리비 얼마야?", [fees]).sufficient


def test_a_term_carries_the_compounds_it_makes_with_its_neighbours():
    assert [t.joined for t in asked_terms("Can I pay with a gift card?")] == [("gift card",), ("gift card",)]
    # Kiwi reads 입회비 as 입 + 회비: the whole is what the question wrote.
    assert "입회비" in asked_terms("입회비 얼마야?")[0].joined


def test_a_rate_the_question_asks_in_is_not_a_subject():
    # "a day" of "how many hours a day" is how the value is asked, not what it is asked about.
    assert [t.text for t in asked_terms("How many hours a day are the summer classes?")] == ["summer"]


@pytest.mark.parametrize("question, text, found", [
    ("Do you sell giftcards?", "Gift cards can be bought in any store and online.", True),
    ("Is healthcare included?", "Basic health-care is included for every member.", True),
    ("Is healthcare included?", "Basic dental care is included for every member.", False),
])
def test_a_word_the_document_writes_as_two_is_found(question, text, found):
    source = Source(text=text, title="Member terms", file="terms.md")
    assert check_context(question, [source]).sufficient is found


def test_another_english_form_of_the_same_entry_is_the_asked_thing():
    # The bilingual table lists overseas, abroad, international and foreign as one thing (해외): an English
    # document may say any of them. Another kind of treatment is still not the asked one.
    covered = Source(text="International treatment is covered up to 10,000 USD.", title="Terms", file="terms.md")
    assert check_context("Is overseas treatment covered?", [covered]).sufficient
    dental = Source(text="Dental treatment is covered up to 10,000 USD.", title="Terms", file="terms.md")
    assert check_context("Is overseas treatment covered?", [dental]).missing == ("overseas",)


@pytest.mark.parametrize("question, terms", [
    # "get … back", "how fast", "the spec for": how the question asks, not what it asks about
    ("if I drop out before the semester starts, do I get the admission fee back?", ["admission"]),
    ("how fast does the claim get paid?", ["claim"]),
    ("torque spec for the tool flange bolts", ["tool", "flange", "bolts"]),  # a plural at the end, not a verb
])
def test_particles_and_frame_words_are_not_subjects(question, terms):
    assert [t.text for t in asked_terms(question) if t.kind == "word"] == terms


def test_extra_is_said_additional():
    seats = Source(text="The Scale plan costs $79 per month, and each additional user is $4 per month.", title="FAQ",
                   file="faq.md")
    assert check_context("how much is an extra user on the Scale plan", [seats]).sufficient


def test_a_formal_noun_is_found_where_the_document_uses_the_everyday_verb():
    # 분실 asked; the guide says 잃어버린 (textkit.variants: 잃어버리다 ↔ 분실, the verb in any form).
    lost = Source(text="카드를 잃어버린 경우 고객센터(1588-0000)로 바로 신고하십시오.", title="카드 이용 안내", file="card.md")
    assert check_context("카드 분실 신고는 어디로 해?", [lost]).sufficient
    damaged = Source(text="카드가 훼손된 경우 고객센터(1588-0000)로 바로 신고하십시오.", title="카드 이용 안내", file="card.md")
    assert not check_context("카드 분실 신고는 어디로 해?", [damaged]).sufficient


def test_a_name_or_loanword_written_in_hangul_is_found_in_an_english_document():
    # 노스윈드 / Northwind, 텐트 / tent: no table lists every name; the words sound alike.
    returns = Source(text="Tents and backpacks have a 5-year warranty against manufacturing defects.",
                     title="Returns policy", file="northwind_returns_policy.md")
    assert check_context("노스윈드 텐트 보증 몇 년?", [returns]).sufficient
    other = Source(text="Jackets have a 2-year warranty against manufacturing defects.",
                   title="Returns policy", file="acme_returns_policy.md")
    assert not check_context("노스윈드 텐트 보증 몇 년?", [other]).sufficient


def test_an_english_document_with_a_korean_title_is_read_through_the_bilingual_table():
    # The Hangul of a file name does not make an English manual Korean: 청소 is looked for as "clean".
    manual = Source(text="Every 12 months: clean or replace the fan air filter of the Control Box.",
                    title="CR6_협동로봇_유지보수_매뉴얼", file="CR6_협동로봇_유지보수_매뉴얼.md")
    assert check_context("컨트롤박스 필터 청소 주기 얼마야?", [manual]).sufficient
    other = Source(text="Every 12 months: replace the fan air filter of the Control Box.",
                   title="CR6_협동로봇_유지보수_매뉴얼", file="CR6_협동로봇_유지보수_매뉴얼.md")
    assert check_context("컨트롤박스 필터 청소 주기 얼마야?", [other]).missing == ("청소",)


@pytest.mark.parametrize("question, terms", [
    # A verb that ends its subject's noun phrase: "read", "jump", "pay" are not what is asked about.
    ("what resistance should the joint bus wires read", ["joint", "wires", "resistance"]),
    ("how fast does the travel insurance pay out after I send the documents?", ["travel", "insurance"]),
    # A phrasal verb's particle ("get … back", "came back from"); a noun "back" stays.
    ("do I get the admission fee back?", ["admission", "fee"]),
    ("came back from my trip early, any refund?", ["trip", "refund"]),
    ("what torque for the pendant back cover screws?", ["pendant", "back", "cover", "screws", "torque"]),
    # The degree after "how", the unit after "per", months said short, words saying it is a value.
    ("how much is a hotel per night?", ["hotel"]),
    ("torque spec for the tool flange bolts", ["tool", "flange", "bolts", "torque"]),
    ("What was the resolution rate for Oct-Dec?", ["resolution", "rate"]),
    # Still nouns: the last noun of a phrase before another word, the object after a verb.
    ("can the pet insurance plan cover surgery?", ["pet", "insurance", "plan", "cover", "surgery"]),
    ("Can I pay with a gift card?", ["gift", "card"]),
])
def test_english_verbs_particles_and_value_words_are_not_subjects(question, terms):
    assert [t.text for t in asked_terms(question)] == terms


def test_an_english_compound_is_found_as_another_form_of_its_entry():
    # "host family" and "homestay" are one entry of the bilingual table; "extra" and "additional" too.
    guide = Source(text="Homestay (optional): $310 per week. Each additional user is $4 per month.",
                   title="Guide", file="guide.txt")
    assert check_context("host family cost per week?", [guide]).sufficient
    assert check_context("how much is an extra user?", [guide]).sufficient
    assert not check_context("host club cost per week?", [guide]).sufficient


@pytest.mark.parametrize("question, terms", [
    ("hotel cap for a regular staff member?", ["hotel", "regular", "staff"]),  # the staff, not a member
    ("Are members allowed to bring guests?", ["members", "guests"]),
    ("is the spraying drone waterproof? what's its rating", ["spraying", "drone", "waterproof"]),  # a predicate
])
def test_member_of_a_group_and_predicates(question, terms):
    assert [t.text for t in asked_terms(question)] == terms


def test_an_acronym_is_looked_for_as_written_in_korean_passages():
    drone = Source(text="AL-03 경보: GPS 수신 위성 수 부족. 위성이 12개 이상 잡힐 때까지 드론을 이륙하지 마십시오.",
                   title="드론 설명서", file="drone.md")
    assert check_context("GPS warning on the drone - how many satellites do I need before takeoff?", [drone]).sufficient
    assert check_context("RTK warning on the drone - how many satellites do I need?", [drone]).missing == ("RTK",)


def test_a_korean_word_of_how_long_or_how_usual_is_not_a_subject():
    # 한동안 / 잠시 / 평소 say when, not what: the battery is what is asked about.
    assert [t.text for t in asked_terms("배터리 한동안 안쓸땐 몇 프로로 보관해?")] == ["배터리"]
    assert [t.text for t in asked_terms("평소 배터리 보관 온도는?")][:1] == ["배터리"]


def test_a_document_in_the_other_language_may_leave_one_term_in_four_unread():
    from verification.engine.addressing import readable_in
    guide = "Summer English programme\nStudents must attend at least 80% of classes to receive a certificate."
    # 캠프 cannot be looked for (no table entry, not written "camp"); the four other terms are shown.
    assert readable_in("여름 영어캠프 출석 몇 프로 넘어야 수료증 줘?", [guide])
    # Two of three unread: a guess.
    assert not readable_in("여름 캠프 셔틀 있어?", [guide])


@pytest.mark.parametrize("question, codes", [
    ("why did walk-in visits jump in H2?", []),
    ("What was the first-contact resolution rate in H2 2024?", []),
    ("2024 Q3 매출 얼마야?", []),
    ("What does error H2 mean?", ["H2"]),  # a code where a code is asked
    ("What does C4A15 mean?", ["C4A15"]),
])
def test_a_half_year_or_quarter_is_a_period_not_an_error_code(question, codes):
    from verification.engine.context import asked_entities
    assert [v for k, v in asked_entities(question) if k == "code"] == codes


def test_normal_says_which_value_not_what_it_is_of():
    # 정상값 / "normal value": the value asked (English "normal" is a frame word too); the coil is the subject.
    manual = Source(text="Measure the brake coil resistance (about 24 Ω).", title="CR6_매뉴얼", file="CR6_매뉴얼.md")
    assert check_context("브레이크 코일 저항 정상값 몇 옴?", [manual]).sufficient


def test_the_institution_itself_is_not_a_subject():
    # "학교" in a question to a school's regulation is the school the document is (it says 본교, 대학, or
    # nothing): what is asked is what comes after it.
    assert [t.text for t in asked_terms("학교 그만뒀다가 다시 다니려면 몇년 안에 해야돼")] == []
    assert [t.text for t in asked_terms("회사 주차장 몇 시까지 열어?")] == ["주차장"]


def test_an_english_loanword_is_found_in_korean_passages_by_its_sound():
    # No table entry needed: the manual writes "nozzle" as 노즐.
    manual = Source(text="노즐이 막히면 살포량이 줄어듭니다. 노즐은 50시간마다 세척하십시오.", title="설명서", file="m.md")
    assert check_context("how often should the nozzle be cleaned?", [manual]).sufficient
    assert check_context("how often should the sensor be cleaned?", [manual]).missing == ("sensor",)


def test_a_text_without_spaces_is_read_quickly_for_file_names():
    import time

    from verification.engine.addressing import Haystack

    start = time.process_time()
    Haystack.of("a" * 200_000)
    assert time.process_time() - start < 1.0  # the old pattern took seconds at 40,000 characters


def test_a_korean_word_is_not_found_in_an_english_word_of_two_consonants():
    terms = Source(text="Daily limits apply. The Value plan costs $9 a month.", title="Plans", file="plans.md")
    assert not check_context("다리 수리비 얼마?", [terms]).sufficient
    tallyo = Source(text="Tallyo offers a 14-day free trial of the Growth plan.", title="FAQ", file="faq.html")
    assert check_context("탈리오 무료체험 며칠이야?", [tallyo]).sufficient


def test_an_english_preposition_is_never_the_thing_asked_about():
    # "past the 50 limit", "beyond the warranty", "towards the fee": a "not found" must not name "past".
    from verification.engine.asked import asked_terms

    for question, word in (("how much do extra invoices cost on Starter past the 50 limit?", "past"),
                           ("is the pump covered beyond the warranty period?", "beyond"),
                           ("does the deposit count towards the fee?", "towards")):
        assert word not in [t.text.lower() for t in asked_terms(question)]


def test_a_situation_compound_is_not_named_by_its_general_head():
    # "교환학생 가면": a regulation about students (학생) does not name exchange students.
    from verification.engine import Source, check_context

    regulation = [Source(text="편입학한 학생이 이미 취득한 학점은 심사를 거쳐 65학점까지 인정할 수 있다.", title="학칙")]
    check = check_context("교환학생 가면 학점 인정돼?", regulation)
    assert not check.sufficient and "교환학생" in check.safe_answer
    stated = [Source(text="교환학생으로 외국 대학에서 취득한 학점은 심사를 거쳐 인정한다.", title="학칙")]
    assert check_context("교환학생 가면 학점 인정돼?", stated).sufficient
    # A head the document says otherwise, under a modifier it names, is still there (학기 시작 / 학기 개시일).
    tuition = [Source(text="학기 개시일 전에 휴학한 경우 등록금 전액을 반환한다.", title="등록금 규정")]
    assert check_context("학기 시작 전에 휴학하면 등록금 전부 돌려받아?", tuition).sufficient


# Everyday abbreviations and slang (textkit.everyday): the formal word in the passage is the term; a near miss
# (another thing the passage does not name) is still "not found".
WARNING = Source(text="제30조(학사경고) 학기 취득학점의 평점평균이 1.75 미만인 학생에게는 학사경고를 한다.",
                 title="학칙", file="hakchik.md", article="제30조")
PROPELLER = Source(text="프로펠러는 200 비행시간마다 교체한다. 배터리는 50% 충전 상태로 보관한다.",
                   title="AG-10 사용자 매뉴얼", file="ag10.md")
AGES = Source(text="제3조(이용조건) 서비스는 만 15세 이상 만 80세 이하인 사람이 이용할 수 있다.",
              title="여행자보험 이용약관", file="travel.md", article="제3조")
DEDUCTIBLE = Source(text="차량 손해 사고 시 자기부담금은 건당 30만 원이다.", title="렌터카 이용약관", file="car.md")
SICK = Source(text="Employees receive 10 days of paid sick leave each year.", title="HR handbook", file="hr.md")


@pytest.mark.parametrize("question, sources", [
    ("학고 기준 학점 몇이야", [WARNING]),
    ("프롭 언제 갈아야 돼", [PROPELLER]),
    ("고딩도 여행자보험 들 수 있어?", [AGES]),
    ("사고 나면 면책금 얼마야?", [DEDUCTIBLE]),
    ("How many sick days do I get a year?", [SICK]),
])
def test_an_everyday_word_is_answered_from_the_formal_word(question, sources):
    assert check_context(question, sources).sufficient


@pytest.mark.parametrize("question, sources, missing", [
    ("제적 기준 학점 몇이야", [WARNING], "제적"),  # 학고 is not 제적: the everyday table holds no relatives
    ("졸논 기준 학점 몇이야", [WARNING], "졸논"),
    ("프롭 가드 가격 얼마야?", [PROPELLER], "가드"),
    ("How many sick days do contractors get?", [SICK], "contractors"),
])
def test_a_near_miss_of_an_everyday_word_is_still_not_found(question, sources, missing):
    check = check_context(question, sources)
    assert not check.sufficient
    assert missing in check.missing


def test_terms_shown_counts_the_subject_terms_a_passage_shows():
    from verification.engine.addressing import terms_shown

    question = "회사차 접촉사고 보고서 언제까지 내야함"
    assert terms_shown(question, "사고가 나면 운전자는 24시간 이내에 사고 보고서를 제출한다.") >= 2
    assert terms_shown(question, "휴학은 통산 2년을 초과할 수 없다.") == 0
    assert terms_shown("are vet bills for my dog covered abroad?", "Vet bills for your dog abroad are covered.") >= 2
