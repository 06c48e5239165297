"""The players' area and the table's other marks, with real mouse and key events: life totals
and player counters (click, wheel, keys, dialogs), named counters on permanents, tokens from the
picker, dice and coins, notes, arrows, untap all. Results are read back from the model and the
widgets."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.ui.players.items import LIFE, ArrowItem, PlayerItem

from .conftest import action, context_menu, item_of


def _vp_point(win, item: PlayerItem, rect) -> QPoint:
    return win.view.mapFromScene(item.mapToScene(rect.center()))


def _click(win, item: PlayerItem, what: str = LIFE, button=Qt.LeftButton, sign: int = 0):
    rect = item.buttons[sign] if sign else item.regions[what]
    QTest.mouseClick(win.view.viewport(), button, Qt.NoModifier, _vp_point(win, item, rect))
    QApplication.processEvents()


def _dialog(win, qtbot, name: str):
    qtbot.waitUntil(lambda: win._pending_dialog is not None
                    and win._pending_dialog.objectName() == name, timeout=2000)
    return win._pending_dialog


def _log(win) -> list[str]:
    return win.log.texts()


def test_life_with_clicks_wheel_and_keys(win, qtbot):
    st = win.ctl.game.state
    alice, bob = win.scene.player_items["Alice"], win.scene.player_items["Bob"]
    assert alice.life == 20 and "Alice: life 20" in alice.data(1)
    _click(win, alice)  # left click on the number: +1
    assert st.life["Alice"] == 21 and alice.life == 21
    assert _log(win)[-1] == "Alice: life 20 → 21."
    # Bob's life is Bob's (issue 23): each change Alice makes is a request he answers
    _click(win, bob, button=Qt.RightButton)  # right click: −1, and no menu
    assert st.life["Bob"] == 20 and len(st.requests) == 1
    assert win._menu is None or not win._menu.isVisible()
    _click(win, bob, sign=-1)  # the − button
    # the wheel over a number
    pos = _vp_point(win, bob, bob.regions[LIFE])
    vp = win.view.viewport()
    ev = QWheelEvent(QPointF(pos), QPointF(vp.mapToGlobal(pos)), QPoint(0, 0), QPoint(0, 120),
                     Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(vp, ev)
    assert st.life["Bob"] == 20 and len(st.requests) == 3
    win.seats.pass_to("Bob")
    win.curtain.button.click()
    for want in (19, 18, 19):  # Bob accepts them in the order asked
        QTest.mouseClick(win.requests.bar.rows[0].accept, Qt.LeftButton)
        QApplication.processEvents()
        assert st.life["Bob"] == want and win.scene.player_items["Bob"].life == want
    win.seats.pass_to("Alice")
    win.curtain.button.click()
    alice = win.scene.player_items["Alice"]
    # F11: the acting seat loses 1 life; F12 gains 1
    QTest.keyClick(win, Qt.Key_F11)
    QTest.keyClick(win, Qt.Key_F11)
    assert st.life["Alice"] == 19 and alice.life == 19
    assert _log(win)[-1] == "Alice: life 21 → 19."  # two presses at once: one entry
    assert win.findChild(type(win.player_actions["life_up"]), "life_up").shortcut() \
        .toString() == "F12"
    # and one undo entry with a plain text
    assert win.ctl.undo_stack.undoText() == "Alice: life 21 → 19"
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert st.life["Alice"] == 21 and alice.life == 21
    assert win._autosave.isActive()  # and it is saved


def test_poison_counters_and_the_assist_notes(win, qtbot):
    st = win.ctl.game.state
    alice = win.scene.player_items["Alice"]
    QTest.keyClick(win, Qt.Key_F12, Qt.ControlModifier)  # Ctrl+F12: a poison counter
    assert st.player_counters["Alice"] == {"poison": 1}
    assert "poison" in alice.regions and "1 poison" in alice.text()
    _click(win, alice, "poison")  # a click on the counter: one more
    assert st.player_counters["Alice"] == {"poison": 2}
    # a counter of any name, and a set value, from the dialog (Ctrl+Shift+L)
    QTest.keyClick(win, Qt.Key_L, Qt.ControlModifier | Qt.ShiftModifier)
    dlg = _dialog(win, qtbot, "value_dialog")
    dlg.name.lineEdit().selectAll()
    QTest.keyClicks(dlg.name.lineEdit(), "poison")
    dlg.value.lineEdit().selectAll()
    QTest.keyClicks(dlg.value.lineEdit(), "10")
    QTest.keyClick(dlg, Qt.Key_Return)
    assert st.player_counters["Alice"] == {"poison": 10}
    assert any("10 poison counters" in win.assist.list.item(i).text()
               for i in range(win.assist.list.count()))  # POISON-TEN
    QTest.keyClick(win, Qt.Key_L, Qt.ControlModifier | Qt.ShiftModifier)
    dlg = _dialog(win, qtbot, "value_dialog")
    dlg.name.lineEdit().selectAll()
    QTest.keyClicks(dlg.name.lineEdit(), "tickets")
    dlg.value.lineEdit().selectAll()
    QTest.keyClicks(dlg.value.lineEdit(), "3")
    QTest.keyClick(dlg, Qt.Key_Return)
    assert st.player_counters["Alice"] == {"poison": 10, "tickets": 3}
    assert "3 tickets" in alice.text()
    # Shift+F12: set the life total; 0 brings the LIFE-ZERO note
    QTest.keyClick(win, Qt.Key_F12, Qt.ShiftModifier)
    dlg = _dialog(win, qtbot, "value_dialog")
    dlg.value.lineEdit().selectAll()
    QTest.keyClicks(dlg.value.lineEdit(), "0")
    QTest.keyClick(dlg, Qt.Key_Return)
    assert st.life["Alice"] == 0
    assert any("has 0 life" in win.assist.list.item(i).text()
               for i in range(win.assist.list.count()))


def test_three_soldier_tokens_from_the_picker(win, qtbot):
    st = win.ctl.game.state
    before = len(st.zones["battlefield"])
    QTest.keyClick(win, Qt.Key_T, Qt.ControlModifier | Qt.ShiftModifier)
    dlg = _dialog(win, qtbot, "token_picker")
    QTest.keyClicks(dlg.search, "soldier")
    rows = [i for i in range(dlg.list.count())
            if dlg.list.item(i).text().startswith("Soldier 1/1") and "Artifact" not in
            dlg.list.item(i).text()]
    assert rows
    it = dlg.list.item(rows[0])
    dlg.list.scrollToItem(it)
    QTest.mouseClick(dlg.list.viewport(), Qt.LeftButton, Qt.NoModifier,
                     dlg.list.visualItemRect(it).center())
    dlg.count.lineEdit().selectAll()
    QTest.keyClicks(dlg.count.lineEdit(), "3")
    QTest.mouseClick(dlg.tapped, Qt.LeftButton)
    QTest.keyClick(dlg, Qt.Key_Return)
    new = [st.cards[c] for c in st.zones["battlefield"][before:]]
    assert len(new) == 3 and all(c.token and c.tapped for c in new)
    assert {st.facts[c.facts]["name"] for c in new} == {"Soldier"}
    items = [item_of(win, c.id) for c in new]
    assert all(i is not None and "token" in i.accessible_name for i in items)
    assert all("Token" in i.toolTip() for i in items)
    assert win.ctl.undo_stack.undoText() == "Create 3 Soldier tokens"
    # a token can be copied
    win.view.focus_card(items[0])
    QTest.keyClick(win, Qt.Key_K, Qt.ControlModifier)
    assert len(st.zones["battlefield"]) == before + 4


def test_roll_a_d20_and_undo_it(win, qtbot):
    game = win.ctl.game
    n = len(game.log)
    QTest.keyClick(win, Qt.Key_I, Qt.ControlModifier)
    rolled = [e for entry in game.log[n:] for e in entry.events if e.kind == "rolled"]
    assert len(rolled) == 1 and rolled[0].get("sides") == 20
    value = rolled[0].get("results")[0]
    assert 1 <= value <= 20
    shown = f"Alice rolled d20: {value}"
    assert any(win.assist.list.item(i).text() == shown for i in range(win.assist.list.count()))
    assert shown in win.statusBar().currentMessage()
    assert any("rolled" in line and str(value) in line for line in _log(win))
    assert win.ctl.undo_stack.undoText() == "Roll a d20"
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert len(game.log) == n
    assert not any("rolled" in line and "undid" not in line for line in _log(win))
    # the menu's other dice and the coin
    win.player_actions["roll_d6"].trigger()
    e = [e for entry in game.log[n:] for e in entry.events if e.kind == "rolled"][0]
    assert e.get("sides") == 6
    QTest.keyClick(win, Qt.Key_H, Qt.ControlModifier | Qt.ShiftModifier)
    flips = [e for entry in game.log[n:] for e in entry.events if e.kind == "coin_flipped"]
    assert len(flips) == 1 and flips[0].get("result") in ("heads", "tails")


def test_a_note_on_a_card_goes_when_it_moves(win, qtbot):
    st = win.ctl.game.state
    item = item_of(win, "a-mist")
    menu = context_menu(win, item)
    action(menu, "note").trigger()
    dlg = _dialog(win, qtbot, "note_dialog")
    QTest.keyClicks(dlg.edit, "<b>attacking</b> & blocked")
    QTest.keyClick(dlg, Qt.Key_Return)
    assert st.cards["a-mist"].note == "<b>attacking</b> & blocked"
    item = item_of(win, "a-mist")
    assert "Note: <b>attacking</b> & blocked" in item.toolTip() \
        or "&lt;b&gt;attacking" in item.toolTip()  # shown as written (escaped for Qt)
    assert "note: <b>attacking</b> & blocked" in item.accessible_name
    assert any("attacking" in line for line in _log(win))
    # the preview shows it as plain text
    win.table.on_hover(item.vid)
    assert "Note: <b>attacking</b> & blocked" in win.preview.text()
    # it moves (to its owner's hand): the note is gone
    win.view.focus_card(item)
    QTest.keyClick(win, Qt.Key_H)
    assert st.cards["a-mist"].zone == "hand" and st.cards["a-mist"].note is None
    back = item_of(win, "a-mist")
    assert "attacking" not in back.toolTip() and "attacking" not in back.accessible_name


def test_an_arrow_drawn_and_cleared(win, qtbot):
    st = win.ctl.game.state
    mine, theirs = item_of(win, "a-mist"), item_of(win, "b-angel")
    win.view.focus_card(mine)
    QTest.keyClick(win, Qt.Key_A, Qt.ShiftModifier)  # Point at…
    assert win.scene.pointing == ("object", mine.vid)
    QTest.mouseClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     win.view.mapFromScene(theirs.pos()))
    qtbot.waitUntil(lambda: len(st.arrows) == 1, timeout=2000)
    assert st.arrows[0] == {"frm": "a-mist", "to": "b-angel", "by": "Alice"}
    arrows = [i for i in win.scene.items() if isinstance(i, ArrowItem)]
    assert len(arrows) == 1 and arrows[0].start == mine.pos()
    # its head at the edge of the card pointed at
    edge = theirs.sceneBoundingRect()
    assert edge.adjusted(-1, -1, 1, 1).contains(arrows[0].end)
    assert not edge.adjusted(2, 2, -2, -2).contains(arrows[0].end)
    # from a card to a player: the player's area is an end too
    win.view.focus_card(mine)
    QTest.keyClick(win, Qt.Key_A, Qt.ShiftModifier)
    bob = win.scene.player_items["Bob"]
    QTest.mouseClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     _vp_point(win, bob, bob.rect().adjusted(4, 2, -4, -100)))
    qtbot.waitUntil(lambda: len(st.arrows) == 2, timeout=2000)
    assert st.arrows[1]["to"] == "Bob" and st.life["Bob"] == 20  # (no click on a number)
    assert len([i for i in win.scene.items() if isinstance(i, ArrowItem)]) == 2
    # Esc gives up a pointing
    win.view.focus_card(mine)
    QTest.keyClick(win, Qt.Key_A, Qt.ShiftModifier)
    QTest.keyClick(win.view, Qt.Key_Escape)
    assert win.scene.pointing is None
    QTest.keyClick(win, Qt.Key_A, Qt.ControlModifier | Qt.ShiftModifier)  # Clear arrows
    assert st.arrows == []
    assert not [i for i in win.scene.items() if isinstance(i, ArrowItem)]


def test_untap_all(win, qtbot):
    st = win.ctl.game.state
    for cid in ("a-mist", "a-bolt"):
        win.view.focus_card(item_of(win, cid))
        QTest.keyClick(win, Qt.Key_T)
    assert st.cards["a-mist"].tapped and st.cards["a-bolt"].tapped
    QTest.keyClick(win, Qt.Key_U, Qt.ControlModifier)
    assert not st.cards["a-mist"].tapped and not st.cards["a-bolt"].tapped
    assert win.ctl.undo_stack.undoText() == "Untap all"
    assert not item_of(win, "a-mist").ov.tapped


def test_counters_of_any_name_on_a_permanent(win, qtbot):
    st = win.ctl.game.state
    win.view.focus_card(item_of(win, "a-bolt"))
    QTest.keyClick(win, Qt.Key_K, Qt.ControlModifier | Qt.ShiftModifier)
    dlg = _dialog(win, qtbot, "value_dialog")
    dlg.name.lineEdit().selectAll()
    QTest.keyClicks(dlg.name.lineEdit(), "charge")
    dlg.value.lineEdit().selectAll()
    QTest.keyClicks(dlg.value.lineEdit(), "3")
    QTest.keyClick(dlg, Qt.Key_Return)
    assert st.cards["a-bolt"].counters == {"charge": 3}
    item = item_of(win, "a-bolt")
    assert "3 charge counters" in item.toolTip() and "3 charge counters" in item.accessible_name


def test_the_players_screenshot(tmp_path, monkeypatch):
    """`tabletop --screenshot OUT --show players`: packaging/screenshots/players.png."""
    from PySide6.QtGui import QImage

    from tabletop.app import main
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    out = tmp_path / "players.png"
    assert main(["--screenshot", str(out), "--position", "midgame", "--seed", "7", "--show",
                 "players", "--size", "1280x720"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1280, 720)
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 50


def test_a_right_drag_draws_an_arrow_and_a_right_click_opens_the_menu(win, qtbot):
    st = win.ctl.game.state
    mine, theirs = item_of(win, "a-bolt"), item_of(win, "b-angel")
    vp = win.view.viewport()
    start, end = win.view.mapFromScene(mine.pos()), win.view.mapFromScene(theirs.pos())
    QTest.mousePress(vp, Qt.RightButton, Qt.NoModifier, start)
    QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Mouse, start,
                                                 vp.mapToGlobal(start)))  # (as on a press)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * i / 8)
    assert win.scene._rubber is not None  # the arrow follows the mouse
    QTest.mouseRelease(vp, Qt.RightButton, Qt.NoModifier, end)
    qtbot.waitUntil(lambda: len(st.arrows) == 1, timeout=2000)
    assert st.arrows[0] == {"frm": "a-bolt", "to": "b-angel", "by": "Alice"}
    assert win._menu is None or not win._menu.isVisible()  # a drag opens no menu
    assert win.scene._rubber is None
    assert st.cards["a-bolt"].zone == "battlefield" and not st.cards["a-bolt"].pos  # not moved
    # a plain right click still opens the card's menu (when the button is up again)
    pt = win.view.mapFromScene(mine.pos())
    QTest.mousePress(vp, Qt.RightButton, Qt.NoModifier, pt)
    # what the platform sends on a right press (Linux: the menu is asked for on the press)
    ev = QContextMenuEvent(QContextMenuEvent.Mouse, pt, vp.mapToGlobal(pt))
    QApplication.sendEvent(vp, ev)
    QApplication.processEvents()
    assert win._menu is None or not win._menu.isVisible()  # not yet: it may become a drag
    QTest.mouseRelease(vp, Qt.RightButton, Qt.NoModifier, pt)
    QApplication.processEvents()
    menu = win._menu
    assert menu is not None and menu.isVisible() and action(menu, "note") is not None
    menu.close()
