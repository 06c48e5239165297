"""Text from files and pastes is checked where it enters (issue 25 items 1 and 9): a lone
surrogate (`\\ud800`, or its UTF-8 bytes) or an over-long string in a card file, a decklist, a
lesson, a scenario, a save, a position text or an invite is refused in one clear line (the CLI's
bad-input exit status 2, no traceback) and nothing of it enters a game or the card database."""

from __future__ import annotations

import json

import pytest

from tabletop.carddata import CardDatabase, DecklistError, parse_decklist
from tabletop.cli import main
from tabletop.net.protocol import InviteError, parse_invite
from tabletop.storage import dump_game
from tabletop.storage.codec import SaveError
from tabletop.storage.files import load_game
from tabletop.storage.position import PositionTextError, position_from_text
from tests.net.games import canary_game

CARD = {"object": "card", "name": "Imported Bear", "layout": "normal", "mana_cost": "{1}{G}",
        "type_line": "Creature — Bear", "power": "2", "toughness": "2", "lang": "en"}
LONE = "Bad \\ud800 Name"  # as a JSON file holds it: an escape for half a surrogate pair


def _card_json(name_escape: str) -> str:
    return json.dumps(CARD).replace('"Imported Bear"', f'"{name_escape}"')


def _import(capsys, path) -> tuple[int, str]:
    code = main(["cards", "import", str(path)])
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err, err
    return code, err


# ---------------------------------------------------------------- card imports (cards import)

def test_a_scryfall_list_whose_data_is_not_a_list(tmp_path, capsys, home):
    """`{"object":"list","data":5}` ended in a TypeError and exit status 70."""
    for data in ("5", "null", '{"a": 1}'):
        p = tmp_path / "list.json"
        p.write_text('{"object":"list","data":' + data + "}")
        code, err = _import(capsys, p)
        assert code == 2, err
        assert "list.json: a Scryfall list whose 'data' is not a list of cards" in err
        assert "nothing was imported" in err


@pytest.mark.parametrize("shape", ["bulk", "list", "card", "mtgjson", "mtgjson-set"])
def test_a_card_name_with_a_lone_surrogate(tmp_path, capsys, home, shape):
    """A card named with a lone surrogate was imported, then writing it failed: exit 70. It is
    refused as a file that is not valid text (as a byte that is not UTF-8 is), whatever the
    format, and the database is as it was."""
    card = _card_json(LONE)
    mtg = ('{"name": "' + LONE + '", "layout": "normal", "type": "Creature — Bear", '
           '"types": ["Creature"], "subtypes": ["Bear"], "manaCost": "{1}{G}"}')
    text = {"bulk": f"[{card}]", "list": '{"object": "list", "data": [' + card + "]}",
            "card": card,
            "mtgjson": '{"meta": {}, "data": {"TST": {"code": "TST", "cards": [' + mtg + "]}}}",
            "mtgjson-set": '{"code": "TST", "cards": [' + mtg + "]}"}[shape]
    p = tmp_path / "cards.json"
    p.write_text(text)
    code, err = _import(capsys, p)
    assert code == 2, err
    assert "not valid Unicode text: a lone surrogate (U+D800)" in err and "name" in err, err
    assert "nothing was imported" in err
    with CardDatabase.open() as db:
        assert db.count() == 0


def test_a_surrogate_pair_is_a_character_and_imports(tmp_path, capsys, home):
    p = tmp_path / "cards.json"
    p.write_text("[" + _card_json("Bear \\ud83d\\udc3b") + "]")
    code, err = _import(capsys, p)
    assert code == 0, err
    with CardDatabase.open() as db:
        assert db.find_dict("Bear 🐻") is not None


def test_raw_surrogate_bytes_in_a_card_file(tmp_path, capsys, home):
    p = tmp_path / "cards.json"
    p.write_bytes(_card_json("Bad \udcff").encode("utf-8", "surrogateescape").replace(
        b"\xff", b"\xed\xa0\x80"))
    code, err = _import(capsys, p)
    assert code == 2 and "not UTF-8 text" in err


# ---------------------------------------------------------------- decklists (files, pastes)

