"""Decklist sections: an explicit header (`Sideboard`, `//Sideboard`, `SB:` lines) wins over
blank lines; blank lines split the sideboard off only in formats that mean it."""

from __future__ import annotations

import pytest

from tabletop.carddata import parse_decklist


def _sections(text: str, filename: str | None = None) -> list[tuple[str, int, str]]:
    return [(e.section, e.count, e.name) for e in parse_decklist(text, filename).entries]


@pytest.mark.parametrize("text", [
    # a plain list grouped by blank lines, then a Sideboard header with its count
    "4 Lightning Bolt\n4 Goblin Guide\n\n20 Mountain\n\nSideboard (15)\n2 Pyroblast\n",
    # Cockatrice / MTGO style `//Sideboard`
    "4 Lightning Bolt\n4 Goblin Guide\n\n20 Mountain\n//Sideboard\n2 Pyroblast\n",
    "4 Lightning Bolt\n4 Goblin Guide\n\n20 Mountain\n// Sideboard\n2 Pyroblast\n",
    # `.dec` style SB: lines after a blank line inside the main deck
    "4 Lightning Bolt\n4 Goblin Guide\n\n20 Mountain\nSB: 2 Pyroblast\n",
    # headers with counts, in capitals
    "Main Deck (28)\n4 Lightning Bolt\n4 Goblin Guide\n\n20 Mountain\nSIDEBOARD:\n2 Pyroblast\n",
])
def test_explicit_sections_win_over_blank_lines(text):
    assert _sections(text) == [("main", 4, "Lightning Bolt"), ("main", 4, "Goblin Guide"),
                               ("main", 20, "Mountain"), ("sideboard", 2, "Pyroblast")]


def test_blank_lines_split_only_where_the_format_means_it():
    mtga = "4 Lightning Bolt (M10) 146\n20 Mountain (M10) 242\n\n2 Pyroblast (ICE) 212\n"
    assert _sections(mtga) == [("main", 4, "Lightning Bolt"), ("main", 20, "Mountain"),
                               ("sideboard", 2, "Pyroblast")]
    mtgo = "4 Lightning Bolt\n20 Mountain\n\n2 Pyroblast\n"  # main, blank line, sideboard
    assert _sections(mtgo)[-1] == ("sideboard", 2, "Pyroblast")
    grouped = "// Creatures\n4 Goblin Guide\n\n// Spells\n4 Lightning Bolt\n\n20 Mountain\n"
    assert [s for s, _, _ in _sections(grouped)] == ["main", "main", "main"]
