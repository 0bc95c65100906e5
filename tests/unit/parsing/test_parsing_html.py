"""HTML parsing with BeautifulSoup."""

from __future__ import annotations

import pytest

from retrieval.parsing import HTML, ParseError, parse_bytes, parse_file

PAGE = """<!DOCTYPE html>
<html><head><title>Refund FAQ | Example Insurance</title>
<style>.x { color: red }</style><script>var tracking = "secret";</script></head>
<body>
<nav><a href="/">Home</a> <a href="/login">Log in</a></nav>
<h1>Refund FAQ</h1>
<p>Read the <b>terms</b> first.<br>Second line.</p>
<h2>Q1. Can I cancel?</h2>
<ul><li>Before the trip: full refund<ul><li>via the app</li></ul></li><li>After the start: pro rata</li></ul>
<ol start="3"><li>third</li><li>fourth</li></ol>
<table><tr><th>When</th><th>Refund</th></tr><tr><td>Before start</td><td>100%</td></tr></table>
<footer>Copyright</footer>
</body></html>"""


@pytest.fixture
def doc():
    return parse_bytes(PAGE.encode("utf-8"), filename="faq.html")


def test_html_drops_script_style_nav_and_footer(doc):
    text = doc.pages[0].text
    for hidden in ("tracking", "color: red", "Log in", "Copyright"):
        assert hidden not in text


def test_html_keeps_headings_lists_and_table_rows_as_lines(doc):
    lines = doc.pages[0].text.split("\n")
    assert "# Refund FAQ" in lines
    assert "## Q1. Can I cancel?" in lines
    assert "- Before the trip: full refund" in lines
    assert "- via the app" in lines
    assert [line for line in lines if line[:2] in ("3.", "4.")] == ["3. third", "4. fourth"]
    assert "When | Refund" in lines and "Before start | 100%" in lines


def test_html_br_and_paragraphs_become_lines(doc):
    lines = doc.pages[0].text.split("\n")
    assert "Read the terms first." in lines and "Second line." in lines


def test_html_title_and_metadata(doc):
    assert doc.title == "Refund FAQ | Example Insurance"
    assert doc.content_type == HTML
    assert doc.language == "en"
    assert [p.number for p in doc.pages] == [1]


def test_html_uses_only_the_main_element_when_present():
    html = "<html><body><div>Site banner</div><main><h1>Policy</h1><p>Body.</p></main></body></html>"
    doc = parse_bytes(html.encode(), filename="p.html")
    assert "Site banner" not in doc.pages[0].text
    assert doc.pages[0].text == "# Policy\nBody."


def test_html_declared_euc_kr_charset_is_honoured():
    html = '<html><head><meta charset="euc-kr"><title>휴학 안내</title></head><body><p>휴학은 2년까지 가능합니다.</p></body></html>'
    doc = parse_bytes(html.encode("euc-kr"), filename="notice.htm")
    assert doc.title == "휴학 안내"
    assert "휴학은 2년까지 가능합니다." in doc.pages[0].text
    assert doc.language == "ko"


def test_html_without_visible_text_is_an_empty_document():
    with pytest.raises(ParseError, match=r"^empty document"):
        parse_bytes(b"<html><head><title>x</title><script>1</script></head><body> </body></html>", filename="e.html")


def test_sample_faq_html_is_parsed(samples_dir):
    doc = parse_file(samples_dir / "insurance" / "FAQ.html")
    assert doc.language == "ko"
    assert "### Q4. 여행을 취소했어요. 보험료를 돌려받을 수 있나요?" in doc.pages[0].text
    assert "dataLayer" not in doc.pages[0].text and "로그인" not in doc.pages[0].text
