"""The smaller rough edges of a table that plays like paper (issue 26, point 10), each with
real clicks and keys: a burst of clicks on a life total is one log entry and one undo step;
typing in the library search goes to its filter and the preview follows the filter; a peek
ends when the pointer or the focus leaves the card or anything else is done; an undo with
nothing to undo says why; the file dialogs open in the documents folder, then the last one
used, with a default name from the game's; dialog titles fit their dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.test_players_area import _click


def _log(win) -> list[str]:
    return win.log.texts()


# -- (a) a burst of clicks on life − is one entry and one undo ---------------------------------
def test_four_clicks_on_life_minus_are_one_entry_and_one_undo(win, qtbot):
    st, game = win.ctl.game.state, win.ctl.game
    alice = win.scene.player_items["Alice"]
    n_log, n_undo = len(game.log), win.ctl.undo_stack.count()
    for _ in range(4):
        _click(win, alice, sign=-1)  # the − beside the life total
    assert st.life["Alice"] == 16 and alice.life == 16
    assert len(game.log) == n_log + 1  # one entry ...
    assert _log(win)[-1] == "Alice: life 20 → 16."
    assert win.ctl.undo_stack.count() == n_undo + 1  # ... and one undo step
    assert win.ctl.undo_stack.undoText() == "Alice: life 20 → 16"
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)  # one Ctrl+Z takes the burst back
    assert st.life["Alice"] == 20 and alice.life == 20 and len(game.log) == n_log
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)  # and redoes it
    assert st.life["Alice"] == 16 and "Alice: life 20 → 16." in _log(win)[-2:]


def test_a_burst_ends_with_a_pause_another_action_or_another_player(win, qtbot):
    st, game = win.ctl.game.state, win.ctl.game
    alice = win.scene.player_items["Alice"]
    n_log = len(game.log)
    _click(win, alice, sign=-1)
    _click(win, alice, sign=-1)
    qtbot.wait(1700)  # a pause: a new entry
    _click(win, alice, sign=-1)
    assert st.life["Alice"] == 17 and len(game.log) == n_log + 2
    assert _log(win)[-2:] == ["Alice: life 20 → 18.", "Alice: life 18 → 17."]
    QTest.keyClick(win, Qt.Key_F11)  # a key is a click too: the same burst
    assert len(game.log) == n_log + 2 and _log(win)[-1] == "Alice: life 18 → 16."
    QTest.keyClicks(win.chat.edit, "gg")  # a chat line is logged between
    QTest.keyClick(win.chat.edit, Qt.Key_Return)
    assert game.log[-1].command["kind"] == "chat"
    _click(win, alice, sign=1)
    assert st.life["Alice"] == 17 and len(game.log) == n_log + 4
    _click(win, alice, sign=1)
    _click(win, alice, sign=-1)
    _click(win, alice, sign=-1)  # +1 +1 −1 −1: back where it was, as one entry
    assert st.life["Alice"] == 16
    # Bob's life is Bob's: a request, never part of Alice's burst
    _click(win, win.scene.player_items["Bob"], sign=-1)
    assert st.life["Bob"] == 20 and len(st.requests) == 1
    # undo walks back entry by entry, never half a burst
    stack = win.ctl.undo_stack
    lives = []
    while stack.canUndo():
        QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
        lives.append(st.life["Alice"])
    # the request, −1 (a sum of 0 is no burst), +1 +1 −1, −1 and F11, −2 (the chat line stays)
    assert lives == [16, 17, 16, 18, 20] and len(game.log) == n_log + 1
