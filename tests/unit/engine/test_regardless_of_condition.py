"""A condition the claim adds where the source states its rule regardless of it ("if it is small" against "regardless of
their size") settles nothing: the claim without it is compared, and contradicted when that is."""
from engine_samples import first_citation

from verification.engine import Source

HEATERS = Source(text="Heating\nPortable heaters cannot be used in the booths, regardless of their size.")
KO_HEATERS = Source(text="난방\n전기난로 등 난방기구는 용량과 관계없이 사용할 수 없습니다.")


def test_a_condition_the_source_rules_out_does_not_save_the_opposite():
    c = first_citation("If it is small, a portable heater can be used in the booths[1].", HEATERS)
    assert c.status == "inaccurate", c.explanation


def test_the_rule_with_the_condition_and_the_same_polarity_is_not_contradicted():
    c = first_citation("If it is small, a portable heater still cannot be used in the booths[1].", HEATERS)
    assert c.status != "inaccurate", c.explanation


def test_korean_condition_on_a_figure_against_a_rule_regardless_of_capacity():
    c = first_citation("전기난로는 1kW 이하면 사용할 수 있습니다[1].", KO_HEATERS)
    assert c.status == "inaccurate", c.explanation
    kept = first_citation("전기난로는 1kW 이하라도 사용할 수 없습니다[1].", KO_HEATERS)
    assert kept.status != "inaccurate", kept.explanation


def test_a_noun_ending_in_myeon_is_no_condition():
    from verification.engine.checks.regardless import without_condition

    source = KO_HEATERS.text.split("\n")[1]
    assert without_condition("전기난로는 1kW 이하면 사용할 수 있습니다", source)
    for claim in ("매장 측면 통로에서는 난방기구를 쓸 수 있다", "2층 화면 앞에서는 난방기구를 쓸 수 있다",
                  "부스 전면 공간에서 난방기구를 쓸 수 있다"):
        assert not without_condition(claim, source), claim
