"""`tabletop cards ...` and `tabletop deck check`: JSON shapes, exit codes, messages."""

from __future__ import annotations

import json

from tabletop.carddata import default_db_path
from tabletop.cli import main
from tabletop.resources import resource


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_show_json_any_language(home, capsys):
    code, out, _ = run(capsys, "cards", "show", "Urnebel", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["name"] == "Primordial Mist" and d["mana_cost"] == "{4}{U}"
    assert d["names"]["en"] == "Primordial Mist" and d["names"]["de"] == "Urnebel"
    code, out, _ = run(capsys, "cards", "show", "Exalted Angel", "--json")
    d = json.loads(out)
    assert (d["morph"], d["type_line"], d["power"], d["toughness"]) == (
        "{2}{W}{W}", "Creature — Angel", "4", "5")
    code, out, _ = run(capsys, "cards", "show", "Brutal Cathar", "--json")
    d = json.loads(out)
    assert d["layout"] == "transform" and len(d["card_faces"]) == 2
    assert d["hints"] == {"etb_trigger": True}


def test_show_unknown_and_search(home, capsys):
    code, _, err = run(capsys, "cards", "show", "No Such Card")
    assert code == 1 and "no card called" in err
    code, out, _ = run(capsys, "cards", "search", "mist")
    assert code == 0 and out.splitlines()[0] == "Primordial Mist"
    code, out, _ = run(capsys, "cards", "search", "追击", "--json")
    assert json.loads(out)[0]["name"] == "Cryptic Pursuit"


def test_import_progress_summary_and_failure(home, tmp_path, capsys):
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"object": "card", "name": "Imported Bear", "layout": "normal",
                                "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
                                "power": "2", "toughness": "2", "lang": "en"}))
    code, out, err = run(capsys, "cards", "import", str(good))
    assert code == 0 and "imported 1 cards" in out and "good.json" in err
    bad = tmp_path / "bad.json"
    bad.write_text('[{"object": "card", "name": "X", "layout": "normal"}, {"object": ')
    default_db_path().unlink()
    code, _, err = run(capsys, "cards", "import", str(bad))
    assert code == 2 and not default_db_path().exists()  # no empty database left behind
    run(capsys, "cards", "import", str(good))
    code, out, err = run(capsys, "cards", "import", str(good), str(bad))
    assert code == 2  # a file that can't be used is bad input
    assert "bad.json" in err and "record 2" in err and "nothing was imported" in err
    assert "Traceback" not in err
    code, out, _ = run(capsys, "cards", "show", "Imported Bear", "--json")
    assert code == 0
    code, _, err = run(capsys, "cards", "import", str(tmp_path / "missing.json"))
    assert code == 2 and "no such file" in err


def test_deck_check_json(home, tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lightning Bolt\n2 Misspelt Name\n\n3 Negate\n", encoding="utf-8")
    code, out, err = run(capsys, "deck", "check", str(deck), "--json")
    assert code == 1
    d = json.loads(out)
    assert d["sections"] == {"main": 6, "sideboard": 3}
    assert d["unresolved"] == ["Misspelt Name"]
    assert d["cards"][0] == {"section": "main", "count": 4, "name": "Lightning Bolt",
                             "resolved": True}
    code, out, err = run(capsys, "deck", "check",
                         str(resource("decks", "mists-of-the-unseen.txt")))
    assert code == 0 and "main 60" in out
    bad = tmp_path / "bad.dec"
    bad.write_text("4 Lightning Bolt\n???\n")
    code, _, err = run(capsys, "deck", "check", str(bad))
    assert code == 2 and "line 2" in err


def test_deck_check_real_decklist(home, external, capsys):
    code, out, _ = run(capsys, "deck", "check", "--json",
                       str(external / "decklists/plain-text/mtgtop8_legacy_Burn.txt"))
    d = json.loads(out)
    assert d["sections"] == {"main": 60, "sideboard": 15}
    assert "Lightning Bolt" not in d["unresolved"] and "Goblin Guide" in d["unresolved"]
    assert sum(c["count"] for c in d["cards"]) == 75


def test_import_a_folder_of_forge_scripts(home, external, capsys):
    code, out, _ = run(capsys, "cards", "import", str(external / "forge" / "cardsfolder"))
    assert code == 0 and "imported 9 cards" in out
    code, out, _ = run(capsys, "cards", "show", "Abomination of Gudul", "--json")
    assert json.loads(out)["morph"] == "{2}{B}{G}{U}"


def test_show_json_gives_rules_text_in_every_printed_language_without_an_import(home, capsys):
    assert not default_db_path().exists()
    code, out, _ = run(capsys, "cards", "show", "Primordial Mist", "--json")
    assert code == 0 and not default_db_path().exists()
    d = json.loads(out)
    assert d["oracle_text"].startswith("At the beginning of your end step, you may manifest "
                                       "the top card of your library.")
    assert d["oracle_text"].endswith("(You still pay its costs. Timing rules still apply.)")
    printed = d["printed_text"]
    assert set(printed) == {"de", "es", "fr", "it", "ja"}
    assert printed["de"].startswith("Zu Beginn deines Endsegments kannst du die oberste Karte")
    assert printed["es"].startswith("Al comienzo de tu paso final, puedes manifestar")
    assert printed["fr"].startswith("Au début de votre étape de fin, vous pouvez manifester")
    assert printed["it"].startswith("All'inizio della tua sottofase finale, puoi manifestare")
    assert printed["ja"].startswith("あなたの終了ステップの開始時に")
    code, out, _ = run(capsys, "cards", "show", "Delver of Secrets", "--json")
    d = json.loads(out)
    front, back = (f["oracle_text"] for f in d["card_faces"])
    assert back == "Flying" and d["oracle_text"] == f"{front}\n//\n{back}"
    code, out, _ = run(capsys, "cards", "show", "Primordial Mist")
    assert "    Exile a face-down permanent you control face up" in out


def test_search_finds_rules_text(home, capsys):
    code, out, _ = run(capsys, "cards", "search", "turned face up", "--json")
    hits = json.loads(out)
    assert code == 0 and {"Willbender", "Hooded Hydra", "Secret Plans"} <= {
        h["name"] for h in hits}
    assert all(h["in"] == "text" and "turned face up" in h["matched"] for h in hits)
    code, out, _ = run(capsys, "cards", "search", "aufgedeckt ins Exil", "--json")
    hits = json.loads(out)
    assert [(h["name"], h["lang"]) for h in hits] == [("Primordial Mist", "de")]
    code, out, _ = run(capsys, "cards", "search", "mist", "--json")
    assert json.loads(out)[0] == {"name": "Primordial Mist", "matched": "Primordial Mist",
                                  "lang": "en", "in": "name"}
    code, _, err = run(capsys, "cards", "search", "no card says this ever")
    assert code == 1 and "rules text" in err
