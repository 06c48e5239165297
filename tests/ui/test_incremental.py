"""Incremental scene updates: after every action (hidden ones included, and undo and redo) the
scene each seat has, updated item by item, is exactly the scene a full rebuild from
`view_for(seat)` gives, so it can't show anything the full rebuild would not."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtWidgets import QApplication

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.ui.common import logtext
from tabletop.ui.table import actions as A
from tabletop.ui.table.items import CardItem, PileItem, ZoneFrame
from tabletop.ui.table.scene import TableScene

from .conftest import item_of, small_setup


def snapshot(scene) -> dict:
    """Everything a seat's scene shows or knows, by view id."""
    cards = {}
    for vid, it in scene.items_by_id.items():
        assert it.scene() is scene and it.vid == vid
        assert vid.startswith("o") and it.ov.card_id is None
        ov = {k: getattr(it.ov, k) for k in it.ov.__slots__ if k != "card_id"}
        cards[vid] = (ov, it.toolTip(), it.accessible_name, it.peeked,
                      round(it.home.x(), 2), round(it.home.y(), 2), it.zValue(),
                      it.pixmap().size().toTuple())
    piles = {k: (p.count, p.label.text(), p.accessible_name, p.card.isVisible(),
                 p.top_view.id if p.top_view is not None else None)
             for k, p in scene.piles.items()}
    frames = sorted(f.text.text() for f in scene.frames if isinstance(f, ZoneFrame))
    v = scene.view
    objects = [(o.id, o.zone, o.owner, o.index, o.known, o.controller) for o in v.objects]
    header = {k: getattr(v, k) for k in ("seat", "turn", "active", "step", "mode", "ended",
                                         "library_counts", "hand_counts")}
    every_item = sum(1 for i in scene.items() if isinstance(i, CardItem))
    return {"cards": cards, "piles": piles, "frames": frames, "objects": sorted(objects),
            "header": header, "n_items": every_item}


def full_rebuild(win) -> dict:
    fresh = TableScene()  # laid out for the same area, drawn for the same level
    # ... with the slots the seat's permanents keep (the scene's memory of where each one
    # was put: a gap stays where one left, slots.py; public, the same for every seat)
    fresh.slots = copy.deepcopy(win.scene.slots)
    fresh.set_area(*win.scene.area)
    fresh.set_level(win.scene.level)
    fresh.sync(win.ctl.game.view_for(win.ctl.seat), win.lang, win.ctl.peeked)
    return snapshot(fresh)


