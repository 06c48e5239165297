"""The chat panel in hot-seat play (issue 15 item 6): typed lines (Enter sends) and the quick
messages, said by the seat at the table, public in every seat's chat and log, plain text,
rate-limited with a clear note; a chat line is not an undo step and undoing the action before
it still works. Driven with real key presses and mouse clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.limits import CHAT_RATE

from .conftest import item_of


def _type(win, text):
    """Click into the chat's line edit, type `text` and press Enter."""
    edit = win.chat.edit
    QTest.mouseClick(edit, Qt.LeftButton)
    QTest.keyClicks(edit, text)
    QTest.keyClick(edit, Qt.Key_Return)
    QApplication.processEvents()


def _quick(win, text):
    QTest.mouseClick(win.chat.quick_button(text), Qt.LeftButton)
    QApplication.processEvents()


def _sit(win, seat):
    win.seats.pass_to(seat)
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    QApplication.processEvents()


def test_typed_and_quick_lines_are_said_by_the_seat_at_the_table(win):
    assert win.chat_dock.isVisible() and win.chat.can_send
    _type(win, "  hello <b>Bob</b>  ")
    assert win.chat.edit.text() == ""
    _quick(win, "ok")
    lines = ["Alice: hello <b>Bob</b>", "Alice: ok"]
    assert win.chat.texts() == lines  # plain text, as written (trimmed)
    assert win.log.texts()[-2:] == lines
    assert [e.command for e in win.ctl.game.log] == [
        {"kind": "chat", "text": "hello <b>Bob</b>", "player": "Alice"},
        {"kind": "chat", "text": "ok", "player": "Alice"}]
    assert win.ctl.undo_stack.count() == 0  # a chat line is not an undo step
    win.seats.pass_to("Bob")  # behind the curtain: the seat that passed still speaks
    _quick(win, "wait")
    assert win.chat.texts()[-1] == "Alice: wait"
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    QApplication.processEvents()
    _quick(win, "your turn")
    assert win.chat.texts() == [*lines, "Alice: wait", "Bob: your turn"]
    assert win.log.texts()[-1] == "Bob: your turn"  # Bob's log shows the chat too


def test_undo_steps_over_chat_and_redo_puts_the_action_back(win, qtbot):
    st = win.ctl.game.state
    it = item_of(win, "a-mist")
    vp = win.view.viewport()
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, win.view.mapFromScene(it.pos()))
    QApplication.processEvents()
    assert st.cards["a-mist"].tapped and win.ctl.undo_stack.count() == 1
    _type(win, "tapped for mana")
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)  # undo: the tap, not the chat
    QApplication.processEvents()
    assert not st.cards["a-mist"].tapped
    assert [e.command["kind"] for e in win.ctl.game.log] == ["chat"]
    assert win.chat.texts() == ["Alice: tapped for mana"]
    assert win.log.texts()[0] == "Alice: tapped for mana"
    assert win.log.texts()[-1].startswith("Alice undid:")
    _quick(win, "wait")
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)  # redo
    QApplication.processEvents()
    assert st.cards["a-mist"].tapped
    assert [e.command["kind"] for e in win.ctl.game.log] == ["chat", "chat", "tap"]
    assert win.chat.texts() == ["Alice: tapped for mana", "Alice: wait"]
    # what was autosaved or saved loads again, chat and all
    back = storage.load_game_bytes(storage.dump_game(win.ctl.game), verify="rules")
    assert [e.command["kind"] for e in back.log] == ["chat", "chat", "tap"]


def test_a_draw_undone_after_chat_is_taken_back(win):
    st = win.ctl.game.state
    QTest.keyClick(win.view, Qt.Key_D)  # Alice draws
    assert st.zones["Alice:hand"][-1] == "a-lib1"
    _type(win, "nice")
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    QApplication.processEvents()
    assert st.zones["Alice:library"][0] == "a-lib1"
    assert [e.command["kind"] for e in win.ctl.game.log] == ["draw", "chat", "take_back"]
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)  # redo
    QApplication.processEvents()
    assert st.zones["Alice:hand"][-1] == "a-lib1"
    assert [e.command["kind"] for e in win.ctl.game.log] == ["draw", "chat"]


def test_too_many_lines_too_fast_are_refused_with_a_note(win):
    now = [100.0]
    win.chat.limit.clock = lambda: now[0]
    for i in range(CHAT_RATE):
        _type(win, f"line {i}")
    assert len(win.chat.texts()) == CHAT_RATE and not win.chat.note.isVisible()
    _type(win, "one more")
    assert len(win.chat.texts()) == CHAT_RATE
    assert win.chat.note.isVisible() and "Slow down" in win.chat.note.text()
    assert win.chat.edit.text() == "one more"  # kept, to send again
    now[0] += 5.0
    QTest.keyClick(win.chat.edit, Qt.Key_Return)
    QApplication.processEvents()
    assert win.chat.texts()[-1] == "Alice: one more" and not win.chat.note.isVisible()


def test_a_shared_board_shows_its_chat_and_takes_none(win, tmp_path):
    game = win.ctl.game
    game.apply(C.Chat("gl hf", player="Bob"), "Bob")
    path = tmp_path / "b.json"
    path.write_bytes(storage.export_for(game, "Bob"))
    win.files.open_path(path)
    QApplication.processEvents()
    assert win.ctl.shared is not None
    assert win.chat.texts() == ["Bob: gl hf"]
    assert not win.chat.can_send and not win.chat.edit.isEnabled()
    assert win.chat.note.isVisible()
