"""Library tools and opening hands, driven with real keys and clicks: search a library and take a
card, scry two to the bottom, look at another player's top, mulligan twice and keep five, new
demo games dealt by their seed, the automatic draw; and no seat reads a card it may not know
(undo text, log, tooltips) after a look, a scry or a search."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

from tabletop.carddata.demo import bundled_lookup
from tabletop.rules import new_game
from tabletop.ui.library.cardbrowser import CardBrowser, Pile

from .conftest import action, shown, small_setup

SECRETS = ("Den Protector", "Hooded Hydra", "Counterspell", "Stratus Dancer")


def _setup():
    """small_setup with Alice's library: the SECRETS (top first), known to nobody."""
    s = small_setup()
    s["cards"] = [c for c in s["cards"] if c["zone"] != "library" or c["owner"] == "Bob"]
    for i, name in enumerate(SECRETS):
        key = f"lib{i}"
        s["facts"][key] = bundled_lookup(name)
        s["cards"].append({"id": f"a-l{i}", "facts": key, "owner": "Alice", "zone": "library"})
    return s


@pytest.fixture
def lwin(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    w = shown(qtbot, MainWindow(new_game(_setup(), seed=1), "Alice", quiet=True))
    # the mouse on Alice's battlefield (Ctrl+F searches the library under the mouse)
    pt = w.view.mapFromScene(w.scene.seat_rects("Alice").battlefield.center())
    QTest.mouseMove(w.view.viewport(), pt)
    return w


def _ready(qtbot, dlg):
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    QApplication.processEvents()


def _back(qtbot, win):
    """The main window active again (its shortcuts work in the active window)."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)


def _click_card(lst, row, mod=Qt.NoModifier):
    rect = lst.visualItemRect(lst.item(row))
    QTest.mouseClick(lst.viewport(), Qt.LeftButton, mod, rect.center())


def _answer_number(qtbot, win, n: int) -> None:
    dlg = win.library_dialog
    assert dlg is not None and dlg.objectName() == "ask_number"
    _ready(qtbot, dlg)
    edit = dlg.findChild(QLineEdit)
    edit.selectAll()
    QTest.keyClicks(edit, str(n))
    QTest.keyClick(edit, Qt.Key_Return)
    QApplication.processEvents()


def test_search_my_library_and_take_a_card_to_hand(lwin, qtbot):
    st = lwin.ctl.game.state
    before = lwin.ctl.undo_stack.count()
    QTest.keyClick(lwin, Qt.Key_F, Qt.ControlModifier)  # Ctrl+F: your own library
    dlg = lwin.library_dialog
    assert isinstance(dlg, CardBrowser)
    _ready(qtbot, dlg)
    lib = dlg.piles[Pile.TOP]
    # a search looks at every card: all faces shown, in library order
    assert [lib.item(i).text() for i in range(lib.count())] == list(SECRETS)
    assert not any(lib.item(i).data(Qt.UserRole).startswith("a-") for i in range(lib.count()))
    QTest.keyClicks(dlg.filter, "counterspell")
    assert dlg.shown_ids() == [lib.item(2).data(Qt.UserRole)]
    _click_card(lib, 2)
    QTest.mouseClick(dlg.ok, Qt.LeftButton)  # Take (to hand, the default; shuffle after)
    assert st.cards["a-l2"].zone == "hand"
    assert len(st.zones["Alice:library"]) == 3
    log = lwin.ctl.game.log[-1].command
    assert log["kind"] == "search" and log["find"] == ["a-l2"] and log["to"] == "hand"
    assert lwin.ctl.undo_stack.count() == before + 1
    assert any("searched" in ln for ln in lwin.ctl.log_lines())
    _back(qtbot, lwin)
    QTest.keyClick(lwin, Qt.Key_Z, Qt.ControlModifier)  # undone like any action
    assert st.cards["a-l2"].zone == "library"


def test_search_the_library_under_the_mouse_and_fail_to_find(lwin, qtbot):
    """Ctrl+F over Bob's library searches it (by an effect); Fail to find, no shuffle."""
    pile = lwin.scene.piles[("Bob", "library")]
    vp = lwin.view.viewport()
    pt = lwin.view.mapFromScene(pile.sceneBoundingRect().center())
    QTest.mouseMove(vp, pt)
    QTest.keyClick(lwin, Qt.Key_F, Qt.ControlModifier)
    # Bob's library is Bob's to show (issue 23): first a request to look at all of it, and no
    # browser until Bob accepts
    g = lwin.ctl.game
    assert g.log[-1].command == {"kind": "look_top", "player": "Alice", "owner": "Bob"}
    assert g.log[-1].result == "requested"
    assert getattr(lwin, "library_dialog", None) is None
    for seat in ("Bob", "Alice"):
        lwin.seats.pass_to(seat)
        QTest.mouseClick(lwin.curtain.button, Qt.LeftButton)
        QApplication.processEvents()
        if seat == "Bob":
            QTest.mouseClick(lwin.requests.bar.rows[0].accept, Qt.LeftButton)
    QTest.mouseMove(vp, QPoint(1, 1))
    QTest.mouseMove(vp, pt)
    QTest.keyClick(lwin, Qt.Key_F, Qt.ControlModifier)
    dlg = lwin.library_dialog
    assert isinstance(dlg, CardBrowser) and "Bob" in dlg.windowTitle()
    _ready(qtbot, dlg)
    assert dlg.piles[Pile.TOP].item(0).text() == "Grinning Demon"
    QTest.mouseClick(dlg.shuffle, Qt.LeftButton)
    QTest.mouseClick(dlg.fail, Qt.LeftButton)
    cmd = lwin.ctl.game.log[-1].command
    assert cmd["kind"] == "search" and cmd["owner"] == "Bob" and cmd.get("shuffle") is False
    assert not cmd.get("find")
    assert lwin.ctl.game.log[-1].result == "requested"  # Bob answers the search too


def test_scry_two_to_the_bottom(lwin, qtbot):
    st = lwin.ctl.game.state
    QTest.keyClick(lwin, Qt.Key_V)  # Scry…
    _answer_number(qtbot, lwin, 2)
    dlg = lwin.library_dialog
    assert isinstance(dlg, CardBrowser)
    _ready(qtbot, dlg)
    top = dlg.piles[Pile.TOP]
    assert [top.item(i).text() for i in range(top.count())] == ["Den Protector",
                                                                 "Hooded Hydra"]
    assert set(dlg.piles) == {Pile.TOP, Pile.BOTTOM}  # scry: no graveyard
    _click_card(top, 1)  # the Hydra first, then the Protector: the Protector ends lowest
    QTest.mouseClick(dlg.findChild(type(dlg.ok), "to_bottom"), Qt.LeftButton)
    _click_card(top, 0)
    QTest.keyClick(top, Qt.Key_B, Qt.AltModifier)
    assert top.count() == 0
    QTest.mouseClick(dlg.ok, Qt.LeftButton)
    assert st.zones["Alice:library"] == ["a-l2", "a-l3", "a-l1", "a-l0"]
    kinds = [e.command["kind"] for e in lwin.ctl.game.log[-2:]]
    assert kinds == ["look_top", "arrange_top"]
    # Alice still knows the two she put on the bottom; Bob does not
    known = {o.facts["name"] for o in lwin.ctl.game.view_for("Alice").library_known}
    assert known == {"Den Protector", "Hooded Hydra"}
    assert not lwin.ctl.game.view_for("Bob").library_known


def test_look_at_another_players_top_from_its_pile_menu(lwin, qtbot):
    pile = lwin.scene.piles[("Bob", "library")]
    vp = lwin.view.viewport()
    pt = lwin.view.mapFromScene(pile.sceneBoundingRect().center())
    QTest.mouseClick(vp, Qt.RightButton, Qt.NoModifier, pt)
    QApplication.processEvents()
    menu = lwin._menu
    if menu is None or not menu.isVisible():
        ev = QContextMenuEvent(QContextMenuEvent.Mouse, pt, vp.mapToGlobal(pt))
        QApplication.sendEvent(vp, ev)
        QApplication.processEvents()
        menu = lwin._menu
    assert menu.objectName() == "pile_menu"
    a = action(menu, "look_this")
    assert a is not None
    menu.close()
    a.trigger()
    _answer_number(qtbot, lwin, 1)
    # Bob's library is Bob's to show (issue 23): a request, and no browser before he accepts
    entry = lwin.ctl.game.log[-1]
    assert entry.command == {"kind": "look_top", "player": "Alice", "owner": "Bob"}
    assert entry.result == "requested"
    assert not isinstance(getattr(lwin, "library_dialog", None), CardBrowser)
    lwin.seats.pass_to("Bob")
    QTest.mouseClick(lwin.curtain.button, Qt.LeftButton)
    QApplication.processEvents()
    QTest.mouseClick(lwin.requests.bar.rows[0].accept, Qt.LeftButton)
    QApplication.processEvents()
    assert lwin.ctl.game.log[-1].command["kind"] == "answer"
    # Alice knows the top card now: her table shows it on Bob's library
    lwin.seats.pass_to("Alice")
    QTest.mouseClick(lwin.curtain.button, Qt.LeftButton)
    QApplication.processEvents()
    top = lwin.scene.view.library_tops["Bob"]
    assert top.facts["name"] == "Grinning Demon"


def _texts_for_seat(win) -> list[str]:
    """Everything the seat shown can read: undo/redo texts, the log, tooltips and names of
    the table's items, the assist panel, the status bar."""
    out = [a.text() for a in win.findChildren(QAction)]
    out += win.ctl.log_lines()
    for it in win.scene.items():
        out.append(it.toolTip())
        out.append(getattr(it, "accessible_name", "") or "")
    out += [win.assist.title.text(), win.statusBar().currentMessage(), win.status.text()]
    return out


def test_no_hidden_name_reaches_the_other_seat(lwin, qtbot):
    # Alice looks at her top card, scries two (keeping them on top), searches and takes the
    # Stratus Dancer to her hand without revealing it
    QTest.keyClick(lwin, Qt.Key_J, Qt.ControlModifier)
    _answer_number(qtbot, lwin, 1)
    QTest.mouseClick(lwin.library_dialog.ok, Qt.LeftButton)
    _back(qtbot, lwin)
    QTest.keyClick(lwin, Qt.Key_V)
    _answer_number(qtbot, lwin, 2)
    QTest.mouseClick(lwin.library_dialog.ok, Qt.LeftButton)
    _back(qtbot, lwin)
    QTest.keyClick(lwin, Qt.Key_F, Qt.ControlModifier)
    dlg = lwin.library_dialog
    _ready(qtbot, dlg)
    QTest.keyClicks(dlg.filter, "Stratus")
    _click_card(dlg.piles[Pile.TOP], 3)
    QTest.mouseClick(dlg.ok, Qt.LeftButton)
    st = lwin.ctl.game.state
    assert st.cards["a-l3"].zone == "hand"
    assert [e.command["kind"] for e in lwin.ctl.game.log[-4:]] == [
        "look_top", "look_top", "arrange_top", "search"]
    assert any("Stratus Dancer" in t for t in lwin.ctl.log_lines())  # Alice's own log names it
    for _ in range(2):  # Bob's seat: before and after an undo of the search (a note)
        lwin.ctl.set_seat("Bob")
        QApplication.processEvents()
        texts = " | ".join(_texts_for_seat(lwin))
        for name in SECRETS:
            assert name not in texts, name
        lwin.ctl.set_seat("Alice")
        _back(qtbot, lwin)
        QTest.keyClick(lwin, Qt.Key_Z, Qt.ControlModifier)


def _demo(qtbot, tmp_path, monkeypatch, seed):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    w = shown(qtbot, MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True))
    w.seed = seed
    return w


