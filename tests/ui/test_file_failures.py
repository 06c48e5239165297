"""Failures of files are said, never silent and never disguised: an autosave that fails (a full
disk, its folder replaced by a file) is said once while play goes on, and said again when it
works; a bug in the loader is an internal error with its details in a file; what killed saves
left behind is gone at the next start; Export for a seat never replaces the game it comes from,
and Save as never replaces a link."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFrame,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
)

from tabletop.rules import new_game
from tabletop.storage import latest_autosave, load_game, paths
from tabletop.ui.files import fileops

from .conftest import shown, small_setup


def window(qtbot, game):
    from tabletop.ui.window import MainWindow
    w = shown(qtbot, MainWindow(game, "Alice", quiet=True), (1200, 800))
    w.activateWindow()
    QApplication.processEvents()
    w._autosave.setInterval(20)  # the debounce (1.5 s) is not what these tests are about
    return w


def banner(w) -> QFrame | None:
    return w.findChild(QFrame, "autosave_banner")


def status_note(w) -> QLabel | None:
    return w.findChild(QLabel, "autosave_status")


def next_step(w) -> None:
    QTest.keyClick(w, Qt.Key_N)  # a real key press: one action, one undo entry


def fill(folder: Path) -> Path:
    """Fill the file system of `folder` until it is full; returns the file that fills it."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
    return filler


@pytest.fixture
def small_disk(tmp_path):
    """A 256 KiB file system of its own (a tmpfs; we run as root) for TABLETOP_HOME."""
    home = tmp_path / "small-disk"
    home.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(home)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"no tmpfs here ({done.stderr.strip()}); the folder-replaced-by-a-file "
                    "test covers the same path")
    yield home
    subprocess.run(["umount", "-l", str(home)], check=False)


def test_a_full_disk_is_said_once_the_game_stays_and_autosave_recovers(small_disk, qtbot,
                                                                          monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(small_disk))
    w = window(qtbot, new_game(small_setup(), seed=1))
    game = w.ctl.game
    paths.autosave_dir()  # (made before the disk fills, as it is after any first autosave)
    filler = fill(small_disk)

    next_step(w)
    qtbot.waitUntil(lambda: banner(w) is not None and banner(w).isVisible(), timeout=5000)
    text = banner(w).findChild(QLabel, "autosave_banner_text").text()
    assert "Autosave failed: the disk is full" in text and "tries again" in text
    assert "Not autosaved" in status_note(w).text() and status_note(w).isVisible()
    assert w.last_error is None and QApplication.activeModalWidget() is None  # not a dialog

    QTest.mouseClick(banner(w).dismiss, Qt.LeftButton)  # read it; play on
    assert not banner(w).isVisible()
    for _ in range(2):
        next_step(w)
        qtbot.wait(100)  # (each action's autosave runs and fails again)
    assert not banner(w).isVisible(), "said once, not once per action"
    assert "Not autosaved" in status_note(w).text() and status_note(w).isVisible()
    assert w.last_error is None
    assert latest_autosave() is None
    assert w.ctl.game is game and len(game.log) == 3  # every action kept, in memory
    assert game.state.step != "main1"

    filler.unlink()  # space again: the next action autosaves, and the window says so
    next_step(w)
    qtbot.waitUntil(lambda: latest_autosave() is not None, timeout=5000)
    qtbot.waitUntil(lambda: "Autosave works again" in status_note(w).text(), timeout=5000)
    assert not banner(w).isVisible()
    assert load_game(latest_autosave()).state.snapshot() == game.state.snapshot()
    assert len(load_game(latest_autosave()).log) == 4


