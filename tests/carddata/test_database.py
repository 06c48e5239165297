"""The card database: import in one transaction, lookups and searches in any language, bundled
facts always there, clear errors for bad input."""

from __future__ import annotations

import json

import pytest

from tabletop.carddata import CardDatabase, CardImportError, data_dir, default_db_path

JACE_DE = {"object": "card", "name": "Jace, Vryn's Prodigy // Jace, Telepath Unbound",
           "lang": "de", "layout": "transform", "set": "ori", "collector_number": "60",
           "type_line": "Legendary Creature — Human Wizard // Legendary Planeswalker — Jace",
           "card_faces": [
               {"name": "Jace, Vryn's Prodigy", "printed_name": "Jace, Wunderkind von Vryn",
                "mana_cost": "{1}{U}", "type_line": "Legendary Creature — Human Wizard",
                "oracle_text": "{T}: Draw a card, then discard a card.", "power": "0",
                "toughness": "2", "colors": ["U"]},
               {"name": "Jace, Telepath Unbound", "printed_name": "Jace, der entfesselte Telepath",
                "mana_cost": "", "type_line": "Legendary Planeswalker — Jace", "loyalty": "5",
                "colors": ["U"], "color_indicator": ["U"]}]}


def card(name, **kw):
    d = {"object": "card", "name": name, "lang": "en", "layout": "normal", "mana_cost": "{1}{G}",
         "type_line": "Creature — Bear", "power": "2", "toughness": "2", "oracle_text": ""}
    d.update(kw)
    return d


def write(path, cards):
    path.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    return path


def test_paths_honour_tabletop_home(home):
    assert data_dir() == home / "data"
    assert default_db_path() == home / "data" / "cards.sqlite3"


def test_bundled_facts_without_a_database(home):
    db = CardDatabase.open()
    assert db.count() == 0 and not default_db_path().exists()
    assert db.find("Urnebel").name == "Primordial Mist"
    assert db.find("始源の霧").name == "Primordial Mist"
    assert db.find("urnebel").name == "Primordial Mist"
    assert db.find("Insectile Aberration").name == "Delver of Secrets // Insectile Aberration"
    assert db.find("No Such Card") is None
    assert [h.name for h in db.search("mist")][0] == "Primordial Mist"
    assert db.search("扉破り")[0].name == "Break Down the Door"


def test_import_find_and_search_any_language(home, tmp_path):
    bulk = write(tmp_path / "bulk.json", [
        card("Grizzly Bears"), card("Woodland Bear", printed_name="Waldbär", lang="de"),
        card("Woodland Bear"), JACE_DE,
        card("Morphling Test", oracle_text="Morph {1}{U}{U}\nWhen Morphling Test is turned face "
             "up, draw a card.")])
    with CardDatabase.open(create=True) as db:
        summary = db.import_files([bulk])
        assert (summary.records, summary.cards, summary.added) == (5, 4, 4)
        assert db.find("Waldbär").name == "Woodland Bear"
        assert db.find("waldbar").name == "Woodland Bear"  # accents don't matter
        assert db.find("Woodland Bear").localized("de") == "Waldbär"
        jace = db.find("Jace, Wunderkind von Vryn")
        assert jace.name.startswith("Jace, Vryn's Prodigy") and jace.is_double_faced
        facts = db.find("Morphling Test")
        assert facts.morph == "{1}{U}{U}" and facts.hints.turned_face_up_trigger
        assert {h.name for h in db.search("bear")} >= {"Grizzly Bears", "Woodland Bear"}
        hit = next(h for h in db.search("Wunderkind"))
        assert (hit.lang, hit.name) == ("de", jace.name)
        assert db.find("Urnebel").name == "Primordial Mist"  # bundled still there
    # reopening: the data is on disk
    with CardDatabase.open() as db:
        assert db.count() == 4
        # a second import merges names, replaces nothing else
        more = write(tmp_path / "more.json", [card("Woodland Bear", lang="fr",
                                                   printed_name="Ours des bois")])
        s2 = db.import_files([more])
        assert (s2.added, s2.updated) == (0, 1)
        assert db.find("Ours des bois").localized("de") == "Waldbär"


