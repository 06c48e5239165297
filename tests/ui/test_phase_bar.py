"""The phase bar above the table: every step of the turn, the current one lit; a click on a step
is the `advance` command through the controller (one undo entry, logged); N still steps on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.model.state import STEPS


def _lit(bar) -> list[str]:
    return [s for s, b in bar.buttons.items() if b.isChecked()]


def test_the_bar_shows_every_step_and_the_current_one(win):
    bar = win.phase_bar
    assert bar is not None and bar.isVisible()
    assert list(bar.buttons) == list(STEPS)
    # below the table, inside the window
    top = bar.mapTo(win, bar.rect().topLeft()).y()
    assert top >= win.view.mapTo(win, win.view.rect().bottomLeft()).y()
    assert top + bar.height() <= win.height()
    assert bar.current() == "main1" and _lit(bar) == ["main1"]
    assert bar.accessibleDescription() == "Turn 3, Alice's turn: First main"
    for b in bar.buttons.values():  # every label readable in full at 1400 px
        assert b.sizeHint().width() <= b.width()  # not cut short


def test_clicking_a_step_advances_to_it(win, qtbot):
    bar, game = win.phase_bar, win.ctl.game
    before = win.ctl.undo_stack.count()
    QTest.mouseClick(bar.buttons["declare_blockers"], Qt.LeftButton)
    assert game.state.step == "declare_blockers"
    assert bar.current() == "declare_blockers" and _lit(bar) == ["declare_blockers"]
    assert win.ctl.undo_stack.count() == before + 1  # one command, undoable
    # the lit step asks for nothing (not a whole turn round)
    QTest.mouseClick(bar.buttons["declare_blockers"], Qt.LeftButton)
    assert game.state.step == "declare_blockers" and win.ctl.undo_stack.count() == before + 1
    assert _lit(bar) == ["declare_blockers"]
    # N, the existing next-step shortcut, moves the lit step too
    QTest.keyClick(win, Qt.Key_N)
    assert game.state.step == "combat_damage" and bar.current() == "combat_damage"
    assert "(N)" in bar.next_button.text()
    QTest.mouseClick(bar.next_button, Qt.LeftButton)
    assert game.state.step == "end_combat" and _lit(bar) == ["end_combat"]
    # undo puts the bar back with the model
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert game.state.step == "combat_damage" and _lit(bar) == ["combat_damage"]


def test_an_earlier_step_is_in_the_next_turn(win):
    bar, game = win.phase_bar, win.ctl.game
    assert "next turn" in bar.buttons["upkeep"].toolTip()
    QTest.mouseClick(bar.buttons["upkeep"], Qt.LeftButton)
    # hot-seat: the turn passed to Bob; behind the curtain nobody clicks a step
    assert win.stack.currentWidget() is win.curtain and not bar.isEnabled()
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    assert bar.isEnabled()
    assert (game.state.turn, game.state.step, game.state.active) == (4, "upkeep", "Bob")
    assert bar.current() == "upkeep" and "Bob's turn" in bar.accessibleDescription()


def test_a_spectator_can_not_click(win):
    win.ctl.set_seat(None)
    assert not win.phase_bar.isEnabled()
    QTest.mouseClick(win.phase_bar.buttons["end"], Qt.LeftButton)
    assert win.ctl.game.state.step == "main1"


def test_a_narrow_window_gets_short_labels(win):
    bar = win.phase_bar
    assert not bar.compact and bar.buttons["declare_attackers"].text() == "Attackers"
    win.resize(900, 700)
    QApplication.processEvents()
    assert win.width() <= 900  # the bar does not hold the window wide
    assert bar.compact and bar.buttons["declare_attackers"].text() == "Atk"
    assert bar.buttons["declare_attackers"].accessibleName() == "Combat: Declare attackers"
    for b in bar.buttons.values():
        assert b.sizeHint().width() <= b.width()  # not cut short
    win.resize(1400, 900)
    QApplication.processEvents()
    assert not bar.compact
