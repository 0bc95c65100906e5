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


def test_a_not_found_answer_names_where_the_documents_come_closest_in_english_too():
    """"dog" and "vet" are in the pet policy, "Mexico" nowhere: the policy's section on travel is where to look."""
    from answering.presenters import answer_json
    from answering.results import ResultSource

    def source(index, title, text, location):
        return ResultSource(index=index, title=title, file=f"{title}.md", page=None, location=location, score=0.4,
                            text=text, url="", source_id=index)

    result = AnswerResult(
        answer_id=1, question_id=1, question="going to mexico with my dog for 2 months, are vet bills covered?",
        status="insufficient", text="I could not find information about mexico in the provided documents.",
        original_text="", confidence=0.9, accuracy_rate=None,
        sources=(source(1, "Travel FAQ", "Bring your passport to the airport.", "Check-in"),
                 source(2, "PetCare policy", "Vet bills for your dog abroad are covered for 30 days a trip.",
                        "Section 6. Travel"),
                 source(3, "PetCare policy", "Your dog is covered from the start date.", "Section 2. Start")))
    text = answer_text(result)
    assert "Closest in the documents" in text
    closest = text.split("Closest in the documents", 1)[1].split("\n\n")[0]
    assert closest.index("Section 6. Travel") < closest.index("Section 2. Start")  # most of the question first
    assert "Travel FAQ" not in closest
    assert answer_json(result)["closest"] == [2, 3]
