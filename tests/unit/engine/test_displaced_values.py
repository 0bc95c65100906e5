"""A value the source states elsewhere, put where the sentence that says the rest of the claim states another of
its kind, is a mismatch ("30 days to send the form" against "Send the form within 60 days", in a source that gives
30 days for something else); a claim that keeps the sentence's value, or restates the other sentence, is not."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.displaced import displaced_value

CLAIMS = Source(text="Report a stolen bicycle to the police within 30 days. Send the signed claim form within 60 days "
                     "of our request.")
FEES_KO = Source(text="연회비는 30,000원이다. 카드 재발급 수수료는 5,000원이다.")



def test_a_value_from_another_sentence_of_the_source_is_a_mismatch():
    c = first_citation("You have 30 days to send the signed claim form once we ask for it[1].", CLAIMS)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    assert "60 days" in c.explanation
    c = first_citation("카드 재발급 수수료는 30,000원입니다[1].", FEES_KO)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation


def test_the_sentences_own_values_are_no_mismatch():
    for answer, source in (("Send the signed claim form within 60 days of our request[1].", CLAIMS),
                           ("Report a stolen bicycle to the police within 30 days[1].", CLAIMS),
                           ("카드 재발급 수수료는 5,000원입니다[1].", FEES_KO)):
        c = first_citation(answer, source)
        assert c.status != "inaccurate", (answer, c.explanation)


def test_only_one_value_of_the_kind_on_each_side_is_read():
    # A range or two figures of one kind in the claim, or a sentence with several, are for the role and column
    # readers: this check says nothing of them.
    evidence = "Send the signed claim form within 60 days of our request."
    assert displaced_value("Send the form between 30 and 90 days after our request", evidence,
                           ("30 and 90 days",), 0.9, ("30",)) == ""
    assert displaced_value("Send the form within 30 days", "Send it within 60 days, or 90 days abroad.",
                           ("30 days",), 0.9, ("30",)) == ""
    assert displaced_value("Send the form within 30 days", evidence, ("30 days",), 0.9, ("30",)) != ""


def test_a_value_the_source_writes_another_way_is_not_displaced():
    # 6시 in a shop's closing time is 18시: the same value (checks.value_agreement), not another one.
    assert displaced_value("매장은 6시에 문을 닫습니다", "매장은 18시에 문을 닫는다", ("6시",), 0.8, ("18",)) == ""
