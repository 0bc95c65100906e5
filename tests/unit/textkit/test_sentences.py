"""The one sentence splitter: where a reader would split, exact offsets, markers kept with their sentence."""
import pytest

from textkit.sentences import sentence_pieces, sentence_spans, split_sentences, strip_bullet


@pytest.mark.parametrize("text, expected", [
    ("휴학은 2년입니다. 복학은 신청해야 해요. 끝났다.", ["휴학은 2년입니다.", "복학은 신청해야 해요.", "끝났다."]),
    ("가능한가요? 네! 됩니다.", ["가능한가요?", "네!", "됩니다."]),
    ("비율은 15.3%입니다. 끝.", ["비율은 15.3%입니다.", "끝."]),
    ("See e.g. the manual. Dr. Kim approved it.", ["See e.g. the manual.", "Dr. Kim approved it."]),
    ("Call Mr. Kim. He knows.", ["Call Mr. Kim.", "He knows."]),
    ("Ask J. Park. Then wait.", ["Ask J. Park.", "Then wait."]),
    ("Use bolt No. 3 only. Tighten it.", ["Use bolt No. 3 only.", "Tighten it."]),
    ("신청은 2025. 3. 4.까지 받는다. 이후에는 받지 않는다.", ["신청은 2025. 3. 4.까지 받는다.", "이후에는 받지 않는다."]),
    ("- 첫째 항목\n- 둘째 항목", ["- 첫째 항목", "- 둘째 항목"]),
    ("1. 신청서를 냅니다\n2. 승인을 받습니다", ["1. 신청서를 냅니다", "2. 승인을 받습니다"]),
    ("휴학은 2년입니다.[†1] 복학은 신청합니다.[†2]", ["휴학은 2년입니다.[†1]", "복학은 신청합니다.[†2]"]),
    ("휴학은 2년이다[†1] 복학은 신청한다[†2]", ["휴학은 2년이다[†1]", "복학은 신청한다[†2]"]),
    ("See the manual.[참조: 제3조] Next.", ["See the manual.[참조: 제3조]", "Next."]),
    # A unit letter after a number is not an initial: its full stop ends the sentence.
    ("Keep the oven below 220 °C. Clean it weekly.", ["Keep the oven below 220 °C.", "Clean it weekly."]),
    ("물통은 2 L. 세척은 매일 한다.", ["물통은 2 L.", "세척은 매일 한다."]),
])
def test_sentences_split_where_a_reader_would(text, expected):
    assert split_sentences(text) == expected


def test_spans_are_offsets_into_the_text():
    text = "  첫 문장이다.   둘째 문장이다.\n셋째"
    assert [text[a:b] for a, b in sentence_spans(text)] == ["첫 문장이다.", "둘째 문장이다.", "셋째"]
    start = text.index("둘째")
    assert sentence_spans(text, start) == [(start, start + len("둘째 문장이다.")), (text.index("셋째"), len(text))]


def test_pieces_keep_the_whitespace_between_sentences():
    text = "1. 휴학은 2년까지 가능하다. 다만, 군휴학은 제외한다.  See Fig. 3 and e.g. C55. Done!"
    pieces = sentence_pieces(text)
    assert "".join(sep + piece for sep, piece in pieces) == text
    assert [piece for _sep, piece in pieces] == [
        "1. 휴학은 2년까지 가능하다.",
        "다만, 군휴학은 제외한다.",
        "See Fig. 3 and e.g. C55.",
        "Done!",
    ]


@pytest.mark.parametrize("text, expected", [
    ("① 휴학은 2년이다.", "휴학은 2년이다."), ("㉑ 스물한째 항이다.", "스물한째 항이다."),
    ("- 항목", "항목"), ("가. 항목", "항목"), ("3) 항목", "항목"), ("휴학은", "휴학은"),
])
def test_bullets_and_paragraph_marks_are_stripped(text, expected):
    assert strip_bullet(text) == expected
