"""The one text check (`tabletop.model.textcheck`, issue 25 item 1): a lone surrogate or an
over-long string is refused, said in words naming where it is; a command holding one never
enters the game or its log, however it was made."""

from __future__ import annotations

import json

import pytest

from tabletop.model import commands as C
from tabletop.model.commands import CommandError, parse_command
from tabletop.model.limits import MAX_STRING
from tabletop.model.setup import SetupError, check_player_name
from tabletop.model.textcheck import TextRefused, check_json, check_text, shown, text_problem
from tabletop.storage import dump_game
from tests.net.games import canary_game

LONE = ["hi \ud800", "\udc00", "a\udfffb", "x\ud83d"]  # high, low, in the middle, at the end


@pytest.mark.parametrize("value", LONE)
def test_a_lone_surrogate_is_refused_and_named(value):
    with pytest.raises(TextRefused) as err:
        check_text(value, "a chat line", 500)
    said = str(err.value)
    assert said.startswith("a chat line: not valid Unicode text: a lone surrogate (U+D")
    said.encode("utf-8")  # the message itself can be printed and written


def test_valid_text_passes_whole():
    for value in ("", "plain", "Æther Vial", "😀 \U0010FFFF", "tab\there"):
        assert check_text(value, "x") == value
    assert text_problem("😀") is None and text_problem("\ud83d\ude00") is not None


def test_bounds_and_one_line():
    assert "at most 500 characters; this one has 501" in text_problem("x" * 501, 500)
    assert check_text("x" * MAX_STRING, "x") and text_problem("x" * (MAX_STRING + 1))
    assert text_problem("", least=1) == "can't be empty"
    assert "U+000A at character 2" in text_problem("a\nb", one_line=True)
    assert text_problem("a\u2028b", one_line=True) and text_problem("a\nb") is None
    with pytest.raises(TextRefused, match="x: must be text"):
        check_text(5, "x")


def test_check_json_names_the_first_wrong_string_keys_too():
    doc = json.loads('{"object": "list", "data": [{"name": "ok"}, {"name": "B\\ud800d"}]}')
    with pytest.raises(TextRefused) as err:
        check_json(doc, "cards.json")
    assert str(err.value) == ("cards.json: 'data[1].name': not valid Unicode text: a lone "
                              "surrogate (U+D800) at character 2")
    doc = json.loads('{"data": [{"na\\udc00me": 1}]}')
    with pytest.raises(TextRefused, match=r"the key 'data\[0\].na\\udc00me'"):
        check_json(doc, "f")
    with pytest.raises(TextRefused, match="'a': at most 10 characters"):
        check_json({"a": "x" * 11}, "f", limit=10)
    check_json({"a": "x" * 11}, "f", limit=None)
    deep: list = []
    at = deep
    for _ in range(10):
        at.append([])
        at = at[0]
    check_json(deep, "f", max_depth=11)
    with pytest.raises(TextRefused, match="JSON nested more than 10 levels deep"):
        check_json(deep, "f", max_depth=10)
    assert shown("a\ud800" + "b" * 100, 5) == "a\\ud800bbb..."


def test_parse_command_refuses_lone_surrogates_and_long_text_in_every_field():
    for bad in ({"kind": "chat", "text": "hi \ud800", "player": "A"},
                {"kind": "note", "card": "c\udc00", "text": "x"},
                {"kind": "note", "card": "c1", "text": "x" * (MAX_STRING + 1)},
                {"kind": "reveal", "player": "A", "card_list": ["ok", "b\ud800"]}):
        with pytest.raises(CommandError) as err:
            parse_command(bad)
        assert "not valid Unicode text" in str(err.value) or "at most 10,000" in str(err.value)
    assert parse_command({"kind": "chat", "text": "😀", "player": "A"}).text == "😀"


def test_a_command_made_in_process_with_a_lone_surrogate_never_enters_the_log():
    game = canary_game()
    n = len(game.log)
    for cmd, actor in ((C.Chat(text="hi \ud800", player="A"), "A"),
                       (C.Chat(text="hi", spectator="w\udc00"), None),
                       (C.PlayerCounter(player="A", counter="p\ud800", delta=1), "A")):
        out = game.apply(cmd, actor)
        assert not out.ok
        assert "not valid Unicode text: a lone surrogate" in out.reason.sentence
    assert len(game.log) == n
    dump_game(game)  # the game still saves
    assert game.apply(C.Chat(text="still fine", player="A"), "A").ok


def test_a_players_name_is_valid_unicode_text():
    with pytest.raises(SetupError, match="valid Unicode text"):
        check_player_name("Al\ud800ce")
    assert check_player_name("Alice 😀") == "Alice 😀"