def _hands(win):
    st = win.ctl.game.state
    return {p: [st.cards[c].facts for c in st.zones[f"{p}:hand"]] for p in st.players}


def test_new_demo_games_are_dealt_by_their_seed(qtbot, tmp_path, monkeypatch):
    w = _demo(qtbot, tmp_path, monkeypatch, 11)
    new = w.findChild(QAction, "new_demo")
    new.trigger()
    first = _hands(w)
    assert w.ctl.game.seed == 11 and w.ctl.game.state.step == "pregame"
    assert all(len(h) == 7 for h in first.values())
    new.trigger()
    assert _hands(w) == first  # the same --seed: the same deal
    w.seed = 12
    new.trigger()
    assert _hands(w) != first
    w.seed = None  # no --seed: a new seed each time
    new.trigger()
    seeds = {w.ctl.game.seed}
    new.trigger()
    seeds.add(w.ctl.game.seed)
    assert len(seeds) == 2


def test_mulligan_twice_and_keep_five(qtbot, tmp_path, monkeypatch):
    w = _demo(qtbot, tmp_path, monkeypatch, 21)
    QTest.keyClick(w, Qt.Key_N, Qt.ControlModifier)  # File → New demo game
    st = w.ctl.game.state
    first = st.active
    other = next(p for p in st.players if p != first)
    # hot-seat: the curtain first, for the starting player
    assert w.stack.currentWidget() is w.curtain and w.curtain.seat == first
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    dlg = w.pregame_dialog
    assert dlg is not None and dlg.isVisible() and dlg.hand.count() == 7
    QTest.keyClick(dlg, Qt.Key_Escape)  # the hand waits for a decision: the dialog stays
    assert dlg.isVisible()
    for n in (1, 2):
        QTest.mouseClick(dlg.mull, Qt.LeftButton)
        assert st.mulligans[first] == n and len(st.zones[f"{first}:hand"]) == 7
        bottom = w.library_dialog
        assert isinstance(bottom, CardBrowser) and bottom.count == n
        _ready(qtbot, bottom)
        assert not bottom.ok.isEnabled()
        hand = bottom.piles[Pile.HAND]
        for _ in range(n):
            _click_card(hand, 0)
            QTest.keyClick(hand, Qt.Key_B, Qt.AltModifier)
        QTest.mouseClick(bottom.ok, Qt.LeftButton)
        assert len(st.zones[f"{first}:hand"]) == 7 - n
        assert dlg.isVisible() and dlg.hand.count() == 7 - n
    QTest.mouseClick(dlg.keep_button, Qt.LeftButton)
    assert first in st.kept and len(st.zones[f"{first}:hand"]) == 5
    # then the other player, behind the curtain
    assert w.stack.currentWidget() is w.curtain and w.curtain.seat == other
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    dlg = w.pregame_dialog
    assert dlg.player == other and dlg.hand.count() == 7
    QTest.mouseClick(dlg.keep_button, Qt.LeftButton)
    # everyone kept: the device is with the other player, so the curtain waits for the
    # starting player; turn 1 begins when they say "I am …"
    assert w.seats.curtain_up() and w.curtain.seat == first and w.ctl.seat == other
    assert st.step == "pregame"
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    assert w.ctl.seat == first
    # turn 1 of the starting player; in two players they skip the first draw
    assert (st.turn, st.step, st.active) == (1, "untap", first)
    assert [v.id for v in w.ctl.last_report.verdicts if v.id.startswith("GAME-")] == [
        "GAME-BEGINS", "GAME-FIRST-DRAW-SKIPPED"]
    _back(qtbot, w)
    QTest.keyClick(w, Qt.Key_N)
    QTest.keyClick(w, Qt.Key_N)  # through the draw step: skipped on turn 1
    assert st.step == "draw" and len(st.zones[f"{first}:hand"]) == 5


