"""The rest a user expects: card language, status bar, autosave and recovery, export, new game
from decklists, manifest dread, zone browser, the start-up path, the screenshot options."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.model import commands as C
from tabletop.ui.files import fileops

from .conftest import action, context_menu, drag_between, item_of


def test_card_language_setting_renames_cards(win):
    item = item_of(win, "a-forest")
    assert item.accessible_name.startswith("Forest")
    win.set_lang("de")
    assert item_of(win, "a-forest").accessible_name.startswith("Wald")
    win.set_lang("ja")
    assert item_of(win, "a-forest").accessible_name.startswith("森")  # CJK font in tests/run.sh


def test_status_bar_shows_turn_step_active_and_follows_the_model(win):
    assert "Turn 3" in win.status.text() and "First main" in win.status.text()
    assert "active: Alice" in win.status.text()
    QTest.keyClick(win, Qt.Key_N)  # next step
    assert "Beginning of combat" in win.status.text()
    win.ctl.undo()
    assert "First main" in win.status.text()


def test_autosave_after_an_action_and_recovery_offer(win, qtbot, tmp_path):
    from tabletop.storage import latest_autosave, load_game
    assert latest_autosave() is None
    win.ctl.run(C.Tap("a-mist"), "tap")
    qtbot.waitUntil(lambda: latest_autosave() is not None, timeout=5000)
    assert load_game(latest_autosave()).state.snapshot() == win.ctl.game.state.snapshot()
    assert fileops.recovery_candidate() == latest_autosave()
    win.files.save_to(tmp_path / "later.tabletop")  # a save newer than the autosave: no offer
    assert fileops.recovery_candidate() is None


def test_export_for_a_seat_writes_what_it_may_know(win, tmp_path):
    out = tmp_path / "bob.json"
    fileops.export(win.ctl.game, "Bob", out)
    text = out.read_text("utf-8")
    assert "Primordial Mist" not in text.replace("Whisperwood", "")  # Alice's face-down card
    assert "Exalted Angel" in text  # Bob controls it


def test_new_game_from_two_decklists():
    from tabletop.ui.files.newgame import game_from_decklists
    g = game_from_decklists(["Ann", "Ben"], ["20 Forest\n4 Grizzly Bears", "24 Island"], seed=2)
    assert g.view_for("Ann").hand_counts == {"Ann": 7, "Ben": 7}
    try:
        game_from_decklists(["Ann", "Ben"], ["3 No Such Card", "1 Island"])
    except ValueError as exc:
        assert "No Such Card" in str(exc)
    else:
        raise AssertionError("unknown cards must be refused")


def test_manifest_dread_and_the_library_menu(win):
    st = win.ctl.game.state
    pile = win.scene.piles[("Alice", "library")]
    menu = win.menus.pile_menu(pile)
    names = [a.objectName() for a in menu.actions()]
    assert {"draw", "shuffle", "manifest", "manifest_dread", "cloak"} <= set(names)
    action(menu, "manifest_dread").trigger()
    assert st.zones["Alice:library"] == []
    assert len(st.zones["Alice:graveyard"]) == 1
    assert any(c.face_down and c.face_down["method"] == "manifest_dread"
               for c in st.cards.values())


def test_zone_browser_lists_a_graveyard(win):
    win.ctl.run(C.Move("a-bears", "graveyard"), "discard")
    dlg = win.table.browse("Alice", "graveyard")
    assert dlg.list.count() == 1
    assert dlg.list.item(0).text() == "Grizzly Bears"


def test_cast_face_down_from_the_hand_menu_then_resolve(qtbot, monkeypatch, tmp_path):
    from .conftest import window_with
    hydra = {"id": "a-hydra", "facts": "hydra", "owner": "Alice", "zone": "hand"}
    w = window_with(qtbot, monkeypatch, tmp_path, "assist", hydra, "Hooded Hydra")
    st = w.ctl.game.state
    menu = context_menu(w, item_of(w, "a-hydra"))
    action(menu, "cast_morph").trigger()  # Hooded Hydra has morph
    menu.close()
    assert st.cards["a-hydra"].zone == "stack" and st.cards["a-hydra"].face_down
    w.view.focus_card(item_of(w, "a-hydra"))
    QTest.keyClick(w, Qt.Key_Return, Qt.ControlModifier)
    assert st.cards["a-hydra"].zone == "battlefield"
    assert item_of(w, "a-hydra").accessible_name.startswith("face-down #4, morph")


def test_start_up_path_paints_first_then_loads(qtbot):
    from tabletop.session.opening import demo_game
    from tabletop.ui.window import MainWindow
    w = MainWindow(None, "", quiet=True)
    qtbot.addWidget(w)
    w.show()
    QApplication.processEvents()
    assert w.view is None and "Setting up" in w.status.text()
    w.files.set_game(demo_game())
    assert w.ctl.seat == "Alice"
    assert len(w.scene.items_by_id) == 14  # two opening hands
    assert "Turn 1" in w.status.text()


def test_screenshot_of_the_turn_up_menu_and_the_curtain(tmp_path):
    from tabletop.app import main
    for show in ("turn-up-menu", "curtain"):
        out = tmp_path / f"{show}.png"
        assert main(["--screenshot", str(out), "--position", "midgame", "--show", show,
                     "--size", "1000x700"]) == 0
        assert out.stat().st_size > 5_000


PURSUIT = {"id": "a-pursuit", "facts": "pursuit", "owner": "Alice", "zone": "battlefield"}


def test_cryptic_pursuit_reminder_exiles_the_dead_instant(qtbot, monkeypatch, tmp_path):
    from .conftest import drag, window_with
    w = window_with(qtbot, monkeypatch, tmp_path, "assist", PURSUIT, "Cryptic Pursuit")
    drag(w, item_of(w, "a-bolt"), w.scene.seat_rects("Alice").piles["graveyard"].center())
    st = w.ctl.game.state
    assert st.cards["a-bolt"].zone == "graveyard"
    buttons = w.assist.reminder_buttons
    assert buttons and "Cryptic Pursuit" in buttons[0].text()
    qtbot.mouseClick(buttons[0], Qt.LeftButton)
    assert st.cards["a-bolt"].zone == "exile"
    assert st.cards["a-bolt"].permission["source"] == "Cryptic Pursuit"


def test_cryptic_pursuit_exiled_instant_is_cast_from_exile_through_the_table(
        qtbot, monkeypatch, tmp_path):
    """The reminder exiles with a permission (ExileToPlay, not a plain move), even when the
    instant died among other cards; then dragging the exile pile's top card to the stack casts
    it from exile."""

    from tabletop.ui.table import actions as A

    from .conftest import window_with
    w = window_with(qtbot, monkeypatch, tmp_path, "strict", PURSUIT, "Cryptic Pursuit")
    st = w.ctl.game.state
    # both face-down permanents die at once; the instant (a-bolt) is not the last of them
    from tabletop.model import commands as C
    w.ctl.run(C.MoveOnTable("a-bolt", 10, 10), "place")
    w.ctl.run(C.MoveOnTable("a-mist", 600, 250), "place")
    bolt, mist = item_of(w, "a-bolt"), item_of(w, "a-mist")
    bolt.setSelected(True)
    mist.setSelected(True)
    order = w.table.selected_vids()
    assert order == [bolt.vid, mist.vid]
    dies = next(a for a in A.CARD_ACTIONS if a.id == "graveyard")
    w.table.card_action(dies, order[0])
    assert st.cards["a-bolt"].zone == st.cards["a-mist"].zone == "graveyard"
    buttons = [b for b in w.assist.reminder_buttons
               if b.objectName() == "reminder_pursuit_exile"]
    assert buttons, (order, w.assist.title.text())
    qtbot.mouseClick(buttons[0], Qt.LeftButton)
    assert w.ctl.game.log[-1].command["kind"] == "exile_to_play"
    assert st.cards["a-bolt"].zone == "exile"
    assert st.cards["a-bolt"].permission["until"] == "end_of_your_next_turn"
    # cast it from exile: a real drag of the exile pile's top card onto the stack
    pile = w.scene.piles[("Alice", "exile")]
    assert pile.count == 1 and pile.top_view.permission
    drag_between(w, pile.rect().center(), w.scene.stack_rect.center())
    QApplication.processEvents()
    assert st.cards["a-bolt"].zone == "stack", w.assist.title.text()
    assert st.cards["a-bolt"].cast_from == "exile"
    assert w.ctl.game.log[-1].result != "overridden"
    spell = item_of(w, "a-bolt")
    assert spell is not None and "Lightning Bolt" in spell.accessible_name
    assert pile.count == 0


def test_card_language_is_remembered(win):
    win.set_lang("fr")
    assert fileops.load_settings()["lang"] == "fr"
    from tabletop.app import _saved_lang
    assert _saved_lang("en") == "fr"


def test_end_game_reveals_every_face_down_object(win):
    st = win.ctl.game.state
    # while Bob plays on, Alice can't end the game for him (issue 23): she may concede
    win.table_actions["end_game"].trigger()
    assert not st.ended and "concede" in win.statusBar().currentMessage()
    win.seats.pass_to("Bob")
    win.curtain.button.click()
    win.table_actions["concede"].trigger()  # Bob leaves: Alice is the last player
    if not st.ended:
        win.seats.pass_to("Alice")
        win.curtain.button.click()
        win.table_actions["end_game"].trigger()
    assert win.ctl.game.state.ended
    assert "Game over" in win.status.text()
    text = "\n".join(win.log.texts())
    assert "Exalted Angel" in text  # Bob's morph is revealed to everyone at the end (708.9)
    win.table_actions["draw"].trigger()
    assert "Refused" in win.assist.title.text()


def test_the_log_panel_holds_a_long_game_and_follows_its_end(qtbot):
    """A plain text view: 20,000 lines, new ones appended (not all written again), the view at
    the newest; a line break inside a line does not make two."""
    from tabletop.ui.table.panels import LogPanel
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(300, 200)
    log.show()
    lines = [f"Line {i}: Alice drew a card and then did something long enough to wrap."
             for i in range(20_000)]
    log.set_lines(lines)
    log.document().firstBlock().setUserState(7)  # a mark that writing it all again would lose
    log.set_lines(lines + ["Bob\nhas the last word."])
    assert log.document().firstBlock().userState() == 7  # appended, not written again
    assert log.count() == 20_001 and log.texts()[-1] == "Bob has the last word."
    assert log.texts()[:3] == lines[:3]
    QApplication.processEvents()
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    log.set_lines(["Undone back to one line"])  # not a continuation: written again
    assert log.texts() == ["Undone back to one line"] and log.count() == 1
    log.clear()
    assert log.count() == 0 and log.texts() == []


def test_screenshot_of_the_preview_of_a_named_card(tmp_path, capsys):
    from PySide6.QtGui import QImage

    from tabletop.app import main
    out = tmp_path / "preview.png"
    assert main(["--screenshot", str(out), "--position", "midgame", "--seed", "7", "--show",
                 "preview", "--card", "Mastery of the Unseen", "--size", "1000x700"]) == 0
    img = QImage(str(out))
    assert not img.isNull() and img.height() > img.width()  # the preview panel alone
    # a card the seat may not see cannot be named into the preview
    assert main(["--screenshot", str(tmp_path / "x.png"), "--position", "midgame", "--seed",
                 "7", "--show", "preview", "--card", "Exalted Angel"]) == 1
    assert "no card 'Exalted Angel'" in capsys.readouterr().err
