"""The log's answer pages: markers coloured by what verification did, evidence marked, text escaped."""
from answering.results import AnswerResult, ResultCitation, ResultSource
from console.presenters import citation_rows, corrected_answer_html, original_answer_html, passage_html


def _citation(number, new, status, action, **kw):
    return ResultCitation(number=number, new_number=new, status=status, action=action, method="lexical",
                          confidence=0.9, statement="s", evidence=kw.get("evidence", ""), explanation="e",
                          source_index=kw.get("source_index", 1), reattributed_to=kw.get("reattributed_to"))


RESULT = AnswerResult(
    answer_id=1, question_id=None, question="q", status="partial", confidence=0.8, accuracy_rate=0.5,
    original_text="A <b>x</b>[†1]. B[†2]. C[†3].",
    text="A <b>x</b>[†1]. C[†2].",
    citations=(_citation(1, 1, "accurate", "kept"), _citation(2, None, "inaccurate", "removed"),
               _citation(3, 2, "uncertain", "kept")),
    sources=(ResultSource(1, "학칙", "학칙.pdf", 2, "제25조", 0.9, "제25조 ① 휴학은  통산하여 2년을 초과할 수 없다. ② 기타", ""),),
)


def test_original_answer_marks_what_happened_to_each_citation():
    html = str(original_answer_html(RESULT))

    assert "A &lt;b&gt;x&lt;/b&gt;" in html  # the answer's own text is escaped
    assert 'class="cw-cite cw-cite-ok"' in html and 'class="cw-cite cw-cite-removed"' in html
    assert 'class="cw-cite cw-cite-unsure"' in html


def test_corrected_answer_marks_renumbered_and_unconfirmed_citations_by_position():
    html = str(corrected_answer_html(RESULT))

    first, second = html.split("C")[0], html.split("C")[1]
    assert "cw-cite-ok" in first and "cw-cite-unsure" in second
    assert "[3] → [2]" in second  # the title says where the citation came from


def test_evidence_is_marked_even_when_its_spacing_differs():
    html = str(passage_html(RESULT.sources[0].text, "휴학은 통산하여 2년을 초과할 수 없다."))

    assert '<mark class="cw-evidence">휴학은  통산하여 2년을 초과할 수 없다.</mark>' in html
    assert str(passage_html("<img src=x>", "nothing")) == "&lt;img src=x&gt;"


def test_a_reattributed_citation_shows_the_passage_it_moved_to():
    moved = _citation(1, 1, "inaccurate", "reattributed", source_index=1, reattributed_to=2, evidence="둘")
    result = AnswerResult(answer_id=1, question_id=None, question="q", status="partial", text="x[†1].",
                          original_text="x[†1].", confidence=0.8, accuracy_rate=0.0, citations=(moved,),
                          sources=(ResultSource(1, "하나", "", None, "", None, "하나", ""),
                                   ResultSource(2, "둘", "", None, "", None, "둘", "")))

    row = citation_rows(result, [7])[0]

    assert row.source.index == 2 and row.check_id == 7 and '<mark class="cw-evidence">둘</mark>' in str(row.passage)
