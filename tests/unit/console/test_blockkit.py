"""Block Kit → HTML for the playground: Slack's formatting, and nothing from an answer becomes markup."""
from console.blockkit import block_html, message_html, mrkdwn_html


def test_mrkdwn_formatting_and_quotes():
    html = str(mrkdwn_html("*[1] 학칙* — 학칙.pdf, p.2\n>“휴학은 _통산_ 2년을 ~넘을~ 수 없다.” `제25조`"))

    assert "<strong>[1] 학칙</strong>" in html
    assert "<blockquote>“휴학은 <em>통산</em> 2년을 <del>넘을</del> 수 없다.” <code>제25조</code></blockquote>" in html


def test_slack_entities_are_unescaped_once_and_escaped_again_for_html():
    html = str(mrkdwn_html("A &lt;script&gt;alert(1)&lt;/script&gt; &amp; <b>raw</b>"))

    assert "<script>" not in html and "<b>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp;" in html


def test_links_only_to_web_addresses_and_mentions_never_link():
    html = str(mrkdwn_html("<https://console.example.org/sources/3/document|문서 열기> "
                           "<javascript:alert(1)|click> <!channel> <@U123>"))

    assert '<a href="https://console.example.org/sources/3/document" rel="noopener noreferrer">문서 열기</a>' in html
    assert 'href="javascript' not in html
    assert '<span class="slack-mention">!channel</span>' in html and '<span class="slack-mention">@U123</span>' in html


def test_blocks_render_as_slack_lays_them_out():
    blocks = [
        {"type": "section", "text": {"type": "mrkdwn", "text": "휴학은 2년 [1]", "verbatim": True}},
        {"type": "context", "elements": [{"type": "mrkdwn", "text": "✅ 1 of 1 citations verified"}]},
        {"type": "divider"},
        {"type": "context_actions", "elements": [{"type": "feedback_buttons", "action_id": "f",
                                                  "positive_button": {"text": {"type": "plain_text", "text": "👍"}},
                                                  "negative_button": {"text": {"type": "plain_text", "text": "👎"}}}]},
        {"type": "actions", "elements": [{"type": "button", "text": {"type": "plain_text", "text": "🚩 Report"}}]},
        {"type": "something_new"},
    ]

    html = str(message_html(blocks))

    assert '<div class="slack-section">휴학은 2년 [1]</div>' in html
    assert '<div class="slack-context">✅ 1 of 1 citations verified</div>' in html
    assert html.count('class="slack-button ') == 3 and "🚩 Report" in html
    assert "[something_new block]" in html


def test_a_message_without_blocks_shows_its_text():
    assert "only text" in str(message_html([], "only text"))
    assert str(block_html({"type": "header", "text": {"type": "plain_text", "text": "<i>T</i>"}})) == \
        '<div class="slack-header">&lt;i&gt;T&lt;/i&gt;</div>'