def test_an_autosave_folder_replaced_by_a_file_is_said_and_recovers(win, qtbot):
    win._autosave.setInterval(20)
    folder = paths.autosave_dir()
    shutil.rmtree(folder)
    folder.write_text("in the way")
    next_step(win)
    qtbot.waitUntil(lambda: banner(win) is not None and banner(win).isVisible(), timeout=5000)
    text = banner(win).findChild(QLabel, "autosave_banner_text").text()
    assert f"{folder} is a file where a folder should be" in text
    assert win.last_error is None
    next_step(win)
    qtbot.wait(100)
    assert banner(win).isVisible() and "Not autosaved" in status_note(win).text()
    folder.unlink()
    next_step(win)
    qtbot.waitUntil(lambda: latest_autosave() is not None, timeout=5000)
    qtbot.waitUntil(lambda: "Autosave works again" in status_note(win).text(), timeout=5000)
    assert not banner(win).isVisible()
    assert len(load_game(latest_autosave()).log) == 3


def test_a_loader_bug_is_an_internal_error_with_its_details_in_a_file(win, tmp_path,
                                                                       monkeypatch):
    """A bug inside the loader (simulated: one of its functions raises) is not "not a tabletop
    game": the message says internal error and names the file with the traceback."""
    from tabletop import app
    from tabletop.storage import codec
    save = tmp_path / "game.tabletop"
    fileops.save(win.ctl.game, save)

    def bug(*a, **k):
        raise KeyError("a bug in the loader")
    monkeypatch.setattr(codec, "game_from_bytes", bug)  # (every reader's, check.py)
    assert not win.files.open_path(save)
    _title, text, _details = win.last_error
    assert "internal error" in text and "not a problem with your file" in text
    assert "not a tabletop game" not in text
    report = Path(text.rsplit("details saved to ", 1)[1])
    assert report.parent == paths.errors_dir() and report.is_file()
    assert "KeyError: 'a bug in the loader'" in report.read_text("utf-8")
    assert win.ctl.game is not None and not win.ctl.read_only  # the table shown stays
    # from the command line: a status of its own, not the one of a bad file (2)
    assert app.main(["--screenshot", str(tmp_path / "x.png"), "--open", str(save)]) == 70
    monkeypatch.undo()
    assert win.files.open_path(save)


def test_the_next_start_removes_what_killed_saves_left(tmp_path, monkeypatch):
    from tabletop import app
    from tests.storage.diskcases import kill_writers_mid_save, temporaries
    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    saves = tmp_path / "saves"
    saves.mkdir()
    save = saves / "game.tabletop"
    fileops.save(new_game(small_setup(), seed=1), save)  # a recent file now
    autosaves = paths.autosave_dir()
    kill_writers_mid_save(save, autosaves)
    left = temporaries(saves) + temporaries(autosaves)
    assert temporaries(saves) and temporaries(autosaves)
    mine = saves / ".notes.txt.0123456789ab.tmp"  # not a temporary of a save: kept
    mine.write_bytes(b"mine")
    aged = time.time() - 2.05  # older than a moment (MOMENT: 2 s): their mtime set back, what
    for p in [*left, mine]:    # waiting a moment would make it
        os.utime(p, (aged, aged))
    assert app.main(["--screenshot", str(tmp_path / "x.png"), "--size", "600x400"]) == 0
    assert temporaries(saves) == [mine] and temporaries(autosaves) == []
    load_game(save)


def answer_next_dialogs(qtbot, *answers):
    """Answer the modal dialogs that open next, in order: each answer is called with the
    dialog (a real QInputDialog, QFileDialog or QMessageBox) and must accept or reject it."""
    pending = list(answers)

    def poll():
        dlg = QApplication.activeModalWidget()
        answer = pending.pop(0) if dlg is not None and pending and dlg.isVisible() else None
        if pending:  # (first: answering may open the next dialog inside this one)
            QTimer.singleShot(20, poll)
        if answer is not None:
            answer(dlg)
    QTimer.singleShot(20, poll)
    return pending


def choose_file(path):
    def answer(dlg):
        assert isinstance(dlg, QFileDialog)
        dlg.findChild(QLineEdit, "fileNameEdit").setText(str(path))  # typed in
        dlg.accept()
    return answer


