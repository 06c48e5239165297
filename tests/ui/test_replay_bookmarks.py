"""Bookmarks and take-over in the replay viewer (issue 31), with real clicks: a bookmark with a
note added at the current entry in the current lens, shown on the timeline and in the list,
edited, removed, each change saved back into the file; a new hot-seat game taken over from the
current entry in the main window's table; a redacted export refuses both in words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tabletop import storage
from tabletop.storage.bookmarks import Bookmark, read_bookmarks
from tests.ui.replayhelp import canary_save, click, open_rw, pick, press


@pytest.fixture
def saved(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return canary_save(tmp_path)


def _write_note(qtbot, rw, text: str) -> None:
    dlg = rw.bookmarks.dialog
    qtbot.waitUntil(dlg.isVisible, timeout=3000)
    click(qtbot, dlg.text)
    dlg.text.selectAll()
    qtbot.keyClick(dlg.text, Qt.Key_Delete)
    qtbot.keyClicks(dlg.text, text)
    click(qtbot, dlg.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3000)


def _row(rw, i: int = 0):
    lst = rw.bookmarks.list
    return lst, lst.visualItemRect(lst.item(i)).center()


def test_add_edit_remove_a_bookmark_saved_in_the_file(qtbot, saved):
    _game, path = saved
    rw = open_rw(qtbot, path)
    pick(qtbot, rw.lens_box, "As B knew it then")
    for _ in range(3):
        press(qtbot, rw, "forward")
    click(qtbot, rw.bookmarks.buttons["add"])
    _write_note(qtbot, rw, "B finds its card")
    assert read_bookmarks(path) == [Bookmark(3, "B finds its card", "B")]
    assert rw.marks.marks["bookmark"] == [3]
    lst, pt = _row(rw)
    assert lst.item(0).text() == "#3: B finds its card"
    # away and back by a click on the bookmark
    press(qtbot, rw, "to_end")
    click(qtbot, lst.viewport(), pt)
    assert rw.n == 3
    # edited
    click(qtbot, lst.viewport(), _row(rw)[1])
    click(qtbot, rw.bookmarks.buttons["edit"])
    assert rw.bookmarks.dialog.text.toPlainText() == "B finds its card"
    _write_note(qtbot, rw, "B searched here")
    assert read_bookmarks(path) == [Bookmark(3, "B searched here", "B")]
    # the toolbar's Bookmark… (Ctrl+B) adds one at the judge's lens
    pick(qtbot, rw.lens_box, "Judge (everything)")
    press(qtbot, rw, "forward")
    press(qtbot, rw, "bookmark")
    _write_note(qtbot, rw, "judge: A shuffles")
    assert read_bookmarks(path)[1] == Bookmark(4, "judge: A shuffles", None)
    assert rw.bookmarks.list.count() == 2  # the judge sees every lens's
    pick(qtbot, rw.lens_box, "As A knew it then")
    assert "bookmark" not in rw.marks.marks  # neither B's nor the judge's
    # removed, as B
    pick(qtbot, rw.lens_box, "As B knew it then")
    lst = rw.bookmarks.list
    click(qtbot, lst.viewport(), _row(rw)[1])
    click(qtbot, rw.bookmarks.buttons["remove"])
    assert read_bookmarks(path) == [Bookmark(4, "judge: A shuffles", None)]
    assert storage.load_game(path).log  # the game itself as it was


def test_take_over_from_an_entry_in_the_main_window(qtbot, saved):
    game, path = saved
    from tabletop.rules import new_game
    from tabletop.ui.replay.part import open_path
    from tabletop.ui.window import MainWindow
    from tests.ui.conftest import small_setup
    main = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(main)
    rw = open_path(main, path)
    assert rw is not None
    qtbot.addWidget(rw)
    for _ in range(4):
        press(qtbot, rw, "forward")
    press(qtbot, rw, "take_over")
    taken = main.ctl.game
    assert taken is not None and len(taken.log) == 4
    assert taken.state.players == ["A", "B"]
    want = storage.game_at(game, 4).state
    assert {c: (s.zone, s.owner) for c, s in taken.state.cards.items()} == \
        {c: (s.zone, s.owner) for c, s in want.cards.items()}
    assert main.path is None  # a new game: Save asks where
    assert rw.replay.game is not taken  # the replay's file is untouched


def test_take_over_without_a_main_window_makes_one(qtbot, saved):
    _game, path = saved
    rw = open_rw(qtbot, path)
    press(qtbot, rw, "to_end")
    press(qtbot, rw, "take_over")
    assert rw.main is not None
    qtbot.addWidget(rw.main)
    assert len(rw.main.ctl.game.log) == 7


def test_an_export_refuses_bookmarks_and_take_over_in_words(qtbot, saved, tmp_path):
    game, _path = saved
    out = tmp_path / "b.json"
    out.write_bytes(storage.export_for(game, "B"))
    rw = open_rw(qtbot, out)
    press(qtbot, rw, "take_over")
    assert rw.main is None
    assert "export" in rw.last_error[1] and "taken over" in rw.last_error[1]
    press(qtbot, rw, "bookmark")
    assert "read-only" in rw.last_error[1]
    assert rw.bookmarks.dialog is None