@pytest.fixture
def seats(qtbot, tmp_path, monkeypatch):
    """One game, a window for each seat and one for a spectator, all following it."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    setup = small_setup("off")
    for i in range(6):  # deeper libraries: dread, cloak and shuffles need cards
        setup["cards"].append({"id": f"a-lib-x{i}", "facts": ("bolt", "forest", "angel")[i % 3],
                               "owner": "Alice", "zone": "library"})
        setup["cards"].append({"id": f"b-lib-x{i}", "facts": ("island", "demon")[i % 2],
                               "owner": "Bob", "zone": "library"})
    game = new_game(setup, seed=1)
    wins = []
    for seat in ("Alice", "Bob", None):
        w = MainWindow(game, seat, quiet=True)
        qtbot.addWidget(w)
        w.show()
        wins.append(w)
    QApplication.processEvents()
    return game, wins


def test_incremental_updates_equal_a_full_rebuild_for_every_seat(seats, monkeypatch):
    game, wins = seats
    alice = wins[0]
    rebuilds = []
    for w in wins:  # the actions below must not rebuild the scene
        monkeypatch.setattr(w.scene, "sync", lambda *a, w=w, **k: rebuilds.append(w))

    def check(what: str) -> None:
        QApplication.processEvents()
        for w in wins:
            assert snapshot(w.scene) == full_rebuild(w), f"{what}, seen by {w.ctl.seat}"
            # the log followed undo by rewinding, not replaying: the same lines as afresh
            assert w.log.texts() == logtext.lines_for(game, w.ctl.seat), what

    def peek(cid: str) -> None:
        act = next(a for a in A.CARD_ACTIONS if a.id == "peek")
        alice.table.card_action(act, item_of(alice, cid).vid)

    steps = [
        ("draw", lambda: game.apply(C.Draw("Alice"), "Alice")),
        ("manifest", lambda: game.apply(C.Manifest("Alice"), "Alice")),
        ("Bob manifests", lambda: game.apply(C.Manifest("Bob"), "Bob")),
        ("peek", lambda: peek("a-mist")),
        ("tap", lambda: game.apply(C.Tap("a-mist"), "Alice")),
        ("move on table", lambda: game.apply(C.MoveOnTable("a-bolt", 500, 100), "Alice")),
        ("counter and damage", lambda: (game.apply(C.AddCounter("b-angel"), "Bob"),
                                         game.apply(C.Damage("a-mist", 1), "Alice"))),
        ("cast face down", lambda: game.apply(C.Cast("Bob", "b-ripper", face_down="morph"),
                                              "Bob", override=True)),
        ("resolve", lambda: game.apply(C.Resolve("b-ripper"), "Bob", override=True)),
        ("bounce a hidden morph", lambda: game.apply(C.Move("b-angel", "hand"), "Bob")),
        ("attach", lambda: game.apply(C.Attach("a-bolt", "a-mist"), "Alice", override=True)),
        ("host moves", lambda: game.apply(C.MoveOnTable("a-mist", 700, 200), "Alice")),
        ("dies, revealed", lambda: game.apply(C.Move("a-mist", "graveyard"), "Alice")),
        # (an effect: Alice acting on Bob's spell herself would ask Bob first, issue 23)
        ("gain control", lambda: game.apply(C.GainControl("Alice", "b-ripper"), None,
                                            override=True)),
        ("effect", lambda: game.apply(C.ApplyEffect("b-ripper", {"add_pt": [1, 1]}), "Alice",
                                      override=True)),
        ("play a land", lambda: game.apply(C.Play("Alice", "a-forest"), "Alice",
                                           override=True)),
        ("to library", lambda: game.apply(C.Move("a-bears", "library", position="top"),
                                          "Alice")),
        ("undo", None),
        ("undo", None),
        ("redo", None),
        ("redo", None),
        ("next turn", lambda: game.apply(C.Advance("next_turn"), "Alice", override=True)),
        ("manifest dread", lambda: game.apply(C.ManifestDread(
            "Bob", keep=game.state.zones["Bob:library"][1]), "Bob", override=True)),
        ("cloak", lambda: game.apply(C.Cloak("Alice"), "Alice", override=True)),
        ("shuffle", lambda: game.apply(C.Shuffle("Bob"), "Bob")),
        ("turn face down", lambda: game.apply(C.TurnFaceDown("a-forest"), "Alice",
                                              override=True)),
        ("turn face up", lambda: game.apply(C.TurnFaceUp("Alice", "a-forest", "effect"),
                                            "Alice", override=True)),
        ("token copy", lambda: game.apply(C.CopyCard("Alice", "a-forest"), "Alice",
                                          override=True)),
        ("exile face down", lambda: game.apply(C.Move("a-bears", "exile", face_down=True),
                                               "Alice", override=True)),
        ("reveal", lambda: game.apply(C.Reveal("Bob", "b-angel"), "Bob", override=True)),
        ("undo", None),
        ("undo", None),
        ("redo", None),
        # (the table's: a seat ends the game only once the others have left it)
        ("end game", lambda: game.apply(C.EndGame(), None, override=True)),
    ]
    check("start")
    undone = []  # the redo stack: undo and redo as the undo stack does (revert, replay)
    for n, (what, do) in enumerate(steps):
        if what == "undo":
            undone.append(game.pop_entry())
        elif what == "redo":
            game.push_entry(undone.pop())
        else:
            undone.clear()
            do()
        check(f"step {n}: {what}")
        if what == "peek":  # the face shows to Alice only, and the log says she looked
            assert item_of(alice, "a-mist").peeked
            assert not any(i.peeked for i in wins[1].scene.items_by_id.values())
    game.pop_entry()
    check("undo the end of the game")
    assert not rebuilds, "an action rebuilt the whole scene"
    kinds = [e.command["kind"] for e in game.log]  # every step was carried out
    assert kinds[-1] == "move"  # the face-down exile, redone after two undos
    assert {"draw", "manifest", "look", "cast", "resolve", "attach", "manifest_dread", "cloak",
            "shuffle", "turn_face_down", "turn_face_up", "copy", "play"} <= set(kinds)


def test_a_tap_updates_one_item_only(win, monkeypatch):
    touched = []
    for it in win.scene.items_by_id.values():
        monkeypatch.setattr(it, "set_view", lambda *a, it=it, **k: touched.append(it.vid))
    monkeypatch.setattr(win.scene, "sync", lambda *a, **k: touched.append("sync"))
    vid = item_of(win, "a-mist").vid
    win.ctl.run(C.Tap("a-mist"), "tap")
    assert touched == [vid]


def test_a_seat_switch_and_a_bulk_event_rebuild_the_scene(win, monkeypatch):
    from tabletop.ui.table import controller
    calls = []
    real = win.scene.sync
    monkeypatch.setattr(win.scene, "sync", lambda *a, **k: (calls.append(1), real(*a, **k)))
    monkeypatch.setattr(controller, "BULK_TOUCHED", 0)
    win.ctl.run(C.Tap("a-mist"), "tap")
    assert calls == [1]
    assert snapshot(win.scene) == full_rebuild(win)
    win.seats.pass_to("Bob")
    win.curtain.button.click()
    assert len(calls) == 2
    assert snapshot(win.scene) == full_rebuild(win)
    assert not [i for i in win.scene.items() if isinstance(i, PileItem) and i.count < 0]
