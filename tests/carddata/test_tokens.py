"""The token list: bundled common tokens generated from Cockatrice's token file, the tokens of
imported data, searching them, and `tabletop cards tokens`."""

from __future__ import annotations

import json

from tabletop.carddata import CardDatabase
from tabletop.carddata.cockatrice import iter_tokens
from tabletop.carddata.generate import COMMON_TOKENS, generate_tokens
from tabletop.carddata.tokens import bundled_tokens, list_tokens
from tabletop.cli import main
from tabletop.model.cards import CardFacts
from tabletop.resources import resource

TOKEN_FILE = ("cockatrice", "magic-token", "tokens.xml")


def _find(tokens, name, pt=None, text=None):
    return [t for t in tokens if t["name"] == name
            and (pt is None or f"{t.get('power')}/{t.get('toughness')}" == pt)
            and (text is None or (t.get("oracle_text") or "") == text)]


def test_regenerating_gives_the_committed_token_list(external):
    log: list[str] = []
    doc = generate_tokens(external, log=log.append)
    committed = json.loads(resource("cards", "tokens.json").read_text(encoding="utf-8"))
    assert doc == committed
    assert len(log) == len(committed["tokens"]) >= len(COMMON_TOKENS)


def test_bundled_tokens_are_the_common_ones_with_their_facts():
    tokens = bundled_tokens()
    names = {t["name"] for t in tokens}
    assert set(COMMON_TOKENS) <= names
    for t in tokens:
        assert t["layout"] == "token" and isinstance(t["colors"], list)
        assert t["type_line"].startswith("Token")
        CardFacts.from_dict(t)
    soldier = _find(tokens, "Soldier", "1/1", "")
    assert soldier and soldier[0]["colors"] == ["W"]
    assert soldier[0]["type_line"] == "Token Creature — Soldier"
    # the same name in several variants: the lifelink Soldier is its own entry
    assert _find(tokens, "Soldier", "1/1", "Lifelink")
    treasure = _find(tokens, "Treasure")[0]
    assert treasure["colors"] == [] and "power" not in treasure
    assert treasure["oracle_text"] == "{T}, Sacrifice this token: Add one mana of any color."
    assert _find(tokens, "Eldrazi Spawn", "0/1")[0]["oracle_text"] == \
        "Sacrifice this creature: Add {C}."
    assert _find(tokens, "Spirit", "1/1", "Flying")
    # a name's most made variant comes first
    zombies = [t for t in list_tokens("zombie") if t["name"] == "Zombie"]
    assert (zombies[0]["power"], zombies[0].get("oracle_text")) == ("2", None)


def test_every_variant_of_the_file_is_read(external):
    read = list(iter_tokens(external.joinpath(*TOKEN_FILE)))
    soldiers = [f for f, _n in read if f["name"] == "Soldier"]
    assert len(soldiers) == 11  # "Soldier Token" with 0..10 trailing spaces
    assert all(f["type_line"].startswith("Token") for f, _n in read)  # no emblem, no counter
    assert max(n for f, n in read if f["name"] == "Treasure") > 300


def test_search_by_name_type_text_pt_and_colour():
    assert {t["name"] for t in list_tokens("treasure")} >= {"Treasure"}
    flyers = list_tokens("flying 1/1 white")
    assert flyers and all("Flying" in (t.get("oracle_text") or "") and t["power"] == "1"
                          and "W" in t["colors"] for t in flyers)
    assert {t["name"] for t in flyers} >= {"Spirit", "Bird"}
    assert all("Artifact" in t["type_line"] for t in list_tokens("artifact creature"))
    assert list_tokens("SAPROLING")[0]["name"] == "Saproling"
    assert list_tokens("no such token here") == []
    names = [t["name"] for t in list_tokens()]
    assert names == sorted(names, key=str.casefold)


def test_imported_tokens_join_the_list(external, tmp_path):
    db = CardDatabase.open(tmp_path / "cards.sqlite3", create=True)
    try:
        db.import_files([external / "cockatrice" / "cockatrice-tests" / "tokens.xml",
                         external / "mtgjson" / "v5.2.0-20220425" / "KTK.json"])
        assert {"Kitten", "Puppy"} <= {t["name"] for t in db.tokens()}
        kitten = list_tokens("kitten", db)
        assert [(t["name"], t["power"], t["colors"], t["layout"]) for t in kitten] == [
            ("Kitten", "1", ["G"], "token")]
        assert list_tokens("kitten") == []  # bundled only
        # a KTK token the bundled list lacks, and no card of the set that is not a token
        everything = list_tokens("", db)
        assert _find(everything, "Spirit Warrior")
        assert not _find(everything, "Abomination of Gudul")
        # an imported token that is a bundled one is listed once
        assert len(everything) == len({json.dumps(t, sort_keys=True) for t in everything})
    finally:
        db.close()


def test_cli_tokens(home, capsys):
    assert main(["cards", "tokens", "soldier", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {t["name"] for t in out} >= {"Soldier"} and all(t["layout"] == "token" for t in out)
    assert main(["cards", "tokens", "treasure"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Treasure (colorless) — Token Artifact — Treasure — {T}, Sacrifice this token: Add " \
        "one mana of any color." in lines
    assert main(["cards", "tokens", "zzz nothing"]) == 1
    assert "no token matches" in capsys.readouterr().err
