"""The end of a game (issue 26, point 5), with real mouse clicks and keys: every face-down card
the end revealed is drawn face up."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
)

from tabletop.ui.table import cardart

from .conftest import action, item_of


# ---------------------------------------------------------------- helpers
def menu_click(win, name: str) -> None:
    """A click on the menu bar's menu holding action `name`, then a click on the action."""
    bar = win.menuBar()
    top = next(a for a in bar.actions()
               if a.menu() is not None and action(a.menu(), name) is not None)
    QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.actionGeometry(top).center())
    QApplication.processEvents()
    menu = top.menu()
    assert menu.isVisible()
    act = action(menu, name)
    QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, menu.actionGeometry(act).center())
    QApplication.processEvents()


def sit(win, seat: str) -> None:
    """`seat` at the table: F2 (pass to the next seat, two players), and the curtain's "I am
    …" clicked (nothing to do if `seat` sits there already)."""
    if win.ctl.seat == seat and not win.seats.curtain_up():
        return
    if not win.seats.curtain_up():
        active(win)
        QTest.keyClick(win, Qt.Key_F2)
    assert win.seats.curtain_up() and win.curtain.seat == seat
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    QApplication.processEvents()
    assert win.ctl.seat == seat and not win.seats.curtain_up()


def active(win) -> None:
    """The window has the keys (offscreen, a closed dialog may leave no window active)."""
    if QApplication.activeWindow() is not win:
        win.activateWindow()
        assert QTest.qWaitForWindowActive(win)


def lose_life(win, n: int) -> None:
    for _ in range(n):
        QTest.keyClick(win, Qt.Key_F11)  # the acting seat loses 1 life


def panel(win):
    QApplication.processEvents()
    p = win.seats.gameover.panel
    assert p is not None and p.isVisible(), "no game-over panel"
    return p


def no_panel(win) -> bool:
    p = win.seats.gameover.panel
    return p is None or not p.isVisible()


def owned(game) -> dict[str, Counter]:
    st = game.state
    out: dict[str, Counter] = {p: Counter() for p in st.players}
    for c in st.cards.values():
        if not c.token:
            out[c.owner][st.facts[c.facts]["name"]] += 1
    return out


def same_image(a, b) -> bool:
    return a.toImage() == b.toImage()


# ---------------------------------------------------------------- faces revealed at the end
def face_up(item):
    """The face-up rendering of what `item` shows (its object view as a face-up card)."""
    ov = replace(item.ov, face_down=False, marker=None, chars=None)
    return cardart.pixmap_for(ov, item.lang, level=item.level)


def test_the_face_down_cards_the_end_revealed_are_drawn_face_up(win):
    for cid in ("a-mist", "a-bolt"):  # Alice's own: face down on the table
        it = item_of(win, cid)
        assert not same_image(it.pixmap(), face_up(it))
    sit(win, "Bob")
    assert not item_of(win, "a-mist").ov.known  # Bob doesn't know Alice's face-down cards
    menu_click(win, "concede")
    sit(win, "Alice")
    menu_click(win, "end_game")  # 708.9: every face-down spell and permanent is revealed
    for cid in ("a-mist", "a-bolt"):
        it = item_of(win, cid)
        assert same_image(it.pixmap(), face_up(it)) and it.face, cid
    sit(win, "Bob")  # and for the seat that never knew them
    for cid in ("a-mist", "a-bolt"):
        it = item_of(win, cid)
        assert it.ov.known and it.ov.face_down
        assert same_image(it.pixmap(), face_up(it)) and it.face, cid
    # the preview shows the face too, not the face-down frame
    vp = win.view.viewport()
    QTest.mouseMove(vp, win.view.mapFromScene(item_of(win, "a-mist").pos()))
    QApplication.processEvents()
    it = item_of(win, "a-mist")
    assert win.table.hover == it.vid
    want = cardart.upright_pixmap_for(replace(it.ov, face_down=False, marker=None, chars=None),
                                      win.lang, level=win.table.preview_level())
    assert same_image(win.preview._source, want)


