"""Lessons → Open a lesson file… with every malformed lesson of tests/lessons/hostile.py: one
clear message naming the file and where in it, the table as it was, the app still running."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tabletop.model import commands as C

from ..lessons.hostile import HOSTILE
from .test_lesson_recorder import answer_file_dialog, menubar_menu
from .test_lessons_ui import click_menu, settle


def test_every_hostile_lesson_file_is_one_clear_message(win, tmp_path):
    real = win.ctl.game
    assert len(HOSTILE) >= 50
    for name, data in HOSTILE.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(data)
        win.last_error = None
        assert win.lessons_menu.open_lesson_file(str(path)) is None, name
        title, text, details = win.last_error
        assert title == "Lessons"
        assert text.startswith(("This lesson file can't be read: ",
                                "This lesson does not pass the check, so it is not played: ")), \
            (name, text)
        assert f"{name}.json: " in text and "\n" not in text and len(text) < 1400, (name, text)
        assert text.isprintable() and details, name
        assert win.ctl.game is real and (win.lessons is None or not win.lessons.running)
    # the app goes on: the table still takes commands
    assert win.ctl.run(C.Tap("a-mist"), "tap") is not None
    assert real.state.cards["a-mist"].tapped


def test_a_bad_lesson_file_is_a_message_box_and_the_app_keeps_running(win, qtbot, tmp_path):
    path = tmp_path / "refused.json"
    path.write_bytes(HOSTILE["solution-the-rules-refuse"])
    win.quiet = False  # the real message box this time
    seen: list = []
    boxes: list = []

    def close_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, close_box)
            return
        boxes.append(box.text())
        assert box.textFormat() == Qt.PlainText
        qtbot.mouseClick(box.button(QMessageBox.Ok), Qt.LeftButton)

    answer_file_dialog(str(path), seen)
    QTimer.singleShot(100, close_box)
    click_menu(win, menubar_menu(win, "&Lessons"), "open_lesson_file")
    settle()
    assert seen == ["open_lesson_dialog"]
    assert boxes and boxes[0].startswith("This lesson does not pass the check")
    assert "refused.json: step 2: the reference solution was not accepted" in boxes[0]
    assert win.isVisible() and (win.lessons is None or not win.lessons.running)
    assert win.ctl.run(C.Tap("a-mist"), "tap") is not None
