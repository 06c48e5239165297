"""An export's journal lines are renamed in their JSON (`exports.renamed`): the very bytes of
the lines renamed as dicts (`exports.remapped`, `review.remap_lines`), whatever the lines' text
holds, and an object not on the board is never named by its view id."""

from __future__ import annotations

import json

from tabletop.rules.journal import lines_for
from tabletop.storage import exports, review
from tabletop.storage.codec import _to_json

from .gamegen import random_game


def _ref(obj, name="Bear"):
    return {"name": name, "marker": None, "object": obj, "face_down": False}


TRICKY = [
    {"n": 0, "key": "log.said", "params": {"player": "A", "spectator": None,
                                           "text": 'x "object":"o1" \\"object\\":"o2"\n'},
     "text": 'A: x "object":"o1"'},
    {"n": 1, "key": "log.tapped", "params": {"card": _ref("o1", 'A "quoted" \\ name')},
     "text": "t"},
    {"n": 2, "key": "log.milled", "params": {"player": "B", "cards": [
        _ref("o2"), None, _ref(None), _ref(""), _ref("o99"), _ref("o1")]}, "text": "m"},
    {"n": 3, "key": "log.other", "params": {"kind": "object"}, "text": '"object":"o1"'},
]


def _both(lines, ids):
    return (exports.renamed([_to_json(ln) for ln in lines], ids),
            [_to_json(ln) for ln in exports.remapped(lines, ids)])


def test_renamed_json_is_the_json_of_the_lines_renamed():
    ids = {"o1": "x7", "o2": "x1"}
    got, want = _both(TRICKY, ids)
    assert got == want
    assert json.loads(got[2])["params"]["cards"][4]["object"] is None  # not on the board
    assert json.loads(got[0])["params"]["text"] == TRICKY[0]["params"]["text"]
    assert all(b'"o99"' not in ln and b'"o1"' not in ln.replace(b'\\"o1\\"', b"")
               for ln in got[1:3])
    assert _both([], ids) == ([], [])


def test_renamed_as_an_export_renames_for_every_seat():
    game = random_game(41, 120)
    for seat in (*game.state.players, None):
        _board, ids = review.board_for(game, seat)
        got, want = _both(lines_for(game, seat), ids)
        assert got == want
        assert any(b'"object":"x' in ln for ln in got)
