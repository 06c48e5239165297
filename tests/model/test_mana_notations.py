"""Mana symbols in every notation the card files use: Cockatrice's unbraced and concatenated
hybrids and Phyrexian symbols, braced ones, half mana, snow and colourless."""

from __future__ import annotations

import pytest

from tabletop.model.mana import ManaCostError, parse_any_cost, parse_mana_cost


@pytest.mark.parametrize("text, braced, value, colors", [
    ("G/WG/U", "{G/W}{G/U}", 2, ["W", "U", "G"]),
    ("1G/WG/W", "{1}{G/W}{G/W}", 3, ["W", "G"]),
    ("2/W2/W2/W", "{2/W}{2/W}{2/W}", 6, ["W"]),
    ("2/W2/U2/B2/R2/G", "{2/W}{2/U}{2/B}{2/R}{2/G}", 10, ["W", "U", "B", "R", "G"]),
    ("W/P", "{W/P}", 1, ["W"]),
    ("1W/PW/P", "{1}{W/P}{W/P}", 3, ["W"]),
    ("3G/W/PG/W/P", "{3}{G/W/P}{G/W/P}", 5, ["W", "G"]),
    ("10G/WG/W", "{10}{G/W}{G/W}", 12, ["W", "G"]),
    ("HW", "{HW}", 0, ["W"]),
    ("H/R", "{HR}", 0, ["R"]),
    ("1SS", "{1}{S}{S}", 3, []),
    ("2C", "{2}{C}", 3, []),
    ("XRR", "{X}{R}{R}", 2, ["R"]),
    ("4 W W", "{4}{W}{W}", 6, ["W"]),
    ("3{G/W}{G/W}", "{3}{G/W}{G/W}", 5, ["W", "G"]),
    ("{G/W}{W/P}{G/W/P}", "{G/W}{W/P}{G/W/P}", 3, ["W", "G"]),
    ("{H/W}", "{HW}", 0, ["W"]),
    ("{HW}", "{HW}", 0, ["W"]),
    ("{p/w}", "{W/P}", 1, ["W"]),
])
def test_every_notation_reads_as_scryfall_symbols(text, braced, value, colors):
    cost = parse_any_cost(text)
    assert cost.text == braced
    assert cost.mana_value == value
    assert cost.colors == colors
    assert parse_mana_cost(braced) == cost  # the braced spelling reads back the same


@pytest.mark.parametrize("text", ["G/Q", "2G/WK", "hello", "1{}", "G//W"])
def test_text_that_is_no_cost_is_refused(text):
    with pytest.raises(ManaCostError, match="mana"):
        parse_any_cost(text)


def test_no_cost():
    assert parse_any_cost("") is None and parse_any_cost(None) is None
    assert parse_any_cost("no cost") is None


def test_a_concatenated_hybrid_stored_braced_reads_as_its_symbols():
    """An earlier import kept Cockatrice's `G/WG/U` as one symbol `{G/WG/U}`."""
    assert parse_mana_cost("{G/WG/U}").symbols == ("G/W", "G/U")
    assert parse_mana_cost("{1}{G/WG/W}").mana_value == 3
    assert parse_mana_cost("{H/W}").symbols == ("HW",)
