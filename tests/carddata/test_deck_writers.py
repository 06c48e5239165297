"""Deck files written back: Cockatrice `.cod` (zones `main` and `side` as Cockatrice writes them)
and MTGA-style text, with the `companion` section kept; read back they are the same deck."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.carddata.bundled import bundled_cards
from tabletop.carddata.decklists import (
    SECTIONS,
    DeckEntry,
    Decklist,
    decks_setup,
    parse_decklist,
    read_decklist,
    to_cod,
    to_text,
)

EXTERNAL = Path(__file__).resolve().parents[3] / "shared" / "carddata-external" / "decklists"


def _real_files() -> list[Path]:
    files = sorted(p for p in EXTERNAL.rglob("*") if p.is_file()) if EXTERNAL.is_dir() else []
    if not files:
        pytest.skip(f"no shared decklists in {EXTERNAL}")
    return files


def _same(a: Decklist, b: Decklist) -> None:
    assert [(e.section, e.count, e.name, e.set_code, e.number) for e in a.entries] == \
        [(e.section, e.count, e.name, e.set_code, e.number) for e in b.entries]
    assert a.name == b.name


def _by_section(deck: Decklist) -> Decklist:
    """The deck's entries in the order the writers put the sections."""
    order = ("commander", "companion", "main", "sideboard")
    entries = sorted(deck.entries, key=lambda e: order.index(e.section))
    return Decklist(entries, deck.name, deck.format, deck.comments)


def test_companion_is_a_section_of_its_own():
    assert "companion" in SECTIONS
    deck = parse_decklist("Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Island\n\n"
                          "Sideboard\n2 Negate\n")
    assert deck.section_counts() == {"companion": 1, "main": 4, "sideboard": 2}
    assert parse_decklist(to_text(deck)).section_counts() == deck.section_counts()
    assert to_text(deck).startswith("Companion\n1 Lurrus of the Dream-Den\n\nDeck\n")


def test_the_cod_writer_writes_cockatrice_zone_names():
    deck = Decklist([DeckEntry("main", 4, "Island"), DeckEntry("sideboard", 2, "Negate"),
                     DeckEntry("companion", 1, "Clone"), DeckEntry("commander", 1, "Vannifar")],
                    name="Blue <&> \"quoted\"", comments="line one\nline two")
    xml = to_cod(deck)
    assert xml.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">')
    assert '<zone name="main">' in xml and '<zone name="side">' in xml
    assert '<card number="4" name="Island" />' in xml
    back = parse_decklist(xml, "x.cod")
    _same(back, _by_section(deck))
    assert back.comments == "line one\nline two" and back.format == "cockatrice"


def test_real_deck_files_round_trip_as_cod_and_as_text():
    for path in _real_files():
        deck = read_decklist(path)
        _same(parse_decklist(to_cod(deck), "again.cod"), _by_section(deck))
        _same(parse_decklist(to_text(deck)), _by_section(deck))


def test_the_real_cod_file_keeps_name_comments_and_zones():
    files = [p for p in _real_files() if p.suffix == ".cod"]
    if not files:
        pytest.skip("no shared .cod file")
    deck = read_decklist(files[0])
    again = parse_decklist(to_cod(deck), "again.cod")
    assert again.comments == deck.comments and again.comments
    assert again.section_counts() == deck.section_counts()


def test_only_main_goes_to_the_library_and_commander_to_the_command_zone():
    cards = bundled_cards()
    names = sorted(cards)[:4]
    deck = Decklist([DeckEntry("main", 3, names[0]), DeckEntry("sideboard", 2, names[1]),
                     DeckEntry("companion", 1, names[2]), DeckEntry("commander", 1, names[3])])
    setup = decks_setup([("Alice", deck)], lambda n: cards.get(n))
    zones = [c["zone"] for c in setup["cards"]]
    assert zones.count("library") == 3 and zones.count("command") == 1 and len(zones) == 4
