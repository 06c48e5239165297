"""A long game opens from its checkpoint (save format v8): its board painted at once, read-only
and as a spectator sees it, its log checked on a worker thread, then played; a checkpoint the log
contradicts keeps the board read-only with a message, and the file as it is."""

from __future__ import annotations

import json

import pytest

from tabletop.model import commands as C
from tabletop.storage import check, save_game
from tabletop.storage.codec import _to_json


@pytest.fixture
def long_from(monkeypatch):
    """Every game with a log counts as long here (the real threshold is 1,000 entries)."""
    monkeypatch.setattr(check, "CHECK_LATER_FROM", 1)


def _played(game):
    for cmd, who in ((C.Tap("a-mist"), "Alice"), (C.Draw("Alice"), "Alice"),
                     (C.AddCounter("a-bolt", "+1/+1", 1), "Alice")):
        assert game.apply(cmd, who).ok, cmd
    return game


def _lying(data: bytes) -> bytes:
    """The save with a checkpoint that gives Bob's hidden card another identity."""
    doc = json.loads(data)
    card = next(c for c in doc["checkpoint"]["cards"] if c["id"] == "b-ripper")
    card["facts"] = "angel"
    head = {k: v for k, v in doc.items() if k != "log"}
    return _to_json(head)[:-1] + b',"log":[\n' + b",\n".join(
        _to_json(e) for e in doc["log"]) + b"\n]}\n"


def test_a_long_game_paints_from_its_checkpoint_then_plays(win, game, tmp_path, qtbot,
                                                           long_from):
    path = tmp_path / "long.json"
    save_game(_played(game), path)
    assert win.files.open_path(path)
    # painted at once, read-only, public only (Bob's hand is nobody's to see here)
    assert win.ctl.read_only and win.ctl.game is None
    view = win.ctl.shared.view
    assert view.seat is None and view.objects
    assert not any(o.known for o in view.objects if o.zone == "hand")
    assert "Checking the log" in win.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not win.ctl.read_only, timeout=20_000)
    assert win.ctl.game is not None and len(win.ctl.game.log) == len(game.log)
    assert win.ctl.game.state.snapshot() == game.state.snapshot()
    assert win.path == str(path.resolve()) and win.last_error is None


def test_a_checkpoint_the_log_contradicts_keeps_the_board_read_only(win, game, tmp_path,
                                                                     qtbot, long_from):
    good = tmp_path / "good.json"
    save_game(_played(game), good)
    path = tmp_path / "lie.json"
    path.write_bytes(_lying(good.read_bytes()))
    before = path.read_bytes()
    win.last_error = None
    assert win.files.open_path(path)
    assert win.ctl.read_only
    qtbot.waitUntil(lambda: not win.files.log_check.busy, timeout=20_000)
    assert win.ctl.read_only and win.ctl.game is None  # never played
    assert win.last_error is not None
    _title, text, details = win.last_error
    assert "lie.json can't be played" in text and "left as it is" in text
    assert any("checkpoint" in d for d in details)
    assert path.read_bytes() == before


def test_a_check_that_ends_after_another_file_opened_is_dropped(win, game, tmp_path, qtbot,
                                                               long_from, monkeypatch):
    good = tmp_path / "good.json"
    save_game(_played(game), good)
    lie = tmp_path / "lie.json"
    lie.write_bytes(_lying(good.read_bytes()))
    win.last_error = None
    assert win.files.open_path(lie)
    monkeypatch.setattr(check, "CHECK_LATER_FROM", 10**6)  # the next one opens at once
    assert win.files.open_path(good)
    assert win.ctl.game is not None and not win.ctl.read_only
    assert not win.files.log_check.busy
    qtbot.wait(300)  # the worker of the first one ends meanwhile: nothing comes of it
    assert win.last_error is None and win.ctl.game is not None
