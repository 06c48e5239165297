"""Cards don't move on their own (issue 26, point 4): tapping a permanent (T on the card under
the pointer, or a double-click) or bouncing one (H) moves no other card, and a tapped card keeps
clear of its neighbours. A permanent keeps its cell of the battlefield's grid until its player
moves it: a gap stays where one left, an undo puts it back in its cell, a new permanent takes
the first free cell, a seat switch keeps every place. Real mouse and keys on the viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.carddata.tokens import list_tokens
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.ui.table import layout as L

from .conftest import drag, forget_the_mouse, item_of, small_setup

BEARS = [f"a-bear{i}" for i in range(5)]
LANDS = [f"a-land{i}" for i in range(3)]


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


@pytest.fixture
def board(qtbot, monkeypatch, tmp_path):
    """Alice's table at 1280x720: five Grizzly Bears and three Forests of hers on the
    battlefield (automatic places), Bob's face-down Angel on his."""
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    setup = small_setup("off")
    setup["cards"] += [{"id": b, "facts": "bears", "owner": "Alice", "zone": "battlefield"}
                       for b in BEARS]
    setup["cards"] += [{"id": f, "facts": "forest", "owner": "Alice", "zone": "battlefield"}
                       for f in LANDS]
    w = MainWindow(new_game(setup, seed=1), "Alice", quiet=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    settle()
    forget_the_mouse(w)
    return w


def places(win) -> dict:
    """Every card on the table: where it is in the scene (its centre)."""
    return {vid: (it.pos().x(), it.pos().y()) for vid, it in win.scene.items_by_id.items()}


def battlefield(win) -> list:
    return [it for it in win.scene.items_by_id.values() if it.ov.zone == "battlefield"]


def point_at(win, item) -> None:
    QTest.mouseMove(win.view.viewport(), win.view.mapFromScene(item.sceneBoundingRect()
                                                                .center()))
    settle()


def unmoved(before: dict, after: dict, but=()) -> list:
    """The cards (other than `but`) whose place changed."""
    return [v for v, p in before.items() if v not in but and v in after and after[v] != p]


def double_click(vp, pt) -> None:
    """A double click as a mouse delivers it: press, release, double click, release
    (QTest.mouseDClick after another one elsewhere is taken for part of it)."""
    at = QPointF(pt)
    for kind, buttons in ((QEvent.MouseButtonPress, Qt.LeftButton),
                          (QEvent.MouseButtonRelease, Qt.NoButton),
                          (QEvent.MouseButtonDblClick, Qt.LeftButton),
                          (QEvent.MouseButtonRelease, Qt.NoButton)):
        QApplication.sendEvent(vp, QMouseEvent(kind, at, vp.mapToGlobal(at), Qt.LeftButton,
                                               buttons, Qt.NoModifier))
    settle()


def no_overlap(win) -> None:
    cards = battlefield(win)
    for it in cards:
        if not it.ov.tapped:
            continue
        r = it.sceneBoundingRect()
        assert r.width() > r.height()  # turned a quarter
        for other in cards:
            if other is not it and not other.ov.attached_to:
                assert not r.intersects(other.sceneBoundingRect()), (it.ov, other.ov)


def test_t_on_the_card_under_the_pointer_taps_it_and_moves_no_other_card(board):
    w = board
    middle = item_of(w, BEARS[1])
    before = places(w)
    point_at(w, middle)
    QTest.keyClick(w, Qt.Key_T)
    settle()
    assert w.ctl.game.state.cards[BEARS[1]].tapped
    assert unmoved(before, places(w), but={middle.vid}) == []
    assert places(w)[middle.vid] == before[middle.vid]  # turned where it lies
    no_overlap(w)
    QTest.keyClick(w, Qt.Key_T)  # untapped: still nothing moves
    settle()
    assert not w.ctl.game.state.cards[BEARS[1]].tapped
    assert places(w) == before


def test_a_double_click_taps_a_creature_and_a_land_in_place(board):
    w = board
    vp = w.view.viewport()
    before = places(w)
    for cid in (BEARS[0], BEARS[3], LANDS[1]):
        double_click(vp, w.view.mapFromScene(item_of(w, cid).sceneBoundingRect().center()))
        assert w.ctl.game.state.cards[cid].tapped, cid
    assert places(w) == before
    no_overlap(w)


def test_a_card_bounced_to_hand_leaves_its_gap_and_an_undo_fills_it_again(board):
    w = board
    st = w.ctl.game.state
    gone = item_of(w, BEARS[2])
    gone_vid, gone_place = gone.vid, places(w)[gone.vid]
    before = {v: p for v, p in places(w).items() if w.scene.items_by_id[v].ov.zone ==
              "battlefield"}
    point_at(w, gone)
    QTest.keyClick(w, Qt.Key_H)  # return to hand
    settle()
    assert st.cards[BEARS[2]].zone == "hand"
    after = places(w)
    assert unmoved(before, after, but={gone_vid}) == []
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)  # undo: back on the battlefield...
    settle()
    assert st.cards[BEARS[2]].zone == "battlefield"
    back = item_of(w, BEARS[2])
    assert places(w)[back.vid] == gone_place  # ... in its own cell
    assert unmoved(before, places(w), but={gone_vid}) == []


