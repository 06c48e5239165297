"""Decklists in every supported format; unknown names reported, never dropped."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.carddata import DecklistError, bundled_lookup, check_decklist, parse_decklist
from tabletop.carddata.decklists import (
    _HEADERS,
    SECTIONS,
    DeckEntry,
    Decklist,
    decks_setup,
    setup_entries,
    to_text,
)

REAL_COUNTS = {  # counted by hand from the files
    "cockatrice-cod/edh-Unblockable Surprise.cod": ({"main": 100}, 84, "cockatrice"),
    "mtga/wub-wub-angels_decklist.txt": ({"main": 60, "sideboard": 15}, 25, "mtga"),
    "plain-text/mtgtop8_legacy_Burn.txt": ({"main": 60, "sideboard": 15}, 24, "text"),
}


@pytest.mark.parametrize("relpath", sorted(REAL_COUNTS))
def test_real_decklists_parse_to_their_counts(external, relpath):
    path = external / "decklists" / relpath
    deck = parse_decklist(path.read_text(encoding="utf-8"), path.name)
    sections, entries, fmt = REAL_COUNTS[relpath]
    assert deck.section_counts() == sections
    assert len(deck.entries) == entries
    assert deck.format == fmt


def test_every_real_decklist_is_covered(external):
    found = {str(p.relative_to(external / "decklists")) for p in
             (external / "decklists").rglob("*") if p.is_file()}
    assert found == set(REAL_COUNTS)


def test_real_mtga_details(external):
    path = external / "decklists/mtga/wub-wub-angels_decklist.txt"
    deck = parse_decklist(path.read_text(encoding="utf-8"), path.name)
    first = deck.entries[0]
    assert (first.count, first.name, first.set_code, first.number) == (
        2, "Search for Azcanta", "XLN", "74")
    report = check_decklist(deck, bundled_lookup)
    assert "Negate" not in report["unresolved"]
    assert "Lyra Dawnbringer" in report["unresolved"]
    assert sum(c["count"] for c in report["cards"]) == 75


def test_plain_text_with_x_counts_sideboard_header_and_sb_lines():
    deck = parse_decklist("// my deck\n4x Lightning Bolt\n2 Counterspell\nSB: 1 Negate\n"
                          "\nSideboard\n3x Unsummon\n")
    assert deck.section_counts() == {"main": 6, "sideboard": 4}
    assert [(e.section, e.count, e.name) for e in deck.entries] == [
        ("main", 4, "Lightning Bolt"), ("main", 2, "Counterspell"), ("sideboard", 1, "Negate"),
        ("sideboard", 3, "Unsummon")]


def test_mtga_headers_commander_and_about():
    text = ("About\nName Test Deck\n\nCommander\n1 Vannifar, Evolved Enigma (MKM) 235\n\n"
            "Deck\n10 Island (TDM) 280\n1 Delver of Secrets (MID) 47\n\nSideboard\n"
            "2 Negate (RIX) 44\n")
    deck = parse_decklist(text, "x.txt")
    assert deck.name == "Test Deck"
    assert deck.section_counts() == {"commander": 1, "main": 11, "sideboard": 2}
    assert deck.entries[0].set_code == "MKM" and deck.entries[0].number == "235"


def test_dec_format():
    deck = parse_decklist("// Deck file\n4 [M10] Lightning Bolt\n20 Mountain\nSB: 2 [M10] Negate\n",
                          "x.dec")
    assert deck.section_counts() == {"main": 24, "sideboard": 2}
    assert deck.entries[0].set_code == "M10" and deck.entries[0].name == "Lightning Bolt"


def test_forge_dck():
    text = ("[metadata]\nName=Forge Test\n[Main]\n4 Exalted Angel|ONS\n20 Plains|LEA|1\n"
            "[Sideboard]\n2 Cloudshift|AVR\n[Commander]\n1 Akroma, Angel of Fury|PLC\n")
    deck = parse_decklist(text, "t.dck")
    assert deck.name == "Forge Test" and deck.format == "forge"
    assert deck.section_counts() == {"main": 24, "sideboard": 2, "commander": 1}
    assert deck.entries[1].name == "Plains" and deck.entries[1].set_code == "LEA"


def test_cockatrice_cod():
    text = ('<?xml version="1.0"?><cockatrice_deck version="1"><deckname>D</deckname>'
            '<zone name="main"><card number="4" name="Lightning Bolt"/></zone>'
            '<zone name="side"><card number="2" name="Negate"/></zone></cockatrice_deck>')
    deck = parse_decklist(text, "d.cod")
    assert deck.section_counts() == {"main": 4, "sideboard": 2}


@pytest.mark.parametrize("text,message", [
    ("4 Lightning Bolt\nthis is not a line\n", "line 2"),
    ("0 Lightning Bolt\n", "line 1"),
    ("", "no cards"),
    ("<cockatrice_deck><zone>", "malformed XML"),
    ("[Main]\nnot a forge line\n", "line 2"),
])
def test_bad_decklists_name_the_line(text, message):
    with pytest.raises(DecklistError, match=message):
        parse_decklist(text, "bad.txt")


def test_unknown_names_are_reported_not_dropped():
    deck = parse_decklist("4 Lightning Bolt\n2 Misspelt Name\n1 Urnebel\n")
    report = check_decklist(deck, bundled_lookup)
    assert report["sections"] == {"main": 7}
    assert report["unresolved"] == ["Misspelt Name"]
    assert [c["name"] for c in report["cards"]] == ["Lightning Bolt", "Misspelt Name",
                                                    "Primordial Mist"]
    assert report["cards"][2]["as_written"] == "Urnebel"
    with pytest.raises(DecklistError, match="Misspelt Name"):
        setup_entries(deck, bundled_lookup, "A", {})


def test_two_decklists_make_a_setup():
    a = parse_decklist("2 Grizzly Bears\n1 Forest\nSideboard\n1 Negate\n")
    b = parse_decklist("1 Exalted Angel\n")
    setup = decks_setup([("A", a), ("B", b)], bundled_lookup, seed=3)
    assert [c["facts"] for c in setup["cards"]] == ["Grizzly Bears", "Grizzly Bears", "Forest",
                                                    "Exalted Angel"]
    assert sorted(c["id"] for c in setup["cards"]) == ["c1", "c2", "c3", "c4"]
    assert set(setup["facts"]) == {"Grizzly Bears", "Forest", "Exalted Angel"}


def test_export_markers_foil_and_commander():
    deck = parse_decklist("1 Vannifar, Evolved Enigma (MKM) 235 *CMDR*\n4 Island (TDM) 280 *F*\n")
    assert deck.section_counts() == {"commander": 1, "main": 4}
    assert deck.entries[1].name == "Island" and deck.entries[1].number == "280"


names = st.text(alphabet=st.characters(whitelist_categories=("Lu", "Ll", "Nd"),
                                       whitelist_characters=" ,'-"), min_size=1, max_size=30)
entries = st.builds(
    lambda section, count, name, printing: DeckEntry(
        section, count, " ".join(name.split()), *printing),
    st.sampled_from(SECTIONS), st.integers(1, 99),
    names.filter(lambda n: " ".join(n.split()) and not n.strip()[0].isdigit()
                 and n.strip().lower().rstrip(":") not in _HEADERS
                 and n.strip().lower() != "about"),
    st.sampled_from([(None, None), ("MKM", "12"), ("DSK", None)]))


@settings(max_examples=100, deadline=None)
@given(st.lists(entries, min_size=1, max_size=12))
def test_to_text_round_trip(items):
    deck = Decklist(entries=items, name="Round Trip")
    back = parse_decklist(to_text(deck))
    key = lambda e: (e.section, e.count, e.name, e.set_code, e.number)  # noqa: E731
    order = ("commander", "companion", "main", "sideboard")
    by_section = sorted(map(key, items), key=lambda k: order.index(k[0]))
    assert [key(e) for e in back.entries] == by_section
    assert back.name == "Round Trip"
