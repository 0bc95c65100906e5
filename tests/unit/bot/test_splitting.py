"""Long answers fit Slack's limits: split, or trimmed with a notice, never refused."""
from bot.splitting import (
    BLOCK_LIMIT,
    MESSAGE_TEXT_LIMIT,
    SECTION_LIMIT,
    block_chars,
    messages_pack,
    plain_messages,
    text_pieces,
)


def _section(text):
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}}


def test_pieces_respect_the_limit_and_keep_all_text():
    text = " ".join(f"문장 {i}번은 규정의 내용을 설명합니다." for i in range(800))
    pieces = text_pieces(text, SECTION_LIMIT)
    assert len(pieces) > 1
    assert all(len(p) <= SECTION_LIMIT for p in pieces)
    assert " ".join(pieces).split() == text.split()


def test_pieces_end_at_sentence_boundaries_when_there_are_any():
    text = "First sentence is here. " * 300
    pieces = text_pieces(text, 1000)
    assert all(p.endswith(".") for p in pieces)


def test_hard_cut_never_splits_an_escaped_entity():
    text = "x" * 2996 + "&amp;" + "y" * 100
    first = text_pieces(text, 3000)[0]
    assert not first.endswith("&am") and "&" not in first[-4:]


def test_many_blocks_become_several_messages_with_the_trailer_last():
    blocks = [_section("a" * 100) for _ in range(120)]
    trailer = [{"type": "context", "elements": [{"type": "mrkdwn", "text": "summary"}]}]
    messages, trimmed = messages_pack(blocks, fallback="a" * 12000, trailer=trailer)
    assert not trimmed
    assert len(messages) == 3
    assert all(len(m.blocks) <= BLOCK_LIMIT for m in messages)
    assert messages[-1].blocks[-1] is trailer[0]
    assert sum(len(m.blocks) for m in messages) == 121


def test_too_much_is_trimmed_with_a_notice():
    blocks = [_section("b" * 2900) for _ in range(100)]  # 290,000 characters
    notice = {"type": "context", "elements": [{"type": "mrkdwn", "text": "trimmed"}]}
    messages, trimmed = messages_pack(blocks, fallback="b", notice=notice, max_messages=4)
    assert trimmed
    assert len(messages) == 4
    assert notice in messages[-1].blocks
    assert all(sum(block_chars(b) for b in m.blocks) <= MESSAGE_TEXT_LIMIT for m in messages)


def test_plain_fallback_pieces_are_bounded():
    pieces = plain_messages("다. ".join(["가나다라마바사"] * 5000), limit=3900, max_messages=4)
    assert len(pieces) == 4
    assert all(len(p) <= 3900 for p in pieces)
    assert pieces[-1].endswith("…")
