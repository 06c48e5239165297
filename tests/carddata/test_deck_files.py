"""Deck files as text to edit (the new-game dialog's Open deck file…): text lists as written,
`.cod`, MTGO `.dek` and Forge `.dck` as MTGA-style text with their sections."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.carddata.decklists import deck_file_text, parse_decklist
from tabletop.carddata.errors import DecklistError

EXTERNAL = Path(__file__).resolve().parents[3] / "shared" / "carddata-external" / "decklists"
if not EXTERNAL.is_dir():
    EXTERNAL = Path("/work/shared/carddata-external/decklists")


def _sections(text: str) -> dict[str, int]:
    return parse_decklist(text).section_counts()


def test_an_mtgo_dek_file_keeps_main_and_sideboard(tmp_path):
    dek = tmp_path / "burn.dek"
    dek.write_text('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="x">\n'
                   '  <NetDeckID>0</NetDeckID>\n'
                   '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
                   '  <Cards CatID="2" Quantity="16" Sideboard="false" Name="Mountain" />\n'
                   '  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Negate" />\n'
                   '</Deck>\n', "utf-8")
    text = deck_file_text(dek)
    assert _sections(text) == {"main": 20, "sideboard": 2}
    assert "4 Lightning Bolt" in text and "Sideboard\n2 Negate" in text


def test_a_forge_dck_and_a_text_list_with_a_companion(tmp_path):
    dck = tmp_path / "a.dck"
    dck.write_text("[metadata]\nName=Cmdr\n[Commander]\n1 Vannifar, Evolved Enigma|RNA\n"
                   "[Main]\n30 Island\n[Sideboard]\n1 Clone\n", "utf-8")
    assert _sections(deck_file_text(dck)) == {"commander": 1, "main": 30, "sideboard": 1}
    arena = tmp_path / "arena.txt"
    written = "Companion\n1 Clone\n\nDeck\n20 Island\n"
    arena.write_text("\ufeff" + written, "utf-8")
    assert deck_file_text(arena) == written  # as written: the Companion header stays


def test_a_file_that_is_no_deck_is_named(tmp_path):
    bad = tmp_path / "notes.dek"
    bad.write_text("<Deck></Deck>", "utf-8")
    with pytest.raises(DecklistError, match="notes.dek: no cards"):
        deck_file_text(bad)
    with pytest.raises(DecklistError):
        deck_file_text(tmp_path / "missing.cod")


@pytest.mark.parametrize("folder", ["cockatrice-cod", "mtga", "plain-text"])
def test_real_deck_files(folder):
    files = sorted((EXTERNAL / folder).glob("*")) if (EXTERNAL / folder).is_dir() else []
    if not files:
        pytest.skip(f"no shared decklists in {EXTERNAL / folder}")
    for path in files:
        text = deck_file_text(path)
        assert parse_decklist(text).section_counts() == \
            parse_decklist(path.read_text("utf-8-sig"), str(path)).section_counts()
