"""`manage.py ask`'s plain text: an uncertain citation is said plainly in the answer itself, as in Slack."""
from answering.presenters import answer_text
from answering.results import AnswerResult, ResultCitation


def _citation(number, new_number, status="accurate", action="kept"):
    return ResultCitation(number=number, new_number=new_number, status=status, action=action, method="lexical",
                          confidence=0.9, statement="s", evidence="e", explanation="")


def _result(citations, text="Leave is at most 2 years[†1]. A start-up leave is 2 years too[†2]."):
    return AnswerResult(answer_id=1, question_id=1, question="How long is leave?", status="partial", text=text,
                        original_text=text, confidence=0.7, accuracy_rate=0.5, citations=citations)


def test_an_uncertain_citation_is_marked_in_the_answer_text():
    answer = answer_text(_result((_citation(1, 1), _citation(2, 2, "uncertain")))).split("\n")[0]
    assert answer == "Leave is at most 2 years[†1]. A start-up leave is 2 years too[†2 uncertain]."


def test_a_reattributed_citation_is_not_marked_uncertain():
    answer = answer_text(_result((_citation(1, 1), _citation(2, 2, "inaccurate", "reattributed")))).split("\n")[0]
    assert "uncertain" not in answer
