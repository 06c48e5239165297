"""Exporting a game again reads on from the last export's journal and checks only the journal
lines not checked before (`storage/exports.py`): the file is byte for byte the one a first
export writes, after more play, after an undo, for every seat."""

from __future__ import annotations

import gc
import json

import pytest

from tabletop import storage
from tabletop.rules.journal import lines_for
from tabletop.storage import exports, review

from .gamegen import play_random, random_game


def _same(a: bytes, b: bytes) -> None:
    da, db = json.loads(a), json.loads(b)
    for d in (da, db):
        d.pop("created"), d.pop("modified")
    assert da == db


def _fresh(game, seat) -> bytes:
    exports._MEMO.pop(game, None)
    return storage.export_for(game, seat)


@pytest.mark.parametrize("seat", ["A", "B", None])
def test_an_export_again_is_the_export_a_first_one_writes(seat):
    import random
    game = random_game(31, 80)
    first = storage.export_for(game, seat)
    # the lines as review.remap_lines(lines_for(...)) gives them, as before the memo
    view = review.view_for(game, seat)
    _board, ids = review.board_for(game, seat, view)
    assert json.loads(first)["log"] == json.loads(json.dumps(
        review.remap_lines(lines_for(game, seat), ids)))
    _same(storage.export_for(game, seat), first)
    play_random(game, random.Random(5), 15)  # more play: only the new entries are read
    again = storage.export_for(game, seat)
    _same(again, _fresh(game, seat))
    storage.export_for(game, seat)
    for _ in range(4):  # undone: the journal goes back
        game.pop_entry()
    _same(storage.export_for(game, seat), _fresh(game, seat))


def test_an_export_checks_only_the_lines_not_checked_before(monkeypatch):
    import random
    game = random_game(32, 40)
    seen = []
    real = exports.unchecked
    monkeypatch.setattr(exports, "unchecked", lambda *a: seen.append(real(*a)) or seen[-1])
    first = storage.export_for(game, "B")
    n = len(json.loads(first)["log"])
    play_random(game, random.Random(3), 5)
    out = storage.export_for(game, "B")
    lines = out[out.index(b',"log":[') + 9:-4].split(b",\n")
    assert seen == [0, n] and len(lines) > n  # the first n lines were checked already
    assert exports.memo(game, "B").checked == lines
    exports.memo(game, "B").checked[0] = b"{}"  # not the lines checked: all checked again
    storage.export_for(game, "B")
    assert seen[-1] == 0


def test_the_memo_never_keeps_a_game():
    import weakref
    game = random_game(33, 30)
    storage.export_for(game, "A")
    assert game in exports._MEMO
    ref = weakref.ref(game)
    del game
    gc.collect()
    assert ref() is None  # gone, and its journals with it