def test_a_decklist_with_a_lone_surrogate(tmp_path, capsys, home):
    # pasted (the New game dialog's text boxes: the clipboard's text)
    with pytest.raises(DecklistError, match="not valid Unicode text: a lone surrogate"):
        parse_decklist("4 Forest\n1 Bad \ud800 Name\n", "Alice's decklist")
    # a file: its bytes are not UTF-8, or its XML names a surrogate
    (tmp_path / "d.txt").write_bytes(b"4 Forest\n1 Bad \xed\xa0\x80\n")
    (tmp_path / "d.cod").write_text('<cockatrice_deck><zone name="main"><card number="1" '
                                    'name="Bad &#xD800;"/></zone></cockatrice_deck>')
    for name, needle in (("d.txt", "not UTF-8 text"), ("d.cod", "malformed XML")):
        assert main(["deck", "check", str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert needle in err and "Traceback" not in err


# ---------------------------------------------------------------- lessons, scenarios, saves

@pytest.mark.parametrize("command", [["lessons", "check"], ["conformance"]])
def test_lesson_and_scenario_files_with_a_lone_surrogate_or_a_long_string(tmp_path, capsys,
                                                                          command):
    for data, needle in (('{"format": 1, "title": "x \\udc00"}',
                          "'title': not valid Unicode text: a lone surrogate (U+DC00)"),
                         ('{"format": 1, "title": "' + "x" * 10_001 + '"}',
                          "'title': at most 10,000 characters; this one has 10,001")):
        p = tmp_path / "f.json"
        p.write_text(data)
        assert main([*command, str(p)]) == 2
        err = capsys.readouterr().err
        assert f"f.json: {needle}" in err and "Traceback" not in err, err


def test_a_save_with_a_lone_surrogate_is_refused_in_words(tmp_path):
    data = dump_game(canary_game())
    for bad in (data.replace(b'"A"', b'"A\\ud800"', 1), data.replace(b'"A"', b'"A\xed\xa0\x80"', 1),
                data.replace(b'"A"', b'"A\\udc00"', 1)):
        p = tmp_path / "bad.json"
        p.write_bytes(bad)
        with pytest.raises(SaveError) as err:
            load_game(p)
        said = "; ".join(err.value.problems)
        assert "not valid Unicode text" in said or "not UTF-8" in said, said


# ---------------------------------------------------------------- position texts, invites

def test_a_position_text_with_a_lone_surrogate(tmp_path, capsys, home):
    text = 'position (public): turn 1, "A\\ud800" active, step main1\nplayers: "A\\ud800" ' \
           '(life 20); B (life 20)\n'
    with pytest.raises(PositionTextError, match="a quoted name is not valid Unicode text"):
        position_from_text(text, lambda name: None)
    with pytest.raises(PositionTextError, match="not valid Unicode text: a lone surrogate"):
        position_from_text("position (public): turn 1\nplayers: A\udc00 (life 20)\n",
                           lambda name: None)  # (a pasted text)
    p = tmp_path / "pos.txt"
    p.write_text(text)
    assert main(["position", "from-text", str(p), "--out", str(tmp_path / "o.json")]) == 2
    err = capsys.readouterr().err
    assert "not valid Unicode text" in err and "Traceback" not in err
    assert not (tmp_path / "o.json").exists()


def test_an_invite_with_a_lone_surrogate_pasted_or_in_a_file(tmp_path):
    good = {"format": "tabletop-invite/1", "proto": 1, "url": "nats://127.0.0.1:4222",
            "game": "abcdefghij", "seat": "Bob", "spectator": False, "token": "p1",
            "user": "u", "password": "pw"}
    assert parse_invite(json.dumps(good)).seat == "Bob"
    pasted = json.dumps({**good, "seat": "B\ud800b"}, ensure_ascii=False)  # a str, as pasted
    with pytest.raises(InviteError, match="'seat': not valid Unicode text"):
        parse_invite(pasted, "the pasted invite")
    with pytest.raises(InviteError, match="'seat': not valid Unicode text"):
        parse_invite(json.dumps({**good, "seat": "B\ud800b"}).encode(), "bob.invite")
    with pytest.raises(InviteError, match="'password': at most 20,000 characters"):
        parse_invite(json.dumps({**good, "password": "x" * 20_001}), "bob.invite")
