"""Keys act on the card under the pointer, the one the preview shows (issue 26, point 2): after
a right-click closed with Esc, and after the hand reflowed under a resting pointer; the status
bar names the card a key acted on. With no card under the pointer, the keyboard's focus (Tab)
and the selection are what keys act on, as before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .conftest import context_menu, item_of


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def point_at(win, item) -> None:
    """Move the mouse over `item` on the viewport (a real move: the preview follows)."""
    pt = win.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(win.view.viewport(), pt)
    settle()


def test_after_a_right_click_closed_with_esc_keys_act_on_the_card_pointed_at(win):
    st = win.ctl.game.state
    menu = context_menu(win, item_of(win, "a-mist"))  # right-click #1: its menu, Esc
    QTest.keyClick(menu, Qt.Key_Escape)
    settle()
    point_at(win, item_of(win, "a-bolt"))  # the pointer (and the preview) on #2
    QTest.keyClick(win, Qt.Key_T)
    settle()
    assert st.cards["a-bolt"].tapped and not st.cards["a-mist"].tapped
    said = win.statusBar().currentMessage()
    assert said.startswith("Tap / untap: ") and "#2" in said


def test_after_the_hand_reflows_keys_act_on_the_card_now_under_the_pointer(win):
    st = win.ctl.game.state
    forest, bears = item_of(win, "a-forest"), item_of(win, "a-bears")
    first = forest if forest.x() < bears.x() else bears
    point_at(win, first)
    QTest.keyClick(win, Qt.Key_P if first is forest else Qt.Key_C)  # it leaves the hand
    settle()
    gone = "a-forest" if first is forest else "a-bears"
    left = "a-bears" if first is forest else "a-forest"
    assert st.cards[gone].zone != "hand"
    assert win.table.pointed_vid() == item_of(win, left).vid  # the hand closed up under it
    QTest.keyClick(win, Qt.Key_R)  # reveal: the card under the pointer now, not the old one
    settle()
    said = win.statusBar().currentMessage()
    name = st.facts[st.cards[left].facts]["name"]
    assert said.startswith("Reveal to all players: ") and name in said
    last = win.ctl.game.log[-1]
    assert last.command["kind"] == "reveal" and last.command["card"] == left


def test_with_no_card_under_the_pointer_keys_act_on_the_focus(win):
    st = win.ctl.game.state
    win.view.focus_card(item_of(win, "a-mist"))  # Tab's way; the pointer is on no card
    QTest.keyClick(win, Qt.Key_T)
    settle()
    assert st.cards["a-mist"].tapped and not st.cards["a-bolt"].tapped
