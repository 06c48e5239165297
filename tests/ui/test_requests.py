"""Requests at the table (issue 23): an action on another seat's things asks that seat, who
answers in the bar above the table; overrides never reveal; table trust. Real mouse drags on
the viewport and real clicks on the bar's buttons, offscreen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.model.modes import Result
from tabletop.rules import new_game

from .conftest import drag, item_of, shown, small_setup

BEARS = {"id": "a-bears-bf", "facts": "bears", "owner": "Alice", "zone": "battlefield"}


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def hot_seat(qtbot, monkeypatch, tmp_path, seat: str = "Bob", mode: str = "assist"):
    """A shown hot-seat window on `small_setup(mode)` with Alice's Grizzly Bears on the
    battlefield, `seat` at the device."""
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    setup = small_setup(mode)
    setup["cards"].append(dict(BEARS))
    w = MainWindow(new_game(setup, seed=1), seat, quiet=True)
    return shown(qtbot, w, (1280, 720))


def sit_down(win, seat: str) -> None:
    """The device goes to `seat`: the curtain, then its confirm button."""
    win.seats.pass_to(seat)
    settle()
    assert not win.requests.bar.isVisible()  # nothing of the last seat's behind the curtain
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    settle()


def click(button) -> None:
    assert button is not None and button.isVisible()
    QTest.mouseClick(button, Qt.LeftButton)
    settle()


def test_a_refused_peek_at_the_opponents_card_offers_no_override(win):
    """Assist mode: peeking at Bob's face-down card is refused with no Override button, and
    nothing names the card (the rules say no override shows a seat a card it may not know)."""
    g = win.ctl.game
    assert g.state.mode == "assist"
    n_log = len(g.log)
    win.view.focus_card(item_of(win, "b-angel"))
    QTest.keyClick(win, Qt.Key_L)
    settle()
    assert len(g.log) == n_log
    assert not win.assist.override_button.isVisible()
    assert not win.assist.override_button.isVisibleTo(win.assist)
    assert win.ctl.pending is None and win.ctl.override() is None
    assert len(g.log) == n_log
    texts = [*win.log.texts(), win.assist.title.text(), win.statusBar().currentMessage(),
             *(win.assist.list.item(i).text() for i in range(win.assist.list.count()))]
    assert "Only its controller may look" in win.statusBar().currentMessage()
    assert all("Angel" not in t for t in texts), texts
    # an ordinary illegal action still offers the logged override in assist mode
    win.view.focus_card(item_of(win, "a-mist"))
    QTest.keyClick(win, Qt.Key_U)
    settle()
    assert win.assist.override_button.isVisibleTo(win.assist)


def test_hot_seat_request_answered_in_the_bar_then_undone_and_declined(
        qtbot, monkeypatch, tmp_path):
    win = hot_seat(qtbot, monkeypatch, tmp_path, "Bob")
    g, st = win.ctl.game, win.ctl.game.state
    vid = item_of(win, "a-bears-bf").vid
    # Bob drags Alice's creature to her hand: a request, and nothing changes
    drag(win, item_of(win, "a-bears-bf"), win.scene.seat_rects("Alice").hand.center())
    settle()
    assert g.log[-1].result == Result.REQUESTED
    assert st.cards["a-bears-bf"].zone == "battlefield" and len(st.requests) == 1
    assert item_of(win, "a-bears-bf").vid == vid
    assert "Asked Alice" in win.statusBar().currentMessage()
    assert win.assist.title.text().startswith("Asked")
    assert win.requests.bar.lines() == [
        f"Waiting for Alice: move Grizzly Bears ({vid}) to the hand"]
    assert win.requests.bar.rows[0].accept is None
    assert win.requests.bar.rows[0].withdraw.isVisible()
    # Alice at the device sees it in the bar
    sit_down(win, "Alice")
    bar = win.requests.bar
    assert bar.isVisible()
    line = f"Bob asks you to allow: move Grizzly Bears ({vid}) to the hand"
    assert bar.lines() == [line]
    row = bar.rows[0]
    assert row.label.textFormat() == Qt.PlainText
    assert row.accept.accessibleName() == f"Accept: {line}"
    assert row.decline.toolTip() == f"Decline: {line}"
    assert any("Bob asks Alice to allow: move Grizzly Bears" in t for t in win.log.texts())
    win.grab().save(str(tmp_path / "request_bar.png"))
    assert (tmp_path / "request_bar.png").stat().st_size > 0
    # Accept: carried out, logged, one undo step
    click(row.accept)
    assert st.cards["a-bears-bf"].zone == "hand" and st.requests == []
    assert not win.requests.bar.isVisible()
    assert "accepted Bob's request (move a card)" in " ".join(win.log.texts())
    assert win.ctl.undo_stack.undoText().startswith("Accept Bob's request: move Grizzly Bears")
    # Undo: the card is back and the request waits again
    win.ctl.undo()
    settle()
    assert st.cards["a-bears-bf"].zone == "battlefield" and len(st.requests) == 1
    assert win.requests.bar.lines() == [line]
    # Decline (its shortcut, on the window): nothing changes, the request is gone
    QTest.keyClick(win, Qt.Key_Backspace, Qt.ControlModifier | Qt.ShiftModifier)
    settle()
    assert st.cards["a-bears-bf"].zone == "battlefield" and st.requests == []
    assert not win.requests.bar.isVisible()
    assert g.log[-1].command == {"kind": "answer", "request": 1, "accept": False}
    assert win.log.texts()[-1] == "Alice declined Bob's request (move a card)."


def test_a_request_can_be_withdrawn_and_the_accept_shortcut_answers(
        qtbot, monkeypatch, tmp_path):
    win = hot_seat(qtbot, monkeypatch, tmp_path, "Bob")
    st = win.ctl.game.state
    win.view.focus_card(item_of(win, "a-bears-bf"))
    QTest.keyClick(win, Qt.Key_T)  # Bob taps Alice's creature: a request
    settle()
    assert not st.cards["a-bears-bf"].tapped and len(st.requests) == 1
    click(win.requests.bar.rows[0].withdraw)
    assert st.requests == [] and not win.requests.bar.isVisible()
    QTest.keyClick(win, Qt.Key_T)
    settle()
    sit_down(win, "Alice")
    QTest.keyClick(win, Qt.Key_Return, Qt.ControlModifier | Qt.ShiftModifier)
    settle()
    assert st.cards["a-bears-bf"].tapped and st.requests == []


def test_a_request_on_a_hidden_card_names_it_nowhere_the_asker_looks(
        qtbot, monkeypatch, tmp_path):
    """Bob asks to look at the top of Alice's library: the bar, its tooltips, the undo text and
    the log name no card, for either seat, until the look is carried out."""
    from tabletop.model import commands as C
    win = hot_seat(qtbot, monkeypatch, tmp_path, "Bob")
    st = win.ctl.game.state
    win.run(C.LookTop("Bob", owner="Alice", n=1), "Look at the top of Alice's library")
    settle()
    assert len(st.requests) == 1
    texts = [*win.requests.bar.lines(), win.ctl.undo_stack.undoText(),
             win.statusBar().currentMessage(), *win.log.texts()]
    row = win.requests.bar.rows[0]
    texts += [row.withdraw.toolTip(), row.withdraw.accessibleName()]
    assert all("Island" not in t for t in texts), texts
    assert win.requests.bar.lines() == [
        "Waiting for Alice: look at the top cards of Alice's library"]


def test_table_trust_asks_first_then_lets_bob_tap_alices_permanent(
        qtbot, monkeypatch, tmp_path):
    win = hot_seat(qtbot, monkeypatch, tmp_path, "Alice")
    g, st = win.ctl.game, win.ctl.game.state
    trust = win.requests.trust_action
    assert trust.isCheckable() and not trust.isChecked()
    trust.trigger()  # Alice turns trust on: a request to Bob
    settle()
    assert not st.trust and len(st.requests) == 1 and not trust.isChecked()
    assert "table trust" not in win.windowTitle()
    sit_down(win, "Bob")
    assert win.requests.bar.lines() == [
        "Alice asks you to allow: turn table trust on: players act on each other's things "
        "without asking"]
    click(win.requests.bar.rows[0].accept)
    assert st.trust and trust.isChecked()
    assert win.windowTitle().endswith("· table trust")
    assert win.status.text().endswith("· table trust")
    assert any(t.startswith("Table trust is on") for t in win.log.texts())
    # Bob taps Alice's permanent: carried out at once, no request
    win.view.focus_card(item_of(win, "a-bears-bf"))
    QTest.keyClick(win, Qt.Key_T)
    settle()
    assert st.cards["a-bears-bf"].tapped and st.requests == []
    assert g.log[-1].result == Result.DONE
    # turning it off is immediate
    trust.trigger()
    settle()
    assert not st.trust and not trust.isChecked() and "table trust" not in win.windowTitle()


def test_the_rules_off_never_carry_out_a_refusal_no_mode_passes(win):
    """Mode off skips judging, not seat authority: the peek stays refused, with no override."""
    g = win.ctl.game
    win.set_mode("off")
    n_log = len(g.log)
    win.view.focus_card(item_of(win, "b-angel"))
    QTest.keyClick(win, Qt.Key_L)
    settle()
    assert len(g.log) == n_log and not win.assist.override_button.isVisibleTo(win.assist)
    assert item_of(win, "b-angel").vid not in win.ctl.peeked


def test_results_in_words_say_requested(qapp):
    from tabletop.ui.table.controller import Report
    from tabletop.ui.table.panels import AssistPanel
    p = AssistPanel()
    p.show_report(Report("Tap: Grizzly Bears", Result.REQUESTED))
    assert p.title.text() == "Asked, waiting for an answer: Tap: Grizzly Bears"
    assert not p.override_button.isVisibleTo(p)


def test_log_lines_of_requests_read_well():
    from tabletop.ui.common.logtrans import line_text
    base = {"id": 1, "by": "Bob", "to": "Alice", "command": "move"}
    line = {"key": "log.requested", "text": "x",
            "params": {**base, "cards": [{"name": "Grizzly Bears"}]}}
    assert line_text(line) == "Bob asks Alice to allow: move Grizzly Bears."
    line = {"key": "log.request_void", "text": "x",
            "params": {**base, "command": "life", "reason": "player_left"}}
    assert line_text(line) == ("Bob's request to Alice (change Alice's life total) is void: "
                               "a player left the game.")
    assert line_text({"key": "log.trust_changed", "text": "x",
                      "params": {"on": False, "player": "Bob"}}) == \
        "Table trust is off (Bob): acting on another's things asks them."


def test_dragging_to_an_empty_spot_of_the_opponents_battlefield_is_refused_not_asked(
        qtbot, monkeypatch, tmp_path):
    """Where another's permanent lies is its controller's business: no request."""
    win = hot_seat(qtbot, monkeypatch, tmp_path, "Bob")
    st = win.ctl.game.state
    r = win.scene.seat_rects("Alice").battlefield
    before = st.cards["a-bears-bf"].pos
    drag(win, item_of(win, "a-bears-bf"), QPointF(r.right() - 60, r.top() + 60))
    settle()
    assert st.requests == [] and st.cards["a-bears-bf"].pos == before
