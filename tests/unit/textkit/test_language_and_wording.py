"""Language detection and the "not found" wording."""
import pytest

from textkit.language import detect_language, lang_of
from textkit.normalize import squash, standalone_figure
from textkit.wording import code_name, not_found, not_found_about


@pytest.mark.parametrize(("text", "lang"), [
    ("휴학은 최대 몇 년까지 할 수 있나요?", "ko"),
    ("What should I do about error C4A15?", "en"),
    ("Teach Pendant와 연결하는 케이블은 어디에 있나요?", "ko"),
    ("C4A15", "en"),
])
def test_questions_are_answered_in_their_language(text, lang):
    assert lang_of(text) == lang


def test_documents_can_be_mixed():
    assert detect_language("휴학 규정") == "ko"
    assert detect_language("The leave of absence rules") == "en"
    assert detect_language("휴학 leave of absence rules") == "mixed"
    assert detect_language("1234", default="ko") == "ko"


def test_squash_ignores_case_width_and_joiners():
    assert squash("E-102 오류") == squash("e102오류") == "e102오류"


def test_a_figure_is_found_only_as_a_number_of_its_own():
    assert standalone_figure("28").search("Day -28 to Day -1") and standalone_figure("28").search("within 28.")
    assert standalone_figure("1.5").search("1.5배")
    assert not any(standalone_figure("28").search(t) for t in ("128 days", "28,000원", "2.28", "28.5 hours"))


def test_not_found_is_said_in_the_askers_language():
    assert not_found("ko").startswith("제공된 문서에서")
    assert not_found("en").startswith("I could not find")
    text = not_found_about([code_name("C999", "ko")], "ko", ranges=["C0–C55"], identifiers=True)
    assert "오류 코드 C999" in text and "C0–C55" in text and "다시 확인" in text
    text = not_found_about(["Joint 9", "Control Box"], "en")
    assert "Joint 9 and Control Box" in text and "check the code" not in text