def test_the_draw_step_draws_for_the_active_player(win, qtbot):
    st = win.ctl.game.state
    win.ctl.run(__import__("tabletop.model.commands", fromlist=["x"]).Advance("upkeep"), "up")
    QApplication.processEvents()
    if win.stack.currentWidget() is win.curtain:
        QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    active = st.active
    win.ctl.set_seat(active)
    hand = len(st.zones[f"{active}:hand"])
    before = win.ctl.undo_stack.count()
    QTest.keyClick(win, Qt.Key_N)  # upkeep → draw: a card drawn, one undo step
    assert st.step == "draw" and len(st.zones[f"{active}:hand"]) == hand + 1
    assert win.ctl.undo_stack.count() == before + 1
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert st.step == "upkeep" and len(st.zones[f"{active}:hand"]) == hand
    win.findChild(QAction, "auto_draw").trigger()  # Settings: off
    QTest.keyClick(win, Qt.Key_N)
    assert st.step == "draw" and len(st.zones[f"{active}:hand"]) == hand
    assert QDialog  # (imported for the dialogs' types)


def test_a_new_game_from_decklists_sets_who_goes_first_and_the_starting_life(qtbot):
    from tabletop.ui.files.newgame import game_from_decklists
    g = game_from_decklists(["Ann", "Ben"], ["40 Forest", "40 Island"], seed=3, first="Ben",
                            pregame=True, life=40)
    st = g.state
    assert (st.step, st.turn, st.active) == ("pregame", 0, "Ben")
    assert st.life == {"Ann": 40, "Ben": 40}
    assert all(len(st.zones[f"{p}:hand"]) == 7 for p in st.players)


