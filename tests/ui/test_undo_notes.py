"""Hot-seat play: an undo or a redo leaves a trace in every seat's log ("Bob undid: ..."),
telling each seat the undone entry exactly as that seat read it, never more. Driven with the
real shortcuts and the Edit menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .conftest import action


def _sit(win, seat):
    """Pass the table to `seat` through the privacy curtain, as the players do."""
    win.pass_to(seat)
    win.curtain.button.click()
    QApplication.processEvents()


def _menu_action(win, name):
    for menu_action in win.menuBar().actions():
        found = action(menu_action.menu(), name) if menu_action.menu() else None
        if found is not None:
            return found
    raise AssertionError(f"no menu action {name!r}")


def test_an_undo_and_a_redo_are_told_to_every_seat_as_it_saw_them(win):
    st = win.ctl.game.state
    QTest.keyClick(win, Qt.Key_D)  # Alice draws the top of her library: an Island
    assert st.zones["Alice:hand"][-1] == "a-lib1"
    drew = win.log.texts()[-1]
    assert drew == "Alice drew 1 card(s): Island."
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)  # Alice takes it back
    assert "a-lib1" not in st.zones["Alice:hand"]
    assert win.log.texts()[-1] == "Alice undid: Alice drew 1 card(s): Island."
    assert drew not in win.log.texts()[:-1]  # the entry itself is gone from the log

    _sit(win, "Bob")
    bob = win.log.texts()
    assert bob[-1] == "Alice undid: Alice drew 1 card(s)."  # Bob never knew the card
    assert not any("Island" in line for line in bob)

    redo = _menu_action(win, "redo")  # Edit → Redo, from Bob's seat
    assert redo.isEnabled()
    redo.trigger()
    assert st.zones["Alice:hand"][-1] == "a-lib1"
    assert win.log.texts()[-3:] == ["Alice undid: Alice drew 1 card(s).",
                                    "Alice drew 1 card(s).", "Bob redid: Alice drew 1 card(s)."]

    _sit(win, None)  # View as → Spectator: public information only
    assert win.log.texts()[-3:] == ["Alice undid: Alice drew 1 card(s).",
                                    "Alice drew 1 card(s).", "Bob redid: Alice drew 1 card(s)."]

    _sit(win, "Alice")
    assert win.log.texts()[-3:] == [
        "Alice undid: Alice drew 1 card(s): Island.", "Alice drew 1 card(s): Island.",
        "Bob redid: Alice drew 1 card(s): Island."]


def test_notes_keep_their_order_as_the_log_goes_back_and_on(win):
    st = win.ctl.game.state
    QTest.keyClick(win, Qt.Key_D)
    QTest.keyClick(win, Qt.Key_D)
    assert st.zones["Alice:hand"][-2:] == ["a-lib1", "a-lib2"]
    _menu_action(win, "undo").trigger()  # Edit → Undo
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert len(win.ctl.game.log) == 0
    QTest.keyClick(win, Qt.Key_S)  # a new action after the undos: shuffle
    lines = win.log.texts()
    assert lines[-3:-1] == ["Alice undid: Alice drew 1 card(s): Island.",
                            "Alice undid: Alice drew 1 card(s): Island."]
    assert lines[-1] == "Alice shuffled their library."
    # nothing of the library's order is told to Bob, before or after
    _sit(win, "Bob")
    assert win.log.texts()[-3:] == ["Alice undid: Alice drew 1 card(s).",
                                    "Alice undid: Alice drew 1 card(s).",
                                    "Alice shuffled their library."]


def test_an_undone_peek_names_the_card_only_to_the_seat_that_peeked(win):
    """Alice peeks at her manifested Primordial Mist (L), then undoes it: her note names the
    card, Bob's and the spectators' only its public marker."""
    from .conftest import item_of
    win.view.focus_card(item_of(win, "a-mist"))
    QTest.keyClick(win, Qt.Key_L)
    assert win.ctl.game.log[-1].command["kind"] == "look"
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert not win.ctl.game.log
    assert win.log.texts()[-1] == "Alice undid: Alice looked at Primordial Mist (#1)."
    for seat in ("Bob", None):
        _sit(win, seat)
        assert win.log.texts()[-1] == "Alice undid: Alice looked at face-down #1."
        assert not any("Primordial Mist" in line for line in win.log.texts())
