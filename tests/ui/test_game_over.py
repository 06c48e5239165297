"""The end of a game (issue 26, point 5), with real mouse clicks and keys: the game-over panel
names the result (life 0, ten poison counters, a concession, a draw), every face-down card the
end revealed is drawn face up, and "Play again" starts the next game with the same decks, the
loser choosing who goes first, sideboarding first when the decks had sideboards."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
)

from tabletop.model.state import PREGAME
from tabletop.session.opening import demo_game
from tabletop.ui.table import cardart

from .conftest import action, item_of, shown


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


def click_choice(button) -> None:
    """A click on a radio button's words (a click beside them, in its row, selects nothing)."""
    QTest.mouseClick(button, Qt.LeftButton, Qt.NoModifier,
                     QPoint(min(30, button.width() // 2), button.height() // 2))


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


# ---------------------------------------------------------------- the result
def test_life_0_then_the_game_ended_names_the_winner_and_why(win):
    st = win.ctl.game.state
    lose_life(win, 20)
    assert st.life["Alice"] == 0 and no_panel(win)  # the players' move: not over yet
    menu_click(win, "concede")  # Game → Concede (leave the game)
    assert st.left == ["Alice"] and no_panel(win)
    sit(win, "Bob")
    menu_click(win, "end_game")  # Game → End the game: Bob is the last player in it
    assert st.ended
    p = panel(win)
    assert p.title.text() == "Game over"
    assert p.text.text() == ("Bob wins the game. Alice lost with a life total of 0 "
                             "(rule 704.5a).")
    assert p.play_again.isVisible() and p.save.isVisible()
    assert "Bob wins the game" in p.accessibleName()
    # behind the curtain nothing of the table shows, the panel neither
    QTest.keyClick(win, Qt.Key_F2)
    assert win.seats.curtain_up() and no_panel(win)
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    assert win.ctl.seat == "Alice" and "Bob wins the game" in panel(win).text.text()


def test_ten_poison_counters_name_the_loser(win):
    st = win.ctl.game.state
    for _ in range(10):
        QTest.keyClick(win, Qt.Key_F12, Qt.ControlModifier)  # Ctrl+F12: a poison counter
    assert st.player_counters["Alice"] == {"poison": 10}
    menu_click(win, "concede")
    sit(win, "Bob")
    menu_click(win, "end_game")
    assert panel(win).text.text() == ("Bob wins the game. Alice lost with 10 poison counters "
                                      "(rule 704.5c).")


def test_a_concession_names_the_winner_and_the_game_saves(win, tmp_path):
    sit(win, "Bob")
    menu_click(win, "concede")
    sit(win, "Alice")
    assert no_panel(win)
    menu_click(win, "end_game")
    p = panel(win)
    assert p.text.text() == "Alice wins the game. Bob conceded (rule 104.3a)."
    win.path = str(tmp_path / "finished.tabletop")  # (as a game opened from that file)
    QTest.mouseClick(p.save, Qt.LeftButton)
    from tabletop.ui.files import fileops
    again = fileops.open_file(tmp_path / "finished.tabletop")
    assert again.state.ended and again.state.left == ["Bob"]


def test_a_draw_when_both_players_lose_at_once(win):
    st = win.ctl.game.state
    lose_life(win, 20)
    menu_click(win, "concede")  # the state-based action carried out for Alice
    sit(win, "Bob")
    lose_life(win, 21)
    assert st.life == {"Alice": 0, "Bob": -1}
    menu_click(win, "end_game")
    assert panel(win).text.text() == (
        "The game is a draw: every player still in it lost at the same time (rule 104.4a). "
        "Alice lost with a life total of 0 (rule 704.5a). Bob lost with a life total of -1 "
        "(rule 704.5a).")
    # no loser to choose, nobody chose before: who goes first is drawn at random (103.1)
    game = win.ctl.game
    QTest.mouseClick(panel(win).play_again, Qt.LeftButton)
    assert win.ctl.game is not game and win.ctl.game.state.step == PREGAME
    assert win._pending_dialog is None or win._pending_dialog.objectName() != \
        "first_player_dialog"


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


# ---------------------------------------------------------------- the next game
def test_play_again_the_loser_chooses_who_goes_first_same_decks_in_pregame(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    g1 = demo_game(seed=3)
    w = shown(qtbot, MainWindow(g1, "Alice", quiet=True), (1280, 720))
    cards = owned(demo_game(seed=3))
    sit(w, "Bob")
    lose_life(w, 20)
    menu_click(w, "concede")
    sit(w, "Alice")
    menu_click(w, "end_game")
    QTest.mouseClick(panel(w).play_again, Qt.LeftButton)
    # Bob lost: the device goes to him (the curtain), he chooses
    assert w.seats.curtain_up() and w.curtain.seat == "Bob" and no_panel(w)
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    dlg = w._pending_dialog
    assert dlg is not None and dlg.objectName() == "first_player_dialog" and dlg.isVisible()
    assert "Bob lost the last game and chooses" in dlg.findChildren(QLabel)[0].text()
    assert dlg.choices["Bob"].isChecked()
    click_choice(dlg.choices["Alice"])
    QTest.mouseClick(dlg.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
    QApplication.processEvents()
    g2 = w.ctl.game
    st = g2.state
    assert g2 is not g1 and g2.seed != g1.seed
    assert (st.step, st.turn, st.active) == (PREGAME, 0, "Alice")
    assert not st.ended and st.left == [] and st.life == {"Alice": 20, "Bob": 20}
    assert owned(g2) == cards
    assert all(len(st.zones[f"{p}:hand"]) == 7 for p in st.players)
    # the mulligans, as for any new game: Alice first, behind the curtain
    assert w.seats.curtain_up() and w.curtain.seat == "Alice" and no_panel(w)
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    assert w.pregame_dialog is not None and w.pregame_dialog.player == "Alice"
    QTest.mouseClick(w.pregame_dialog.keep_button, Qt.LeftButton)
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)  # Bob
    QTest.mouseClick(w.pregame_dialog.keep_button, Qt.LeftButton)
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)  # Alice begins
    assert (st.turn, st.active) == (1, "Alice") and st.step != PREGAME


def test_cancelling_who_goes_first_keeps_the_finished_game(win):
    sit(win, "Bob")
    menu_click(win, "concede")
    sit(win, "Alice")
    menu_click(win, "end_game")
    game = win.ctl.game
    QTest.mouseClick(panel(win).play_again, Qt.LeftButton)
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)  # Bob conceded: he chooses
    dlg = win._pending_dialog
    QTest.mouseClick(dlg.buttons.button(QDialogButtonBox.Cancel), Qt.LeftButton)
    assert win.ctl.game is game and panel(win).isVisible()


def _new_game_from_decklists(win, first: str, second: str) -> None:
    """File → New game from two decklists (a modal dialog, filled in with keys)."""
    done = []

    def fill():
        dlg = QApplication.activeModalWidget()
        if dlg is None:
            QTimer.singleShot(20, fill)
            return
        names = dlg.findChildren(QLineEdit)
        lists = dlg.findChildren(QPlainTextEdit)
        for box, name in zip(names, ("Ann", "Ben"), strict=False):
            box.selectAll()
            QTest.keyClicks(box, name)
        lists[0].setPlainText(first)
        lists[1].setPlainText(second)
        QTest.mouseClick(dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok),
                         Qt.LeftButton)
        done.append(True)

    QTimer.singleShot(0, fill)
    win.findChild(type(win.table_actions["end_game"]), "new_decks").trigger()
    assert done
    active(win)  # the modal dialog gone, the window has the keys again


def _keep_both(win) -> None:
    for _ in range(3):
        if win.seats.curtain_up():
            QTest.mouseClick(win.curtain.button, Qt.LeftButton)
        dlg = win.pregame_dialog
        if dlg is not None and dlg.isVisible():
            QTest.mouseClick(dlg.keep_button, Qt.LeftButton)
    if win.seats.curtain_up():
        QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    assert win.ctl.game.state.step != PREGAME


def _row(lst, text: str):
    return next(lst.item(i) for i in range(lst.count()) if lst.item(i).text() == text)


def test_sideboarding_before_the_next_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    w = shown(qtbot, MainWindow(demo_game(seed=1), "Alice", quiet=True), (1280, 720))
    _new_game_from_decklists(w, "20 Forest\n4 Grizzly Bears\n\nSideboard\n2 Lightning Bolt\n",
                             "24 Island\n")
    g1 = w.ctl.game
    assert g1.state.players == ["Ann", "Ben"]
    _keep_both(w)
    sit(w, "Ann")
    menu_click(w, "concede")
    sit(w, "Ben")
    menu_click(w, "end_game")
    QTest.mouseClick(panel(w).play_again, Qt.LeftButton)
    # Ann's sideboard is hers to see: behind the curtain
    assert w.seats.curtain_up() and w.curtain.seat == "Ann"
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    dlg = w._pending_dialog
    assert dlg.objectName() == "sideboard_dialog" and dlg.isVisible()
    assert [dlg.main_list.item(i).text() for i in range(dlg.main_list.count())] == [
        "20 Forest", "4 Grizzly Bears"]
    assert dlg.side_list.item(0).text() == "2 Lightning Bolt"
    assert dlg.main_label.text() == "Main deck: 24 cards"
    assert dlg.side_label.text() == "Sideboard: 2 cards"
    dlg.grab().save("/tmp/gameover-sideboard.png")
    bears = _row(dlg.main_list, "4 Grizzly Bears")
    QTest.mouseClick(dlg.main_list.viewport(), Qt.LeftButton, Qt.NoModifier,
                     dlg.main_list.visualItemRect(bears).center())
    QTest.mouseClick(dlg.to_side, Qt.LeftButton)  # one Bears out
    at = dlg.side_list.visualItemRect(_row(dlg.side_list, "2 Lightning Bolt")).center()
    QTest.mouseClick(dlg.side_list.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    QTest.mouseDClick(dlg.side_list.viewport(), Qt.LeftButton, Qt.NoModifier, at)  # Bolt in
    assert dlg.main_label.text() == "Main deck: 24 cards"
    assert dlg.side_label.text() == "Sideboard: 2 cards"
    assert {dlg.side_list.item(i).text() for i in range(dlg.side_list.count())} == {
        "1 Grizzly Bears", "1 Lightning Bolt"}
    QTest.mouseClick(dlg.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
    # Ben has no sideboard; Ann lost, so she chooses at once (she is at the device)
    dlg = w._pending_dialog
    assert dlg.objectName() == "first_player_dialog" and not w.seats.curtain_up()
    click_choice(dlg.choices["Ann"])
    QTest.keyClick(dlg, Qt.Key_Return)
    g2 = w.ctl.game
    assert g2 is not g1 and g2.state.step == PREGAME and g2.state.active == "Ann"
    assert owned(g2) == {"Ann": Counter({"Forest": 20, "Grizzly Bears": 3,
                                         "Lightning Bolt": 1}),
                         "Ben": Counter({"Island": 24})}
    # the sideboard as it is now goes on to the game after
    assert w.files.sideboards_for(g2) is not None
    assert sorted(f["name"] for f in w.files.sideboards_for(g2)["Ann"]) == [
        "Grizzly Bears", "Lightning Bolt"]


# ---------------------------------------------------------------- screenshots
def test_screenshots_of_the_game_over_panel(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.session.opening import midgame
    from tabletop.ui.window import MainWindow
    for size in ((1280, 720), (1920, 1080)):
        w = shown(qtbot, MainWindow(midgame(seed=7), "Alice", quiet=True), size)
        sit(w, "Bob")
        menu_click(w, "concede")
        sit(w, "Alice")
        menu_click(w, "end_game")
        p = panel(w)
        QApplication.processEvents()
        # all of the panel in the window: its text whole, its buttons in sight
        inside = w.rect()
        for b in (p.play_again, p.save):
            corner = b.mapTo(w, QPoint(b.width(), b.height()))
            assert inside.contains(corner) and b.isVisible()
        assert p.text.height() >= p.text.heightForWidth(p.text.width())
        assert all(item_of(w, c.id).face for c in w.ctl.game.state.cards.values()
                   if c.face_down is not None and c.zone == "battlefield")
        w.grab().save(f"/tmp/gameover-{size[0]}x{size[1]}.png")


def test_a_spectator_sees_the_face_down_cards_the_end_revealed(win):
    """708.9 reveals every face-down object to every player at the game's end: public
    information, so a spectator's view (which shows public information only) has their faces
    too, as its log names them. Before the end a spectator knows none of them."""
    from tabletop.rules.visibility import view_for

    def spectator_faces():
        """The face-down objects of Alice's as the spectator's view shows them."""
        return sorted(((o.facts or {}).get("name") or "", o.known)
                      for o in view_for(win.ctl.game, None).objects
                      if o.face_down and o.owner == "Alice")

    before = spectator_faces()
    assert len(before) == 2 and before == [("", False), ("", False)]
    sit(win, "Bob")
    menu_click(win, "concede")
    sit(win, "Alice")
    menu_click(win, "end_game")
    after = spectator_faces()
    assert len(after) == 2 and all(known and name for name, known in after), after
    assert "Primordial Mist" in [name for name, _ in after]
