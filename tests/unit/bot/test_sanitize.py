"""Nothing from a document, the model or a question can make Slack notify people or link elsewhere."""
import pytest

from bot.sanitize import safe_link, safe_text, slack_escape


@pytest.mark.parametrize(
    "dangerous",
    ["<!channel>", "<!here>", "<!everyone>", "<!subteam^S012ABC|@oncall>", "<@U0123ABC>", "<#C0123|general>",
     "<https://evil.example.com|학칙 원문>"],
)
def test_slack_markup_is_inert(dangerous):
    out = safe_text(f"답변 {dangerous} 끝")
    assert "<" not in out and ">" not in out
    assert "&lt;" in out


@pytest.mark.parametrize("word", ["@channel", "@here", "@everyone", "@Channel"])
def test_plain_broadcast_words_are_broken(word):
    out = safe_text(f"please {word} read this")
    assert word not in out
    assert word[1:] in out  # still readable


@pytest.mark.parametrize(
    "url", ["https://evil.example.com/login", "http://phish.io/a?b=c", "www.evil.com/x", "see evil.com now",
            "naver.com에서 확인"],
)
def test_foreign_links_are_defanged(url):
    out = safe_text(url)
    assert "://" not in out or "hxxp" in out
    assert ".com" not in out and ".io" not in out


def test_ordinary_text_is_unchanged():
    text = "일반휴학은 1회에 1년(2개 학기)을 초과할 수 없다[†1]. Joint 3 error C4A15: check 2.5 mm."
    assert safe_text(text) == text


def test_escape_order_keeps_ampersands_readable():
    assert slack_escape("R&D <b>") == "R&amp;D &lt;b&gt;"


def test_links_only_to_the_bots_own_urls():
    assert safe_link("https://citewise.example.org/sources/3/document", "문서") == (
        "<https://citewise.example.org/sources/3/document|문서>"
    )
    # A label cannot close the link early or smuggle markup; a non-http URL is not linked at all.
    assert "|" not in safe_link("https://c.example.org/d", "a|b <!here>").split("|", 1)[1]
    assert safe_link("javascript:alert(1)", "x") == "x"
