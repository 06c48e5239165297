import pytest

from tabletop.model.mana import ManaCostError, parse_mana_cost
from tabletop.model.typeline import parse_type_line


@pytest.mark.parametrize("text,value,colors", [
    ("{2}{W}{W}", 4, ["W"]), ("{X}{G}{G}", 2, ["G"]), ("{0}", 0, []),
    ("{3}{G/W}{G/W}", 5, ["W", "G"]), ("{2/U}", 2, ["U"]), ("{B/P}", 1, ["B"]),
    ("{X}{X}", 0, []),
])
def test_mana_value_and_colors(text, value, colors):
    cost = parse_mana_cost(text)
    assert cost.mana_value == value
    assert cost.colors == colors
    assert cost.text == text


def test_no_mana_cost_is_not_zero():
    assert parse_mana_cost(None) is None
    assert parse_mana_cost("") is None
    assert parse_mana_cost("{0}") is not None


def test_x_as_zero():
    assert parse_mana_cost("{X}{G}{G}").with_x_as_zero().text == "{G}{G}"
    assert parse_mana_cost("{X}{X}").with_x_as_zero().text == "{0}"


@pytest.mark.parametrize("bad", ["2WW", "{2}{W", "{}", "{W}x"])
def test_bad_costs_raise(bad):
    with pytest.raises(ManaCostError):
        parse_mana_cost(bad)


def test_type_line_parts():
    tl = parse_type_line("Legendary Creature — Angel")
    assert tl.supertypes == ("Legendary",) and tl.types == ("Creature",)
    assert tl.subtypes == ("Angel",)
    tl = parse_type_line("Land Creature — Forest Dryad")
    assert tl.types == ("Land", "Creature") and tl.subtypes == ("Forest", "Dryad")
    assert parse_type_line("Enchantment (becomes Aura)").types == ("Enchantment",)
    assert parse_type_line("Instant // Land").types == ("Instant",)
    assert parse_type_line("Artifact - Equipment").subtypes == ("Equipment",)
    assert parse_type_line("Basic Snow Land — Forest").supertypes == ("Basic", "Snow")


@pytest.mark.parametrize("text", ["{2}{W}{W}", "{W/P}", "{2/W}", "{10}", "{X}{R}", "{0}",
                                  "{HW}", "{W}{U}{B}{R}{G}", "{ABCDEFGH}", "{C}{S}"])
def test_a_canonical_cost_reads_as_the_full_parser_reads_it(text):
    """The one-match path for canonical costs gives what the checks below it give for the same
    text written loosely (spaces, lower case), and refuses nothing those accept."""
    loose = " " + text.lower().replace("}{", "} {") + " "
    assert parse_mana_cost(text) == parse_mana_cost(loose)
    assert parse_mana_cost(text).text == text
