"""Record a lesson in the app with real mouse and keys (issue 16 item 3): three steps from the
table's position, one known mistake, saved; `tabletop lessons check` passes the file; then
Lessons → Open a lesson file… plays it like a bundled lesson."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from tabletop.cli import main

from .conftest import context_menu, drag, drag_between, item_of
from .test_lessons_ui import click_menu, settle


def menubar_menu(win, title: str):
    """Open a menu of the menu bar with a click."""
    mb = win.menuBar()
    act = next(a for a in mb.actions() if a.text() == title)
    QTest.mouseClick(mb, Qt.LeftButton, Qt.NoModifier, mb.actionGeometry(act).center())
    settle()
    assert act.menu().isVisible()
    return act.menu()


def type_into(widget, text: str) -> None:
    """Click into an editor and type `text` (a line break is the Return key)."""
    QTest.mouseClick(widget.viewport() if hasattr(widget, "viewport") else widget,
                     Qt.LeftButton)
    for n, line in enumerate(text.split("\n")):
        if n:
            QTest.keyClick(widget, Qt.Key_Return)
        QTest.keyClicks(widget, line)


def press(qtbot, button) -> None:
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.LeftButton)
    settle()


def answer_file_dialog(path: str, seen: list) -> None:
    """When the file dialog is up, type the file's name into it in its folder and press Enter
    (real keys; typing a whole path races the dialog's folder model)."""
    from pathlib import Path

    def go() -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QFileDialog):
            QTimer.singleShot(50, go)
            return
        seen.append(dlg.objectName())
        dlg.setDirectory(str(Path(path).parent))
        QTest.qWait(200)
        edit = dlg.findChild(QLineEdit, "fileNameEdit")
        edit.clear()
        QTest.keyClicks(edit, Path(path).name)
        QTest.keyClick(edit, Qt.Key_Return)
    QTimer.singleShot(50, go)


def record_three_steps(win, qtbot, path) -> None:
    """Lessons → Record a lesson…, three steps and one mistake, saved to `path`."""
    click_menu(win, menubar_menu(win, "&Lessons"), "record_lesson")
    rec = win.recorder
    assert rec.running and win.ctl.game is rec.rec.game and win.ctl.route == rec.route
    g, p = rec.rec.game, rec.panel
    assert p.isVisible() and "You record as Alice" in p.action_label.text()
    type_into(p.title, "Your own face-down cards")
    type_into(p.summary, "Play a land, manifest, and look at your own face-down card.")

    # step 1: a known mistake first (turn the cloaked Bolt up for a mana cost), then the action
    press(qtbot, p.mistake_button)
    assert p.mistake_button.isChecked()
    n_log = len(g.log)
    click_menu(win, context_menu(win, item_of(win, "lightning_bolt")), "route_mana_cost")
    assert len(g.log) == n_log and g.state.cards["lightning_bolt"].face_down is not None
    assert p.mistakes.count() == 1 and "701.40b" in p.mistakes.item(0).text()
    assert not p.mistake_button.isChecked()
    type_into(p.why, "#2 is a Lightning Bolt: no special action turns an instant up.")
    drag(win, item_of(win, "forest"), win.scene.seat_rects("Alice").battlefield.center())
    settle()
    assert g.state.cards["forest"].zone == "battlefield"
    assert "305.1" in p.action_label.text()
    type_into(p.instruction, "Play the Forest from your hand.")
    type_into(p.hints, "Drag it onto the battlefield.\nOne land a turn.")
    type_into(p.success, "That was your land for the turn.")
    press(qtbot, p.next_step)
    assert p.steps.count() == 1 and p.step_label.text() == "Step 2"

    # a mistake recorded by accident is forgotten
    press(qtbot, p.mistake_button)
    click_menu(win, context_menu(win, item_of(win, "lightning_bolt")), "route_mana_cost")
    assert p.mistakes.count() == 1 and p.why.text() == ""
    press(qtbot, p.forget)
    assert p.mistakes.count() == 0 and not rec.rec.draft.mistakes and not p.forget.isEnabled()

    # step 2: manifest the top card: drag the library pile onto the battlefield
    pile = win.scene.piles[("Alice", "library")]
    drag_between(win, pile.rect().center(), win.scene.seat_rects("Alice").battlefield.center())
    settle()
    assert g.state.cards["island"].face_down is not None
    type_into(p.instruction, "Manifest the top card of your library.")
    type_into(p.hints, "Drag your library onto the battlefield.")
    press(qtbot, p.next_step)
    assert p.steps.count() == 2

    # step 3: look at your own face-down #2 (its context menu)
    click_menu(win, context_menu(win, item_of(win, "lightning_bolt")), "peek")
    assert "708.5" in p.action_label.text()
    type_into(p.instruction, "Look at your own face-down #2.")
    type_into(p.hints, "Peek at it.")
    press(qtbot, p.next_step)
    assert p.steps.count() == 3

    type_into(p.path, str(path))
    press(qtbot, p.save)
    assert rec.last_path == str(path), p.status.text()
    assert "lessons check` passes it, 3 steps and 1 known mistake" in p.action_label.text()


