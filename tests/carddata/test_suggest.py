"""A decklist's unknown cards, line by line, with "did you mean" names in any language the
card database has, and the one-click fix and leave-out edits of the text (no Qt)."""

from __future__ import annotations

import json

from tabletop.carddata import CardDatabase
from tabletop.carddata.decklists import parse_decklist
from tabletop.carddata.suggest import decklist_problems, replace_name, suggest, without_lines


def test_a_typo_in_a_bundled_name_is_found_on_its_line_with_the_right_name(home):
    db = CardDatabase.open()
    text = "20 Forest\n4  Grizly   Bears\n\nSideboard\n2 Lightnin Bolt\n"
    report = decklist_problems(text, db)
    assert not report.ok and report.error is None
    assert [(u.line, u.name, u.count) for u in report.unknown] == [
        (2, "Grizly Bears", 4), (5, "Lightnin Bolt", 2)]
    assert report.unknown[0].suggestions[0] == "Grizzly Bears"
    assert report.unknown[1].suggestions[0] == "Lightning Bolt"
    fixed = replace_name(text, 2, "Grizly Bears", "Grizzly Bears")
    assert fixed.splitlines()[1] == "4  Grizzly Bears"
    fixed = replace_name(fixed, 5, "Lightnin Bolt", "Lightning Bolt")
    assert decklist_problems(fixed, db).ok


def test_suggestions_in_any_language_and_none_for_nonsense(home):
    db = CardDatabase.open()
    assert suggest("Urnebl", db)[0] == "Urnebel"        # German: Primordial Mist
    assert suggest("Brume primordial", db)[0] == "Brume primordiale"
    assert suggest("Qwxzv Plorp", db) == ()
    assert suggest("   ", db) == ()


def test_imported_cards_are_suggested_too(home, tmp_path):
    elves = {"object": "card", "name": "Llanowar Elves", "lang": "de", "layout": "normal",
             "printed_name": "Elfen von Llanowar", "mana_cost": "{G}",
             "type_line": "Creature — Elf Druid", "power": "1", "toughness": "1",
             "oracle_text": "{T}: Add {G}."}
    bulk = tmp_path / "bulk.json"
    bulk.write_text(json.dumps([elves, {**elves, "lang": "en", "printed_name": None}]), "utf-8")
    with CardDatabase.open(create=True) as db:
        db.import_files([bulk])
        report = decklist_problems("4 Llanowar Elfs\n20 Forest", db)
        assert report.unknown[0].suggestions[0] == "Llanowar Elves"
        assert suggest("Elfen von Llanowa", db)[0] == "Elfen von Llanowar"


def test_leaving_the_unknown_cards_out(home):
    db = CardDatabase.open()
    text = "4 No Such Card\n20 Forest\nSideboard\n1 Nor This One\n"
    report = decklist_problems(text, db)
    assert report.only_unknown
    kept = without_lines(text, [u.line for u in report.unknown])
    assert kept == "20 Forest\nSideboard\n"
    assert decklist_problems(kept, db).ok
    # nothing left of the main deck: leaving out does not give a game
    assert not decklist_problems("4 No Such Card\n", db).only_unknown


def test_a_line_that_is_no_decklist_line_is_named(home):
    report = decklist_problems("20 Forest\nLlanowar Elves\n", CardDatabase.open())
    assert report.error and "line 2" in report.error and not report.only_unknown


def test_a_fix_touches_only_its_line_and_only_the_name(home):
    text = "1 Grizly Bears\n2 Grizly Bears (M10) 3\n"
    assert replace_name(text, 2, "Grizly Bears", "Grizzly Bears") == \
        "1 Grizly Bears\n2 Grizzly Bears (M10) 3\n"
    assert replace_name(text, 9, "Grizly Bears", "X") == text
    assert replace_name("1 Fire /// Ice", 1, "Fire // Ice", "Fire // Ice") == "1 Fire // Ice"
    assert parse_decklist(text).entries[1].line == 2
