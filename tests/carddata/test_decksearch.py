"""The deck editor's search: a name or rules text in any language, a type-line word, colours and
mana value, over imported cards and the bundled ones; older database files gain its columns."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tabletop.carddata import CardDatabase
from tabletop.carddata.database import _SCHEMA, _TEXT_SCHEMA
from tabletop.carddata.decksearch import Compare, DeckQuery, deck_row


def card(name, **kw):
    d = {"object": "card", "name": name, "lang": "en", "layout": "normal", "mana_cost": "{1}{G}",
         "type_line": "Creature — Bear", "power": "2", "toughness": "2", "oracle_text": ""}
    d.update(kw)
    return d


CARDS = [
    card("Grizzly Owlbear", oracle_text="Trample"),
    card("Blue Owl", mana_cost="{3}{U}{U}", type_line="Creature — Bird",
         oracle_text="Flying\nWhen Blue Owl enters, draw a card."),
    card("Owl Bolt", mana_cost="{R}", type_line="Instant", oracle_text="Deal 3 damage."),
    card("Owl Stone", mana_cost="{2}", type_line="Artifact", oracle_text="{T}: Add {C}."),
    card("Fire // Owl", layout="split", type_line="Instant // Instant", mana_cost=None,
         card_faces=[{"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant"},
                     {"name": "Owl", "mana_cost": "{2}{U}{U}", "type_line": "Instant"}]),
    {**card("Blue Owl"), "lang": "de", "printed_name": "Blaue Eule",
     "printed_text": "Fliegend\nWenn die Blaue Eule ins Spiel kommt, ziehe eine Karte."},
    card("Owl Token", layout="token", type_line="Token Creature — Bird"),
]


def _names(db, **kw) -> list[str]:
    return [h.name for h in db.deck_search(DeckQuery(**kw))]


def test_deck_search_by_name_text_type_colour_and_mana_value(home, tmp_path):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(CARDS, ensure_ascii=False), "utf-8")
    with CardDatabase.open(create=True) as db:
        db.import_files([path])
        owls = _names(db, text="owl")
        assert owls[:3] == ["Fire // Owl", "Owl Bolt", "Owl Stone"] and "Owl Token" not in owls
        assert _names(db, text="blaue eu") == ["Blue Owl"]
        assert _names(db, text="ziehe eine Karte")[0] == "Blue Owl"
        assert "Blue Owl" in _names(db, text="draw a card")
        assert _names(db, text="owl", card_type="creature") == ["Blue Owl", "Grizzly Owlbear"]
        assert _names(db, text="owl", colors="R") == ["Fire // Owl", "Owl Bolt"]
        assert _names(db, text="owl", colors="C") == ["Owl Stone"]
        assert _names(db, text="owl", mana_value=5, compare=Compare.GE) == \
            ["Fire // Owl", "Blue Owl"]
        assert _names(db, text="owl", mana_value=1, compare=Compare.LE) == ["Owl Bolt"]
        (hit,) = db.deck_search(DeckQuery("blue owl"))
        assert (hit.type_line, hit.mana_cost, hit.mana_value, hit.colors) == \
            ("Creature — Bird", "{3}{U}{U}", 5, "U")
        everything = _names(db, card_type="bird")
        assert "Blue Owl" in everything and "Owl Token" not in everything
        assert "Willbender" in _names(db, text="willbender")  # the bundled cards too


def test_bundled_cards_alone(home):
    db = CardDatabase.open()
    forests = db.deck_search(DeckQuery("forest", card_type="land"))
    assert forests and forests[0].name == "Forest" and forests[0].colors == ""
    german = db.deck_search(DeckQuery("Urnebel"))
    assert german and german[0].name == "Primordial Mist" and german[0].lang == "de"
    assert all(h.mana_value <= 2 for h in db.deck_search(DeckQuery(mana_value=2,
                                                                   compare=Compare.LE)))


def test_split_cards_count_both_halves():
    row = deck_row(CARDS[4])
    assert row is not None and row.mana_value == 6 and row.mana_cost == "{1}{R} // {2}{U}{U}"
    assert deck_row(CARDS[-1]) is None


def test_a_version_2_database_gains_the_deck_columns(home, tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(_SCHEMA + _TEXT_SCHEMA)
    facts = card("Old Owl", mana_cost="{W}", type_line="Creature — Bird")
    conn.execute("INSERT INTO cards (id, name, facts) VALUES (1, 'Old Owl', ?)",
                 (json.dumps(facts),))
    conn.execute("INSERT INTO names (id, card_id, lang, name, key) VALUES "
                 "(1, 1, 'en', 'Old Owl', 'old owl')")
    conn.execute("PRAGMA user_version = 2")
    conn.close()
    for _ in range(2):  # upgraded once, then opened as it is
        with CardDatabase.open(path) as db:
            assert _names(db, text="old owl", colors="W", card_type="bird") == ["Old Owl"]


def test_a_version_3_database_its_meta_kept_gains_the_deck_columns(home, tmp_path):
    """Version 3 (the data's source and date, no deck columns) becomes version 4: its cards
    searchable by the deck editor, its meta as it was."""
    from tabletop.carddata.database import _META_SCHEMA
    path = tmp_path / "v3.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(_SCHEMA + _TEXT_SCHEMA + _META_SCHEMA)
    facts = card("Old Owl", mana_cost="{1}{U}", type_line="Creature — Bird")
    conn.execute("INSERT INTO cards (id, name, facts) VALUES (1, 'Old Owl', ?)",
                 (json.dumps(facts),))
    conn.execute("INSERT INTO names (id, card_id, lang, name, key) VALUES "
                 "(1, 1, 'en', 'Old Owl', 'old owl')")
    conn.execute("INSERT INTO meta (key, value) VALUES ('source', 'scryfall')")
    conn.execute("PRAGMA user_version = 3")
    conn.close()
    with CardDatabase.open(path) as db:
        assert _names(db, text="old owl", colors="U", mana_value=2) == ["Old Owl"]
        assert db.meta() == {"source": "scryfall"}
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 4


def test_a_real_mtgjson_set_searched_as_the_deck_editor_does(home, external):
    sets = external / "mtgjson" / "v5.2.0-20220425"
    files = [sets / n for n in ("KTK.json", "ONS.json") if (sets / n).is_file()]
    if not files:
        pytest.skip(f"no MTGJSON set files in {sets}")
    with CardDatabase.open(create=True) as db:
        db.import_files(files)
        (hit,) = [h for h in db.deck_search(DeckQuery("Abzan-Amul")) if h.name == "Abzan Charm"]
        assert (hit.lang, hit.matched, hit.type_line, hit.mana_value, hit.colors) == \
            ("de", "Abzan-Amulett", "Instant", 3, "WBG")
        morphs = db.deck_search(DeckQuery("morph", card_type="creature", colors="U",
                                          mana_value=4, compare=Compare.LE))
        assert len(morphs) >= 5
        assert all(h.mana_value <= 4 and "U" in h.colors and "Creature" in h.type_line
                   for h in morphs)
        lands = db.deck_search(DeckQuery(card_type="land", colors="C"))
        assert lands and all(h.colors == "" and "Land" in h.type_line for h in lands)
