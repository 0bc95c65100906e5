"""A code or a name put where the source's sentence (table row) that says the rest of the claim has another is not
"accurate" (issue 12, round fourteen): "F2 means the filter is blocked" over two rows, F1's and F2's, when the row
that says "filter blocked" is F1's. Coverage reads the two rows as one window and finds every word; the claim's own
row (sentence) does not say it. The faithful wording is still verified. Sentences are this file's own."""
import pytest
from engine_samples import only

from verification.engine import Source

FAULTS = ("| Code | Meaning | What to do |\n| --- | --- | --- |\n"
          "| F1 | Filter blocked | clean the filter and restart after 10 minutes |\n"
          "| F2 | Motor overheating | switch off and let the motor cool for 30 minutes |")
KO_FAULTS = ("| 코드 | 뜻 | 조치 |\n| --- | --- | --- |\n"
             "| E1 | 급수 오류 | 물통에 물을 채운 뒤 다시 켭니다 |\n"
             "| E2 | 과열 오류 | 전원을 끄고 30분 지나서 다시 켭니다 |")
OMBUDSMAN = ("The Service Desk answers questions about your account from Monday to Friday. If you are not satisfied "
             "with our final response, you may refer the complaint to the Consumer Arbitration Board within 6 months.")
PERMIT_EN = ("Commercial filming needs the prior approval of the Communications Office. The Facilities Office shows "
             "crews where power can be used.")


def _src(text: str, title: str = "Manual") -> list[Source]:
    return [Source(text=text, title=title)]


@pytest.mark.parametrize("source, claim", [
    (FAULTS, "F2 means the filter is blocked: clean the filter and restart after 10 minutes[1]."),
    (KO_FAULTS, "E1 과열 오류는 전원을 끄고 30분 지나서 다시 켭니다[1]."),
    (OMBUDSMAN, "If you are not satisfied with the final response, you may refer the complaint to the Service Desk "
                "within 6 months[1]."),
    (PERMIT_EN, "Commercial filming needs the prior approval of the Facilities Office[1]."),
])
def test_a_code_or_name_of_another_row_or_sentence_is_not_verified(source, claim):
    c = only(claim, _src(source))
    assert c.status != "accurate", c.explanation


@pytest.mark.parametrize("source, claim", [
    (FAULTS, "F1 means the filter is blocked: clean the filter and restart after 10 minutes[1]."),
    (KO_FAULTS, "E2 과열 오류는 전원을 끄고 30분 지나서 다시 켭니다[1]."),
    (OMBUDSMAN, "If you are not satisfied with the final response, you may refer the complaint to the Consumer "
                "Arbitration Board within 6 months[1]."),
    (PERMIT_EN, "Commercial filming needs the prior approval of the Communications Office[1]."),
    # a claim joining two sentences names the thing of each in its own part
    (OMBUDSMAN, "The Service Desk answers account questions from Monday to Friday, and complaints can go to the "
                "Consumer Arbitration Board within 6 months[1]."),
])
def test_the_rows_own_code_or_name_is_still_verified(source, claim):
    c = only(claim, _src(source))
    assert c.status in ("accurate", "uncertain"), c.explanation
    if "Service Desk answers" not in claim:
        assert c.status == "accurate", c.explanation
