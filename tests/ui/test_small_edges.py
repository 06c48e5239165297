"""The smaller rough edges of a table that plays like paper (issue 26, point 10), each with
real clicks and keys: a burst of clicks on a life total is one log entry and one undo step;
typing in the library search goes to its filter and the preview follows the filter; a peek
ends when the pointer or the focus leaves the card or anything else is done; an undo with
nothing to undo says why; the file dialogs open in the documents folder, then the last one
used, with a default name from the game's; dialog titles fit their dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.conftest import shown
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


# -- (b) the library search: typing goes to the filter, the preview follows it -----------------
@pytest.fixture
def lwin(qtbot, tmp_path, monkeypatch):
    """Alice's window; her library holds four different cards (test_library_tools')."""
    from tabletop.rules import new_game
    from tabletop.ui.window import MainWindow

    from .test_library_tools import _setup
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return shown(qtbot, MainWindow(new_game(_setup(), seed=1), "Alice", quiet=True))


def test_typing_in_the_search_goes_to_its_filter_and_the_preview_follows(lwin, qtbot):
    from tabletop.ui.library.cardbrowser import CardBrowser, Pile

    from .test_library_tools import SECRETS, _click_card, _ready
    QTest.keyClick(lwin, Qt.Key_F, Qt.ControlModifier)  # Ctrl+F: search your library
    dlg = lwin.library_dialog
    assert isinstance(dlg, CardBrowser)
    _ready(qtbot, dlg)
    lib = dlg.piles[Pile.TOP]
    assert [lib.item(i).text() for i in range(lib.count())] == list(SECRETS)
    _click_card(lib, 1)  # Hooded Hydra: picked, previewed
    assert lib.hasFocus() and dlg.card.text().startswith("Hooded Hydra")
    QTest.keyClicks(lib, "counterspell")  # typed with the cards' list focused
    assert dlg.filter.text() == "counterspell" and dlg.filter.hasFocus()
    assert [lib.item(i).text() for i in range(lib.count()) if not lib.item(i).isHidden()] \
        == ["Counterspell"]
    assert dlg.card.text().startswith("Counterspell")  # not the Hydra any more
    assert lib.currentItem().text() == "Counterspell" and not dlg.selected_ids()
    QTest.keyClick(dlg.filter, Qt.Key_Down)  # back to the cards; Space picks the current one
    assert lib.hasFocus()
    QTest.keyClick(lib, Qt.Key_Space)
    assert dlg.selected_ids() == [lib.currentItem().data(Qt.UserRole)]
    QTest.keyClicks(lib, "zz")  # nothing matches: nothing previewed
    assert dlg.filter.text() == "counterspellzz" and dlg.shown_ids() == []
    assert dlg.card.text() == ""
    for _ in range(14):
        QTest.keyClick(dlg.filter, Qt.Key_Backspace)
    assert dlg.shown_ids() == [lib.item(i).data(Qt.UserRole) for i in range(4)]
    assert dlg.card.text().startswith("Counterspell")  # the current card, still there
    QTest.keyClick(dlg, Qt.Key_Escape)


# -- (c) a peek is a look: the face goes back down ---------------------------------------------
def _point(win, cid: str):
    from .conftest import item_of
    return win.view.mapFromScene(item_of(win, cid).sceneBoundingRect().center())


def _peek_with_the_pointer(win, cid: str) -> None:
    from PySide6.QtWidgets import QApplication
    vp = win.view.viewport()
    QTest.mouseMove(vp, _point(win, cid))
    QApplication.processEvents()
    QTest.keyClick(win.view, Qt.Key_L)  # L: peek at the card under the pointer
    QApplication.processEvents()


def test_a_peeked_card_goes_face_down_again_when_the_peek_is_over(win, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from .conftest import item_of
    vp = win.view.viewport()
    mist = item_of(win, "a-mist")
    _peek_with_the_pointer(win, "a-mist")
    assert win.ctl.game.log[-1].command["kind"] == "look"
    assert mist.peeked and win.table.preview_shown[1]  # face up on the table, in the preview
    # the pointer leaves it for the empty table: face down again; the preview keeps the face
    empty = win.view.mapFromScene(win.scene.seat_rects("Alice").battlefield.bottomRight()
                                  - mist.boundingRect().bottomRight())
    QTest.mouseMove(vp, empty)
    QApplication.processEvents()
    assert not item_of(win, "a-mist").peeked and win.ctl.peeked == set()
    assert win.table.hover == mist.vid and win.table.preview_shown[1]
    # the pointer goes to another card
    _peek_with_the_pointer(win, "a-mist")
    assert item_of(win, "a-mist").peeked
    QTest.mouseMove(vp, _point(win, "a-bolt"))
    QApplication.processEvents()
    assert not item_of(win, "a-mist").peeked
    # the pointer leaves the table
    _peek_with_the_pointer(win, "a-mist")
    assert item_of(win, "a-mist").peeked
    QTest.mouseMove(win, QPoint(1, 1))
    QApplication.processEvents()
    assert not item_of(win, "a-mist").peeked
    # the keyboard focus moves on (Tab) while the pointer rests elsewhere
    win.view.focus_card(item_of(win, "a-mist"))
    QTest.keyClick(win.view, Qt.Key_L)
    assert item_of(win, "a-mist").peeked
    QTest.keyClick(win.view, Qt.Key_Tab)
    assert not item_of(win, "a-mist").peeked
    # any other action: the life −, a key, a chat line
    win.view.focus_card(item_of(win, "a-mist"))
    QTest.keyClick(win.view, Qt.Key_L)
    assert item_of(win, "a-mist").peeked
    QTest.keyClick(win, Qt.Key_F11)
    assert not item_of(win, "a-mist").peeked and win.ctl.game.state.life["Alice"] == 19
    # L twice still shows and hides it, as before
    win.view.focus_card(item_of(win, "a-mist"))
    QTest.keyClick(win.view, Qt.Key_L)
    assert item_of(win, "a-mist").peeked
    QTest.keyClick(win.view, Qt.Key_L)
    assert not item_of(win, "a-mist").peeked


# -- (d) an undo with nothing to undo says why ---------------------------------------------
def test_undo_after_opening_a_save_says_the_history_starts_there(win, qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    from .test_file_failures import answer_next_dialogs, choose_file
    from .test_lessons_ui import undo_action
    path = tmp_path / "game.tabletop"
    QTest.keyClick(win, Qt.Key_F11)  # something done, then saved
    assert win.files.save_to(path)
    left = answer_next_dialogs(qtbot, choose_file(path))
    QTest.keyClick(win, Qt.Key_O, Qt.ControlModifier)  # File → Open (Ctrl+O)
    assert left == [] and win.path == str(path)
    win.activateWindow()  # (the dialog gone, the window is active again)
    qtbot.waitUntil(win.isActiveWindow)
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)  # "I am Alice"
    QApplication.processEvents()
    n_log = len(win.ctl.game.log)
    assert not win.ctl.undo_stack.canUndo() and undo_action(win).isEnabled()
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    said = "Nothing to undo: a game opened from a file starts its undo history when it opens."
    assert win.statusBar().currentMessage() == said
    # where the eyes are: over the table's bottom left corner, whole
    msg = win.status_message.label  # (made with the first message)
    assert msg.isVisible() and msg.text() == said and msg.heightForWidth(msg.width()) \
        <= msg.height() and win.stack.rect().contains(msg.geometry())
    assert len(win.ctl.game.log) == n_log and win.ctl.game.state.life["Alice"] == 19
    # after an action and its undo, the history starts here
    QTest.keyClick(win, Qt.Key_F12)
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    assert win.ctl.game.state.life["Alice"] == 19
    win.statusBar().clearMessage()
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    assert win.statusBar().currentMessage() == "Nothing to undo: the undo history starts here."
    assert win.ctl.game.state.life["Alice"] == 19


def test_in_a_lesson_the_window_undo_stays_off_and_the_panel_has_ctrl_z(win, qtbot):
    from .conftest import context_menu, item_of
    from .test_lessons_ui import click_menu, pick_lesson, undo_action
    s = pick_lesson(win, qtbot, "manifest-turn-up")
    assert not undo_action(win).isEnabled()
    n_log = len(s.game.log)
    click_menu(win, context_menu(win, item_of(win, "bears")), "peek")
    assert len(s.game.log) == n_log + 1
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)  # the lesson's own undo
    assert len(s.game.log) == n_log and not undo_action(win).isEnabled()
    win.lessons.leave()
    assert undo_action(win).isEnabled()


# -- (e) the file dialogs: the documents folder, then the last one; the save's name -------------
def test_file_dialogs_start_in_documents_then_the_last_folder_with_the_saves_name(
        win, qtbot, tmp_path, monkeypatch):
    import os

    from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit

    from .test_file_failures import answer_next_dialogs
    home = tmp_path / "me"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)  # (user-dirs.dirs: none, the default)
    games = tmp_path / "games"
    games.mkdir()
    seen = []

    def answer(typed: str | None = None):
        def do(dlg):
            assert isinstance(dlg, QFileDialog)
            name = dlg.findChild(QLineEdit, "fileNameEdit")
            seen.append((dlg.directory().absolutePath(), name.text()))
            if typed is not None:
                name.setText(typed)
            dlg.accept()
        return do

    def bob(dlg):
        assert isinstance(dlg, QInputDialog)
        dlg.setTextValue("Bob")
        dlg.accept()

    def back():
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)

    assert os.getcwd() != str(home / "Documents")
    left = answer_next_dialogs(qtbot, answer(str(games / "friday.tabletop")))
    QTest.keyClick(win, Qt.Key_S, Qt.ControlModifier | Qt.ShiftModifier)  # Save as…
    assert left == [] and (games / "friday.tabletop").is_file()
    assert seen[-1] == (str(home / "Documents"), "game.tabletop")  # the documents folder
    back()
    left = answer_next_dialogs(qtbot, bob, answer())  # the name offered, as it is
    QTest.keyClick(win, Qt.Key_E, Qt.ControlModifier)  # Export for a seat…
    assert left == [] and seen[-1] == (str(games), "friday - Bob.json")
    assert (games / "friday - Bob.json").is_file()
    back()
    left = answer_next_dialogs(qtbot, answer(str(games / "friday.tabletop")))
    QTest.keyClick(win, Qt.Key_O, Qt.ControlModifier)  # Open…: the last folder too
    assert left == [] and seen[-1][0] == str(games) and win.path == str(games / "friday.tabletop")
    back()
    left = answer_next_dialogs(qtbot, lambda d: (seen.append(d.directory().absolutePath()),
                                                 seen.append(d.selectedFiles()), d.reject()))
    QTest.keyClick(win, Qt.Key_S, Qt.ControlModifier | Qt.ShiftModifier)  # its own name
    assert left == [] and seen[-2:] == [str(games), [str(games / "friday.tabletop")]]
    # the next run remembers the folder
    from tabletop.rules import new_game
    from tabletop.ui.window import MainWindow

    from .conftest import small_setup
    w2 = shown(qtbot, MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True))
    w2.activateWindow()
    qtbot.waitUntil(w2.isActiveWindow)
    left = answer_next_dialogs(qtbot, lambda d: (seen.append(d.directory().absolutePath()),
                                                 d.reject()))
    QTest.keyClick(w2, Qt.Key_O, Qt.ControlModifier)
    assert left == [] and seen[-1] == str(games)


def test_an_export_name_never_leaves_its_folder():
    from tabletop.ui.files.fileops import export_name
    assert export_name("/x/friday.tabletop", "Bob", "game") == "friday - Bob.json"
    assert export_name(None, "../../etc/A:B\n", "game") == "game - .._.._etc_A_B_.json"
    assert export_name(None, "Zoë 山田", "position") == "position - Zoë 山田.json"
    assert len(export_name("/x/" + "n" * 300 + ".tabletop", "Bob", "game")) == 105


# -- (f) dialog titles fit their dialogs --------------------------------------------------------
def _title_fits(dlg) -> bool:
    """A title bar shows the title in bold beside the window's icon and buttons and margins
    (about 160 px on the usual window managers)."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QApplication
    font = QFont(QApplication.font())
    font.setBold(True)
    return dlg.width() >= QFontMetrics(font).horizontalAdvance(dlg.windowTitle()) + 160