def confirm(dlg):
    assert isinstance(dlg, QMessageBox)
    dlg.button(QMessageBox.Yes).click()


def test_export_for_a_seat_never_replaces_the_game_it_comes_from(win, qtbot, tmp_path):
    save = tmp_path / "game.tabletop"
    assert win.files.save_to(save)
    before = save.read_bytes()

    def bob(dlg):
        assert isinstance(dlg, QInputDialog)
        dlg.setTextValue("Bob")
        dlg.accept()
    left = answer_next_dialogs(qtbot, bob, choose_file(save), confirm)
    win.files.export_dialog()
    assert left == []
    assert save.read_bytes() == before and load_game(save).log == win.ctl.game.log
    _title, text, _details = win.last_error
    assert "it is the file being read" in text
    left = answer_next_dialogs(qtbot, bob, choose_file(tmp_path / "bob.json"))
    win.files.export_dialog()
    assert left == [] and (tmp_path / "bob.json").is_file()


def test_save_as_never_replaces_a_link_or_a_pipe(win, qtbot, tmp_path):
    target = tmp_path / "elsewhere.tabletop"
    target.write_bytes(b"precious")
    link = tmp_path / "link.tabletop"
    link.symlink_to(target)
    pipe = tmp_path / "pipe.tabletop"
    os.mkfifo(pipe)
    for path in (link, pipe):
        win.last_error = None
        answer_next_dialogs(qtbot, choose_file(path), confirm)
        assert not win.files.save_as()
        assert "Could not save" in win.last_error[1], path
    assert link.is_symlink() and target.read_bytes() == b"precious"
    assert pipe.exists() and not pipe.is_file()


def test_a_recovered_game_is_saved_where_the_user_says_never_into_the_autosaves(
        qtbot, game, tmp_path, monkeypatch):
    """"Recover a game?" then Ctrl+S: Save asks where (the autosave folder deletes all but the
    newest files, so the recovered game has no file name there), the file chosen is kept and
    listed in Open recent, the autosaves never are, and Save as into their folder is refused."""
    from tabletop.storage import autosave
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    first = window(qtbot, game)
    next_step(first)
    kept = autosave(first.ctl.game)
    w = window(qtbot, load_game(kept))
    w.quiet = False  # (quiet windows never offer a recovery)
    left = answer_next_dialogs(qtbot, confirm)
    w.files.offer_recovery()
    assert left == [] and w.path is None and w.files.recovered
    w.quiet = True  # (problems are kept in `last_error`, not shown in a modal box)
    assert "recovered game, not saved yet" in w.windowTitle()  # (behind the curtain too)
    assert w.seats.curtain_up()
    QTest.mouseClick(w.curtain.button, Qt.LeftButton)  # "I am Alice"
    QApplication.processEvents()
    assert "recovered game, not saved yet" in w.windowTitle()
    assert str(kept) not in fileops.recent_files()
    mine = tmp_path / "mine.tabletop"
    first.close()
    w.activateWindow()
    QApplication.processEvents()
    left = answer_next_dialogs(qtbot, choose_file(mine))
    QTest.keyClick(w, Qt.Key_S, Qt.ControlModifier)  # Save: it asks, since there is no file
    assert left == [] and mine.is_file() and w.path == str(mine)
    assert fileops.recent_files()[0] == str(mine.resolve())
    for _ in range(8):  # the autosave rotation runs: the user's file stays
        next_step(w)
        autosave(w.ctl.game)
    assert mine.is_file() and load_game(mine).log
    into = paths.autosave_dir() / "mine.tabletop"
    left = answer_next_dialogs(qtbot, choose_file(into))
    assert not w.files.save_as() and left == [] and not into.exists()
    _title, text, _details = w.last_error
    assert "autosave folder" in text and w.path == str(mine)
