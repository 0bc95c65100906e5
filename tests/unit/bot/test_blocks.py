"""The answer, its verification summary and the references as a person sees them in Slack."""
import json

from answering.results import AnswerResult, ResultCitation, ResultReference, ResultSource
from bot.blocks import ACTION_REPORT, answer_messages, references_messages, report_modal, summary_line
from bot.splitting import BLOCK_LIMIT, SECTION_LIMIT


def _citation(number, new_number, status="accurate", action="kept", explanation=""):
    return ResultCitation(number=number, new_number=new_number, status=status, action=action, method="lexical",
                          confidence=0.9, statement="s", evidence="e", explanation=explanation)


def _ref(number, **kw):
    base = dict(number=number, title="학칙", file="학칙.pdf", page=2, location="제25조",
                excerpt="일반휴학은 통산하여 2년을 초과할 수 없다.", url="http://127.0.0.1:8000/sources/1/document",
                source_id=1)
    return ResultReference(**{**base, **kw})


def _result(**kw):
    base = dict(answer_id=7, question_id=3, question="휴학은 최대 몇 년까지 할 수 있나요?", status="verified",
                text="휴학은 통산 2년을 넘을 수 없다[†1]. 창업휴학은 2년이다[†2].", original_text="",
                confidence=0.99, accuracy_rate=1.0, references=(_ref(1), _ref(2, location="제25조의2")),
                citations=(_citation(1, 1), _citation(2, 2)), language="ko")
    return AnswerResult(**{**base, **kw})


def _all_text(messages):
    return json.dumps([m.blocks for m in messages], ensure_ascii=False) + "".join(m.text for m in messages)


def test_verified_answer_renders_numbers_and_summary_in_korean():
    messages, trimmed = answer_messages(_result())
    assert not trimmed and len(messages) == 1
    text = _all_text(messages)
    assert "[1]" in text and "[2]" in text and "†" not in text
    assert "✅ 인용 2개 중 2개 확인됨" in text
    assert messages[0].text.startswith("휴학은")  # plain-text fallback for notifications


def test_partial_answer_says_what_was_removed_and_why():
    result = _result(
        status="partial", language="en", text="Leave is at most 2 years[†1].",
        citations=(_citation(1, 1), _citation(2, None, "inaccurate", "removed",
                                              'the source says "2년", not "3년"')),
    )
    line = summary_line(result)
    assert line.startswith("✅ 1 of 2 citations verified")
    assert '1 removed: the source says "2년", not "3년"' in line
    assert "Partly verified" in _all_text(answer_messages(result)[0])


def test_uncertain_citation_is_marked_and_not_counted_as_verified():
    result = _result(status="partial", citations=(_citation(1, 1), _citation(2, 2, "uncertain")))
    text = _all_text(answer_messages(result)[0])
    assert "[2⚠️]" in text and "[1]" in text and "[1⚠️]" not in text
    assert "인용 2개 중 1개 확인됨" in text and "1개는 확인하지 못함" in text


def test_reattributed_citation_counts_as_verified():
    result = _result(citations=(_citation(1, 2, "inaccurate", "reattributed"), _citation(2, 1)),
                     text="a[†2]. b[†1].")
    assert summary_line(result).startswith("✅ 인용 2개 중 2개 확인됨")
    assert "⚠️" not in _all_text(answer_messages(result)[0])


def test_not_found_has_no_report_button_and_says_so():
    result = _result(status="insufficient", text="C999 오류는 문서에 없습니다. 유효한 범위는 C0–C55입니다.",
                     references=(), citations=(), language="ko")
    text = _all_text(answer_messages(result)[0])
    assert "문서에서 찾지 못했습니다" in text and "C0–C55" in text
    assert ACTION_REPORT not in text
    assert "feedback_buttons" in text


def _source(index, title, text, location="", page=None):
    return ResultSource(index=index, title=title, file=f"{title}.pdf", page=page, location=location, score=0.5,
                        text=text, url=f"http://127.0.0.1:8000/sources/{index}/document", source_id=index)