def test_reveal_the_top_card_and_the_hand(lwin):
    game = lwin.ctl.game
    QTest.keyClick(lwin, Qt.Key_R, Qt.ControlModifier)
    assert game.log[-1].command == {"kind": "reveal", "player": "Alice", "from_zone": "library"}
    assert [o.facts["name"] for o in game.view_for("Bob").library_known] == ["Den Protector"]
    QTest.keyClick(lwin, Qt.Key_R, Qt.ControlModifier | Qt.ShiftModifier)  # to one player
    assert game.log[-1].command == {"kind": "reveal", "player": "Alice", "from_zone": "hand",
                                    "to": ["Bob"]}
    QTest.keyClick(lwin, Qt.Key_R, Qt.ShiftModifier)  # to everyone
    assert game.log[-1].command == {"kind": "reveal", "player": "Alice", "from_zone": "hand"}
    bob = game.view_for("Bob")
    assert all(o.known for o in bob.objects if o.zone == "hand" and o.owner == "Alice")


def test_three_players_first_mulligan_is_free(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.session.opening import deal
    from tabletop.ui.window import MainWindow
    players = ["Ann", "Ben", "Cy"]
    setup = {"players": players, "mode": "assist",
             "turn": {"active": "Ben", "number": 0, "step": "pregame"},
             "facts": {"island": bundled_lookup("Island")},
             "cards": [{"id": f"{p}-{i}", "facts": "island", "owner": p, "zone": "library"}
                       for p in players for i in range(12)]}
    w = shown(qtbot, MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True))
    w.files.set_game(deal(new_game(setup, seed=5)))  # as File → New game sets it
    st = w.ctl.game.state
    assert w.stack.currentWidget() is w.curtain and w.curtain.seat == "Ben"  # first: Ben
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    dlg = w.pregame_dialog
    QTest.mouseClick(dlg.mull, Qt.LeftButton)
    assert "MULL-FREE" in [v.id for v in w.ctl.last_report.verdicts]
    assert st.mulligans["Ben"] == 1 and not st.bottom_due.get("Ben")
    assert w.library_dialog is None or not w.library_dialog.isVisible()  # nothing to bottom
    assert dlg.isVisible() and dlg.hand.count() == 7
    QTest.mouseClick(dlg.keep_button, Qt.LeftButton)
    for p in ("Cy", "Ann"):  # then in turn order
        assert w.curtain.seat == p
        QTest.mouseClick(w.curtain.button, Qt.LeftButton)
        QTest.mouseClick(w.pregame_dialog.keep_button, Qt.LeftButton)
    assert w.seats.curtain_up() and w.curtain.seat == "Ben" and st.step == "pregame"
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)
    assert (st.turn, st.step, st.active) == (1, "untap", "Ben")
    # in a larger game nobody skips the first draw (103.8c)
    assert "GAME-FIRST-DRAW-SKIPPED" not in [v.id for v in w.ctl.last_report.verdicts]


