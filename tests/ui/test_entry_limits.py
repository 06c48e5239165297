"""Where data enters the app (issue 10, items 4 and 7): the rules mode from the command line is a
logged command (the game reopens), the new-game dialog holds names to what a save holds, and
every new game's seed comes from the operating system unless `--seed N` is given."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QPlainTextEdit

from tabletop.model.limits import MAX_PLAYER_NAME, MAX_SEED
from tabletop.ui.files import fileops

from .conftest import action, drag, item_of, shown


def _window(qtbot, argv):
    from tabletop import app
    w = app.build_window(app.parse_args(argv))
    w.quiet = True  # problems are kept in last_error rather than shown in a modal box
    return shown(qtbot, w)


def test_a_game_started_with_mode_off_saves_and_reopens(qtbot, monkeypatch, tmp_path):
    """`tabletop --mode off`: two lands in one turn (strict refuses the second) are carried out,
    and the save reopens, since the mode change is in its log."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    w = _window(qtbot, ["--mode", "off", "--seed", "12"])
    game = w.ctl.game
    assert game.state.mode == "off"
    assert game.log[-1].command == {"kind": "set_mode", "mode": "off"}
    st = game.state
    lands = [c for c in st.zones["Alice:hand"] if st.facts_of(st.cards[c]).is_land]
    assert len(lands) >= 2, "seed 12 deals Alice two lands"
    for cid in lands[:2]:
        drag(w, item_of(w, cid), w.scene.seat_rects("Alice").battlefield.center())
        assert st.cards[cid].zone == "battlefield"
    assert game.log[-1].command["kind"] == "play"
    path = tmp_path / "off.tabletop"
    assert w.files.save_to(path), getattr(w, "last_error", None)
    back = fileops.open_file(path)
    assert back.state.snapshot() == st.snapshot()
    assert [e.command for e in back.log] == [e.command for e in game.log]


def test_the_rules_mode_menu_issues_the_logged_command(win):
    assert win.ctl.game.state.mode == "assist"  # the fixture's game
    act = next(a for a in win.findChildren(QAction) if a.objectName() == "mode_off")
    act.trigger()  # Settings → Rules mode → off
    assert win.ctl.game.log[-1].command == {"kind": "set_mode", "mode": "off"}
    assert win.log.texts()[-1] == "The rules mode is now off (was assist)."


def test_the_new_game_dialog_holds_player_names_to_what_a_save_holds(win, tmp_path):
    """Typing a 150-character name: the field takes 100, and the game saves and reopens."""
    done = []

    def fill():
        dlg = QApplication.activeModalWidget()
        if dlg is None:
            QTimer.singleShot(20, fill)
            return
        names = dlg.findChildren(QLineEdit)
        lists = dlg.findChildren(QPlainTextEdit)
        names[0].clear()
        QTest.keyClicks(names[0], "N" * 150)
        lists[0].setPlainText("20 Forest\n4 Grizzly Bears")
        lists[1].setPlainText("24 Island")
        dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()
        done.append(True)

    QTimer.singleShot(0, fill)
    menu_new = next(action(m.menu(), "new_decks") for m in win.menuBar().actions()
                    if m.menu() is not None and action(m.menu(), "new_decks") is not None)
    menu_new.trigger()  # File → New game from two decklists… (modal until OK)
    assert done
    game = win.ctl.game
    assert game.state.players == ["N" * MAX_PLAYER_NAME, "Bob"]
    path = tmp_path / "long-name.tabletop"
    assert win.files.save_to(path), getattr(win, "last_error", None)
    assert fileops.open_file(path).state.players == game.state.players


def test_each_new_game_gets_its_own_63_bit_seed_unless_one_is_given(qtbot, monkeypatch,
                                                                     tmp_path):
    from tabletop.session.opening import demo_game, midgame
    from tabletop.ui.files.newgame import game_from_decklists
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    seeds = {demo_game().seed for _ in range(4)} | {midgame().seed} | {
        game_from_decklists(["Ann", "Ben"], ["20 Forest", "20 Island"]).seed for _ in range(2)}
    assert len(seeds) == 7 and all(0 <= s <= MAX_SEED for s in seeds)
    assert max(seeds) >= 2**40  # 63 random bits, not a small number (was 7, or 30 bits)
    # different games, different libraries (the chance of two alike is nil)
    orders = set()
    for _ in range(3):
        g = demo_game()
        st = g.state
        orders.add(tuple(st.facts_of(st.cards[c]).name for c in st.zones["Alice:library"]))
    assert len(orders) == 3
    # --seed N: the same game every time (screenshots, tests)
    a = _window(qtbot, ["--seed", "7"]).ctl.game
    b = _window(qtbot, ["--seed", "7"]).ctl.game
    assert a.seed == b.seed == 7
    assert a.state.snapshot() == b.state.snapshot()


def test_the_seed_option_is_checked(tmp_path, capsys):
    from tabletop.app import main
    out = tmp_path / "x.png"
    for bad in ("-1", str(MAX_SEED + 1), "seven"):
        assert main(["--seed", bad, "--screenshot", str(out)]) == 2
        assert "--seed must be a whole number" in capsys.readouterr().err
    save = tmp_path / "g.tabletop"
    from tabletop.session.opening import demo_game
    from tabletop.storage import save_game
    save_game(demo_game(seed=1), save)
    assert main(["--open", str(save), "--seed", "3", "--screenshot", str(out)]) == 2
    assert "keeps the seed" in capsys.readouterr().err


def test_a_game_that_would_not_reopen_is_not_saved_and_says_why(win, tmp_path):
    """The last net, as the window shows it: nothing written, a clear message, the game kept."""
    game = win.ctl.game
    game.setup = {**game.setup, "players": ["A" * 150, "Bob"]}  # no entry point allows this
    path = tmp_path / "never.tabletop"
    assert not win.files.save_to(path)
    assert not path.exists()
    _title, text, details = win.last_error
    assert "can't be saved" in text and "Nothing was written" in text
    assert any("setup.players[0]: String should have at most 100 characters" in d
               for d in details)
    assert win.ctl.game is game