def test_dialog_titles_are_not_cut(win, qtbot):
    from PySide6.QtWidgets import QApplication, QInputDialog

    from .conftest import item_of
    from .test_file_failures import answer_next_dialogs
    titles = []

    def look(dlg):
        assert isinstance(dlg, QInputDialog)
        titles.append((dlg.windowTitle(), _title_fits(dlg)))
        dlg.reject()

    # Cast face down… asks how only for a card with two methods (none in this game: the menus
    # offer only what the card has): its prompt, as Shift+C opens it, through the same helper
    from tabletop.ui.common import plain as P
    left = answer_next_dialogs(qtbot, look)
    P.get_item(win, "Cast face down", "Method:", ["morph", "disguise"], 0, False)
    assert left == [] and titles[-1] == ("Cast face down", True)
    left = answer_next_dialogs(qtbot, look)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    QTest.keyClick(win, Qt.Key_E, Qt.ControlModifier)  # File → Export for a seat…
    assert left == [] and titles[-1] == ("Export for a seat", True)
    # the window-modal ones: Draw cards… (Ctrl+D), Look at the top cards… (Ctrl+J), Set life…
    for key, mod, title in ((Qt.Key_D, Qt.ControlModifier, "Draw cards"),
                            (Qt.Key_J, Qt.ControlModifier, "Look at the top cards"),
                            (Qt.Key_F12, Qt.ShiftModifier, "Set Alice's life")):
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        QTest.keyClick(win, key, mod)
        QApplication.processEvents()
        dlg = QApplication.activeModalWidget()
        assert dlg is not None and dlg.windowTitle() == title
        qtbot.waitExposed(dlg)
        assert _title_fits(dlg), title
        dlg.reject()
        QApplication.processEvents()
    assert item_of(win, "a-bears").ov.zone == "hand"
