"""An everyday word of several senses ("쓰다": 사용, 지출, 작성) is read as the sense the source uses when polarity is
compared: "쓸 수 있다" against "사용할 수 없다" is the opposite of the source, "쓸 수 없다" its paraphrase."""
from engine_samples import first_citation

from verification.engine import Source

HEATERS = Source(text="전기 사용 안내\n- 전열기, 전기난로 등 난방기구는 용량과 관계없이 사용할 수 없습니다.")


def test_a_permission_in_the_everyday_word_against_the_sources_denial_is_caught():
    c = first_citation("전기난로는 쓸 수 있습니다[1].", HEATERS)
    assert c.status == "inaccurate", c.explanation


def test_the_denial_in_the_everyday_word_is_a_paraphrase():
    c = first_citation("전기난로는 쓸 수 없습니다[1].", HEATERS)
    assert c.status != "inaccurate" and c.action == "kept", c.explanation


def test_an_everyday_word_keeps_itself_beside_the_senses_said():
    from verification.engine.checks.signals import _as_senses

    read = _as_senses(frozenset({"내다", "학생"}), frozenset({"납부"}))
    assert {"내다", "납부", "학생"} <= read