def test_record_a_lesson_check_it_and_play_it(win, qtbot, tmp_path, capsys):
    real = win.ctl.game
    path = tmp_path / "own-face-down.json"
    record_three_steps(win, qtbot, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["steps"][0]["mistakes"][0]["explain"].startswith("#2 is a Lightning Bolt")
    assert doc["steps"][0]["hints"] == ["Drag it onto the battlefield.", "One land a turn."]
    assert [s["rules"] for s in doc["steps"]] == [
        ["305.1", "305.2", "701.40b", "701.58b"],
        ["708.2", "708.2a", "202.3a", "202.2b", "204", "105.2c"], ["708.5"]]
    assert all(s["claims"] for s in doc["steps"])
    assert main(["lessons", "check", str(path)]) == 0
    assert capsys.readouterr().out.startswith(
        "PASS your-own-face-down-cards: 3 steps, 1 mistakes explained")

    # Stop recording: the game the recording started from is back
    press(qtbot, win.recorder.panel.stop)
    assert win.ctl.game is real and win.ctl.route is None and not win.recorder.running

    # Lessons → Open a lesson file… (the file dialog answered with real keys)
    seen: list = []
    answer_file_dialog(str(path), seen)
    click_menu(win, menubar_menu(win, "&Lessons"), "open_lesson_file")
    settle()
    assert seen == ["open_lesson_dialog"]
    s = win.lessons.session
    assert s is not None and s.lesson.id == "your-own-face-down-cards"
    panel = win.lessons.panel
    assert panel.instruction.text() == "Play the Forest from your hand."
    # the known mistake, explained in the author's words; then the first step
    click_menu(win, context_menu(win, item_of(win, "lightning_bolt")), "route_mana_cost")
    text = panel.feedback_text()
    assert "Not allowed" in text and "no special action turns an instant up" in text
    drag(win, item_of(win, "forest"), win.scene.seat_rects("Alice").battlefield.center())
    settle()
    assert s.index == 1 and "Correct!" in panel.feedback_text()
    assert "That was your land for the turn." in panel.feedback_text()


def test_screenshot_of_a_recorded_lesson_playing(tmp_path, capsys):
    """`--lesson FILE` plays a lesson file (the README's recorded-lesson screenshot); a bad
    file is one line and exit code 2."""
    from pathlib import Path

    from tabletop.app import main as app_main
    sample = Path(__file__).resolve().parents[1] / "data" / "lessons" / "recorded-midgame.json"
    out = tmp_path / "recorded.png"
    assert app_main(["--screenshot", str(out), "--size", "1280x720", "--lesson", str(sample),
                     "--lesson-step", "2", "--show", "mistake"]) == 0
    assert out.stat().st_size > 10_000
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tabletop-lesson/1", "id": 7}', encoding="utf-8")
    capsys.readouterr()
    assert app_main(["--screenshot", str(out), "--lesson", str(bad)]) == 2
    assert "bad.json: id: Input should be a valid string" in capsys.readouterr().err
    settle()