def _pile_face(win, seat: str) -> str | None:
    """The name of the face the library pile of `seat` shows (None: a card back), checked
    against what is drawn on the pile and its accessible name."""
    from tabletop.ui.table import cardart
    pile = win.scene.piles[(seat, "library")]
    ov = pile.top_view
    back = cardart.back_pixmap(pile.level * pile.card_scale).toImage()
    assert (pile.card.pixmap().toImage() == back) == (ov is None)
    name = None if ov is None else ov.facts["name"]
    assert (f"top card: {name}" in pile.accessible_name) == (name is not None)
    return name


def test_play_with_the_top_card_revealed_from_the_pile_menu(lwin, qtbot):
    """Alice checks "Play with the top card revealed" in her library pile's menu: Bob's view
    of her pile shows its top card face up, and after her draw the new top card; the log names
    the drawn card to Bob (it was public)."""
    lwin.ctl.set_seat("Bob")
    QApplication.processEvents()
    assert _pile_face(lwin, "Alice") is None  # before: a back, for Bob as for anyone
    lwin.ctl.set_seat("Alice")
    _back(qtbot, lwin)
    assert _pile_face(lwin, "Alice") is None
    pile = lwin.scene.piles[("Alice", "library")]
    vp = lwin.view.viewport()
    pt = lwin.view.mapFromScene(pile.sceneBoundingRect().center())
    QTest.mouseClick(vp, Qt.RightButton, Qt.NoModifier, pt)
    QApplication.processEvents()
    menu = lwin._menu
    if menu is None or not menu.isVisible():
        QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Mouse, pt,
                                                     vp.mapToGlobal(pt)))
        QApplication.processEvents()
        menu = lwin._menu
    assert menu.objectName() == "pile_menu"
    a = action(menu, "top_revealed")
    assert a is not None and a.isCheckable() and not a.isChecked()
    qtbot.waitExposed(menu)
    QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, menu.actionGeometry(a).center())
    QApplication.processEvents()
    assert lwin.ctl.game.log[-1].command == {"kind": "play_top_revealed", "player": "Alice"}
    assert a.isChecked()
    assert _pile_face(lwin, "Alice") == "Den Protector"
    lwin.ctl.set_seat("Bob")
    QApplication.processEvents()
    assert _pile_face(lwin, "Alice") == "Den Protector"  # Bob sees it too
    assert not lwin.table_actions["top_revealed"].isChecked()  # Bob's own library: not on
    lwin.ctl.set_seat("Alice")
    _back(qtbot, lwin)
    QTest.keyClick(lwin, Qt.Key_D)  # Alice draws: Den Protector to her hand
    QApplication.processEvents()
    assert _pile_face(lwin, "Alice") == "Hooded Hydra"
    lwin.ctl.set_seat("Bob")
    QApplication.processEvents()
    assert _pile_face(lwin, "Alice") == "Hooded Hydra"  # the new top card, at once
    assert any("Alice drew 1 card: Den Protector" in t for t in lwin.ctl.log_lines())
    lwin.ctl.set_seat("Alice")
    _back(qtbot, lwin)
    QTest.keyClick(lwin, Qt.Key_Z, Qt.ControlModifier)  # undo the draw
    QTest.keyClick(lwin, Qt.Key_Z, Qt.ControlModifier)  # and the effect
    QApplication.processEvents()
    assert lwin.ctl.game.state.top_revealed == [] and not a.isChecked()
    lwin.ctl.set_seat("Bob")
    QApplication.processEvents()
    # nobody unsees a card: Den Protector, back on top, stays known to Bob
    assert _pile_face(lwin, "Alice") == "Den Protector"


def test_a_card_scried_to_the_top_shows_face_up_on_the_pile_to_its_scrier_only(lwin, qtbot):
    """The pile shows the top card's face to a seat that knows it (here: looked at and kept
    on top), not to the others."""
    from tabletop.model import commands as C
    assert lwin.ctl.run(C.LookTop("Alice", n=1), "Look").ok
    assert lwin.ctl.run(C.ArrangeTop("Alice", top=("a-l0",)), "Scry").ok
    QApplication.processEvents()
    assert _pile_face(lwin, "Alice") == "Den Protector"
    lwin.ctl.set_seat("Bob")
    QApplication.processEvents()
    assert _pile_face(lwin, "Alice") is None
