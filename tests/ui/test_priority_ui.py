"""Who holds priority beside the turn and step in the status bar, and the seat's "Pass
priority" (O) and "Finish the resolution" (Shift+O) in the Game menu (issue 29)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from tabletop.model import commands as C


def test_the_status_bar_says_who_holds_priority_and_the_pass_moves_it(win):
    assert "priority: Alice" in win.status.text()
    act = win.table_actions["pass_priority"]
    assert act.shortcut() == QKeySequence("O")
    act.trigger()
    QApplication.processEvents()
    st = win.ctl.game.state
    assert st.priority == "Bob" and st.priority_passed == ["Alice"]
    assert "priority: Bob" in win.status.text()
    win.ctl.undo()  # the pass is undone: Alice holds priority again
    QApplication.processEvents()
    assert st.priority == "Alice" and "priority: Alice" in win.status.text()


def test_during_a_resolution_nobody_has_priority_until_it_is_finished(win):
    game = win.ctl.game
    assert game.apply(C.Cast("Alice", "a-bears"), "Alice").ok
    assert game.apply(C.Resolve("a-bears"), "Alice").ok
    win.refresh()
    QApplication.processEvents()
    assert "a spell is resolving: nobody has priority" in win.status.text()
    win.table_actions["finish_resolution"].trigger()
    QApplication.processEvents()
    assert game.state.priority == "Alice" and game.state.resolving is None
    assert "priority: Alice" in win.status.text()


def test_no_two_window_actions_share_a_shortcut(win):
    from PySide6.QtGui import QAction
    keys: dict[str, str] = {}
    for a in win.findChildren(QAction):
        for k in a.shortcuts():
            text = k.toString()
            if text and a.objectName():
                assert keys.setdefault(text, a.objectName()) == a.objectName(), text
