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
    win.seats.pass_to(seat)
    win.curtain.button.click()
    QApplication.processEvents()


def _menu_action(win, name):
    for menu_action in win.menuBar().actions():
        found = action(menu_action.menu(), name) if menu_action.menu() else None
        if found is not None:
            return found
    raise AssertionError(f"no menu action {name!r}")


TAKEN = "Taken back: draw cards (what was seen stays known)."


def test_an_undone_draw_is_taken_back_and_alice_still_knows_the_card(win):
    """Issue 12: an undo cannot take back what a player saw. Undoing a draw puts the card back
    on top of the library as a logged take-back; Alice still knows it, Bob never did."""
    st = win.ctl.game.state
    QTest.keyClick(win, Qt.Key_D)  # Alice draws the top of her library: an Island
    assert st.zones["Alice:hand"][-1] == "a-lib1"
    drew = win.log.texts()[-1]
    assert drew == "Alice drew 1 card: Island."
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)  # Alice takes it back
    assert "a-lib1" not in st.zones["Alice:hand"]
    assert st.zones["Alice:library"][0] == "a-lib1"
    assert win.log.texts()[-2:] == [drew, TAKEN]
    assert [e.command["kind"] for e in win.ctl.game.log] == ["draw", "take_back"]
    view = win.ctl.game.view_for("Alice")
    assert [(ov.index, ov.facts["name"]) for ov in view.library_known] == [(0, "Island")]

    _sit(win, "Bob")
    bob = win.log.texts()
    assert bob[-2:] == ["Alice drew 1 card.", TAKEN]  # Bob never knew the card
    assert not any("Island" in line for line in bob)
    assert win.ctl.game.view_for("Bob").library_known == []

    redo = _menu_action(win, "redo")  # Edit → Redo, from Bob's seat: the draw stands again
    assert redo.isEnabled()
    redo.trigger()
    assert st.zones["Alice:hand"][-1] == "a-lib1"
    assert [e.command["kind"] for e in win.ctl.game.log] == ["draw"]
    assert win.log.texts()[-1] == "Alice drew 1 card."

    _sit(win, None)  # View as → Spectator: public information only
    assert win.log.texts()[-1] == "Alice drew 1 card."
    _sit(win, "Alice")
    assert win.log.texts()[-1] == "Alice drew 1 card: Island."


def test_an_exact_undo_is_told_to_every_seat_as_it_saw_it(win):
    """An undo that makes nobody forget a card (a tap) takes the entry off the log, with a note
    in every seat's log."""
    from .conftest import item_of
    st = win.ctl.game.state
    win.view.focus_card(item_of(win, "a-bolt"))  # Alice's cloaked card, known to her by place
    QTest.keyClick(win, Qt.Key_T)
    assert st.cards["a-bolt"].tapped
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert not st.cards["a-bolt"].tapped and not win.ctl.game.log
    assert win.log.texts()[-1].startswith("Alice undid: ")
    _sit(win, "Bob")
    assert win.log.texts()[-1].startswith("Alice undid: ")
    _menu_action(win, "redo").trigger()
    assert st.cards["a-bolt"].tapped
    assert win.log.texts()[-1].startswith("Bob redid: ")


def test_taken_back_draws_keep_their_order_and_a_shuffle_forgets(win):
    st = win.ctl.game.state
    QTest.keyClick(win, Qt.Key_D)
    QTest.keyClick(win, Qt.Key_D)
    assert st.zones["Alice:hand"][-2:] == ["a-lib1", "a-lib2"]
    _menu_action(win, "undo").trigger()  # Edit → Undo
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert st.zones["Alice:library"][:2] == ["a-lib1", "a-lib2"]
    assert [e.command for e in win.ctl.game.log][2:] == [
        {"kind": "take_back", "entry": 1}, {"kind": "take_back", "entry": 0}]
    assert len(win.ctl.game.view_for("Alice").library_known) == 2
    QTest.keyClick(win, Qt.Key_S)  # a new action after the undos: shuffle
    lines = win.log.texts()
    assert lines[-3:] == [TAKEN, TAKEN, "Alice shuffled their library."]
    assert win.ctl.game.view_for("Alice").library_known == []  # a shuffle forgets (701.24a)
    # nothing of the library's order is told to Bob, before or after
    _sit(win, "Bob")
    assert not any("Island" in line for line in win.log.texts())


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