def test_failed_import_leaves_the_database_as_it_was(home, tmp_path):
    good = write(tmp_path / "good.json", [card("Grizzly Bears")])
    other = write(tmp_path / "other.json", [card("Other Bear")])
    truncated = tmp_path / "truncated.json"
    truncated.write_text(json.dumps([card("Third Bear"), card("Fourth Bear")])[:-40])
    with CardDatabase.open(create=True) as db:
        db.import_files([good])
        with pytest.raises(CardImportError) as err:
            db.import_files([other, truncated])
        assert "truncated.json" in str(err.value) and "record 2" in str(err.value)
        assert db.count() == 1
        assert db.find_dict("Other Bear") is None
        assert db.find_dict("Third Bear") is None


@pytest.mark.parametrize("content,message", [
    ("", "empty"),
    ("hello world", "not a card file"),
    ("[{\"object\": \"card\", \"name\": \"A\", \"layout\": \"normal\", \"mana_cost\": \"{Q\"}]",
     "record 1"),
    ("[{\"object\": \"card\"}]", "without a name"),
    ("<html></html>", "not a Cockatrice"),
    ("<cockatrice_carddatabase version=\"4\"><cards><card><name>A</name>",
     "malformed XML"),
    ("{\"object\": \"list\", \"data\": [{\"object\": \"card\", \"name\": \"A\", \"layout\": "
     "\"weird-new-thing\", \"power\": 3}]}", "data[0]"),
])
def test_bad_input_is_named(home, tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with CardDatabase.open(create=True) as db, pytest.raises(CardImportError) as err:
        db.import_files([path])
    assert "bad.json" in str(err.value)
    assert message in str(err.value)


def test_not_a_database_is_reported(home, tmp_path):
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(ValueError, match="not a card database"):
        CardDatabase.open(path)


def test_bulk_file_is_read_incrementally(tmp_path):
    """The first card comes out before the reader reaches the broken end of a large file."""
    from tabletop.carddata import read_facts

    path = tmp_path / "bulk.json"
    path.write_text("[" + json.dumps(card("First Bear")) + ",\n" + " " * (3 << 20) + "oops",
                    encoding="utf-8")
    cards = read_facts(path)
    assert next(cards)["name"] == "First Bear"
    with pytest.raises(CardImportError, match="record 2"):
        next(cards)


@pytest.mark.parametrize("kind", ["gz", "xz", "bz2", "zip"])
def test_compressed_files_are_read(home, tmp_path, kind):
    import bz2
    import gzip
    import lzma
    import zipfile

    raw = json.dumps({"meta": {"version": "5"}, "data": {"Packed Bear": [
        {"name": "Packed Bear", "layout": "normal", "manaCost": "{1}{G}",
         "type": "Creature — Bear", "power": "2", "toughness": "2",
         "foreignData": [{"language": "German", "name": "Gepackter Bär"}]}]}}).encode()
    path = tmp_path / f"AtomicCards.json.{kind}"
    if kind == "zip":
        with zipfile.ZipFile(path, "w") as z:
            z.writestr("AtomicCards.json", raw)
    else:
        path.write_bytes({"gz": gzip.compress, "xz": lzma.compress, "bz2": bz2.compress}[kind](raw))
    with CardDatabase.open(create=True) as db:
        assert db.import_files([path]).cards == 1
        assert db.find("Gepackter Bär").name == "Packed Bear"


def test_a_broken_archive_is_named(home, tmp_path):
    import gzip

    data = gzip.compress(json.dumps([card(f"Bear {i}") for i in range(2000)]).encode())
    path = tmp_path / "bulk.json.gz"
    path.write_bytes(data[: len(data) // 2])
    with CardDatabase.open(create=True) as db:
        with pytest.raises(CardImportError, match="bulk.json.gz"):
            db.import_files([path])
        assert db.count() == 0


def test_imported_facts_keep_the_bundled_localized_names(home, tmp_path):
    mist = write(tmp_path / "mist.json", [card("Primordial Mist", mana_cost="{4}{U}",
                                               type_line="Enchantment", power=None,
                                               toughness=None)])
    with CardDatabase.open(create=True) as db:
        db.import_files([mist])
        facts = db.find("Primordial Mist")
        assert facts.localized("de") == "Urnebel"


def test_full_text_search_of_imported_rules_text(home, tmp_path):
    path = write(tmp_path / "cards.json", [
        card("Quiet Owl", oracle_text="Flying\nWhen Quiet Owl is turned face up, draw a card."),
        card("Loud Owl", oracle_text="Whenever a creature you control is turned face up, "
             "scry 1."),
        card("Other Owl", oracle_text="Flying. Turned aside, face up."),
        {**card("Quiet Owl", oracle_text="x"), "lang": "fr", "printed_name": "Hibou calme",
         "printed_text": "Vol\nQuand le Hibou calme est retourné face visible, piochez."}])
    with CardDatabase.open(create=True) as db:
        db.import_files([path])
        names = [h.name for h in db.search_text("Turned  FACE-up")]
        assert set(names) >= {"Quiet Owl", "Loud Owl"} and "Other Owl" not in names
        assert "Willbender" in names  # the bundled cards too
        (hit,) = [h for h in db.search_text("hibou calme est retourne")]  # accents don't matter
        assert (hit.name, hit.lang, hit.where) == ("Quiet Owl", "fr", "text")
        facts = db.find_dict("Hibou calme")
        assert facts["oracle_text"].startswith("Flying")
        assert facts["printed_text"]["fr"].startswith("Vol")
        # an update replaces the card's text in the index
        db.import_files([write(tmp_path / "again.json", [
            card("Loud Owl", oracle_text="Whenever you gain life, scry 1.")])])
        assert "Loud Owl" not in [h.name for h in db.search_text("turned face up")]
        assert [h.name for h in db.search_text("gain life, scry")] == ["Loud Owl"]
        assert db.search_text("   ") == [] and db.search_text('"') == []


def test_a_version_1_database_gains_the_text_index(home, tmp_path):
    import sqlite3
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    from tabletop.carddata.database import _SCHEMA
    conn.executescript(_SCHEMA)
    facts = {"name": "Old Owl", "type_line": "Creature — Bird", "layout": "normal",
             "oracle_text": "When Old Owl is turned face up, draw a card."}
    conn.execute("INSERT INTO cards (id, name, facts) VALUES (1, 'Old Owl', ?)",
                 (json.dumps(facts),))
    conn.execute("PRAGMA user_version = 1")
    conn.close()
    with CardDatabase.open(path) as db:
        assert "Old Owl" in [h.name for h in db.search_text("turned face up")]
    with CardDatabase.open(path) as db:  # once
        assert db.count() == 1


def test_a_version_2_database_gains_the_meta_table(tmp_path):
    import sqlite3
    """A database made before the meta table keeps its cards; its meta starts empty."""
    path = tmp_path / "v2.sqlite3"
    CardDatabase.open(path, create=True).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE meta")
    conn.execute("DROP TABLE deckcards")  # (version 4's)
    conn.execute("INSERT INTO cards (id, name, facts) VALUES (1, 'Old Owl', ?)",
                 (json.dumps({"name": "Old Owl", "type_line": "Creature — Bird"}),))
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    with CardDatabase.open(path) as db:
        assert db.count() == 1 and db.meta() == {}
        db.set_meta({"source": "scryfall", "data_date": "2026-11-30", "gone": None})
    with CardDatabase.open(path) as db:
        assert db.meta() == {"source": "scryfall", "data_date": "2026-11-30"}
        db.set_meta({"data_date": None})
        assert db.meta() == {"source": "scryfall"}
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 4