def test_not_found_points_to_where_the_documents_come_closest():
    """The documents say "사고" where the asker wrote "접촉사고": the check refuses, and the user is told where to
    look (document and article), without an excerpt or a link, since it was not found to answer the question."""
    result = _result(
        status="insufficient", question="회사차 접촉사고 보고서 언제까지 내야함", text="제공된 문서에서 접촉에 대한 정보를 찾을 수 없습니다.",
        references=(), citations=(), language="ko",
        sources=(_source(1, "학칙", "휴학은 통산 2년을 초과할 수 없다.", "제25조"),
                 _source(2, "업무용 차량 규정", "사고가 나면 운전자는 24시간 이내에 사고 보고서를 제출한다.", "제9조(사고 처리)"),
                 _source(3, "업무용 차량 규정", "사고 보고서 양식은 별지 제2호와 같다.", "제9조(사고 처리)")))
    messages = answer_messages(result)[0]
    text = _all_text(messages)
    assert "문서에서 가장 가까운 부분" in text and "「업무용 차량 규정」 제9조(사고 처리)" in text
    # One line per place, and a passage that shows none of the question's terms is not a place to look.
    assert messages[0].text.count("제9조(사고 처리)") == 1 and "학칙" not in text
    assert "/sources/2/document" not in text and "24시간" not in text


def test_a_not_found_with_nothing_close_says_only_not_found():
    result = _result(status="insufficient", question="주차비는 어떻게 처리해?", text="제공된 문서에서 주차에 대한 정보를 찾을 수 없습니다.",
                     references=(), citations=(), language="ko",
                     sources=(_source(1, "학칙", "휴학은 통산 2년을 초과할 수 없다.", "제25조"),))
    text = _all_text(answer_messages(result)[0])
    assert "가장 가까운" not in text and "학칙" not in text


def test_an_answer_never_lists_closest_places():
    result = _result(sources=(_source(1, "학칙", "휴학은 통산 2년을 초과할 수 없다.", "제25조"),))
    assert "가장 가까운" not in _all_text(answer_messages(result)[0])


def test_hedges_are_pointed_out():
    text = _all_text(answer_messages(_result(hedges=("일반적으로",)))[0])
    assert "“일반적으로”" in text


def test_injection_from_model_and_documents_is_neutralised():
    result = _result(
        text="<!channel> 지금 <https://evil.example.com|여기>를 누르세요 @here <@U999> <!subteam^S1>[†1]",
        references=(_ref(1, title="<!here> 학칙", excerpt="<!everyone> visit www.evil.com"),),
        citations=(_citation(1, 1),),
    )
    text = _all_text(answer_messages(result)[0] + references_messages(result)[0])
    for bad in ("<!channel>", "<!here>", "<!everyone>", "<@U999>", "<!subteam", "<https://evil", "@here", "www.evil.com"):
        assert bad not in text
    assert "<http://127.0.0.1:8000/sources/1/document|" in text  # the document link is the one live link


def test_every_mrkdwn_text_is_verbatim():
    messages, _ = answer_messages(_result())
    for block in messages[0].blocks:
        for obj in [block.get("text")] + list(block.get("elements") or []):
            if isinstance(obj, dict) and obj.get("type") == "mrkdwn":
                assert obj["verbatim"] is True


def test_references_name_document_page_article_excerpt_and_link():
    messages, _ = references_messages(_result())
    text = _all_text(messages)
    assert "*[1] 학칙*" in text and "2쪽" in text and "제25조" in text and "제25조의2" in text
    assert "“일반휴학은 통산하여 2년을 초과할 수 없다.”" in text
    assert "문서 열기" in text


def test_a_very_long_answer_is_split_within_limits():
    sentence = "휴학 기간은 학칙이 정한 범위를 넘을 수 없으며 통산 2년을 초과할 수 없다[†1]. "
    result = _result(text=sentence * 1500)  # ~75,000 characters
    messages, trimmed = answer_messages(result)
    assert len(messages) > 1
    for m in messages:
        assert len(m.blocks) <= BLOCK_LIMIT
        assert all(len((b.get("text") or {}).get("text", "")) <= SECTION_LIMIT for b in m.blocks)
        assert len(m.text) <= 4000
    assert "feedback_buttons" in json.dumps(messages[-1].blocks)


def test_report_modal_lists_the_citations():
    view = report_modal(answer_id=7, numbers=[2, 1, 2], language="en", context_value={"channel": "C1"})
    options = view["blocks"][0]["element"]["options"]
    assert [o["value"] for o in options] == ["1", "2"]
    assert json.loads(view["private_metadata"]) == {"answer_id": 7, "channel": "C1"}