def test_a_new_permanent_takes_the_first_free_cell(board):
    w = board
    first = min((item_of(w, b) for b in BEARS), key=lambda i: (i.pos().y(), i.pos().x()))
    first_place = places(w)[first.vid]
    point_at(w, first)
    QTest.keyClick(w, Qt.Key_G)  # it dies: the first cell is free
    settle()
    before = places(w)
    soldier = next(f for f in list_tokens("soldier") if f.get("name") == "Soldier")
    w.ctl.run(C.CreateToken("Alice", soldier, 1), "token")
    settle()
    token = next(it for it in battlefield(w) if it.ov.token)
    assert places(w)[token.vid] == first_place  # in the gap, not after the last one
    assert unmoved(before, places(w)) == []


def test_a_new_permanent_does_not_go_under_a_card_its_player_put_there(board):
    w = board
    st = w.ctl.game.state
    by_place = sorted((item_of(w, b) for b in BEARS), key=lambda i: (i.pos().y(), i.pos().x()))
    first, last = by_place[0], by_place[-1]
    first_place, last_place = QPointF(first.pos()), QPointF(last.pos())
    point_at(w, first)
    QTest.keyClick(w, Qt.Key_G)  # the first cell is free...
    settle()
    drag(w, last, first_place)  # ... and the player puts the last bear there with the mouse
    assert st.cards[BEARS[by_place.index(last)]].pos is not None
    soldier = next(f for f in list_tokens("soldier") if f.get("name") == "Soldier")
    w.ctl.run(C.CreateToken("Alice", soldier, 1), "token")
    settle()
    token = next(it for it in battlefield(w) if it.ov.token)
    assert token.pos() == last_place  # the first free cell nothing lies on
    no_overlap(w)
    assert not token.sceneBoundingRect().intersects(last.sceneBoundingRect())


def test_a_seat_switch_keeps_every_place(board):
    w = board
    gone = item_of(w, BEARS[1]).vid
    first = {v: p for v, p in places(w).items() if w.scene.items_by_id[v].ov.zone ==
             "battlefield"}
    point_at(w, item_of(w, BEARS[1]))
    QTest.keyClick(w, Qt.Key_H)  # a gap in Alice's row
    settle()
    point_at(w, item_of(w, BEARS[3]))
    QTest.keyClick(w, Qt.Key_T)
    settle()
    before = places(w)
    rel = {v: (it.top_left().x() - w.scene.seat_rects("Alice").battlefield.left())
           for v, it in w.scene.items_by_id.items() if it.ov.zone == "battlefield"
           and it.ov.controller == "Alice"}
    w.ctl.set_seat("Bob")  # Bob sees Alice's battlefield (at the top, mirrored)...
    settle()
    bf = w.scene.seat_rects("Alice").battlefield
    for v, x in rel.items():  # ... with the same gap and the same order, left to right
        assert w.scene.items_by_id[v].top_left().x() - bf.left() == pytest.approx(x)
    w.ctl.set_seat("Alice")
    settle()
    assert places(w) == before
    assert unmoved(first, places(w), but={gone}) == []  # as at the start, but for the gap


def test_resolve_keeps_each_slot_and_fills_gaps_first():
    # a kept slot stays; a gap is filled before the row goes on
    assert L.resolve([0, None, 2]) == [0, 1, 2]
    assert L.resolve([0, 2, None]) == [0, 2, 1]
    # two keeping the same slot: the first in the zone's order keeps it
    assert L.resolve([4, 4]) == [4, 0]
    # the slots fill the rows the battlefield's width allows: a gap keeps its row too
    assert L.rows_needed(L.Needs([0, 1, 5], 0), 2 * L.BF_PAD + 3 * L.SLOT_W) == (2, 0)
    assert L.rows_needed(L.Needs([0, 1, 5], 0), 2 * L.BF_PAD + 6 * L.SLOT_W) == (1, 0)
